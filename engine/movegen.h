// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

namespace damas {

/*
 * The moves of one position. Up to kInlineCapacity moves live inside the object (on the stack,
 * nothing to allocate); a longer list moves to the heap. Ordinary positions stay far below
 * 512: 20 flying kings have at most 340 quiet moves between them. But crowded positions full of
 * kings can have hundreds of distinct longest captures (407 were found in one International
 * position, see tests/engine/tst_movegen_reference.cpp), and no bound is proven, so the list
 * grows rather than drop a legal move.
 */
class MoveList
{
public:
    static constexpr int kInlineCapacity = 512;

    MoveList() = default;
    MoveList(const MoveList &other) { append(other); }
    MoveList &operator=(const MoveList &other)
    {
        if (this != &other) {
            clear();
            append(other);
        }
        return *this;
    }
    ~MoveList()
    {
        if (m_spill) [[unlikely]]
            releaseSpill();
    }

    void clear()
    {
        m_size = 0;
        if (m_spill) [[unlikely]]
            releaseSpill();
    }
    void push(const Move &m)
    {
        if (m_size < kInlineCapacity) [[likely]]
            m_inline[m_size] = m;
        else
            spill(m);
        ++m_size;
    }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    const Move *begin() const { return m_data; }
    const Move *end() const { return m_data + m_size; }
    Move *begin() { return m_data; }
    Move *end() { return m_data + m_size; }
    const Move &operator[](int i) const { return m_data[i]; }
    Move &operator[](int i) { return m_data[i]; }

private:
    void append(const MoveList &other)
    {
        for (const Move &m : other)
            push(m);
    }
    // The first move past the inline capacity: from then on the whole list lives on the heap.
    [[gnu::noinline]] void spill(const Move &m)
    {
        if (!m_spill)
            m_spill = new std::vector<Move>(m_inline.begin(), m_inline.end());
        m_spill->push_back(m);
        m_data = m_spill->data();
    }
    [[gnu::noinline]] void releaseSpill()
    {
        delete m_spill;
        m_spill = nullptr;
        m_data = m_inline.data();
    }

    // Declared first: m_data points into it, so it must begin its life before m_data does.
    std::array<Move, kInlineCapacity> m_inline;
    Move *m_data = m_inline.data();
    int m_size = 0;
    std::vector<Move> *m_spill = nullptr; // set once the list outgrows m_inline
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
