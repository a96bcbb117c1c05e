// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "error.h"
#include "explain.h"
#include "movegen.h"
#include "position.h"

#include <string>
#include <string_view>
#include <vector>

namespace damas {

// A square's name in the variant's notation: "11" (numeric) or "c3" (algebraic). 1-based square.
std::string squareName(Variant variant, int square);

// Reads one square: a number (any variant, zero-padding allowed) or, on any board, a letter and
// a rank ("c3"). Returns 0 if it names no playable square.
int parseSquare(Variant variant, std::string_view text);

// The 1-based standard numbers of a move's start and end squares.
int fromSquare(const Position &pos, const Move &m);
int toSquare(const Position &pos, const Move &m);
// The 1-based numbers of the captured pieces' squares, increasing.
std::vector<int> capturedSquares(const Position &pos, const Move &m);

/*
 * Every path the move can take: the start square, the square the piece lands on after each
 * capture, and the end square (so a quiet move has one path of two squares). Paths that take the
 * same pieces between the same squares are one move but can be several paths; a flying king that
 * may stop on several squares behind a piece gives one path per allowed landing. The first path
 * is the canonical one (the one the notation writes).
 */
std::vector<std::vector<int>> capturePaths(const Position &pos, const Move &m);

/*
 * The move as the move list writes it: "11-15", "22x15", "c3-d4", "c3:e5" (Russian),
 * "c3xe5" (Brazilian); start and end only, or the full path ("c3:e5:c7", "24x15x6") when another
 * legal move shares the start and end squares.
 */
std::string moveToString(const Position &pos, const Move &m);
// A line of moves from `pos`, each as moveToString() writes it, separated by spaces.
std::string lineToString(Position pos, const std::vector<Move> &line);

// Why parseMove() read no move: the text names no squares of this board, no legal move fits it,
// or several do.
enum class MoveReadError : unsigned char { Unreadable, Illegal, Ambiguous };

/*
 * Reads a move written in any common form: the variant's notation, full or short paths, any
 * separator ('-', 'x', ':' or none: "a3b4"), zero-padded numbers, numeric squares on the
 * algebraic boards. It never guesses: text that fits no legal move, or several, is an error that
 * says which (and, if `why` is given, sets it to the kind of failure). For an illegal move the
 * message names the rule it runs into (explain.h), and `problem`, if given, is set to it
 * (None when the start and end are legal but the path written is not).
 */
Expected<Move> parseMove(const Position &pos, std::string_view text, MoveReadError *why = nullptr,
    MoveProblem *problem = nullptr);

// Every legal move the text fits, as parseMove() reads it: none when it fits none or names no
// squares, several when it is ambiguous.
std::vector<Move> movesFitting(const Position &pos, std::string_view text);

} // namespace damas
