// SPDX-License-Identifier: GPL-3.0-or-later
// The saved game in progress: written whole or not at all, read back exactly, and a damaged
// file explained (what and where) and set aside, never lost.
#include "autosave.h"
#include "fen.h"

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

        const auto back = store.read(&error);
        QVERIFY2(back.has_value(), qPrintable(error));
        QCOMPARE(back->variant, Variant::Russian);
        QCOMPARE(back->moves, russianGame().moves);
        QCOMPARE(back->human, Color::Black);
        QCOMPARE(back->level, 4);
        const auto replayed = back->replay(&error);
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
        const auto back = store.read();
        QVERIFY(back.has_value());
        QCOMPARE(back->ending, QStringLiteral("resignation"));
        QCOMPARE(back->resigned, Color::Black);
    }

    void damagedFilesSayWhatAndWhere_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("broken JSON")
            << QByteArray("{\n  \"format\": 1,\n  \"variant\" \"russian\"\n}") << "line 3, column";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << "does not hold a saved game";
        QTest::newRow("future format") << QByteArray("{\"format\": 9}") << "unknown format 9";
        QTest::newRow("unknown variant")
            << QByteArray("{\"format\": 1, \"variant\": \"chess\", \"moves\": []}")
            << "unknown variant \"chess\"";
        QTest::newRow("bad level")
            << QByteArray("{\"format\": 1, \"variant\": \"russian\", \"start\": "
                          "\"W:W21-32:B1-12\", \"moves\": [], \"human\": \"white\", \"level\": 11}")
            << "level 11 is not between 1 and 10";
        // c3-d4 and f6-e5 are fine; c3-b4 is not: c3 is empty after the first move.
        QTest::newRow("illegal move")
            << QByteArray("{\"format\": 1, \"variant\": \"russian\", \"start\": "
                          "\"W:W21-32:B1-12\", \"moves\": [\"c3-d4\", \"f6-e5\", \"c3-b4\"], "
                          "\"human\": \"white\", \"level\": 3}")
            << "move 3 (c3-b4) cannot be played";
        QTest::newRow("bad start")
            << QByteArray("{\"format\": 1, \"variant\": \"russian\", \"start\": \"W:W99:B1\", "
                          "\"moves\": [], \"human\": \"white\", \"level\": 3}")
            << "the start position is not a valid FEN";
    }
    void damagedFilesSayWhatAndWhere()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!Autosave::fromJson(json, &error).has_value());
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void aDamagedFileIsSetAside()
    {
        QTemporaryDir folder;
        Autosave store(folder.path());
        QFile file(store.fileName());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("not json at all");
        file.close();
        QString error;
        QVERIFY(!store.read(&error).has_value());
        QVERIFY(error.contains(store.fileName()));
        const QString kept = store.setAside();
        QVERIFY(!kept.isEmpty());
        QVERIFY(!store.exists());
        QFile keptFile(kept);
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), QByteArray("not json at all"));
    }
};

QTEST_MAIN(TestAutosave)
#include "tst_autosave.moc"
