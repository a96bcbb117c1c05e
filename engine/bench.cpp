// SPDX-License-Identifier: GPL-3.0-or-later
#include "bench.h"

#include "fen.h"
#include "search.h"

#include <chrono>

namespace damas {

namespace {

struct BenchPosition
{
    Variant variant;
    const char *fen;
    int depth;
};

// Start positions, and positions met in the engine's own games (opening, middlegame, ending).
constexpr BenchPosition kPositions[] = {
    {Variant::International, "W:W31-50:B1-20", 12},
    {Variant::International,
        "W:W24,32,33,34,36,38,39,40,41,42,43,45,47,48,49,50:B1,2,3,4,5,7,8,9,10,11,13,14,15,17,18,"
        "25",
        11},
    {Variant::International,
        "W:W19,27,32,33,34,39,41,42,45,47,48,49,50:B1,2,3,4,7,9,10,11,12,15,22,25", 12},
    {Variant::International, "W:W28,31,33,34,37,40,44,47,48,49:B1,2,7,8,9,10,18,21,24,25", 14},
    {Variant::Russian, "W:W21-32:B1-12", 14},
    {Variant::Russian, "W:W18,21,23,26,29,30,31,32:B2,3,4,7,8,10,14,20,24", 15},
    {Variant::Russian, "W:W18,19,22,23,26,29:B2,4,7,11,17,K32", 14},
    {Variant::Russian, "W:W9,18,21:B4,K19,20", 16},
    {Variant::American, "B:W21-32:B1-12", 15},
    {Variant::American, "B:W18,21,24,29,30,31,32:B1,2,3,8,11,12,14", 17},
    {Variant::American, "B:W6,25,27,32:B2,14,19", 20},
    {Variant::American, "B:WK7,28:BK27,K29", 20},
    {Variant::Brazilian, "W:W21-32:B1-12", 14},
    {Variant::Brazilian, "W:W21,22,24,25,29,30,32:B2,3,4,6,8,11,14", 15},
    {Variant::Brazilian, "W:W12,17,21,22,23,25:B6,7,10,14,15,16", 15},
    {Variant::Brazilian, "W:WK11:B9,K12,K32", 16},
};

} // namespace

BenchResult runBench(int threads)
{
    BenchResult r;
    Search search(16);
    const auto t0 = std::chrono::steady_clock::now();
    for (const BenchPosition &b : kPositions) {
        const auto pos = parseFen(b.variant, b.fen);
        if (!pos)
            continue;
        search.clear();
        SearchLimits limits;
        limits.depth = b.depth;
        limits.threads = threads;
        r.nodes += search.run(*pos, limits).nodes;
    }
    r.ms = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - t0)
               .count();
    r.nps = r.ms > 0 ? r.nodes * 1000 / std::uint64_t(r.ms) : r.nodes * 1000;
    return r;
}

} // namespace damas
