// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string_view>

namespace damas {

// How a game stands: still being played, won by one side, or drawn.
enum class GameResult : std::uint8_t { Ongoing, WhiteWins, BlackWins, Draw };

/*
 * Why a game ended (draw-rules.md). The first five are decided by the referee after a move;
 * Resignation and Agreement (an accepted draw offer) are set by the players.
 */
enum class ResultReason : std::uint8_t {
    None, // the game goes on
    NoPieces, // the side to move has no piece left: it has lost
    NoMoves, // the side to move has pieces but no legal move: it has lost
    Repetition, // the same position for the third time since the last irreversible move
    MoveLimit, // a move-limit count ran out
    Endgame, // an endgame count ran out
    Resignation,
    Agreement,
};

// The names damas-cli referee prints (cli.md): "ongoing", "white-wins", "black-wins", "draw".
std::string_view resultName(GameResult result);

// "no-pieces", "no-moves", "repetition", "move-limit", "endgame", "resignation", "agreement";
// empty for None.
std::string_view reasonName(ResultReason reason);

/*
 * The result-line sentence of a draw by rule, exactly as draw-rules.md's table gives it, for
 * Repetition, MoveLimit and Endgame. `language` is "en", "es" or "pt_BR" (any "es..." tag reads
 * as Spanish, any "pt..." tag as Portuguese, anything else as English). Other reasons have no
 * sentence here: the app words them itself. Returns an empty view for them.
 */
std::string_view drawSentence(ResultReason reason, std::string_view language);

} // namespace damas
