// SPDX-License-Identifier: GPL-3.0-or-later
#include "notation.h"

#include <algorithm>
#include <cctype>

namespace damas {

namespace {

bool algebraic(Variant v)
{
    return rulesOf(v).notation != NotationStyle::Numeric;
}

char captureSeparator(Variant v)
{
    return rulesOf(v).notation == NotationStyle::AlgebraicColon ? ':' : 'x';
}

std::vector<int> toSquares(const Position &pos, const std::vector<int> &bits)
{
    std::vector<int> out;
    out.reserve(bits.size());
    for (int b : bits)
        out.push_back(squareOfBit(pos.boardSize(), b));
    return out;
}

// The squares named in a written move, in order. Empty with `error` set if something in it is
// not a square.
std::vector<int> squaresOfText(Variant v, std::string_view text, std::string &error)
{
    std::vector<int> out;
    std::size_t i = 0;
    while (i < text.size()) {
        const unsigned char c = static_cast<unsigned char>(text[i]);
        // 'x' is the capture separator ("22x15", "c3xe5"), never a column letter (a-j).
        if (std::isalnum(c) && c != 'x' && c != 'X') {
            const std::size_t begin = i;
            if (std::isalpha(c))
                ++i;
            while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])))
                ++i;
            const std::string_view tok = text.substr(begin, i - begin);
            const int sq = parseSquare(v, tok);
            if (sq == 0) {
                error = quoteText(tok) + " is not a square of this board";
                return {};
            }
            out.push_back(sq);
        } else {
            ++i; // any separator: '-', 'x', ':', spaces...
        }
    }
    return out;
}

bool isSubsequence(const std::vector<int> &needle, const std::vector<int> &hay)
{
    std::size_t j = 0;
    for (int x : hay) {
        if (j < needle.size() && needle[j] == x)
            ++j;
    }
    return j == needle.size();
}

} // namespace

std::string squareName(Variant variant, int square)
{
    const int n = rulesOf(variant).boardSize;
    if (!algebraic(variant))
        return std::to_string(square);
    std::string s(1, static_cast<char>('a' + columnOfSquare(n, square)));
    return s + std::to_string(rankOfSquare(n, square) + 1);
}

int parseSquare(Variant variant, std::string_view text)
{
    const int n = rulesOf(variant).boardSize;
    if (text.empty())
        return 0;
    const unsigned char c0 = static_cast<unsigned char>(text[0]);
    if (std::isdigit(c0)) {
        int v = 0;
        for (char c : text) {
            if (!std::isdigit(static_cast<unsigned char>(c)) || v > 1000)
                return 0;
            v = v * 10 + (c - '0');
        }
        return v >= 1 && v <= squareCount(n) ? v : 0;
    }
    if (std::isalpha(c0) && text.size() >= 2) {
        const int column = std::tolower(c0) - 'a';
        int rank = 0;
        for (char c : text.substr(1)) {
            if (!std::isdigit(static_cast<unsigned char>(c)) || rank > 100)
                return 0;
            rank = rank * 10 + (c - '0');
        }
        return squareAt(n, column, rank - 1);
    }
    return 0;
}

int fromSquare(const Position &pos, const Move &m)
{
    return squareOfBit(pos.boardSize(), m.from);
}

int toSquare(const Position &pos, const Move &m)
{
    return squareOfBit(pos.boardSize(), m.to);
}

