// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search.h"
#include "variant.h"

#include <cstdint>

namespace damas {

inline constexpr int kMinLevel = 1;
inline constexpr int kMaxLevel = 10;

/*
 * What a strength level asks of the search. Level 1 looks one move ahead (captures played out)
 * and picks among the moves it finds nearly as good, the way a beginner plays: it misses
 * combinations but does not hand over pieces for nothing. Each level above looks deeper and
 * strays less; level 10 is the full engine for the time per move the player chose.
 *
 * Levels 1-5 are bounded by depth, 6-9 by nodes (three times as many on the 10x10 board, where
 * each ply costs more), so they play the same on any computer; they also never take more than a
 * third of the time per move, so level 10 always has more.
 */
struct LevelSettings
{
    int depth; // 0: no depth bound
    std::uint64_t nodes; // 0: no node bound
    int randomMargin; // see SearchLimits::randomMargin
};

LevelSettings levelSettings(int level, Variant variant);

// The search limits for `level` (clamped to 1..10) in `variant` with `moveTimeMs` per move;
// `seed` varies the lower levels' choices from game to game.
SearchLimits levelLimits(int level, Variant variant, int moveTimeMs, std::uint64_t seed = 0);

} // namespace damas
