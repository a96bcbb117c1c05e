// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * Every rule of the "Moves" table of ../shared/spec/variants.md, in each variant where it
 * matters, on positions built for it: the complete list of legal moves is written out in the
 * variant's notation, reasoned by hand from the rule (the comment above each case says how), and
 * compared as a set with legalMoves() + moveToString(). The moves that crown a man are listed too.
 * Each position is also checked against the reference generator (reference_movegen.h), and its
 * move count against countMoves() and hasLegalMove().
 *
 * Diagrams: White at the bottom; w and b are men, W and B kings, '.' an empty playing square.
 * The numbers at the right of each row are its squares as the FEN writes them:
 *
 *        8x8                             10x10
 *      +-----------------+            +---------------------+
 *    8 |   1   2   3   4 |         10 |   1   2   3   4   5 |
 *    7 | 5   6   7   8   |          9 | 6   7   8   9  10   |
 *    6 |   9  10  11  12 |          8 |  11  12  13  14  15 |
 *    5 |13  14  15  16   |          7 |16  17  18  19  20   |
 *    4 |  17  18  19  20 |          6 |  21  22  23  24  25 |
 *    3 |21  22  23  24   |          5 |26  27  28  29  30   |
 *    2 |  25  26  27  28 |          4 |  31  32  33  34  35 |
 *    1 |29  30  31  32   |          3 |36  37  38  39  40   |
 *      +-----------------+          2 |  41  42  43  44  45 |
 *        a b c d e f g h            1 |46  47  48  49  50   |
 *                                     +---------------------+
 *                                       a b c d e f g h i j
 *
 * A written move with alternatives ("a|b") is one move that can be written by either of two
 * equally valid paths.
 */
#include "reference_movegen.h"

#include "fen.h"
#include "movegen.h"
#include "notation.h"

#include <QStringList>
#include <QTest>

#include <algorithm>
#include <set>

using namespace damas;
using namespace damas::reference;

Q_DECLARE_METATYPE(damas::Variant)

class TestRules : public QObject
{
    Q_OBJECT

private:
    static void columns()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QStringList>("crowning");
    }

    // `moves` and `crowning`: written moves separated by spaces.
    static void addCase(
        const char *name, Variant v, const char *fen, const char *moves, const char *crowning)
    {
        const QString all = QString::fromLatin1(moves);
        const QString crowned = QString::fromLatin1(crowning);
        QTest::addRow("%s: %s", variantName(v).data(), name)
            << v << QString::fromLatin1(fen) << all.split(' ', Qt::SkipEmptyParts)
            << crowned.split(' ', Qt::SkipEmptyParts);
    }

    static void check()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(QStringList, expected);
        QFETCH(QStringList, crowning);
        const auto pos = parseFen(variant, fen.toStdString());
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());

        const MoveList moves = legalMoves(*pos);
        QStringList written;
        QStringList crowned;
        for (const Move &m : moves) {
            const QString s = QString::fromStdString(moveToString(*pos, m));
            written << s;
            if (m.promotes)
                crowned << s;
        }
        const QByteArray lists = "\n   expected: " + expected.join(' ').toUtf8()
            + "\n   generated: " + written.join(' ').toUtf8() + "\n   in " + fen.toUtf8();

        // Each expected move is generated exactly once, and nothing else is.
        QStringList unmatched = written;
        for (const QString &e : expected) {
            const QStringList ways = e.split('|');
            const auto it = std::find_if(unmatched.begin(), unmatched.end(),
                [&](const QString &w) { return ways.contains(w); });
            QVERIFY2(it != unmatched.end(), ("legal move " + e.toUtf8() + " is missing" + lists));
            unmatched.erase(it);
        }
        QVERIFY2(unmatched.isEmpty(),
            ("not legal but generated: " + unmatched.join(' ').toUtf8() + lists));

        std::sort(crowned.begin(), crowned.end());
        std::sort(crowning.begin(), crowning.end());
        QCOMPARE(crowned, crowning);

        QCOMPARE(countMoves(*pos), int(expected.size()));
        QCOMPARE(hasLegalMove(*pos), !expected.isEmpty());

        // The independent generator agrees, move for move.
        std::set<ReferenceMove> engine;
        for (const Move &m : moves)
            engine.insert(toReferenceMove(*pos, m));
        const std::vector<ReferenceMove> ref = ReferenceBoard::fromPosition(*pos).legalMoves();
        QVERIFY2(engine == std::set<ReferenceMove>(ref.begin(), ref.end()),
            "the reference generator disagrees");
    }

