// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drawstate.h"
#include "egtb.h"

#include <optional>

namespace damas {

/*
 * What a table entry means under the draw counts of the line being played (draw-rules.md): a
 * won ending scores as a win only when the win fits inside every count that runs or could start
 * on the way, and as a draw when the loser can be sure to outlast a count. In between the
 * tables cannot decide (docs/endgame-tables.md lists the cases), and the search goes on.
 */
struct EndgameVerdict
{
    enum Kind : unsigned char { Win, Loss, Draw, Undecided };
    Kind kind = Undecided;
    int plies = 0; // Win or Loss: the plies to the end of the game (dtw)
    std::optional<DrawRule> runsOut; // Draw of a won ending: the count that runs out first
    EndgameProbe probe; // what the table says with no count running

    bool decided() const { return kind != Undecided; }
    // The winner's moves to the win (Win or Loss).
    int moves() const { return (plies + 1) / 2; }
};

EndgameVerdict judgeEnding(const EndgameProbe &probe, const Position &pos, const DrawState &draw);

// The tables' verdict on a position (nullopt when it has no table).
std::optional<EndgameVerdict> judgeEnding(
    const EndgameTables &tables, const Position &pos, const DrawState &draw);

} // namespace damas
