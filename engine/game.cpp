// SPDX-License-Identifier: GPL-3.0-or-later
#include "game.h"

#include "fen.h"
#include "movegen.h"

#include <algorithm>

namespace damas {

Game::Game(Variant variant)
    : Game(Position::start(variant))
{ }

Game::Game(const Position &start)
{
    m_positions.push_back(start);
    m_states.push_back(judge(DrawState(start)));
}

Expected<Game> Game::fromFen(Variant variant, std::string_view fen)
{
    auto pos = parseFen(variant, fen);
    if (!pos)
        return pos.error();
    return Game(*pos);
}

/*
 * The referee's decision for the current position (the last of m_positions), in the order of
 * draw-rules.md, "The order of checks after every move": a win stands even when a count runs
 * out on the same move, and repetition comes before the counts.
 */
Game::State Game::judge(const DrawState &draw) const
{
    const Position &pos = m_positions.back();
    State state {draw, countRepetitions(m_positions, draw.reversiblePlies())};
    const GameResult otherWins
        = pos.side == Color::White ? GameResult::BlackWins : GameResult::WhiteWins;
    if (!pos.pieces(pos.side)) {
        state.result = otherWins;
        state.reason = ResultReason::NoPieces;
    } else if (!hasLegalMove(pos)) {
        state.result = otherWins;
        state.reason = ResultReason::NoMoves;
    } else if (state.repetitions >= 3) {
        state.result = GameResult::Draw;
        state.reason = ResultReason::Repetition;
    } else if (const ResultReason expired = draw.expired(); expired != ResultReason::None) {
        state.result = GameResult::Draw;
        state.reason = expired;
    }
    return state;
}

GameResult Game::result() const
{
    return m_declared ? m_declared->first : m_states.back().result;
}

ResultReason Game::reason() const
{
    return m_declared ? m_declared->second : m_states.back().reason;
}

std::vector<DrawCounter> Game::counters() const
{
    return drawState().counters(position());
}

bool Game::canPlay(const Move &move) const
{
    if (isOver())
        return false;
    const MoveList legal = legalMoves(position());
    return std::find(legal.begin(), legal.end(), move) != legal.end();
}

bool Game::play(const Move &move)
{
    if (!canPlay(move))
        return false;
    const Position before = position();
    const Position after = before.after(move);
    const DrawState draw = drawState().next(before, move, after);
    m_positions.push_back(after);
    m_moves.push_back(move);
    m_states.push_back(judge(draw));
    return true;
}

bool Game::resign(Color side)
{
    if (isOver())
        return false;
    m_declared.emplace(side == Color::White ? GameResult::BlackWins : GameResult::WhiteWins,
        ResultReason::Resignation);
    return true;
}

bool Game::agreeDraw()
{
    if (isOver())
        return false;
    m_declared.emplace(GameResult::Draw, ResultReason::Agreement);
    return true;
}

bool Game::undo()
{
    if (m_declared) {
        m_declared.reset();
        return true;
    }
    if (m_moves.empty())
        return false;
    m_moves.pop_back();
    m_positions.pop_back();
    m_states.pop_back();
    return true;
}

} // namespace damas
