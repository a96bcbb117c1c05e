// SPDX-License-Identifier: GPL-3.0-or-later
// PDN reading: every construct of the PDN 3.0 grammar and of real files, every error with its
// line and column, the variant, start position and result a game names (replaying, writing
// and robustness: tst_pdnreplay).
#include "pdntest.h"

#include <QDir>

using namespace damas;
using namespace damas::pdntest;

Q_DECLARE_METATYPE(damas::Variant)
Q_DECLARE_METATYPE(damas::PdnResult)

namespace {

std::vector<std::string> moveTexts(const PdnGame &game)
{
    std::vector<std::string> out;
    for (const PdnMove &m : game.moves)
        out.push_back(m.text);
    return out;
}

} // namespace

class TestPdn : public QObject
{
    Q_OBJECT

private slots:
    // --- Reading ---

    void tagsAndUnicode()
    {
        READ_OK(
            games, "[Event \"Test\"]\n[White \"Сергей Фадеев\"]\n[Black \"高文龙\"]\n1. 32-28 *\n");
        QCOMPARE(games.size(), std::size_t(1));
        const PdnGame &g = games[0];
        QCOMPARE(g.tags.size(), std::size_t(3));
        QCOMPARE(g.tags[0].name, std::string("Event"));
        QCOMPARE(g.tags[0].value, std::string("Test"));
        QCOMPARE(g.tags[1].value, std::string("Сергей Фадеев"));
        QCOMPARE(g.tags[2].value, std::string("高文龙"));
        QCOMPARE(g.tags[2].line, 3);
        QCOMPARE(g.tags[2].column, 1);
        QCOMPARE(g.tags[0].valueColumn, 9); // [Event "  is 8 characters
        QVERIFY(g.tag("white") && g.tag("white")->value == "Сергей Фадеев");
        QVERIFY(!g.tag("Site"));
        QCOMPARE(g.line, 1);
    }

    // Columns count characters, not bytes: "Сергей" is 6 characters, 12 bytes.
    //   [White "Сергей"] 32-28
    //   1      8      15 17
    void columnsCountCharacters()
    {
        READ_OK(games, "[White \"Сергей\"] 32-28");
        QCOMPARE(games[0].moves.size(), std::size_t(1));
        QCOMPARE(games[0].moves[0].line, 1);
        QCOMPARE(games[0].moves[0].column, 18);
    }

    void escapedStrings()
    {
        // [White "a \"b\" c\\d \e"]: \" is a quote, \\ a backslash, other escapes stay.
        READ_OK(games, "[White \"a \\\"b\\\" c\\\\d \\e\"] 32-28");
        QCOMPARE(games[0].tags[0].value, std::string("a \"b\" c\\d \\e"));
        QCOMPARE(moveTexts(games[0]), strings({"32-28"}));
    }

    void comments()
    {
        READ_OK(games,
            "{Before the\n game} 1. 32-28 {after\n  first} 19-23 ; a line comment\n"
            "% an escape line {is no comment\n"
            "2. 28x19 $14 14x23 Redoversteppedthetime *");
        const PdnGame &g = games[0];
        // The word without braces after the last move is not a comment: it ends the main line.
        QCOMPARE(
            moveTexts(g), strings({"32-28", "19-23", "28x19", "14x23", "Redoversteppedthetime"}));
        QVERIFY(g.moves[4].notAMove);
        QCOMPARE(g.comment, std::string("Before the game"));
        QCOMPARE(g.moves[0].comment, std::string("after first"));
        QCOMPARE(g.moves[1].comment, std::string("a line comment"));
        QCOMPARE(g.moves[2].comment, std::string());
        QCOMPARE(g.moves[3].comment, std::string());
        QCOMPARE(g.result, std::string("*"));
    }

