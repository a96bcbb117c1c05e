// SPDX-License-Identifier: GPL-3.0-or-later
#include "scriptedopponent.h"

#include "movegen.h"
#include "notation.h"

#include <QTimer>

using namespace damas;

ScriptedOpponent::ScriptedOpponent(QObject *parent)
    : Opponent(parent)
{ }

void ScriptedOpponent::setMoves(const QStringList &moves)
{
    m_moves = moves;
    m_next = 0;
    emit movesChanged();
}

void ScriptedOpponent::think(const GameSnapshot &game, int, int)
{
    ++m_thinkCount;
    ask(Pending::Move, game);
}

void ScriptedOpponent::hint(const GameSnapshot &game, int)
{
    ask(Pending::Hint, game);
}

void ScriptedOpponent::considerDraw(const GameSnapshot &game, int)
{
    ++m_drawOffers;
    ask(Pending::Draw, game);
}

void ScriptedOpponent::stop()
{
    ++m_request;
    m_pending = Pending::None;
    emit busyChanged();
}

void ScriptedOpponent::ask(Pending what, const GameSnapshot &game)
{
    m_pending = what;
    m_game = game;
    const quint64 request = ++m_request;
    emit busyChanged();
    if (m_autoReply) {
        // Like the engine: the answer comes later, never inside the call.
        QTimer::singleShot(0, this, [this, request] {
            if (request == m_request)
                reply();
        });
    }
}

void ScriptedOpponent::reply()
{
    const Pending what = m_pending;
    m_pending = Pending::None;
    emit busyChanged();
    const Position pos = m_game.current();
    auto scripted = [&](const QString &text) -> std::optional<Move> {
        auto move = parseMove(pos, text.toStdString());
        if (!move) {
            qWarning("ScriptedOpponent: '%s' is not legal here: %s", qPrintable(text),
                move.error().message.c_str());
            return std::nullopt;
        }
        return *move;
    };
    switch (what) {
    case Pending::None:
        return;
    case Pending::Move: {
        std::optional<Move> move;
        if (m_next < m_moves.size())
            move = scripted(m_moves[m_next++]);
        if (!move) {
            const MoveList legal = legalMoves(pos);
            if (legal.empty())
                return;
            move = legal[0];
        }
        emit moveChosen(*move);
        return;
    }
    case Pending::Hint:
        if (auto move = scripted(m_hintMove)) {
            std::vector<Move> line;
            Position at = pos.after(*move);
            for (const QString &text : std::as_const(m_hintLine)) {
                auto next = parseMove(at, text.toStdString());
                if (!next)
                    break;
                line.push_back(*next);
                at = at.after(*next);
            }
            emit hintChosen(*move, line, m_hintScore);
        }
        return;
    case Pending::Draw:
        emit drawAnswered(m_acceptDraw, m_acceptDraw ? Balanced : Ahead);
        return;
    }
}
