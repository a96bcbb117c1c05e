// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board.h"
#include "variant.h"

#include <cstdint>

namespace damas {

enum class Piece : unsigned char { None, WhiteMan, WhiteKing, BlackMan, BlackKing };

constexpr bool isKing(Piece p)
{
    return p == Piece::WhiteKing || p == Piece::BlackKing;
}
constexpr Color colorOf(Piece p)
{
    return (p == Piece::WhiteMan || p == Piece::WhiteKing) ? Color::White : Color::Black;
}

/*
 * One move, as the rules engine knows it: where the piece starts and ends (bit indices in the
 * variant's Geometry), the set of pieces it takes, and whether the piece ends as a new king.
 * Two capture paths that take the same pieces between the same squares are the same Move.
 * The path itself (the squares where a capture turns) is recovered when it is needed, by
 * capturePaths() in notation.h: the search and perft never pay for it.
 */
struct Move
{
    // No member initializers: the type stays trivial so that a MoveList of 512 costs nothing
    // to create. Write Move{} for a zeroed move.
    Bitboard captured;
    std::uint8_t from;
    std::uint8_t to;
    bool promotes;

    bool isCapture() const { return captured != 0; }
    int captureCount() const { return popcount(captured); }
    bool operator==(const Move &) const = default;
};

/*
 * A position: three bitboards, the side to move and the variant. It is a small value (32 bytes)
 * that is copied freely; playing a move returns a new one (after()).
 */
struct Position
{
    Bitboard white = 0;
    Bitboard black = 0;
    Bitboard kings = 0;
    Color side = Color::White;
    Variant variant = Variant::International;

    static Position start(Variant v);
    static Position empty(Variant v, Color side);

    int boardSize() const { return rulesOf(variant).boardSize; }
    const Rules &rules() const { return rulesOf(variant); }

    Bitboard pieces(Color c) const { return c == Color::White ? white : black; }
    Bitboard men(Color c) const { return pieces(c) & ~kings; }
    Bitboard kingsOf(Color c) const { return pieces(c) & kings; }
    Bitboard occupied() const { return white | black; }

    // Pieces by 1-based standard square number.
    Piece pieceAt(int square) const;
    void setPiece(int square, Piece piece);

    // The position after `m`, which must be legal here. The side to move changes.
    Position after(const Move &m) const
    {
        Position p = *this;
        p.play(m);
        return p;
    }

    // after() in place: this position becomes the one after `m`. The search plays each move
    // into the next ply's frame this way: building the new position as a temporary and copying
    // it there stalled on store-to-load forwarding at every node (docs/performance.md, "Two
    // savings a node").
    void play(const Move &m)
    {
        if (side == Color::White)
            playAs<Color::White>(m);
        else
            playAs<Color::Black>(m);
    }

    // after() for a side to move known at compile time (the move generator's inner loops).
    template<Color C>
    [[gnu::always_inline]] Position afterAs(const Move &m) const
    {
        Position p = *this;
        p.playAs<C>(m);
        return p;
    }

    template<Color C>
    [[gnu::always_inline]] void playAs(const Move &m)
    {
        const Bitboard fromB = Bitboard(1) << m.from;
        const Bitboard toB = Bitboard(1) << m.to;
        const Bitboard toKing = ((kings & fromB) || m.promotes) ? toB : 0;
        if constexpr (C == Color::White) {
            white = (white & ~fromB) | toB;
            black &= ~m.captured;
        } else {
            black = (black & ~fromB) | toB;
            white &= ~m.captured;
        }
        kings = (kings & ~(fromB | m.captured)) | toKing;
        side = opposite(C);
    }

    // Key of the piece placement and side to move (the "position" of repetition, draw-rules.md).
    std::uint64_t hash() const;

    bool operator==(const Position &) const = default;
};

// Zobrist keys: one per (piece kind, bit index), plus one for Black to move.
struct Zobrist
{
    std::uint64_t whiteMan[64];
    std::uint64_t whiteKing[64];
    std::uint64_t blackMan[64];
    std::uint64_t blackKing[64];
    std::uint64_t blackToMove;
    std::uint64_t variant[4];
};
// Built when the program is compiled: reading it costs no call and no check of a first use.
extern const Zobrist kZobristKeys;
inline const Zobrist &zobrist()
{
    return kZobristKeys;
}

} // namespace damas
