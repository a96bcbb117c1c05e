// SPDX-License-Identifier: GPL-3.0-or-later
// The saved game in progress: written whole or not at all, read back exactly, a damaged file
// explained (what and where), set aside and never lost, the moves before a bad one kept, and
// what a killed save left behind removed.
#include "autosave.h"
#include "displaypath.h"
#include "fen.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace damas;

class TestAutosave : public QObject
{
    Q_OBJECT

private:
    static SavedGame russianGame()
    {
        SavedGame g;
        g.variant = Variant::Russian;
        g.startFen = QString::fromLatin1(rulesOf(Variant::Russian).startFen);
        g.moves = {"c3-d4", "f6-e5", "d4:f6"};
        g.human = Color::Black;
        g.level = 4;
        return g;
    }

private slots:
    void writeAndReadBack()
    {
        QTemporaryDir folder;
        Autosave store(folder.path());
        QVERIFY(!store.exists());
        QString error;
        QVERIFY(store.write(russianGame(), &error));
        QVERIFY(error.isEmpty());
        QVERIFY(store.exists());
        // Written through a temporary file that replaced the old one: nothing else is left.
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files), QStringList {"game-in-progress.json"});

        const Autosave::Read read = store.read();
        QVERIFY2(!read.problem, qPrintable(read.problem ? read.problem->describe() : QString()));
        const auto &back = read.game;
        QVERIFY(back.has_value());
        QCOMPARE(back->variant, Variant::Russian);
        QCOMPARE(back->moves, russianGame().moves);
        QCOMPARE(back->human, Color::Black);
        QCOMPARE(back->level, 4);
        const auto replayed = back->replay();
        QVERIFY(replayed.has_value());
        QCOMPARE(replayed->second.size(), std::size_t(3));
        // d4:f6 took the black man on e5.
        Position p = replayed->first;
        for (const Move &m : replayed->second)
            p = p.after(m);
        QCOMPARE(p.pieceAt(15), Piece::None);
        QCOMPARE(p.pieceAt(11), Piece::WhiteMan);
    }

    void resignationIsKept()
    {
        QTemporaryDir folder;
        Autosave store(folder.path());
        SavedGame g = russianGame();
        g.ending = QStringLiteral("resignation");
        g.resigned = Color::Black;
        QVERIFY(store.write(g));
        const auto back = store.read().game;
        QVERIFY(back.has_value());
        QCOMPARE(back->ending, QStringLiteral("resignation"));
        QCOMPARE(back->resigned, Color::Black);
    }

    void damagedFilesSayWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        // The comma after "format": 1 is there, the colon after "variant" is not.
        QTest::newRow("broken JSON")
            << QByteArray("{\n  \"format\": 1,\n  \"variant\" \"russian\"\n}")
            << "line 3, column 13: a “:” is missing after a name";
        // Qt's reader stops at the next name, where a "," or the end of the object belongs.
        QTest::newRow("comma missing")
            << QByteArray("{\n  \"format\": 1\n  \"variant\": \"russian\"\n}")
            << "line 3, column 3: a “,” or a “}” is missing";
        QTest::newRow("comma missing in a list")
            << QByteArray("{\"format\": 1, \"moves\": [\"c3-d4\" \"f6-e5\"]}")
            << "line 1, column 33: a “,” is missing between two values";
        // A write cut short leaves nothing to point at: the message says so, not "line 1".
        QTest::newRow("empty") << QByteArray(" \n") << "the file is empty";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "does not hold a saved game";
        QTest::newRow("future format") << QByteArray("{\"format\": 9}") << "unknown format 9";
        QTest::newRow("unknown variant")
            << QByteArray("{\"format\": 1, \"variant\": \"chess\", \"moves\": []}")
            << "unknown variant “chess”";
        QTest::newRow("bad level")
            << QByteArray("{\"format\": 1, \"variant\": \"russian\", \"start\": "
                          "\"W:W21-32:B1-12\", \"moves\": [], \"human\": \"white\", \"level\": 11}")
            << "level 11 is not between 1 and 10";
        QTest::newRow("bad start")
            << QByteArray("{\"format\": 1, \"variant\": \"russian\", \"start\": \"W:W99:B1\", "
                          "\"moves\": [], \"human\": \"white\", \"level\": 3}")
            << "the start position is not a valid FEN (at character 4: there is no square 99";
    }
    void damagedFilesSayWhatAndWhere()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const Autosave::Read read = Autosave::fromJson(json);
        QVERIFY(!read.game.has_value());
        QVERIFY(read.problem.has_value());
        QVERIFY2(read.problem->describe().contains(expected), qPrintable(read.problem->describe()));
    }

    // The moves before the first bad one still make a game, offered with what was wrong.
    void theMovesBeforeABadOneAreKept_data()
    {
        QTest::addColumn<QByteArray>("moves");
        QTest::addColumn<int>("kept");
        QTest::addColumn<QString>("expected");
        // c3-d4 and f6-e5 are fine; c3-b4 is not: c3 is empty after the first move.
        QTest::newRow("illegal") << QByteArray(R"(["c3-d4", "f6-e5", "c3-b4", "e5:c3"])") << 2
                                 << "move 3 (c3-b4) cannot be played: there is no piece on its "
                                    "start square";
        QTest::newRow("not a square") << QByteArray(R"(["c3-d4", "zz-99"])") << 1
                                      << "move 2 (zz-99) cannot be played: it names no squares "
                                         "of this board";
        QTest::newRow("not text") << QByteArray(R"(["c3-d4", "f6-e5", 7, "d4:f6"])") << 2
                                  << "move 3 is not text";
    }
    void theMovesBeforeABadOneAreKept()
    {
        QFETCH(QByteArray, moves);
        QFETCH(int, kept);
        QFETCH(QString, expected);
        const QByteArray json = "{\"format\": 1, \"variant\": \"russian\", \"start\": "
                                "\"W:W21-32:B1-12\", \"moves\": "
            + moves + ", \"human\": \"white\", \"level\": 3, \"ending\": \"agreement\"}";
        const Autosave::Read read = Autosave::fromJson(json);
        QVERIFY(read.problem.has_value());
        QVERIFY(read.problem->keepsMoves());
        QCOMPARE(read.problem->describe(), expected);
        QVERIFY(read.game.has_value());
        QCOMPARE(read.game->moves.size(), kept);
        QCOMPARE(read.game->replay()->second.size(), std::size_t(kept));
        // The agreement ended the whole game, not the part that was kept.
        QVERIFY(read.game->ending.isEmpty());
    }

    void aStaleTemporaryFileIsRemoved()
    {
        QTemporaryDir folder;
        Autosave store(folder.path());
        QVERIFY(store.write(russianGame()));
        // What QSaveFile leaves when the program is killed before the rename, an hour ago; a
        // write another instance has under way now; and files that only look alike.
        auto plant = [&](const QString &name, int secondsAgo) {
            QFile f(folder.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": 1, \"vari");
            QVERIFY(f.flush());
            QVERIFY(f.setFileTime(QDateTime::currentDateTime().addSecs(-secondsAgo),
                QFileDevice::FileModificationTime));
        };
        plant("game-in-progress.json.aB3xQz", 3600);
        plant("game-in-progress.json.Zz9Yy8", 1);
        plant("game-in-progress.json.unreadable-20260101-120000", 3600);
        plant("other.json.aB3xQz", 3600);
        QCOMPARE(store.removeStaleTemporaries(), 1);
        QCOMPARE(QDir(folder.path()).entryList(QDir::Files),
            QStringList(
                {"game-in-progress.json", "game-in-progress.json.unreadable-20260101-120000",
                    "game-in-progress.json.Zz9Yy8", "other.json.aB3xQz"}));
        QVERIFY(store.read().game.has_value());
    }

    void theHomeFolderIsWrittenAsATilde()
    {
        const QString home = QDir::homePath();
        QCOMPARE(displayPath(home + "/.local/share/Damas/damas/game-in-progress.json"),
            QDir::toNativeSeparators("~/.local/share/Damas/damas/game-in-progress.json"));
        QCOMPARE(displayPath("/var/tmp/x.json"), QDir::toNativeSeparators("/var/tmp/x.json"));
        // A folder whose name only starts like the home folder's is not inside it.
        QCOMPARE(displayPath(home + "x/y.json"), QDir::toNativeSeparators(home + "x/y.json"));
    }

    void aDamagedFileIsSetAside()
    {
        QTemporaryDir folder;
        Autosave store(folder.path());
        QFile file(store.fileName());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not json at all");
        file.close();
        const Autosave::Read read = store.read();
        QVERIFY(!read.game.has_value());
        QCOMPARE(read.problem->kind, AutosaveProblem::Syntax);
        const QString kept = store.setAside();
        QVERIFY(!kept.isEmpty());
        QVERIFY(!store.exists());
        QFile keptFile(kept);
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), QByteArray("not json at all"));
    }

    void aSecondDamagedFileDoesNotTakeTheFirstOnesName()
    {
        // A file damaged again within the second (or under a clock set back) finds the name it
        // would be kept under taken; it is kept under another, and the first copy is untouched.
        QTemporaryDir folder;
        Autosave store(folder.path());
        const QDateTime now = QDateTime::currentDateTime();
        QStringList planted;
        for (int s = 0; s < 3; ++s) {
            const QString name
                = store.fileName() + ".unreadable-" + now.addSecs(s).toString("yyyyMMdd-hhmmss");
            QFile f(name);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("earlier damage");
            planted.append(name);
        }
        QFile file(store.fileName());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("later damage");
        file.close();
        const QString kept = store.setAside();
        QVERIFY(!kept.isEmpty());
        QVERIFY(!planted.contains(kept));
        QVERIFY2(kept.endsWith("-2"), qPrintable(kept));
        QVERIFY(!store.exists());
        QFile keptFile(kept);
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), QByteArray("later damage"));
        for (const QString &name : std::as_const(planted)) {
            QFile earlier(name);
            QVERIFY(earlier.open(QIODevice::ReadOnly));
            QCOMPARE(earlier.readAll(), QByteArray("earlier damage"));
        }
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
