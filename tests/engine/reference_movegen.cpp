// SPDX-License-Identifier: GPL-3.0-or-later
#include "reference_movegen.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <stdexcept>
#include <utility>

namespace damas::reference {

namespace {

enum class CrownInCapture {
    EndsMove, // WCDF: the man is crowned and the move ends
    OnlyIfItEndsOn, // CBD, FMJD art. 4.15: crowned only if the move ends on the last rank
    AndGoesOn, // Russian 2022: crowned at once, goes on capturing as a flying king
};

// The rules of variants.md ("Moves"), written out again rather than read from engine/variant.h.
struct VariantRules
{
    int size;
    bool menCaptureBackward;
    bool flyingKings;
    bool mostPieces;
    CrownInCapture crown;
};

VariantRules rulesFor(Variant v)
{
    switch (v) {
    case Variant::American:
        return {8, false, false, false, CrownInCapture::EndsMove};
    case Variant::Brazilian:
        return {8, true, true, true, CrownInCapture::OnlyIfItEndsOn};
    case Variant::International:
        return {10, true, true, true, CrownInCapture::OnlyIfItEndsOn};
    case Variant::Russian:
        return {8, true, true, false, CrownInCapture::AndGoesOn};
    }
    throw std::logic_error("unknown variant");
}

// The standard numbering, counted out square by square: from the top rank down, and left to
// right along each rank, every dark square gets the next number (a1 is dark).
struct Numbering
{
    int number[10][10] = {}; // [column][rank], 0 on light squares
    int column[51] = {};
    int rank[51] = {};

