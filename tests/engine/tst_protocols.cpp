// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli facing other programs and damaged input (issue 13): numbers from outside range-checked,
// messages that quote input on one printable line, the Hub exchange pydraughts drives, and match
// against outside engines that cannot start, never answer, or answer garbage (scripted engines in
// tests/engine/data/engines).
#include "fen.h"
#include "movegen.h"
#include "notation.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace damas;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run runCli(const QStringList &arguments, int timeoutMs = 120000, const QString &folder = {},
    const QString &dataHome = {})
{
    QProcess p;
    if (!folder.isEmpty())
        p.setWorkingDirectory(folder);
    if (!dataHome.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral(DAMAS_CLI), arguments);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

QString engine(const char *name)
{
    return QStringLiteral(DAMAS_TEST_ENGINES "/") + QString::fromLatin1(name);
}

// No byte a terminal would act on: control characters (ESC above all) but the line ends.
bool printableLines(const QByteArray &text)
{
    for (char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\n') || u == 0x7F)
            return false;
    }
    return true;
}

// The Hub conversation with one `damas-cli hub`.
class Hub
{
public:
    Hub()
    {
        m_p.start(QStringLiteral(DAMAS_CLI), {QStringLiteral("hub")});
        m_p.waitForStarted();
    }
    ~Hub()
    {
        if (m_p.state() != QProcess::NotRunning) {
            m_p.kill();
            m_p.waitForFinished();
        }
    }
    void send(const QByteArray &line)
    {
        m_p.write(line + '\n');
        m_p.waitForBytesWritten(30000);
    }
    QByteArray line(int timeoutMs = 30000)
    {
        while (!m_p.canReadLine()) {
            if (!m_p.waitForReadyRead(timeoutMs))
                return {};
        }
        QByteArray l = m_p.readLine();
        l.chop(1);
        return l;
    }
    // Lines up to and including the first whose command is `command`.
    QList<QByteArray> until(const QByteArray &command)
    {
        QList<QByteArray> lines;
        for (;;) {
            const QByteArray l = line();
            if (l.isEmpty())
                return lines;
            lines << l;
            if (l.split(' ').first() == command)
                return lines;
        }
    }
    QProcess &process() { return m_p; }

private:
    QProcess m_p;
};

/*
 * A Hub line read the way pydraughts reads it (draughts/engines/hub.py): the words after the
 * command, split at spaces outside double quotes, each split at '=' into exactly a name and a
 * value. False when pydraughts would fail to unpack one.
 */
bool pydraughtsReads(const QByteArray &line, QList<QPair<QByteArray, QByteArray>> *pairs = nullptr)
{
    const int space = line.indexOf(' ');
    if (space < 0)
        return true;
    QList<QByteArray> words;
    QByteArray word;
    bool inQuotes = false;
    for (char c : line.mid(space + 1)) {
        if (c == '"')
            inQuotes = !inQuotes;
        if (c == ' ' && !inQuotes) {
            if (!word.isEmpty())
                words << word;
            word.clear();
        } else {
            word += c;
        }
    }
    if (!word.isEmpty())
        words << word;
    for (const QByteArray &w : words) {
        const QList<QByteArray> parts = w.split('=');
        if (parts.size() != 2)
            return false;
        if (pairs)
            pairs->append({parts[0], parts[1]});
    }
    return true;
}

// Hub moves ("32-28", "28x19x23": start, end, captured pieces) of every legal move.
QStringList hubMoves(const Position &pos)
{
    QStringList out;
    for (const Move &m : legalMoves(pos)) {
        QString s = QString::number(fromSquare(pos, m)) + (m.isCapture() ? 'x' : '-')
            + QString::number(toSquare(pos, m));
        for (int sq : capturedSquares(pos, m))
            s += 'x' + QString::number(sq);
        out << s;
    }
    return out;
}

// pydraughts' position letters: the side to move, then w/b/W/B/e per square from 1.
QByteArray hubPositionOf(
    const char *side, std::initializer_list<std::pair<int, char>> pieces, int squares)
{
    QByteArray s(squares, 'e');
    for (const auto &[square, letter] : pieces)
        s[square - 1] = letter;
    return QByteArray(side) + s;
}

} // namespace

