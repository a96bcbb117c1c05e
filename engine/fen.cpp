// SPDX-License-Identifier: GPL-3.0-or-later
#include "fen.h"
#include "notation.h"

#include <cctype>
#include <cstdlib>
#include <vector>

namespace damas {

namespace {

struct FenReader
{
    Variant variant;
    std::string_view text;
    std::size_t pos = 0;

    Error error(std::size_t at, std::string message, ErrorCode code,
        std::vector<std::string> args = {}) const
    {
        return Error {std::move(message), 0, static_cast<int>(at) + 1, code, std::move(args)};
    }
    // The character at the reading position, as text ("" at the end).
    std::string found() const { return atEnd() ? std::string() : std::string(1, peek()); }
    void skipSpaces()
    {
        while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos])))
            ++pos;
    }
    bool atEnd() const { return pos >= text.size(); }
    char peek() const { return atEnd() ? '\0' : text[pos]; }
};

// A square token: digits, or a letter followed by digits (algebraic). Returns the text.
std::string_view readSquareToken(FenReader &r)
{
    const std::size_t begin = r.pos;
    if (std::isalpha(static_cast<unsigned char>(r.peek())))
        ++r.pos;
    while (std::isdigit(static_cast<unsigned char>(r.peek())))
        ++r.pos;
    return r.text.substr(begin, r.pos - begin);
}

// Why a square token names no playing square: off the board, or a light square ("a2").
Error notASquare(const FenReader &r, std::size_t at, int boardSize, std::string_view tok)
{
    const std::string size = std::to_string(boardSize) + "x" + std::to_string(boardSize);
    if (tok.size() >= 2 && std::isalpha(static_cast<unsigned char>(tok[0]))) {
        const int column = std::tolower(static_cast<unsigned char>(tok[0])) - 'a';
        const int rank = tok.size() <= 3 ? std::atoi(std::string(tok.substr(1)).c_str()) - 1 : -1;
        if (column >= 0 && column < boardSize && rank >= 0 && rank < boardSize)
            return r.error(at,
                "square " + std::string(tok) + " is a light square of the " + size
                    + " board: pieces stand on the dark squares",
                ErrorCode::FenLightSquare, {std::string(tok), size});
    }
    return r.error(at, "square " + std::string(tok) + " is not on the " + size + " board",
        ErrorCode::FenNotASquare, {std::string(tok), size});
}

} // namespace