    explicit Numbering(int size)
    {
        int n = 0;
        for (int r = size - 1; r >= 0; --r) {
            for (int c = 0; c < size; ++c) {
                if ((c + r) % 2 != 0)
                    continue;
                ++n;
                number[c][r] = n;
                column[n] = c;
                rank[n] = r;
            }
        }
    }
};

const Numbering &numbering(int size)
{
    static const Numbering eight(8);
    static const Numbering ten(10);
    return size == 8 ? eight : ten;
}

constexpr std::array<std::pair<int, int>, 4> kDirections
    = {std::pair {-1, 1}, std::pair {1, 1}, std::pair {-1, -1}, std::pair {1, -1}};

bool contains(const std::vector<int> &v, int x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

} // namespace

std::string ReferenceMove::toString() const
{
    std::string s = std::to_string(from) + (captured.empty() ? "-" : "x") + std::to_string(to);
    if (!captured.empty()) {
        s += " [";
        for (std::size_t i = 0; i < captured.size(); ++i) {
            if (i > 0)
                s += ',';
            s += std::to_string(captured[i]);
        }
        s += "]";
    }
    if (promotes)
        s += " K";
    return s;
}

// Where a capturing piece stands in the middle of its move, and what it has done so far.
struct ReferenceBoard::CaptureState
{
    int column;
    int rank;
    bool movesAsKing;
    bool crowned; // a man crowned during this capture
    std::vector<int> squares;
    std::vector<int> taken; // in order
};

ReferenceBoard::ReferenceBoard(Variant variant, Color side)
    : m_variant(variant)
    , m_side(side)
    , m_size(rulesFor(variant).size)
{
    for (auto &column : m_cells) {
        for (Piece &p : column)
            p = Piece::None;
    }
}

ReferenceBoard ReferenceBoard::fromPosition(const Position &position)
{
    ReferenceBoard b(position.variant, position.side);
    for (int sq = 1; sq <= b.squareCount(); ++sq)
        b.set(b.columnOf(sq), b.rankOf(sq), position.pieceAt(sq));
    return b;
}

Position ReferenceBoard::toPosition() const
{
    Position p = Position::empty(m_variant, m_side);
    for (int sq = 1; sq <= squareCount(); ++sq)
        p.setPiece(sq, at(columnOf(sq), rankOf(sq)));
    return p;
}

bool ReferenceBoard::onBoard(int column, int rank) const
{
    return column >= 0 && column < m_size && rank >= 0 && rank < m_size;
}

bool ReferenceBoard::isDark(int column, int rank) const
{
    return onBoard(column, rank) && (column + rank) % 2 == 0;
}

Piece ReferenceBoard::at(int column, int rank) const
{
    return m_cells[column][rank];
}

void ReferenceBoard::set(int column, int rank, Piece piece)
{
    if (!isDark(column, rank))
        throw std::logic_error("a piece on a light square or off the board");
    m_cells[column][rank] = piece;
}

int ReferenceBoard::squareNumber(int column, int rank) const
{
    return numbering(m_size).number[column][rank];
}

int ReferenceBoard::columnOf(int square) const
{
    return numbering(m_size).column[square];
}

int ReferenceBoard::rankOf(int square) const
{
    return numbering(m_size).rank[square];
}

bool ReferenceBoard::isWhite(Piece piece) const
{
    return piece == Piece::WhiteMan || piece == Piece::WhiteKing;
}

bool ReferenceBoard::isOpponent(Piece piece) const
{
    return piece != Piece::None && isWhite(piece) != (m_side == Color::White);
}

// The rank where the side to move crowns its men.
bool ReferenceBoard::lastRank(int rank) const
{
    return rank == (m_side == Color::White ? m_size - 1 : 0);
}

/*
 * Can the capturing piece take (another) piece from where it stands? It may not jump a piece it
 * has already taken, and the pieces it has taken are still on the board (they are only removed
 * when the move ends), so they block it like any other piece.
 */
bool ReferenceBoard::canCapture(const CaptureState &state) const
{
    const VariantRules rules = rulesFor(m_variant);
    const int forward = m_side == Color::White ? 1 : -1;
    for (const auto &[dc, dr] : kDirections) {
        if (!state.movesAsKing && !rules.menCaptureBackward && dr != forward)
            continue;
        int c = state.column + dc;
        int r = state.rank + dr;
        if (state.movesAsKing && rules.flyingKings) {
            while (onBoard(c, r) && at(c, r) == Piece::None) {
                c += dc;
                r += dr;
            }
        }
        if (!onBoard(c, r) || !isOpponent(at(c, r)) || contains(state.taken, squareNumber(c, r)))
            continue;
        if (onBoard(c + dc, r + dr) && at(c + dc, r + dr) == Piece::None)
            return true;
    }
    return false;
}

/*
 * Follows a capture from `state` through every jump it can make, and records each finished
 * path. Called on a copy of the board from which the moving piece has been lifted, so that it
 * may pass over, or come back to, the square it started from.
 */
void ReferenceBoard::extendCapture(const CaptureState &state, std::vector<ReferencePath> &out) const
{
    const VariantRules rules = rulesFor(m_variant);
    const int forward = m_side == Color::White ? 1 : -1;
    // WCDF: a man that reaches the king row is crowned and his move ends there.
    bool jumped = false;
    if (!(state.crowned && rules.crown == CrownInCapture::EndsMove)) {
        for (const auto &[dc, dr] : kDirections) {
            if (!state.movesAsKing && !rules.menCaptureBackward && dr != forward)
                continue;
            const bool flying = state.movesAsKing && rules.flyingKings;
            int c = state.column + dc;
            int r = state.rank + dr;
            if (flying) {
                while (onBoard(c, r) && at(c, r) == Piece::None) {
                    c += dc;
                    r += dr;
                }
            }
            if (!onBoard(c, r) || !isOpponent(at(c, r)))
                continue;
            const int victim = squareNumber(c, r);
            if (contains(state.taken, victim))
                continue;

            // The free squares right behind the victim where the piece may land: only the
            // first for a man or a short king, all of them up to the next piece for a flying
            // king.
            std::vector<CaptureState> landings;
            for (int lc = c + dc, lr = r + dr; onBoard(lc, lr) && at(lc, lr) == Piece::None;
                 lc += dc, lr += dr) {
                CaptureState next = state;
                next.column = lc;
                next.rank = lr;
                next.squares.push_back(squareNumber(lc, lr));
                next.taken.push_back(victim);
                if (!state.movesAsKing && lastRank(lr)
                    && rules.crown != CrownInCapture::OnlyIfItEndsOn) {
                    next.crowned = true;
                    // Russian 2022: crowned at once, and goes on as a flying king.
                    next.movesAsKing = rules.crown == CrownInCapture::AndGoesOn;
                }
                landings.push_back(next);
                if (!flying)
                    break;
            }
            if (landings.empty())
                continue;
            jumped = true;

            // A flying king that can go on capturing from some of these squares must land on
            // one of them (FMJD art. 4.6 and its CBD and Russian equivalents).
            if (flying) {
                std::vector<CaptureState> goingOn;
                for (const CaptureState &l : landings) {
                    if (canCapture(l))
                        goingOn.push_back(l);
                }
                if (!goingOn.empty())
                    landings = goingOn;
            }
            for (const CaptureState &l : landings)
                extendCapture(l, out);
        }
    }
    // A capture must be completed: the path ends only where no jump is left.
    if (jumped || state.taken.empty())
        return;
    ReferencePath path;
    path.squares = state.squares;
    path.order = state.taken;
    path.move.from = state.squares.front();
    path.move.to = state.squares.back();
    path.move.captured = state.taken;
    std::sort(path.move.captured.begin(), path.move.captured.end());
    // CBD, FMJD art. 4.15: a man is crowned only if his capture ends on the last rank.
    path.move.promotes = state.crowned
        || (!state.movesAsKing && rules.crown == CrownInCapture::OnlyIfItEndsOn
            && lastRank(state.rank));
    out.push_back(std::move(path));
}

void ReferenceBoard::allCapturePaths(std::vector<ReferencePath> &out) const
{
    for (int c = 0; c < m_size; ++c) {
        for (int r = 0; r < m_size; ++r) {
            const Piece p = at(c, r);
            if (p == Piece::None || isOpponent(p))
                continue;
            ReferenceBoard lifted = *this;
            lifted.m_cells[c][r] = Piece::None;
            CaptureState start {c, r, isKing(p), false, {squareNumber(c, r)}, {}};
            lifted.extendCapture(start, out);
        }
    }
}

std::vector<ReferencePath> ReferenceBoard::legalCapturePaths() const
{
    std::vector<ReferencePath> paths;
    allCapturePaths(paths);
    // FMJD art. 4.13, CBD: the capture that takes the most pieces is compulsory, kings and men
    // counting the same.
    if (rulesFor(m_variant).mostPieces && !paths.empty()) {
        std::size_t most = 0;
        for (const ReferencePath &p : paths)
            most = std::max(most, p.move.captured.size());
        std::erase_if(
            paths, [most](const ReferencePath &p) { return p.move.captured.size() < most; });
    }
    std::sort(paths.begin(), paths.end());
    return paths;
}

void ReferenceBoard::quietMoves(std::vector<ReferenceMove> &out) const
{
    const VariantRules rules = rulesFor(m_variant);
    const int forward = m_side == Color::White ? 1 : -1;
    for (int c = 0; c < m_size; ++c) {
        for (int r = 0; r < m_size; ++r) {
            const Piece p = at(c, r);
            if (p == Piece::None || isOpponent(p))
                continue;
            for (const auto &[dc, dr] : kDirections) {
                if (!isKing(p) && dr != forward)
                    continue;
                for (int tc = c + dc, tr = r + dr; onBoard(tc, tr) && at(tc, tr) == Piece::None;
                     tc += dc, tr += dr) {
                    out.push_back(
                        {squareNumber(c, r), squareNumber(tc, tr), {}, !isKing(p) && lastRank(tr)});
                    if (!isKing(p) || !rules.flyingKings)
                        break;
                }
            }
        }
    }
}

std::vector<ReferenceMove> ReferenceBoard::legalMoves() const
{
    std::set<ReferenceMove> moves;
    for (const ReferencePath &p : legalCapturePaths())
        moves.insert(p.move);
    if (moves.empty()) {
        std::vector<ReferenceMove> quiet;
        quietMoves(quiet);
        moves.insert(quiet.begin(), quiet.end());
    }
    return {moves.begin(), moves.end()};
}

std::vector<ReferenceMove> ReferenceBoard::legalMovesKeepingDuplicates() const
{
    const std::vector<ReferencePath> paths = legalCapturePaths();
    if (paths.empty())
        return legalMoves();
    // A flying king that goes straight on over several free squares makes one path however
    // many of them it could stop on: a path is the order of the pieces taken and the end.
    std::map<std::pair<std::vector<int>, int>, ReferenceMove> distinct;
    for (const ReferencePath &p : paths)
        distinct.emplace(std::pair {p.order, p.move.to}, p.move);
    std::vector<ReferenceMove> out;
    for (const auto &entry : distinct)
        out.push_back(entry.second);
    return out;
}

ReferenceBoard ReferenceBoard::after(const ReferenceMove &move) const
{
    ReferenceBoard b = *this;
    const Piece mover = at(columnOf(move.from), rankOf(move.from));
    b.set(columnOf(move.from), rankOf(move.from), Piece::None);
    for (int sq : move.captured)
        b.set(columnOf(sq), rankOf(sq), Piece::None);
    Piece landed = mover;
    if (move.promotes)
        landed = m_side == Color::White ? Piece::WhiteKing : Piece::BlackKing;
    b.set(columnOf(move.to), rankOf(move.to), landed);
    b.m_side = opposite(m_side);
    return b;
}

ReferenceMove toReferenceMove(const Position &position, const Move &move)
{
    const int n = position.boardSize();
    ReferenceMove m {squareOfBit(n, move.from), squareOfBit(n, move.to), {}, move.promotes};
    for (Bitboard b = move.captured; b; b &= b - 1)
        m.captured.push_back(squareOfBit(n, lsb(b)));
    std::sort(m.captured.begin(), m.captured.end());
    return m;
}

unsigned long long ReferenceBoard::perft(int depth, bool keepDuplicates) const
{
    if (depth <= 0)
        return 1;
    const std::vector<ReferenceMove> moves
        = keepDuplicates ? legalMovesKeepingDuplicates() : legalMoves();
    if (depth == 1)
        return moves.size();
    unsigned long long n = 0;
    for (const ReferenceMove &m : moves)
        n += after(m).perft(depth - 1, keepDuplicates);
    return n;
}

} // namespace damas::reference
