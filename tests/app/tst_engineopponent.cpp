// SPDX-License-Identifier: GPL-3.0-or-later
// The engine as the opponent: asked for a move, a hint or an answer to a draw offer, it answers
// later (the call never waits for the search) with a legal move, and nothing after stop();
// endgame tables made during a game are its own from the next request on. The tables folder is
// a temporary one (American tables of up to 3 pieces, under a second to make).
#include "egtb.h"
#include "engineopponent.h"
#include "eval.h"
#include "game.h"
#include "gamecontroller.h"
#include "movegen.h"
#include "notation.h"
#include "tablescontroller.h"

#include <QTemporaryDir>

#include <QSignalSpy>
#include <QTest>

using namespace damas;

class TestEngineOpponent : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;

private:
    static bool isLegal(const Position &pos, const Move &m)
    {
        for (const Move &x : legalMoves(pos)) {
            if (x == m)
                return true;
        }
        return false;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // The data folder (and so the tables folder) of this test, never the user's.
        qputenv("XDG_DATA_HOME", m_home.path().toLocal8Bit());
    }

    void answersLaterWithALegalMove()
    {
        EngineOpponent opponent;
        QSignalSpy chosen(&opponent, &Opponent::moveChosen);
        const GameSnapshot game {Position::start(Variant::International), {}};
        opponent.think(game, 1, 1000);
        QCOMPARE(chosen.count(), 0); // the answer is queued, never given inside the call
        QVERIFY(chosen.wait(10000));
        QVERIFY(isLegal(game.current(), chosen.first().first().value<Move>()));
    }

    void hintAndDrawOffer()
    {
        EngineOpponent opponent;
        QSignalSpy hinted(&opponent, &Opponent::hintChosen);
        QSignalSpy answered(&opponent, &Opponent::drawAnswered);
        const GameSnapshot game {Position::start(Variant::Russian), {}};
        opponent.hint(game, 200);
        QVERIFY(hinted.wait(10000));
        QVERIFY(isLegal(game.current(), hinted.first().first().value<Move>()));
        opponent.considerDraw(game, 200);
        QVERIFY(answered.wait(10000));
    }

    void nothingAfterStop()
    {
        EngineOpponent opponent;
        QSignalSpy chosen(&opponent, &Opponent::moveChosen);
        const GameSnapshot game {Position::start(Variant::Brazilian), {}};
        opponent.think(game, 10, 5000);
        opponent.stop();
        QVERIFY(!chosen.wait(1500));
        // A new request after stop() is answered.
        opponent.think(game, 1, 1000);
        QVERIFY(chosen.wait(10000));
        QCOMPARE(chosen.count(), 1);
    }

    // A whole game through the controller against the engine at level 1: the player takes the
    // first legal move each time; the game ends by the rules (or is cut at 300 plies).
    void aWholeGame()
    {
        QTemporaryDir folder;
        GameController controller;
        controller.setAutosaveFolder(folder.path());
        controller.setReplyDelay(0);
        controller.setMoveTime(200);
        controller.componentComplete(); // no opponent set: the engine plays
        QVERIFY(qobject_cast<EngineOpponent *>(controller.opponent()));
        QCOMPARE(controller.newGame("russian", GameController::White, 1), QString());
        while (!controller.over() && controller.ply() < 300) {
            QTRY_VERIFY_WITH_TIMEOUT(controller.humanToMove() || controller.over(), 20000);
            if (controller.over())
                break;
            const Position &pos = controller.game().position();
            const int before = controller.ply();
            QCOMPARE(
                controller.enterMove(QString::fromStdString(moveToString(pos, legalMoves(pos)[0]))),
                QString());
            QCOMPARE(controller.ply(), before + 1);
        }
        QVERIFY(controller.over() || controller.ply() >= 300);
        if (controller.over())
            QVERIFY(!controller.resultLine().isEmpty());
    }

    // Two kings on 1 and 2 against a king on 28, White to move: a win in 29 plies by the tables
    // (damas-cli egtb probe american --fen "W:WK1,K2:BK28"). A search of a millisecond sees
    // only the material; once the tables are made during the game, the same search of the game's
    // opponent scores a win from them (the positions after each move are in them).
    void tablesMadeDuringTheGameAreUsedAtOnce()
    {
        QTemporaryDir saves;
        GameController controller;
        controller.setAutosaveFolder(saves.path());
        controller.setReplyDelay(0);
        controller.componentComplete(); // no opponent set: the engine plays
        Opponent *opponent = controller.opponent();
        QVERIFY(qobject_cast<EngineOpponent *>(opponent));
        QSignalSpy hinted(opponent, &Opponent::hintChosen);
        QCOMPARE(controller.newGame(QStringLiteral("american"), GameController::White, 3,
                     QStringLiteral("W:WK1,K2:BK28")),
            QString());
        const GameSnapshot game {controller.game().startPosition(), {}};
        opponent->hint(game, 1);
        QVERIFY(hinted.wait(10000));
        const int before = hinted.last().at(2).toInt();
        QVERIFY2(!isWinScore(before), qPrintable(QString::number(before)));

        const int scansBefore = controller.tableHint().scans();
        TablesController *tables = TablesController::instance();
        tables->setFolder(QString::fromStdString(defaultEndgameDir()));
        tables->setVariant(QStringLiteral("american"));
        QSignalSpy finished(tables, &TablesController::finished);
        tables->generate(3);
        QVERIFY(finished.wait(60000));
        QVERIFY(finished.first().first().toBool());
        QCOMPARE(tables->pieces(), 3);

        opponent->hint(game, 1);
        QVERIFY(hinted.wait(10000));
        // A win a millisecond's search can only have from the tables (29 plies when its first
        // depth is through: a busy machine may cut it short on another winning move).
        const int after = hinted.last().at(2).toInt();
        QVERIFY2(isWinScore(after) && after > 0 && after <= kScoreWin - 29,
            qPrintable(QString::number(after)));
        // And the game's own hint says it, in the tables' words: the folder was read again when
        // the tables changed, and not for each hint.
        QVERIFY(controller.tableHint().scans() > scansBefore);
        const int scans = controller.tableHint().scans();
        QSignalSpy hintReady(&controller, &GameController::hintReady);
        controller.requestHint();
        QTRY_VERIFY(controller.message().contains(QStringLiteral("a win in 15 moves")));
        QCOMPARE(hintReady.count(), 1);
        controller.requestHint();
        QVERIFY(hintReady.wait(10000));
        QVERIFY(controller.message().contains(QStringLiteral("a win in 15 moves")));
        QCOMPARE(controller.tableHint().scans(), scans);
    }
};

QTEST_MAIN(TestEngineOpponent)
#include "tst_engineopponent.moc"