class TestProtocols : public QObject
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

    // --- Numbers and messages ---

    void commandLineNumbersAreRangeChecked_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("says");
        QTest::newRow("perft +2") << QStringList {"perft", "international", "+2"} << "'+2'";
        QTest::newRow("perft huge")
            << QStringList {"perft", "international", "99999999999999999999"} << "from 1 to 30";
        QTest::newRow("go --depth +3") << QStringList {"go", "russian", "--depth", "+3"} << "'+3'";
        QTest::newRow("match player huge")
            << QStringList {"match", "american", "depth=99999999999999999999", "depth=1"}
            << "depth=99999999999999999999";
        QTest::newRow("match --games huge") << QStringList {"match", "american", "depth=1",
            "depth=1", "--games", "99999999999999999999"}
                                            << "--games";
        QTest::newRow("no piece at all")
            << QStringList {"moves", "international", "--fen", "W"} << "no piece";
    }

    void commandLineNumbersAreRangeChecked()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, says);
        const Run r = runCli(arguments);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QByteArray());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(says), r.err.constData());
    }

    // A FEN with a line break, an escape sequence and a byte that is not UTF-8: one line, each
    // shown escaped.
    void messagesQuoteInputOnOneLine()
    {
        const Run r = runCli(
            {"moves", "international", "--fen", QString::fromLatin1("W:W31\n\x1b[2J\x01zz")});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(printableLines(r.err), r.err.constData());
        QVERIFY2(r.err.contains("W:W31\\n\\x1b[2J\\x01zz"), r.err.constData());
    }

    void hubNumbersAndLongLines()
    {
        Hub hub;
        const QByteArray start
            = "W" + QByteArray(20, 'b') + QByteArray(10, 'e') + QByteArray(20, 'w');
        const QList<QByteArray> bad {"pos pos=" + start + " moves=\"99999999999999999999-1\"",
            "set-param name=strength value=99999999999999999999", "set-param name=hash value=-1",
            "level depth=1e400", "level move-time=nan", "level nodes=99999999999999999999999",
            "\x1b[2J\x07\xff"};
        for (const QByteArray &line : bad) {
            hub.send(line);
            const QByteArray answer = hub.line();
            QVERIFY2(answer.startsWith("error message="), line.constData());
            QVERIFY2(printableLines(answer), answer.constData());
        }
        // A 10 MB unknown command: named, cut, with its length; not echoed whole.
        hub.send(QByteArray(10 * 1024 * 1024, 'x'));
        const QByteArray echo = hub.line();
        QVERIFY2(echo.startsWith("error message="), echo.left(200).constData());
        QVERIFY2(echo.size() < 400, QByteArray::number(echo.size()).constData());
        QVERIFY2(echo.contains("a line of 10485760 bytes is too long"), echo.constData());
        hub.send("ping");
        QCOMPARE(hub.line(), QByteArray("pong"));
        hub.send("quit");
        QVERIFY(hub.process().waitForFinished(5000));
        QCOMPARE(hub.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(hub.process().exitCode(), 0);
    }

    // --- The exchange pydraughts drives (draughts/engines/hub.py, read, not copied) ---

    /*
     * pydraughts names the first mover White in every variant and gives Black the squares from
     * 1: for english (American) checkers its start is "W", 12 black men on 1-12, 12 white men on
     * 21-32. Damas plays that position as it stands: the same game turned round.
     */
    void pydraughtsPlaysEnglishAndStandard()
    {
        Hub hub;
        hub.send("hub");
        const QList<QByteArray> intro = hub.until("wait");
        QCOMPARE(intro.last(), QByteArray("wait"));
        for (const QByteArray &l : intro)
            QVERIFY2(pydraughtsReads(l), l.constData());
        hub.send("set-param name=variant value=english");
        hub.send("init");
        QCOMPARE(hub.until("ready").last(), QByteArray("ready"));

        const QByteArray start
            = "W" + QByteArray(12, 'b') + QByteArray(8, 'e') + QByteArray(12, 'w');
        hub.send("pos pos=" + start + " moves=\"22-18 11-15\"");
        hub.send("level move-time=0.2");
        hub.send("go think");
        QList<QByteArray> search = hub.until("done");
        for (const QByteArray &l : search) {
            QVERIFY2(!l.startsWith("error"), l.constData());
            QVERIFY2(pydraughtsReads(l), l.constData());
        }
        QList<QPair<QByteArray, QByteArray>> done;
        QVERIFY(pydraughtsReads(search.last(), &done));
        QVERIFY(!done.isEmpty());
        QCOMPARE(done.first().first, QByteArray("move"));
        Position english = *parseFen(Variant::American,
            "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
        english = english.after(*parseMove(english, "22-18"));
        english = english.after(*parseMove(english, "11-15"));
        QVERIFY2(hubMoves(english).contains(QString::fromLatin1(done.first().second)),
            search.last().constData());

        hub.send("set-param name=variant value=standard");
        hub.send("pos pos=W" + QByteArray(20, 'b') + QByteArray(10, 'e') + QByteArray(20, 'w'));
        hub.send("level depth=3");
        hub.send("go think");
        search = hub.until("done");
        done.clear();
        QVERIFY(pydraughtsReads(search.last(), &done));
        QCOMPARE(done.value(0).first, QByteArray("move"));
        QVERIFY2(hubMoves(Position::start(Variant::International))
                     .contains(QString::fromLatin1(done.first().second)),
            search.last().constData());
    }

    /*
     * The kings on 29 and 4 go back and forth: after 8 plies the position stands for the third
     * time, a draw by repetition (draw-rules.md). pydraughts' own referee may count otherwise
     * and ask for a move: Damas gives a legal one and says the game is drawn, in an info line;
     * no error, no bare "done" (which pydraughts cannot read).
     */
    void drawnGameStillGetsAMove()
    {
        Hub hub;
        hub.send("hub");
        hub.until("wait");
        hub.send("set-param name=variant value=english");
        hub.send("init");
        hub.until("ready");
        hub.send("pos pos=" + hubPositionOf("W", {{4, 'B'}, {29, 'W'}}, 32)
            + " moves=\"29-25 4-8 25-29 8-4 29-25 4-8 25-29 8-4\"");
        hub.send("level move-time=0.1");
        hub.send("go think");
        const QList<QByteArray> search = hub.until("done");
        QVERIFY(!search.isEmpty());
        bool said = false;
        for (const QByteArray &l : search) {
            QVERIFY2(!l.startsWith("error"), l.constData());
            QVERIFY2(pydraughtsReads(l), l.constData());
            said = said || (l.startsWith("info ") && l.contains("drawn by threefold repetition"));
        }
        QVERIFY(said);
        QList<QPair<QByteArray, QByteArray>> done;
        QVERIFY(pydraughtsReads(search.last(), &done));
        QCOMPARE(done.value(0).first, QByteArray("move"));
        const Position pos = *parseFen(Variant::American, "W:WK29:BK4");
        QVERIFY2(hubMoves(pos).contains(QString::fromLatin1(done.first().second)),
            search.last().constData());

        // The GUI plays on past the end Damas's referee sees: its moves are taken, and the
        // answer is a legal move in the position they reach.
        hub.send("pos pos=" + hubPositionOf("W", {{4, 'B'}, {29, 'W'}}, 32)
            + " moves=\"29-25 4-8 25-29 8-4 29-25 4-8 25-29 8-4 29-25\"");
        hub.send("go think");
        const QList<QByteArray> more = hub.until("done");
        QVERIFY(!more.isEmpty());
        for (const QByteArray &l : more)
            QVERIFY2(!l.startsWith("error"), l.constData());
        QVERIFY(more.first().contains("drawn by threefold repetition"));
        done.clear();
        QVERIFY(pydraughtsReads(more.last(), &done));
        const Position on = *parseFen(Variant::American, "B:WK25:BK4");
        QVERIFY2(hubMoves(on).contains(QString::fromLatin1(done.value(0).second)),
            more.last().constData());
    }

    // --- match against outside engines ---

    void matchEngineThatCannotStart_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("why");
        QTest::newRow("missing") << "/nonexistent/engine"
                                 << "does not exist";
        QTest::newRow("folder") << QStringLiteral(DAMAS_TEST_ENGINES) << "is a folder";
        QTest::newRow("not executable") << ""
                                        << "is not executable";
    }

    void matchEngineThatCannotStart()
    {
        QFETCH(QString, path);
        QFETCH(QString, why);
        QTemporaryDir dir;
        if (path.isEmpty()) {
            path = dir.filePath(QStringLiteral("engine"));
            QVERIFY(QFile::copy(engine("silent-engine"), path));
            QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
        }
        const Run r = runCli(
            {"match", "american", "depth=1", "engine=" + path + ",movetime=100", "--games", "2"});
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QByteArray()); // nothing played
        QCOMPARE(r.err.count('\n'), 1);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains("'" + path + "'") && err.contains(why), r.err.constData());
    }

    // engine=PATH with a relative path is the current folder's, though the engine is started in
    // its own folder; a relative path to nothing is named in full in the error.
    void matchEngineRelativePath()
    {
        const QFileInfo cli(QStringLiteral(DAMAS_CLI));
        const QString folder = cli.dir().absolutePath() + QStringLiteral("/..");
        const QString relative = cli.dir().dirName() + '/' + cli.fileName();
        const Run r = runCli(
            {"match", "american", "depth=1", "engine=" + relative + ",depth=1", "--games", "2"},
            120000, folder);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QList<QByteArray> lines = r.out.split('\n');
        QVERIFY2(lines.value(0).startsWith("game 1 ") && !lines[0].contains("engine-error"),
            r.out.constData());
        QVERIFY2(lines.value(2).startsWith("score depth=1 vs engine=" + relative.toUtf8()),
            r.out.constData());

        const Run missing = runCli(
            {"match", "american", "depth=1", "engine=no-such/engine,depth=1", "--games", "2"},
            120000, folder);
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.out.isEmpty());
        const QString whole = QDir(folder).canonicalPath() + QStringLiteral("/no-such/engine");
        QVERIFY2(QString::fromUtf8(missing.err).contains("'" + whole + "' does not exist"),
            missing.err.constData());
    }

    // A build plays alike as the match's own player and as an engine= player, also where the
    // user's data folder holds endgame tables (the Hub engine probes them, as the app does): a
    // match of a build against itself is then the same game twice in every pair, one point
    // each. Before, the own player had no tables and lost the endings they decide.
    void matchOwnPlayerIsItsHubEngine()
    {
        QTemporaryDir data;
        QVERIFY(data.isValid());
        const QString tables = data.path() + QStringLiteral("/Damas/damas/egtb");
        const Run made = runCli({"egtb", "generate", "american", "--pieces", "3", "--dir", tables});
        QVERIFY2(made.exitCode == 0, made.err.constData());
        const QString self = QStringLiteral(DAMAS_CLI);
        const Run r = runCli({"match", "american", "nodes=300", "engine=" + self + ",nodes=300",
                                 "--games", "40", "--threads", "2"},
            300000, {}, data.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.out.contains("\nelo 0.0 +/- 0.0 (95%), pairs 20: 0 0 20 0 0 "), r.out.constData());

        // egtb=none leaves the own player without them again, and it is no longer the same: some
        // game goes another way (another result or another length) than with the tables. (Not
        // "some pair is uneven": two different players can still split every pair.)
        const Run without
            = runCli({"match", "american", "nodes=300,egtb=none", "engine=" + self + ",nodes=300",
                         "--games", "40", "--threads", "2"},
                300000, {}, data.path());
        QCOMPARE(without.exitCode, 0);
        const auto withTables = gameOutcomes(r.out);
        const auto withoutTables = gameOutcomes(without.out);
        QCOMPARE(withTables.size(), 40);
        QCOMPARE(withoutTables.size(), 40);
        QVERIFY2(withTables != withoutTables, without.out.constData());
    }

    // Each game's result and length by its number, from a match's "game N ...: RESULT, N plies"
    // lines (the players' names left out, since they differ between the runs compared).
    static QMap<int, QString> gameOutcomes(const QByteArray &out)
    {
        static const QRegularExpression line(
            QStringLiteral("^game (\\d+) .*\\): ([^;]*, \\d+ plies);"),
            QRegularExpression::MultilineOption);
        QMap<int, QString> outcomes;
        auto it = line.globalMatch(QString::fromUtf8(out));
        while (it.hasNext()) {
            const auto m = it.next();
            outcomes.insert(m.captured(1).toInt(), m.captured(2));
        }
        return outcomes;
    }

    // A player's hash= and threads= reach an engine= player as Hub parameters, set before
    // "init" (they were left unsaid, so "engine=...,threads=2" searched on one thread); an
    // engine that does not announce such a parameter is an error before any game, and egtb=
    // (this engine's own player's tables) is refused for an engine= player.
    void matchEnginePlayerGetsItsSettings()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("sent.log"));
        qputenv("DAMAS_RELAY_CLI", DAMAS_CLI);
        qputenv("DAMAS_RELAY_LOG", log.toLocal8Bit());
        const Run r = runCli({"match", "american", "depth=1",
            "engine=" + engine("relay-engine") + ",depth=2,threads=2,hash=8", "--games", "2"});
        qunsetenv("DAMAS_RELAY_LOG");
        QCOMPARE(r.exitCode, 0);
        QFile sent(log);
        QVERIFY(sent.open(QIODevice::ReadOnly));
        const QByteArray lines = sent.readAll();
        const qsizetype init = lines.indexOf("\ninit\n");
        QVERIFY2(init > 0, lines.constData());
        const qsizetype hash = lines.indexOf("\nset-param name=hash value=8\n");
        const qsizetype threads = lines.indexOf("\nset-param name=threads value=2\n");
        QVERIFY2(hash > 0 && hash < init && threads > 0 && threads < init, lines.constData());

        const Run unknown = runCli({"match", "american", "depth=1",
            "engine=" + engine("silent-engine") + ",movetime=100,threads=2", "--games", "2"});
        QCOMPARE(unknown.exitCode, 2);
        QCOMPARE(unknown.out, QByteArray());
        QVERIFY2(unknown.err.contains("has no parameter 'threads' to set (it announces none)"),
            unknown.err.constData());

        const Run tables = runCli({"match", "american", "depth=1",
            "engine=" + engine("relay-engine") + ",depth=1,egtb=none", "--games", "2"});
        QCOMPARE(tables.exitCode, 2);
        QCOMPARE(tables.out, QByteArray());
        QVERIFY2(tables.err.contains("an engine= player probes its own"), tables.err.constData());
    }

    // An engine that never answers a search loses each game on time, and the match says so and
    // goes on. It is waited for its move time (100 ms) or the time left on its clock (0.5 s) and
    // a 2 s margin, not a minute.
    void matchSilentEngineLosesOnTime_data()
    {
        QTest::addColumn<QString>("limit");
        QTest::addColumn<QByteArray>("wait");
        QTest::addColumn<int>("clockLines");
        QTest::newRow("move time") << "movetime=100" << QByteArray("2.1 s") << 0;
        QTest::newRow("clock") << "time=0.5" << QByteArray("2.5 s") << 1;
    }

    void matchSilentEngineLosesOnTime()
    {
        QFETCH(QString, limit);
        QFETCH(QByteArray, wait);
        QFETCH(int, clockLines);
        QElapsedTimer clock;
        clock.start();
        const Run r = runCli({"match", "american", "depth=1",
            "engine=" + engine("silent-engine") + "," + limit, "--games", "2"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(clock.elapsed() < 60000, QByteArray::number(clock.elapsed()).constData());
        const QList<QByteArray> lines = r.out.split('\n');
        // Two games, the score, the Elo line, the clock's line and the end of the last line.
        QCOMPARE(lines.count(), 5 + clockLines);
        QVERIFY2(lines[0].contains(" time-forfeit, ") && lines[1].contains(" time-forfeit, "),
            r.out.constData());
        QVERIFY2(lines[2].startsWith("score depth=1 vs ") && lines[2].contains("+2 -0 =0"),
            lines[2].constData());
        QVERIFY2(lines[3].startsWith("elo inf +/- inf (95%), pairs 1: 0 0 0 0 1 "),
            lines[3].constData());
        QCOMPARE(
            r.err.count("did not answer 'go think' within " + wait + ": it loses the game"), 2);
    }

    // --- match under a game clock ---

    // A clocked match plays its games to the end: the engine is sent its clock ("level
    // time=... inc=...") before each move, the time each move took (50 ms at least, the relay's
    // delay) taken off it and the increment added; the own player's clock is counted too, and
    // the PDN says the time control.
    void matchUnderAClock()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("sent.log"));
        const QString pdn = dir.filePath(QStringLiteral("games.pdn"));
        qputenv("DAMAS_RELAY_CLI", DAMAS_CLI);
        qputenv("DAMAS_RELAY_LOG", log.toLocal8Bit());
        qputenv("DAMAS_RELAY_DELAY", "0.05");
        const Run r = runCli({"match", "american", "time=10+0.1,nodes=20000",
            "engine=" + engine("relay-engine") + ",time=10+0.1,depth=4", "--games", "2", "--pdn",
            pdn});
        qunsetenv("DAMAS_RELAY_LOG");
        qunsetenv("DAMAS_RELAY_DELAY");
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        const QRegularExpression game(QStringLiteral(
            "^game \\d .*: \\S+ ([a-z-]+), \\d+ plies, clocks (\\d+\\.\\d\\d) s (\\d+\\.\\d\\d) s "
            "left; score "));
        for (int i = 0; i < 2; ++i) {
            const auto m = game.match(QString::fromUtf8(lines.value(i)));
            QVERIFY2(m.hasMatch(), r.out.constData());
            QVERIFY2(m.captured(1) != "time-forfeit" && m.captured(1) != "engine-error",
                lines[i].constData());
            QVERIFY(m.captured(2).toDouble() > 0 && m.captured(3).toDouble() > 0);
        }
        // Both players' clock use: the own player's clock had its increments, and it spent some.
        const QRegularExpression use(
            QStringLiteral("^clock (\\S+): spent (\\d+\\.\\d)% of its time \\((\\d+\\.\\d) s of "
                           "(\\d+\\.\\d) s a "
                           "game\\), \\d+\\.\\d\\d s left at the end on average, 0 lost on time$"),
            QRegularExpression::MultilineOption);
        auto uses = use.globalMatch(QString::fromUtf8(r.out));
        QStringList players;
        while (uses.hasNext()) {
            const auto m = uses.next();
            players << m.captured(1);
            QVERIFY2(m.captured(2).toDouble() > 0 && m.captured(2).toDouble() < 100,
                qPrintable(m.captured(0)));
            QVERIFY2(m.captured(4).toDouble() > 10.5, qPrintable(m.captured(0)));
        }
        QCOMPARE(players.size(), 2);
        QVERIFY(players[0].startsWith("time=10+0.1,nodes=20000"));

        // What the engine was sent: per game (one engine each), its clock before every move.
        QFile sent(log);
        QVERIFY(sent.open(QIODevice::ReadOnly));
        const QRegularExpression level(
            QStringLiteral("^level time=(\\d+\\.\\d{3}) inc=0\\.100 depth=4$"));
        int games = 0;
        QList<double> times;
        // What is wrong with the clocks sent in one game, or nothing.
        auto checkGame = [&]() -> QString {
            if (times.isEmpty())
                return {}; // the engine started once before the games, to see that it can
            ++games;
            QString sent;
            for (double t : times)
                sent += ' ' + QString::number(t, 'f', 3);
            if (times.size() < 5 || times[0] != 10.0)
                return "game " + QString::number(games) + ", clocks sent:" + sent;
            for (int k = 1; k < times.size(); ++k) {
                // At most the increment less the relay's delay (and a rounding).
                if (times[k] - times[k - 1] > 0.1 - 0.05 + 0.0005)
                    return "game " + QString::number(games) + ", move " + QString::number(k)
                        + ", clocks sent:" + sent;
            }
            return {};
        };
        for (const QByteArray &l : sent.readAll().split('\n')) {
            if (l == "hub") {
                const QString wrong = checkGame();
                QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
                times.clear();
            } else if (const auto m = level.match(QString::fromLatin1(l)); m.hasMatch()) {
                times << m.captured(1).toDouble();
            } else {
                QVERIFY2(!l.startsWith("level"), l.constData());
            }
        }
        const QString wrong = checkGame();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        QCOMPARE(games, 2);

        QFile games2(pdn);
        QVERIFY(games2.open(QIODevice::ReadOnly));
        QCOMPARE(games2.readAll().count("[TimeControl \"10+0.1\"]"), 2);
    }

    // An engine that answers, but later than its clock allows (each move 0.4 s, the increment
    // 0.1 s), loses on time when its clock runs out, though its move came within the wait's
    // margin; the match says how long it took and what it had. The own player has a clock and
    // no other limit: its search keeps to the time it is given.
    void matchSlowEngineLosesOnTime()
    {
        qputenv("DAMAS_RELAY_CLI", DAMAS_CLI);
        qputenv("DAMAS_RELAY_DELAY", "0.4");
        const Run r = runCli({"match", "american", "time=5",
            "engine=" + engine("relay-engine") + ",time=1+0.1,depth=2", "--games", "2"});
        qunsetenv("DAMAS_RELAY_DELAY");
        QCOMPARE(r.exitCode, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        QVERIFY2(lines.value(0).contains(" time-forfeit, ")
                && lines.value(1).contains(" time-forfeit, "),
            r.out.constData());
        QVERIFY2(lines.value(2).contains("+2 -0 =0"), r.out.constData());
        QVERIFY2(QRegularExpression(
                     QStringLiteral("\nclock time=5: spent \\d+\\.\\d% of its time "
                                    "\\(\\d+\\.\\d s of 5\\.0 s a game\\), \\d\\.\\d\\d s "
                                    "left at the end on average, 0 lost on time\n"))
                     .match(QString::fromUtf8(r.out))
                     .hasMatch(),
            r.out.constData());
        QVERIFY2(
            r.out.contains("s left at the end on average, 2 lost on time\n"), r.out.constData());
        const QRegularExpression late(
            QStringLiteral("game \\d: engine '[^']*relay-engine' took \\d+\\.\\d{3} s with "
                           "\\d+\\.\\d{3} s left on its "
                           "clock: it loses the game\n"));
        int lateLines = 0;
        for (auto m = late.globalMatch(QString::fromUtf8(r.err)); m.hasNext(); m.next())
            ++lateLines;
        QCOMPARE(lateLines, 2);
        QCOMPARE(r.err.count('\n'), 2);
    }

    void matchGarbageEngineLoses()
    {
        const Run r = runCli({"match", "american", "depth=1",
            "engine=" + engine("garbage-engine") + ",movetime=100", "--games", "2"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.count("engine-error"), 2);
        QVERIFY2(printableLines(r.err), r.err.constData());
        QCOMPARE(r.err.count("is not a square of the board (1 to 32): it loses the game"), 2);
    }
};

QTEST_GUILESS_MAIN(TestProtocols)
#include "tst_protocols.moc"
