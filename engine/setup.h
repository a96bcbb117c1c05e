// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

namespace damas {

/*
 * Whether a position set up by hand (a board editor, a pasted FEN) can start a game of its
 * variant, and if not, the first reason found, as a code a user interface words in the player's
 * language. The checks are the ones the rules make of every position a game can reach:
 *
 *  - a man stands on its own side's crowning row: it would have been crowned on arriving there
 *    (variants.md, "man moves" and the crowning rows: White's row is the top one);
 *  - a side has more pieces than it starts with (a king is a crowned man; nothing is ever added
 *    to the board: 12 a side on 8x8, 20 on 10x10);
 *  - a side has no piece: the game is already over (variants.md, "end");
 *  - the side to move has pieces but no legal move: the position itself is legal, but the game
 *    is already over too, lost by the side to move (variants.md, "end"), so there is nothing to
 *    play from it.
 *
 * A position the rules cannot reach for other reasons (say, a king with all twelve men still on
 * the board) is not refused: deciding reachability is beyond any simple test, and no rule book
 * asks a set-up position for it.
 */
enum class SetupProblem : unsigned char {
    None,
    WhiteManOnCrowningRow, // a white man on the top row
    BlackManOnCrowningRow, // a black man on the bottom row
    TooManyWhite, // more white pieces than the variant's start has
    TooManyBlack,
    NoWhitePieces,
    NoBlackPieces,
    SideToMoveBlocked, // the side to move has pieces and no legal move: the game is over
};

struct SetupCheck
{
    SetupProblem problem = SetupProblem::None;
    // The square (1-based) the problem is about: the first man on its crowning row; 0 otherwise.
    int square = 0;

    bool accepted() const { return problem == SetupProblem::None; }
};

// The first problem of the list above that `pos` has, in that order.
SetupCheck checkSetup(const Position &pos);

// The pieces a side has at the start of the variant (12 or 20).
int startingPieces(Variant variant);

// The problem in a few English words, for damas-cli and logs; an app words the code itself.
// Empty for None.
std::string_view describe(SetupProblem problem);

} // namespace damas
