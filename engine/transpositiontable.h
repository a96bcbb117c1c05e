// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
 */
class TranspositionTable
{
public:
    static constexpr std::uint16_t kNoMove = 0xFFFF;

    struct Entry
    {
        std::uint64_t key;
        std::int16_t score;
        std::int16_t eval;
        std::uint16_t move;
        std::uint8_t depth;
        std::uint8_t ageBound; // age in the high 6 bits, Bound in the low 2
        Bound bound() const { return static_cast<Bound>(ageBound & 3); }
    };

    explicit TranspositionTable(std::size_t megabytes = 32);

    // Sizes the table (rounded down to a power of two of buckets); clears it.
    void resize(std::size_t megabytes);
    std::size_t megabytes() const;
    void clear();
    // Called at the start of each search, so that old entries give way first.
    void newSearch() { m_age = static_cast<std::uint8_t>((m_age + 4) & 0xFC); }

    // The entry for `key`, or nullptr.
    const Entry *probe(std::uint64_t key) const
    {
        const Entry *b = bucket(key);
        for (int i = 0; i < kBucketSize; ++i) {
            if (b[i].key == key)
                return &b[i];
        }
        return nullptr;
    }

    // Starts loading the bucket of `key` into the cache, ahead of a probe.
    void prefetch(std::uint64_t key) const { __builtin_prefetch(bucket(key)); }

    void store(std::uint64_t key, int score, int eval, std::uint16_t move, int depth, Bound bound);

    // How full the table is, in thousandths (from a sample).
    int hashfull() const;

private:
    static constexpr int kBucketSize = 4;
    struct alignas(64) Bucket
    {
        Entry entries[kBucketSize];
    };

    Entry *bucket(std::uint64_t key) { return m_buckets[key & m_mask].entries; }
    const Entry *bucket(std::uint64_t key) const { return m_buckets[key & m_mask].entries; }

    struct Free
    {
        void operator()(void *p) const;
    };
    // Allocated zeroed by calloc: a large block comes straight from the system as untouched zero
    // pages, so sizing or clearing the table costs no time, and memory is only taken as the
    // search fills it (the app starts faster and smaller).
    std::unique_ptr<void, Free> m_memory;
    Bucket *m_buckets = nullptr; // m_memory, aligned to a cache line
    std::size_t m_count = 0; // buckets
    std::uint64_t m_mask = 0;
    std::uint8_t m_age = 0;
};

} // namespace damas
