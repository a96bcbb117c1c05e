// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drawstate.h"
#include "error.h"
#include "gameresult.h"
#include "position.h"

#include <optional>
#include <string_view>
#include <vector>

namespace damas {

/*
 * A game record with its referee: the start position, the moves played, and after each move the
 * draw counts, the repetitions and the result, decided in the order of draw-rules.md: a win
 * first (the side to move has no piece or no legal move; the start position is checked too),
 * then threefold repetition, then the endgame counts, then the move limits. Only legal moves are
 * played, and only while the game goes on. Resignation and an accepted draw offer end the game
 * too; every step, those included, can be taken back with undo().
 */
class Game
{
public:
    // The variant's start position.
    explicit Game(Variant variant);
    // A game set up from a position: its counts start there.
    explicit Game(const Position &start);
    // A game set up from a PDN FEN; the error says where the FEN is malformed.
    static Expected<Game> fromFen(Variant variant, std::string_view fen);

    Variant variant() const { return m_positions.front().variant; }
    const Position &startPosition() const { return m_positions.front(); }
    const Position &position() const { return m_positions.back(); }
    // The position after `ply` moves (0: the start position), 0 <= ply <= ply().
    const Position &positionAt(int ply) const { return m_positions[ply]; }
    const std::vector<Move> &moves() const { return m_moves; }
    // The number of moves played.
    int ply() const { return int(m_moves.size()); }

    GameResult result() const;
    ResultReason reason() const;
    bool isOver() const { return result() != GameResult::Ongoing; }

    // How many times the current position has occurred since the last irreversible move
    // (the current occurrence included, so at least 1).
    int repetitions() const { return m_states.back().repetitions; }
    // The active counts in the current position, sorted by rule id.
    std::vector<DrawCounter> counters() const;
    const DrawState &drawState() const { return m_states.back().draw; }

    // True when `move` is legal in the current position and the game goes on.
    bool canPlay(const Move &move) const;
    // Plays `move` if canPlay(move); returns whether it was played.
    bool play(const Move &move);
    // `side` resigns (the other side wins); only while the game goes on.
    bool resign(Color side);
    // The players agree a draw (an accepted draw offer); only while the game goes on.
    bool agreeDraw();
    // Takes back the last step: a resignation or agreed draw, else the last move. Everything
    // (position, counts, repetitions, result) is as it was before that step.
    bool undo();

private:
    // What the referee knows after each move (and for the start position).
    struct State
    {
        DrawState draw;
        int repetitions = 1;
        GameResult result = GameResult::Ongoing;
        ResultReason reason = ResultReason::None;
    };
    State judge(const DrawState &draw) const;

    std::vector<Position> m_positions; // ply() + 1 entries, start first
    std::vector<Move> m_moves;
    std::vector<State> m_states; // one per position
    // A result the players gave (resignation, agreement): always the last step of the game.
    std::optional<std::pair<GameResult, ResultReason>> m_declared;
};

} // namespace damas