Expected<Position> parseFen(Variant variant, std::string_view fen)
{
    FenReader r {variant, fen};
    const int n = rulesOf(variant).boardSize;
    const int squares = squareCount(n);

    r.skipSpaces();
    if (r.atEnd())
        return r.error(0, "empty FEN", ErrorCode::FenEmpty);
    // Quotes are part of the PDN tag, not of the FEN, but a pasted tag value may keep them.
    if (r.peek() == '"') {
        ++r.pos;
        if (!fen.empty() && fen.back() == '"')
            r.text = fen.substr(0, fen.size() - 1);
        r.skipSpaces();
    }

    Position p = Position::empty(variant, rulesOf(variant).firstToMove);
    const std::size_t sidePos = r.pos;
    switch (std::toupper(static_cast<unsigned char>(r.peek()))) {
    case 'W':
        p.side = Color::White;
        break;
    case 'B':
        p.side = Color::Black;
        break;
    case '?': // PDN 3.0 allows an unknown side to move; take the variant's first mover
        break;
    default:
        return r.error(sidePos, std::string("side to move must be W or B, not '") + r.peek() + "'",
            ErrorCode::FenSide, {r.found()});
    }
    ++r.pos;

    bool seen[2] = {false, false};
    std::vector<int> owner(squares + 1, -1); // character position that put a piece on it
    while (true) {
        r.skipSpaces();
        if (r.atEnd())
            break;
        if (r.peek() == '.') {
            ++r.pos;
            r.skipSpaces();
            if (!r.atEnd())
                return r.error(
                    r.pos, "unexpected text after the final '.'", ErrorCode::FenAfterEnd);
            break;
        }
        if (r.peek() != ':')
            return r.error(r.pos,
                std::string("expected ':' before the next section, found '") + r.peek() + "'",
                ErrorCode::FenExpectedColon, {r.found()});
        ++r.pos;
        r.skipSpaces();
        const std::size_t colorPos = r.pos;
        const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(r.peek())));
        if (c == 'H' || c == 'F') {
            // lidraughts' half-move clock and move number (":H0:F1"): not part of PDN 3.0,
            // nothing in them changes the position.
            ++r.pos;
            while (!r.atEnd() && r.peek() != ':' && r.peek() != '.')
                ++r.pos;
            continue;
        }
        if (c != 'W' && c != 'B')
            return r.error(colorPos,
                r.atEnd() ? std::string("expected W or B after ':'")
                          : std::string("expected W or B after ':', found '") + r.peek() + "'",
                ErrorCode::FenExpectedColor, {r.found()});
        const int ci = c == 'W' ? 0 : 1;
        if (seen[ci])
            return r.error(colorPos,
                std::string("the ") + (ci == 0 ? "White" : "Black") + " section appears twice",
                ErrorCode::FenSectionTwice, {ci == 0 ? "W" : "B"});
        seen[ci] = true;
        ++r.pos;
        const Color color = ci == 0 ? Color::White : Color::Black;

        bool first = true;
        while (true) {
            r.skipSpaces();
            if (r.atEnd() || r.peek() == ':' || r.peek() == '.')
                break;
            if (!first) {
                if (r.peek() != ',')
                    return r.error(r.pos,
                        std::string("expected ',' between squares, found '") + r.peek() + "'",
                        ErrorCode::FenExpectedComma, {r.found()});
                ++r.pos;
                r.skipSpaces();
            }
            first = false;
            const std::size_t itemPos = r.pos;
            bool king = false;
            if (std::toupper(static_cast<unsigned char>(r.peek())) == 'K') {
                king = true;
                ++r.pos;
            }
            const std::size_t sqPos = r.pos;
            const std::string_view tok = readSquareToken(r);
            if (tok.empty())
                return r.error(sqPos,
                    r.atEnd() ? std::string("expected a square")
                              : std::string("expected a square, found '") + r.peek() + "'",
                    ErrorCode::FenExpectedSquare, {r.found()});
            const int from = parseSquare(variant, tok);
            if (from == 0)
                return notASquare(r, sqPos, n, tok);
            int to = from;
            r.skipSpaces();
            if (r.peek() == '-') {
                ++r.pos;
                r.skipSpaces();
                const std::size_t endPos = r.pos;
                const std::string_view tok2 = readSquareToken(r);
                if (tok2.empty())
                    return r.error(
                        endPos, "expected the last square of the range", ErrorCode::FenRangeEnd);
                to = parseSquare(variant, tok2);
                if (to == 0)
                    return notASquare(r, endPos, n, tok2);
                if (to < from)
                    return r.error(itemPos,
                        "range " + std::string(tok) + "-" + std::string(tok2) + " runs backwards",
                        ErrorCode::FenRangeBackwards, {std::string(tok), std::string(tok2)});
            }
            for (int s = from; s <= to; ++s) {
                if (owner[s] >= 0)
                    return r.error(itemPos,
                        "square " + squareName(variant, s)
                            + " already holds a piece (given at column "
                            + std::to_string(owner[s] + 1) + ")",
                        ErrorCode::FenSquareTaken,
                        {squareName(variant, s), std::to_string(owner[s] + 1)});
                owner[s] = static_cast<int>(itemPos);
                // A man never stands on its own promotion row: it would have been crowned.
                const int row = (s - 1) / (n / 2);
                if (!king
                    && ((color == Color::White && row == 0)
                        || (color == Color::Black && row == n - 1)))
                    return r.error(itemPos,
                        std::string("a ") + (color == Color::White ? "white" : "black")
                            + " man cannot stand on square " + squareName(variant, s)
                            + ", its promotion row (write K for a king)",
                        ErrorCode::FenManOnPromotionRow,
                        {color == Color::White ? "W" : "B", squareName(variant, s)});
                p.setPiece(s,
                    color == Color::White ? (king ? Piece::WhiteKing : Piece::WhiteMan)
                                          : (king ? Piece::BlackKing : Piece::BlackMan));
            }
        }
    }
    return p;
}

Expected<Position> parseGameFen(Variant variant, std::string_view fen)
{
    auto pos = parseFen(variant, fen);
    if (pos && pos->occupied() == 0)
        return Error {"there is no piece on the board: a game needs at least one"};
    return pos;
}

std::string toFen(const Position &pos)
{
    const int n = pos.boardSize();
    std::string s = pos.side == Color::White ? "W" : "B";
    for (Color c : {Color::White, Color::Black}) {
        s += c == Color::White ? ":W" : ":B";
        bool first = true;
        for (int sq = 1; sq <= squareCount(n); ++sq) {
            const Piece p = pos.pieceAt(sq);
            if (p == Piece::None || colorOf(p) != c)
                continue;
            if (!first)
                s += ',';
            first = false;
            if (isKing(p))
                s += 'K';
            s += std::to_string(sq);
        }
    }
    return s;
}

} // namespace damas
