// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <array>
#include <cassert>
#include <cstdint>
#include <vector>

namespace damas {

/*
 * A fixed-capacity list of moves, kept on the stack. 512 is above any reachable count: at most
 * 20 kings with at most 17 moves each on 10x10 (340), and capture lists are far shorter.
 */
class MoveList
{
public:
    static constexpr int kCapacity = 512;

    void clear() { m_size = 0; }
    void push(const Move &m)
    {
        assert(m_size < kCapacity);
        if (m_size < kCapacity)
            m_moves[m_size++] = m;
    }
    void truncate(int n) { m_size = n; }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Move &operator[](int i) const { return m_moves[i]; }
    Move &operator[](int i) { return m_moves[i]; }
    const Move *begin() const { return m_moves.data(); }
    const Move *end() const { return m_moves.data() + m_size; }
    Move *begin() { return m_moves.data(); }
    Move *end() { return m_moves.data() + m_size; }

private:
    std::array<Move, kCapacity> m_moves;
    int m_size = 0;
};

// Every legal move of the side to move, per the variant's rules (variants.md, "Moves"): captures
// when there is one (the longest only under the majority rule), else the quiet moves.
void generateMoves(const Position &pos, MoveList &out);
MoveList legalMoves(const Position &pos);

// The number of legal moves, without building the list when no capture is on the board.
int countMoves(const Position &pos);

// True when the side to move has a capture (and so must capture).
bool hasCapture(const Position &pos);

// One way a capture can be made: the move, and the bit indices of its start square and of every
// square it lands on, in order (the last is the end square).
struct MovePath
{
    Move move;
    std::vector<int> bits;
};
// Every path of every legal capture (several paths can make the same Move). Not for hot loops.
std::vector<MovePath> generateCapturePaths(const Position &pos);

// Leaf positions at `depth` plies (drop-duplicates convention); the last ply is counted in bulk.
std::uint64_t perft(const Position &pos, int depth);

// The game is over for the side to move when it has no piece or no legal move (it has lost).
bool hasLegalMove(const Position &pos);

} // namespace damas