    // Two remarks of ../shared/testdata/american/tinsley.pdn have no braces, glued to a move:
    // not PDN, so the word ends the main line there (every move before it is kept) and says so.
    void commentWithoutBraces()
    {
        READ_OK(games,
            "15. 11x18x25 30x21x14 8-11Redoversteppedthetimecontrolonthismove. \n"
            "[Event \"next\"]\n1. 11-15 *");
        QCOMPARE(games.size(), std::size_t(2));
        QCOMPARE(moveTexts(games[0]),
            strings({"11x18x25", "30x21x14", "8-11", "Redoversteppedthetimecontrolonthismove."}));
        QVERIFY(games[0].moves[3].notAMove);
        QCOMPARE(games[0].moves[2].comment, std::string());
        QCOMPARE(games[0].result, std::string());
        QCOMPARE(moveTexts(games[1]), strings({"11-15"}));
    }

    void variationsAreSkipped()
    {
        // pdn-grammar/succeed/variation.pdn: nested variations, with strength marks and a
        // comment inside.
        READ_OK(
            games, "32-28 19-23 (18-23 38-32 (37-32? 23-29! { Black wins }) 12-18) 28x19 14x23");
        QCOMPARE(moveTexts(games[0]), strings({"32-28", "19-23", "28x19", "14x23"}));
        QCOMPARE(games[0].moves[1].comment, std::string());
        // A result inside a variation does not end the game.
        READ_OK(more, "1. 32-28 (1. 33-29 1-0) 19-23 *");
        QCOMPARE(more.size(), std::size_t(1));
        QCOMPARE(moveTexts(more[0]), strings({"32-28", "19-23"}));
    }

    void nagsAndStrengthMarks()
    {
        // pdn-grammar/succeed/movestrength.pdn, then NAGs and spaced marks.
        READ_OK(games, "1.32-28!? 19-23(!?!!!) 2.28x19 * 1. 32-28 $1 19-23 ?? 2. 28x19 (!) *");
        QCOMPARE(games.size(), std::size_t(2));
        QCOMPARE(moveTexts(games[0]), strings({"32-28", "19-23", "28x19"}));
        QCOMPARE(moveTexts(games[1]), strings({"32-28", "19-23", "28x19"}));
    }

    // Move numbers with and without a space, black's "12...", "1. ..." for an elided move,
    // CRLF line ends, and where each move stands:
    //   1.32-28 19-23\r\n
    //   2. 28x19 12... 14x23 1. ... 23x32
    //   1234567890123456789012345678901234
    void moveNumbersAndPositions()
    {
        READ_OK(games, "1.32-28 19-23\r\n2. 28x19 12... 14x23 1. ... 23x32 *");
        const PdnGame &g = games[0];
        QCOMPARE(moveTexts(g), strings({"32-28", "19-23", "28x19", "14x23", "23x32"}));
        QCOMPARE(g.moves[0].line, 1);
        QCOMPARE(g.moves[0].column, 3);
        QCOMPARE(g.moves[1].column, 9);
        QCOMPARE(g.moves[2].line, 2);
        QCOMPARE(g.moves[2].column, 4);
        QCOMPARE(g.moves[3].column, 16);
        QCOMPARE(g.moves[4].column, 29);
    }

    void moveForms()
    {
        // Alphanumeric without separator (pdn-grammar/succeed/alphanumeric.pdn), ':' captures,
        // full paths, zero padding, and "-" for an unknown move (kept, for the replay to
        // report).
        READ_OK(games, "1.a3b4 c3:e5:g3 24x15x6 05-10 C3-D4 - *");
        QCOMPARE(
            moveTexts(games[0]), strings({"a3b4", "c3:e5:g3", "24x15x6", "05-10", "C3-D4", "-"}));
    }

