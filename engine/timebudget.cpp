// SPDX-License-Identifier: GPL-3.0-or-later
#include "timebudget.h"

#include <algorithm>

namespace damas {

TimeBudget TimeBudget::forLimits(const SearchLimits &limits)
{
    TimeBudget b;
    if (limits.infinite)
        return b;
    if (limits.moveTimeMs > 0) {
        b.softMs = b.hardMs = limits.moveTimeMs;
        return b;
    }
    if (limits.timeLeftMs <= 0)
        return b;
    const int togo = limits.movesToGo > 0 ? std::min(limits.movesToGo, 40) : 30;
    const std::int64_t left = limits.timeLeftMs;
    const std::int64_t reserve = std::min<std::int64_t>(left / 10, 500);
    b.shareMs = std::max<std::int64_t>(1, (left - reserve) / togo + limits.incrementMs * 3 / 4);
    b.hardMs = std::max<std::int64_t>(1, std::min(b.shareMs * 4, (left - reserve) / 3));
    // An iteration begun at 0.65 of the share ends on average near the share.
    b.softMs = std::max<std::int64_t>(1, std::min(b.shareMs, b.hardMs) * 13 / 20);
    return b;
}

bool TimeBudget::stopsAfterIteration(
    std::int64_t elapsedMs, bool bestMoveChanged, bool scoreFell) const
{
    if (hardMs <= 0)
        return false;
    if (softMs >= hardMs) // a fixed move time: the search runs to the hard limit
        return elapsedMs >= hardMs;
    std::int64_t limit = softMs;
    if (bestMoveChanged)
        limit = limit * 8 / 5;
    if (scoreFell)
        limit = limit * 13 / 10;
    return elapsedMs >= std::min(limit, hardMs);
}

} // namespace damas
