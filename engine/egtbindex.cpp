// SPDX-License-Identifier: GPL-3.0-or-later
#include "egtbindex.h"

#include <array>

namespace damas {

namespace {

constexpr int kMaxSquares = 50;
constexpr int kMaxGroup = 8;

// Binomial coefficients C(n, k) for n <= 50, k <= 8.
struct Binomials
{
    std::uint64_t c[kMaxSquares + 1][kMaxGroup + 1] = {};
    constexpr Binomials()
    {
        for (int n = 0; n <= kMaxSquares; ++n) {
            c[n][0] = 1;
            for (int k = 1; k <= kMaxGroup; ++k)
                c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
        }
    }
};
constexpr Binomials kBinomials;

std::uint64_t choose(int n, int k)
{
    return n < 0 || k > n ? 0 : kBinomials.c[n][k];
}

// The rank of an ascending set of k slots among all k-sets (combinatorial number system).
std::uint64_t rankOf(const int *slots, int k)
{
    std::uint64_t r = 0;
    for (int i = 0; i < k; ++i)
        r += choose(slots[i], i + 1);
    return r;
}

// The ascending k slots of rank r.
void unrank(std::uint64_t r, int k, int n, int *slots)
{
    for (int i = k; i >= 1; --i) {
        int p = n - 1;
        while (choose(p, i) > r)
            --p;
        slots[i - 1] = p;
        r -= choose(p, i);
    }
}

Bitboard flippedBits(Bitboard b, int boardSize)
{
    const int squares = squareCount(boardSize);
    Bitboard out = 0;
    for (; b; b &= b - 1) {
        const int square1 = squareOfBit(boardSize, lsb(b));
        out |= Bitboard(1) << bitOfSquare(boardSize, squares + 1 - square1);
    }
    return out;
}

// The 0-based squares of a bitboard, ascending.
int squaresOf(Bitboard b, int boardSize, int *out)
{
    int n = 0;
    for (; b; b &= b - 1)
        out[n++] = squareOfBit(boardSize, lsb(b)) - 1;
    return n;
}

} // namespace

std::string EndgameMaterial::name() const
{
    std::string s;
    for (int side = 0; side < 2; ++side) {
        if (side == 1)
            s += '-';
        s.append(std::size_t(kings[side]), 'k');
        s.append(std::size_t(men[side]), 'm');
    }
    return s;
}

std::optional<EndgameMaterial> parseMaterial(std::string_view name)
{
    EndgameMaterial m;
    int side = 0;
    for (const char c : name) {
        if (c == 'k' && side < 2)
            ++m.kings[side];
        else if (c == 'm' && side < 2)
            ++m.men[side];
        else if (c == '-' && side == 0)
            side = 1;
        else
            return std::nullopt;
    }
    if (side != 1 || m.count(0) == 0 || m.count(1) == 0)
        return std::nullopt;
    return m;
}

Position normalized(const Position &pos)
{
    if (pos.side == Color::White)
        return pos;
    const int n = pos.boardSize();
    Position p = pos;
    p.white = flippedBits(pos.black, n);
    p.black = flippedBits(pos.white, n);
    p.kings = flippedBits(pos.kings, n);
    p.side = Color::White;
    return p;
}

EndgameMaterial materialOf(const Position &pos)
{
    const Position p = normalized(pos);
    EndgameMaterial m;
    m.men[0] = popcount(p.white & ~p.kings);
    m.kings[0] = popcount(p.white & p.kings);
    m.men[1] = popcount(p.black & ~p.kings);
    m.kings[1] = popcount(p.black & p.kings);
    return m;
}

MaterialIndex::MaterialIndex(Variant variant, const EndgameMaterial &material)
    : m_variant(variant)
    , m_material(material)
    , m_squares(squareCount(rulesOf(variant).boardSize))
    , m_half(rulesOf(variant).boardSize / 2)
{
    const int menSquares = m_squares - m_half;
    const int free = m_squares - material.men[0] - material.men[1];
    m_groupSize[0] = choose(menSquares, material.men[0]);
    m_groupSize[1] = choose(menSquares, material.men[1]);
    m_groupSize[2] = choose(free, material.kings[0]);
    m_groupSize[3] = choose(free - material.kings[0], material.kings[1]);
    m_size = m_groupSize[0] * m_groupSize[1] * m_groupSize[2] * m_groupSize[3];
}

/*
 * White men stand on squares half+1 .. squares (slot = square - half - 1, 0-based), black men
 * on squares 1 .. squares - half (slot = square - 1). A king's slot is its square's place among
 * the squares not taken by a man (then, for the black kings, not by a white king either).
 */
std::uint64_t MaterialIndex::indexOf(const Position &pos) const
{
    const int n = rulesOf(m_variant).boardSize;
    int wm[kMaxGroup], bm[kMaxGroup], wk[kMaxGroup], bk[kMaxGroup];
    const int nwm = squaresOf(pos.white & ~pos.kings, n, wm);
    const int nbm = squaresOf(pos.black & ~pos.kings, n, bm);
    const int nwk = squaresOf(pos.white & pos.kings, n, wk);
    const int nbk = squaresOf(pos.black & pos.kings, n, bk);
    for (int i = 0; i < nwm; ++i)
        wm[i] -= m_half;
    const Bitboard men = pos.occupied() & ~pos.kings;
    const Bitboard whiteKings = pos.white & pos.kings;
    auto below = [&](Bitboard taken, int square0) {
        return popcount(taken & ((Bitboard(1) << bitOfSquare(n, square0 + 1)) - 1));
    };
    for (int i = 0; i < nwk; ++i)
        wk[i] -= below(men, wk[i]);
    for (int i = 0; i < nbk; ++i)
        bk[i] -= below(men | whiteKings, bk[i]);
    std::uint64_t index = rankOf(wm, nwm);
    index = index * m_groupSize[1] + rankOf(bm, nbm);
    index = index * m_groupSize[2] + rankOf(wk, nwk);
    index = index * m_groupSize[3] + rankOf(bk, nbk);
    return index;
}

bool MaterialIndex::positionAt(std::uint64_t index, Position &out) const
{
    const int n = rulesOf(m_variant).boardSize;
    const std::uint64_t rbk = index % m_groupSize[3];
    index /= m_groupSize[3];
    const std::uint64_t rwk = index % m_groupSize[2];
    index /= m_groupSize[2];
    const std::uint64_t rbm = index % m_groupSize[1];
    const std::uint64_t rwm = index / m_groupSize[1];

    out = Position::empty(m_variant, Color::White);
    int slots[kMaxGroup];
    auto bitOf = [&](int square0) { return Bitboard(1) << bitOfSquare(n, square0 + 1); };
    unrank(rwm, m_material.men[0], m_squares - m_half, slots);
    for (int i = 0; i < m_material.men[0]; ++i)
        out.white |= bitOf(slots[i] + m_half);
    unrank(rbm, m_material.men[1], m_squares - m_half, slots);
    for (int i = 0; i < m_material.men[1]; ++i) {
        const Bitboard b = bitOf(slots[i]);
        if (out.white & b)
            return false;
        out.black |= b;
    }
    // The i-th free square (0-based) of the board, given what is taken.
    auto freeSquare = [&](Bitboard taken, int slot) {
        for (int s = 0; s < m_squares; ++s) {
            if (!(taken & bitOf(s)) && slot-- == 0)
                return s;
        }
        return -1;
    };
    const int freeForKings = m_squares - m_material.men[0] - m_material.men[1];
    unrank(rwk, m_material.kings[0], freeForKings, slots);
    const Bitboard men = out.white | out.black;
    Bitboard whiteKings = 0;
    for (int i = 0; i < m_material.kings[0]; ++i)
        whiteKings |= bitOf(freeSquare(men, slots[i]));
    unrank(rbk, m_material.kings[1], freeForKings - m_material.kings[0], slots);
    Bitboard blackKings = 0;
    for (int i = 0; i < m_material.kings[1]; ++i)
        blackKings |= bitOf(freeSquare(men | whiteKings, slots[i]));
    out.white |= whiteKings;
    out.black |= blackKings;
    out.kings = whiteKings | blackKings;
    return true;
}

} // namespace damas
