// SPDX-License-Identifier: GPL-3.0-or-later
// printable(): input quoted in a message stays on one line and never drives the terminal;
// utf8SequenceAt(), the decoder it and the PDN reader share.
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

    // Lengths and code points from RFC 3629's table; what it rules out is refused (length 0).
    void utf8Sequences_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("length");
        QTest::addColumn<uint>("codePoint");
        auto row = [](const char *name, QByteArray text, int length, uint codePoint) {
            QTest::newRow(name) << text << length << codePoint;
        };
        row("ASCII is no sequence", "a", 0, 0);
        row("two bytes", "\xC3\xA9", 2, 0xE9);
        row("three bytes", "\xE2\x80\x9C", 3, 0x201C);
        row("four bytes", "\xF0\x9F\x98\x80", 4, 0x1F600);
        row("last code point", "\xF4\x8F\xBF\xBF", 4, 0x10FFFF);
        row("stray continuation byte", "\x80", 0, 0);
        row("overlong two bytes", "\xC0\xAF", 0, 0);
        row("overlong three bytes", "\xE0\x80\xAF", 0, 0);
        row("overlong four bytes", "\xF0\x80\x80\xAF", 0, 0);
        row("UTF-16 surrogate", "\xED\xA0\x80", 0, 0);
        row("past U+10FFFF", "\xF4\x90\x80\x80", 0, 0);
        row("cut short by the end", "\xE2\x80", 0, 0);
        row("cut short by ASCII",
            "\xE2\x80"
            "a",
            0, 0);
    }

    void utf8Sequences()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, length);
        QFETCH(uint, codePoint);
        const std::string_view s(text.constData(), text.size());
        std::uint32_t cp = 0;
        QCOMPARE(int(utf8SequenceAt(s, 0, cp)), length);
        if (length > 0)
            QCOMPARE(uint(cp), codePoint);
        // The same bytes later in a text: the offset counts, not the text's start.
        const std::string later = "ab" + std::string(s);
        QCOMPARE(int(utf8SequenceAt(later, 2, cp)), length);
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
