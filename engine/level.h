// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search.h"

#include <cstdint>

namespace damas {

inline constexpr int kMinLevel = 1;
inline constexpr int kMaxLevel = 10;

/*
 * What a strength level asks of the search. Level 1 sees two plies and picks among the moves
 * its shallow search finds nearly as good, the way a beginner plays: it misses combinations but
 * does not hand over pieces for nothing. Each level above looks deeper and strays less; level 10
 * is the full engine for the time per move the player chose. The levels below 10 are bounded by
 * depth and nodes, so they play the same on any computer (and never longer than the time set).
 */
struct LevelSettings
{
    int depth; // 0: no depth bound
    std::uint64_t nodes; // 0: no node bound
    int randomMargin; // see SearchLimits::randomMargin
};

LevelSettings levelSettings(int level);

// The search limits for `level` (clamped to 1..10) with `moveTimeMs` per move; `seed` varies
// the lower levels' choices from game to game.
SearchLimits levelLimits(int level, int moveTimeMs, std::uint64_t seed = 0);

} // namespace damas
