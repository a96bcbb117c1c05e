// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace damas {

struct BenchResult
{
    std::uint64_t nodes = 0;
    std::int64_t ms = 0;
    std::uint64_t nps = 0;
};

/*
 * The bench: a fixed set of positions of every variant, each searched to a fixed depth from an
 * empty table, single-threaded. The node count is the search's signature: it changes only when
 * the search's behaviour changes, on any machine; the time measures the speed. With more
 * threads the time is the time to reach those depths, and the count is no signature.
 */
BenchResult runBench(int threads = 1);

} // namespace damas
