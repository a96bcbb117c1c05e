// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * Kings: short and flying, their moves and captures, and where a flying king lands.
 * The cases' form and the diagrams' legend: rulecases.h.
 */
#include "rulecases.h"

using namespace damas;
using namespace rulecases;

class TestRulesKings : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestRulesKings)
#include "tst_rules_kings.moc"
