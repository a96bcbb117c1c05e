// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"

#include <functional>
#include <string>
#include <vector>

/*
 * Referee scenarios written as a FEN and a move list with what the referee must say after each
 * move. An expectation lists every active count as "rule=count/limit" (with "@white" or
 * "@black" for the counts in the stronger side's moves), sorted by rule id, then "rep=N" when
 * the position has occurred N >= 2 times since the last irreversible move, then the result
 * when the game is over: "draw:repetition", "draw:move-limit", "draw:endgame",
 * "white:no-pieces", "black:no-moves", ...
 *
 *   { "",      "american-40=0/80" },          // the start position (ply 0)
 *   { "32-27", "american-40=1/80" },
 */
namespace RefereeScript {

struct Step
{
    std::string move; // empty for the start position
    std::string expect; // as above
};
using Script = std::vector<Step>;

// What the referee says about the game's current position, in the expectation format.
std::string describe(const damas::Game &game);

// Plays the script from `fen`; the first step is the start position. Returns an empty string,
// or what went wrong and at which ply.
std::string run(damas::Variant variant, const std::string &fen, const Script &script);

/*
 * A king walk: one king of each side goes round its cycle of squares (standard numbers), the
 * side to move on `first`, the other on `second`, for `plies` plies. Each step after the start
 * gets the expectation `expect(ply)`; the start position gets `expect(0)`.
 */
Script tour(const std::vector<int> &first, const std::vector<int> &second, int plies,
    const std::function<std::string(int ply)> &expect);

// Appends `more` to `script` (its steps after the start position).
Script operator+(Script script, const Script &more);

} // namespace RefereeScript

#define CHECK_SCRIPT(variant, fen, script)                                                         \
    do {                                                                                           \
        const std::string failure_ = RefereeScript::run(variant, fen, script);                     \
        QVERIFY2(failure_.empty(), failure_.c_str());                                              \
    } while (false)
