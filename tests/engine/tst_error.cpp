// SPDX-License-Identifier: GPL-3.0-or-later
// printable(): input quoted in a message stays on one line and never drives the terminal.
#include "error.h"

#include <QTest>

using namespace damas;

class TestError : public QObject
{
    Q_OBJECT

private slots:
    void escapes_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("shown");
        auto row = [](const char *name, QByteArray text, const char *shown) {
            QTest::newRow(name) << text << QByteArray(shown);
        };
        row("plain", "W:W31:B20", "W:W31:B20");
        row("line breaks and tab", "W:W31\nB\r\t20", "W:W31\\nB\\r\\t20");
        row("escape sequence", "\x1b[2J\x1b]0;title\x07", "\\x1b[2J\\x1b]0;title\\x07");
        row("NUL and DEL", QByteArray("a\0b\x7f", 4), "a\\x00b\\x7f");
        row("UTF-8 kept", "Сергей 高文龙", "Сергей 高文龙");
        row("C1 control in UTF-8",
            "a\xC2\x9B"
            "2J",
            "a\\u009b2J");
        row("line separator",
            "a\xE2\x80\xA8"
            "b",
            "a\\u2028b");
        row("bytes that are not UTF-8", "\xFF\xC3(", "\\xff\\xc3(");
        row("truncated sequence at the end", "ab\xE2\x80", "ab\\xe2\\x80");
    }

    void escapes()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, shown);
        const std::string out = printable(std::string_view(text.constData(), text.size()));
        QCOMPARE(QByteArray::fromStdString(out), shown);
    }

    // Long input is cut after `limit` characters, with its whole length in bytes.
    void longInputIsCut()
    {
        const std::string big(10 * 1024 * 1024, 'x');
        const std::string out = printable(big);
        QCOMPARE(out, std::string(60, 'x') + "... (10485760 bytes)");
        QCOMPARE(quoteText("abcdef", 3), std::string("'abc... (6 bytes)'"));
        QCOMPARE(quoteText("abc", 3), std::string("'abc'"));
        // Characters, not bytes: a cut never splits one.
        QCOMPARE(printable("ééé", 2), std::string("éé... (6 bytes)"));
    }
};

QTEST_GUILESS_MAIN(TestError)
#include "tst_error.moc"
