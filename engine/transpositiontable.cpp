// SPDX-License-Identifier: GPL-3.0-or-later
#include "transpositiontable.h"

#include <algorithm>
#include <cstdlib>
#include <new>

namespace damas {

static_assert(sizeof(TranspositionTable::Entry) == 16);

TranspositionTable::TranspositionTable(std::size_t megabytes)
{
    resize(megabytes);
}

void TranspositionTable::resize(std::size_t megabytes)
{
    const std::size_t bytes = std::max<std::size_t>(megabytes, 1) << 20;
    std::size_t buckets = 1;
    while (buckets * 2 * sizeof(Bucket) <= bytes)
        buckets *= 2;
    m_count = buckets;
    m_mask = buckets - 1;
    clear();
}

void TranspositionTable::Free::operator()(void *p) const
{
    std::free(p);
}

std::size_t TranspositionTable::megabytes() const
{
    return m_count * sizeof(Bucket) >> 20;
}

void TranspositionTable::clear()
{
    // A fresh zeroed block rather than writing zeros over the old one (see m_memory). All-zero
    // entries are empty: key 0, age 0, Bound::None.
    m_memory.reset();
    m_buckets = nullptr;
    void *memory = std::calloc(m_count * sizeof(Bucket) + alignof(Bucket), 1);
    if (!memory)
        throw std::bad_alloc();
    m_memory.reset(memory);
    const auto address = reinterpret_cast<std::uintptr_t>(memory);
    const std::uintptr_t aligned = (address + alignof(Bucket) - 1) & ~std::uintptr_t(alignof(Bucket) - 1);
    m_buckets = reinterpret_cast<Bucket *>(aligned);
    m_age = 0;
}

void TranspositionTable::store(
    std::uint64_t key, int score, int eval, std::uint16_t move, int depth, Bound bound)
{
    Entry *b = bucket(key);
    Entry *victim = &b[0];
    int worst = 1 << 30;
    for (int i = 0; i < kBucketSize; ++i) {
        Entry &e = b[i];
        if (e.key == key) {
            // Keep the known best move when this search of the node found none.
            if (move == kNoMove)
                move = e.move;
            // A shallower result does not overwrite a deeper exact one of the same search.
            if (bound != Bound::Exact && e.bound() == Bound::Exact && depth + 2 < e.depth
                && (e.ageBound & 0xFC) == m_age)
                return;
            victim = &e;
            break;
        }
        const int stale = (e.ageBound & 0xFC) != m_age ? 256 : 0;
        const int value = e.depth - stale;
        if (value < worst) {
            worst = value;
            victim = &e;
        }
    }
    victim->key = key;
    victim->score = static_cast<std::int16_t>(score);
    victim->eval = static_cast<std::int16_t>(eval);
    victim->move = move;
    victim->depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    victim->ageBound = static_cast<std::uint8_t>(m_age | static_cast<std::uint8_t>(bound));
}

int TranspositionTable::hashfull() const
{
    const std::size_t sample = std::min<std::size_t>(m_count, 250);
    int used = 0;
    for (std::size_t i = 0; i < sample; ++i) {
        for (const Entry &e : m_buckets[i].entries)
            used += e.key != 0 && (e.ageBound & 0xFC) == m_age;
    }
    return static_cast<int>(used * 1000 / (sample * kBucketSize));
}

} // namespace damas
