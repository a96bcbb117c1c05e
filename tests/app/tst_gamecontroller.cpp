// SPDX-License-Identifier: GPL-3.0-or-later
// The game controller against a scripted opponent: moves by clicks, drags and typing, the
// computer's turn, take back, hints, draw offers, resignation, the draw counts ticking down to
// the end of a game with the right sentence in each language, and the saved game.
// Square numbers: see the 8x8 diagram in tst_boardmodel.cpp.
#include "gamecontroller.h"
#include "language.h"
#include "scriptedopponent.h"

#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace damas;

namespace {

// Opens the first game of a PDN file of Russian draughts, the player White; the error or "".
QString openRussian(GameController &controller, const QString &file)
{
    return controller.openPdn(
        QUrl::fromLocalFile(file), QStringLiteral("russian"), GameController::White, 3);
}

// A controller as a new session of the program starts it: it reads what `folder` holds.
void startSession(GameController &controller, const QString &folder)
{
    controller.setOpponent(new ScriptedOpponent(&controller));
    controller.setAutosaveFolder(folder);
    controller.componentComplete();
}

struct Fixture
{
    QTemporaryDir folder;
    GameController controller;
    ScriptedOpponent *opponent = new ScriptedOpponent(&controller);

    explicit Fixture(const QStringList &replies = {})
    {
        opponent->setMoves(replies);
        controller.setReplyDelay(0);
        controller.setAutosaveFolder(folder.path());
        controller.setOpponent(opponent);
        // As QML completes it: the folder's saved game and recent games are read, so a finished
        // game's entry has a file to go to.
        controller.componentComplete();
    }
    int piece(int square) const
    {
        const BoardModel *b = controller.board();
        return b->data(b->index(square - 1), BoardModel::PieceRole).toInt();
    }
    bool boardRole(int square, int role) const
    {
        const BoardModel *b = controller.board();
        return b->data(b->index(square - 1), role).toBool();
    }
};

/*
 * Two lone kings in Russian draughts, White c1 (30) and Black h6 (12), White to move. Neither
 * can ever take the other on the squares used below (they share a diagonal only as c1 and h6,
 * or a3 and f8, each on the board's edge with no square behind), so no capture interrupts. With
 * 2 pieces and a king on each side, russian-balance runs: 5 moves per side, 10 plies, reset only
 * by a capture or a promotion (draw-rules.md, Russian).
 */
const char *kTwoKings = "W:WK30:BK12";

// White c1-a3-c1..., Black h6-g7-f6-e5-f6-g7: no position three times in 10 plies.
const QStringList kWhiteTour {"c1-a3", "a3-c1", "c1-a3", "a3-c1", "c1-a3"};
const QStringList kBlackTour {"h6-g7", "g7-f6", "f6-e5", "e5-f6", "f6-g7"};

// White c1-a3, Black h6-g7 and back: (c1, h6, White to move) comes for the third time at ply 8.
const QStringList kWhiteShuttle {"c1-a3", "a3-c1", "c1-a3", "a3-c1"};
const QStringList kBlackShuttle {"h6-g7", "g7-h6", "h6-g7", "g7-h6"};

} // namespace

