// SPDX-License-Identifier: GPL-3.0-or-later
// Replays real game records (../shared/testdata, see its README.md for their sources): every
// move of every game must be legal, matched by its squares, except the one documented typo.
// Also checks damas-cli replay's output contract (../shared/spec/cli.md).
#include "pdn.h"
#include "pdntest.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)

namespace {

struct Failure
{
    int game; // 1-based
    ReplayFailure failure;
};

// Every game of a file replayed; the first error (unreadable file, game that cannot start) is
// returned in `error`.
struct FileReplay
{
    std::string error;
    int games = 0;
    long long plies = 0;
    std::vector<Failure> failures;
    std::vector<PdnResult> results;
};

FileReplay replayFile(const QString &path, std::optional<Variant> fallback)
{
    FileReplay out;
    const std::string text = pdntest::fileText(path);
    const auto read = readPdn(text, [&](PdnGame &&game) {
        ++out.games;
        const auto replayed = replayPdnGame(game, fallback);
        if (!replayed) {
            out.error = "game " + std::to_string(out.games) + ": " + replayed.error().toString();
            return false;
        }
        out.plies += static_cast<long long>(replayed->record.moves.size());
        out.results.push_back(replayed->record.result);
        if (replayed->failure)
            out.failures.push_back({out.games, *replayed->failure});
        return true;
    });
    if (!read && out.error.empty())
        out.error = read.error().toString();
    return out;
}

QString testdataDir()
{
    return QStringLiteral(DAMAS_TESTDATA_DIR);
}

struct CliRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

CliRun runCli(const QStringList &arguments)
{
    QProcess p;
    p.start(QStringLiteral(DAMAS_CLI), arguments);
    CliRun r;
    if (!p.waitForFinished(60000))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// QSKIP returns from the test function itself, so this is a macro, not a helper.
#define REQUIRE_TESTDATA()                                                                         \
    do {                                                                                           \
        if (!QDir(testdataDir()).exists())                                                         \
            QSKIP("../shared/testdata is not there (DAMAS_TESTDATA_DIR): the replay of public "    \
                  "game records runs only when it is");                                            \
    } while (false)

} // namespace

class TestReplay : public QObject
{
    Q_OBJECT

private slots:
    // Game counts: ../shared/testdata/README.md.
    void cleanFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("games");
        QTest::newRow("inferno") << "american/inferno.pdn" << Variant::American << 68;
        QTest::newRow("principles")
            << "american/Principles of Strategy.pdn" << Variant::American << 16;
        QTest::newRow("russian 1998")
            << "russian/World_Championship_1998.expanded.pdn" << Variant::Russian << 460;
    }

