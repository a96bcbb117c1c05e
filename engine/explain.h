// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <string_view>
#include <vector>

namespace damas {

/*
 * Why a move that a player tries is not legal, as a code a user interface turns into one short
 * sentence in the player's language. Legality itself is decided by legalMoves(); these functions
 * only look for the first rule of the variant that the attempt runs into, so that a learner reads
 * "a capture is obligatory" rather than "illegal move".
 */
enum class MoveProblem : unsigned char {
    None, // the move is legal (for a piece: it has a legal move)
    NoPiece, // the start square is empty
    OpponentPiece, // the start square holds a piece of the side not to move
    Occupied, // the end square is not empty
    NotDiagonal, // pieces move along the diagonals
    ManForwardOnly, // a man's plain move goes forward only
    ManOneSquare, // a man steps one square (and jumps only an adjacent piece)
    KingOneSquare, // WCDF kings are not flying: one square at a time
    OwnPieceInTheWay, // no piece may jump a piece of its own side
    TwoPiecesInTheWay, // a jump takes one piece with an empty square behind it
    ManCapturesForwardOnly, // WCDF: men capture forward only
    CaptureObligatory, // a capture is on the board, and this move takes nothing
    CaptureBackward, // as CaptureObligatory, and the capture to see is a man's backward one
    MustTakeMost, // FMJD art. 4.13, CBD: the capture must take the most pieces
    CaptureNotFinished, // the capture can go on from here, and must (FMJD art. 4.5)
    PieceBlocked, // the piece has no move at all
    NotLegal, // nothing more precise to say
};

// The problem in a few English words, for messages of damas-cli and the engine's errors ("a capture
// is obligatory"); an app translates the code itself. Empty for None.
std::string_view describe(MoveProblem problem);

// Why the piece on `square` (1-based) cannot be moved by the side to move; None if it can.
MoveProblem pieceProblem(const Position &pos, int square);

// Why no legal move goes from `from` to `to` (1-based squares); None if one does.
MoveProblem moveProblem(const Position &pos, int from, int to);

// The squares a single jump of the piece on `square` may land on, by the shape of the rules alone
// (direction, range, an opponent's piece with empty squares behind), before the obligation to take
// the most pieces or to go on capturing. 1-based, increasing.
std::vector<int> singleJumpLandings(const Position &pos, int square);

} // namespace damas
