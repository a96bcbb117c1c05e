// SPDX-License-Identifier: GPL-3.0-or-later
#include "evalfeatures.h"

#include "board.h"
#include "eval.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <span>

namespace damas {

namespace {

// The generated weights (kLearnedWeightScale), after a leading 0 so that an
// empty file still makes an array.
constexpr int kAmericanWeights[] = {
    0,
#include "evalweights_american.inc"
};
constexpr int kBrazilianWeights[] = {
    0,
#include "evalweights_brazilian.inc"
};
constexpr int kInternationalWeights[] = {
    0,
#include "evalweights_international.inc"
};
constexpr int kRussianWeights[] = {
    0,
#include "evalweights_russian.inc"
};

std::span<const int> storedWeights(Variant v)
{
    switch (v) {
    case Variant::American:
        return std::span(kAmericanWeights).subspan(1);
    case Variant::Brazilian:
        return std::span(kBrazilianWeights).subspan(1);
    case Variant::International:
        return std::span(kInternationalWeights).subspan(1);
    case Variant::Russian:
        break;
    }
    return std::span(kRussianWeights).subspan(1);
}

constexpr int kMaxRegions = 36; // 9 x 4 blocks on 10x10, 7 x 3 on 8x8

constexpr int bitOf0(int n, int square0)
{
    return square0 + square0 / n;
}

constexpr int square0Of(int n, int bit)
{
    return bit - bit / (n + 1);
}

// The square at (row, col) counted from the top left, or -1 on a light square.
constexpr int square0At(int n, int row, int col)
{
    if ((row + col) % 2 == 0)
        return -1;
    return row * (n / 2) + col / 2;
}

// The blocks of one board size and the pattern tables built from the weights.
struct Layout
{
    int n = 0;
    int regions = 0;
    std::array<std::array<int, 4>, kMaxRegions> bits {}; // the block's squares, row by row
    std::array<int, kMaxRegions> rotated {}; // the block the half turn makes of it
    std::array<std::array<int, 4>, kMaxRegions> order {}; // square i lands on rotated's order[i]
    std::array<int, 50> cover {}; // by square: how many blocks hold it
    std::array<int, 50> firstRegion {};

    Bitboard diagonal = 0;
    Bitboard leftHalf = 0; // the columns a to e (10x10) or a to d (8x8)

    explicit constexpr Layout(int size)
        : n(size)
        , diagonal(size == 10 ? Geometry<10>::mainDiagonal : Geometry<8>::mainDiagonal)
    {
        std::array<std::array<int, 4>, kMaxRegions> squares {};
        for (int row = 0; row + 1 < n; ++row) {
            for (int col = 0; col + 3 < n; col += 2) {
                int k = 0;
                for (int r = row; r < row + 2; ++r)
                    for (int c = col; c < col + 4; ++c)
                        if (const int s = square0At(n, r, c); s >= 0)
                            squares[regions][k++] = s;
                ++regions;
            }
        }
        const int total = n * n / 2;
        for (int s = 0; s < total; ++s) {
            const int row = s / (n / 2);
            if (2 * (s % (n / 2)) + (row % 2 == 0 ? 1 : 0) < n / 2)
                leftHalf |= Bitboard(1) << bitOf0(n, s);
        }
        for (int r = 0; r < regions; ++r) {
            for (int i = 0; i < 4; ++i) {
                bits[r][i] = bitOf0(n, squares[r][i]);
                if (cover[squares[r][i]]++ == 0)
                    firstRegion[squares[r][i]] = r;
            }
            for (int r2 = 0; r2 < regions; ++r2) {
                std::array<int, 4> turned {};
                for (int i = 0; i < 4; ++i)
                    turned[i] = total - 1 - squares[r][i];
                std::array<int, 4> at {};
                int matched = 0;
                for (int i = 0; i < 4; ++i)
                    for (int j = 0; j < 4; ++j)
                        if (squares[r2][j] == turned[i]) {
                            at[i] = j;
                            ++matched;
                        }
                if (matched == 4) {
                    rotated[r] = r2;
                    order[r] = at;
                }
            }
        }
    }

