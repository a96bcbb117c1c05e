// SPDX-License-Identifier: GPL-3.0-or-later
#include "transpositiontable.h"

#include <algorithm>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace damas {

static_assert(
    sizeof(std::atomic<std::uint64_t>) == 8 && std::atomic<std::uint64_t>::is_always_lock_free);

std::uint64_t TranspositionTable::pack(const Entry &e)
{
    return std::uint64_t(std::uint16_t(e.score)) | std::uint64_t(std::uint16_t(e.eval)) << 16
        | std::uint64_t(e.move) << 32 | std::uint64_t(e.depth) << 48
        | std::uint64_t(e.ageBound) << 56;
}

TranspositionTable::Entry TranspositionTable::unpack(std::uint64_t data)
{
    Entry e;
    e.score = std::int16_t(std::uint16_t(data));
    e.eval = std::int16_t(std::uint16_t(data >> 16));
    e.move = std::uint16_t(data >> 32);
    e.depth = std::uint8_t(data >> 48);
    e.ageBound = std::uint8_t(data >> 56);
    return e;
}

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
    wipe();
}

void TranspositionTable::Free::operator()(void *p) const
{
#if defined(__linux__)
    munmap(p, bytes);
#else
    std::free(p);
#endif
}

std::size_t TranspositionTable::megabytes() const
{
    return m_count * sizeof(Bucket) >> 20;
}

void TranspositionTable::clear()
{
    m_generation = (m_generation + 1) & kGenerationMask;
    m_age = 0;
    // Generation 0 again: entries of 256 clears ago would be current.
    if (m_generation == 0)
        wipe();
}

void TranspositionTable::wipe()
{
    // A fresh zeroed block rather than writing zeros over the old one (see m_memory). All-zero
    // entries are empty: data 0, age 0, Bound::None.
    m_memory.reset();
    m_buckets = nullptr;
    const std::size_t bytes = m_count * sizeof(Bucket);
#if defined(__linux__)
    constexpr std::size_t kHugePage = std::size_t(2) << 20;
    const std::size_t alignment = bytes >= kHugePage ? kHugePage : alignof(Bucket);
#else
    const std::size_t alignment = alignof(Bucket);
#endif
    const std::size_t allocated = bytes + alignment;
#if defined(__linux__)
    void *memory
        = mmap(nullptr, allocated, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED)
        memory = nullptr;
#else
    void *memory = std::calloc(allocated, 1);
#endif
    if (!memory)
        throw std::bad_alloc();
    m_memory = std::unique_ptr<void, Free>(memory, Free {allocated});
    const auto address = reinterpret_cast<std::uintptr_t>(memory);
    const std::uintptr_t aligned = (address + alignment - 1) & ~std::uintptr_t(alignment - 1);
    m_buckets = reinterpret_cast<Bucket *>(aligned);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Only advice: where transparent huge pages are off, the table is as before.
    if (alignment == kHugePage)
        madvise(m_buckets, bytes, MADV_HUGEPAGE);
#endif
    m_age = 0;
    m_generation = 0;
    m_committed = false;
}

void TranspositionTable::commitMemory()
{
    if (m_committed)
        return;
    m_committed = true;
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
    // Faults every page in now, as huge pages where the advice above took. Older kernels answer
    // EINVAL and nothing changes: the search then faults the pages in as it goes, as before.
    madvise(m_buckets, m_count * sizeof(Bucket), MADV_POPULATE_WRITE);
#endif
}

void TranspositionTable::store(
    std::uint64_t key, int score, int eval, std::uint16_t move, int depth, Bound bound)
{
    Slot *b = bucket(key);
    const std::uint64_t tag = tagOf(key);
    Slot *victim = &b[0];
    int worst = 1 << 30;
    for (int i = 0; i < kBucketSize; ++i) {
        Slot &slot = b[i];
        const std::uint64_t data = currentData(slot);
        const Entry e = unpack(data);
        if ((slot.check.load(std::memory_order_relaxed) ^ data) == tag && data != 0) {
            // Keep the known best move when this search of the node found none.
            if (move == kNoMove)
                move = e.move;
            // A shallower result does not overwrite a deeper exact one of the same search.
            if (bound != Bound::Exact && e.bound() == Bound::Exact && depth + 2 < e.depth
                && (e.ageBound & 0xFC) == m_age)
                return;
            victim = &slot;
            break;
        }
        const int stale = (e.ageBound & 0xFC) != m_age ? 256 : 0;
        const int value = e.depth - stale;
        if (value < worst) {
            worst = value;
            victim = &slot;
        }
    }
    Entry e;
    e.score = static_cast<std::int16_t>(score);
    e.eval = static_cast<std::int16_t>(eval);
    e.move = move;
    e.depth = static_cast<std::uint8_t>(std::clamp(depth, 0, 255));
    e.ageBound = static_cast<std::uint8_t>(m_age | static_cast<std::uint8_t>(bound));
    const std::uint64_t data = pack(e);
    victim->data.store(data, std::memory_order_relaxed);
    victim->check.store(tag ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const
{
    const std::size_t sample = std::min<std::size_t>(m_count, 250);
    int used = 0;
    for (std::size_t i = 0; i < sample; ++i) {
        for (const Slot &slot : m_buckets[i].entries) {
            const std::uint64_t data = currentData(slot);
            used += data != 0 && (unpack(data).ageBound & 0xFC) == m_age;
        }
    }
    return static_cast<int>(used * 1000 / (sample * kBucketSize));
}

} // namespace damas