    void everyResultEndsAGame()
    {
        READ_OK(games, "1. 32-28 1-0 1. 32-28 2-0 1/2-1/2 1-1 0-2 0-1 0-0 * ½-½");
        const std::vector<std::string> expected
            = strings({"1-0", "2-0", "1/2-1/2", "1-1", "0-2", "0-1", "0-0", "*", "1/2-1/2"});
        QCOMPARE(games.size(), expected.size());
        for (std::size_t i = 0; i < games.size(); ++i)
            QCOMPARE(games[i].result, expected[i]);
        QCOMPARE(games[0].moves.size(), std::size_t(1));
        QCOMPARE(games[2].moves.size(), std::size_t(0));
        // A result glued to more digits is a move ("1-10"), not a result.
        READ_OK(move, "1. 1-10 *");
        QCOMPARE(moveTexts(move[0]), strings({"1-10"}));
    }

    void gamesWithoutTerminator()
    {
        // A tag after moves starts the next game; the last game may end with the file
        // (pdn-grammar/succeed/unicode.pdn has no terminator and no final line break).
        READ_OK(games, "[Event \"A\"]\n1. 32-28\n[Event \"B\"]\n[Round \"2\"]\n1.32-28 19-23");
        QCOMPARE(games.size(), std::size_t(2));
        QCOMPARE(games[0].tag("Event")->value, std::string("A"));
        QCOMPARE(games[0].result, std::string());
        QCOMPARE(games[1].tags.size(), std::size_t(2));
        QCOMPARE(games[1].line, 3);
        QCOMPARE(moveTexts(games[1]), strings({"32-28", "19-23"}));
        // Comments after the last game are not a game; an empty text has none.
        READ_OK(trailing, "1. 32-28 * {the end}");
        QCOMPARE(trailing.size(), std::size_t(1));
        READ_OK(empty, " \n\n");
        QCOMPARE(empty.size(), std::size_t(0));
    }

    void encodings()
    {
        // A UTF-8 byte order mark is skipped.
        READ_OK(bom, "\xEF\xBB\xBF[Event \"x\"] *");
        QCOMPARE(bom[0].tags[0].name, std::string("Event"));
        // Text that is not UTF-8 is Windows-1252: é is 0xE9, the curly quotes 0x93 and 0x94.
        READ_OK(latin, "[White \"Ren\xE9\"]\n[Black \"\x93Q\x94\"] *");
        QCOMPARE(latin[0].tags[0].value, std::string("Ren\xC3\xA9"));
        QCOMPARE(latin[0].tags[1].value, std::string("\xE2\x80\x9CQ\xE2\x80\x9D"));
        // Well-formed UTF-8 of every length is kept as it is.
        READ_OK(utf8, "[White \"\xC3\xA9\xE2\x80\x9C\xF0\x9F\x98\x80\"] *");
        QCOMPARE(utf8[0].tags[0].value, std::string("\xC3\xA9\xE2\x80\x9C\xF0\x9F\x98\x80"));
        // What only looks like UTF-8 is not: an overlong '/' (0xC0 0xAF) and a UTF-16 surrogate
        // make the text Windows-1252.
        READ_OK(overlong, "[White \"\xC0\xAF\"] *");
        QCOMPARE(overlong[0].tags[0].value, std::string("\xC3\x80\xC2\xAF"));
        READ_OK(surrogate, "[White \"\xED\xA0\x80\"] *");
        QCOMPARE(surrogate[0].tags[0].value, std::string("\xC3\xAD\xC2\xA0\xE2\x82\xAC"));
    }

    void streamingStopsWhenAsked()
    {
        int seen = 0;
        const auto read = readPdn(
            "1. 32-28 * 1. 33-29 * 1. 34-30 *", [&seen](PdnGame &&) { return ++seen < 2; });
        QVERIFY(read.hasValue());
        QCOMPARE(*read, 2);
        QCOMPARE(seen, 2);
    }