    // The contents of block r: 0 empty or a king, 1 a white man, 2 a black man, base 3. The
    // block's two squares on a row are neighbours in the bitboard, so each row is one shift.
    constexpr int contents(int r, Bitboard whiteMen, Bitboard blackMen) const
    {
        const int low = bits[r][0], high = bits[r][2];
        const auto four
            = [&](Bitboard b) { return int((b >> low) & 3) | int(((b >> high) & 3) << 2); };
        return kBase3[four(whiteMen)] + 2 * kBase3[four(blackMen)];
    }

    // A 4-bit number read as base-3 digits.
    static constexpr std::array<int, 16> kBase3 = [] {
        std::array<int, 16> t {};
        for (int x = 0; x < 16; ++x)
            t[x] = (x & 1) + 3 * ((x >> 1) & 1) + 9 * ((x >> 2) & 1) + 27 * ((x >> 3) & 1);
        return t;
    }();
};

template<int N>
inline constexpr Layout kLayout {N};

/*
 * The larger blocks: every 3-row by 4-column block of the seventh round (18 on 8x8, 32 on
 * 10x10, overlapping by two columns and two rows) holds 6 playing squares, whose men index a
 * table of 3^6 = 729 contents; every 4-row by 4-column block of the fourteenth round (15 on
 * 8x8, 28 on 10x10, overlapping by two columns and three rows) holds 8, 3^8 = 6561 contents.
 * Square i of a block (row by row, then by column) is digit i.
 */
constexpr int kMaxBlockRegions = 32;

constexpr int powerOf3(int e)
{
    return e == 0 ? 1 : 3 * powerOf3(e - 1);
}

template<int Rows>
struct BlockLayout
{
    static constexpr int kSquares = 2 * Rows;
    static constexpr int kContents = powerOf3(kSquares);

    int n = 0;
    int regions = 0;
    std::array<std::array<int, kSquares>, kMaxBlockRegions> squares {};
    std::array<int, kMaxBlockRegions> rotated {};
    std::array<std::array<int, kSquares>, kMaxBlockRegions> order {};

    explicit constexpr BlockLayout(int size)
        : n(size)
    {
        for (int row = 0; row + Rows - 1 < n; ++row) {
            for (int col = 0; col + 3 < n; col += 2) {
                int k = 0;
                for (int r = row; r < row + Rows; ++r)
                    for (int c = col; c < col + 4; ++c)
                        if (const int s = square0At(n, r, c); s >= 0)
                            squares[regions][k++] = s;
                ++regions;
            }
        }
        // The half turn takes the block at (row, column 2 k) to the one at (n - Rows - row,
        // column n - 4 - 2 k); only its squares are matched (a search over every pair of
        // blocks is too long for a constant expression in Clang).
        const int total = n * n / 2;
        const int perRow = n / 2 - 1;
        for (int r = 0; r < regions; ++r) {
            const int r2 = (n - Rows - r / perRow) * perRow + (perRow - 1 - r % perRow);
            std::array<int, kSquares> at {};
            int matched = 0;
            for (int i = 0; i < kSquares; ++i)
                for (int j = 0; j < kSquares; ++j)
                    if (squares[r2][j] == total - 1 - squares[r][i]) {
                        at[i] = j;
                        ++matched;
                    }
            if (matched == kSquares) {
                rotated[r] = r2;
                order[r] = at;
            }
        }
    }

