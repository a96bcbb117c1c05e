// SPDX-License-Identifier: GPL-3.0-or-later
#include "level.h"

#include <algorithm>

namespace damas {

namespace {

// Each row was set by matches of every level against the one below (damas-cli match).
constexpr LevelSettings kLevels[kMaxLevel] = {
    {1, 0, 60},      // 1
    {2, 0, 45},      // 2
    {3, 0, 30},      // 3
    {4, 0, 20},      // 4
    {6, 0, 10},      // 5
    {0, 4000, 0},    // 6
    {0, 16000, 0},   // 7
    {0, 64000, 0},   // 8
    {0, 250000, 0},  // 9
    {0, 0, 0},       // 10: the time per move alone
};

} // namespace

LevelSettings levelSettings(int level)
{
    return kLevels[std::clamp(level, kMinLevel, kMaxLevel) - 1];
}

SearchLimits levelLimits(int level, int moveTimeMs, std::uint64_t seed)
{
    const LevelSettings s = levelSettings(level);
    SearchLimits limits;
    limits.depth = s.depth;
    limits.nodes = s.nodes;
    limits.randomMargin = s.randomMargin;
    limits.seed = seed;
    limits.moveTimeMs = std::max(1, moveTimeMs);
    return limits;
}

} // namespace damas