std::vector<int> capturedSquares(const Position &pos, const Move &m)
{
    std::vector<int> out;
    for (Bitboard b = m.captured; b; b &= b - 1)
        out.push_back(squareOfBit(pos.boardSize(), lsb(b)));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::vector<int>> capturePaths(const Position &pos, const Move &m)
{
    if (!m.isCapture())
        return {{fromSquare(pos, m), toSquare(pos, m)}};
    std::vector<std::vector<int>> out;
    for (const MovePath &p : generateCapturePaths(pos)) {
        if (!(p.move == m))
            continue;
        out.push_back(toSquares(pos, p.bits));
    }
    /*
     * Canonical path first: where a flying king may stop on several squares behind a piece and
     * still go on straight ahead, the written path names the square right behind the piece
     * (variants.md, "Moves"). Landings that turn are forced, so comparing the lengths of the
     * path's jumps from the first one on, shortest first, picks exactly that path.
     */
    const int n = pos.boardSize();
    auto jumps = [n](const std::vector<int> &path) {
        std::vector<int> d;
        for (std::size_t i = 1; i < path.size(); ++i)
            d.push_back(std::abs(columnOfSquare(n, path[i]) - columnOfSquare(n, path[i - 1])));
        return d;
    };
    std::stable_sort(
        out.begin(), out.end(), [&](const auto &a, const auto &b) { return jumps(a) < jumps(b); });
    return out;
}

std::string moveToString(const Position &pos, const Move &m)
{
    const Variant v = pos.variant;
    const char sep = m.isCapture() ? captureSeparator(v) : '-';
    const MoveList legal = legalMoves(pos);
    bool ambiguous = false;
    for (const Move &x : legal) {
        if (x.from == m.from && x.to == m.to && !(x == m))
            ambiguous = true;
    }
    std::vector<int> squares;
    if (ambiguous) {
        const auto paths = capturePaths(pos, m);
        squares = paths.empty() ? std::vector<int> {fromSquare(pos, m), toSquare(pos, m)}
                                : paths.front();
    } else {
        squares = {fromSquare(pos, m), toSquare(pos, m)};
    }
    std::string s;
    for (std::size_t i = 0; i < squares.size(); ++i) {
        if (i > 0)
            s += sep;
        s += squareName(v, squares[i]);
    }
    return s;
}

std::string lineToString(Position pos, const std::vector<Move> &line)
{
    std::string out;
    for (const Move &m : line) {
        if (!out.empty())
            out += ' ';
        out += moveToString(pos, m);
        pos = pos.after(m);
    }
    return out;
}

namespace {

// The legal moves that squares written as a move fit (see parseMove()).
std::vector<Move> movesFittingSquares(const Position &pos, const std::vector<int> &squares)
{
    const MoveList legal = legalMoves(pos);
    std::vector<Move> matches;
    for (const Move &m : legal) {
        if (fromSquare(pos, m) != squares.front() || toSquare(pos, m) != squares.back())
            continue;
        if (squares.size() > 2) {
            if (!m.isCapture())
                continue;
            const std::vector<int> inner(squares.begin() + 1, squares.end() - 1);
            bool fits = false;
            for (const auto &path : capturePaths(pos, m)) {
                if (isSubsequence(inner, std::vector<int>(path.begin() + 1, path.end() - 1))) {
                    fits = true;
                    break;
                }
            }
            if (!fits)
                continue;
        }
        matches.push_back(m);
    }
    // The full path of one move names that move, even when it also fits another move's longer
    // path: "18x11x20" beside "18x9x2x11x20", or a single capture "c5:a7" beside a longer one.
    if (matches.size() > 1) {
        std::vector<Move> exact;
        for (const Move &m : matches) {
            const auto paths = capturePaths(pos, m);
            if (std::find(paths.begin(), paths.end(), squares) != paths.end())
                exact.push_back(m);
        }
        if (exact.size() == 1)
            return exact;
    }
    return matches;
}

} // namespace

std::vector<Move> movesFitting(const Position &pos, std::string_view text)
{
    std::string error;
    const std::vector<int> squares = squaresOfText(pos.variant, text, error);
    if (!error.empty() || squares.size() < 2)
        return {};
    return movesFittingSquares(pos, squares);
}

Expected<Move> parseMove(
    const Position &pos, std::string_view text, MoveReadError *why, MoveProblem *problem)
{
    if (problem)
        *problem = MoveProblem::None;
    auto failure = [why](MoveReadError kind, std::string message) {
        if (why)
            *why = kind;
        return Error {std::move(message)};
    };
    std::string error;
    const std::vector<int> squares = squaresOfText(pos.variant, text, error);
    const std::string quoted = quoteText(text);
    if (!error.empty())
        return failure(MoveReadError::Unreadable, "cannot read move " + quoted + ": " + error);
    if (squares.size() < 2)
        return failure(MoveReadError::Unreadable,
            "cannot read move " + quoted + ": it needs a start and an end square");

    const std::vector<Move> matches = movesFittingSquares(pos, squares);
    if (matches.size() == 1)
        return matches.front();
    if (matches.empty()) {
        // The first rule of the variant the move runs into; none if its start and end are a
        // legal move's and only the path written is wrong.
        const MoveProblem rule = moveProblem(pos, squares.front(), squares.back());
        if (problem)
            *problem = rule;
        if (rule == MoveProblem::None)
            return failure(MoveReadError::Illegal,
                "illegal move " + quoted + ": no legal move takes that path");
        std::string reason;
        if (!describe(rule).empty())
            reason = " (" + std::string(describe(rule)) + ")";
        return failure(MoveReadError::Illegal,
            "illegal move " + quoted + ": no legal move goes that way" + reason);
    }
    std::string options;
    for (const Move &m : matches) {
        if (!options.empty())
            options += ", ";
        const auto paths = capturePaths(pos, m);
        std::string p;
        for (std::size_t i = 0; i < paths.front().size(); ++i) {
            if (i > 0)
                p += captureSeparator(pos.variant);
            p += squareName(pos.variant, paths.front()[i]);
        }
        options += p;
    }
    return failure(MoveReadError::Ambiguous,
        "ambiguous move " + quoted + ": it could be " + options + " (write the full path)");
}

} // namespace damas