    // The contents of block r: 0 empty or a king, 1 a white man, 2 a black man, base 3.
    constexpr int contents(int r, Bitboard whiteMen, Bitboard blackMen) const
    {
        int c = 0;
        for (int i = kSquares - 1; i >= 0; --i) {
            const Bitboard bit = Bitboard(1) << bitOf0(n, squares[r][i]);
            c = 3 * c + ((whiteMen & bit) ? 1 : (blackMen & bit) ? 2 : 0);
        }
        return c;
    }
};

static_assert(BlockLayout<3>::kContents == kBigContents);
static_assert(BlockLayout<4>::kContents == kQuadContents);

template<int N, int Rows>
inline constexpr BlockLayout<Rows> kBlockLayout {N};

template<int Rows>
const BlockLayout<Rows> &blockLayoutOf(int boardSize)
{
    return boardSize == 10 ? kBlockLayout<10, Rows> : kBlockLayout<8, Rows>;
}

// Up to 5 bits spread to the low bit of 5 bytes: bit i of the index is bit 8 i of the value.
constexpr std::array<std::uint64_t, 32> kSpreadBytes = [] {
    std::array<std::uint64_t, 32> t {};
    for (int x = 0; x < 32; ++x)
        for (int i = 0; i < 5; ++i)
            t[std::size_t(x)] |= std::uint64_t((x >> i) & 1) << (8 * i);
    return t;
}();

const Layout &layoutOf(int boardSize)
{
    return boardSize == 10 ? kLayout<10> : kLayout<8>;
}

int patternWeightCount(int boardSize)
{
    return layoutOf(boardSize).regions * kPatternContents * 2;
}

int patternIndex(int region, int contents, int phase)
{
    return (region * kPatternContents + contents) * 2 + phase;
}

template<int Rows>
int blockWeightCount(int boardSize)
{
    return blockLayoutOf<Rows>(boardSize).regions * BlockLayout<Rows>::kContents * 2;
}

// The 3x4 blocks' weights come after the counts, the 4x4 blocks' after them.
template<int Rows>
int blockIndex(int boardSize, int region, int contents, int phase)
{
    const int first = patternWeightCount(boardSize) + 2 * kCountFeatures
        + (Rows == 4 ? blockWeightCount<3>(boardSize) : 0);
    return first + (region * BlockLayout<Rows>::kContents + contents) * 2 + phase;
}

/*
 * A table of the blocks of `Rows` rows for LearnedWeights: per block and contents, the
 * contents' weight less that of the flipped position's block (packedWeights()). Empty when
 * every weight of these blocks is 0, so that the evaluation skips them.
 */
template<int Rows>
std::vector<std::int64_t> blockTable(int n, std::span<const int> w)
{
    using L = BlockLayout<Rows>;
    const L &bl = blockLayoutOf<Rows>(n);
    std::vector<std::int64_t> table(std::size_t(bl.regions) * L::kContents);
    bool any = false;
    for (int r = 0; r < bl.regions; ++r) {
        const int turned = bl.rotated[r];
        for (int c = 0; c < L::kContents; ++c) {
            // The turned block of the flipped position holds this block's men, colours
            // swapped, its square i being square order[turned][i] of this one.
            int digits[L::kSquares];
            for (int i = 0, x = c; i < L::kSquares; ++i, x /= 3)
                digits[i] = x % 3;
            int flipped = 0;
            for (int i = L::kSquares - 1; i >= 0; --i) {
                const int d = digits[bl.order[turned][i]];
                flipped = 3 * flipped + (d == 0 ? 0 : 3 - d);
            }
            int value[2];
            for (int ph = 0; ph < 2; ++ph) {
                const int own = w[std::size_t(blockIndex<Rows>(n, r, c, ph))];
                value[ph] = own - w[std::size_t(blockIndex<Rows>(n, turned, flipped, ph))];
                any |= own != 0;
            }
            table[std::size_t(r * L::kContents + c)] = packedWeights(value[0], value[1]);
        }
    }
    if (!any)
        table.clear();
    return table;
}

// The counts of the second round (kRunaways on), White's minus Black's, in their order.
template<int N>
std::array<int, kCountFeatures - kRoundOneCountFeatures> secondRoundCounts(
    const Position &pos, const SharedTerms &shared)
{
    using G = Geometry<N>;
    const Bitboard wMen = pos.white & ~pos.kings, bMen = pos.black & ~pos.kings;
    const Bitboard empty = G::mask & ~pos.occupied();
    // A runaway has no enemy piece ahead of it within a widening cone that could step into its
    // way (White moves up), and walks to its crowning row on empty squares: the path, filled
    // from the crowning row, is worked out only for the men with nothing ahead of them.
    const Bitboard wFree = wMen & ~shared.blackReach, bFree = bMen & ~shared.whiteReach;
    int wRunaways = 0, bRunaways = 0;
    if (wFree | bFree) {
        Bitboard wPath = G::topRow & empty, bPath = G::bottomRow & empty;
        for (int i = 0; i < N - 1; ++i) {
            wPath |= (G::template step<2>(wPath) | G::template step<3>(wPath)) & empty;
            bPath |= (G::template step<0>(bPath) | G::template step<1>(bPath)) & empty;
        }
        wRunaways = popcount(wFree & (G::template step<2>(wPath) | G::template step<3>(wPath)));
        bRunaways = popcount(bFree & (G::template step<0>(bPath) | G::template step<1>(bPath)));
    }
    const bool wKings = pos.white & pos.kings, bKings = pos.black & pos.kings;

    const Bitboard left = kLayout<N>.leftHalf;
    const int wWings = std::abs(2 * popcount(wMen & left) - popcount(wMen));
    const int bWings = std::abs(2 * popcount(bMen & left) - popcount(bMen));

    // A man is blocked when neither square ahead of it is empty and one holds an enemy piece.
    const Bitboard wMoves = G::template step<2>(empty) | G::template step<3>(empty);
    const Bitboard bMoves = G::template step<0>(empty) | G::template step<1>(empty);
    const int wBlocked = popcount(
        wMen & ~wMoves & (G::template step<2>(pos.black) | G::template step<3>(pos.black)));
    const int bBlocked = popcount(
        bMen & ~bMoves & (G::template step<0>(pos.white) | G::template step<1>(pos.white)));

    return {(bKings ? 0 : wRunaways) - (wKings ? 0 : bRunaways),
        (bKings ? wRunaways : 0) - (wKings ? bRunaways : 0), shared.kingMoves, wWings - bWings,
        wBlocked - bBlocked};
}

template<int N>
SharedTerms sharedTermsOn(const Position &pos)
{
    using G = Geometry<N>;
    return {G::coneDown(pos.black), G::coneUp(pos.white),
        pos.kings ? kingMoveCount(pos, Color::White) - kingMoveCount(pos, Color::Black) : 0};
}

// Built before main() from the constant tables above (nothing else runs before main that
// evaluates), so reading them needs no first-use check.
const LearnedWeights kGenerated[] = {
    LearnedWeights(Variant::American, storedWeights(Variant::American)),
    LearnedWeights(Variant::Brazilian, storedWeights(Variant::Brazilian)),
    LearnedWeights(Variant::International, storedWeights(Variant::International)),
    LearnedWeights(Variant::Russian, storedWeights(Variant::Russian)),
};

} // namespace

LearnedWeights::LearnedWeights(Variant v, std::span<const int> w)
{
    const int fewer = 2 * (kCountFeatures - kRoundOneCountFeatures);
    const int size = int(w.size());
    const int roundTwo = roundTwoWeightCount(v);
    if (size != learnedWeightCount(v) && size != roundThreeWeightCount(v) && size != roundTwo
        && size != roundTwo - fewer)
        return;
    m_enabled = true;
    const Layout &layout = layoutOf(rulesOf(v).boardSize);
    if (size >= roundThreeWeightCount(v))
        m_big = blockTable<3>(layout.n, w);
    if (size == learnedWeightCount(v))
        m_quad = blockTable<4>(layout.n, w);
    std::vector<std::array<int, 2>> pattern(std::size_t(layout.regions) * kPatternContents);
    m_pattern.resize(pattern.size());
    for (int r = 0; r < layout.regions; ++r) {
        const int turned = layout.rotated[r];
        for (int c = 0; c < kPatternContents; ++c) {
            // The turned block of the flipped position holds this block's men, colours
            // swapped, its square i being square order[turned][i] of this one.
            int digits[4];
            for (int i = 0, x = c; i < 4; ++i, x /= 3)
                digits[i] = x % 3;
            int flipped = 0;
            for (int i = 3; i >= 0; --i) {
                const int d = digits[layout.order[turned][i]];
                flipped = 3 * flipped + (d == 0 ? 0 : 3 - d);
            }
            for (int ph = 0; ph < 2; ++ph)
                pattern[std::size_t(r * kPatternContents + c)][std::size_t(ph)]
                    = w[std::size_t(patternIndex(r, c, ph))]
                    - w[std::size_t(patternIndex(turned, flipped, ph))];
        }
    }
    const int base = patternWeightCount(layout.n);
    for (int i = 0; i < std::min(int(w.size()) - base, 2 * kCountFeatures); ++i) {
        m_counts[std::size_t(i / 2)][std::size_t(i % 2)] = w[std::size_t(base + i)];
        m_secondRound |= i >= 2 * kRoundOneCountFeatures && w[std::size_t(base + i)] != 0;
    }

    // The men's counted terms (men, tempo, back row) are a sum over the men's squares, so they
    // go into the blocks' tables, each square's share split exactly among the blocks holding
    // it: the evaluation then reads no man twice.
    const int n = layout.n;
    for (int r = 0; r < layout.regions; ++r) {
        for (int c = 0; c < kPatternContents; ++c) {
            auto &sum = pattern[std::size_t(r * kPatternContents + c)];
            for (int i = 0, x = c; i < 4; ++i, x /= 3) {
                const int d = x % 3;
                if (d == 0)
                    continue;
                const int square = square0Of(n, layout.bits[r][i]);
                const int row = square / (n / 2);
                const int rank = d == 1 ? n - 1 - row : row; // from the man's own back row
                const int sign = d == 1 ? 1 : -1;
                for (int ph = 0; ph < 2; ++ph) {
                    const int value = sign
                        * (m_counts[kMen][ph] + m_counts[kTempo][ph] * rank
                            + (rank == 0 ? m_counts[kBackRow][ph] : 0));
                    const int k = layout.cover[square];
                    const int share
                        = value / k + (layout.firstRegion[square] == r ? value - value / k * k : 0);
                    sum[std::size_t(ph)] += share;
                }
            }
            m_pattern[std::size_t(r * kPatternContents + c)] = packedWeights(sum[0], sum[1]);
        }
    }
    foldSmallerBlocks(n);
}

/*
 * Every smaller block lies inside a larger one of the same columns: the 2x4 block of rows s and
 * s + 1 and the 3x4 block of rows s to s + 2 inside the 4x4 block of rows min(s, n - 4) to
 * min(s, n - 4) + 3 (or, without 4x4 blocks, the 2x4 block inside the 3x4 block of rows min(s,
 * n - 3) on). A larger block's contents determine its smaller blocks' contents, so each of its
 * table's entries can hold the smaller blocks' weights as well: the evaluation then reads one
 * table entry a larger block and nothing else (15 reads a position instead of 54 on 8x8), and
 * the sum is the same to the last bit (packed weights add exactly).
 *
 * In the evaluation's digits (scoreOn) a row's two squares of column pair k are p = a + 3 b
 * (0..8), and a block of rows s on is p(s) + 9 p(s + 1) (2x4), + 81 p(s + 2) (3x4), + 729
 * p(s + 3) (4x4): so the contents of the rows i on of a larger block are its contents' base-9
 * digits from digit i.
 */
void LearnedWeights::foldSmallerBlocks(int n)
{
    const int perRow = n / 2 - 1;
    auto fold = [&](std::vector<std::int64_t> &into, int rows, int contents,
                    const std::vector<std::int64_t> &from, int fromRows, int fromContents) {
        if (from.empty())
            return;
        const int fromRegions = (n - fromRows + 1) * perRow;
        for (int region = 0; region < fromRegions; ++region) {
            const int s = region / perRow, k = region % perRow;
            const int r = std::min(s, n - rows);
            const int digit = s - r;
            int scale = 1;
            for (int i = 0; i < digit; ++i)
                scale *= 9;
            for (int c = 0; c < contents; ++c)
                into[std::size_t((r * perRow + k) * contents + c)]
                    += from[std::size_t(region * fromContents + (c / scale) % fromContents)];
        }
    };
    if (!m_quad.empty()) {
        fold(m_quad, 4, kQuadContents, m_pattern, 2, kPatternContents);
        fold(m_quad, 4, kQuadContents, m_big, 3, kBigContents);
        m_pattern.clear();
        m_big.clear();
    } else if (!m_big.empty()) {
        fold(m_big, 3, kBigContents, m_pattern, 2, kPatternContents);
        m_pattern.clear();
    }
}

int LearnedWeights::score(const Position &pos) const
{
    if (!m_enabled)
        return 0;
    const SharedTerms shared = sharedTerms(pos);
    return pos.boardSize() == 10 ? scoreOn<10>(pos, shared) : scoreOn<8>(pos, shared);
}

/*
 * The blocks' contents, all of a row pair at once. Each row's men become one byte per square
 * (1 a white man, 2 a black man); a row pair's bytes are the upper row's digit plus 9 times the
 * lower row's, and adding 3 times the next byte gives in byte k the contents of block k:
 *
 *   block k        upper row  a b     contents = a + 3 b + 9 c + 27 d
 *   of the pair    lower row  c d              = (a + 9 c) + 3 (b + 9 d)
 *
 * No byte ever carries into the next (the largest is 80), so the whole row pair is two
 * multiplications and two additions; the loops unroll to fixed shifts.
 */
template<int N>
int LearnedWeights::scoreOn(const Position &pos, const SharedTerms &shared) const
{
    if (!m_enabled)
        return 0;
    using G = Geometry<N>;
    constexpr const Layout &layout = kLayout<N>;
    constexpr int half = N / 2;
    const Bitboard wMen = pos.white & ~pos.kings, bMen = pos.black & ~pos.kings;
    std::uint64_t digits[N];
#pragma GCC unroll 10
    for (int row = 0; row < N; ++row) {
        constexpr Bitboard rowMask = (Bitboard(1) << half) - 1;
        const int first = G::bitOf(row * half);
        digits[row]
            = kSpreadBytes[(wMen >> first) & rowMask] + 2 * kSpreadBytes[(bMen >> first) & rowMask];
    }
    std::int64_t sum = 0;
    // Byte k of low[row]: the contents of the row pair's 2x4 block k (the blocks' tables hold
    // the smaller blocks inside them: foldSmallerBlocks()).
    std::uint64_t low[N - 1];
#pragma GCC unroll 9
    for (int row = 0; row + 1 < N; ++row) {
        const std::uint64_t pair = digits[row] + 9 * digits[row + 1];
        low[row] = pair + 3 * (pair >> 8);
    }
    if (!m_quad.empty()) {
        // The 4x4 block: the next row pair's contents above a byte.
        const std::int64_t *quad = m_quad.data();
#pragma GCC unroll 7
        for (int row = 0; row + 3 < N; ++row) {
#pragma GCC unroll 4
            for (int k = 0; k + 1 < half; ++k)
                sum += quad[(row * (half - 1) + k) * kQuadContents
                    + int((low[row] >> (8 * k)) & 0xff)
                    + 81 * int((low[row + 2] >> (8 * k)) & 0xff)];
        }
    } else if (!m_big.empty()) {
        // The 3x4 block: the third row's digits (a + 3 b per byte) above a byte.
        const std::int64_t *big = m_big.data();
#pragma GCC unroll 8
        for (int row = 0; row + 2 < N; ++row) {
            const std::uint64_t third = digits[row + 2] + 3 * (digits[row + 2] >> 8);
#pragma GCC unroll 4
            for (int k = 0; k + 1 < half; ++k)
                sum += big[(row * (half - 1) + k) * kBigContents + int((low[row] >> (8 * k)) & 0xff)
                    + 81 * int((third >> (8 * k)) & 0xff)];
        }
    } else {
        const std::int64_t *pattern = m_pattern.data();
#pragma GCC unroll 9
        for (int row = 0; row + 1 < N; ++row) {
#pragma GCC unroll 4
            for (int k = 0; k + 1 < half; ++k)
                sum += pattern[(row * (half - 1) + k) * kPatternContents
                    + int((low[row] >> (8 * k)) & 0xff)];
        }
    }
    int mg = openingOf(sum), eg = endingOf(sum);
    if (const Bitboard kings = pos.kings) {
        const Bitboard w = pos.white & kings, b = pos.black & kings;
        const int count = popcount(w) - popcount(b);
        const int diagonal = popcount(w & layout.diagonal) - popcount(b & layout.diagonal);
        mg += m_counts[kKings][0] * count + m_counts[kDiagonalKings][0] * diagonal;
        eg += m_counts[kKings][1] * count + m_counts[kDiagonalKings][1] * diagonal;
    }
    const int move = pos.side == Color::White ? 1 : -1;
    mg += m_counts[kMove][0] * move;
    eg += m_counts[kMove][1] * move;
    if (m_secondRound) {
        const auto counts = secondRoundCounts<N>(pos, shared);
        for (int f = 0; f < int(counts.size()); ++f) {
            mg += m_counts[std::size_t(kRoundOneCountFeatures + f)][0] * counts[std::size_t(f)];
            eg += m_counts[std::size_t(kRoundOneCountFeatures + f)][1] * counts[std::size_t(f)];
        }
    }
    const int phase = gamePhase(pos);
    return (mg * phase + eg * (256 - phase)) / (256 * kLearnedWeightScale);
}

template int LearnedWeights::scoreOn<8>(const Position &, const SharedTerms &) const;
template int LearnedWeights::scoreOn<10>(const Position &, const SharedTerms &) const;

SharedTerms sharedTerms(const Position &pos)
{
    return pos.boardSize() == 10 ? sharedTermsOn<10>(pos) : sharedTermsOn<8>(pos);
}

const LearnedWeights &generatedWeights(Variant variant)
{
    return kGenerated[int(variant)];
}

int learnedWeightCount(Variant variant)
{
    const int n = rulesOf(variant).boardSize;
    return patternWeightCount(n) + 2 * kCountFeatures + blockWeightCount<3>(n)
        + blockWeightCount<4>(n);
}

int countWeightIndex(Variant variant, CountFeature feature, int phase)
{
    return patternWeightCount(rulesOf(variant).boardSize) + 2 * int(feature) + phase;
}

int roundThreeWeightCount(Variant variant)
{
    return learnedWeightCount(variant) - blockWeightCount<4>(rulesOf(variant).boardSize);
}

int roundTwoWeightCount(Variant variant)
{
    return roundThreeWeightCount(variant) - blockWeightCount<3>(rulesOf(variant).boardSize);
}

bool hasLearnedWeights(Variant variant)
{
    return generatedWeights(variant).enabled();
}

std::array<int, kCountFeatures> countFeatures(const Position &pos)
{
    const int n = pos.boardSize();
    const Bitboard wMen = pos.white & ~pos.kings, bMen = pos.black & ~pos.kings;
    const Bitboard diagonal = mainDiagonal(n);
    int tempo = 0, backRow = 0;
    for (Bitboard b = wMen; b; b &= b - 1) {
        const int row = square0Of(n, lsb(b)) / (n / 2);
        tempo += n - 1 - row;
        backRow += row == n - 1;
    }
    for (Bitboard b = bMen; b; b &= b - 1) {
        const int row = square0Of(n, lsb(b)) / (n / 2);
        tempo -= row;
        backRow -= row == 0;
    }
    std::array<int, kCountFeatures> counts {popcount(wMen) - popcount(bMen),
        popcount(pos.white & pos.kings) - popcount(pos.black & pos.kings), tempo, backRow,
        popcount(pos.white & pos.kings & diagonal) - popcount(pos.black & pos.kings & diagonal),
        pos.side == Color::White ? 1 : -1};
    const SharedTerms shared = sharedTerms(pos);
    const auto more
        = n == 10 ? secondRoundCounts<10>(pos, shared) : secondRoundCounts<8>(pos, shared);
    std::copy(more.begin(), more.end(), counts.begin() + kRoundOneCountFeatures);
    return counts;
}

int gamePhase(const Position &pos)
{
    const int startMen = pos.boardSize() == 10 ? 40 : 24;
    return std::min(256, popcount(pos.occupied() & ~pos.kings) * 256 / startMen);
}

int learnedScore(const Position &pos)
{
    return generatedWeights(pos.variant).score(pos);
}

void learnedFeatures(const Position &pos, std::vector<FeatureValue> &out)
{
    out.clear();
    const Layout &layout = layoutOf(pos.boardSize());
    const float opening = float(gamePhase(pos)) / 256.0f;
    const float ending = 1.0f - opening;
    const Position flipped = flippedPosition(pos);
    const Bitboard wMen = pos.white & ~pos.kings, bMen = pos.black & ~pos.kings;
    const Bitboard fwMen = flipped.white & ~flipped.kings, fbMen = flipped.black & ~flipped.kings;
    for (int r = 0; r < layout.regions; ++r) {
        const int c = layout.contents(r, wMen, bMen);
        const int fc = layout.contents(r, fwMen, fbMen);
        if (c == fc)
            continue;
        out.push_back({patternIndex(r, c, 0), opening});
        out.push_back({patternIndex(r, c, 1), ending});
        out.push_back({patternIndex(r, fc, 0), -opening});
        out.push_back({patternIndex(r, fc, 1), -ending});
    }
    const auto blocks = [&]<int Rows>() {
        const BlockLayout<Rows> &bl = blockLayoutOf<Rows>(layout.n);
        for (int r = 0; r < bl.regions; ++r) {
            const int c = bl.contents(r, wMen, bMen);
            const int fc = bl.contents(r, fwMen, fbMen);
            if (c == fc)
                continue;
            out.push_back({blockIndex<Rows>(layout.n, r, c, 0), opening});
            out.push_back({blockIndex<Rows>(layout.n, r, c, 1), ending});
            out.push_back({blockIndex<Rows>(layout.n, r, fc, 0), -opening});
            out.push_back({blockIndex<Rows>(layout.n, r, fc, 1), -ending});
        }
    };
    blocks.template operator()<3>();
    blocks.template operator()<4>();
    const int base = patternWeightCount(layout.n);
    const auto counts = countFeatures(pos);
    for (int f = 0; f < kCountFeatures; ++f) {
        if (counts[f] == 0)
            continue;
        out.push_back({base + 2 * f, float(counts[f]) * opening});
        out.push_back({base + 2 * f + 1, float(counts[f]) * ending});
    }
}

std::string learnedWeightsSource(std::span<const double> weights, const std::string &header)
{
    std::string text = header;
    const int perLine = 2 * kPatternContents / 9;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        text += std::to_string(int(std::lround(weights[i] * kLearnedWeightScale))) + ",";
        text += (i + 1) % perLine == 0 || i + 1 == weights.size() ? "\n" : " ";
    }
    return text;
}

