// SPDX-License-Identifier: GPL-3.0-or-later
#include "level.h"

#include <algorithm>

namespace damas {

namespace {

// Set by matches of every level against the one below (damas-cli match, 40 games a pair); the
// 8x8 node budgets.
constexpr LevelSettings kLevels[kMaxLevel] = {
    {1, 0, 60}, // 1
    {2, 0, 45}, // 2
    {3, 0, 30}, // 3
    {4, 0, 15}, // 4
    {6, 0, 10}, // 5
    {0, 6000, 0}, // 6
    {0, 16000, 0}, // 7
    {0, 64000, 0}, // 8
    {0, 320000, 0}, // 9
    {0, 0, 0}, // 10: the time per move alone
};

} // namespace

LevelSettings levelSettings(int level, Variant variant)
{
    LevelSettings s = kLevels[std::clamp(level, kMinLevel, kMaxLevel) - 1];
    if (rulesOf(variant).boardSize == 10)
        s.nodes *= 3;
    return s;
}

SearchLimits levelLimits(int level, Variant variant, int moveTimeMs, std::uint64_t seed)
{
    const LevelSettings s = levelSettings(level, variant);
    SearchLimits limits;
    limits.depth = s.depth;
    limits.nodes = s.nodes;
    limits.randomMargin = s.randomMargin;
    limits.seed = seed;
    moveTimeMs = std::max(1, moveTimeMs);
    limits.moveTimeMs = level >= kMaxLevel ? moveTimeMs : std::max(1, moveTimeMs / 3);
    return limits;
}

} // namespace damas
