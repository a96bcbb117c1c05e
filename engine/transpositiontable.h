// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace damas {

enum class Bound : std::uint8_t { None = 0, Upper = 1, Lower = 2, Exact = 3 };

/*
 * The transposition table: what the search learnt about positions it has seen, found again by
 * their Zobrist key. Entries sit four to a 64-byte bucket; a new entry replaces the same
 * position, else the shallowest entry of an older search, else the shallowest.
 * The best move is kept as its index in the position's generated move list (the generator's
 * order is fixed), which keeps an entry at 16 bytes.
 *
 * The search's threads share one table without locks. An entry is two 64-bit words, its data
 * and its key xor its data, each written and read whole (relaxed atomics: plain moves on x86-64).
 * Two threads writing the same entry at once can leave one's key word beside the other's data
 * word; such a torn entry no longer matches its key (Hyatt and Mann, "A lockless transposition
 * table implementation for parallel search", ICGA Journal 25(1), 2002), so it is never trusted.
 *
 * clear() writes nothing. The low 8 bits of a key say nothing an entry's place does not (they
 * are part of its bucket's index), so an entry keeps there instead the table's generation, which
 * clear() advances: an entry of an older generation is empty to probe() and store(), exactly as
 * if it had been zeroed. Once every 256 clears the generations come round again and the memory
 * really is zeroed.
 */
class TranspositionTable
{
public:
    static constexpr std::uint16_t kNoMove = 0xFFFF;

    // An entry as read: a copy, whole and checked.
    struct Entry
    {
        std::int16_t score = 0;
        std::int16_t eval = 0;
        std::uint16_t move = kNoMove;
        std::uint8_t depth = 0;
        std::uint8_t ageBound = 0; // age in the high 6 bits, Bound in the low 2
        Bound bound() const { return static_cast<Bound>(ageBound & 3); }
    };

    explicit TranspositionTable(std::size_t megabytes = 32);

    // Sizes the table (rounded down to a power of two of buckets); clears it.
    void resize(std::size_t megabytes);
    std::size_t megabytes() const;
    // Empties the table: every entry stored before is gone for probe(), store() and hashfull().
    void clear();
    // Called at the start of each search, so that old entries give way first.
    void newSearch() { m_age = static_cast<std::uint8_t>((m_age + 4) & 0xFC); }
    // Has the system back the whole table with memory now, once per fresh block (Linux 5.14 and
    // later; elsewhere nothing): called before a search under a clock starts it, so that the
    // search does not spend its first tenth of a second in the kernel (see m_memory).
    void commitMemory();

    // The entry for `key` into `out`; false when there is none.
    bool probe(std::uint64_t key, Entry &out) const
    {
        const Slot *b = bucket(key);
        const std::uint64_t tag = tagOf(key);
        for (int i = 0; i < kBucketSize; ++i) {
            const std::uint64_t data = b[i].data.load(std::memory_order_relaxed);
            if ((b[i].check.load(std::memory_order_relaxed) ^ data) == tag && data != 0) {
                out = unpack(data);
                return true;
            }
        }
        return false;
    }

    // Starts loading the bucket of `key` into the cache, ahead of a probe.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(bucket(key)); }

    void store(std::uint64_t key, int score, int eval, std::uint16_t move, int depth, Bound bound);

    // How full the table is, in thousandths (from a sample).
    int hashfull() const;

private:
    static constexpr int kBucketSize = 4;
    // The key bits that hold the generation; the smallest table (1 MB) has 2^14 buckets.
    static constexpr std::uint64_t kGenerationMask = 0xFF;
    // One entry as stored: its packed data, and its tag xor the data (0, 0: empty).
    struct Slot
    {
        std::atomic<std::uint64_t> check;
        std::atomic<std::uint64_t> data;
    };
    struct alignas(64) Bucket
    {
        Slot entries[kBucketSize];
    };

    static std::uint64_t pack(const Entry &e);
    static Entry unpack(std::uint64_t data);

    // The key as an entry of this generation holds it.
    std::uint64_t tagOf(std::uint64_t key) const { return (key & ~kGenerationMask) | m_generation; }
    // The stored data of a slot, 0 when it is empty or of an older generation.
    std::uint64_t currentData(const Slot &slot) const
    {
        const std::uint64_t data = slot.data.load(std::memory_order_relaxed);
        const std::uint64_t check = slot.check.load(std::memory_order_relaxed);
        return ((check ^ data) & kGenerationMask) == m_generation ? data : 0;
    }
    // Zeroes the whole table (a fresh block; see m_memory).
    void wipe();

    Slot *bucket(std::uint64_t key) { return m_buckets[key & m_mask].entries; }
    const Slot *bucket(std::uint64_t key) const { return m_buckets[key & m_mask].entries; }

    struct Free
    {
        std::size_t bytes; // as allocated (value-initialized: 0)
        void operator()(void *p) const;
    };
    // Fresh zero pages from the system (mmap on Linux, else calloc), untouched: sizing the table
    // costs no time, and memory is only taken as the search fills it (the app starts faster and
    // smaller). When clear() took a fresh block each time, memset was 9% of `bench`'s
    // instructions, at 16 MB. On Linux the block is aligned to 2 MB and asks for transparent
    // huge pages: every probe lands on a random page, and with 4 KB pages nearly every one
    // missed the processor's page cache (docs/performance.md). The first search under a clock
    // commits the whole block before the clock starts (commitMemory()): left to that search,
    // the first writes into a 64 MB table took 0.1 s of system time, all of a 100 ms move, while
    // the kernel found and zeroed huge pages (docs/performance.md, "The first search under a
    // clock").
    std::unique_ptr<void, Free> m_memory;
    Bucket *m_buckets = nullptr; // m_memory, aligned to a cache line (2 MB on Linux)
    std::size_t m_count = 0; // buckets
    std::uint64_t m_mask = 0;
    std::uint8_t m_age = 0;
    std::uint64_t m_generation = 0; // 0-255, the low bits of the tags of the current entries
    bool m_committed = false; // commitMemory() done for this block
};

} // namespace damas
