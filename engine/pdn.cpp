// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdn.h"
#include "pdntext.h"

#include <algorithm>
#include <cstdint>
#include <functional>

namespace damas {

namespace {

using namespace pdntext;

// The column letters of algebraic squares: a-h on 8x8, a-j on 10x10.
bool isColumnLetter(char c)
{
    return (c >= 'a' && c <= 'j') || (c >= 'A' && c <= 'J');
}
bool isMoveSeparator(char c)
{
    return c == '-' || c == 'x' || c == 'X' || c == ':';
}
// Characters that end an unbraced word: they open or close something of the grammar.
bool isStructural(char c)
{
    return c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ';'
        || c == '"';
}

void appendUtf8(std::string &out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

// Byte offset of the first byte that is not part of well-formed UTF-8, or npos.
std::size_t invalidUtf8At(std::string_view s)
{
    std::size_t i = 0;
    while (i < s.size()) {
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        std::uint32_t cp = 0;
        const std::size_t n = utf8SequenceAt(s, i, cp);
        if (n == 0)
            return i;
        i += n;
    }
    return std::string_view::npos;
}

/*
 * Older PDN files are often in Windows-1252 (Latin-1 with typographic marks in 0x80-0x9F).
 * Text that is not UTF-8 is read as that; the five bytes it leaves undefined keep their
 * Latin-1 meaning. Mapping: the Windows-1252 code page as published by Microsoft and unicode.org.
 */
std::string fromWindows1252(std::string_view s)
{
    static constexpr std::uint16_t kHigh[32]
        = {0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
            0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
            0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};
    std::string out;
    out.reserve(s.size() + s.size() / 8);
    for (char ch : s) {
        const auto c = static_cast<unsigned char>(ch);
        appendUtf8(out, c >= 0x80 && c < 0xA0 ? kHigh[c - 0x80] : c);
    }
    return out;
}

// The game terminators but "*": PDN 3.0's, and "1/2:1/2" and "\xC2\xBD-\xC2\xBD" of real files.
constexpr std::string_view kResults[]
    = {"1/2-1/2", "1/2:1/2", "1-0", "0-1", "2-0", "0-2", "1-1", "0-0", "\xC2\xBD-\xC2\xBD"};

bool isResultWord(std::string_view word)
{
    return word == "*"
        || std::find(std::begin(kResults), std::end(kResults), word) != std::end(kResults);
}

// A reading position in a text, with its line and column (in characters, 1-based).
class TextCursor
{
public:
    struct Mark
    {
        int line;
        int column;
        std::size_t offset;
    };

    explicit TextCursor(std::string_view text)
        : m_text(text)
    { }

    bool atEnd(std::size_t k = 0) const { return m_pos + k >= m_text.size(); }
    char peek(std::size_t k = 0) const { return atEnd(k) ? '\0' : m_text[m_pos + k]; }
    Mark mark() const { return {m_line, m_column, m_pos}; }
    void seek(Mark to)
    {
        m_pos = to.offset;
        m_line = to.line;
        m_column = to.column;
    }
    // CRLF, LF and a lone CR each end a line.
    void advance()
    {
        const char c = m_text[m_pos++];
        if (c == '\n' || (c == '\r' && peek() != '\n')) {
            ++m_line;
            m_column = 1;
        } else if (c != '\r' && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++m_column; // one per character: UTF-8 continuation bytes do not count
        }
    }

protected:
    std::string_view m_text;
    std::size_t m_pos = 0;
    int m_line = 1;
    int m_column = 1;
};

/*
 * The reader: one pass over the text. Grammar: PDN 3.0 reading grammar (pdn.fmjd.org, "PDN
 * Grammars"), widened to what real files hold (see readPdn() in pdn.h).
 */
class PdnReader : private TextCursor
{
public:
    // onUnreadable returning false stops the reading.
    using UnreadableSink = std::function<bool(PdnUnreadable &&)>;

    PdnReader(std::string_view text, const std::function<bool(PdnGame &&)> &onGame,
        const UnreadableSink &onUnreadable)
        : TextCursor(text)
        , m_onGame(onGame)
        , m_onUnreadable(onUnreadable)
    { }

    // The number of games handed to onGame.
    int read();

private:
    Error error(Mark at, std::string message, ErrorCode code, std::vector<std::string> args = {})
    {
        m_errorAt = at;
        return Error {std::move(message), at.line, at.column, code, std::move(args)};
    }
    void skipLine()
    {
        while (!atEnd() && peek() != '\n' && peek() != '\r')
            advance();
    }

    void beginToken();
    void finishGame(std::string result);
    void reportUnreadable(Error e);
    void skipBadGame(bool inTags);
    std::optional<Error> readToken();
    void addComment(std::string_view text);

    std::optional<Error> readTag();
    std::optional<Error> readBraceComment();
    std::optional<Error> readNag();
    bool readStrengthInParentheses();
    void readStrengthMarks();
    std::string_view readResult();
    void readDigitsOrMove();
    bool squareAfterSpacesAt(std::size_t k) const;
    void readMove();
    void readWord();
    void promoteStrayWord();

    const std::function<bool(PdnGame &&)> &m_onGame;
    const UnreadableSink &m_onUnreadable;
    int m_gameCount = 0; // handed to m_onGame
    int m_number = 0; // of the last game read or skipped
    bool m_stopped = false; // a callback asked for no more games
    Mark m_errorAt {1, 1, 0};
    PdnGame m_game;
    bool m_gameStarted = false; // a token of m_game has been read
    bool m_inMovetext = false; // m_game has a move or move number: a tag now starts a new game
    std::vector<Mark> m_variations; // where each open '(' stands
    bool m_afterMoveNumber = false; // the last main-line token is a move number
    // The first word of the main line since its last move that is none of the grammar's: it
    // becomes a PdnMove with notAMove where the main line goes on or the game ends.
    struct StrayWord
    {
        std::string text;
        Mark at;
        std::size_t commentLength; // of the comment it was added to, before it
    };
    std::optional<StrayWord> m_strayWord;
};

void PdnReader::beginToken()
{
    if (!m_gameStarted) {
        m_gameStarted = true;
        m_game.line = m_line;
        m_game.column = m_column;
    }
}

void PdnReader::finishGame(std::string result)
{
    promoteStrayWord(); // a word after the last move is not PDN either: said, never dropped
    m_game.result = std::move(result);
    m_game.number = ++m_number;
    ++m_gameCount;
    m_stopped = !m_onGame(std::move(m_game));
    m_game = PdnGame {};
    m_gameStarted = false;
    m_inMovetext = false;
    m_afterMoveNumber = false;
    m_strayWord.reset();
}

// Comments are kept with single spaces between words, so that wrapping a line changes nothing.
void PdnReader::addComment(std::string_view text)
{
    if (!m_variations.empty())
        return;
    std::string &to = m_game.moves.empty() ? m_game.comment : m_game.moves.back().comment;
    for (std::string_view word : wordsOf(text)) {
        if (!to.empty())
            to += ' ';
        to.append(word);
    }
}

std::optional<Error> PdnReader::readTag()
{
    const Mark open = mark();
    if (!m_variations.empty()) {
        const Mark v = m_variations.back();
        return error(open,
            "a tag inside a variation: the '(' at line " + std::to_string(v.line) + ", column "
                + std::to_string(v.column) + " is not closed",
            ErrorCode::PdnTagInVariation, {std::to_string(v.line), std::to_string(v.column)});
    }
    if (m_inMovetext)
        finishGame({}); // a game without terminator: the next one starts here
    beginToken();
    advance();
    auto skipBlanks = [this] {
        while (peek() == ' ' || peek() == '\t')
            advance();
    };
    skipBlanks();
    PdnTag tag;
    tag.line = open.line;
    tag.column = open.column;
    if (!(isAsciiLetter(peek()) || peek() == '_'))
        return error(mark(), "expected a tag name after '['", ErrorCode::PdnTagName);
    while (isAsciiLetter(peek()) || isDigit(peek()) || peek() == '_') {
        tag.name += peek();
        advance();
    }
    skipBlanks();
    if (peek() != '"')
        return error(mark(), "expected the value of tag " + tag.name + " in double quotes",
            ErrorCode::PdnTagValueQuotes, {tag.name});
    const Mark quote = mark();
    advance();
    tag.valueColumn = m_column;
    while (true) {
        if (atEnd())
            return error(quote,
                "the value of tag " + tag.name + " is never closed (a '\"' is missing)",
                ErrorCode::PdnTagValueUnclosed, {tag.name});
        const char c = peek();
        if (c == '\n' || c == '\r')
            return error(quote,
                "the value of tag " + tag.name + " is not closed before the end of the line",
                ErrorCode::PdnTagValueLineEnd, {tag.name});
        if (c == '"') {
            advance();
            break;
        }
        if (c == '\\' && (peek(1) == '"' || peek(1) == '\\')) {
            advance();
            tag.value += peek();
            advance();
            continue;
        }
        tag.value += c;
        advance();
    }
    skipBlanks();
    if (peek() != ']')
        return error(
            mark(), "expected ']' to close tag " + tag.name, ErrorCode::PdnTagUnclosed, {tag.name});
    advance();
    m_game.tags.push_back(std::move(tag));
    return std::nullopt;
}

std::optional<Error> PdnReader::readBraceComment()
{
    const Mark open = mark();
    advance();
    const std::size_t begin = m_pos;
    while (true) {
        if (atEnd())
            return error(open, "this comment is never closed (a '}' is missing)",
                ErrorCode::PdnCommentUnclosed);
        if (peek() == '{')
            return error(mark(),
                "'{' inside a comment: comments do not nest (the comment "
                "opened at line "
                    + std::to_string(open.line) + ", column " + std::to_string(open.column) + ")",
                ErrorCode::PdnCommentNested,
                {std::to_string(open.line), std::to_string(open.column)});
        if (peek() == '}')
            break;
        advance();
    }
    addComment(m_text.substr(begin, m_pos - begin));
    advance();
    return std::nullopt;
}

std::optional<Error> PdnReader::readNag()
{
    const Mark at = mark();
    advance();
    if (!isDigit(peek()))
        return error(at, "'$' must be followed by a number (an annotation glyph such as $1)",
            ErrorCode::PdnNagNumber);
    while (isDigit(peek()))
        advance();
    return std::nullopt;
}

// "(!?)" and the like: a strength mark in parentheses, not a variation.
bool PdnReader::readStrengthInParentheses()
{
    std::size_t k = 1;
    while (peek(k) == '!' || peek(k) == '?')
        ++k;
    if (k == 1 || peek(k) != ')')
        return false;
    for (std::size_t i = 0; i <= k; ++i)
        advance();
    return true;
}

void PdnReader::readStrengthMarks()
{
    while (peek() == '!' || peek() == '?')
        advance();
    if (peek() == '(')
        readStrengthInParentheses();
}

// A result at the reading position, followed by the end of its token; empty if none.
std::string_view PdnReader::readResult()
{
    const std::string_view rest = m_text.substr(m_pos);
    for (std::string_view r : kResults) {
        if (rest.substr(0, r.size()) != r)
            continue;
        const char next = rest.size() > r.size() ? rest[r.size()] : '\0';
        if (isDigit(next) || isAsciiLetter(next) || isMoveSeparator(next) || next == '/')
            continue;
        for (std::size_t i = 0; i < r.size(); ++i)
            advance();
        return r;
    }
    return {};
}

// At a digit: a result, a move number ("12." or "12..."), or a move.
void PdnReader::readDigitsOrMove()
{
    if (const std::string_view r = readResult(); !r.empty()) {
        if (m_variations.empty())
            finishGame(std::string(r));
        return;
    }
    std::size_t k = 0;
    while (isDigit(peek(k)))
        ++k;
    if (peek(k) == '.') {
        while (k-- > 0)
            advance();
        while (peek() == '.')
            advance();
        m_inMovetext = true;
        if (m_variations.empty()) {
            promoteStrayWord();
            m_afterMoveNumber = true;
        }
        return;
    }
    // A lone number glued to letters ("1st") is a word, not a move.
    if (isAsciiLetter(peek(k)) && !isMoveSeparator(peek(k))
        && !(isColumnLetter(peek(k)) && isDigit(peek(k + 1)))) {
        readWord();
        return;
    }
    readMove();
}

/*
 * After a move's separator, blanks then a square: the alignment spaces of "1- 6" and "47x 9"
 * (whole published collections pad one-digit squares so). Not when what follows is a move
 * number ("5.") or a result.
 */
bool PdnReader::squareAfterSpacesAt(std::size_t k) const
{
    if (peek(k) != ' ' && peek(k) != '\t')
        return false;
    while (peek(k) == ' ' || peek(k) == '\t')
        ++k;
    if (isColumnLetter(peek(k)) && isDigit(peek(k + 1)))
        return true;
    if (!isDigit(peek(k)))
        return false;
    std::size_t end = k;
    while (isDigit(peek(end)))
        ++end;
    if (peek(end) == '.')
        return false;
    for (std::string_view r : kResults) {
        if (m_text.substr(m_pos + k, r.size()) == r)
            return false;
    }
    return true;
}

// Squares joined by separators, or by nothing between algebraic squares ("a3b4"). A dangling
// separator stays in the text ("32-"), for the replay to report it as unreadable. The text
// keeps no alignment space.
void PdnReader::readMove()
{
    const Mark at = mark();
    std::string text;
    auto squareStartsAt = [this](std::size_t k) {
        return isDigit(peek(k)) || (isColumnLetter(peek(k)) && isDigit(peek(k + 1)));
    };
    auto take = [this, &text] {
        text += peek();
        advance();
    };
    while (squareStartsAt(0)) {
        if (!isDigit(peek()))
            take();
        while (isDigit(peek()))
            take();
        if (isMoveSeparator(peek())) {
            take();
            if (squareAfterSpacesAt(0)) {
                while (peek() == ' ' || peek() == '\t')
                    advance();
            }
            continue;
        }
        if (!(isColumnLetter(peek()) && isDigit(peek(1))))
            break;
    }
    // A square cut short after the separator ("h8-g" where a file was cut): kept with the move,
    // so that what is reported is what is written.
    if (!text.empty() && isMoveSeparator(text.back())) {
        while (isColumnLetter(peek()) || isDigit(peek()))
            take();
    }
    if (text.empty()) {
        // Only dashes: an unknown move ("41. - -" in some files).
        while (peek() == '-')
            take();
    }
    readStrengthMarks();
    m_inMovetext = true;
    if (m_variations.empty()) {
        promoteStrayWord();
        m_afterMoveNumber = false;
        m_game.moves.push_back(PdnMove {std::move(text), at.line, at.column, {}});
    }
}

// A move or the game's end follows the stray word: the word ends the main line, where it stands.
void PdnReader::promoteStrayWord()
{
    if (!m_strayWord)
        return;
    std::string &comment = m_game.moves.empty() ? m_game.comment : m_game.moves.back().comment;
    // What was read after the word (comments in braces) stays, as the word's own comment.
    const std::size_t word = comment.find(m_strayWord->text, m_strayWord->commentLength);
    std::string after = word == std::string::npos ? std::string()
                                                  : comment.substr(word + m_strayWord->text.size());
    after.erase(0, after.find_first_not_of(' '));
    comment.resize(m_strayWord->commentLength);
    while (!comment.empty() && comment.back() == ' ')
        comment.pop_back();
    m_game.moves.push_back(PdnMove {std::move(m_strayWord->text), m_strayWord->at.line,
        m_strayWord->at.column, std::move(after), true});
    m_strayWord.reset();
}

// Text outside braces that is not a move: a stray word (see readPdn() in pdn.h).
void PdnReader::readWord()
{
    const Mark at = mark();
    const std::size_t begin = m_pos;
    while (!atEnd() && !isSpace(peek()) && !isStructural(peek()))
        advance();
    if (m_pos == begin)
        advance(); // never stall
    const std::string_view word = m_text.substr(begin, m_pos - begin);
    if (!m_variations.empty())
        return;
    if (m_afterMoveNumber) {
        m_game.moves.push_back(PdnMove {std::string(word), at.line, at.column, {}, true});
        m_afterMoveNumber = false;
        return;
    }
    if (!m_strayWord) {
        const std::string &comment
            = m_game.moves.empty() ? m_game.comment : m_game.moves.back().comment;
        m_strayWord = StrayWord {std::string(word), at, comment.size()};
    }
    addComment(word);
}

std::optional<Error> PdnReader::readToken()
{
    const char c = peek();
    if (isSpace(c)) {
        advance();
        return std::nullopt;
    }
    if (c == '[')
        return readTag();
    beginToken();
    const Mark at = mark();
    switch (c) {
    case '{':
        return readBraceComment();
    case ';': {
        advance();
        const std::size_t begin = m_pos;
        skipLine();
        addComment(m_text.substr(begin, m_pos - begin));
        break;
    }
    case '%': // escape line: data for other programs, ignored (PGN 6, PDN 3.0)
        skipLine();
        break;
    case '(':
        if (!readStrengthInParentheses()) {
            m_variations.push_back(at);
            advance();
        }
        break;
    case ')':
        if (m_variations.empty())
            return error(at, "')' closes no variation", ErrorCode::PdnStrayParen);
        m_variations.pop_back();
        advance();
        break;
    case '$':
        return readNag();
    case '!':
    case '?':
        readStrengthMarks();
        break;
    case '*':
        advance();
        if (m_variations.empty())
            finishGame("*");
        break;
    case '.': // "1. ... 7-12": the dots stand for the move before
        while (peek() == '.')
            advance();
        break;
    case '-':
        readMove();
        break;
    case ']':
        return error(at, "']' closes no tag", ErrorCode::PdnStrayBracket);
    case '}':
        return error(at, "'}' closes no comment", ErrorCode::PdnStrayBrace);
    case '"':
        return error(at, "a quoted string outside a tag", ErrorCode::PdnStrayQuote);
    case '/':
        return error(at,
            "a position set-up inside the moves (/.../) is not supported; "
            "start the game from it with a FEN tag",
            ErrorCode::PdnSetupInMoves);
    default:
        if (isDigit(c)) {
            readDigitsOrMove();
        } else if (isColumnLetter(c) && isDigit(peek(1))) {
            readMove();
        } else if (!readResult().empty()) { // "½-½"
            if (m_variations.empty())
                finishGame("1/2-1/2");
        } else {
            readWord();
        }
    }
    return std::nullopt;
}

int PdnReader::read()
{
    while (!atEnd() && !m_stopped) {
        if (auto e = readToken())
            reportUnreadable(std::move(*e));
    }
    if (m_stopped)
        return m_gameCount;
    if (!m_variations.empty()) {
        reportUnreadable(error(m_variations.back(),
            "this variation is never closed (a ')' is missing)", ErrorCode::PdnVariationUnclosed));
    } else if (m_inMovetext || !m_game.tags.empty()) {
        finishGame({});
    }
    return m_gameCount;
}

void PdnReader::reportUnreadable(Error e)
{
    const bool inTags = !m_inMovetext;
    m_stopped = !m_onUnreadable(PdnUnreadable {
        ++m_number, e.line, e.column, std::move(e.message), e.code, std::move(e.args)});
    m_game = PdnGame {};
    m_gameStarted = false;
    m_inMovetext = false;
    m_afterMoveNumber = false;
    m_strayWord.reset();
    m_variations.clear();
    if (!m_stopped)
        skipBadGame(inTags);
}

/*
 * From where the error stands, skips to the next game: the next line that starts with '['
 * once the bad game's tag section is behind (`inTags` says whether the error is in it), or
 * the text after a result standing as a word of its own.
 */
void PdnReader::skipBadGame(bool inTags)
{
    seek(m_errorAt);
    std::size_t lineBegin = m_text.find_last_of("\r\n", m_pos == 0 ? 0 : m_pos - 1);
    lineBegin = lineBegin == std::string_view::npos || m_pos == 0 ? 0 : lineBegin + 1;
    bool lineStart = trimmed(m_text.substr(lineBegin, m_pos - lineBegin)).empty();
    while (!atEnd()) {
        const char c = peek();
        if (c == '\n' || c == '\r') {
            advance();
            lineStart = true;
            continue;
        }
        if (isSpace(c)) {
            advance();
            continue;
        }
        if (lineStart) {
            lineStart = false;
            if (c == '[') {
                if (!inTags)
                    return;
                skipLine();
                continue;
            }
            inTags = false;
        }
        const std::size_t begin = m_pos;
        const bool wordBegins = begin == 0 || isSpace(m_text[begin - 1]);
        while (!atEnd() && !isSpace(peek()))
            advance();
        if (wordBegins && isResultWord(m_text.substr(begin, m_pos - begin)))
            return;
    }
}

} // namespace

const PdnTag *PdnGame::tag(std::string_view name) const
{
    for (const PdnTag &t : tags) {
        if (equalsIgnoringCase(t.name, name))
            return &t;
    }
    return nullptr;
}

namespace {

int readPdnText(std::string_view text, const std::function<bool(PdnGame &&)> &onGame,
    const PdnReader::UnreadableSink &onUnreadable)
{
    if (text.size() >= 2
        && ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF'))) {
        onUnreadable(
            {0, 1, 1, "the file is UTF-16 text; save it as UTF-8", ErrorCode::PdnUtf16, {}});
        return 0;
    }
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3); // byte order mark
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        TextCursor at(text);
        for (std::size_t i = 0; i < nul; ++i)
            at.advance();
        onUnreadable({0, at.mark().line, at.mark().column,
            "a NUL byte: this is binary data, not PDN text", ErrorCode::PdnBinary, {}});
        return 0;
    }
    if (invalidUtf8At(text) != std::string_view::npos) {
        const std::string converted = fromWindows1252(text);
        return PdnReader(converted, onGame, onUnreadable).read();
    }
    return PdnReader(text, onGame, onUnreadable).read();
}

} // namespace

int readPdnGames(std::string_view text, const std::function<bool(PdnGame &&)> &onGame,
    const std::function<void(PdnUnreadable &&)> &onUnreadable)
{
    return readPdnText(text, onGame, [&onUnreadable](PdnUnreadable &&u) {
        onUnreadable(std::move(u));
        return true;
    });
}

Expected<int> readPdn(std::string_view text, const std::function<bool(PdnGame &&)> &onGame)
{
    std::optional<Error> first;
    const int read = readPdnText(text, onGame, [&first](PdnUnreadable &&u) {
        first = Error {std::move(u.message), u.line, u.column, u.code, std::move(u.args)};
        return false;
    });
    if (first)
        return *first;
    return read;
}

Expected<std::vector<PdnGame>> readPdn(std::string_view text)
{
    std::vector<PdnGame> games;
    const auto read = readPdn(text, [&games](PdnGame &&game) {
        games.push_back(std::move(game));
        return true;
    });
    if (!read)
        return read.error();
    return games;
}

} // namespace damas
