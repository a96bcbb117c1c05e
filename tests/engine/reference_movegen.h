// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"
#include "variant.h"

#include <compare>
#include <string>
#include <vector>

namespace damas::reference {

// A legal move as the rule books describe it, by 1-based standard square numbers.
struct ReferenceMove
{
    int from = 0;
    int to = 0;
    std::vector<int> captured; // increasing
    bool promotes = false; // a man that ends the move as a king

    auto operator<=>(const ReferenceMove &) const = default;
    // "31x22 [27] K": readable in a failure message.
    std::string toString() const;
};

// One way of making a capture: the start square, then every square the piece lands on.
struct ReferencePath
{
    ReferenceMove move;
    std::vector<int> squares;
    // The captured squares in the order they were taken.
    std::vector<int> order;

    auto operator<=>(const ReferencePath &) const = default;
};

/*
 * A deliberately plain move generator, written from the rule texts of variants.md ("Moves") to
 * check engine/movegen.cpp against. It shares nothing with the engine but the Piece, Color and
 * Variant enums: its own board (a mailbox indexed by column and rank, rank 0 being White's
 * side), its own square numbering (counted out row by row from the top, as the rule books
 * number the board), its own description of each variant's rules, and plain recursion that
 * lists every capture path in full before deciding which are legal. It is slow and meant to be
 * obviously right.
 */
class ReferenceBoard
{
public:
    ReferenceBoard(Variant variant, Color side);
    static ReferenceBoard fromPosition(const Position &position);
    Position toPosition() const;

    Variant variant() const { return m_variant; }
    Color side() const { return m_side; }
    void setSide(Color side) { m_side = side; }
    int size() const { return m_size; }

    // Squares by column (0 = a) and rank (0 = White's back row). Light squares hold nothing.
    bool isDark(int column, int rank) const;
    Piece at(int column, int rank) const;
    void set(int column, int rank, Piece piece);

    // Standard numbering of the dark squares: 1 is the left-most dark square of the top row
    // (b8 or b10), counting left to right and row by row down to White's side.
    int squareNumber(int column, int rank) const;
    int columnOf(int square) const;
    int rankOf(int square) const;
    int squareCount() const { return m_size * m_size / 2; }

    std::vector<ReferenceMove> legalMoves() const;
    // Every path of every legal capture (empty when no capture is legal).
    std::vector<ReferencePath> legalCapturePaths() const;
    // The legal moves with a capture listed once per distinct order of taking the pieces and
    // end square: the "keep duplicates" convention of published perft tables.
    std::vector<ReferenceMove> legalMovesKeepingDuplicates() const;
    ReferenceBoard after(const ReferenceMove &move) const;

    // Leaf nodes at `depth`, in the drop-duplicates or the keep-duplicates convention.
    unsigned long long perft(int depth, bool keepDuplicates = false) const;

private:
    struct CaptureState;

    bool onBoard(int column, int rank) const;
    bool isWhite(Piece piece) const;
    bool isOpponent(Piece piece) const;
    bool lastRank(int rank) const;
    void allCapturePaths(std::vector<ReferencePath> &out) const;
    void extendCapture(const CaptureState &state, std::vector<ReferencePath> &out) const;
    bool canCapture(const CaptureState &state) const;
    void quietMoves(std::vector<ReferenceMove> &out) const;

    Variant m_variant;
    Color m_side;
    int m_size;
    Piece m_cells[10][10]; // [column][rank]
};

// The engine's move in the reference's terms, to compare the two generators.
ReferenceMove toReferenceMove(const Position &position, const Move &move);

} // namespace damas::reference
