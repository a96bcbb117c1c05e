// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include <vector>

// A game as an opponent needs it: where it started and every move since (repetitions and the
// draw counts are part of the position).
struct GameSnapshot
{
    damas::Position start;
    std::vector<damas::Move> moves;

    damas::Position current() const
    {
        damas::Position p = start;
        for (const damas::Move &m : moves)
            p = p.after(m);
        return p;
    }
};

/*
 * The computer on the other side of the board, as the game controller sees it: asked for a
 * move, a hint, or an answer to a draw offer, it answers later with a signal, on the thread the
 * controller lives in. stop() abandons what it was asked: no answer to an earlier request
 * arrives after it. The real one is EngineOpponent (the engine's search on a worker thread);
 * tests use a scripted one.
 */
class Opponent : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Opponent is an interface: use an implementation")

public:
    // Why the computer answers a draw offer as it does (the engine's reasons, drawoffer.h).
    enum DrawReason {
        Behind, // it accepts: its position is worse
        Balanced, // it accepts: the position is about equal
        Ahead, // it declines: it thinks it is better
        WinSeen, // it declines: it sees a winning line
    };
    Q_ENUM(DrawReason)

    explicit Opponent(QObject *parent = nullptr);

    // Choose a move for the side to move at level 1-10, in at most `moveTimeMs` (the time the
    // player set for the computer): moveChosen() answers.
    virtual void think(const GameSnapshot &game, int level, int moveTimeMs) = 0;
    // The best move for the side to move, at full strength: hintChosen() answers with the move,
    // the line the search expects after it, and its score for the side to move (eval.h).
    virtual void hint(const GameSnapshot &game, int moveTimeMs) = 0;
    // The side to move is offered a draw: drawAnswered() answers.
    virtual void considerDraw(const GameSnapshot &game, int moveTimeMs) = 0;
    virtual void stop() = 0;
    // Another game begins: what was learnt about the last one may go.
    virtual void newGame() { }
    // Endgame tables were made: the next request uses them.
    virtual void refreshTables() { }

signals:
    void moveChosen(const damas::Move &move);
    void hintChosen(const damas::Move &move, const std::vector<damas::Move> &line, int score);
    void drawAnswered(bool accepted, Opponent::DrawReason reason);
    // After each completed search depth while thinking.
    void progress(int depth, int score);
};

Q_DECLARE_METATYPE(damas::Move)
Q_DECLARE_METATYPE(std::vector<damas::Move>)