std::optional<std::vector<double>> parseLearnedWeightsSource(std::string_view text)
{
    std::vector<double> weights;
    while (!text.empty()) {
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        if (line.starts_with("//"))
            continue;
        while (!line.empty()) {
            if (const char c = line.front(); c == ',' || c == ' ' || c == '\t' || c == '\r') {
                line.remove_prefix(1);
                continue;
            }
            int value = 0;
            const char *last = line.data() + line.size();
            const auto [next, error] = std::from_chars(line.data(), last, value);
            if (error != std::errc())
                return std::nullopt;
            weights.push_back(double(value) / kLearnedWeightScale);
            line.remove_prefix(std::size_t(next - line.data()));
        }
    }
    return weights;
}

Position flippedPosition(const Position &pos)
{
    const int n = pos.boardSize();
    const int total = n * n / 2;
    auto turn = [&](Bitboard b) {
        Bitboard out = 0;
        for (; b; b &= b - 1)
            out |= Bitboard(1) << bitOf0(n, total - 1 - square0Of(n, lsb(b)));
        return out;
    };
    Position f = pos;
    f.white = turn(pos.black);
    f.black = turn(pos.white);
    f.kings = turn(pos.kings);
    f.side = opposite(pos.side);
    return f;
}

} // namespace damas
