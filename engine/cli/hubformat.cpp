// SPDX-License-Identifier: GPL-3.0-or-later
#include "hubformat.h"

#include "command.h"

#include "movegen.h"
#include "notation.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace damas::cli {

// Splits one Hub line into its command and name=value pairs. False if a quote is not closed.
bool parseHubLine(const std::string &line, std::string &command, std::vector<HubPair> &pairs)
{
    std::size_t i = 0;
    auto skipBlank = [&] {
        while (i < line.size() && std::isspace(static_cast<unsigned char>(line[i])))
            ++i;
    };
    auto word = [&] {
        std::string w;
        while (i < line.size() && !std::isspace(static_cast<unsigned char>(line[i]))
            && line[i] != '=' && line[i] != '"')
            w += line[i++];
        return w;
    };
    skipBlank();
    command = word();
    pairs.clear();
    for (;;) {
        skipBlank();
        if (i >= line.size())
            return true;
        HubPair p;
        p.name = word();
        skipBlank();
        if (i < line.size() && line[i] == '=') {
            ++i;
            skipBlank();
            if (i < line.size() && line[i] == '"') {
                const std::size_t close = line.find('"', i + 1);
                if (close == std::string::npos)
                    return false;
                p.value = line.substr(i + 1, close - i - 1);
                i = close + 1;
            } else {
                p.value = word();
            }
        }
        if (p.name.empty())
            ++i; // a stray character: skip it
        else
            pairs.push_back(p);
    }
}

// The protocol has no escape for '"' inside a quoted value: it becomes '\''.
std::string hubQuoted(const std::string &value)
{
    // Any blank ends an unquoted value (parseHubLine), not only a space or a tab.
    const bool plain = !value.empty() && std::none_of(value.begin(), value.end(), [](char c) {
        return c == '=' || c == '"' || std::isspace(static_cast<unsigned char>(c));
    });
    if (plain)
        return value;
    std::string s = value;
    std::replace(s.begin(), s.end(), '"', '\'');
    return '"' + s + '"';
}

// "32-28", or for a capture its start, end and captured pieces: "28x19x23".
std::string hubMove(const Position &pos, const Move &m)
{
    std::string s = std::to_string(fromSquare(pos, m));
    s += m.isCapture() ? 'x' : '-';
    s += std::to_string(toSquare(pos, m));
    for (int sq : capturedSquares(pos, m))
        s += 'x' + std::to_string(sq);
    return s;
}

// Reads a Hub move: numbers separated by '-' or 'x' (start, end, then any captured pieces in
// any order). Also takes the variant's own notation. Never guesses between two legal moves.
Expected<Move> readHubMove(const Position &pos, const std::string &text)
{
    std::vector<int> numbers;
    std::string digits;
    bool numeric = !text.empty();
    for (char c : text + '-') {
        if (std::isdigit(static_cast<unsigned char>(c)))
            digits += c;
        else if ((c == '-' || c == 'x' || c == 'X') && !digits.empty()) {
            const auto square = parseWholeNumber(digits, 1, squareCount(pos.boardSize()));
            if (!square)
                return Error {"move " + quoteText(text) + ": " + quoteText(digits)
                    + " is not a square of the board (1 to "
                    + std::to_string(squareCount(pos.boardSize())) + ")"};
            numbers.push_back(int(*square));
            digits.clear();
        } else {
            numeric = false;
            break;
        }
    }
    if (!numeric || numbers.size() < 2)
        return parseMove(pos, text);
    std::vector<int> captured(numbers.begin() + 2, numbers.end());
    std::sort(captured.begin(), captured.end());
    std::optional<Move> found;
    int matches = 0;
    for (const Move &m : legalMoves(pos)) {
        if (fromSquare(pos, m) != numbers[0] || toSquare(pos, m) != numbers[1])
            continue;
        if (!captured.empty() && capturedSquares(pos, m) != captured)
            continue;
        found = m;
        ++matches;
    }
    if (matches == 1)
        return *found;
    if (matches > 1)
        return Error {
            "move " + quoteText(text) + " fits several legal moves: list the captured pieces"};
    return Error {"move " + quoteText(text) + " is not legal here"};
}

Expected<Position> readHubPosition(Variant v, const std::string &text)
{
    const int n = rulesOf(v).boardSize;
    const int squares = squareCount(n);
    if (int(text.size()) != squares + 1)
        return Error {"position " + quoteText(text) + " should have " + std::to_string(squares + 1)
            + " letters for " + std::string(variantName(v))};
    if (text[0] != 'W' && text[0] != 'B')
        return Error {
            "position " + quoteText(text) + " should start with W or B (the side to move)"};
    Position pos = Position::empty(v, text[0] == 'W' ? Color::White : Color::Black);
    for (int s = 1; s <= squares; ++s) {
        const char c = text[std::size_t(s)];
        const int row = (s - 1) / (n / 2); // 0: the top row, where White men are crowned
        if ((c == 'w' && row == 0) || (c == 'b' && row == n - 1))
            return Error {"position: a man on square " + std::to_string(s)
                + ", its promotion row (a king is W or B)"};
        switch (c) {
        case 'w':
            pos.setPiece(s, Piece::WhiteMan);
            break;
        case 'W':
            pos.setPiece(s, Piece::WhiteKing);
            break;
        case 'b':
            pos.setPiece(s, Piece::BlackMan);
            break;
        case 'B':
            pos.setPiece(s, Piece::BlackKing);
            break;
        case 'e':
            break;
        default:
            return Error {"position: square " + std::to_string(s) + " has '"
                + std::string(1, text[std::size_t(s)]) + "' (w, b, W, B or e expected)"};
        }
    }
    return pos;
}

std::string hubPosition(const Position &pos)
{
    std::string s(1, pos.side == Color::White ? 'W' : 'B');
    for (int sq = 1; sq <= squareCount(pos.boardSize()); ++sq) {
        switch (pos.pieceAt(sq)) {
        case Piece::WhiteMan:
            s += 'w';
            break;
        case Piece::WhiteKing:
            s += 'W';
            break;
        case Piece::BlackMan:
            s += 'b';
            break;
        case Piece::BlackKing:
            s += 'B';
            break;
        case Piece::None:
            s += 'e';
            break;
        }
    }
    return s;
}

} // namespace damas::cli