    void cleanFiles()
    {
        REQUIRE_TESTDATA();
        QFETCH(QString, file);
        QFETCH(Variant, variant);
        QFETCH(int, games);
        const FileReplay r = replayFile(testdataDir() + "/" + file, variant);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.games, games);
        for (const Failure &f : r.failures)
            QFAIL(qPrintable(QStringLiteral("game %1 ply %2: %3")
                                 .arg(f.game)
                                 .arg(f.failure.ply)
                                 .arg(QString::fromStdString(f.failure.error.toString()))));
        QVERIFY(r.plies > 0);
    }

    // A game that does not say its variant is read in the one asked for when its moves fit it,
    // else in the variant where they go furthest; a GameType tag is taken at its word.
    void variantOfAGameThatDoesNotSayIt_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Variant>("fallback");
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("plies");
        // 11-15 23-19 8-11 22-17: American squares (Black moves first from 1-12).
        const QString american = "[Event \"x\"]\n1. 11-15 23-19 2. 8-11 22-17 *\n";
        QTest::newRow("American moves, Russian asked")
            << american << Variant::Russian << Variant::American << 4;
        QTest::newRow("American moves, American asked")
            << american << Variant::American << Variant::American << 4;
        QTest::newRow("tagged Russian stays Russian")
            << "[GameType \"25\"]\n" + american << Variant::American << Variant::Russian << 0;
        // c3-d4 f6-e5 d4:f6 g7:e5 is Russian and Brazilian alike: the one asked for stays.
        const QString both = "1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n";
        QTest::newRow("fits both, Brazilian asked")
            << both << Variant::Brazilian << Variant::Brazilian << 4;
        QTest::newRow("fits both, Russian asked")
            << both << Variant::Russian << Variant::Russian << 4;
        // 32-28 19-23 28x19 14x23: International's first moves. On 8x8 32-28 is no move (28 is
        // taken at the start), so the 10x10 board is the only one where they fit.
        QTest::newRow("International moves, American asked")
            << "1. 32-28 19-23 2. 28x19 14x23 *\n"
            << Variant::American << Variant::International << 4;
    }

    void variantOfAGameThatDoesNotSayIt()
    {
        QFETCH(QString, text);
        QFETCH(Variant, fallback);
        QFETCH(Variant, variant);
        QFETCH(int, plies);
        const QByteArray bytes = text.toUtf8();
        const auto games = readPdn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
        QVERIFY(games && games->size() == 1);
        const auto r = replayPdnGameAnyVariant(games->front(), fallback);
        QVERIFY(bool(r));
        QCOMPARE(r->record.variant, variant);
        QCOMPARE(int(r->record.moves.size()), plies);
    }

    // The Russian file carries GameType "25" in every game, and results 2-0/1-1/0-2: no
    // --variant is needed and every result is known.
    void russianNeedsNoVariant()
    {
        REQUIRE_TESTDATA();
        const FileReplay r
            = replayFile(testdataDir() + "/russian/World_Championship_1998.expanded.pdn", {});
        QVERIFY2(r.error.empty(), r.error.c_str());
        QVERIFY(r.failures.empty());
        for (PdnResult result : r.results)
            QVERIFY(result != PdnResult::Unknown);
    }

    // 897 games in international/ (every result '*', CRLF line ends).
    void internationalFolder()
    {
        REQUIRE_TESTDATA();
        const QDir dir(testdataDir() + "/international");
        const QStringList files = dir.entryList({QStringLiteral("*.pdn")}, QDir::Files);
        QVERIFY(!files.isEmpty());
        int games = 0;
        for (const QString &name : files) {
            const FileReplay r = replayFile(dir.filePath(name), Variant::International);
            QVERIFY2(r.error.empty(), qPrintable(name + ": " + QString::fromStdString(r.error)));
            for (const Failure &f : r.failures)
                QFAIL(qPrintable(name
                    + QStringLiteral(": game %1 ply %2: %3")
                          .arg(f.game)
                          .arg(f.failure.ply)
                          .arg(QString::fromStdString(f.failure.error.toString()))));
            for (PdnResult result : r.results)
                QCOMPARE(result, PdnResult::Unknown);
            games += r.games;
        }
        QCOMPARE(games, 897);
    }

    // tinsley.pdn: 724 games; game 541 (Petal 1981, game 18) has a source typo at ply 123,
    // "32-28", which no legal move fits. It is reported there, and the replay goes on. Two
    // games end with a remark written without braces after their last move: reported too, at
    // the ply after it, every move kept.
    void tinsleyHasOneTypo()
    {
        REQUIRE_TESTDATA();
        const QString path = testdataDir() + "/american/tinsley.pdn";
        const FileReplay r = replayFile(path, Variant::American);
        QVERIFY2(r.error.empty(), r.error.c_str());
        QCOMPARE(r.games, 724);
        QCOMPARE(r.failures.size(), std::size_t(3));
        const auto typo = std::find_if(r.failures.begin(), r.failures.end(),
            [](const Failure &f) { return f.failure.kind == MoveReadError::Illegal; });
        QVERIFY(typo != r.failures.end());
        for (const Failure &f : r.failures) {
            if (&f != &*typo)
                QCOMPARE(f.failure.kind, MoveReadError::Unreadable);
        }
        const Failure &f = *typo;
        QCOMPARE(f.game, 541);
        QCOMPARE(f.failure.ply, 123);
        QCOMPARE(f.failure.text, std::string("32-28"));
        QCOMPARE(f.failure.kind, MoveReadError::Illegal);
        // The reported line and column point at that text in the file.
        const QStringList lines = QString::fromStdString(pdntest::fileText(path)).split(u'\n');
        QVERIFY(f.failure.error.line >= 1 && f.failure.error.line <= lines.size());
        QCOMPARE(lines[f.failure.error.line - 1].mid(f.failure.error.column - 1, 5),
            QStringLiteral("32-28"));
    }

    // --- damas-cli replay (cli.md: per bad game one line, then the summary) ---

    void cliTinsley()
    {
        REQUIRE_TESTDATA();
        const CliRun run
            = runCli({QStringLiteral("replay"), testdataDir() + "/american/tinsley.pdn",
                QStringLiteral("--variant"), QStringLiteral("american")});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QString());
        const QStringList lines = run.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[0], QStringLiteral("game 541 ply 123 illegal 32-28"));
        QCOMPARE(lines[1],
            QStringLiteral("game 623 ply 32 unreadable Redoversteppedthetimecontrolonthismove."));
        QCOMPARE(lines[2],
            QStringLiteral("game 693 ply 35 unreadable Whiteoversteppedthetimecontrolonthismove."));
        QCOMPARE(lines[3], QStringLiteral("games 724 plies 36108 illegal 1 unreadable 2"));
    }

    void cliCleanFileExitsZero()
    {
        REQUIRE_TESTDATA();
        const CliRun run = runCli({QStringLiteral("replay"),
            testdataDir() + "/russian/World_Championship_1998.expanded.pdn"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            QRegularExpression(QStringLiteral("^games 460 plies [0-9]+ illegal 0 unreadable 0\n$"))
                .match(run.out)
                .hasMatch(),
            qPrintable(run.out));
    }

    void cliErrors()
    {
        REQUIRE_TESTDATA();
        // No GameType tag and no --variant: an error, nothing on stdout.
        const CliRun noVariant
            = runCli({QStringLiteral("replay"), testdataDir() + "/american/inferno.pdn"});
        QCOMPARE(noVariant.exitCode, 2);
        QCOMPARE(noVariant.out, QString());
        QVERIFY2(noVariant.err.contains(QStringLiteral("game 1"))
                && noVariant.err.contains(QStringLiteral("GameType"))
                && noVariant.err.contains(QStringLiteral("--variant")),
            qPrintable(noVariant.err));
        // A game that cannot be read: its number, line and column, and the summary counts it.
        const CliRun nested = runCli(
            {QStringLiteral("replay"), testdataDir() + "/pdn-grammar/fail/nested_comment.pdn"});
        QCOMPARE(nested.exitCode, 1);
        QCOMPARE(nested.err, QString());
        QCOMPARE(nested.out,
            QStringLiteral("game 1 line 1 column 34 unreadable: '{' inside a comment: comments do "
                           "not nest (the comment opened at line 1, column 25)\n"
                           "games 1 plies 0 illegal 0 unreadable 1\n"));
    }

    /*
     * One fixture per class of real-world PDN trouble (tests/engine/data/pdn): damas-cli replay
     * reports each bad game where it is and goes on with the next (cli.md, replay).
     */
    void cliFixtures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("out");
        QTest::newRow("FEN with a man on its crowning row")
            << "fen-crowning-row.pdn" << 1
            << "game 2 line 8 column 10 unreadable: FEN: a white man cannot stand on square 3, "
               "its promotion row (write K for a king)\n"
               "games 3 plies 4 illegal 0 unreadable 1\n";
        QTest::newRow("tag without value")
            << "tag-without-value.pdn" << 1
            << "game 2 line 6 column 7 unreadable: expected the value of tag Empty in double "
               "quotes\n"
               "games 3 plies 4 illegal 0 unreadable 1\n";
        QTest::newRow("quoted word in parentheses")
            << "quote-in-parentheses.pdn" << 1
            << "game 2 line 7 column 32 unreadable: a quoted string outside a tag\n"
               "games 3 plies 4 illegal 0 unreadable 1\n";
        // "4- 8" and "14x 5": 8 plies of the first game, 1 of the second.
        QTest::newRow("alignment spaces")
            << "alignment-spaces.pdn" << 0 << "games 2 plies 9 illegal 0 unreadable 0\n";
        QTest::newRow("result 1/2:1/2")
            << "result-forms.pdn" << 0 << "games 2 plies 3 illegal 0 unreadable 0\n";
        // A word where a move stands ends the replay there; after the last move it is said too,
        // every move kept.
        QTest::newRow("unknown word") << "unknown-word.pdn" << 1
                                      << "game 1 ply 3 unreadable qq-rr\n"
                                         "game 2 ply 2 unreadable well\n"
                                         "game 3 ply 3 unreadable Whiteresigned\n"
                                         "games 3 plies 5 illegal 0 unreadable 3\n";
        // 2x18 takes 6 and 14 or 7 and 15: only the first leaves the man on 7 for 7-3.
        QTest::newRow("ambiguous capture") << "ambiguous-capture.pdn" << 1
                                           << "game 2 ply 1 unreadable 2x18\n"
                                              "games 2 plies 2 illegal 0 unreadable 1\n";
    }

    void cliFixtures()
    {
        QFETCH(QString, file);
        QFETCH(int, exitCode);
        QFETCH(QString, out);
        const CliRun run
            = runCli({QStringLiteral("replay"), QStringLiteral(DAMAS_PDN_FIXTURES "/") + file});
        QCOMPARE(run.err, QString());
        QCOMPARE(run.out, out);
        QCOMPARE(run.exitCode, exitCode);
    }

    /*
     * Needs no testdata: a file written here.
     *   game 1: International, 19-99 names no square of the board: unreadable at ply 2
     *   game 2: American, 2x18 fits two captures (see tst_pdn, replayAmbiguousCapture):
     *           unreadable at ply 1
     *   game 3: International, after 32-28 19-23 White must take: 33-29 is illegal at ply 3
     *   game 4: Russian, c3-d4 f6-g5: clean
     * Legal plies: 1 + 0 + 2 + 2 = 5.
     */
    void cliReportsEachKind()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("kinds.pdn"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[GameType \"20\"]\n1. 32-28 19-99 *\n\n"
                "[GameType \"21\"]\n[FEN \"B:W6,7,14,15:B2\"]\n1. 2x18 *\n\n"
                "[GameType \"20\"]\n1. 32-28 19-23 2. 33-29 *\n\n"
                "[GameType \"25\"]\n1. c3-d4 f6-g5 *\n");
        f.close();
        const CliRun run = runCli({QStringLiteral("replay"), path});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QString());
        QCOMPARE(run.out,
            QStringLiteral("game 1 ply 2 unreadable 19-99\n"
                           "game 2 ply 1 unreadable 2x18\n"
                           "game 3 ply 3 illegal 33-29\n"
                           "games 4 plies 5 illegal 1 unreadable 2\n"));

        const CliRun missing = runCli({QStringLiteral("replay"), dir.filePath("none.pdn")});
        QCOMPARE(missing.exitCode, 2);
        QVERIFY(missing.err.startsWith(QStringLiteral("damas-cli: replay: cannot open")));
        const CliRun folder = runCli({QStringLiteral("replay"), dir.path()});
        QCOMPARE(folder.exitCode, 2);
        const CliRun badVariant = runCli({QStringLiteral("replay"), path,
            QStringLiteral("--variant"), QStringLiteral("italian")});
        QCOMPARE(badVariant.exitCode, 2);
        QVERIFY(badVariant.err.contains(QStringLiteral("unknown variant")));
    }
};

QTEST_GUILESS_MAIN(TestReplay)
#include "tst_replay.moc"
