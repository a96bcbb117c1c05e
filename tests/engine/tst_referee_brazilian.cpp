// SPDX-License-Identifier: GPL-3.0-or-later
// The Brazilian (CBD) draw counts: brazilian-20 and brazilian-5 (draw-rules.md). Diagrams show
// the standard numbers 1-32 that the FENs use (1 = b8, 4 = h8, 29 = a1, 32 = g1), White at the
// bottom; the main diagonal a1-h8 is 29-25-22-18-15-11-8-4. Moves are written with numbers,
// which the move reader accepts on every board.
#include "refereescript.h"

#include <QTest>

using namespace damas;
using namespace RefereeScript;

class TestRefereeBrazilian : public QObject
{
    Q_OBJECT

private slots:
    /*
     * Which material starts which count, read from the table of draw-rules.md: brazilian-20
     * always; brazilian-5 for the five endings of case (a), and for three pieces against a lone
     * king that is the only piece on the main diagonal (case b).
     */
    void conditions_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("expect");
        const QString both = "brazilian-20=0/40 brazilian-5=0/10";
        const QString only20 = "brazilian-20=0/40";
        // (a), either colour.
        QTest::newRow("2K v 2K") << "W:WK1,K2:BK31,K32" << both;
        QTest::newRow("2K v K") << "W:WK1,K2:BK31" << both;
        QTest::newRow("K v 2K") << "W:WK1:BK30,K31" << both;
        QTest::newRow("2K v K+M") << "W:WK1,K2:BK31,12" << both;
        QTest::newRow("K+M v 2K") << "W:WK1,21:BK30,K31" << both;
        QTest::newRow("K v K") << "W:WK1:BK32" << both;
        QTest::newRow("K v K+M") << "W:WK1:BK31,12" << both;
        // Not in (a).
        QTest::newRow("K+M v K+M") << "W:WK1,21:BK31,12" << only20;
        QTest::newRow("2K v 2M") << "W:WK1,K2:B12,16" << only20;
        QTest::newRow("2K v M") << "W:WK1,K2:B12" << only20;
        QTest::newRow("M v K") << "W:W21:BK1" << only20;
        QTest::newRow("3K v 2K") << "W:WK1,K2,K3:BK31,K32" << only20;
        // (b): 3K, 2K+M or K+2M against a lone king alone on the main diagonal (on 18 = d4).
        QTest::newRow("3K v K on the diagonal") << "W:WK1,K2,K3:BK18" << both;
        QTest::newRow("2K+M v K on the diagonal") << "W:WK1,K2,21:BK18" << both;
        QTest::newRow("K+2M v K on the diagonal") << "W:WK1,21,24:BK18" << both;
        QTest::newRow("K v 3K, White on the diagonal") << "B:WK18:BK1,K2,K3" << both;
        // ... but not off it, not with a White piece on it too, not with other material.
        QTest::newRow("3K v K off the diagonal") << "W:WK1,K2,K3:BK17" << only20;
        QTest::newRow("3K v K, a White king on the diagonal too") << "W:WK1,K2,K29:BK4" << only20;
        QTest::newRow("3M v K on the diagonal") << "W:W21,24,28:BK18" << only20;
        QTest::newRow("4K v K on the diagonal") << "W:WK1,K2,K3,K13:BK18" << only20;
        QTest::newRow("start position") << "W:W21-32:B1-12" << only20;
    }
    void conditions()
    {
        QFETCH(QString, fen);
        QFETCH(QString, expect);
        const Script script {{"", expect.toStdString()}};
        CHECK_SCRIPT(Variant::Brazilian, fen.toStdString(), script);
    }

    /*
     * Three kings against a lone king that never stands on the main diagonal: only
     * brazilian-20 runs, and it draws on the 40th ply (20 moves per side).
     *
     *   B:WK4,K29,K32:BK17
     *     .   .   .   W        1   2   3   4     Black's king goes round 17-10-3 on the
     *   .   .   .   .        5   6   7   8       diagonal a3-f8; White's king from 32 round
     *     .   .   .   .        9  10  11  12     32-23-16-20-27; the kings on 4 and 29 stay.
     *   .   .   .   .       13  14  15  16       No piece ever stands on a line of an enemy
     *     B   .   .   .       17  18  19  20     king with room behind it: no capture.
     *   .   .   .   .       21  22  23  24
     *     .   .   .   .       25  26  27  28     Positions repeat every lcm(3, 5) = 15 moves
     *   W   .   .   W       29  30  31  32       per side = 30 plies: rep=2 from ply 30.
     */
    void twentyRunsToItsLimit()
    {
        const Script script = tour({17, 10, 3}, {32, 23, 16, 20, 27}, 40, [](int ply) {
            std::string e = "brazilian-20=" + std::to_string(ply) + "/40";
            if (ply >= 30)
                e += " rep=2";
            if (ply == 40)
                e += " draw:move-limit";
            return e;
        });
        CHECK_SCRIPT(Variant::Brazilian, "B:WK4,K29,K32:BK17", script);
    }

    /*
     * Two kings against one (case a): both counts run from the set-up position and
     * brazilian-5 draws on the 10th ply (5 moves per side), long before brazilian-20.
     *
     *   W:WK29,K32:BK17
     *     .   .   .   .        1   2   3   4     White's king on 32 shuttles to 23 and back;
     *   .   .   .   .        5   6   7   8       Black's goes round 17-10-3. The positions
     *     .   .   .   .        9  10  11  12     repeat only after lcm(2, 3) = 6 moves per
     *   .   .   .   .       13  14  15  16       side.
     *     B   .   .   .       17  18  19  20
     *   .   .   .   .       21  22  23  24
     *     .   .   .   .       25  26  27  28
     *   W   .   .   W       29  30  31  32
     */
    void fiveRunsToItsLimit()
    {
        const Script script = tour({32, 23}, {17, 10, 3}, 10, [](int ply) {
            const std::string n = std::to_string(ply);
            return "brazilian-20=" + n + "/40 brazilian-5=" + n + "/10"
                + (ply == 10 ? " draw:endgame" : "");
        });
        CHECK_SCRIPT(Variant::Brazilian, "W:WK29,K32:BK17", script);
    }

    /*
     * Case (b) depends on the diagonal: a White man on a1 (29) keeps it from starting when the
     * lone king steps on; once the man has left the diagonal, stepping on starts the count at
     * 0; stepping off ends it; stepping on again starts a new count at 0. Man moves reset
     * brazilian-20.
     *
     *   B:WK13,K32,29:BK10
     *     .   .   .   .        1   2   3   4
     *   .   .   .   .        5   6   7   8
     *     .   B   .   .        9  10  11  12
     *   W   .   .   .       13  14  15  16
     *     .   .   .   .       17  18  19  20
     *   .   .   .   .       21  22  23  24
     *     .   .   .   .       25  26  27  28
     *   w   .   .   W       29  30  31  32
     */
    void fiveOnTheDiagonalOnly()
    {
        const Script script = {
            {"", "brazilian-20=0/40"},
            {"10-15", "brazilian-20=1/40"}, // on the diagonal, but so is the man on 29
            {"32-27", "brazilian-20=2/40"}, {"15-11", "brazilian-20=3/40"},
            {"13-9", "brazilian-20=4/40"}, {"11-7", "brazilian-20=5/40"}, // off the diagonal
            {"29-25", "brazilian-20=0/40"}, // the man moves, still on the diagonal
            {"7-10", "brazilian-20=1/40"},
            {"25-21", "brazilian-20=0/40"}, // the man leaves the diagonal
            {"10-15", "brazilian-20=1/40 brazilian-5=0/10"}, // alone on it: (b) starts
            {"27-32", "brazilian-20=2/40 brazilian-5=1/10"},
            {"15-11", "brazilian-20=3/40 brazilian-5=2/10"},
            {"9-13", "brazilian-20=4/40 brazilian-5=3/10"},
            {"11-7", "brazilian-20=5/40"}, // off: the count ends
            {"32-27", "brazilian-20=6/40"},
            {"7-11", "brazilian-20=7/40 brazilian-5=0/10"}, // on again: a new count
            {"27-32", "brazilian-20=8/40 brazilian-5=1/10 rep=2"}, // as after 12. 9-13
        };
        CHECK_SCRIPT(Variant::Brazilian, "B:WK13,K32,29:BK10", script);
    }

    /*
     * One count for the whole stretch: a man move inside case (b), then the lone king taking
     * the man (case b becomes case a, 2K v K, and the king leaves the diagonal) reset
     * brazilian-20 but not brazilian-5, which draws on its 10th ply.
     *
     *   W:WK5,K13,31:BK11
     *     .   .   .   .        1   2   3   4
     *   W   .   .   .        5   6   7   8
     *     .   .   B   .        9  10  11  12
     *   W   .   .   .       13  14  15  16
     *     .   .   .   .       17  18  19  20
     *   .   .   .   .       21  22  23  24
     *     .   .   .   .       25  26  27  28     After 3. 27-24 the king on 15 must take
     *   .   .   w   .       29  30  31  32       the man: 15x28.
     */
    void fiveAcrossCapturesAndManMoves()
    {
        const Script script = {
            {"", "brazilian-20=0/40 brazilian-5=0/10"},
            {"31-27", "brazilian-20=0/40 brazilian-5=1/10"},
            {"11-15", "brazilian-20=1/40 brazilian-5=2/10"},
            {"27-24", "brazilian-20=0/40 brazilian-5=3/10"},
            {"15x28", "brazilian-20=0/40 brazilian-5=4/10"},
            {"13-17", "brazilian-20=1/40 brazilian-5=5/10"},
            {"28-24", "brazilian-20=2/40 brazilian-5=6/10"},
            {"5-9", "brazilian-20=3/40 brazilian-5=7/10"},
            {"24-20", "brazilian-20=4/40 brazilian-5=8/10"},
            {"17-13", "brazilian-20=5/40 brazilian-5=9/10"},
            {"20-16", "brazilian-20=6/40 brazilian-5=10/10 draw:endgame"},
        };
        CHECK_SCRIPT(Variant::Brazilian, "W:WK5,K13,31:BK11", script);
    }

    /*
     * The win is checked before any count: on the 10th ply of brazilian-5 White's king goes to
     * c1 (30) and Black, with a king on a1 (29) and a man on b2 (25), has no legal move.
     *
     *   B:WK12,K3:BK29,21               after 10. 19-30
     *     .   .   W   .                   .   .   .   .
     *   .   .   .   .                   .   W   .   .
     *     .   .   .   W                   .   .   .   .
     *   .   .   .   .                   .   .   .   .
     *     .   .   .   .                   .   .   .   .
     *   b   .   .   .                   .   .   .   .
     *     .   .   .   .                   b   .   .   .
     *   B   .   .   .                   B   W   .   .
     */
    void winOnTheLastCountedMoveBeatsTheDraw()
    {
        const Script script = {
            {"", "brazilian-20=0/40 brazilian-5=0/10"},
            {"29-25", "brazilian-20=1/40 brazilian-5=1/10"},
            {"3-10", "brazilian-20=2/40 brazilian-5=2/10"},
            {"25-29", "brazilian-20=3/40 brazilian-5=3/10"},
            {"12-16", "brazilian-20=4/40 brazilian-5=4/10"},
            {"29-25", "brazilian-20=5/40 brazilian-5=5/10"},
            {"10-6", "brazilian-20=6/40 brazilian-5=6/10"},
            {"25-29", "brazilian-20=7/40 brazilian-5=7/10"},
            {"16-19", "brazilian-20=8/40 brazilian-5=8/10"},
            {"21-25", "brazilian-20=0/40 brazilian-5=9/10"},
            {"19-30", "brazilian-20=1/40 brazilian-5=10/10 white:no-moves"},
        };
        CHECK_SCRIPT(Variant::Brazilian, "B:WK12,K3:BK29,21", script);
    }

    /*
     * Repetition is checked before the counts: after Black's man move (the last irreversible
     * move, ply 2) both kings shuttle, so the position after ply 2 comes back after plies 6 and
     * 10; on ply 10 brazilian-5 also reaches 10, and the reason is repetition.
     *
     *   W:WK12:BK1,17
     *     B   .   .   .        1   2   3   4
     *   .   .   .   .        5   6   7   8
     *     .   .   .   W        9  10  11  12
     *   .   .   .   .       13  14  15  16
     *     b   .   .   .       17  18  19  20
     *   .   .   .   .       21  22  23  24
     *     .   .   .   .       25  26  27  28
     *   .   .   .   .       29  30  31  32
     */
    void repetitionBeforeCounts()
    {
        const Script script = {
            {"", "brazilian-20=0/40 brazilian-5=0/10"},
            {"12-16", "brazilian-20=1/40 brazilian-5=1/10"},
            {"17-21", "brazilian-20=0/40 brazilian-5=2/10"},
            {"16-20", "brazilian-20=1/40 brazilian-5=3/10"},
            {"1-5", "brazilian-20=2/40 brazilian-5=4/10"},
            {"20-16", "brazilian-20=3/40 brazilian-5=5/10"},
            {"5-1", "brazilian-20=4/40 brazilian-5=6/10 rep=2"},
            {"16-20", "brazilian-20=5/40 brazilian-5=7/10 rep=2"},
            {"1-5", "brazilian-20=6/40 brazilian-5=8/10 rep=2"},
            {"20-16", "brazilian-20=7/40 brazilian-5=9/10 rep=2"},
            {"5-1", "brazilian-20=8/40 brazilian-5=10/10 rep=3 draw:repetition"},
        };
        CHECK_SCRIPT(Variant::Brazilian, "W:WK12:BK1,17", script);
    }
};

QTEST_APPLESS_MAIN(TestRefereeBrazilian)
#include "tst_referee_brazilian.moc"