class TestGameController : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Language::instance()->setCurrent(QStringLiteral("en")); }

    void aMoveByClicksAndTheReply()
    {
        Fixture f({"f6-e5"});
        QSignalSpy played(&f.controller, &GameController::movePlayed);
        QSignalSpy thinking(&f.controller, &GameController::thinkingChanged);
        QCOMPARE(f.controller.newGame("russian", GameController::White, 3), QString());
        QVERIFY(f.controller.humanToMove());
        QCOMPARE(f.controller.ply(), 0);

        f.controller.clickSquare(22); // c3
        QCOMPARE(f.controller.pickedSquare(), 22);
        QVERIFY(f.boardRole(18, BoardModel::TargetRole));
        f.controller.clickSquare(18); // d4
        QCOMPARE(f.controller.ply(), 1);
        QCOMPARE(f.piece(18), int(BoardModel::WhiteMan));
        QCOMPARE(f.piece(22), int(BoardModel::Empty));
        QVERIFY(!f.controller.humanToMove());
        QVERIFY(f.controller.thinking());

        QTRY_COMPARE(f.controller.ply(), 2);
        QVERIFY(!f.controller.thinking());
        QVERIFY(f.controller.humanToMove());
        QCOMPARE(f.piece(15), int(BoardModel::BlackMan)); // e5
        QCOMPARE(played.count(), 2);
        QVERIFY(thinking.count() >= 2);
        QCOMPARE(f.controller.moveList()->moveText(1), QStringLiteral("c3-d4"));
        QCOMPARE(f.controller.moveList()->moveText(2), QStringLiteral("f6-e5"));
        QCOMPARE(f.controller.lastMoveText(), QStringLiteral("f6-e5"));
        // The last move stays marked: f6 and e5.
        QVERIFY(f.boardRole(11, BoardModel::LastMoveRole));
        QVERIFY(f.boardRole(15, BoardModel::LastMoveRole));
    }

    void theComputerOpensWhenYouPlayBlack()
    {
        Fixture f({"c3-d4"});
        QCOMPARE(f.controller.newGame("russian", GameController::Black, 3), QString());
        QVERIFY(f.controller.thinking());
        QTRY_COMPARE(f.controller.ply(), 1);
        QVERIFY(f.controller.humanToMove());
        // Clicks on the computer's turn are refused with a word.
        Fixture g;
        g.opponent->setProperty("autoReply", false);
        g.controller.newGame("russian", GameController::Black, 3);
        g.controller.clickSquare(9);
        QCOMPARE(g.controller.message(), QStringLiteral("Wait for the computer's move."));
        QCOMPARE(g.controller.ply(), 0);
    }

    void anIllegalAttemptSaysWhy()
    {
        Fixture f;
        // c3 (22) must take d4 (18); a1 (29) may not move.
        QCOMPARE(
            f.controller.newGame("russian", GameController::White, 3, "W:W22,29:B18"), QString());
        f.controller.clickSquare(29);
        QCOMPARE(f.controller.message(), QStringLiteral("Capture is obligatory."));
        QCOMPARE(f.controller.pickedSquare(), 0);
        f.controller.clickSquare(22);
        f.controller.clickSquare(18); // onto the black man
        QCOMPARE(f.controller.message(), QStringLiteral("That square is taken."));
        QCOMPARE(f.controller.ply(), 0);
        // A dragged piece dropped where it cannot go says why too.
        QVERIFY(!f.controller.dragPiece(29, 25));
        QCOMPARE(f.controller.message(), QStringLiteral("Capture is obligatory."));
        QVERIFY(f.controller.dragPiece(22, 15));
        QCOMPARE(f.controller.ply(), 1);
        QCOMPARE(f.piece(18), int(BoardModel::Empty));
    }

    void aCaptureWithAPathChoice()
    {
        // American: c3 (22) can take d4+d6 via e5, or b4+b6 via a5; both end on c7 (6).
        Fixture f;
        f.opponent->setProperty("autoReply", false);
        QCOMPARE(f.controller.newGame("american", GameController::White, 3, "W:W22:B9,10,17,18"),
            QString());
        f.controller.clickSquare(22);
        f.controller.clickSquare(6);
        QVERIFY(f.controller.choosingPath());
        QCOMPARE(f.controller.ply(), 0);
        QVERIFY(f.boardRole(13, BoardModel::TargetRole));
        QVERIFY(f.boardRole(15, BoardModel::TargetRole));
        f.controller.clickSquare(13); // by a5
        QCOMPARE(f.controller.ply(), 1);
        QCOMPARE(f.piece(6), int(BoardModel::WhiteMan));
        QCOMPARE(f.piece(9), int(BoardModel::Empty));
        QCOMPARE(f.piece(17), int(BoardModel::Empty));
        QCOMPARE(f.piece(10), int(BoardModel::BlackMan));
        QCOMPARE(f.piece(18), int(BoardModel::BlackMan));
        // Two moves share start and end, so the list writes the full path.
        QCOMPARE(f.controller.moveList()->moveText(1), QStringLiteral("22x13x6"));
    }

    void typedMoves()
    {
        Fixture f;
        f.opponent->setProperty("autoReply", false);
        f.controller.newGame("russian", GameController::White, 3, "W:W22,29:B18");
        QCOMPARE(f.controller.enterMove("a1-b2"), QStringLiteral("Capture is obligatory."));
        QVERIFY(f.controller.enterMove("hello").contains(QStringLiteral("c3:e5")));
        QCOMPARE(f.controller.enterMove(" c3:e5 "), QString());
        QCOMPARE(f.controller.ply(), 1);
    }

    void takeBack()
    {
        Fixture f({"f6-e5"});
        f.controller.newGame("russian", GameController::White, 3);
        QVERIFY(!f.controller.canTakeBack());
        const QString startFen = f.controller.fen();
        QCOMPARE(f.controller.enterMove("c3-d4"), QString());
        QTRY_COMPARE(f.controller.ply(), 2);
        QVERIFY(f.controller.canTakeBack());
        QSignalSpy rows(f.controller.moveList(), &QAbstractItemModel::rowsRemoved);
        f.controller.takeBack();
        QCOMPARE(f.controller.ply(), 0);
        QCOMPARE(f.controller.fen(), startFen);
        QCOMPARE(f.piece(22), int(BoardModel::WhiteMan));
        QCOMPARE(f.piece(11), int(BoardModel::BlackMan));
        QCOMPARE(rows.count(), 1);
        QVERIFY(f.controller.humanToMove());
        QVERIFY(!f.controller.thinking());

        // Taking back while the computer thinks stops it and undoes the player's move.
        f.opponent->setProperty("autoReply", false);
        f.controller.enterMove("c3-d4");
        QVERIFY(f.controller.thinking());
        f.controller.takeBack();
        QCOMPARE(f.controller.ply(), 0);
        QVERIFY(!f.controller.thinking());
        QVERIFY(!f.opponent->busy());
    }

    void hint()
    {
        Fixture f;
        f.opponent->setProperty("hintMove", "e3-f4");
        f.controller.newGame("russian", GameController::White, 3);
        QVERIFY(f.controller.canHint());
        f.controller.requestHint();
        QTRY_COMPARE(f.controller.message(), QStringLiteral("Hint: e3-f4 (about equal)."));
        QVERIFY(f.boardRole(23, BoardModel::HintRole));
        QVERIFY(f.boardRole(19, BoardModel::HintRole));
        QCOMPARE(f.controller.ply(), 0); // a hint plays nothing
    }

    void drawOfferDeclinedThenAccepted()
    {
        Fixture f({"f6-e5"});
        f.controller.newGame("russian", GameController::White, 3);
        QVERIFY(f.controller.canOfferDraw());
        f.controller.offerDraw(); // on the player's turn: it goes with the next move
        QVERIFY(f.controller.drawOfferArmed());
        QCOMPARE(f.opponent->drawOffers(), 0);
        f.controller.enterMove("c3-d4");
        QCOMPARE(f.opponent->drawOffers(), 1);
        // Declined: the computer says so and moves.
        QTRY_COMPARE(f.controller.ply(), 2);
        QCOMPARE(f.controller.message(),
            QStringLiteral("The computer declines your draw offer: it thinks it is better."));
        QVERIFY(!f.controller.over());

        f.opponent->setProperty("acceptDraw", true);
        f.opponent->setProperty("autoReply", false);
        QCOMPARE(f.controller.enterMove("d4:f6"), QString()); // d4 must take e5
        QVERIFY(f.controller.thinking());
        QVERIFY(f.controller.canOfferDraw()); // right after the player's move
        f.controller.offerDraw();
        QCOMPARE(f.opponent->drawOffers(), 2);
        f.opponent->reply();
        QVERIFY(f.controller.over());
        QCOMPARE(f.controller.result(), QStringLiteral("draw"));
        QCOMPARE(f.controller.reason(), QStringLiteral("agreement"));
        QCOMPARE(f.controller.resultTitle(), QStringLiteral("Draw"));
        QVERIFY(f.controller.resultLine().startsWith(QStringLiteral("Draw agreed")));
        QCOMPARE(f.controller.ply(), 3);
    }

    // An agreed draw is written as the offer ("=" after the last move, a comment: PDN 3.0 has
    // no move strength for it) and the draw as the result; read back, it is the same ending.
    void anAgreedDrawInThePdn_data()
    {
        QTest::addColumn<bool>("twoPlayers");
        QTest::newRow("between two players") << true;
        QTest::newRow("accepted by the computer") << false;
    }
    void anAgreedDrawInThePdn()
    {
        QFETCH(bool, twoPlayers);
        Fixture f;
        f.opponent->setProperty("acceptDraw", true);
        QCOMPARE(
            f.controller.newGame("russian", GameController::White, 3, {}, twoPlayers), QString());
        if (twoPlayers) {
            QCOMPARE(f.controller.enterMove("c3-d4"), QString());
            f.controller.answerDrawOffer(true); // Black offers, White accepts on the screen
        } else {
            f.controller.offerDraw(); // it goes with the next move
            QCOMPARE(f.controller.enterMove("c3-d4"), QString());
        }
        QTRY_VERIFY(f.controller.over());
        QCOMPARE(f.controller.reason(), QStringLiteral("agreement"));
        QCOMPARE(f.controller.ply(), 1);
        QCOMPARE(f.controller.moveList()->moveText(1), QStringLiteral("c3-d4="));
        const QString pdn = f.controller.pdnText();
        QVERIFY2(pdn.contains(QStringLiteral("[Result \"1/2-1/2\"]")), qPrintable(pdn));
        QVERIFY2(pdn.contains(QStringLiteral("1. c3-d4 {=} 1/2-1/2")), qPrintable(pdn));

        const QString file = f.folder.filePath(QStringLiteral("agreed.pdn"));
        QCOMPARE(f.controller.savePdn(QUrl::fromLocalFile(file)), QString());
        GameController reader;
        reader.setOpponent(new ScriptedOpponent(&reader));
        reader.setAutosaveFolder(f.folder.path());
        QCOMPARE(openRussian(reader, file), QString());
        QVERIFY(reader.over());
        QCOMPARE(reader.result(), QStringLiteral("draw"));
        QCOMPARE(reader.reason(), QStringLiteral("agreement"));
        QCOMPARE(reader.ply(), 1);
        QCOMPARE(reader.moveList()->moveText(1), QStringLiteral("c3-d4="));
        QVERIFY(reader.pdnText().contains(QStringLiteral("1. c3-d4 {=} 1/2-1/2")));
        // An offer the rest of the game passed by is only an offer: the game goes on.
        QString declined = pdn;
        declined.replace(
            QStringLiteral("1. c3-d4 {=} 1/2-1/2"), QStringLiteral("1. c3-d4 {=} f6-e5 1/2-1/2"));
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(declined.toUtf8());
        out.close();
        QCOMPARE(openRussian(reader, file), QString());
        QVERIFY(!reader.over());
        QCOMPARE(reader.ply(), 2);
        QCOMPARE(reader.moveList()->moveText(1), QStringLiteral("c3-d4="));
    }

    // A draw offer the other player declines on the screen is kept as every offer is, "="
    // after the move that carries it: the side that offered before moving makes that move
    // next. In the move list, the PDN, the file read back and the saved game.
    void aDeclinedOfferInThePdn()
    {
        Fixture f;
        QCOMPARE(f.controller.newGame("russian", GameController::White, 3, {}, true), QString());
        QCOMPARE(f.controller.enterMove("c3-d4"), QString());
        f.controller.answerDrawOffer(false); // Black offers, White declines
        QCOMPARE(f.controller.message(), QStringLiteral("White declines the draw offer."));
        QCOMPARE(f.controller.moveList()->moveText(1), QStringLiteral("c3-d4"));
        QCOMPARE(f.controller.enterMove("f6-e5"), QString());
        QVERIFY(!f.controller.over());
        QCOMPARE(f.controller.moveList()->moveText(2), QStringLiteral("f6-e5="));
        const QString pdn = f.controller.pdnText();
        QVERIFY2(pdn.contains(QStringLiteral("1. c3-d4 f6-e5 {=} *")), qPrintable(pdn));

        const QString file = f.folder.filePath(QStringLiteral("declined.pdn"));
        QCOMPARE(f.controller.savePdn(QUrl::fromLocalFile(file)), QString());
        QTemporaryDir other;
        GameController reader;
        reader.setOpponent(new ScriptedOpponent(&reader));
        reader.setAutosaveFolder(other.path());
        QCOMPARE(openRussian(reader, file), QString());
        QVERIFY(!reader.over());
        QCOMPARE(reader.ply(), 2);
        QCOMPARE(reader.moveList()->moveText(1), QStringLiteral("c3-d4"));
        QCOMPARE(reader.moveList()->moveText(2), QStringLiteral("f6-e5="));
        QVERIFY(reader.pdnText().contains(QStringLiteral("1. c3-d4 f6-e5 {=} *")));

        // The saved game keeps it too, though the move that carries it is not played yet; a
        // take-back of the move before it forgets it.
        QCOMPARE(f.controller.newGame("russian", GameController::White, 3, {}, true), QString());
        QCOMPARE(f.controller.enterMove("c3-d4"), QString());
        f.controller.answerDrawOffer(false);
        GameController resumed;
        startSession(resumed, f.folder.path());
        QVERIFY(resumed.resumeSavedGame());
        QVERIFY(!resumed.over());
        QCOMPARE(resumed.moveList()->moveText(1), QStringLiteral("c3-d4"));
        QVERIFY(resumed.pdnText().contains(QStringLiteral("1. c3-d4 *")));
        QCOMPARE(resumed.enterMove("f6-e5"), QString());
        QCOMPARE(resumed.moveList()->moveText(2), QStringLiteral("f6-e5="));
        resumed.takeBack();
        resumed.takeBack();
        QCOMPARE(resumed.ply(), 0);
        QCOMPARE(resumed.enterMove("c3-d4"), QString());
        QCOMPARE(resumed.enterMove("f6-e5"), QString());
        QCOMPARE(resumed.moveList()->moveText(2), QStringLiteral("f6-e5"));
    }

    // Resigning ends what was being said: the computer's answer to a draw offer is not left
    // beside the result.
    void resignAfterADeclinedOffer()
    {
        Fixture f({"f6-e5"});
        f.controller.componentComplete(); // as in the app: the list of recent games is loaded
        f.controller.newGame("russian", GameController::White, 3);
        f.controller.offerDraw();
        f.controller.enterMove("c3-d4");
        QTRY_COMPARE(f.controller.ply(), 2);
        QVERIFY(f.controller.message().startsWith(QStringLiteral("The computer declines")));
        f.controller.resign();
        QVERIFY(f.controller.over());
        QCOMPARE(f.controller.message(), QString());
        QCOMPARE(f.controller.resultLine(), QStringLiteral("You resigned."));
    }

    void resignAndTakeItBack()
    {
        Fixture f;
        f.controller.newGame("international", GameController::White, 5);
        f.controller.resign();
        QVERIFY(f.controller.over());
        QCOMPARE(f.controller.result(), QStringLiteral("black-wins"));
        QCOMPARE(f.controller.resultTitle(), QStringLiteral("The computer wins"));
        QCOMPARE(f.controller.resultLine(), QStringLiteral("You resigned."));
        QVERIFY(f.controller.canTakeBack());
        f.controller.takeBack();
        QVERIFY(!f.controller.over());
    }

    void viewingAnEarlierPosition()
    {
        Fixture f({"f6-e5"});
        f.controller.newGame("russian", GameController::White, 3);
        // The live view follows the game: each move tells the move list which ply is shown
        // (else the highlight stays on an old move).
        QSignalSpy viewChanges(&f.controller, &GameController::viewChanged);
        f.controller.enterMove("c3-d4");
        QTRY_COMPARE(f.controller.ply(), 2);
        QCOMPARE(f.controller.viewedPly(), 2);
        QVERIFY(viewChanges.count() >= 2);
        f.controller.setViewedPly(1);
        QVERIFY(f.controller.viewingHistory());
        QCOMPARE(f.piece(11), int(BoardModel::BlackMan)); // f6 still there after move 1
        QCOMPARE(f.piece(18), int(BoardModel::WhiteMan));
        f.controller.clickSquare(18);
        QCOMPARE(f.controller.message(),
            QStringLiteral("You are looking at an earlier position. Go back to the game to play."));
        f.controller.showLive();
        QVERIFY(!f.controller.viewingHistory());
        QCOMPARE(f.piece(15), int(BoardModel::BlackMan));

        // The computer's move while the player looks back leaves the view alone.
        f.opponent->setProperty("autoReply", false);
        f.opponent->setMoves({"g7:e5"});
        QCOMPARE(f.controller.enterMove("d4:f6"), QString()); // d4 must take e5
        f.controller.setViewedPly(1);
        f.opponent->reply();
        QCOMPARE(f.controller.ply(), 4);
        QVERIFY(f.controller.viewingHistory());
        QCOMPARE(f.piece(11), int(BoardModel::BlackMan)); // after move 1, f6 is still Black's
        QCOMPARE(f.piece(18), int(BoardModel::WhiteMan));
        f.controller.showLive();
        QCOMPARE(f.piece(15), int(BoardModel::BlackMan)); // g7 took f6 and landed on e5
        QCOMPARE(f.piece(11), int(BoardModel::Empty));
        QCOMPARE(f.piece(8), int(BoardModel::Empty));
    }

    void countsTickDownToAMoveLimitDraw_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("sentence");
        // draw-rules.md, the result-line table, reason move-limit.
        QTest::newRow("en") << "en"
                            << "Move limit: too long without captures";
        QTest::newRow("es") << "es"
                            << "Límite de jugadas: demasiado tiempo sin capturas";
        QTest::newRow("pt_BR") << "pt_BR"
                               << "Limite de lances: tempo demais sem captura";
    }
    void countsTickDownToAMoveLimitDraw()
    {
        QFETCH(QString, language);
        QFETCH(QString, sentence);
        Language::instance()->setCurrent(language);
        Fixture f(kBlackTour);
        QCOMPARE(f.controller.newGame("russian", GameController::White, 3, kTwoKings), QString());
        const DrawCounterModel *counters = f.controller.counters();
        QCOMPARE(counters->rowCount(), 1);
        auto left = [&](int role) { return counters->data(counters->index(0), role).toInt(); };
        QCOMPARE(counters->data(counters->index(0), DrawCounterModel::RuleRole).toString(),
            QStringLiteral("russian-balance"));
        // 10 plies to go, White to move: 5 moves each.
        QCOMPARE(left(DrawCounterModel::WhiteLeftRole), 5);
        QCOMPARE(left(DrawCounterModel::BlackLeftRole), 5);
        for (int i = 0; i < kWhiteTour.size(); ++i) {
            QVERIFY(!f.controller.over());
            QCOMPARE(f.controller.enterMove(kWhiteTour[i]), QString());
            QTRY_COMPARE(f.controller.ply(), 2 * i + 2);
            // After each pair of plies both sides have one move fewer.
            if (!f.controller.over()) {
                QCOMPARE(left(DrawCounterModel::WhiteLeftRole), 4 - i);
                QCOMPARE(left(DrawCounterModel::BlackLeftRole), 4 - i);
            }
            if (i == 3) { // ply 8: (c1, f6, White to move) for the second time
                QCOMPARE(f.controller.repetitions(), 2);
                QVERIFY(!f.controller.repetitionText().isEmpty());
            }
        }
        QVERIFY(f.controller.over());
        QCOMPARE(f.controller.result(), QStringLiteral("draw"));
        QCOMPARE(f.controller.reason(), QStringLiteral("move-limit"));
        QCOMPARE(f.controller.resultLine(), sentence);
        QVERIFY(!f.controller.thinking());
        QVERIFY(f.controller.repetitionText().isEmpty()); // the result line says it all
    }

    void repetitionEndsTheGame_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("en") << "en"
                            << "The same position appeared three times";
        QTest::newRow("es") << "es"
                            << "La misma posición apareció tres veces";
        QTest::newRow("pt_BR") << "pt_BR"
                               << "A mesma posição apareceu três vezes";
    }
    void repetitionEndsTheGame()
    {
        QFETCH(QString, language);
        QFETCH(QString, sentence);
        Language::instance()->setCurrent(language);
        Fixture f(kBlackShuttle);
        f.controller.newGame("russian", GameController::White, 3, kTwoKings);
        for (int i = 0; i < kWhiteShuttle.size(); ++i) {
            QCOMPARE(f.controller.enterMove(kWhiteShuttle[i]), QString());
            QTRY_COMPARE(f.controller.ply(), 2 * i + 2);
            if (i == 1) {
                QCOMPARE(f.controller.repetitions(), 2);
                QVERIFY(!f.controller.repetitionText().isEmpty());
            }
        }
        QVERIFY(f.controller.over());
        QCOMPARE(f.controller.reason(), QStringLiteral("repetition"));
        QCOMPARE(f.controller.resultLine(), sentence);
    }

    void endgameRule_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("en") << "en"
                            << "Endgame rule: the stronger side did not win in the moves allowed";
        QTest::newRow("es")
            << "es"
            << "Regla de final: el bando más fuerte no ganó en las jugadas permitidas";
        QTest::newRow("pt_BR")
            << "pt_BR"
            << "Regra de final: o lado mais forte não venceu nos lances permitidos";
    }
    /*
     * International, a king each: White c1 (47), Black a9 (6). international-5-endgame (a king
     * against a lone king: 5 moves per side, 10 plies) and international-25 run; the first ends
     * the game at ply 10 with reason endgame (draw-rules.md, International).
     *
     *   White: c1 (47) - b2 (41) - a3 (36) - b2 - c1 - b2        (the c1-a3 diagonal)
     *   Black: a9 (6) - b10 (1) - c9 (7) - b8 (11) - a9 - b10    (a diamond in the top corner)
     *
     * No square of White's shares a diagonal with one of Black's (c - r is 2, 0, -2 for White
     * and -8 or -6 for Black; c + r is 0 or 2 against 8 or 10), so neither king can ever take the
     * other, and no position occurs three times.
     */
    void endgameRule()
    {
        QFETCH(QString, language);
        QFETCH(QString, sentence);
        Language::instance()->setCurrent(language);
        Fixture f({"6-1", "1-7", "7-11", "11-6", "6-1"});
        QCOMPARE(f.controller.newGame("international", GameController::White, 3, "W:WK47:BK6"),
            QString());
        const QStringList white {"47-41", "41-36", "36-41", "41-47", "47-41"};
        for (int i = 0; i < white.size(); ++i) {
            QVERIFY(!f.controller.over());
            QCOMPARE(f.controller.enterMove(white[i]), QString());
            QTRY_COMPARE(f.controller.ply(), 2 * i + 2);
        }
        QVERIFY(f.controller.over());
        QCOMPARE(f.controller.reason(), QStringLiteral("endgame"));
        QCOMPARE(f.controller.resultLine(), sentence);
    }

    void savedAndResumed()
    {
        QTemporaryDir folder;
        {
            Fixture f({"f6-e5"});
            f.controller.setAutosaveFolder(folder.path());
            f.controller.newGame("russian", GameController::White, 7);
            f.controller.enterMove("c3-d4");
            QTRY_COMPARE(f.controller.ply(), 2);
            QVERIFY(QFile::exists(folder.path() + "/game-in-progress.json"));
        }
        // A new session, as after closing the program or a crash.
        GameController again;
        startSession(again, folder.path());
        QVERIFY(again.hasSavedGame());
        QCOMPARE(again.savedGameSummary(),
            QStringLiteral("Russian draughts: you play White, moves played: 1")); // c3-d4 f6-e5
        QVERIFY(again.resumeSavedGame());
        QCOMPARE(again.ply(), 2);
        QCOMPARE(again.level(), 7);
        QCOMPARE(again.humanSide(), int(GameController::White));
        QCOMPARE(again.moveList()->moveText(2), QStringLiteral("f6-e5"));
        QVERIFY(again.humanToMove());
    }

    void aDamagedSaveIsKeptAside()
    {
        QTemporaryDir folder;
        const QString file = folder.path() + "/game-in-progress.json";
        QFile damaged(file);
        QVERIFY(damaged.open(QIODevice::WriteOnly));
        damaged.write("{\n  \"format\": 1,\n  \"variant\": \"russian\"\n  \"moves\": []\n}\n");
        damaged.close();
        GameController c;
        startSession(c, folder.path());
        QVERIFY(!c.hasSavedGame());
        QVERIFY(!QFile::exists(file));
        const QStringList kept
            = QDir(folder.path()).entryList({"game-in-progress.json.unreadable-*"});
        QCOMPARE(kept.size(), 1);
        // The JSON error is on line 4 (a comma is missing at the end of line 3).
        QCOMPARE(c.savedGameProblem(),
            QStringLiteral("The saved game %1 could not be read: line 4, column 3: a “,” or a "
                           "“}” is missing. The damaged file was kept as %2.")
                .arg(QDir::toNativeSeparators(file), kept.first()));
        // Worded again in the language switched to, with nothing of Qt's English left.
        QSignalSpy changed(&c, &GameController::savedGameChanged);
        Language::instance()->setCurrent(QStringLiteral("es"));
        const QString spanish = c.savedGameProblem();
        Language::instance()->setCurrent(QStringLiteral("en"));
        QVERIFY(changed.count() >= 1);
        QCOMPARE(spanish,
            QStringLiteral("No se pudo leer la partida guardada %1: línea 4, columna 3: falta "
                           "una “,” o una “}”. El archivo dañado se conservó como %2.")
                .arg(QDir::toNativeSeparators(file), kept.first()));
    }

    // A damaged saved game keeps what can be kept: the moves before the first bad one are
    // offered (and saved again as the game to resume), the damaged file is kept beside it, and
    // the message is wholly in the player's language.
    void aDamagedSaveKeepsTheMovesBeforeTheBadOne_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en") << "en"
                            << "The saved game %1 is damaged: move 2 (zz-99) cannot be played: "
                               "it names no squares of this board. The moves before that one "
                               "are kept, and the game goes on from there. The damaged file "
                               "was kept as %2.";
        QTest::newRow("es") << "es"
                            << "La partida guardada %1 está dañada: la jugada 2 (zz-99) no se "
                               "puede jugar: no nombra ninguna casilla de este tablero. Se "
                               "conservan las jugadas anteriores y la partida sigue desde ahí. "
                               "El archivo dañado se conservó como %2.";
        QTest::newRow("pt_BR") << "pt_BR"
                               << "A partida salva %1 está danificada: o lance 2 (zz-99) não "
                                  "pode ser jogado: não indica nenhuma casa deste tabuleiro. Os "
                                  "lances anteriores foram mantidos e a partida continua a "
                                  "partir daí. O arquivo danificado foi guardado como %2.";
    }
    void aDamagedSaveKeepsTheMovesBeforeTheBadOne()
    {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        QTemporaryDir folder;
        const QString file = folder.path() + "/game-in-progress.json";
        const QByteArray damaged
            = "{\"format\": 1, \"variant\": \"russian\", \"start\": "
              "\"W:W21-32:B1-12\", \"moves\": [\"c3-d4\", \"zz-99\", \"f6-e5\"], "
              "\"human\": \"black\", \"level\": 5}";
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(damaged);
        }
        Language::instance()->setCurrent(language);
        GameController c;
        startSession(c, folder.path());
        const QString problem = c.savedGameProblem();
        Language::instance()->setCurrent(QStringLiteral("en"));
        const QStringList kept
            = QDir(folder.path()).entryList({"game-in-progress.json.unreadable-*"});
        QCOMPARE(kept.size(), 1);
        QCOMPARE(problem, expected.arg(QDir::toNativeSeparators(file), kept.first()));
        QFile keptFile(folder.filePath(kept.first()));
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), damaged);

        QVERIFY(c.hasSavedGame());
        QVERIFY(!c.savedGameOver());
        QVERIFY(c.resumeSavedGame());
        QCOMPARE(c.ply(), 1);
        QCOMPARE(c.moveList()->moveText(1), QStringLiteral("c3-d4"));
        QCOMPARE(c.humanSide(), int(GameController::Black));
        QCOMPARE(c.level(), 5);
        // The kept part is the saved game now: a new session offers it with no problem left.
        GameController next;
        startSession(next, folder.path());
        QVERIFY(next.hasSavedGame());
        QVERIFY(next.savedGameProblem().isEmpty());
    }

    // What a save cut short by a kill left behind is gone at the next start.
    void aStaleTemporaryFileIsRemovedAtStart()
    {
        QTemporaryDir folder;
        const QString stale = folder.path() + "/game-in-progress.json.Qx7kPz";
        {
            QFile f(stale);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": 1, \"variant\": \"rus");
            QVERIFY(f.flush());
            QVERIFY(f.setFileTime(
                QDateTime::currentDateTime().addSecs(-600), QFileDevice::FileModificationTime));
        }
        GameController c;
        startSession(c, folder.path());
        QVERIFY(!QFile::exists(stale));
        QVERIFY(!c.hasSavedGame());
        QVERIFY(c.savedGameProblem().isEmpty());
    }

    // A game that ended, by resignation, agreement or the rules, is offered to look at.
    void aFinishedGameIsOfferedToLookAt_data()
    {
        QTest::addColumn<QString>("ending");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("reason");
        QTest::newRow("resignation")
            << "resign"
            << "Russian draughts: you played White, moves played: 1, the computer won"
            << "resignation";
        QTest::newRow("rules") << "rules"
                               << "Russian draughts: you played White, moves played: 1, you won"
                               << "no-pieces";
    }
    void aFinishedGameIsOfferedToLookAt()
    {
        QFETCH(QString, ending);
        QFETCH(QString, summary);
        QFETCH(QString, reason);
        QTemporaryDir folder;
        {
            Fixture f({"f6-g5"});
            f.controller.setAutosaveFolder(folder.path());
            if (ending == QLatin1String("rules")) {
                // White takes Black's last man: no pieces left.
                QCOMPARE(f.controller.newGame("russian", GameController::White, 2, "W:W22:B18"),
                    QString());
                QCOMPARE(f.controller.enterMove("c3:e5"), QString());
            } else {
                QCOMPARE(f.controller.newGame("russian", GameController::White, 2), QString());
                QCOMPARE(f.controller.enterMove("c3-d4"), QString());
                QTRY_COMPARE(f.controller.ply(), 2);
                f.controller.resign();
            }
            QVERIFY(f.controller.over());
            QVERIFY(f.controller.hasSavedGame());
            QVERIFY(f.controller.savedGameOver());
        }
        GameController again;
        startSession(again, folder.path());
        QVERIFY(again.hasSavedGame());
        QVERIFY(again.savedGameOver());
        QCOMPARE(again.savedGameSummary(), summary);
        QVERIFY(again.resumeSavedGame());
        QVERIFY(again.over());
        QCOMPARE(again.reason(), reason);
    }

    // A game finished in English is listed, in the next session in Spanish, in Spanish.
    void theRecentGamesSpeakTheLanguageOfTheMoment()
    {
        QTemporaryDir folder;
        {
            Fixture f;
            f.controller.setAutosaveFolder(folder.path());
            f.controller.componentComplete(); // reads the folder's lists
            // White takes Black's last man: no pieces left.
            QCOMPARE(
                f.controller.newGame("russian", GameController::White, 2, "W:W22:B18"), QString());
            QCOMPARE(f.controller.enterMove("c3:e5"), QString());
            const RecentGames *recent = f.controller.recentGames();
            QCOMPARE(recent->count(), 1);
            QCOMPARE(recent->data(recent->index(0), RecentGames::TitleRole).toString(),
                QStringLiteral("You win"));
            QCOMPARE(recent->game(0)->ply, 1);
        }
        Language::instance()->setCurrent(QStringLiteral("es"));
        GameController again;
        startSession(again, folder.path());
        const RecentGames *recent = again.recentGames();
        QCOMPARE(recent->count(), 1);
        QCOMPARE(recent->data(recent->index(0), RecentGames::TitleRole).toString(),
            QStringLiteral("¡Has ganado!"));
        QCOMPARE(recent->data(recent->index(0), RecentGames::LineRole).toString(),
            QStringLiteral("A las negras no les quedan piezas."));
    }

    // After "Home" the game on the board is the one to continue: resuming it changes nothing.
    void theGameOnTheBoardIsTheOneToContinue()
    {
        Fixture f({"f6-e5"});
        QVERIFY(!f.controller.hasSavedGame());
        f.controller.newGame("russian", GameController::White, 4);
        QVERIFY(f.controller.hasSavedGame());
        f.controller.enterMove("c3-d4");
        QTRY_COMPARE(f.controller.ply(), 2);
        f.controller.setViewedPly(1);
        QCOMPARE(f.controller.savedGameSummary(),
            QStringLiteral("Russian draughts: you play White, moves played: 1"));
        QSignalSpy gameChanged(&f.controller, &GameController::gameChanged);
        QVERIFY(f.controller.resumeSavedGame());
        QCOMPARE(gameChanged.count(), 0);
        QCOMPARE(f.controller.ply(), 2);
        QCOMPARE(f.controller.viewedPly(), 1);
    }

    // Copy a position, paste it back: a new game from it. A clipboard without a FEN of this
    // variant is refused with a reason and the game in progress stays as it was.
    void copyAndPasteFen()
    {
        Fixture f({"f6-e5"});
        f.controller.newGame("russian", GameController::White, 4);
        f.controller.enterMove("c3-d4");
        QTRY_COMPARE(f.controller.ply(), 2);
        const QString fen = f.controller.fen();
        f.controller.copyFen();
        QCOMPARE(QGuiApplication::clipboard()->text(), fen);

        QGuiApplication::clipboard()->setText(QStringLiteral("W:W33:B1")); // no square 33 on 8x8
        const QString error = f.controller.pasteFen();
        QVERIFY2(error.contains(QStringLiteral("cannot be read")), qPrintable(error));
        QCOMPARE(f.controller.ply(), 2);
        QCOMPARE(f.controller.fen(), fen);
        QGuiApplication::clipboard()->setText(QString());
        QVERIFY(!f.controller.pasteFen().isEmpty());
        QCOMPARE(f.controller.ply(), 2);

        QGuiApplication::clipboard()->setText(fen);
        QCOMPARE(f.controller.pasteFen(), QString());
        QCOMPARE(f.controller.ply(), 0); // a new game, from that position
        QCOMPARE(f.controller.fen(), fen);
        QCOMPARE(f.controller.level(), 4);
        QCOMPARE(f.controller.humanSide(), int(GameController::White));
        QCOMPARE(f.controller.variant(), QStringLiteral("russian"));
    }

    void aBadFenSaysWhere()
    {
        Fixture f;
        const QString error
            = f.controller.newGame("russian", GameController::White, 3, "W:W22,99:B1");
        QCOMPARE(error,
            QStringLiteral("This FEN cannot be read (at character 7: there is no square 99 on the "
                           "8x8 board)."));
        QVERIFY(!f.controller.active());
    }

    // The reason is said in the player's language, every kind the FEN reader knows.
    void aBadFenInEachLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("expected");
        QTest::newRow("es: no square") << "es"
                                       << "W:W22,99:B1"
                                       << "no hay ninguna casilla 99 en el tablero de 8x8";
        QTest::newRow("es: man on its crowning row") << "es"
                                                     << "W:W1:B29"
                                                     << "un peón blanco no puede estar en b8";
        QTest::newRow("es: twice") << "es"
                                   << "W:W22,22:B1"
                                   << "ya tiene una pieza";
        QTest::newRow("pt: side") << "pt_BR"
                                  << "X:W22:B1"
                                  << "não “X”";
        QTest::newRow("pt: light square") << "pt_BR"
                                          << "W:Wa2:B1"
                                          << "é uma casa clara";
        QTest::newRow("pt: range") << "pt_BR"
                                   << "W:W30-22:B1"
                                   << "está ao contrário";
    }

    void aBadFenInEachLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, fen);
        QFETCH(QString, expected);
        Language::instance()->setCurrent(language);
        Fixture f;
        const QString error = f.controller.newGame("russian", GameController::White, 3, fen);
        Language::instance()->setCurrent(QStringLiteral("en"));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("square ")), qPrintable(error)); // no English left
    }
};

QTEST_MAIN(TestGameController)
#include "tst_gamecontroller.moc"
