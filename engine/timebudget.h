// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "search.h"

#include <cstdint>

namespace damas {

/*
 * How long one search may think, from its limits. A fixed move time is spent whole. Under a
 * game clock the move's share is the time left (less a reserve) over the moves to go, 30 when
 * the clock does not say, plus most of the increment. The search begins no iteration once a
 * part of that share has gone, so that on average the move takes about its share, but it
 * thinks on, up to the whole share and more, while the best move keeps changing or the score
 * falls: the time goes where the choice is not yet made. It never goes past the hard limit.
 */
struct TimeBudget
{
    std::int64_t shareMs = 0; // the clock's share for this move (0: no clock)
    std::int64_t softMs = 0; // no iteration begins after this, once the search is settled
    std::int64_t hardMs = 0; // the search stops here (0: no time limit)

    static TimeBudget forLimits(const SearchLimits &limits);

    // After an iteration `elapsedMs` into the search: whether to end the search there.
    // `bestMoveChanged`: it put another move first; `scoreFell`: its score fell well below the
    // iteration before.
    bool stopsAfterIteration(std::int64_t elapsedMs, bool bestMoveChanged, bool scoreFell) const;
};

// How far (in hundredths of a man) a score must fall from one iteration to the next to count
// as falling.
inline constexpr int kScoreFallMargin = 25;

} // namespace damas