private slots:
    // Men move one square diagonally forward, onto a free square (crowned on the last row).
    void manMoves_data()
    {
        columns();
        /*
         * A man steps one square diagonally forward onto a free square: 21 and 28 stand on the
         * edge and have one square each, 23 has two, never backward. 8 reaches the king row:
         * crowned.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | b   .   .   w   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | w   .   w   .   |  21-24
         *   2 |   .   .   .   w |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("edges and crowning step", Variant::American, "W:W8,21,23,28:B5",
            "21-17 23-18 23-19 28-24 8-3 8-4", "8-3 8-4");
        /*
         * Black men move down the board. 6 cannot go to 10 (taken) nor take it (15 behind it is
         * taken); 1 cannot go to 6 (own man).
         *     +-----------------+
         *   8 |   b   .   .   . |   1- 4
         *   7 | .   b   .   .   |   5- 8
         *   6 |   .   w   .   b |   9-12
         *   5 | .   .   w   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("black men, blocked squares", Variant::American, "B:W10,15:B1,6,12",
            "1-5 6-9 12-16", "");
        /*
         * One step diagonally forward: a1 and h4 on the edge have one square each. e7 reaches
         * the last row and is crowned.
         *     +-----------------+
         *   8 |   b   .   .   . |   1- 4
         *   7 | .   .   w   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   w |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   w   .   . |  25-28
         *   1 | w   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("edges and crowning step", Variant::Brazilian, "W:W7,20,26,29:B1",
            "a1-b2 d2-c3 d2-e3 h4-g5 e7-d8 e7-f8", "e7-d8 e7-f8");
        /*
         * c7 is hemmed in: b6 is its own man, d6 is taken and cannot be captured because e5
         * behind it is taken.
         *     +-----------------+
         *   8 |   .   .   .   b |   1- 4
         *   7 | .   b   .   .   |   5- 8
         *   6 |   b   w   .   . |   9-12
         *   5 | .   .   w   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("black men, blocked squares", Variant::Brazilian, "B:W10,15:B4,6,9",
            "h8-g7 b6-a5 b6-c5", "");
        /*
         * 46 and 35 on the edges have one square each; 6 on the a-file steps to 1 on the last
         * row and is crowned.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | w   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   w   .   w |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   b |  41-45
         *   1 | w   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("edges and crowning step", Variant::International, "W:W6,33,35,46:B45",
            "46-41 35-30 33-28 33-29 6-1", "6-1");
        /*
         * 24 cannot go to 30 (taken) nor take it (35 behind it is taken). 44 steps onto Black's
         * crowning row.
         *     +---------------------+
         *  10 |   .   .   .   .   b |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | b   .   .   .   .   |  16-20
         *   6 |   .   .   .   b   . |  21-25
         *   5 | .   .   .   .   w   |  26-30
         *   4 |   .   .   .   .   w |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   b   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    Black to move
         */
        addCase("black men, blocked square", Variant::International, "B:W30,35:B5,16,24,44",
            "5-10 16-21 24-29 44-49 44-50", "44-49 44-50");
        /*
         * h6 on the edge has one square; c7 reaches the last row either way and is crowned.
         *     +-----------------+
         *   8 |   .   .   .   b |   1- 4
         *   7 | .   w   .   .   |   5- 8
         *   6 |   .   .   .   w |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   w   |  21-24
         *   2 |   w   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("edges and crowning step", Variant::Russian, "W:W6,12,24,25:B4",
            "b2-a3 b2-c3 g3-f4 g3-h4 h6-g7 c7-b8 c7-d8", "c7-b8 c7-d8");
        /*
         * e7 cannot take f6 (g5 behind it is taken) and h4 cannot take g5 backward (f6 behind it
         * is taken); d2 is crowned on the first row.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | b   .   b   .   |   5- 8
         *   6 |   .   .   w   . |   9-12
         *   5 | .   .   .   w   |  13-16
         *   4 |   .   .   .   b |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   b   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("black men, blocked squares", Variant::Russian, "B:W11,16:B5,7,20,26",
            "a7-b6 e7-d6 h4-g3 d2-c1 d2-e1", "d2-c1 d2-e1");
    }
    void manMoves() { check(); }

    // Men capture forward only (American) or forward and backward (the others).
    void manCaptures_data()
    {
        columns();
        /*
         * 18 takes 14 forward, landing on 9. The men on 22 and 23 are behind it: an American man
         * does not capture backward.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   b   .   .   |  13-16
         *   4 |   .   w   .   . |  17-20
         *   3 | .   b   b   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("forward only", Variant::American, "W:W18:B14,22,23", "18x9", "");
        /*
         * The white men on 10 and 11 are behind the black man on 15 with 6 and 8 free, but it
         * may not take backward: it has only its two steps.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   w   w   . |   9-12
         *   5 | .   .   b   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("no backward capture, so a quiet move", Variant::American, "B:W10,11:B15",
            "15-18 15-19", "");
        /*
         * d4 takes c5 forward or e3 backward; one piece each, so both are legal.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   b   .   .   |  13-16
         *   4 |   .   w   .   . |  17-20
         *   3 | .   .   b   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("forward and backward", Variant::Brazilian, "W:W18:B14,23", "d4xb6 d4xf2", "");
        /*
         * The position of the American case above: here the black man takes backward, either
         * way.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   w   w   . |   9-12
         *   5 | .   .   b   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("backward for black", Variant::Brazilian, "B:W10,11:B15", "e5xc7 e5xg7", "");
        /*
         * 28 takes 23 forward (to 19) or 32 backward (to 37).
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   b   .   . |  21-25
         *   5 | .   .   w   .   .   |  26-30
         *   4 |   .   b   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("forward and backward", Variant::International, "W:W28:B23,32", "28x19 28x37", "");
        /*
         * The black man on 23 takes either white man behind it.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   w   w   .   |  16-20
         *   6 |   .   .   b   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    Black to move
         */
        addCase("backward for black", Variant::International, "B:W18,19:B23", "23x12 23x14", "");
        /*
         * f4 takes g5 forward or e3 backward; nothing more from h6 or d2.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   b   |  13-16
         *   4 |   .   .   w   . |  17-20
         *   3 | .   .   b   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("forward and backward", Variant::Russian, "W:W19:B16,23", "f4:h6 f4:d2", "");
        /*
         * The black man goes backward over d6 to c7, then over b6 to a5: one move.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   w   w   .   . |   9-12
         *   5 | .   .   b   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("backward twice", Variant::Russian, "B:W9,10:B15", "e5:a5", "");
    }
    void manCaptures() { check(); }

    // Kings: one square in any direction and adjacent captures (American); flying kings that move
    // and capture at any distance (the others).
    void kings_data()
    {
        columns();
        /*
         * An American king moves one square in any direction, no further.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | b   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   W   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("short king steps", Variant::American, "W:WK18:B5", "18-14 18-15 18-22 18-23", "");
        /*
         * It takes 22 (adjacent, 25 free behind it) backward; 11 is two squares away across a
         * free 15 and cannot be taken.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   b   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   W   .   . |  17-20
         *   3 | .   b   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("short king captures only an adjacent piece", Variant::American, "W:WK18:B11,22",
            "18x25", "");
        /*
         * A flying king goes any distance on a free diagonal; f6 with g7 behind it cannot be
         * taken and stops it.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   b   |   5- 8
         *   6 |   .   .   b   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   W   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("flying king moves", Variant::Brazilian, "W:WK22:B8,11",
            "c3-b4 c3-a5 c3-d4 c3-e5 c3-b2 c3-a1 c3-d2 c3-e1", "");
        /*
         * The king takes d4 from three squares away and may land on any free square behind it.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | W   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("flying capture from a distance", Variant::Brazilian, "W:WK29:B18",
            "a1xe5 a1xf6 a1xg7 a1xh8", "");
        /*
         * The king on 1 runs down the long line 7-12-18-23 until its own man on 29.
         *     +---------------------+
         *  10 |   W   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   w   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   b |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("flying king moves", Variant::International, "W:WK1,29:B45",
            "1-6 1-7 1-12 1-18 1-23 29-23 29-24", "");
        /*
         * The king takes 33 from two squares away and lands anywhere behind it; 45 on the edge
         * cannot be taken.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   b   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   b |  41-45
         *   1 | .   .   .   .   W   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("flying capture from a distance", Variant::International, "W:WK50:B33,45",
            "50x28 50x22 50x17 50x11 50x6", "");
        /*
         * The king's own man on c3 blocks its long diagonal after d2.
         *     +-----------------+
         *   8 |   .   .   .   b |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   w   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   W   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("flying king moves", Variant::Russian, "W:W22,K31:B4",
            "e1-d2 e1-f2 e1-g3 e1-h4 c3-b4 c3-d4", "");
        /*
         * The king takes e5 from three squares away; three free squares behind it.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   b   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   W |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("flying capture from a distance", Variant::Russian, "W:WK28:B15",
            "h2:d6 h2:c7 h2:b8", "");
    }
    void kings() { check(); }

    // Capturing is compulsory, for men and kings, forward or backward.
    void captureObligatory_data()
    {
        columns();
        /*
         * 32 could move, but 22 can take 18 and capturing is compulsory.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   w   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   w   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a man must take", Variant::American, "W:W22,32:B18", "22x15", "");
        /*
         * Black's men could move, but the king on 24 can take 27 (a king captures in every
         * direction), landing on 31.
         *     +-----------------+
         *   8 |   b   b   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   B   |  21-24
         *   2 |   .   .   w   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("a king must take", Variant::American, "B:W27:B1,2,K24", "24x31", "");
        /*
         * Only a backward capture is on the board, and it must be made.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | w   .   w   .   |  21-24
         *   2 |   .   b   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase(
            "a backward capture is compulsory", Variant::Brazilian, "W:W21,23:B26", "e3xc1", "");
        /*
         * The black king takes f4 and may land on any of the four squares behind it; b6 may not
         * move.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   b   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   w   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   B |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase(
            "a king must take", Variant::Brazilian, "B:W19:B9,K28", "h2xe5 h2xd6 h2xc7 h2xb8", "");
        /*
         * 31 must take 37 backward; 48 may not move.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   w   .   .   .   . |  31-35
         *   3 | .   b   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   w   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("a backward capture is compulsory", Variant::International, "W:W31,48:B37", "31x42",
            "");
        /*
         * The black king takes 19 along the long diagonal and lands on any free square behind
         * it.
         *     +---------------------+
         *  10 |   .   .   .   .   B |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | b   .   .   w   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    Black to move
         */
        addCase("a king must take", Variant::International, "B:W19:BK5,16",
            "5x23 5x28 5x32 5x37 5x41 5x46", "");
        /*
         * The man must take c3 backward; the king's diagonal is blocked by its own man, and it
         * may not move.
         *     +-----------------+
         *   8 |   .   .   .   W |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   w   .   . |  17-20
         *   3 | .   b   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a backward capture is compulsory", Variant::Russian, "W:WK4,18:B22", "d4:b2", "");
        /*
         * The black king could move freely, but b6 can take c5 and must.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   b   .   .   . |   9-12
         *   5 | .   w   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   B   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("a man must take", Variant::Russian, "B:W14:B9,K31", "b6:d4", "");
    }
    void captureObligatory() { check(); }

    // Which capture: free choice, but completed (American, Russian); the most pieces, kings
    // counting as one (Brazilian, International).
    void whichCapture_data()
    {
        columns();
        /*
         * 21 can take two (17, then 10), 23 only one (19): American rules leave the choice free.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   b   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   b   .   b   . |  17-20
         *   3 | w   .   w   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase(
            "free choice between men", Variant::American, "W:W21,23:B10,17,19", "21x7 23x16", "");
        /*
         * After 25 the man may go left (17, ending on 13) or right (18 then 11, ending on 8).
         * Either, but the chosen branch is completed.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   b   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   b   b   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   b   .   .   . |  25-28
         *   1 | w   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("free choice of branch, completed", Variant::American, "W:W29:B11,17,18,25",
            "29x13 29x8", "");
        /*
         * Taking the king d4 is one piece; b4 then b6 is two. The most pieces must be taken,
         * whatever they are.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   b   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   b   B   .   . |  17-20
         *   3 | .   w   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase(
            "majority: two men beat one king", Variant::Brazilian, "W:W22:B9,17,K18", "c3xc7", "");
        /*
         * a1 takes b2 and the king d4, f2 takes g3 and g5: two pieces each, both legal.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   b   |  13-16
         *   4 |   .   B   .   . |  17-20
         *   3 | .   .   .   b   |  21-24
         *   2 |   b   .   w   . |  25-28
         *   1 | w   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("majority: a king counts as one piece", Variant::Brazilian,
            "W:W27,29:B16,K18,24,25", "a1xe5 f2xf6", "");
        /*
         * The king can take only 41 (landing on 37, its own man on 32 stops it); the man on 45
         * takes 40 and 29. The larger capture is compulsory.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   b   .   |  26-30
         *   4 |   .   w   .   .   . |  31-35
         *   3 | .   .   .   .   b   |  36-40
         *   2 |   b   .   .   .   w |  41-45
         *   1 | W   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("majority over a king's capture", Variant::International, "W:W32,45,K46:B29,40,41",
            "45x23", "");
        /*
         * 10 takes the king 14 (one piece); 36 takes two men, 47 a man and the king 33: two
         * each, both legal.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   w   |   6-10
         *   8 |   .   .   .   B   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   b   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   b   .   B   .   . |  31-35
         *   3 | w   .   .   .   .   |  36-40
         *   2 |   .   b   .   .   . |  41-45
         *   1 | .   w   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("majority: kings count as men", Variant::International,
            "W:W10,36,47:BK14,21,31,K33,42", "36x16 47x29", "");
        /*
         * a3 takes two, h2 one: Russian rules let White choose either.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   b   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   b   .   .   . |  17-20
         *   3 | w   .   .   b   |  21-24
         *   2 |   .   .   .   w |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("free choice, small or large", Variant::Russian, "W:W21,28:B10,17,24",
            "a3:e7 h2:f4", "");
        /*
         * Over b2 the king takes one piece and stops on a3. Over d2 it must land on e3, the only
         * square from which it can go on, and take d4 too.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   b   b   .   . |  25-28
         *   1 | .   W   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a king's free choice", Variant::Russian, "W:WK30:B18,25,26",
            "c1:a3 c1:c5 c1:b6 c1:a7", "");
    }
    void whichCapture() { check(); }

    // A man reaching the last row in a capture: crowned and stopped (American); crowned only if
    // the move ends there (Brazilian, International); crowned at once and goes on as a king
    // (Russian).
    void crowningInCapture_data()
    {
        columns();
        /*
         * The man takes 7 and reaches the king row on 3: it is crowned and the move ends, though
         * a king on 3 could take 8 next.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   b   b   |   5- 8
         *   6 |   .   w   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("crowned and stopped", Variant::American, "W:W10:B7,8", "10x3", "10x3");
        /*
         * 13 takes 17 and 26 and is crowned on 31; the move ends there, 27 stays.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | b   .   .   .   |  13-16
         *   4 |   w   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   w   w   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase(
            "crowned and stopped, black", Variant::American, "B:W17,26,27:B13", "13x31", "13x31");
        /*
         * The American position above: the man reaches f8 in the middle of the capture, goes on
         * over g7 and ends on h6, still a man.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   b   b   |   5- 8
         *   6 |   .   w   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("passing the last row", Variant::Brazilian, "W:W10:B7,8", "d6xh6", "");
        /*
         * The capture ends on f8: crowned.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   b   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   b   .   .   |  13-16
         *   4 |   w   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("ending on the last row", Variant::Brazilian, "W:W17:B7,14", "b4xf8", "b4xf8");
        /*
         * The black man touches e1 and goes on backward to g3: not crowned.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   b   .   .   |  21-24
         *   2 |   .   w   w   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("black passing the first row", Variant::Brazilian, "B:W26,27:B22", "c3xg3", "");
        /*
         * 13 takes 8, touches 2 on the last row, takes 7 and ends on 11: not crowned.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   b   b   .   .   |   6-10
         *   8 |   .   .   w   .   . |  11-15
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
        addCase("passing the last row", Variant::International, "W:W13:B7,8", "13x11", "");
        /*
         * 22 takes 17 and 7 and ends on 2: crowned.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   b   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   b   .   .   .   |  16-20
         *   6 |   .   w   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("ending on the last row", Variant::International, "W:W22:B7,17", "22x2", "22x2");
        /*
         * The same position again: crowned on f8, the new king goes on over g7 to h6.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   b   b   |   5- 8
         *   6 |   .   w   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("crowned, goes on as a king", Variant::Russian, "W:W10:B7,8", "d6:h6", "d6:h6");
        /*
         * Crowned on d8, the king takes g5 from three squares away, which a man could not do.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   b   .   .   |   5- 8
         *   6 |   w   .   .   . |   9-12
         *   5 | .   .   .   b   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("crowned, goes on with a flying capture", Variant::Russian, "W:W9:B6,16", "b6:h4",
            "b6:h4");
        /*
         * Crowned on e1, the black king flies over f2 to take g3 and lands on h4.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   b   .   w   |  21-24
         *   2 |   .   w   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase(
            "black crowned, goes on as a king", Variant::Russian, "B:W24,26:B22", "c3:h4", "c3:h4");
        /*
         * A Brazilian man cannot take g3 from e1 (not adjacent): the capture ends on e1,
         * crowned.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   b   .   w   |  21-24
         *   2 |   .   w   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase("black crowned, the same position in Brazilian", Variant::Brazilian, "B:W24,26:B22",
            "c3xe1", "c3xe1");
        /*
         * The man on d4 can go either way round the four men around d6, and reaches d8 half
         * way. American: crowned there, the move ends; 14 then 6, or 15 then 7: two moves from
         * 18 to 2, written in full, both crowning.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   b   b   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   b   b   .   |  13-16
         *   4 |   .   w   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("crowned by either of two captures", Variant::American, "W:W18:B6,7,14,15",
            "18x9x2 18x11x2", "18x9x2 18x11x2");
        /*
         * Brazilian: the man passes d8, goes on round and ends back on d4, not crowned. Both
         * ways take the same pieces: one move.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   b   b   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   b   b   .   |  13-16
         *   4 |   .   w   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("round through the last row and back", Variant::Brazilian, "W:W18:B6,7,14,15",
            "d4xd4", "");
        /*
         * Russian: crowned on d8 either way, the king must land where it goes on (f6 after
         * e7, b6 after c7) and takes the fourth man flying: from f6 over e5 to d4, c3, b2 or
         * a1; from b6 over c5 to d4, e3, f2 or g1. The two ways back to d4 take the same pieces
         * and are one move. All seven crown the man.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   b   b   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   b   b   .   |  13-16
         *   4 |   .   w   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("crowned half way round, either way", Variant::Russian, "W:W18:B6,7,14,15",
            "d4:d4 d4:c3 d4:b2 d4:a1 d4:e3 d4:f2 d4:g1",
            "d4:d4 d4:c3 d4:b2 d4:a1 d4:e3 d4:f2 d4:g1");
    }
    void crowningInCapture() { check(); }

    // A flying king lands on any free square behind the piece it takes, but must choose one from
    // which it can go on capturing if there is one.
    void kingLanding_data()
    {
        columns();
        /*
         * American kings do not fly: the king takes b2 and lands on c3, right behind it, though
         * d4 and the squares beyond are free.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   b   .   .   . |  25-28
         *   1 | W   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a short king lands right behind", Variant::American, "W:WK29:B25", "29x22", "");
        /*
         * The black king takes 18 and lands on 23, not on 27 or 32.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   B   .   .   |  13-16
         *   4 |   .   w   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    Black to move
         */
        addCase(
            "a short king lands right behind, black", Variant::American, "B:W18:BK14", "14x23", "");
        /*
         * Over c3 the king could stop on d4 or e5 (f6 is taken), but from e5 it can take f4: it
         * must land there and go on.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   b   . |  17-20
         *   3 | .   b   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | W   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase(
            "must land where it can go on", Variant::Brazilian, "W:WK29:B19,22", "a1xg3 a1xh2", "");
        /*
         * Over g3, e5 lets it take g7 and d6 lets it take b4; f4, c7 and b8 are not allowed.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   b   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   b   .   .   . |  17-20
         *   3 | .   .   .   b   |  21-24
         *   2 |   .   .   .   W |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase(
            "two squares let it go on", Variant::Brazilian, "W:WK28:B8,17,24", "h2xh8 h2xa3", "");
        /*
         * Over 37 only 28 lets the king go on (over 33); behind 33 it may stop on any free
         * square.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   b   .   . |  31-35
         *   3 | .   b   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | W   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("must land where it can go on", Variant::International, "W:WK46:B33,37",
            "46x39 46x44 46x50", "");
        /*
         * Over 14 the king must stop on 19 (to take 24) or 37 (to take 42).
         *     +---------------------+
         *  10 |   .   .   .   .   W |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   b   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   b   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   b   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("two squares let it go on", Variant::International, "W:WK5:B14,24,42",
            "5x30 5x35 5x48", "");
        /*
         * Free choice of capture does not free the landing: the king must stop on e5.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   b   . |  17-20
         *   3 | .   b   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | W   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase(
            "must land where it can go on", Variant::Russian, "W:WK29:B19,22", "a1:g3 a1:h2", "");
        /*
         * Over g3: f4 goes on over d2, e5 over g7, d6 over c5 (then b4 over d2 to e1). c7 and b8
         * go nowhere. Russian rules leave the choice among the three.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   b   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   b   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   .   b   |  21-24
         *   2 |   .   b   .   W |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("every square that goes on, however far", Variant::Russian, "W:WK28:B8,14,24,26",
            "h2:h8 h2:e1 h2:c1", "");
    }
    void kingLanding() { check(); }

    // Captured pieces stay on the board until the move ends: none is taken twice, and they block
    // the way.
    void capturedPieces_data()
    {
        columns();
        /*
         * The king jumps the four men around 15 and comes back to 23, either way round; it may
         * not take 18 a second time.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   b   b   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   b   . |  17-20
         *   3 | .   .   W   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a king's loop back to its start", Variant::American, "W:WK23:B10,11,18,19",
            "23x23", "");
        /*
         * After 26 the king goes round the four men either way and ends on 23 with the same five
         * pieces: one move.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   b   b   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   b   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   b   .   . |  25-28
         *   1 | .   W   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("the same pieces by two routes", Variant::American, "W:WK30:B10,11,18,19,26",
            "30x23", "");
        /*
         * Over d4, f6, g5 (to h4) and g3: from f2 the king would take b6 if d4 were gone, but it
         * stays on the board until the move ends.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   b   .   .   . |   9-12
         *   5 | .   .   .   b   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   .   .   b   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | W   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a captured piece still blocks", Variant::Brazilian, "W:WK29:B9,16,18,24",
            "a1xf2 a1xe1", "");
        /*
         * The man goes round e5 and returns to e3, where d4 is not taken again.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   b   b   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   b   . |  17-20
         *   3 | .   .   w   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a man back on its start square", Variant::Brazilian, "W:W23:B10,11,18,19", "e3xe3",
            "");
        /*
         * Over 32, 34 and 44 the king reaches 49; 32 is still on the board, so 27 cannot be
         * reached.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   b   .   .   .   |  26-30
         *   4 |   .   b   .   b   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   b   . |  41-45
         *   1 | W   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("a captured piece still blocks", Variant::International, "W:WK46:B27,32,34,44",
            "46x49", "");
        /*
         * The man goes round 28 and returns to 38.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   b   b   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   b   b   .   . |  31-35
         *   3 | .   .   w   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("a man back on its start square", Variant::International, "W:W38:B22,23,32,33",
            "38x38", "");
        /*
         * The Brazilian position above with free choice: the shorter capture over g3 to h2 is
         * legal too, and d4 still blocks the way to b6.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   b   .   .   . |   9-12
         *   5 | .   .   .   b   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   .   .   b   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | W   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a captured piece still blocks", Variant::Russian, "W:WK29:B9,16,18,24",
            "a1:h2 a1:f2 a1:e1", "");
        /*
         * The man goes round e5 and returns to e3.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   b   b   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   b   . |  17-20
         *   3 | .   .   w   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase(
            "a man back on its start square", Variant::Russian, "W:W23:B10,11,18,19", "e3:e3", "");
        /*
         * The king may take c3 alone (landing on b2 or a1), or take e3 (it must stop on f2, the
         * only square that goes on), g3 to h4, g5 (it must stop on f6), then fly back over e5
         * and its own empty start square d4 to take c3 and land on b2 or a1. Free choice: four
         * moves, two pairs between the same squares, each written in full.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   b   |  13-16
         *   4 |   .   W   .   . |  17-20
         *   3 | .   b   b   b   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a king flies over its own start square", Variant::Russian, "W:WK18:B16,22,23,24",
            "d4:b2 d4:a1 d4:f2:h4:f6:b2 d4:f2:h4:f6:a1", "");
        /*
         * The same position under the majority rule: only the four-piece captures, and nothing
         * else joins their squares, so they are written by start and end.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   b   |  13-16
         *   4 |   .   W   .   . |  17-20
         *   3 | .   b   b   b   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("a king flies over its own start square", Variant::Brazilian, "W:WK18:B16,22,23,24",
            "d4xb2 d4xa1", "");
    }
    void capturedPieces() { check(); }

    // Captures between the same squares: different pieces make different moves (written with their
    // path), the same pieces by different paths are one move.
    void sameEnds_data()
    {
        columns();
        /*
         * The king may take 9 alone and stop on 5, or go round 17, 25, 26, 18 back to 14 and
         * then take 9: two moves from 14 to 5, written in full.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   b   .   .   . |   9-12
         *   5 | .   W   .   .   |  13-16
         *   4 |   b   b   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   b   b   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("different pieces between the same squares", Variant::American,
            "W:WK14:B9,17,18,25,26", "14x5 14x21x30x23x14x5|14x23x30x21x14x5", "");
        /*
         * From 18 to 20 the king takes 14, 6, 7, 16 or only 15 and 16; 5 on the edge cannot be
         * taken.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | b   b   b   .   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   b   b   b   |  13-16
         *   4 |   .   W   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("different pieces between the same squares", Variant::American,
            "W:WK18:B5,6,7,14,15,16", "18x9x2x11x20 18x11x20 18x18", "");
        /*
         * Over d6 the king must land on c5 (then d4, then g3) or b4 (then c3, then g3): three
         * pieces either way, both end on h4.
         *     +-----------------+
         *   8 |   .   .   W   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   b   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   b   .   b   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("different pieces between the same squares", Variant::Brazilian,
            "W:WK3:B10,18,22,24", "f8xc5xf2xh4 f8xb4xe1xh4", "");
        /*
         * Over e3 the king lands on f4 (d6, then b6) or g5 (e7, then b6): two moves from c1 to
         * a5.
         *     +-----------------+
         *   8 |   .   .   b   . |   1- 4
         *   7 | .   .   b   .   |   5- 8
         *   6 |   b   b   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   .   .   . |  17-20
         *   3 | .   .   b   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   W   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("different pieces between the same squares", Variant::Brazilian,
            "W:WK30:B3,7,9,10,23", "c1xf4xc7xa5 c1xg5xd8xa5", "");
        /*
         * After d4 the king may stop on e5 or f6; from both it takes g7 and ends on h8. One
         * move.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   b   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | W   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("the same pieces by two paths", Variant::Brazilian, "W:WK29:B8,18", "a1xh8", "");
        /*
         * Over 40 the king may land on 29 (then 33, 43) or 18 (then 22, 43), three pieces either
         * way; stopping on 34 and taking 43 to end on 48 takes only two, which the majority rule
         * forbids.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   b   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   b   .   . |  31-35
         *   3 | .   .   .   .   b   |  36-40
         *   2 |   .   .   b   .   W |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("different pieces between the same squares", Variant::International,
            "W:WK45:B22,33,40,43", "45x29x38x49 45x18x27x49", "");
        /*
         * Over 13 the king lands on 19 (then 32, 31) or 24 (then 38, 31).
         *     +---------------------+
         *  10 |   .   .   .   b   . |   1- 5
         *   9 | .   .   W   .   .   |   6-10
         *   8 |   .   .   b   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   b   b   .   .   . |  31-35
         *   3 | .   .   b   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("different pieces between the same squares", Variant::International,
            "W:WK8:B4,13,31,32,38", "8x19x37x26 8x24x42x26", "");
        /*
         * Over 32 the king may stop on 28 or 23, and go on over 19 either way.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   b   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   b   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | W   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("the same pieces by two paths", Variant::International, "W:WK46:B19,32",
            "46x14 46x10 46x5", "");
        /*
         * Over d6 the king must stop on f8 (then g7, d2); over d4 on e3 (then d2). Free choice:
         * both.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   b   |   5- 8
         *   6 |   .   b   .   . |   9-12
         *   5 | .   W   .   .   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   b   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("different pieces between the same squares", Variant::Russian, "W:WK14:B8,10,18,26",
            "c5:f8:h6:c1 c5:e3:c1", "");
        /*
         * The Brazilian position above, in Russian notation.
         *     +-----------------+
         *   8 |   .   .   W   . |   1- 4
         *   7 | .   .   .   .   |   5- 8
         *   6 |   .   b   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   b   .   b   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | .   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("different pieces between the same squares", Variant::Russian, "W:WK3:B10,18,22,24",
            "f8:c5:f2:h4 f8:b4:e1:h4", "");
        /*
         * One move, whichever square the king touches between d4 and g7.
         *     +-----------------+
         *   8 |   .   .   .   . |   1- 4
         *   7 | .   .   .   b   |   5- 8
         *   6 |   .   .   .   . |   9-12
         *   5 | .   .   .   .   |  13-16
         *   4 |   .   b   .   . |  17-20
         *   3 | .   .   .   .   |  21-24
         *   2 |   .   .   .   . |  25-28
         *   1 | W   .   .   .   |  29-32
         *     +-----------------+
         *       a b c d e f g h
         *    White to move
         */
        addCase("the same pieces by two paths", Variant::Russian, "W:WK29:B8,18", "a1:h8", "");
    }
    void sameEnds() { check(); }

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

    // The FMJD rule book's diagrams (Official Rules of International Draughts, the articles
    // named), with their published legal moves: those of ../shared/spec/variants.md, then those
    // of two published versions of the rules (each cited).
    void fmjdDiagrams_data()
    {
        columns();
        /*
         * FMJD article 3.9.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   W   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 3.9 king range", Variant::International, "W:WK28:B",
            "28-22 28-17 28-11 28-6 28-23 28-19 28-14 28-10 28-5 28-32 28-37 28-41 28-46 28-33 "
            "28-39 28-44 28-50",
            "");
        /*
         * FMJD article 4.2.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   b   |  26-30
         *   4 |   .   .   .   .   w |  31-35
         *   3 | .   .   .   .   B   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.2 backward man capture", Variant::International, "W:W35:B30,K40",
            "35x24 35x44", "");
        /*
         * FMJD article 4.3.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   b   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | W   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.3 king capture range", Variant::International, "W:WK46:B23",
            "46x19 46x14 46x10 46x5", "");
        /*
         * FMJD article 4.5.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   b   b   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   b   .   b   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   b   .   .   b   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   B   .   .   b   . |  41-45
         *   1 | .   w   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.5 man multi-capture", Variant::International,
            "W:W47:B13,14,22,24,31,34,K41,44", "47x49", "");
        /*
         * FMJD article 4.6.
         *     +---------------------+
         *  10 |   W   .   .   .   . |   1- 5
         *   9 | .   b   .   b   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   b   .   b   b   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   b   |  26-30
         *   4 |   b   .   b   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   b   b   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.6 king multi-capture", Variant::International,
            "W:WK1:B7,9,17,19,20,30,31,33,43,44", "1x15", "");
        /*
         * FMJD article 4.8.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   b   b   |   6-10
         *   8 |   .   b   .   .   . |  11-15
         *   7 | .   .   .   b   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   b   .   .   |  36-40
         *   2 |   W   .   .   .   . |  41-45
         *   1 | .   .   .   w   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.8 pieces stay until the move ends", Variant::International,
            "W:WK41,49:B9,10,12,19,38", "41x43", "");
        /*
         * FMJD article 4.13.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   b   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   B   .   .   b   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   B   b   .   . |  41-45
         *   1 | .   .   w   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.13 majority, kings count as men", Variant::International,
            "W:W48:B24,K31,34,K42,43", "48x19", "");
        /*
         * FMJD article 4.14.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   b   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   B   .   .   .   . |  21-25
         *   5 | w   .   .   .   .   |  26-30
         *   4 |   b   b   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.14 no priority for kings", Variant::International, "W:W26:B12,K21,31,32",
            "26x8 26x28", "");
        /*
         * FMJD article 4.15.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   b   b   |   6-10
         *   8 |   .   .   .   .   w |  11-15
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
        addCase("art. 4.15 no promotion when passing", Variant::International, "W:W15:B9,10",
            "15x13", "");
        /*
         * FMJD article 3.4; the position and its legal moves from the French federation's rules
         * tutorial (FFJD), as collected in dctl's test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   w   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 3.4 white man's steps", Variant::International, "W:W28:B", "28-22 28-23", "");
        /*
         * FMJD article 3.4; the position and its legal moves from the French federation's rules
         * tutorial (FFJD), as collected in dctl's test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   b   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    Black to move
         */
        addCase("art. 3.4 black man's steps", Variant::International, "B:W:B13", "13-18 13-19", "");
        /*
         * FMJD article 3.9; the position and its legal moves from the French federation's rules
         * tutorial (FFJD), as collected in dctl's test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   B   .   .   .   . |   1- 5
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
         *    Black to move
         */
        addCase("art. 3.9 black king range", Variant::International, "B:W:BK1",
            "1-6 1-7 1-12 1-18 1-23 1-29 1-34 1-40 1-45", "");
        /*
         * FMJD article 4.2; the position and its legal moves from the French federation's rules
         * tutorial (FFJD), as collected in dctl's test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   b   .   . |  21-25
         *   5 | .   .   w   .   .   |  26-30
         *   4 |   .   w   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.2 man capture", Variant::International, "W:W28,32:B23", "28x19", "");
        /*
         * FMJD article 4.5; the position and its legal moves from the French federation's rules
         * tutorial (FFJD), as collected in dctl's test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   b   .   .   |   6-10
         *   8 |   .   .   .   .   w |  11-15
         *   7 | .   .   .   b   b   |  16-20
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
        addCase("art. 4.5 man capture continued", Variant::International, "W:W15:B8,19,20", "15x2",
            "15x2");
        /*
         * FMJD article 4.6; the position and its legal moves from the French federation's rules
         * tutorial (FFJD), as collected in dctl's test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   b   .   |   6-10
         *   8 |   .   b   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   b   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   W   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.6 king capture continued", Variant::International, "W:WK47:B9,12,33",
            "47x17 47x21 47x26", "");
        /*
         * FMJD article 3.9; the position and its legal moves from the Italian translation of the
         * FMJD rules (FID, RegTec capo II), as collected in dctl's
         * test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   W   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 3.9 king range, Italian text", Variant::International, "W:WK23:B",
            "23-18 23-12 23-7 23-1 23-19 23-14 23-10 23-5 23-28 23-32 23-37 23-41 23-46 23-29 "
            "23-34 23-40 23-45",
            "");
        /*
         * FMJD article 4.3; the position and its legal moves from the Italian translation of the
         * FMJD rules (FID, RegTec capo II), as collected in dctl's
         * test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   b   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   W   .   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.3 king capture range, Italian text", Variant::International, "W:WK41:B23",
            "41x19 41x14 41x10 41x5", "");
        /*
         * FMJD article 4.8; the position and its legal moves from the Italian translation of the
         * FMJD rules (FID, RegTec capo II), as collected in dctl's
         * test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   .   .   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   B |  21-25
         *   5 | .   w   w   .   .   |  26-30
         *   4 |   .   .   .   .   . |  31-35
         *   3 | .   .   w   w   .   |  36-40
         *   2 |   .   w   .   .   . |  41-45
         *   1 | .   .   .   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    Black to move
         */
        addCase("art. 4.8 pieces removed after the capture, Italian text", Variant::International,
            "B:W27,28,38,39,42:BK25", "25x33", "");
        /*
         * FMJD article 4.13; the position and its legal moves from the Italian translation of
         * the FMJD rules (FID, RegTec capo II), as collected in dctl's
         * test/src/actions/rulebook/international.cpp.
         *     +---------------------+
         *  10 |   .   .   .   .   . |   1- 5
         *   9 | .   b   b   .   .   |   6-10
         *   8 |   .   .   .   .   . |  11-15
         *   7 | .   .   .   .   .   |  16-20
         *   6 |   .   .   .   .   . |  21-25
         *   5 | .   .   .   .   .   |  26-30
         *   4 |   b   .   .   b   . |  31-35
         *   3 | .   .   .   .   .   |  36-40
         *   2 |   .   B   .   b   . |  41-45
         *   1 | .   .   W   .   .   |  46-50
         *     +---------------------+
         *       a b c d e f g h i j
         *    White to move
         */
        addCase("art. 4.13 most pieces, Italian text", Variant::International,
            "W:WK48:B7,8,31,34,K42,44", "48x50", "");
    }
    void fmjdDiagrams() { check(); }
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

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
