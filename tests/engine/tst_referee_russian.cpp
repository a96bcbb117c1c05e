// SPDX-License-Identifier: GPL-3.0-or-later
// The Russian (2022 rules) draw counts: russian-15-three-kings, russian-5-main-road,
// russian-balance and russian-kings-only (draw-rules.md). Diagrams show the standard numbers
// 1-32 that the FENs and moves use (1 = b8, 4 = h8, 29 = a1, 32 = g1), White at the bottom;
// the main diagonal a1-h8 is 29-25-22-18-15-11-8-4.
#include "refereescript.h"

#include <QTest>

using namespace damas;
using namespace RefereeScript;

namespace {

constexpr int kOff = -1; // the count is not active

// The expectation for the four Russian counts (the stronger side is White in these scenarios).
std::string counts(
    int threeKings, int mainRoad, int balance, int balanceLimit, int kingsOnly, int kingsOnlyLimit)
{
    std::string e;
    auto add = [&e](const char *id, int count, int limit, const char *stronger) {
        if (count < 0)
            return;
        if (!e.empty())
            e += ' ';
        e += std::string(id) + '=' + std::to_string(count) + '/' + std::to_string(limit) + stronger;
    };
    add("russian-15-three-kings", threeKings, 15, "@white");
    add("russian-5-main-road", mainRoad, 5, "@white");
    add("russian-balance", balance, balanceLimit, "");
    add("russian-kings-only", kingsOnly, kingsOnlyLimit, "");
    return e;
}

} // namespace

