// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "error.h"
#include "position.h"

#include <string>
#include <string_view>

namespace damas {

/*
 * PDN 3.0 FEN: "<side>:<W|B><squares>:<W|B><squares>". Reading accepts numeric ranges (W31-50),
 * algebraic squares on 8x8 (Wa1,c1), K before a king, a trailing '.', an empty side, '?' as the
 * side to move (the variant's first mover), spaces around separators, and ignores lidraughts'
 * ":H0:F1" suffix. Errors give the 1-based character position and the reason.
 */
Expected<Position> parseFen(Variant variant, std::string_view fen);
// A FEN to start a game from, as the command line and --screenshot take it: parseFen()'s, on
// a board with at least one piece ("W" alone names no game to play).
Expected<Position> parseGameFen(Variant variant, std::string_view fen);

// Canonical form (cli.md): side, White section, Black section, squares increasing, K before
// kings, no ranges, no trailing dot; an empty side is just its letter: "W:W21:B".
std::string toFen(const Position &pos);

} // namespace damas
