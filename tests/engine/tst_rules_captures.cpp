// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * Captures: compulsory, which one must be chosen, captured pieces staying until the move ends,
 * and captures between the same squares.
 * The cases' form and the diagrams' legend: rulecases.h.
 */
#include "rulecases.h"

using namespace damas;
using namespace rulecases;

class TestRulesCaptures : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestRulesCaptures)
#include "tst_rules_captures.moc"
