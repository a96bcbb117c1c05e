// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "explain.h"
#include "position.h"

#include <optional>
#include <vector>

/*
 * The move a player is building on the board, click by click (a drag is two clicks): the piece
 * picked, the squares clicked since, and the legal moves whose paths still fit them. When two
 * captures share their start and end but take different pieces, the player picks one by clicking
 * a square where its path turns, before or after the end square, or, for one whose landings are
 * all on the other's path, the end square again; the move is played as soon as only one legal
 * move fits. Legality comes from the engine (legal moves and their capture paths).
 */
class MoveInput
{
public:
    enum class Outcome {
        Picked, // a piece is picked; targets() are its destinations
        Unpicked, // the picked piece was put back
        Narrowed, // a turning square or the end was accepted; more is needed
        Complete, // exactly one legal move fits: move() holds it
        Rejected, // the click fits no legal move: problem() says why; the state is unchanged
    };

    void reset(const damas::Position &position);

    Outcome click(int square);
    Outcome drag(int from, int to);

    int picked() const { return m_picked; }
    // Squares to offer next: the picked piece's destinations, or the turning squares that tell
    // the remaining captures apart (and the end again, when one of them lands on no other
    // square: clicking the end a second time plays that one).
    std::vector<int> targets() const;
    // Squares the player clicked after the pick (turning squares and the end), in click order.
    const std::vector<int> &clicked() const { return m_clicked; }
    // True when the end is chosen and several captures still reach it.
    bool choosingPath() const;
    int chosenEnd() const { return m_end; }
    const damas::Move &move() const { return m_move; }
    // The path `move` (legal in the position) is shown along: the one the clicks named, else the
    // one the notation writes.
    std::vector<int> chosenPath(const damas::Move &move) const;
    damas::MoveProblem problem() const { return m_problem; }
    // When a capture is obligatory (nothing picked yet): the squares of the pieces that can
    // take, the pieces the player has to choose from.
    std::vector<int> mustCapture() const;
    // Once a capturing piece is picked: the squares its capture is sure to pass, start first,
    // as far as every capture that still fits the clicks goes the same way...
    std::vector<int> sharedPath() const;
    // ...and the pieces every such capture takes.
    std::vector<int> sureCaptures() const;

private:
    struct Path
    {
        damas::Move move;
        std::vector<int> squares; // start, every landing, end (1-based)
        std::vector<int> taken; // the squares of the pieces it takes
    };

    std::vector<const Path *> fitting(const std::vector<int> &clicks, int end) const;
    Outcome settle(const std::vector<const Path *> &fits);
    std::vector<const Path *> landingOnlyOnClicked() const;
    void pick(int square);

    damas::Position m_position;
    std::vector<Path> m_paths; // every path of every legal move
    int m_picked = 0;
    // An own piece whose pick was just refused: a click on an empty square next is read as the
    // move the player meant from it, so the refusal names the rule ("capture is obligatory").
    int m_refused = 0;
    std::vector<int> m_clicked;
    int m_end = 0;
    damas::Move m_move {};
    damas::MoveProblem m_problem = damas::MoveProblem::None;
};
