// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "variant.h"

#include <array>
#include <bit>
#include <cstdint>

namespace damas {

using Bitboard = std::uint64_t;

/*
 * Board geometry: where each playable square lives in a 64-bit word.
 *
 * Squares are numbered the standard way, from the top row (Black's side) to the bottom row,
 * left to right as White sees the board. With N = 8 or 10 there are N/2 squares per row. Every
 * two rows a "ghost" bit is left unused, so square s (0-based) sits at bit s + s / N:
 *
 *   10x10 (bits)                          8x8 (bits)
 *      0   1   2   3   4                    0   1   2   3
 *    5   6   7   8   9   [10]             4   5   6   7   [8]
 *     11  12  13  14  15                    9  10  11  12
 *   16  17  18  19  20   [21]            13  14  15  16   [17]
 *    ...                                  ...
 *
 * With the ghosts every diagonal step is the same shift wherever the square is: up-left -(N/2+1),
 * up-right -N/2, down-left +N/2, down-right +(N/2+1). A step off the left or right edge lands on
 * a ghost bit and a step off the top or bottom leaves the board mask, so masking with the board
 * is the whole edge test. On 8x8 a position uses 35 of the 64 bits; on 10x10, 54.
 */
template<int N>
struct Geometry
{
    static constexpr int size = N;
    static constexpr int half = N / 2;
    static constexpr int squares = N * N / 2;

    static constexpr int bitOf(int square0) { return square0 + square0 / N; }
    static constexpr int squareOf(int bit) { return bit - bit / (N + 1); }

    static constexpr Bitboard makeMask()
    {
        Bitboard m = 0;
        for (int s = 0; s < squares; ++s)
            m |= Bitboard(1) << bitOf(s);
        return m;
    }
    static constexpr Bitboard mask = makeMask();

    // Rows counted from the top (row 0 is Black's back row, White's promotion row).
    static constexpr Bitboard makeRow(int row)
    {
        Bitboard m = 0;
        for (int i = 0; i < half; ++i)
            m |= Bitboard(1) << bitOf(row * half + i);
        return m;
    }
    static constexpr Bitboard topRow = makeRow(0);
    static constexpr Bitboard bottomRow = makeRow(N - 1);

    // Directions: 0 up-left, 1 up-right, 2 down-left, 3 down-right. "Up" is toward square 1.
    static constexpr int shiftOf[4] = {-(half + 1), -half, half, half + 1};

    template<int Dir>
    static constexpr Bitboard step(Bitboard b)
    {
        if constexpr (shiftOf[Dir] > 0)
            return (b << shiftOf[Dir]) & mask;
        else
            return (b >> -shiftOf[Dir]) & mask;
    }

    // `b` and every square below it (toward the bottom row) within the cone its diagonals
    // widen into, one square more on each side a row, whatever stands on them.
    static constexpr Bitboard coneDown(Bitboard b)
    {
        for (int i = 1; i < N; ++i)
            b |= step<2>(b) | step<3>(b);
        return b;
    }
    // The same toward the top row.
    static constexpr Bitboard coneUp(Bitboard b)
    {
        for (int i = 1; i < N; ++i)
            b |= step<0>(b) | step<1>(b);
        return b;
    }

    static constexpr Bitboard stepDyn(Bitboard b, int dir)
    {
        const int s = shiftOf[dir];
        return (s > 0 ? (b << s) : (b >> -s)) & mask;
    }

    // Rays[dir][bit]: the squares a flying king on `bit` sees in direction dir, nearest first,
    // up to the edge.
    static constexpr std::array<std::array<Bitboard, 64>, 4> makeRays()
    {
        std::array<std::array<Bitboard, 64>, 4> r {};
        for (int d = 0; d < 4; ++d) {
            for (int s = 0; s < squares; ++s) {
                Bitboard ray = 0;
                Bitboard b = stepDyn(Bitboard(1) << bitOf(s), d);
                while (b) {
                    ray |= b;
                    b = stepDyn(b, d);
                }
                r[d][bitOf(s)] = ray;
            }
        }
        return r;
    }
    static constexpr std::array<std::array<Bitboard, 64>, 4> rays = makeRays();

    // The squares of the long diagonal a1-h8 (8x8) or 46-5 (10x10).
    static constexpr Bitboard makeMainDiagonal()
    {
        // Bottom-left corner (a1) is the first square of the bottom row; go up-right from it.
        Bitboard corner = Bitboard(1) << bitOf((N - 1) * half);
        return corner | rays[1][bitOf((N - 1) * half)];
    }
    static constexpr Bitboard mainDiagonal = makeMainDiagonal();
};

using Geometry8 = Geometry<8>;
using Geometry10 = Geometry<10>;

inline int lsb(Bitboard b)
{
    return std::countr_zero(b);
}
inline int msb(Bitboard b)
{
    return 63 - std::countl_zero(b);
}
inline int popcount(Bitboard b)
{
    return std::popcount(b);
}

// Square numbering helpers that need the board size at run time (notation, FEN, UI).
// Squares here are 1-based standard numbers (1..32 or 1..50).
int squareCount(int boardSize);
int bitOfSquare(int boardSize, int square1);
int squareOfBit(int boardSize, int bit);
Bitboard boardMask(int boardSize);
Bitboard mainDiagonal(int boardSize);
// Column (0 = a) and row (0 = rank 1, White's back row) of a numbered square.
int columnOfSquare(int boardSize, int square1);
int rankOfSquare(int boardSize, int square1);
// The numbered square at a column and rank, or 0 if that is a light square or off the board.
int squareAt(int boardSize, int column, int rank);

} // namespace damas
