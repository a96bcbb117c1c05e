// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * Men: their moves, their captures (forward only in American), and a man reaching the last row
 * in a capture.
 * The cases' form and the diagrams' legend: rulecases.h.
 */
#include "rulecases.h"

using namespace damas;
using namespace rulecases;

class TestRulesMen : public QObject
{
    Q_OBJECT

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
};

QTEST_GUILESS_MAIN(TestRulesMen)
#include "tst_rules_men.moc"
