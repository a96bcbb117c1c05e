// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace damas {

/*
 * Shots: a quiet move that starts a forcing sequence and wins material, the combination every
 * draughts player learns first. Since a capture is obligatory in all four rule books (WCDF
 * Rules of Draughts 1.20 for American checkers, as the lessons cite), a man given away pulls
 * the opponent's piece to where the giver wants it, and the capture back takes more.
 *
 * findShot() decides it exactly on a small tree: the shooter plays up to `quietMoves` quiet
 * moves (the first one included), each of which must leave the defender a capture to make, and
 * every capture; the defender plays only captures, which are forced: a defender who has no
 * capture to make is out of the sequence, and the material is counted there. The shooter may
 * also stop at any of its quiet turns. What the tree gives is a fact ("these moves win two men
 * by force"), not an estimate; whether the position that follows is good is for the search to
 * confirm (damas-cli shots does, docs/cli.md; so does the analysis page).
 */
struct ShotLimits
{
    int quietMoves = 3; // the shooter's quiet moves in the line, the first one included
    // Positions full of flying kings can have hundreds of captures a ply; a tree larger than
    // this is not a shot a learner could be asked to see, and the finder gives up on it (a
    // million nodes take about a second).
    std::uint64_t nodeBudget = 2'000'000;
};

struct Shot
{
    // The shooter's first move, the defender's reply, the shooter's next, ...; it ends with a
    // move of the shooter's, after which the defender has no capture.
    std::vector<Move> line;
    int gain = 0; // the material won, in hundredths of a man (materialValues())
    int piecesWon = 0; // the defender's pieces taken less the shooter's
    bool crowns = false; // a man of the shooter's is crowned in the line and is still a king
    // The material the best other first move wins by force (0: none). A shot is clear when
    // this is 0 or less.
    int runnerUp = 0;
};

/*
 * The shot of `pos` for its side to move, when it has one: no capture on the board now, more
 * than one legal move, one quiet move that the defender must answer with a capture and whose
 * forcing line wins at least a man's worth, every other first move winning nothing by force,
 * and every later move of the shooter's in the line the only one that keeps the whole gain (so
 * a learner can be asked for each). nullopt otherwise, also when the line would end on the
 * defender's move or the tree outgrows the limits' node budget.
 */
std::optional<Shot> findShot(const Position &pos, const ShotLimits &limits = {});

} // namespace damas
