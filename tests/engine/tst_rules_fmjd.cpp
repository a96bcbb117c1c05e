// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * The FMJD rule book's diagrams of International draughts with their published legal moves.
 * The cases' form and the diagrams' legend: rulecases.h.
 */
#include "rulecases.h"

using namespace damas;
using namespace rulecases;

class TestRulesFmjd : public QObject
{
    Q_OBJECT

private slots:
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
};

QTEST_GUILESS_MAIN(TestRulesFmjd)
#include "tst_rules_fmjd.moc"
