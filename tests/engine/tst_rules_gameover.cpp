// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * The end of the game: the side to move with no piece or no legal move has lost.
 * The cases' form and the diagrams' legend: rulecases.h.
 */
#include "rulecases.h"

using namespace damas;
using namespace rulecases;

class TestRulesGameOver : public QObject
{
    Q_OBJECT

private slots:
    // The side to move with no piece or no legal move has lost.
    void gameOver_data()
    {
        columns();
        /*
         *     +-----------------+
         *   8 |   b   b   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("no pieces", Variant::American, "W:W:B1,2", "", "");
        /*
         * The man on 18 is hemmed in; it could take 22 backward in the other variants, not here.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   b   .   b   . |   9-12
         *   5 | .   b   b   .   |  13-16
         *   4 |   .   w   .   . |  17-20
         *   3 | .   b   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("blocked; no backward capture", Variant::American, "W:W18:B9,11,14,15,22", "", "");
        /*
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | w   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("no pieces", Variant::Brazilian, "B:W21:B", "", "");
        /*
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   b   . |  17-20
         *   3 | .   b   .   b   |  21-24
         *   2 |   b   .   .   w |  25-28
         *   1 | W   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a blocked king and a blocked man", Variant::Brazilian, "W:W28,K29:B19,22,24,25",
            "", "");
        /*
         *     +---------------------+
         *  10 |   b   b   b   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("no pieces", Variant::International, "W:W:B1,2,3", "", "");
        /*
         *     +---------------------+
         *  10 |   .   .   .   .   W |   1- 5
         *   9 | .   .   .   .   b   |   6-10
         *   8 |   .   .   .   b   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   b   . |  31-35
         *   3 | .   .   .   .   b   |  36-40
         *   2 |   .   .   .   .   w |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("a blocked king and a blocked man", Variant::International, "W:WK5,45:B10,14,34,40",
            "", "");
        /*
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | w   w   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("no pieces", Variant::Russian, "B:W21,22:B", "", "");
        /*
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | b   .   .   .   |   5- 8
         *   6 |   w   .   .   . |   9-12
         *   5 | .   w   .   .   |  13-16
         *   4 |   .   .   w   . |  17-20
         *   3 | .   .   .   w   |  21-24
         *   2 |   .   .   .   B |  25-28
         *   1 | .   .   .   w   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("blocked", Variant::Russian, "B:W9,14,19,24,32:B5,K28", "", "");
        /*
         * The American position above: the man takes c3 backward.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   b   .   b   . |   9-12
         *   5 | .   b   b   .   |  13-16
         *   4 |   .   w   .   . |  17-20
         *   3 | .   b   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("the same man in Brazilian is not blocked", Variant::Brazilian,
            "W:W18:B9,11,14,15,22", "d4xb2", "");
    }
    void gameOver() { check(); }

    // A move that takes the last piece, or shuts in the last one, ends the game: the opponent
    // has no legal move left.
    void lastMoveOfTheGame_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("move");
        // 22x15 takes Black's only man.
        QTest::newRow("american: last piece taken") << Variant::American << "W:W22:B18"
                                                    << "22x15";
        // 28x19 takes Black's only man.
        QTest::newRow("international: last piece taken") << Variant::International << "W:W28:B23"
                                                         << "28x19";
        /*
         * a3-b4 shuts in the black man on a5: it cannot step to b4, cannot take it (c3 is
         * taken) and may not step backward.
         *   5 | b   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | w   w   .   .   |  21-24
         */
        QTest::newRow("russian: last piece shut in") << Variant::Russian << "W:W21,22:B13"
                                                     << "a3-b4";
        QTest::newRow("brazilian: last piece shut in") << Variant::Brazilian << "W:W21,22:B13"
                                                       << "a3-b4";
    }
    void lastMoveOfTheGame()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(QString, move);
        const auto pos = parseFen(variant, fen.toStdString());
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());
        const MoveList moves = legalMoves(*pos);
        const auto it = std::find_if(moves.begin(), moves.end(),
            [&](const Move &m) { return QString::fromStdString(moveToString(*pos, m)) == move; });
        QVERIFY2(it != moves.end(), qPrintable(move + " is not among the legal moves"));
        QVERIFY(hasLegalMove(*pos));
        const Position next = pos->after(*it);
        QVERIFY(!hasLegalMove(next));
        QCOMPARE(countMoves(next), 0);
        QVERIFY(legalMoves(next).empty());
    }
};

QTEST_GUILESS_MAIN(TestRulesGameOver)
#include "tst_rules_gameover.moc"
