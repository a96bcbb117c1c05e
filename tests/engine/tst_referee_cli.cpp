// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli referee, run as a program: the JSON lines of cli.md, field for field, and its errors.
#include <QProcess>
#include <QTest>

class TestRefereeCli : public QObject
{
    Q_OBJECT

private:
    // The expected lines are written with ' for " to keep them readable.
    static QString json(const char *text) { return QString::fromLatin1(text).replace('\'', '"'); }

    struct Run
    {
        int exitCode;
        QStringList out;
        QString err;
    };
    static Run referee(const QStringList &args)
    {
        QProcess p;
        p.start(QStringLiteral(DAMAS_CLI), QStringList {"referee"} + args);
        if (!p.waitForFinished(30000))
            qFatal("damas-cli did not finish");
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        return {p.exitCode(), out.split('\n', Qt::SkipEmptyParts),
            QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    /*
     * Russian, tst_referee_russian's main-road walk: 2K+M none on the main diagonal against a
     * lone king on it. Moves given numerically and with an odd separator come back in the
     * variant's notation.
     *
     *   W:WK1,K3,24:BK25
     *     W   .   W   .        1   2   3   4
     *   .   .   .   .        5   6   7   8
     *     .   .   .   .        9  10  11  12
     *   .   .   .   .       13  14  15  16
     *     .   .   .   .       17  18  19  20
     *   .   .   .   w       21  22  23  24
     *     B   .   .   .       25  26  27  28
     *   .   .   .   .       29  30  31  32
     */
    void russianLines()
    {
        const Run run = referee({"russian", "--fen", "W:WK1,K3,24:BK25", "1-6", "b2-d4", "c7xb8"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QStringList expected = {
            json("{'ply': 0, 'move': null, 'fen': 'W:WK1,K3,24:BK25', 'repetitions': 1, "
                 "'counters': [{'rule': 'russian-5-main-road', 'reason': 'endgame', 'count': 0, "
                 "'limit': 5, 'unit': 'stronger-move', 'stronger': 'white'}, {'rule': "
                 "'russian-balance', 'reason': 'move-limit', 'count': 0, 'limit': 60, 'unit': "
                 "'ply', 'stronger': null}, {'rule': 'russian-kings-only', 'reason': 'move-limit', "
                 "'count': 0, 'limit': 30, 'unit': 'ply', 'stronger': null}], 'result': 'ongoing', "
                 "'reason': null}"),
            json("{'ply': 1, 'move': 'b8-c7', 'fen': 'B:WK3,K6,24:BK25', 'repetitions': 1, "
                 "'counters': [{'rule': 'russian-5-main-road', 'reason': 'endgame', 'count': 1, "
                 "'limit': 5, 'unit': 'stronger-move', 'stronger': 'white'}, {'rule': "
                 "'russian-balance', 'reason': 'move-limit', 'count': 1, 'limit': 60, 'unit': "
                 "'ply', 'stronger': null}, {'rule': 'russian-kings-only', 'reason': 'move-limit', "
                 "'count': 1, 'limit': 30, 'unit': 'ply', 'stronger': null}], 'result': 'ongoing', "
                 "'reason': null}"),
            json("{'ply': 2, 'move': 'b2-d4', 'fen': 'W:WK3,K6,24:BK18', 'repetitions': 1, "
                 "'counters': [{'rule': 'russian-5-main-road', 'reason': 'endgame', 'count': 1, "
                 "'limit': 5, 'unit': 'stronger-move', 'stronger': 'white'}, {'rule': "
                 "'russian-balance', 'reason': 'move-limit', 'count': 2, 'limit': 60, 'unit': "
                 "'ply', 'stronger': null}, {'rule': 'russian-kings-only', 'reason': 'move-limit', "
                 "'count': 2, 'limit': 30, 'unit': 'ply', 'stronger': null}], 'result': 'ongoing', "
                 "'reason': null}"),
            json("{'ply': 3, 'move': 'c7-b8', 'fen': 'B:WK1,K3,24:BK18', 'repetitions': 1, "
                 "'counters': [{'rule': 'russian-5-main-road', 'reason': 'endgame', 'count': 2, "
                 "'limit': 5, 'unit': 'stronger-move', 'stronger': 'white'}, {'rule': "
                 "'russian-balance', 'reason': 'move-limit', 'count': 3, 'limit': 60, 'unit': "
                 "'ply', 'stronger': null}, {'rule': 'russian-kings-only', 'reason': 'move-limit', "
                 "'count': 3, 'limit': 30, 'unit': 'ply', 'stronger': null}], 'result': 'ongoing', "
                 "'reason': null}"),
        };
        QCOMPARE(run.out, expected);
    }

    // A capture written with 'x' (international), and an empty counter list (8x8 Russian start).
    void captureAndNoCounters()
    {
        const Run run
            = referee({"international", "--fen", "W:WK50,47,35:BK4,24,16", "35-30", "24x35"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.size(), 3);
        QCOMPARE(run.out[2],
            json("{'ply': 2, 'move': '24x35', 'fen': 'W:W47,K50:BK4,16,35', 'repetitions': 1, "
                 "'counters': [{'rule': 'international-25', 'reason': 'move-limit', 'count': 0, "
                 "'limit': 50, 'unit': 'ply', 'stronger': null}], 'result': 'ongoing', 'reason': "
                 "null}"));

        const Run start = referee({"russian"});
        QCOMPARE(start.exitCode, 0);
        QCOMPARE(start.out,
            QStringList {
                json("{'ply': 0, 'move': null, 'fen': "
                     "'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12', "
                     "'repetitions': 1, 'counters': [], 'result': 'ongoing', 'reason': null}")});
    }

    /*
     * The last line of a finished game (tst_referee_brazilian's win on the last counted
     * move), then a move after the end: one error line naming the ply and the move, exit 2,
     * the lines before it stand.
     */
    void moveAfterTheEnd()
    {
        const Run run = referee({"brazilian", "--fen", "B:WK12,K3:BK29,21", "29-25", "3-10",
            "25-29", "12-16", "29-25", "10-6", "25-29", "16-19", "21-25", "19-30", "30-26"});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out.size(), 11);
        QCOMPARE(run.out.last(),
            json("{'ply': 10, 'move': 'f4-c1', 'fen': 'B:WK6,K30:B25,K29', 'repetitions': 1, "
                 "'counters': [{'rule': 'brazilian-20', 'reason': 'move-limit', 'count': 1, "
                 "'limit': 40, 'unit': 'ply', 'stronger': null}, {'rule': 'brazilian-5', 'reason': "
                 "'endgame', 'count': 10, 'limit': 10, 'unit': 'ply', 'stronger': null}], "
                 "'result': 'white-wins', 'reason': 'no-moves'}"));
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.contains("ply 11") && run.err.contains("30-26"), qPrintable(run.err));
    }

    // A repetition draw, in the line of the move that makes it.
    void repetitionLine()
    {
        const Run run = referee({"american", "--fen", "B:WK21:BK12", "12-8", "21-17", "8-12",
            "17-21", "12-16", "21-25", "16-12", "25-21"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.size(), 9);
        QCOMPARE(run.out[4],
            json("{'ply': 4, 'move': '17-21', 'fen': 'B:WK21:BK12', 'repetitions': 2, 'counters': "
                 "[{'rule': 'american-40', 'reason': 'move-limit', 'count': 4, 'limit': 80, "
                 "'unit': 'ply', 'stronger': null}], 'result': 'ongoing', 'reason': null}"));
        QCOMPARE(run.out[8],
            json("{'ply': 8, 'move': '25-21', 'fen': 'B:WK21:BK12', 'repetitions': 3, 'counters': "
                 "[{'rule': 'american-40', 'reason': 'move-limit', 'count': 8, 'limit': 80, "
                 "'unit': 'ply', 'stronger': null}], 'result': 'draw', 'reason': 'repetition'}"));
    }

    void errors()
    {
        // An illegal third move: two lines stand, one error line names ply 3 and the move.
        const Run illegal = referee({"american", "11-15", "22-18", "15-19"});
        QCOMPARE(illegal.exitCode, 2);
        QCOMPARE(illegal.out.size(), 3);
        QCOMPARE(illegal.err.count('\n'), 1);
        QVERIFY2(illegal.err.contains("ply 3") && illegal.err.contains("15-19"),
            qPrintable(illegal.err));

        // A malformed FEN: nothing on stdout.
        const Run badFen = referee({"russian", "--fen", "W:W33:B1"});
        QCOMPARE(badFen.exitCode, 2);
        QVERIFY(badFen.out.isEmpty());
        QCOMPARE(badFen.err.count('\n'), 1);

        const Run badVariant = referee({"checkers"});
        QCOMPARE(badVariant.exitCode, 2);
        QVERIFY(badVariant.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRefereeCli)
#include "tst_referee_cli.moc"
