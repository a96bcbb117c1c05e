// SPDX-License-Identifier: GPL-3.0-or-later
// The player's preferences: kept between runs, every value checked when read back, and an
// unreadable file set aside (not lost) with a message that says so.
#include "preferences.h"

#include <QDir>
#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QtQml/qqmlextensionplugin.h>

#include <memory>

Q_IMPORT_QML_PLUGIN(DamasPlugin)

class TestPreferences : public QObject
{
    Q_OBJECT

private:
    // The values a new player starts with.
    static void verifyDefaults(const Preferences &p)
    {
        QCOMPARE(p.language(), QString());
        QCOMPARE(p.variant(), QStringLiteral("international"));
        QCOMPARE(p.level(), 3);
        QCOMPARE(p.side(), int(Preferences::PlayWhite));
        QCOMPARE(p.moveTime(), 2000);
        QVERIFY(p.animations());
        QVERIFY(p.problem().isEmpty());
    }
    static void writeFile(const QString &path, const QByteArray &content)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }

private slots:
    void defaultsAndPersistence()
    {
        QTemporaryDir folder;
        const QString file = folder.path() + "/preferences.ini";
        {
            Preferences p(file);
            verifyDefaults(p);

            QSignalSpy spy(&p, &Preferences::levelChanged);
            p.setLanguage("pt_BR");
            p.setVariant("russian");
            p.setLevel(8);
            p.setLevel(8);
            p.setSide(Preferences::PlayRandom);
            p.setMoveTime(5000);
            p.setAnimations(false);
            p.setFlipped(true);
            QCOMPARE(spy.count(), 1);
            // Out-of-range values are refused.
            p.setLevel(11);
            p.setVariant("chess");
            QCOMPARE(p.level(), 8);
            QCOMPARE(p.variant(), QStringLiteral("russian"));
        }
        Preferences again(file);
        QCOMPARE(again.language(), QStringLiteral("pt_BR"));
        QCOMPARE(again.variant(), QStringLiteral("russian"));
        QCOMPARE(again.level(), 8);
        QCOMPARE(again.side(), int(Preferences::PlayRandom));
        QCOMPARE(again.moveTime(), 5000);
        QVERIFY(!again.animations());
        QVERIFY(again.flipped());
    }

    void badValuesFallBack()
    {
        QTemporaryDir folder;
        const QString file = folder.path() + "/preferences.ini";
        writeFile(file,
            "language=klingon\n[newGame]\nvariant=chess\nlevel=42\nside=7\n"
            "[board]\nanimations=maybe\n[computer]\nmoveTime=-5\n");
        Preferences p(file);
        QCOMPARE(p.language(), QString());
        QCOMPARE(p.variant(), QStringLiteral("international"));
        QCOMPARE(p.level(), 3);
        QVERIFY(p.animations());
        QCOMPARE(p.moveTime(), 2000);
        // The player is told which values were not used, and the file is kept as it was.
        const QString problem = p.problem();
        QVERIFY2(problem.startsWith(QStringLiteral("Some of your preferences could not be read "
                                                   "(language = \"klingon\"; newGame/variant = "
                                                   "\"chess\"; newGame/side = \"7\"; 3 more)")),
            qPrintable(problem));
        const QStringList kept = QDir(folder.path()).entryList({"preferences.ini.damaged-*"});
        QCOMPARE(kept.size(), 1);
        QVERIFY(problem.contains(kept.first()));
        QFile copy(folder.path() + "/" + kept.first());
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QVERIFY(copy.readAll().contains("moveTime=-5"));
        // Said once: the file now holds what is in use.
        Preferences again(file);
        QVERIFY2(again.problem().isEmpty(), qPrintable(again.problem()));
        QCOMPARE(again.level(), 3);
    }

    // The PDN picker opens where the last PDN file was, while that folder is there; else in
    // Documents or home, never in the folder the app was started from.
    void thePdnFolderIsRemembered()
    {
        QTemporaryDir folder;
        const QString file = folder.path() + "/preferences.ini";
        Preferences p(file);
        const QUrl first = p.pdnFolder();
        QVERIFY(first.isLocalFile());
        QVERIFY(QFileInfo(first.toLocalFile()).isDir());
        QVERIFY(
            first.toLocalFile() != QDir::currentPath() || QDir::currentPath() == QDir::homePath());

        QVERIFY(QDir(folder.path()).mkpath("games"));
        const QString games = folder.path() + "/games";
        p.rememberPdnFile(QUrl::fromLocalFile(games + "/club.pdn"));
        QCOMPARE(p.pdnFolder(), QUrl::fromLocalFile(games));
        Preferences again(file);
        QCOMPARE(again.pdnFolder(), QUrl::fromLocalFile(games));
        QVERIFY(again.problem().isEmpty());
        // The folder gone: back to the first place, and no complaint about the file.
        QVERIFY(QDir(games).removeRecursively());
        Preferences later(file);
        QCOMPARE(later.pdnFolder(), first);
        QVERIFY(later.problem().isEmpty());
    }

    // A file the disk or an editor garbled is mostly still INI to QSettings: what it could not
    // read is named by line, what it could is used.
    void strayLinesAreNamed()
    {
        QTemporaryDir folder;
        const QString file = folder.path() + "/preferences.ini";
        writeFile(file,
            QByteArray("[newGame]\nlevel=7\nthis is not a setting\n")
                + QByteArray("\0\x01\x02\n", 4));
        Preferences p(file);
        QCOMPARE(p.level(), 7);
        QVERIFY2(p.problem().contains(QStringLiteral("(line 3: \u201cthis is not a setting\u201d; "
                                                     "line 4: \u201c\u00b7\u00b7\u00b7\u201d)")),
            qPrintable(p.problem()));
        QCOMPARE(QDir(folder.path()).entryList({"preferences.ini.damaged-*"}).size(), 1);
        Preferences again(file);
        QVERIFY(again.problem().isEmpty());
        QCOMPARE(again.level(), 7);
    }

    void anUnreadableFileIsSetAside()
    {
        QTemporaryDir folder;
        const QString file = folder.path() + "/preferences.ini";
        // An unclosed section header: QSettings cannot read the file.
        writeFile(file, "[newGame\nlevel=5\n");
        Preferences p(file);
        QCOMPARE(p.level(), 3);
        QVERIFY2(
            p.problem().contains(QStringLiteral("could not be read")), qPrintable(p.problem()));
        const QStringList kept = QDir(folder.path()).entryList({"preferences.ini.unreadable-*"});
        QCOMPARE(kept.size(), 1);
        QVERIFY(p.problem().contains(kept.first()));
        // The new file works.
        p.setLevel(6);
        Preferences again(file);
        QCOMPARE(again.level(), 6);
        QVERIFY(again.problem().isEmpty());
    }

    // The instance the start-up code reads is the one QML shows: a damaged file set aside at
    // start is reported on the home page, through the real QML engine.
    void theHomePageReportsADamagedFile()
    {
        QTemporaryDir folder;
        const QString file = folder.path() + "/preferences.ini";
        writeFile(file, "[board\nflipped=true\n");
        Preferences::useFile(file);
        Preferences *shared = Preferences::instance();
        QVERIFY(!shared->problem().isEmpty());

        QQmlEngine engine;
        engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
        QQmlComponent component(&engine);
        component.setData(
            QStringLiteral("import QtQuick\n"
                           "import Damas\n"
                           "Item {\n"
                           "    property var preferences: Preferences\n"
                           "    GameController { id: game; autosaveFolder: \"%1\" }\n"
                           "    HomePage { controller: game; width: 800; height: 600 }\n"
                           "}\n")
                .arg(folder.path())
                .toUtf8(),
            QUrl(QStringLiteral("qrc:/test/home.qml")));
        std::unique_ptr<QObject> root(component.create());
        QVERIFY2(root, qPrintable(component.errorString()));
        QCOMPARE(root->property("preferences").value<QObject *>(), shared);
        auto *label = root->findChild<QObject *>(QStringLiteral("preferencesProblem"));
        QVERIFY(label);
        QVERIFY(label->property("visible").toBool());
        QCOMPARE(label->property("text").toString(), shared->problem());
        // Only the damaged file was set aside: QML read no second, clean copy of it.
        QCOMPARE(QDir(folder.path()).entryList({"preferences.ini.unreadable-*"}).size(), 1);
    }
};

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
