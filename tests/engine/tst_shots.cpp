// SPDX-License-Identifier: GPL-3.0-or-later
// The shot finder (engine/shots.h): the shots below were read by hand from their diagrams
// (White at the bottom, standard numbering), and every line it gives is replayed and counted.
#include "../app/testpositions.h"
#include "eval.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "shots.h"

#include <QTest>

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)

/*
 * American squares:
 *   8  .  1  .  2  .  3  .  4
 *   7  5  .  6  .  7  .  8  .
 *   6  .  9  . 10  . 11  . 12
 *   5 13  . 14  . 15  . 16  .
 *   4  . 17  . 18  . 19  . 20
 *   3 21  . 22  . 23  . 24  .
 *   2  . 25  . 26  . 27  . 28
 *   1 29  . 30  . 31  . 32  .
 *      a  b  c  d  e  f  g  h
 */
class TestShots : public QObject
{
    Q_OBJECT

    static QString lineText(const Position &pos, const std::vector<Move> &line)
    {
        return QString::fromStdString(lineToString(pos, line));
    }

private slots:
    void findsShots_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("line");
        QTest::addColumn<int>("piecesWon");
        QTest::addColumn<bool>("crowns");

        // 23-18 offers a man; 14x23 is Black's only capture (15 cannot take 18: 22 is
        // occupied) and stops on 23 (32, behind 27, is occupied); 27 takes 23 and 15.
        QTest::addRow("American two for one") << Variant::American << "W:W22,23,27,32:B14,15,1,4"
                                              << "23-18 14x23 27x11" << 1 << false;
        // 27-23 offers a man to 19, which lands on 26; 31 takes 26 and 17 on its way to 13.
        // (M. Tinsley's games, tinsley.pdn game 50, ply 34.)
        QTest::addRow("American, from a game")
            << Variant::American << "W:W14,15,18,27,28,30,31:B4,5,6,8,11,17,19,20"
            << "27-23 19x26 31x13" << 1 << false;
        // Two men given in turn, then 25x4 crowns on the way (Principles of Strategy, game 6).
        QTest::addRow("American, two sacrifices and a crowning")
            << Variant::American
            << "W:W16,17,21,22,23,24,25,26,28,29,31:B1,3,6,7,8,9,10,12,14,15,19"
            << "16-11 7x16 22-18 15x22 24x15 10x19 17x10 6x15 25x4" << 1 << true;
    }

    void findsShots()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(QString, line);
        QFETCH(int, piecesWon);
        QFETCH(bool, crowns);
        const Position pos = testPosition(variant, fen.toLatin1().constData());
        const auto shot = findShot(pos);
        QVERIFY(shot.has_value());
        QCOMPARE(lineText(pos, shot->line), line);
        QCOMPARE(shot->piecesWon, piecesWon);
        QCOMPARE(shot->crowns, crowns);
        QVERIFY(shot->runnerUp <= 0);

        // The line is legal in turn, the shooter's moves are the odd plies, and it ends with
        // the defender to move and nothing to capture; the gain is the material it changes.
        Position at = pos;
        for (std::size_t i = 0; i < shot->line.size(); ++i) {
            const MoveList legal = legalMoves(at);
            QVERIFY(std::find(legal.begin(), legal.end(), shot->line[i]) != legal.end());
            QCOMPARE(at.side, i % 2 ? opposite(pos.side) : pos.side);
            at = at.after(shot->line[i]);
        }
        QCOMPARE(at.side, opposite(pos.side));
        QVERIFY(!hasCapture(at));
        QCOMPARE(shot->gain, materialBalance(at, pos.side) - materialBalance(pos, pos.side));
        QVERIFY(shot->gain >= materialValues(variant).man);
    }

    void noShot_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");

        for (Variant v : kAllVariants)
            QTest::addRow("%s start", std::string(variantName(v)).c_str())
                << v << QString::fromLatin1(rulesOf(v).startFen);
        // A capture on the board: it must be made, so no shot starts here (22x15).
        QTest::addRow("capture to make") << Variant::American << "W:W22,23,27,32:B18,15,1,4";
        // 11-7 gives a man to crown on 2 after 2x11 9x2: the pieces stay level, and an
        // American king is not worth a man more than a man, so it wins nothing by the count.
        QTest::addRow("American crowning, level") << Variant::American << "W:W9,11,13:B2,6,12";
        // The two for one of the first test, but 32 is empty: 14x23 goes on over 27 to 32 and
        // crowns, so 23-18 loses.
        QTest::addRow("American, the capture goes on")
            << Variant::American << "W:W22,23,27:B14,15,1,4";
        // 41-46 crowns a man, a king's worth more, but forces nothing: a promotion, not a shot
        // (International, babasy7.pdn game 2, ply 82).
        QTest::addRow("International crowning, nothing forced")
            << Variant::International << "B:W18,26,32,34,36,43,47,49:B2,4,6,8,15,41";
    }

    void noShot()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        const Position pos = testPosition(variant, fen.toLatin1().constData());
        const auto shot = findShot(pos);
        QVERIFY2(!shot, shot ? qPrintable(lineText(pos, shot->line)) : "");
    }

    // The shooter's quiet moves are limited: the three-move shot above is not found when only
    // one quiet move (the first) may be played, and the others' first moves still win nothing.
    void quietMovesAreLimited()
    {
        const Position pos = testPosition(
            Variant::American, "W:W16,17,21,22,23,24,25,26,28,29,31:B1,3,6,7,8,9,10,12,14,15,19");
        QVERIFY(findShot(pos, {.quietMoves = 2}).has_value());
        QVERIFY(!findShot(pos, {.quietMoves = 1}).has_value());
    }

    // A tree larger than the budget is given up: no shot rather than a long wait.
    void budgetIsKept()
    {
        const Position pos = testPosition(Variant::American, "W:W22,23,27,32:B14,15,1,4");
        QVERIFY(findShot(pos, {.nodeBudget = 1000}).has_value());
        QVERIFY(!findShot(pos, {.nodeBudget = 3}).has_value());
    }
};

QTEST_APPLESS_MAIN(TestShots)
#include "tst_shots.moc"