class TestRefereeRussian : public QObject
{
    Q_OBJECT

private slots:
    // Which material starts which count, and the limits by number of pieces (draw-rules.md).
    void conditions_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("expect");
        auto row = [](const char *name, const char *fen, const std::string &expect) {
            QTest::newRow(name) << fen << QString::fromStdString(expect);
        };
        row("start position (24 pieces)", "W:W21-32:B1-12", "");
        row("8 pieces, kings on both sides", "W:WK29,21,22,23:BK4,10,11,12", "");
        row("7 pieces, kings on both sides", "W:WK29,21,22:BK4,10,11,12",
            counts(kOff, kOff, 0, 120, 0, 50));
        row("6 pieces", "W:WK29,21,22:BK4,10,11", counts(kOff, kOff, 0, 120, 0, 50));
        row("5 pieces", "W:WK29,21:BK4,10,11", counts(kOff, kOff, 0, 60, 0, 30));
        row("4 pieces, no Black king", "W:WK29,21:B10,11", counts(kOff, kOff, kOff, 0, 0, 30));
        row("3 pieces", "W:WK29,21:BK4", counts(kOff, kOff, 0, 10, kOff, 0));
        row("K v K", "W:WK29:BK4", counts(kOff, kOff, 0, 10, kOff, 0));
        row("K+M v M (no Black king)", "W:WK29,21:B10", "");
        // russian-15-three-kings: three kings or more, with any other pieces, v a lone king.
        row("3K v K", "W:WK1,K2,K3:BK17", counts(0, kOff, 0, 60, 0, 30));
        row("3K+M v K", "W:WK1,K2,K3,21:BK17", counts(0, kOff, 0, 60, 0, 30));
        row("4K+2M v K", "W:WK1,K2,K3,K9,21,24:BK17", counts(0, kOff, 0, 120, 0, 50));
        row("K v 3K", "B:WK17:BK1,K2,K3",
            "russian-15-three-kings=0/15@black russian-balance=0/60 russian-kings-only=0/30");
        row("2K+M v K", "W:WK1,K2,21:BK17", counts(kOff, kOff, 0, 60, 0, 30));
        row("3K v K+M", "W:WK1,K2,K3:BK17,12", counts(kOff, kOff, 0, 60, 0, 30));
        // russian-5-main-road: exactly three pieces off the main diagonal, the lone king on it.
        row("2K+M v K on the road", "W:WK1,K3,24:BK25", counts(kOff, 0, 0, 60, 0, 30));
        row("3M v K on the road", "W:W21,23,24:BK25", counts(kOff, 0, kOff, 0, 0, 30));
        row("3K v K on the road", "W:WK1,K3,K24:BK25", counts(0, 0, 0, 60, 0, 30));
        row("K v 2K+M, Black off the road", "B:WK18:BK1,K3,12",
            "russian-5-main-road=0/5@black russian-balance=0/60 russian-kings-only=0/30");
        row("a White piece on the road too", "W:WK1,K3,29:BK25", counts(kOff, kOff, 0, 60, 0, 30));
        row("the lone king off the road", "W:WK1,K3,24:BK17", counts(kOff, kOff, 0, 60, 0, 30));
        row("4 pieces v K on the road", "W:WK1,K3,24,21:BK25", counts(kOff, kOff, 0, 60, 0, 30));
        row("2K v K on the road", "W:WK1,K3:BK25", counts(kOff, kOff, 0, 10, kOff, 0));
    }
    void conditions()
    {
        QFETCH(QString, fen);
        QFETCH(QString, expect);
        const Script script {{"", expect.toStdString()}};
        CHECK_SCRIPT(Variant::Russian, fen.toStdString(), script);
    }

    /*
     * Three kings against a lone king, Black to move: russian-15-three-kings counts White's
     * moves only and reaches 15 on ply 30, the same ply on which russian-kings-only (4 pieces:
     * 15 moves per side) reaches 30. The endgame rule comes first: the reason is endgame.
     *
     *   B:WK4,K29,K32:BK17
     *     .   .   .   W        1   2   3   4     Black's king goes round 17-10-3 (a3-f8),
     *   .   .   .   .        5   6   7   8       White's from 32 round 32-23-16-20-27; the
     *     .   .   .   .        9  10  11  12     kings on 4 and 29 stay. lcm(3, 5) = 15
     *   .   .   .   .       13  14  15  16       moves per side: ply 30 repeats ply 0.
     *     B   .   .   .       17  18  19  20
     *   .   .   .   .       21  22  23  24
     *     .   .   .   .       25  26  27  28
     *   W   .   .   W       29  30  31  32
     */
    void threeKingsRunsToItsLimitBeforeKingsOnly()
    {
        const Script script = tour({17, 10, 3}, {32, 23, 16, 20, 27}, 30, [](int ply) {
            return counts(ply / 2, kOff, ply, 60, ply, 30)
                + (ply == 30 ? " rep=2 draw:endgame" : "");
        });
        CHECK_SCRIPT(Variant::Russian, "B:WK4,K29,K32:BK17", script);
    }

    /*
     * The same walk with White to move: White's 15th move is ply 29. Black blunders on ply 28
     * (10-15 puts the king on the diagonal of the kings on 29 and 4) and White takes it with
     * the 15th counted move: the win stands (no pieces), nothing is left to count.
     */
    void threeKingsCaptureOnTheLastCountedMoveWins()
    {
        Script script = tour({32, 23, 16, 20, 27}, {17, 10, 3}, 27,
            [](int ply) { return counts((ply + 1) / 2, kOff, ply, 60, ply, 30); });
        script.push_back({"10-15", counts(14, kOff, 28, 60, 28, 30)});
        script.push_back({"29x8", "white:no-pieces"});
        CHECK_SCRIPT(Variant::Russian, "W:WK4,K29,K32:BK17", script);
    }

    /*
     * Three kings and a man against a king: the count runs with the man on the board; the
     * man's promotion resets russian-balance and russian-kings-only but not the 15-move count;
     * the lone king taking a king (3K v K left) does not end it; taking a second (2K v K) does.
     *
     *   W:WK29,K32,K25,5:BK17
     *     .   .   .   .        1   2   3   4     5. 32-14 and 7. 29-22 give a king away.
     *   w   .   .   .        5   6   7   8
     *     .   .   .   .        9  10  11  12
     *   .   .   .   .       13  14  15  16
     *     B   .   .   .       17  18  19  20
     *   .   .   .   .       21  22  23  24
     *     W   .   .   .       25  26  27  28
     *   W   .   .   W       29  30  31  32
     */
    void threeKingsWithOtherPieces()
    {
        const Script script = {
            {"", counts(0, kOff, 0, 60, 0, 30)},
            {"25-30", counts(1, kOff, 1, 60, 1, 30)},
            {"17-10", counts(1, kOff, 2, 60, 2, 30)}, // Black's moves do not count
            {"5-1", counts(2, kOff, 0, 60, 0, 30)}, // promotion: 4K v K
            {"10-3", counts(2, kOff, 1, 60, 1, 30)},
            {"32-14", counts(3, kOff, 2, 60, 2, 30)},
            {"3x17", counts(3, kOff, 0, 60, 0, 30)}, // 3K v K: still running
            {"29-22", counts(4, kOff, 1, 60, 1, 30)},
            {"17x31", counts(kOff, kOff, 0, 10, kOff, 0)}, // 2K v K: ended; 3 pieces
            {"1-6", counts(kOff, kOff, 1, 10, kOff, 0)},
            {"31-27", counts(kOff, kOff, 2, 10, kOff, 0)},
        };
        CHECK_SCRIPT(Variant::Russian, "W:WK29,K32,K25,5:BK17", script);
    }

    /*
     * Two kings and a man, none on the main diagonal, against a lone king walking it
     * (25-18-11): russian-5-main-road counts White's moves and draws on White's 5th (ply 9).
     *
     *   W:WK1,K3,24:BK25
     *     W   .   W   .        1   2   3   4     White's king shuttles 1-6.
     *   .   .   .   .        5   6   7   8
     *     .   .   .   .        9  10  11  12
     *   .   .   .   .       13  14  15  16
     *     .   .   .   .       17  18  19  20
     *   .   .   .   w       21  22  23  24
     *     B   .   .   .       25  26  27  28
     *   .   .   .   .       29  30  31  32
     */
    void mainRoadRunsToItsLimit()
    {
        const Script script = tour({1, 6}, {25, 18, 11}, 9, [](int ply) {
            return counts(kOff, (ply + 1) / 2, ply, 60, ply, 30)
                + (ply == 9 ? " draw:endgame" : "");
        });
        CHECK_SCRIPT(Variant::Russian, "W:WK1,K3,24:BK25", script);
    }

    /*
     * The main-road count ends when the lone king leaves the diagonal (4. 18-23) and a new one
     * starts at 0 when it steps back (6. 23-18). Ply 6 repeats the position of ply 2.
     */
    void mainRoadEndsOffTheRoad()
    {
        const Script script = {
            {"", counts(kOff, 0, 0, 60, 0, 30)},
            {"1-6", counts(kOff, 1, 1, 60, 1, 30)},
            {"25-18", counts(kOff, 1, 2, 60, 2, 30)},
            {"6-1", counts(kOff, 2, 3, 60, 3, 30)},
            {"18-23", counts(kOff, kOff, 4, 60, 4, 30)},
            {"1-6", counts(kOff, kOff, 5, 60, 5, 30)},
            {"23-18", counts(kOff, 0, 6, 60, 6, 30) + " rep=2"},
            {"6-1", counts(kOff, 1, 7, 60, 7, 30) + " rep=2"},
            {"18-11", counts(kOff, 1, 8, 60, 8, 30)},
            {"1-6", counts(kOff, 2, 9, 60, 9, 30)},
        };
        CHECK_SCRIPT(Variant::Russian, "W:WK1,K3,24:BK25", script);
    }

    /*
     * King and man against a king (3 pieces: 5 moves per side). The man's two moves do not
     * reset russian-balance, which draws on the 10th ply; russian-kings-only does not apply to
     * 3 pieces.
     *
     *   W:WK29,32:BK17
     *     .   .   .   .        1   2   3   4     White's king shuttles 29-25, the man goes
     *   .   .   .   .        5   6   7   8       32-27-23; Black's king goes round 17-10-3.
     *     .   .   .   .        9  10  11  12
     *   .   .   .   .       13  14  15  16
     *     B   .   .   .       17  18  19  20
     *   .   .   .   .       21  22  23  24
     *     .   .   .   .       25  26  27  28
     *   W   .   .   w       29  30  31  32
     */
    void balanceNotResetByManMoves()
    {
        const Script script = {
            {"", counts(kOff, kOff, 0, 10, kOff, 0)},
            {"29-25", counts(kOff, kOff, 1, 10, kOff, 0)},
            {"17-10", counts(kOff, kOff, 2, 10, kOff, 0)},
            {"32-27", counts(kOff, kOff, 3, 10, kOff, 0)}, // a man move: no reset
            {"10-3", counts(kOff, kOff, 4, 10, kOff, 0)},
            {"25-29", counts(kOff, kOff, 5, 10, kOff, 0)},
            {"3-17", counts(kOff, kOff, 6, 10, kOff, 0)},
            {"27-23", counts(kOff, kOff, 7, 10, kOff, 0)},
            {"17-10", counts(kOff, kOff, 8, 10, kOff, 0)},
            {"29-25", counts(kOff, kOff, 9, 10, kOff, 0)},
            {"10-3", counts(kOff, kOff, 10, 10, kOff, 0) + " draw:move-limit"},
        };
        CHECK_SCRIPT(Variant::Russian, "W:WK29,32:BK17", script);
    }

    /*
     * russian-balance needs a king on each side: it starts when Black's man is crowned
     * (2. 27-31), is reset by White's promotion (5. 6-2), and by the capture 8. 31x22, after
     * which 3 pieces are left (limit 10 plies) and russian-kings-only ends.
     *
     *   W:WK29,6:B27,12
     *     .   .   .   .        1   2   3   4
     *   .   w   .   .        5   6   7   8
     *     .   .   .   b        9  10  11  12
     *   .   .   .   .       13  14  15  16
     *     .   .   .   .       17  18  19  20
     *   .   .   .   .       21  22  23  24
     *     .   .   b   .       25  26  27  28
     *   W   .   .   .       29  30  31  32
     */
    void balanceStartsAndResetsWithPromotions()
    {
        const Script script = {
            {"", counts(kOff, kOff, kOff, 0, 0, 30)},
            {"29-25", counts(kOff, kOff, kOff, 0, 1, 30)},
            {"27-31", counts(kOff, kOff, 0, 60, 0, 30)}, // Black crowns: both have kings
            {"25-30", counts(kOff, kOff, 1, 60, 1, 30)},
            {"31-27", counts(kOff, kOff, 2, 60, 2, 30)},
            {"6-2", counts(kOff, kOff, 0, 60, 0, 30)}, // White crowns
            {"27-31", counts(kOff, kOff, 1, 60, 1, 30)},
            {"30-26", counts(kOff, kOff, 2, 60, 2, 30)},
            {"31x22", counts(kOff, kOff, 0, 10, kOff, 0)},
            {"2-7", counts(kOff, kOff, 1, 10, kOff, 0)},
            {"22-18", counts(kOff, kOff, 2, 10, kOff, 0)},
        };
        CHECK_SCRIPT(Variant::Russian, "W:WK29,6:B27,12", script);
    }

    /*
     * With 8 pieces neither move-limit count applies; the capture that leaves 7 starts both
     * at 0 (limits 120 and 50 plies). A man move then resets russian-kings-only only.
     *
     *   W:WK31,21,26,27:BK2,5,6,7
     *     .   B   .   .        1   2   3   4     3. 17-14 offers the man: 4. 10x17.
     *   b   b   b   .        5   6   7   8
     *     .   .   .   .        9  10  11  12
     *   .   .   .   .       13  14  15  16
     *     .   .   .   .       17  18  19  20
     *   w   .   .   .       21  22  23  24
     *     .   w   w   .       25  26  27  28
     *   .   .   W   .       29  30  31  32
     */
    void noCountWithEightPieces()
    {
        const Script script = {
            {"", ""},
            {"21-17", ""},
            {"6-10", ""},
            {"17-14", ""},
            {"10x17", counts(kOff, kOff, 0, 120, 0, 50)},
            {"27-23", counts(kOff, kOff, 1, 120, 0, 50)},
            {"2-9", counts(kOff, kOff, 2, 120, 1, 50)},
        };
        CHECK_SCRIPT(Variant::Russian, "W:WK31,21,26,27:BK2,5,6,7", script);
    }

    /*
     * Two kings a side (4 pieces): russian-kings-only draws on the 30th ply (15 moves per
     * side), with russian-balance at 30 of 60.
     *
     *   W:WK2,K4:BK1,K17
     *     B   W   .   W        1   2   3   4     White's king from 2 goes round 2-9-18-11,
     *   .   .   .   .        5   6   7   8       Black's from 17 round 17-10-3; the kings on
     *     .   .   .   .        9  10  11  12     4 and 1 stay. lcm(4, 3) = 12 moves per side:
     *   .   .   .   .       13  14  15  16       rep=2 from ply 24.
     *     B   .   .   .       17  18  19  20
     *   ...
     */
    void kingsOnlyRunsToItsLimit()
    {
        const Script script = tour({2, 9, 18, 11}, {17, 10, 3}, 30, [](int ply) {
            return counts(kOff, kOff, ply, 60, ply, 30) + (ply >= 24 ? " rep=2" : "")
                + (ply == 30 ? " draw:move-limit" : "");
        });
        CHECK_SCRIPT(Variant::Russian, "W:WK2,K4:BK1,K17", script);
    }

    /*
     * King and man against two kings (4 pieces) for 60 plies. White's man moves on plies 21
     * (32-27) and 41 (27-23); each resets russian-kings-only and starts a new repetition
     * window, but not russian-balance, which draws on ply 60 (30 moves per side).
     *
     *   W:WK29,32:BK1,K17
     *     B   .   .   .        1   2   3   4     White's king shuttles 29-25, Black's goes
     *   .   .   .   .        5   6   7   8       round 17-10-3, the king on 1 stays. Within
     *     .   .   .   .        9  10  11  12     a window positions repeat every
     *   .   .   .   .       13  14  15  16       lcm(2, 3) = 6 moves per side = 12 plies.
     *     B   .   .   .       17  18  19  20
     *   .   .   .   .       21  22  23  24
     *     .   .   .   .       25  26  27  28
     *   W   .   .   w       29  30  31  32
     */
    void balanceRunsToItsLimitThroughManMoves()
    {
        const int manPlies[] = {21, 41};
        const char *manMoves[] = {"32-27", "27-23"};
        const int shuttle[] = {29, 25};
        const int cycle[] = {17, 10, 3};
        Script script {{"", counts(kOff, kOff, 0, 60, 0, 30)}};
        int kingMoves = 0;
        int window = 0; // the ply of the last irreversible move
        for (int ply = 1; ply <= 60; ++ply) {
            std::string move;
            if (ply == manPlies[0] || ply == manPlies[1]) {
                move = manMoves[ply == manPlies[0] ? 0 : 1];
                window = ply;
            } else if (ply % 2 == 1) {
                move = std::to_string(shuttle[kingMoves % 2]) + '-'
                    + std::to_string(shuttle[(kingMoves + 1) % 2]);
                ++kingMoves;
            } else {
                const int n = ply / 2 - 1;
                move = std::to_string(cycle[n % 3]) + '-' + std::to_string(cycle[(n + 1) % 3]);
            }
            std::string expect = counts(kOff, kOff, ply, 60, ply - window, 30);
            if (ply - window >= 12)
                expect += " rep=2";
            if (ply == 60)
                expect += " draw:move-limit";
            script.push_back({move, expect});
        }
        CHECK_SCRIPT(Variant::Russian, "W:WK29,32:BK1,K17", script);
    }
};

QTEST_APPLESS_MAIN(TestRefereeRussian)
#include "tst_referee_russian.moc"
