// SPDX-License-Identifier: GPL-3.0-or-later
// The command line: what --screenshot and its options set up, and a clear refusal of what it
// cannot follow.
#include "startup.h"

#include <QTest>

class TestStartup : public QObject
{
    Q_OBJECT

private slots:
    void screenshotOptions()
    {
        Startup *s = Startup::instance();
        QVERIFY(s->parse({"damas", "--screenshot", "/tmp/x.png", "--variant", "russian", "--fen",
            "W:WK30:BK12", "--moves", "c1-a3 h6-g7", "--pick", "21", "--language", "pt_BR",
            "--size", "1024x700", "--flip", "--side", "black", "--level", "7"}));
        QVERIFY(s->screenshot());
        QVERIFY(s->quiet()); // the player's files stay out of it
        QVERIFY(!s->autosaveFolder().isEmpty());
        QCOMPARE(s->page(), QStringLiteral("play"));
        QCOMPARE(s->variant(), QStringLiteral("russian"));
        QCOMPARE(s->fen(), QStringLiteral("W:WK30:BK12"));
        QCOMPARE(s->moves(), (QStringList {"c1-a3", "h6-g7"}));
        QCOMPARE(s->pick(), 21);
        QCOMPARE(s->startLanguage(), QStringLiteral("pt_BR"));
        QCOMPARE(s->windowWidth(), 1024);
        QCOMPARE(s->windowHeight(), 700);
        QVERIFY(s->flip());
        QCOMPARE(s->side(), 1);
        QCOMPARE(s->level(), 7);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("language") << QStringList {"damas", "--language", "fr"};
        QTest::newRow("page") << QStringList {"damas", "--page", "settings"};
        QTest::newRow("side") << QStringList {"damas", "--side", "red"};
        QTest::newRow("level") << QStringList {"damas", "--level", "11"};
        QTest::newRow("size") << QStringList {"damas", "--size", "big"};
        QTest::newRow("unknown option") << QStringList {"damas", "--colour", "white"};
        // A screenshot of a game that cannot be set up: main() exits with status 2.
        QTest::newRow("screenshot, unknown variant")
            << QStringList {"damas", "--screenshot", "/tmp/x.png", "--variant", "italian"};
        QTest::newRow("screenshot, FEN refused") << QStringList {"damas", "--screenshot",
            "/tmp/x.png", "--variant", "international", "--fen", "W:W3,31:B20"};
        QTest::newRow("screenshot, FEN without a piece") << QStringList {
            "damas", "--screenshot", "/tmp/x.png", "--variant", "russian", "--fen", "W"};
    }

    void screenshotOfAGoodFen()
    {
        QVERIFY(Startup::instance()->parse({"damas", "--screenshot", "/tmp/x.png", "--variant",
            "international", "--fen", "W:W31:B20"}));
    }
    void refusals()
    {
        QFETCH(QStringList, arguments);
        QVERIFY(!Startup::instance()->parse(arguments));
    }
};

QTEST_MAIN(TestStartup)
#include "tst_startup.moc"
