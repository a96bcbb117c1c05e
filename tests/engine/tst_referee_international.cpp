// SPDX-License-Identifier: GPL-3.0-or-later
// The International (FMJD) draw counts: international-25, international-16,
// international-5-diagonal and international-5-endgame (draw-rules.md). Diagrams show the
// standard numbers 1-50, White at the bottom; the main diagonal is 46-41-37-32-28-23-19-14-10-5.
#include "refereescript.h"

#include <QTest>

using namespace damas;
using namespace RefereeScript;

namespace {

std::string counts(int c16, int c25, int cDiagonal, int cEndgame)
{
    std::string e;
    auto add = [&e](const char *id, int count, int limit) {
        if (count < 0)
            return;
        if (!e.empty())
            e += ' ';
        e += std::string(id) + '=' + std::to_string(count) + '/' + std::to_string(limit);
    };
    add("international-16", c16, 32);
    add("international-25", c25, 50);
    add("international-5-diagonal", cDiagonal, 10);
    add("international-5-endgame", cEndgame, 10);
    return e;
}

constexpr int kOff = -1; // the count is not active

} // namespace

class TestRefereeInternational : public QObject
{
    Q_OBJECT

private slots:
    // Which material starts which count, read from the table of draw-rules.md.
    void conditions_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("expect");
        auto row = [](const char *name, const char *fen, int c16, int cDiagonal, int cEndgame) {
            QTest::newRow(name) << fen
                                << QString::fromStdString(counts(c16, 0, cDiagonal, cEndgame));
        };
        row("start position", "W:W31-50:B1-20", kOff, kOff, kOff);
        // international-16: exactly 3K, 2K+M or K+2M against a lone king, either colour.
        row("3K v K", "W:WK1,K2,K3:BK50", 0, kOff, kOff);
        row("2K+M v K", "W:WK1,K2,45:BK50", 0, kOff, kOff);
        row("K+2M v K", "W:WK1,44,45:BK50", 0, kOff, kOff);
        row("K v K+2M", "B:WK50:BK1,6,7", 0, kOff, kOff);
        row("3M v K", "W:W43,44,45:BK1", kOff, kOff, kOff);
        row("4K v K", "W:WK1,K2,K3,K4:BK50", kOff, kOff, kOff);
        row("3K v K+M", "W:WK1,K2,K3:BK50,6", kOff, kOff, kOff);
        // international-5-diagonal: the 16-move material, the lone king alone on the diagonal.
        row("3K v K on the diagonal", "W:WK1,K2,K3:BK28", 0, 0, kOff);
        row("3K v K, a White king on the diagonal too", "W:WK1,K2,K46:BK5", 0, kOff, kOff);
        row("2K v K on the diagonal", "W:WK1,K2:BK28", kOff, kOff, 0);
        // international-5-endgame: 2K, K+M or K against a lone king.
        row("2K v K", "W:WK1,K2:BK50", kOff, kOff, 0);
        row("K+M v K", "W:WK1,45:BK50", kOff, kOff, 0);
        row("K v K", "W:WK1:BK50", kOff, kOff, 0);
        row("K v 2K", "W:WK1:BK49,K50", kOff, kOff, 0);
        row("2M v K", "W:W44,45:BK1", kOff, kOff, kOff);
        row("M v K", "W:W45:BK1", kOff, kOff, kOff);
        row("2K v 2K", "W:WK1,K2:BK49,K50", kOff, kOff, kOff);
        row("K+M v K+M", "W:WK1,45:BK50,6", kOff, kOff, kOff);
    }
    void conditions()
    {
        QFETCH(QString, fen);
        QFETCH(QString, expect);
        const Script script {{"", expect.toStdString()}};
        CHECK_SCRIPT(Variant::International, fen.toStdString(), script);
    }

    /*
     * Two kings a side (no endgame count applies): international-25 counts every king move and
     * draws on the 50th ply.
     *
     *   W:WK1,K5:BK11,K16
     *     W   .   .   .   W        1   2   3   4   5   White's king from 1 goes round
     *   .   .   .   .   .        6   7   8   9  10     1-12-3-14-23, Black's from 11 round
     *     B   .   .   .   .       11  12  13  14  15   11-22-33 (along 11-50); the kings on
     *   B   .   .   .   .       16  17  18  19  20     5 and 16 stay. No White piece ever
     *     .   .   .   .   .       21  22  23  24  25   shares a diagonal with a Black one.
     *   .   .   .   .   .       26  27  28  29  30
     *     .   .   .   .   .       31  32  33  34  35   lcm(5, 3) = 15 moves per side: each
     *   .   .   .   .   .       36  37  38  39  40     position comes back 30 plies later.
     *     .   .   .   .   .       41  42  43  44  45
     *   .   .   .   .   .       46  47  48  49  50
     */
    void twentyFiveRunsToItsLimit()
    {
        const Script script = tour({1, 12, 3, 14, 23}, {11, 22, 33}, 50, [](int ply) {
            return counts(kOff, ply, kOff, kOff) + (ply >= 30 ? " rep=2" : "")
                + (ply == 50 ? " draw:move-limit" : "");
        });
        CHECK_SCRIPT(Variant::International, "W:WK1,K5:BK11,K16", script);
    }

    /*
     * Man moves of either side and captures set international-25 back to 0. After 7. 35-30 the
     * Black man on 24 must take it (24x35).
     *
     *   W:WK50,47,35:BK4,24,16
     *     .   .   .   B   .        1   2   3   4   5
     *   .   .   .   .   .        6   7   8   9  10
     *     .   .   .   .   .       11  12  13  14  15
     *   b   .   .   .   .       16  17  18  19  20
     *     .   .   .   b   .       21  22  23  24  25
     *   .   .   .   .   .       26  27  28  29  30
     *     .   .   .   .   w       31  32  33  34  35
     *   .   .   .   .   .       36  37  38  39  40
     *     .   .   .   .   .       41  42  43  44  45
     *   .   w   .   .   W       46  47  48  49  50
     */
    void twentyFiveResetByManMovesAndCaptures()
    {
        const Script script = {
            {"", counts(kOff, 0, kOff, kOff)},
            {"50-45", counts(kOff, 1, kOff, kOff)},
            {"4-10", counts(kOff, 2, kOff, kOff)},
            {"47-42", counts(kOff, 0, kOff, kOff)}, // White man
            {"10-4", counts(kOff, 1, kOff, kOff)},
            {"45-50", counts(kOff, 2, kOff, kOff)},
            {"16-21", counts(kOff, 0, kOff, kOff)}, // Black man
            {"35-30", counts(kOff, 0, kOff, kOff)}, // White man
            {"24x35", counts(kOff, 0, kOff, kOff)}, // capture
            {"50-45", counts(kOff, 1, kOff, kOff)},
            {"4-10", counts(kOff, 2, kOff, kOff)},
        };
        CHECK_SCRIPT(Variant::International, "W:WK50,47,35:BK4,24,16", script);
    }

    /*
     * Three kings against a lone king off the main diagonal: international-16 runs with
     * international-25 from the set-up position, and draws on the 32nd ply (16 moves per side).
     *
     *   W:WK1,K3,K5:BK11
     *     W   .   W   .   W        1   2   3   4   5   White's king from 1 goes round
     *   .   .   .   .   .        6   7   8   9  10     1-12-23-34 (along 1-45), Black's
     *     B   .   .   .   .       11  12  13  14  15   round 11-22-33; 3 and 5 stay.
     *   .   .   .   .   .       16  17  18  19  20     lcm(4, 3) = 12 moves per side: rep=2
     *     .   .   .   .   .       21  22  23  24  25   from ply 24.
     *   ...
     */
    void sixteenRunsToItsLimit()
    {
        const Script script = tour({1, 12, 23, 34}, {11, 22, 33}, 32, [](int ply) {
            return counts(ply, ply, kOff, kOff) + (ply >= 24 ? " rep=2" : "")
                + (ply == 32 ? " draw:endgame" : "");
        });
        CHECK_SCRIPT(Variant::International, "W:WK1,K3,K5:BK11", script);
    }

    /*
     * Four kings against one: no endgame count. When the lone king takes one (4. 22x33 after
     * 3. 5-28), the three kings left start international-16 at 0.
     *
     *   W:WK1,K3,K5,K8:BK11
     *     W   .   W   .   W        1   2   3   4   5
     *   .   .   W   .   .        6   7   8   9  10
     *     B   .   .   .   .       11  12  13  14  15
     *   ...
     */
    void sixteenStartsWhenTheMaterialComes()
    {
        const Script script = {
            {"", counts(kOff, 0, kOff, kOff)},
            {"1-12", counts(kOff, 1, kOff, kOff)},
            {"11-22", counts(kOff, 2, kOff, kOff)},
            {"5-28", counts(kOff, 3, kOff, kOff)},
            {"22x33", counts(0, 0, kOff, kOff)},
            {"12-1", counts(1, 1, kOff, kOff)},
            {"33-39", counts(2, 2, kOff, kOff)},
        };
        CHECK_SCRIPT(Variant::International, "W:WK1,K3,K5,K8:BK11", script);
    }

    /*
     * The 16-move count runs on into the 5-move ending a capture leads to, and the earlier
     * deadline decides. Here the lone king takes a king on ply 4 (3. 5-28 4. 22x33): 2K v K,
     * international-5-endgame starts at 0 with 10 plies to go while international-16 has 28:
     * the 5-move count draws on ply 14.
     *
     *   W:WK1,K3,K5:BK11 (the diagram of sixteenRunsToItsLimit)
     */
    void sixteenIntoFiveTheFiveExpiresFirst()
    {
        const Script script = {
            {"", counts(0, 0, kOff, kOff)},
            {"1-12", counts(1, 1, kOff, kOff)},
            {"11-22", counts(2, 2, kOff, kOff)},
            {"5-28", counts(3, 3, kOff, kOff)},
            {"22x33", counts(4, 0, kOff, 0)}, // a capture does not reset international-16
            {"12-1", counts(5, 1, kOff, 1)},
            {"33-39", counts(6, 2, kOff, 2)},
            {"1-12", counts(7, 3, kOff, 3)},
            {"39-44", counts(8, 4, kOff, 4)},
            {"12-1", counts(9, 5, kOff, 5)},
            {"44-33", counts(10, 6, kOff, 6)},
            {"1-12", counts(11, 7, kOff, 7)},
            {"33-39", counts(12, 8, kOff, 8)},
            {"12-1", counts(13, 9, kOff, 9)},
            {"39-44", counts(14, 10, kOff, 10) + " draw:endgame"},
        };
        CHECK_SCRIPT(Variant::International, "W:WK1,K3,K5:BK11", script);
    }

    /*
     * The same handover late: after 24 plies of the walk of sixteenRunsToItsLimit (back where
     * it started, rep=2), 25. 5-28 26. 11x33 leaves 2K v K with international-16 at 26. It has
     * 6 plies left, the new 5-move count 10: international-16 draws on ply 32.
     */
    void sixteenIntoFiveTheSixteenExpiresFirst()
    {
        Script script = tour({1, 12, 23, 34}, {11, 22, 33}, 24,
            [](int ply) { return counts(ply, ply, kOff, kOff) + (ply >= 24 ? " rep=2" : ""); });
        const Script ending = {
            {"5-28", counts(25, 25, kOff, kOff)},
            {"11x33", counts(26, 0, kOff, 0)},
            {"1-12", counts(27, 1, kOff, 1)},
            {"33-39", counts(28, 2, kOff, 2)},
            {"12-1", counts(29, 3, kOff, 3)},
            {"39-44", counts(30, 4, kOff, 4)},
            {"1-12", counts(31, 5, kOff, 5)},
            {"44-33", counts(32, 6, kOff, 6) + " draw:endgame"},
        };
        script.insert(script.end(), ending.begin(), ending.end());
        CHECK_SCRIPT(Variant::International, "W:WK1,K3,K5:BK11", script);
    }

    /*
     * Three kings against a lone king that walks the main diagonal (41-32-23) as its only
     * piece: international-5-diagonal draws on the 10th ply, with international-16 and
     * international-25 at 10.
     *
     *   W:WK2,K3,K4:BK41
     *     .   W   W   W   .        1   2   3   4   5   White's king on 2 shuttles to 8;
     *   .   .   .   .   .        6   7   8   9  10     none of White's squares shares a
     *   ...                                            diagonal with 41, 32 or 23.
     *     B   .   .   .   .       41  42  43  44  45
     *   .   .   .   .   .       46  47  48  49  50
     */
    void fiveDiagonalRunsToItsLimit()
    {
        const Script script = tour({2, 8}, {41, 32, 23}, 10, [](int ply) {
            return counts(ply, ply, ply, kOff) + (ply == 10 ? " draw:endgame" : "");
        });
        CHECK_SCRIPT(Variant::International, "W:WK2,K3,K4:BK41", script);
    }

    /*
     * The diagonal count ends when the lone king leaves the diagonal (4. 32-38) and a new one
     * starts at 0 when it comes back (8. 43-32); international-16 runs on throughout.
     */
    void fiveDiagonalEndsOffTheDiagonal()
    {
        const Script script = {
            {"", counts(0, 0, 0, kOff)},
            {"2-8", counts(1, 1, 1, kOff)},
            {"41-32", counts(2, 2, 2, kOff)},
            {"8-2", counts(3, 3, 3, kOff)},
            {"32-38", counts(4, 4, kOff, kOff)},
            {"2-8", counts(5, 5, kOff, kOff)},
            {"38-43", counts(6, 6, kOff, kOff)},
            {"8-2", counts(7, 7, kOff, kOff)},
            {"43-32", counts(8, 8, 0, kOff)},
            {"2-8", counts(9, 9, 1, kOff)},
            {"32-23", counts(10, 10, 2, kOff)},
        };
        CHECK_SCRIPT(Variant::International, "W:WK2,K3,K4:BK41", script);
    }

    /*
     * Two kings against one from the set-up position: international-5-endgame draws on the
     * 10th ply; international-16 never starts (its material never occurred).
     *
     *   W:WK1,K3:BK11
     *     W   .   W   .   .        1   2   3   4   5   White's king shuttles 1-12, Black's
     *   .   .   .   .   .        6   7   8   9  10     goes round 11-22-33.
     *     B   .   .   .   .       11  12  13  14  15
     */
    void fiveEndgameRunsToItsLimit()
    {
        const Script script = tour({1, 12}, {11, 22, 33}, 10, [](int ply) {
            return counts(kOff, ply, kOff, ply) + (ply == 10 ? " draw:endgame" : "");
        });
        CHECK_SCRIPT(Variant::International, "W:WK1,K3:BK11", script);
    }

    /*
     * King and man against a king: the man's moves reset international-25 but not the 5-move
     * count, which draws on the 10th ply.
     *
     *   W:WK1,47:BK11
     *     W   .   .   .   .        1   2   3   4   5
     *   .   .   .   .   .        6   7   8   9  10
     *     B   .   .   .   .       11  12  13  14  15
     *   ...
     *   .   w   .   .   .       46  47  48  49  50
     */
    void fiveEndgameNotResetByManMoves()
    {
        const Script script = {
            {"", counts(kOff, 0, kOff, 0)},
            {"47-42", counts(kOff, 0, kOff, 1)},
            {"11-22", counts(kOff, 1, kOff, 2)},
            {"1-12", counts(kOff, 2, kOff, 3)},
            {"22-33", counts(kOff, 3, kOff, 4)},
            {"42-37", counts(kOff, 0, kOff, 5)},
            {"33-11", counts(kOff, 1, kOff, 6)},
            {"12-1", counts(kOff, 2, kOff, 7)},
            {"11-22", counts(kOff, 3, kOff, 8)},
            {"37-32", counts(kOff, 0, kOff, 9)},
            {"22-33", counts(kOff, 1, kOff, 10) + " draw:endgame"},
        };
        CHECK_SCRIPT(Variant::International, "W:WK1,47:BK11", script);
    }

    // From the start position, man moves and captures keep international-25 at 0.
    void twentyFiveStaysZeroWhileMenMove()
    {
        const Script script = {
            {"", counts(kOff, 0, kOff, kOff)},
            {"32-28", counts(kOff, 0, kOff, kOff)},
            {"19-23", counts(kOff, 0, kOff, kOff)},
            {"28x19", counts(kOff, 0, kOff, kOff)},
            {"14x23", counts(kOff, 0, kOff, kOff)},
        };
        CHECK_SCRIPT(Variant::International, "W:W31-50:B1-20", script);
    }
};

QTEST_APPLESS_MAIN(TestRefereeInternational)
#include "tst_referee_international.moc"
