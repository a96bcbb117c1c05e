// SPDX-License-Identifier: GPL-3.0-or-later
#include "position.h"

namespace damas {

namespace {

constexpr Zobrist makeZobrist()
{
    // SplitMix64: a fixed seed gives the same keys on every run and machine.
    std::uint64_t x = 0x2545F4914F6CDD1DULL;
    auto next = [&x] {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    };
    Zobrist z {};
    for (int i = 0; i < 64; ++i) {
        z.whiteMan[i] = next();
        z.whiteKing[i] = next();
        z.blackMan[i] = next();
        z.blackKing[i] = next();
    }
    z.blackToMove = next();
    for (auto &v : z.variant)
        v = next();
    return z;
}

} // namespace

constinit const Zobrist kZobristKeys = makeZobrist();

Position Position::empty(Variant v, Color side)
{
    Position p;
    p.variant = v;
    p.side = side;
    return p;
}

Position Position::start(Variant v)
{
    const int n = rulesOf(v).boardSize;
    const int rowsOfMen = n == 8 ? 3 : 4;
    const int perSide = rowsOfMen * n / 2;
    Position p = empty(v, rulesOf(v).firstToMove);
    for (int s = 1; s <= perSide; ++s)
        p.black |= Bitboard(1) << bitOfSquare(n, s);
    for (int s = squareCount(n) - perSide + 1; s <= squareCount(n); ++s)
        p.white |= Bitboard(1) << bitOfSquare(n, s);
    return p;
}

Piece Position::pieceAt(int square) const
{
    const Bitboard b = Bitboard(1) << bitOfSquare(boardSize(), square);
    if (white & b)
        return (kings & b) ? Piece::WhiteKing : Piece::WhiteMan;
    if (black & b)
        return (kings & b) ? Piece::BlackKing : Piece::BlackMan;
    return Piece::None;
}

void Position::setPiece(int square, Piece piece)
{
    const Bitboard b = Bitboard(1) << bitOfSquare(boardSize(), square);
    white &= ~b;
    black &= ~b;
    kings &= ~b;
    switch (piece) {
    case Piece::None:
        break;
    case Piece::WhiteMan:
        white |= b;
        break;
    case Piece::WhiteKing:
        white |= b;
        kings |= b;
        break;
    case Piece::BlackMan:
        black |= b;
        break;
    case Piece::BlackKing:
        black |= b;
        kings |= b;
        break;
    }
}

std::uint64_t Position::hash() const
{
    const Zobrist &z = zobrist();
    std::uint64_t h = side == Color::Black ? z.blackToMove : 0;
    for (Bitboard b = white & ~kings; b; b &= b - 1)
        h ^= z.whiteMan[lsb(b)];
    for (Bitboard b = white & kings; b; b &= b - 1)
        h ^= z.whiteKing[lsb(b)];
    for (Bitboard b = black & ~kings; b; b &= b - 1)
        h ^= z.blackMan[lsb(b)];
    for (Bitboard b = black & kings; b; b &= b - 1)
        h ^= z.blackKing[lsb(b)];
    return h;
}

} // namespace damas
