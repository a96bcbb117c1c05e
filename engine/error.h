// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace damas {

// Which kind of error, for a user interface that words it in the player's language; `Other`
// when only the English `message` says. The FEN reader's codes carry their details in `args`
// (in this order).
enum class ErrorCode : unsigned char {
    Other,
    FenEmpty,
    FenSide, // args: the character found
    FenAfterEnd,
    FenExpectedColon, // args: the character found
    FenExpectedColor, // args: the character found, or none at the end of the text
    FenSectionTwice, // args: "W" or "B"
    FenExpectedComma, // args: the character found
    FenExpectedSquare, // args: the character found, or none at the end of the text
    FenNotASquare, // args: the square as written, the board ("10x10")
    FenLightSquare, // args: the square as written, the board ("8x8")
    FenRangeEnd,
    FenRangeBackwards, // args: first square, last square
    FenSquareTaken, // args: the square, the column where it was given first
    FenManOnPromotionRow, // args: "W" or "B", the square
    // The PDN reader's (args in this order):
    PdnTagInVariation, // the '(' line, its column
    PdnTagName,
    PdnTagValueQuotes, // tag name
    PdnTagValueUnclosed, // tag name
    PdnTagValueLineEnd, // tag name
    PdnTagUnclosed, // tag name
    PdnCommentUnclosed,
    PdnCommentNested, // the comment's line, its column
    PdnNagNumber,
    PdnStrayParen,
    PdnStrayBracket,
    PdnStrayBrace,
    PdnStrayQuote,
    PdnSetupInMoves,
    PdnVariationUnclosed,
    PdnUtf16,
    PdnBinary,
    PdnNoGameType,
    PdnGameTypeNumber, // the tag's value
    PdnGameTypeUnknown, // the game type number
    PdnGameTypeBoard, // the tag's value, the board ("8x8"), the game type number
    PdnSetUpWithoutFen,
};

// What was wrong with some input, and where: `column` is the 1-based character position in the
// text that was read (0 when it does not apply), `line` the 1-based line in a file (0 likewise).
struct Error
{
    Error() = default;
    Error(std::string message, int line = 0, int column = 0, ErrorCode code = ErrorCode::Other,
        std::vector<std::string> args = {})
        : message(std::move(message))
        , line(line)
        , column(column)
        , code(code)
        , args(std::move(args))
    { }

    std::string message;
    int line = 0;
    int column = 0;
    ErrorCode code = ErrorCode::Other;
    std::vector<std::string> args;

    // "line 3, column 14: <message>", leaving out what does not apply.
    std::string toString() const;
};

/*
 * The length of the well-formed UTF-8 sequence that starts at s[i], with its code point in `cp`;
 * 0 for a byte below 0x80 and for one that starts no well-formed sequence (a stray continuation
 * byte, a sequence cut short, an overlong form, a UTF-16 surrogate, a code point past U+10FFFF).
 * The engine's one UTF-8 decoder.
 */
std::size_t utf8SequenceAt(std::string_view s, std::size_t i, std::uint32_t &cp);

/*
 * Text read from outside, fit to quote in a one-line message: line breaks, tabs, control
 * characters (escape sequences with them) and bytes that are not UTF-8 shown escaped ("\\n",
 * "\\t", "\\x1b", "\\u0085"); text of more than `limit` characters cut, with its length given:
 * "aaaa... (10485760 bytes)".
 */
std::string printable(std::string_view text, std::size_t limit = 60);
// printable() in single quotes.
std::string quoteText(std::string_view text, std::size_t limit = 60);

// A value or the error that kept it from being read. (std::expected is C++23.)
template<typename T>
class Expected
{
public:
    Expected(T value)
        : m_value(std::move(value))
    { }
    Expected(Error error)
        : m_error(std::move(error))
    { }

    explicit operator bool() const { return m_value.has_value(); }
    bool hasValue() const { return m_value.has_value(); }
    const T &value() const { return *m_value; }
    T &value() { return *m_value; }
    const T &operator*() const { return *m_value; }
    T &operator*() { return *m_value; }
    const T *operator->() const { return &*m_value; }
    T *operator->() { return &*m_value; }
    const Error &error() const { return m_error; }

private:
    std::optional<T> m_value;
    Error m_error;
};

} // namespace damas