    // readPdnGames(): a game that cannot be read is reported with its number, line and column,
    // and reading goes on at the next game (../shared/spec/cli.md, replay).
    void unreadableGamesAreSkipped_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("badLine");
        QTest::addColumn<int>("badColumn");
        QTest::addColumn<QString>("says");
        auto row
            = [](const char *name, const char *badGame, int line, int column, const char *says) {
                  QTest::newRow(name) << QByteArray("[Event \"one\"]\n1. 32-28 19-23 2-0\n\n")
                          + badGame + "\n\n[Event \"three\"]\n1. 31-27 *\n"
                                      << line << column << QString::fromUtf8(says);
              };
        row("tag without value", "[Event \"two\"]\n[Empty]\n[Round \"2\"]\n\n1. 33-28 2-0", 5, 7,
            "double quotes");
        row("quote in a variation", "[Event \"two\"]\n1. 33-28 (he said \"no\" here) 2-0", 5, 19,
            "quoted string");
        row("quote in a variation, result later",
            "[Event \"two\"]\n1. 33-28 (a \"b\")\n2. 28-22\n1-1", 5, 13, "quoted string");
        row("comment never closed", "[Event \"two\"]\n1. 33-28 {no end\n2. 28-22 1-1", 5, 10,
            "never closed");
        row("stray brace, no result", "[Event \"two\"]\n1. 33-28 } 19-23", 5, 10, "'}'");
        row("tag in a variation", "[Event \"two\"]\n1. 33-28 (19-23", 7, 1, "inside a variation");
    }

    void unreadableGamesAreSkipped()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, badLine);
        QFETCH(int, badColumn);
        QFETCH(QString, says);
        std::vector<PdnGame> games;
        std::vector<PdnUnreadable> bad;
        const int read = readPdnGames(
            std::string_view(text.constData(), std::size_t(text.size())),
            [&games](PdnGame &&g) {
                games.push_back(std::move(g));
                return true;
            },
            [&bad](PdnUnreadable &&u) { bad.push_back(std::move(u)); });
        QCOMPARE(bad.size(), std::size_t(1));
        QVERIFY2(QString::fromStdString(bad[0].message).contains(says), bad[0].message.c_str());
        QCOMPARE(bad[0].line, badLine);
        QCOMPARE(bad[0].column, badColumn);
        QCOMPARE(read, 2);
        QCOMPARE(games.size(), std::size_t(2));
        QCOMPARE(games[0].tag("Event")->value, std::string("one"));
        QCOMPARE(games[1].tag("Event")->value, std::string("three"));
        QCOMPARE(moveTexts(games[1]), strings({"31-27"}));
        if (QTest::currentDataTag() == QByteArray("tag in a variation")) {
            // The tag that showed the variation unclosed starts the next game: it is the bad
            // game's end, and is not lost.
            QCOMPARE(bad[0].game, 2);
            QCOMPARE(games[1].number, 3);
            return;
        }
        QCOMPARE(games[0].number, 1);
        QCOMPARE(bad[0].game, 2);
        QCOMPARE(games[1].number, 3);
    }

    // A text that is not PDN text at all is one report for the whole text (game 0).
    void unreadableText()
    {
        std::vector<PdnUnreadable> bad;
        const QByteArray utf16("\xFF\xFE[\0E\0", 6);
        const int read = readPdnGames(
            std::string_view(utf16.constData(), std::size_t(utf16.size())),
            [](PdnGame &&) { return true; },
            [&bad](PdnUnreadable &&u) { bad.push_back(std::move(u)); });
        QCOMPARE(read, 0);
        QCOMPARE(bad.size(), std::size_t(1));
        QCOMPARE(bad[0].game, 0);
        QCOMPARE(bad[0].code, ErrorCode::PdnUtf16);
    }

    // Whole published collections pad one-digit squares: "1- 6", "47x 9", "10- 4".
    void alignmentSpaces()
    {
        READ_OK(games, "1. 1- 6 47x 9 10-\t4 2. 32- 5. 28-23 c3- d4 *");
        QCOMPARE(moveTexts(games[0]), strings({"1-6", "47x9", "10-4", "32-", "28-23", "c3-d4"}));
        QCOMPARE(games[0].moves[1].column, 9);
        // A result after a dangling separator stays a result.
        READ_OK(result, "1. 32- 1-0");
        QCOMPARE(moveTexts(result[0]), strings({"32-"}));
        QCOMPARE(result[0].result, std::string("1-0"));
        // A square cut short after the separator (a file cut in the middle of a move) is kept
        // with the move, so that the replay quotes what is written.
        READ_OK(cut, "1. c3-d4 b6-a5 2. h8-g");
        QCOMPARE(moveTexts(cut[0]), strings({"c3-d4", "b6-a5", "h8-g"}));
    }

    // Russian files write a draw "1/2:1/2".
    void russianDraw()
    {
        READ_OK(games, "1. c3-d4 f6-g5 1/2:1/2 1. c3-b4 *");
        QCOMPARE(games.size(), std::size_t(2));
        QCOMPARE(games[0].result, std::string("1/2:1/2"));
        QCOMPARE(pdnResultFromText(Variant::Russian, games[0].result), PdnResult::Draw);
        QCOMPARE(games[1].number, 2);
    }

    // A word that is none of the grammar's ends the main line where it stands, after the game's
    // last move too (cli.md: nothing is skipped silently).
    void strayWords()
    {
        READ_OK(games,
            "1. 32-28 19-23 2. qq-rr 4. 28x19 *\n"
            "1. 32-28 {c} good 19-23 *\n"
            "1. 32-28 19-23 Whiteresigned {later} *");
        QCOMPARE(moveTexts(games[0]), strings({"32-28", "19-23", "qq-rr", "28x19"}));
        QVERIFY(games[0].moves[2].notAMove);
        QCOMPARE(games[0].moves[2].column, 19);
        REPLAY_OK(first, games[0], Variant::International);
        QVERIFY(first.failure);
        QCOMPARE(first.failure->ply, 3);
        QCOMPARE(first.failure->kind, MoveReadError::Unreadable);
        QCOMPARE(first.failure->error.column, 19);
        QVERIFY2(first.failure->error.message.find("is not a move") != std::string::npos,
            first.failure->error.message.c_str());
        QCOMPARE(first.record.moves.size(), std::size_t(2));
        // Between moves: the word is taken out of the comment and fails at ply 2.
        QCOMPARE(moveTexts(games[1]), strings({"32-28", "good", "19-23"}));
        QCOMPARE(games[1].moves[0].comment, std::string("c"));
        // After the last move too: every move is kept, and the word is reported at ply 3.
        QCOMPARE(moveTexts(games[2]), strings({"32-28", "19-23", "Whiteresigned"}));
        QCOMPARE(games[2].moves[2].comment, std::string("later"));
        REPLAY_OK(last, games[2], Variant::International);
        QVERIFY(last.failure);
        QCOMPARE(last.failure->ply, 3);
        QCOMPARE(last.failure->kind, MoveReadError::Unreadable);
        QCOMPARE(last.record.moves.size(), std::size_t(2));
    }

    // American, black man on 2, white men on 6, 7, 14 and 15: 2x18 is 2x9x18 (taking 6 and 14)
    // or 2x11x18 (taking 7 and 15). Only after the first does White still have 7 for 7-3.
    void ambiguousCaptureResolvedByTheRest()
    {
        READ_OK(games, "[FEN \"B:W6,7,14,15:B2\"] 1. 2x18 7-3 *");
        REPLAY_OK(r, games[0], Variant::American);
        QVERIFY2(!r.failure, r.failure ? r.failure->error.message.c_str() : "");
        QCOMPARE(r.record.moves.size(), std::size_t(2));
        QCOMPARE(capturedSquares(r.record.start, r.record.moves[0]), std::vector<int>({6, 14}));
        // Written back in full, so that it reads without the rest.
        QVERIFY(writePdn(r.record).find("2x9x18") != std::string::npos);
        // 6-1 fits the other reading only.
        READ_OK(other, "[FEN \"B:W6,7,14,15:B2\"] 1. 2x18 6-1 *");
        REPLAY_OK(o, other[0], Variant::American);
        QVERIFY(!o.failure);
        QCOMPARE(capturedSquares(o.record.start, o.record.moves[0]), std::vector<int>({7, 15}));
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("says");
        auto row = [](const char *name, QByteArray text, int line, int column, const char *says) {
            QTest::newRow(name) << text << line << column << QString::fromUtf8(says);
        };
        row("unclosed comment", "1. 32-28 {never closed", 1, 10, "never closed");
        // pdn-grammar/fail/nested_comment.pdn: the inner '{' is the 34th character.
        row("nested comment", "1. 33-29 19-23 2. 35-30 { nested { comment } }", 1, 34,
            "do not nest");
        row("tag without name", "[ \"x\"]", 1, 3, "tag name");
        row("tag value not quoted", "[Event Foo]", 1, 8, "double quotes");
        row("tag value never closed", "[Event \"abc", 1, 8, "never closed");
        row("tag value across lines", "[Event \"abc\n1. 32-28", 1, 8, "end of the line");
        row("tag not closed", "[Event \"abc\" 1. 32-28", 1, 14, "expected ']'");
        row("stray ]", "1. 32-28 ] 19-23", 1, 10, "']'");
        row("stray }", "1. 32-28 } 19-23", 1, 10, "'}'");
        row("stray )", "1. 32-28 ) 19-23", 1, 10, "')'");
        row("variation never closed", "1. 32-28 (19-23 2. 28x19", 1, 10, "never closed");
        row("tag in a variation", "1. 32-28 (19-23\n[Event \"x\"]", 2, 1, "inside a variation");
        row("NAG without number", "1. 32-28 $ 19-23", 1, 10, "'$'");
        row("string outside a tag", "1. 32-28 \"x\"", 1, 10, "quoted string");
        row("set-up in the moves", "1. 32-28 /FEN \"W:W31\"/", 1, 10, "set-up");
        row("line count with CRLF", "[Event \"x\"]\r\n\r\n1. 32-28 {x", 3, 10, "never closed");
        row("column after Cyrillic", "[White \"Сергей\"] }", 1, 18, "'}'");
        row("NUL byte", QByteArray("1. 32-28\n19-\0", 13), 2, 4, "NUL");
        row("UTF-16", QByteArray("\xFF\xFE[\0E\0", 6), 1, 1, "UTF-16");
    }

    void errors()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, says);
        const auto games = readPdn(std::string_view(text.constData(), text.size()));
        QVERIFY(!games.hasValue());
        const Error &e = games.error();
        QVERIFY2(QString::fromStdString(e.message).contains(says), e.message.c_str());
        QCOMPARE(e.line, line);
        QCOMPARE(e.column, column);
        // What the user sees says where.
        QVERIFY(e.toString().rfind(
                    "line " + std::to_string(line) + ", column " + std::to_string(column) + ": ", 0)
            == 0);
    }

    // The PDN 3.0 standard's own examples (../shared/testdata/pdn-grammar, from wiegerw/pdn).
    void grammarFiles()
    {
        const QString dir = testdata("pdn-grammar");
        if (!QDir(dir).exists())
            QSKIP("../shared/testdata/pdn-grammar is not there: the PDN 3.0 example files are "
                  "read from it when it is");
        struct Expect
        {
            const char *file;
            std::size_t games;
            std::vector<std::string> moves; // of the first game
            const char *result; // of the first game
        };
        const Expect expected[] = {
            {"alphanumeric.pdn", 1, strings({"a3b4"}), ""},
            {"fen.pdn", 3, {}, "*"},
            {"gameterminator.pdn", 1, strings({"32-28"}), "1/2-1/2"},
            {"linecomment.pdn", 1, strings({"32-28", "19-23"}), ""},
            {"movestrength.pdn", 1, strings({"32-28", "19-23", "28x19"}), "*"},
            {"string.pdn", 1, strings({"32-28"}), ""},
            {"unicode.pdn", 1, strings({"32-28", "19-23"}), ""},
            {"variation.pdn", 1, strings({"32-28", "19-23", "28x19", "14x23"}), ""},
        };
        for (const Expect &x : expected) {
            const std::string text = fileText(dir + "/succeed/" + x.file);
            QVERIFY2(!text.empty(), x.file);
            const auto games = readPdn(text);
            QVERIFY2(games.hasValue(),
                (std::string(x.file) + ": " + (games ? "" : games.error().toString())).c_str());
            QCOMPARE(games->size(), x.games);
            QCOMPARE(moveTexts(games->front()), x.moves);
            QCOMPARE(games->front().result, std::string(x.result));
        }
        const std::string fenText = fileText(dir + "/succeed/fen.pdn");
        const auto fens = readPdn(fenText);
        QCOMPARE(fens->at(0).tag("FEN")->value, std::string("?:W29,13,11:B22,4,2"));
        QCOMPARE(fens->at(2).tag("FEN")->value, std::string("W:W31-50:B1-20"));
        const std::string stringText = fileText(dir + "/succeed/string.pdn");
        QCOMPARE(readPdn(stringText)->front().tag("White")->value,
            std::string("This is a string with an escaped character \""));
        const std::string unicodeText = fileText(dir + "/succeed/unicode.pdn");
        QCOMPARE(readPdn(unicodeText)->front().tag("Black")->value, std::string("高文龙"));

        const std::string bad = fileText(dir + "/fail/nested_comment.pdn");
        const auto failed = readPdn(bad);
        QVERIFY(!failed.hasValue());
        QCOMPARE(failed.error().line, 1);
        QCOMPARE(failed.error().column, 34);
        QVERIFY(failed.error().message.find("do not nest") != std::string::npos);
    }

    // --- Variant, start position, result ---

    void gameType_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<Variant>("variant");
        QTest::newRow("20") << "20" << Variant::International;
        QTest::newRow("21 long") << "21,B,8,8,N1,0" << Variant::American;
        QTest::newRow("25 spaced") << " 25 " << Variant::Russian;
        QTest::newRow("26 long") << "26,W,8,8,A0,0" << Variant::Brazilian;
        QTest::newRow("20 long") << "20,W,10,10,N2,0" << Variant::International;
    }

    void gameType()
    {
        QFETCH(QString, value);
        QFETCH(Variant, variant);
        READ_OK(games, "[GameType \"" + value.toStdString() + "\"] *");
        const auto v = pdnGameVariant(games[0], Variant::Russian); // the tag wins
        QVERIFY2(v.hasValue(), v ? "" : v.error().toString().c_str());
        QCOMPARE(*v, variant);
    }

    void gameTypeErrors_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("says");
        QTest::newRow("Italian") << "22"
                                 << "GameType 22 is not a variant";
        QTest::newRow("no number") << "x"
                                   << "does not start with a game type number";
        QTest::newRow("wrong board") << "20,W,8,8,N2,0"
                                     << "10x10";
    }

    void gameTypeErrors()
    {
        QFETCH(QString, value);
        QFETCH(QString, says);
        READ_OK(games, "[Event \"e\"]\n  [GameType \"" + value.toStdString() + "\"] *");
        const auto v = pdnGameVariant(games[0], Variant::International);
        QVERIFY(!v.hasValue());
        QVERIFY2(
            QString::fromStdString(v.error().message).contains(says), v.error().message.c_str());
        QCOMPARE(v.error().line, 2);
        QCOMPARE(v.error().column, 3);
    }

    void variantFallback()
    {
        READ_OK(games, "\n  1. 32-28 *");
        QCOMPARE(*pdnGameVariant(games[0], Variant::International), Variant::International);
        const auto none = pdnGameVariant(games[0]);
        QVERIFY(!none.hasValue());
        QVERIFY(none.error().message.find("no GameType") != std::string::npos);
        QCOMPARE(none.error().line, 2);
        QCOMPARE(none.error().column, 3);
    }

    void startPosition()
    {
        READ_OK(games,
            "[FEN \"B:W18:BK14\"] * [SetUp \"1\"] * [SetUp \"0\"] *\n"
            "[FEN \"B:W18:B14,k\"] * [FEN \"W:W1:B\"] *");
        const auto setUp = pdnStartPosition(games[0], Variant::American);
        QVERIFY(setUp.hasValue());
        QCOMPARE(setUp->side, Color::Black);
        QCOMPARE(setUp->pieceAt(18), Piece::WhiteMan);
        QCOMPARE(setUp->pieceAt(14), Piece::BlackKing);

        const auto noFen = pdnStartPosition(games[1], Variant::American);
        QVERIFY(!noFen.hasValue());
        QVERIFY(noFen.error().message.find("no FEN tag") != std::string::npos);
        QCOMPARE(noFen.error().column, 22);

        QVERIFY(*pdnStartPosition(games[2], Variant::Russian) == Position::start(Variant::Russian));

        // [FEN "B:W18:B14,k"]: the value starts at column 7; the square missing after 'k'
        // would be its 12th character, column 18.
        const auto badFen = pdnStartPosition(games[3], Variant::American);
        QVERIFY(!badFen.hasValue());
        QVERIFY(badFen.error().message.rfind("FEN: ", 0) == 0);
        QCOMPARE(badFen.error().line, 2);
        QCOMPARE(badFen.error().column, 18);

        // A white man on square 1, its promotion row, cannot be.
        QVERIFY(!pdnStartPosition(games[4], Variant::American).hasValue());
    }

    void results_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("text");
        QTest::addColumn<PdnResult>("result");
        QTest::addColumn<QString>("written");
        // The first number is the first mover's score (../shared/testdata/README.md: in
        // American checkers Black moves first and "1-0" means Black won).
        QTest::newRow("american 1-0")
            << Variant::American << "1-0" << PdnResult::BlackWins << "1-0";
        QTest::newRow("american 0-1")
            << Variant::American << "0-1" << PdnResult::WhiteWins << "0-1";
        QTest::newRow("american draw")
            << Variant::American << "1/2-1/2" << PdnResult::Draw << "1/2-1/2";
        // PDN 3.0: game type 20 has the "International" result type 2-0, 1-1, 0-2.
        QTest::newRow("international 2-0")
            << Variant::International << "2-0" << PdnResult::WhiteWins << "2-0";
        QTest::newRow("international 1-0")
            << Variant::International << "1-0" << PdnResult::WhiteWins << "2-0";
        QTest::newRow("international 0-2")
            << Variant::International << "0-2" << PdnResult::BlackWins << "0-2";
        QTest::newRow("international 1-1")
            << Variant::International << "1-1" << PdnResult::Draw << "1-1";
        QTest::newRow("russian 2-0") << Variant::Russian << "2-0" << PdnResult::WhiteWins << "1-0";
        QTest::newRow("russian 1-1") << Variant::Russian << " 1-1 " << PdnResult::Draw << "1/2-1/2";
        QTest::newRow("brazilian 0-1")
            << Variant::Brazilian << "0-1" << PdnResult::BlackWins << "0-1";
        QTest::newRow("double forfeit")
            << Variant::Russian << "0-0" << PdnResult::DoubleForfeit << "0-0";
        QTest::newRow("unknown") << Variant::Russian << "*" << PdnResult::Unknown << "*";
        QTest::newRow("other") << Variant::Russian << "1+ - 1-" << PdnResult::Unknown << "*";
    }

    void results()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, text);
        QFETCH(PdnResult, result);
        QFETCH(QString, written);
        QCOMPARE(pdnResultFromText(variant, text.toStdString()), result);
        QCOMPARE(QString::fromStdString(pdnResultText(variant, result)), written);
    }
};

QTEST_GUILESS_MAIN(TestPdn)
#include "tst_pdn.moc"
