// SPDX-License-Identifier: GPL-3.0-or-later
#include "board.h"

namespace damas {

int squareCount(int boardSize)
{
    return boardSize * boardSize / 2;
}

int bitOfSquare(int boardSize, int square1)
{
    const int s = square1 - 1;
    return s + s / boardSize;
}

int squareOfBit(int boardSize, int bit)
{
    return bit - bit / (boardSize + 1) + 1;
}

Bitboard boardMask(int boardSize)
{
    return boardSize == 8 ? Geometry8::mask : Geometry10::mask;
}

Bitboard mainDiagonal(int boardSize)
{
    return boardSize == 8 ? Geometry8::mainDiagonal : Geometry10::mainDiagonal;
}

/*
 * Column and rank of a numbered square. Row r from the top holds squares r*N/2+1 .. (r+1)*N/2;
 * on even rows (counted from 0 at the top) the first square is in column b, on odd rows in
 * column a. So 8x8: 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1; 10x10: 1 = b10, 46 = a1, 50 = i1.
 */
int columnOfSquare(int boardSize, int square1)
{
    const int s = square1 - 1;
    const int half = boardSize / 2;
    const int row = s / half;
    return 2 * (s % half) + (row % 2 == 0 ? 1 : 0);
}

int rankOfSquare(int boardSize, int square1)
{
    const int s = square1 - 1;
    return boardSize - 1 - s / (boardSize / 2);
}

int squareAt(int boardSize, int column, int rank)
{
    if (column < 0 || column >= boardSize || rank < 0 || rank >= boardSize)
        return 0;
    const int row = boardSize - 1 - rank;
    // Dark squares: a1 (column 0, rank 0) is dark, so column + rank is even.
    if ((column + rank) % 2 != 0)
        return 0;
    return row * (boardSize / 2) + column / 2 + 1;
}

} // namespace damas
