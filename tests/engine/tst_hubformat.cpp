// SPDX-License-Identifier: GPL-3.0-or-later
// The Hub protocol's text (engine/cli/hubformat.h): the findings of tests/fuzz/fuzz_hub, each
// kept here as a plain test.
#include "hubformat.h"
#include "movegen.h"

#include <QTest>

using namespace damas;
using namespace damas::cli;

class TestHubFormat : public QObject
{
    Q_OBJECT

private slots:
    // fuzz_hub: "99999999999999999999-28" threw std::out_of_range from stoi and `damas-cli hub`
    // aborted on a GUI's pos line.
    void numberTooLongForASquare()
    {
        const Position start = Position::start(Variant::International);
        const auto m = readHubMove(start, "99999999999999999999-28");
        QVERIFY(!m);
        QVERIFY(!m.error().message.empty());
        QVERIFY(!readHubMove(start, "32-99999999999"));
        QVERIFY(!readHubMove(start, "132-28"));
        QVERIFY(readHubMove(start, "32-28"));
    }

    // fuzz_hub: a value holding a form feed (or any blank but a space or a tab) was written
    // without quotes, and read back as two pairs.
    void blankInAValueIsQuoted_data()
    {
        QTest::addColumn<QString>("value");
        for (const char *v : {"a b", "a\tb", "a\fb", "a\vb", "a\rb", "", "x=y", "plain"})
            QTest::newRow(v) << QString::fromLatin1(v);
    }
    void blankInAValueIsQuoted()
    {
        QFETCH(QString, value);
        const std::string line = "set-param name=title value=" + hubQuoted(value.toStdString());
        std::string command;
        std::vector<HubPair> pairs;
        QVERIFY(parseHubLine(line, command, pairs));
        QCOMPARE(command, std::string("set-param"));
        QCOMPARE(pairs.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(pairs[1].value), value);
    }

    void positionAndMovesWriteBack()
    {
        const Position start = Position::start(Variant::Russian);
        const auto read = readHubPosition(Variant::Russian, hubPosition(start));
        QVERIFY(read);
        QVERIFY(*read == start);
        for (const Move &m : legalMoves(start)) {
            const auto back = readHubMove(start, hubMove(start, m));
            QVERIFY(back);
            QVERIFY(*back == m);
        }
    }
};

QTEST_APPLESS_MAIN(TestHubFormat)
#include "tst_hubformat.moc"
