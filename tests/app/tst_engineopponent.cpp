// SPDX-License-Identifier: GPL-3.0-or-later
// The engine as the opponent: asked for a move, a hint or an answer to a draw offer, it answers
// later (the call never waits for the search) with a legal move, and nothing after stop().
#include "engineopponent.h"
#include "game.h"
#include "gamecontroller.h"
#include "movegen.h"
#include "notation.h"

#include <QTemporaryDir>

#include <QSignalSpy>
#include <QTest>

using namespace damas;

class TestEngineOpponent : public QObject
{
    Q_OBJECT

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
};

QTEST_MAIN(TestEngineOpponent)
#include "tst_engineopponent.moc"
