// SPDX-License-Identifier: GPL-3.0-or-later
// The American (WCDF) draw count: american-40 (draw-rules.md). Squares in the diagrams are
// the standard numbers 1-32 (1 = b8 top left, 32 = g1 bottom right), White at the bottom.
#include "refereescript.h"

#include <QTest>

using namespace damas;
using namespace RefereeScript;

class TestRefereeAmerican : public QObject
{
    Q_OBJECT

private slots:
    /*
     * Two lone kings walk for 80 plies: every move is a king move, so american-40 counts every
     * ply and the game is drawn by the move limit on the 80th (40 moves per side).
     *
     *   B:WK21:BK12; the squares each king walks (b Black's, w White's):
     *     .   .   b   .        1   2   3   4   Black's king (it moves first) goes round
     *   .   .   b   b        5   6   7   8     12-8-3-7-10-15-19-16, White's round
     *     .   b   .   b        9  10  11  12   21-17-22-26-30-25. The two walks never
     *   .   .   b   b       13  14  15  16     come next to each other: no capture.
     *     w   .   b   .       17  18  19  20
     *   w   w   .   .       21  22  23  24
     *     w   w   .   .       25  26  27  28
     *   .   w   .   .       29  30  31  32
     * The walks repeat every lcm(8, 6) = 24 moves per side = 48 plies, so each position comes
     * back once, 48 plies later (rep=2 from ply 48), and never a third time before ply 96.
     */
    void runsToItsLimit()
    {
        const Script script
            = tour({12, 8, 3, 7, 10, 15, 19, 16}, {21, 17, 22, 26, 30, 25}, 80, [](int ply) {
                  std::string e = "american-40=" + std::to_string(ply) + "/80";
                  if (ply >= 48)
                      e += " rep=2";
                  if (ply == 80)
                      e += " draw:move-limit";
                  return e;
              });
        CHECK_SCRIPT(Variant::American, "B:WK21:BK12", script);
    }

    /*
     * A man move of either side and a capture set the count back to 0; king moves add 1.
     *
     *   B:WK21,27:BK12,6            after 10. 18-14 (Black must take 10x17)
     *     .   .   .   .        .   .   .   .           1   2   3   4
     *   .   b   .   .        .   .   .   .           5   6   7   8
     *     .   .   .   B        .   b   B   .           9  10  11  12
     *   .   .   .   .        .   W   .   .          13  14  15  16
     *     .   .   .   .        .   .   .   .          17  18  19  20
     *   W   .   .   .        .   .   w   .          21  22  23  24
     *     .   .   w   .        .   .   .   .          25  26  27  28
     *   .   .   .   .        .   .   .   .          29  30  31  32
     */
    void resetByManMovesAndCaptures()
    {
        const Script script = {
            {"", "american-40=0/80"},
            {"12-8", "american-40=1/80"},
            {"21-17", "american-40=2/80"},
            {"8-3", "american-40=3/80"},
            {"27-23", "american-40=0/80"}, // a White man moves
            {"3-7", "american-40=1/80"},
            {"17-22", "american-40=2/80"},
            {"6-10", "american-40=0/80"}, // a Black man moves
            {"22-18", "american-40=1/80"},
            {"7-11", "american-40=2/80"},
            {"18-14", "american-40=3/80"},
            {"10x17", "american-40=0/80"}, // a man takes the king
            {"23-19", "american-40=0/80"}, // a man move right after: still 0
            {"11-7", "american-40=1/80"},
        };
        CHECK_SCRIPT(Variant::American, "B:WK21,27:BK12,6", script);
    }

    // From the start position, man moves and captures keep the count at 0.
    void stayZeroWhileMenMove()
    {
        const Script script = {
            {"", "american-40=0/80"},
            {"11-15", "american-40=0/80"},
            {"22-18", "american-40=0/80"},
            {"15x22", "american-40=0/80"},
            {"25x18", "american-40=0/80"},
            {"8-11", "american-40=0/80"},
        };
        CHECK_SCRIPT(Variant::American, "B:W21-32:B1-12", script);
    }

    // A game set up from a position starts its count at 0 there, whoever is to move.
    void startsAtTheSetUpPosition()
    {
        const Script script = {
            {"", "american-40=0/80"},
            {"21-17", "american-40=1/80"},
            {"12-8", "american-40=2/80"},
        };
        CHECK_SCRIPT(Variant::American, "W:WK21:BK12", script);
    }
};

QTEST_APPLESS_MAIN(TestRefereeAmerican)
#include "tst_referee_american.moc"
