// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli go, bench, hub and match, run as a user or a GUI runs them (cli.md; the Hub protocol
// version 2 as Scan's protocol.txt describes it).
#include "fen.h"
#include "movegen.h"
#include "notation.h"
#include "pdn.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace damas;

namespace {

struct Run
{
    int exitCode = -1;
    QStringList out;
    QStringList err;
};

Run runCli(const QStringList &args, int timeoutMs = 120000)
{
    QProcess p;
    p.start(QStringLiteral(DAMAS_CLI), args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    r.err = QString::fromUtf8(p.readAllStandardError()).split('\n', Qt::SkipEmptyParts);
    return r;
}

// The legal moves of `pos` as the Hub protocol writes them: "32-28", or for a capture the
// start, the end and every captured piece: "28x19x23" (captured pieces in any order; these
// helpers compare them as sets).
QStringList hubMoves(const Position &pos)
{
    QStringList list;
    for (const Move &m : legalMoves(pos)) {
        QString s = QString::number(fromSquare(pos, m)) + (m.isCapture() ? 'x' : '-')
            + QString::number(toSquare(pos, m));
        for (int c : capturedSquares(pos, m))
            s += 'x' + QString::number(c);
        list << s;
    }
    return list;
}

QString canonicalHubMove(const QString &text)
{
    QStringList parts = text.split(QRegularExpression("[-x]"));
    if (parts.size() <= 3)
        return text;
    QStringList captured = parts.mid(2);
    std::sort(captured.begin(), captured.end(),
        [](const QString &a, const QString &b) { return a.toInt() < b.toInt(); });
    return parts[0] + 'x' + parts[1] + 'x' + captured.join('x');
}

// One running `damas-cli hub`, read line by line.
class HubProcess
{
public:
    HubProcess()
    {
        m_p.start(QStringLiteral(DAMAS_CLI), {QStringLiteral("hub")});
        m_p.waitForStarted();
    }
    ~HubProcess()
    {
        if (m_p.state() != QProcess::NotRunning) {
            m_p.kill();
            m_p.waitForFinished();
        }
    }
    void send(const QString &line)
    {
        m_p.write((line + '\n').toUtf8());
        m_p.waitForBytesWritten();
    }
    // The next line, or an empty string after the timeout.
    QString line(int timeoutMs = 30000)
    {
        while (!m_p.canReadLine()) {
            if (!m_p.waitForReadyRead(timeoutMs))
                return {};
        }
        return QString::fromUtf8(m_p.readLine()).trimmed();
    }
    // Lines up to and including the first that starts with `command`.
    QStringList until(const QString &command, int timeoutMs = 30000)
    {
        QStringList lines;
        for (;;) {
            const QString l = line(timeoutMs);
            if (l.isEmpty())
                return lines;
            lines << l;
            if (l.section(' ', 0, 0) == command)
                return lines;
        }
    }
    QProcess &process() { return m_p; }

private:
    QProcess m_p;
};

} // namespace

class TestSearchCommands : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

private slots:
    // The Hub engine and the match's own player probe the endgame tables of the data folder:
    // every damas-cli of this test gets an empty one of its own, so the tables a developer
    // made cannot change its games.
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("XDG_DATA_HOME", m_data.path().toLocal8Bit());
    }

    void goPrintsInfoThenBestMove()
    {
        const Run r = runCli({"go", "international", "--depth", "5"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.size(), 6);
        const QRegularExpression info(
            "^info depth (\\d+) score -?\\d+ nodes \\d+ nps \\d+ pv (\\S+)( \\S+)*$");
        for (int d = 1; d <= 5; ++d) {
            const auto m = info.match(r.out[d - 1]);
            QVERIFY2(m.hasMatch(), qPrintable(r.out[d - 1]));
            QCOMPARE(m.captured(1).toInt(), d);
        }
        QVERIFY(r.out[5].startsWith("bestmove "));
        const Position start = Position::start(Variant::International);
        QVERIFY(parseMove(start, r.out[5].mid(9).toStdString()).hasValue());
    }

    // The moves are played first; the principal variation reads in order from there.
    void goAfterMoves()
    {
        const Run r
            = runCli({"go", "russian", "--moves", "c3-d4 f6-g5 g3-h4", "--movetime", "200"});
        QCOMPARE(r.exitCode, 0);
        Position pos = Position::start(Variant::Russian);
        for (const char *m : {"c3-d4", "f6-g5", "g3-h4"})
            pos = pos.after(*parseMove(pos, m));
        const QString last = r.out.last();
        QVERIFY(last.startsWith("bestmove "));
        QVERIFY(parseMove(pos, last.mid(9).toStdString()).hasValue());
        const QStringList pv = r.out[r.out.size() - 2].section(" pv ", 1).split(' ');
        Position p = pos;
        for (const QString &m : pv) {
            const auto move = parseMove(p, m.toStdString());
            QVERIFY2(move.hasValue(), qPrintable(m));
            p = p.after(*move);
        }
    }

    // Two threads (Lazy SMP) search to the depth asked and the move is legal; so does a
    // match player with threads=2 and the bench.
    void goWithThreads()
    {
        const Run r = runCli({"go", "international", "--depth", "8", "--threads", "2"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.size(), 9);
        QVERIFY(r.out[7].startsWith("info depth 8 "));
        QVERIFY(parseMove(Position::start(Variant::International), r.out[8].mid(9).toStdString())
                    .hasValue());
        const Run m
            = runCli({"match", "russian", "nodes=3000,threads=2", "nodes=3000", "--games", "2"});
        QCOMPARE(m.exitCode, 0);
        QVERIFY2(m.out.value(2).startsWith("score nodes=3000,threads=2 vs nodes=3000: "),
            qPrintable(m.out.join('\n')));
        const Run bad = runCli({"match", "russian", "nodes=3000,threads=0", "nodes=3000"});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.err.value(0).contains("threads=0"));
    }

    // --nodes N stops the search at about N nodes: one thread reports no iteration past them,
    // and a larger budget searches deeper.
    void goWithANodeLimit()
    {
        auto deepest = [](const QStringList &out, qulonglong limit) {
            const QRegularExpression info("^info depth (\\d+) score -?\\d+ nodes (\\d+) ");
            int depth = 0;
            for (const QString &line : out) {
                const auto m = info.match(line);
                if (!m.hasMatch())
                    continue;
                if (m.captured(2).toULongLong() > limit)
                    return -1;
                depth = m.captured(1).toInt();
            }
            return depth;
        };
        const Run small = runCli({"go", "international", "--nodes", "3000"});
        QCOMPARE(small.exitCode, 0);
        const int smallDepth = deepest(small.out, 3000);
        QVERIFY2(smallDepth >= 1, qPrintable(small.out.join('\n')));
        QVERIFY(small.out.last().startsWith("bestmove "));
        QVERIFY(parseMove(
            Position::start(Variant::International), small.out.last().mid(9).toStdString())
                    .hasValue());
        const Run large = runCli({"go", "international", "--nodes", "300000"});
        QCOMPARE(large.exitCode, 0);
        const int largeDepth = deepest(large.out, 300000);
        QVERIFY2(largeDepth > smallDepth, qPrintable(large.out.join('\n')));
    }

    void goAtALevel()
    {
        const Run r = runCli({"go", "american", "--level", "1"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.last().startsWith("bestmove "));
    }

    void goErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("no limit") << QStringList {"go", "american"} << "--depth";
        QTest::newRow("two limits")
            << QStringList {"go", "american", "--depth", "3", "--movetime", "10"} << "one of";
        QTest::newRow("bad depth") << QStringList {"go", "american", "--depth", "x"} << "'x'";
        QTest::newRow("bad level") << QStringList {"go", "american", "--level", "11"} << "'11'";
        QTest::newRow("illegal move") << QStringList {"go", "american", "--moves", "11-15 11-16",
            "--depth", "3"} << "move 2 '11-16'";
        QTest::newRow("game over") << QStringList {"go", "international", "--fen", "W:W:B1",
            "--depth", "3"} << "the game is over (no-pieces)";
        // American kings going back and forth: the start position a third time after 8 moves.
        QTest::newRow("move after the end") << QStringList {"go", "american", "--fen",
            "W:WK22,K23:BK1", "--moves", "22-18 1-5 18-22 5-1 22-18 1-5 18-22 5-1 22-18", "--depth",
            "3"} << "move 9 '22-18': the game is already over (repetition)";
        QTest::newRow("bad variant") << QStringList {"go", "chess", "--depth", "3"} << "chess";
        QTest::newRow("no nodes") << QStringList {"go", "american", "--nodes", "0"} << "'0'";
        QTest::newRow("nodes and depth")
            << QStringList {"go", "american", "--nodes", "100", "--depth", "3"} << "--nodes N";
        QTest::newRow("nodes and level")
            << QStringList {"go", "american", "--nodes", "100", "--level", "3"} << "one of";
        QTest::newRow("bad threads")
            << QStringList {"go", "american", "--depth", "3", "--threads", "0"} << "--threads";
    }
    void goErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.size(), 1);
        QVERIFY2(r.err[0].contains(says), qPrintable(r.err[0]));
    }

    // Every command that takes a variant names a wrong one the same way, listing the four.
    void unknownVariant_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("perft") << QStringList {"perft", "chess", "1"};
        QTest::newRow("moves") << QStringList {"moves", "chess"};
        QTest::newRow("go") << QStringList {"go", "chess", "--depth", "1"};
        QTest::newRow("match") << QStringList {"match", "chess", "nodes=1", "nodes=1"};
        QTest::newRow("shots") << QStringList {"shots", "chess", "games.pdn"};
        QTest::newRow("replay") << QStringList {"replay", "games.pdn", "--variant", "chess"};
        QTest::newRow("egtb") << QStringList {"egtb", "generate", "chess"};
        QTest::newRow("selfplay") << QStringList {"selfplay", "chess", "--out", "x.txt"};
        QTest::newRow("train") << QStringList {
            "train", "chess", "--data", "x.txt", "--out", "w.inc"};
        QTest::newRow("label") << QStringList {
            "label", "chess", "--data", "x.txt", "--out", "y.txt"};
    }
    void unknownVariant()
    {
        QFETCH(QStringList, args);
        const Run r = runCli(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.size(), 1);
        QVERIFY2(
            r.err[0].startsWith("damas-cli: " + args[0] + (args[0] == "egtb" ? " generate" : "")),
            qPrintable(r.err[0]));
        QVERIFY2(r.err[0].endsWith(
                     ": unknown variant 'chess' (american, brazilian, international or russian)"),
            qPrintable(r.err[0]));
    }

    void benchPrintsOneLine()
    {
        const Run r = runCli({"bench"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.size(), 1);
        QVERIFY2(
            QRegularExpression("^bench nodes \\d+ ms \\d+ nps \\d+$").match(r.out[0]).hasMatch(),
            qPrintable(r.out[0]));
    }

    // A whole Hub session as a GUI drives it (protocol.txt: initialisation, then searches).
    void hubSession()
    {
        HubProcess hub;
        hub.send("hub");
        const QStringList intro = hub.until("wait");
        QVERIFY(!intro.isEmpty());
        QCOMPARE(intro.last(), QStringLiteral("wait"));
        QVERIFY(intro.first().startsWith("id name="));
        QVERIFY(
            intro.filter(QRegularExpression("^param name=variant .*values=\"[^\"]*russian")).size()
            == 1);
        QCOMPARE(
            intro.filter(QRegularExpression("^param name=threads value=1 type=int ")).size(), 1);

        hub.send("set-param name=variant value=russian");
        hub.send("set-param name=threads value=2");
        hub.send("init");
        QCOMPARE(hub.until("ready").last(), QStringLiteral("ready"));

        // The Russian start and the moves c3-d4 f6-e5 (22-18 11-15), as Hub sends them.
        const QString start = "W" + QString(12, 'b') + QString(8, 'e') + QString(12, 'w');
        hub.send("pos pos=" + start + " moves=\"22-18 11-15\"");
        hub.send("level depth=6");
        hub.send("go think");
        const QStringList search = hub.until("done");
        QVERIFY(!search.isEmpty());
        QVERIFY(search.last().startsWith("done move="));
        Position pos = Position::start(Variant::Russian);
        pos = pos.after(*parseMove(pos, "22-18"));
        pos = pos.after(*parseMove(pos, "11-15"));
        // White must capture d4:f6, taking e5: 18x11x15.
        const QString move = search.last().section("move=", 1).section(' ', 0, 0);
        QVERIFY2(hubMoves(pos).contains(canonicalHubMove(move)), qPrintable(search.last()));
        QCOMPARE(move, QStringLiteral("18x11x15"));
        QVERIFY(
            search
                .filter(QRegularExpression("^info depth=\\d+ .*score=-?\\d+\\.\\d\\d .*nodes=\\d+"))
                .size()
            >= 1);

        // An endless analysis, a ping while it runs, then stop: a done still comes.
        hub.send("pos start");
        hub.send("level infinite");
        hub.send("go analyze");
        QTest::qWait(200);
        hub.send("ping");
        QVERIFY(hub.until("pong").last() == QStringLiteral("pong"));
        hub.send("stop");
        const QStringList stopped = hub.until("done", 5000);
        QVERIFY(!stopped.isEmpty());
        const QString best = stopped.last().section("move=", 1).section(' ', 0, 0);
        QVERIFY2(hubMoves(Position::start(Variant::Russian)).contains(canonicalHubMove(best)),
            qPrintable(stopped.last()));

        // Bad input is answered with an error line, and the session goes on.
        hub.send("pos pos=Wxyz");
        QVERIFY(hub.line().startsWith("error message="));
        hub.send("ping");
        QCOMPARE(hub.line(), QStringLiteral("pong"));

        hub.send("quit");
        QVERIFY(hub.process().waitForFinished(5000));
        QCOMPARE(hub.process().exitCode(), 0);
    }

    // International positions are 51 letters; "normal" is Scan's name for the variant. At
    // strength 3 the engine plays level 3.
    void hubInternational()
    {
        HubProcess hub;
        hub.send("hub");
        hub.until("wait");
        hub.send("set-param name=variant value=normal");
        hub.send("set-param name=strength value=3");
        hub.send("init");
        hub.until("ready");
        const QString start = "W" + QString(20, 'b') + QString(10, 'e') + QString(20, 'w');
        hub.send("pos pos=" + start);
        hub.send("level move-time=0.2");
        hub.send("go think");
        const QString done = hub.until("done").last();
        const QString move = done.section("move=", 1).section(' ', 0, 0);
        QVERIFY2(
            hubMoves(Position::start(Variant::International)).contains(move), qPrintable(done));
        hub.process().closeWriteChannel(); // the GUI went away: the engine leaves
        QVERIFY(hub.process().waitForFinished(5000));
    }

    // Two settings over a balanced set of openings, both colours each, as PDN and a score line.
    void matchWritesPdnAndScore()
    {
        QTemporaryDir dir;
        const QString pdn = dir.filePath("match.pdn");
        const Run r
            = runCli({"match", "american", "depth=3", "depth=1", "--games", "4", "--pdn", pdn});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.size(), 6);
        const auto score = QRegularExpression(
            "^score depth=3 vs depth=1: \\+(\\d+) -(\\d+) =(\\d+), ([\\d.]+)/4 ")
                               .match(r.out[4]);
        QVERIFY2(score.hasMatch(), qPrintable(r.out[4]));
        // The Elo line counts the two pairs.
        QVERIFY2(QRegularExpression("^elo -?[\\d.inf]+ \\+/- [\\d.inf]+ \\(95%\\), pairs 2: "
                                    "\\d \\d \\d \\d \\d \\(")
                     .match(r.out[5])
                     .hasMatch(),
            qPrintable(r.out[5]));
        QCOMPARE(
            score.captured(1).toInt() + score.captured(2).toInt() + score.captured(3).toInt(), 4);
        QFile file(pdn);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        const auto games = readPdn(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY2(games.hasValue(), games.error().toString().c_str());
        QCOMPARE(games->size(), std::size_t(4));
        int firstAsWhite = 0;
        for (const PdnGame &g : *games) {
            QCOMPARE(pdnGameVariant(g).value(), Variant::American);
            firstAsWhite += g.tag("White")->value == "depth=3";
            // Every game replays legally, and ends as its result says.
            const auto replayed = replayPdnGame(g);
            QVERIFY(replayed.hasValue());
            QVERIFY(!replayed->failure);
            QVERIFY(replayed->record.result != PdnResult::Unknown);
            Position end = replayed->record.start;
            for (const Move &m : replayed->record.moves)
                end = end.after(m);
            if (replayed->record.result != PdnResult::Draw) {
                QVERIFY(!hasLegalMove(end));
                QCOMPARE(replayed->record.result == PdnResult::WhiteWins, end.side == Color::Black);
            }
        }
        // Both colours: each setting has White in half the games.
        QCOMPARE(firstAsWhite, 2);
    }

    // The openings each game of a match began with (its first two plies: at --games 8 every
    // American set here is of two-ply lines).
    static QStringList matchOpenings(const QStringList &extra)
    {
        QTemporaryDir dir;
        const QString pdn = dir.filePath("match.pdn");
        const Run r = runCli(
            QStringList {"match", "american", "depth=1", "depth=1", "--games", "8", "--pdn", pdn}
            + extra);
        if (r.exitCode != 0)
            return {};
        QFile file(pdn);
        if (!file.open(QIODevice::ReadOnly))
            return {};
        const QByteArray text = file.readAll();
        const auto games = readPdn(std::string_view(text.constData(), std::size_t(text.size())));
        if (!games)
            return {};
        QStringList openings;
        for (const PdnGame &g : *games) {
            const auto replayed = replayPdnGame(g);
            if (!replayed || replayed->record.moves.size() < 2)
                return {};
            const auto &moves = replayed->record.moves;
            openings << QString::fromStdString(
                lineToString(replayed->record.start, {moves[0], moves[1]}));
        }
        return openings;
    }

    // --opening-set K: set 0 is the default, set 1 shares no opening with it (each opening still
    // played with both colours), and a value that is not a set is refused before any game.
    void matchOpeningSets()
    {
        const QStringList byDefault = matchOpenings({});
        QCOMPARE(byDefault.size(), 8);
        QCOMPARE(matchOpenings({"--opening-set", "0"}), byDefault);
        const QStringList second = matchOpenings({"--opening-set", "1"});
        QCOMPARE(second.size(), 8);
        for (int i = 0; i < 8; i += 2) {
            QCOMPARE(byDefault[i + 1], byDefault[i]);
            QCOMPARE(second[i + 1], second[i]);
            QVERIFY2(!byDefault.contains(second[i]), qPrintable(second[i]));
        }
        for (const char *bad : {"-1", "x", "1001"}) {
            const Run r = runCli({"match", "american", "depth=1", "depth=1", "--opening-set", bad});
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.value(0).contains("--opening-set"), qPrintable(r.err.join('\n')));
            QVERIFY(r.out.isEmpty());
        }
    }

    // The sequential test stops the match once it decides: depth 4 against depth 2 is far
    // more than 150 Elo apart, so it accepts H1 long before 200 games.
    void matchSprtStops()
    {
        const Run r = runCli(
            {"match", "american", "depth=4", "depth=2", "--games", "200", "--sprt", "0,150"});
        QCOMPARE(r.exitCode, 0);
        const auto sprt = QRegularExpression("^sprt elo0 0 elo1 150 alpha 0.05 beta 0.05: llr "
                                             "([\\d.-]+), bounds -2.94 2.94, H1 accepted$")
                              .match(r.out.last());
        QVERIFY2(sprt.hasMatch(), qPrintable(r.out.last()));
        QVERIFY(sprt.captured(1).toDouble() >= 2.94);
        const int games = int(r.out.size()) - 3;
        QVERIFY2(games >= 20 && games < 200 && games % 2 == 0, qPrintable(r.out.join('\n')));
        QVERIFY(r.out[games - 1].contains("; llr "));
        QVERIFY(r.out[games].startsWith("score depth=4 vs depth=2: "));
        QVERIFY(r.out[games].contains(QString("/%1 (").arg(games)));
    }

    // With two games at a time the pair under way when the test decides still finishes and
    // counts, and may move the LLR back inside the bounds: the decision stands, the last line
    // gives the LLR that made it and, when it moved, the LLR after every pair.
    void matchSprtDecisionStandsWithThreads()
    {
        const Run r = runCli({"match", "american", "depth=4", "depth=2", "--games", "200", "--sprt",
            "0,150", "--threads", "2"});
        QCOMPARE(r.exitCode, 0);
        const auto sprt = QRegularExpression(
            "^sprt elo0 0 elo1 150 alpha 0.05 beta 0.05: llr ([\\d.-]+), bounds -2.94 2.94, "
            "H1 accepted( at pair (\\d+) \\(llr ([\\d.-]+) after all (\\d+) pairs\\))?$")
                              .match(r.out.last());
        QVERIFY2(sprt.hasMatch(), qPrintable(r.out.last()));
        QVERIFY(sprt.captured(1).toDouble() >= 2.94);
        const int games = int(r.out.size()) - 3;
        QVERIFY2(games < 200 && games % 2 == 0, qPrintable(r.out.join('\n')));
        // The pair that decided, from the game lines: a pair ends with its even-numbered game,
        // and each line carries the LLR after the pairs ended so far.
        const QRegularExpression line("^game (\\d+) .*; llr ([\\d.-]+)$");
        int ended = 0, deciding = 0;
        for (int i = 0; i < games && deciding == 0; ++i) {
            const auto m = line.match(r.out[i]);
            QVERIFY2(m.hasMatch(), qPrintable(r.out[i]));
            if (m.captured(1).toInt() % 2 == 0 && ++ended >= 10 && m.captured(2).toDouble() >= 2.94)
                deciding = ended;
        }
        QVERIFY(deciding >= 10);
        if (deciding < games / 2) {
            QVERIFY2(sprt.capturedLength(2) > 0, qPrintable(r.out.last()));
            QCOMPARE(sprt.captured(3).toInt(), deciding);
            QCOMPARE(sprt.captured(5).toInt(), games / 2);
        } else {
            QCOMPARE(sprt.capturedLength(2), 0);
        }
    }

    void matchErrors()
    {
        const Run r = runCli({"match", "american", "level=12", "depth=1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.value(0).contains("level=12"));
        const Run odd = runCli({"match", "american", "depth=2", "depth=1", "--games", "3"});
        QCOMPARE(odd.exitCode, 2);
        for (const QStringList &bad : {QStringList {"--sprt", "5,0"}, QStringList {"--sprt", "x"},
                 QStringList {"--sprt", "0,5", "--sprt-alpha", "0.7"},
                 QStringList {"--sprt-beta", "0.1"}}) {
            const Run s = runCli(QStringList {"match", "american", "depth=2", "depth=1"} + bad);
            QCOMPARE(s.exitCode, 2);
            QVERIFY2(s.err.value(0).contains("--sprt"), qPrintable(s.err.join('\n')));
            QVERIFY(s.out.isEmpty());
        }
    }

    // A game clock is time=SECONDS[+INCREMENT], more than nothing; it does not go with a fixed
    // move time. A bad one is an error naming the player, before any game.
    void matchClockErrors_data()
    {
        QTest::addColumn<QString>("player");
        QTest::addColumn<QString>("message");
        const QString notClock = QStringLiteral("is not a game clock: time=SECONDS or "
                                                "time=SECONDS+INCREMENT");
        QTest::newRow("letters") << "time=abc"
                                 << "player 'time=abc': 'time=abc' " + notClock;
        QTest::newRow("negative") << "time=-1"
                                  << "player 'time=-1': 'time=-1' " + notClock;
        QTest::newRow("nothing") << "time=0"
                                 << "player 'time=0': 'time=0' " + notClock;
        QTest::newRow("no value") << "depth=2,time"
                                  << "player 'depth=2,time': 'time' " + notClock;
        QTest::newRow("bad increment") << "time=20+x"
                                       << "player 'time=20+x': 'time=20+x' " + notClock;
        QTest::newRow("negative increment") << "time=20+-1"
                                            << "player 'time=20+-1': 'time=20+-1' " + notClock;
        QTest::newRow("with movetime")
            << "time=20+0.2,movetime=100"
            << "player 'time=20+0.2,movetime=100': time= and movetime= do not go together";
    }

    void matchClockErrors()
    {
        QFETCH(QString, player);
        QFETCH(QString, message);
        for (const QStringList &players : {QStringList {player, "depth=1"},
                 QStringList {"depth=1", "engine=/bin/true," + player}}) {
            const Run r = runCli(QStringList {"match", "american"} + players);
            QCOMPARE(r.exitCode, 2);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(r.err.size(), 1);
            const QString expected = players[0] == player
                ? message
                : QString(message).replace(
                    "player '" + player, "player 'engine=/bin/true," + player);
            QVERIFY2(r.err[0].startsWith("damas-cli: match: " + expected), qPrintable(r.err[0]));
        }
    }

    // A player may probe endgame tables (egtb=DIR); a directory without the variant's tables is
    // refused before any game, as the match would then say nothing of them.
    void matchWithTables()
    {
        QTemporaryDir dir;
        const QString tables = dir.filePath("tb");
        QCOMPARE(
            runCli({"egtb", "generate", "russian", "--pieces", "2", "--dir", tables}).exitCode, 0);
        const Run r
            = runCli({"match", "russian", "depth=2,egtb=" + tables, "depth=2", "--games", "2"});
        QCOMPARE(r.exitCode, 0);
        // Two game lines, then the score line, then the Elo line.
        QVERIFY2(r.out.value(2).startsWith("score depth=2,egtb="), qPrintable(r.out.join('\n')));
        const QString empty = dir.filePath("none");
        const Run refused = runCli({"match", "russian", "depth=2,egtb=" + empty, "depth=2"});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.value(0).contains("no endgame tables for russian"),
            qPrintable(refused.err.join('\n')));
        QVERIFY(refused.out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSearchCommands)
#include "tst_searchcommands.moc"
