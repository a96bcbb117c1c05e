// SPDX-License-Identifier: GPL-3.0-or-later
#include "shots.h"

#include "eval.h"
#include "movegen.h"

#include <algorithm>
#include <limits>

namespace damas {

namespace {

// A game won within the line (the defender left without a move) outweighs any material.
constexpr int kWon = 1'000'000;
constexpr int kInfinite = std::numeric_limits<int>::max();

/*
 * The forcing tree of findShot(), from the shooter's side: the shooter's best material change
 * from the line's start, the defender answering only with its forced captures.
 */
struct Solver
{
    Color shooter;
    int startBalance;
    std::uint64_t budget;
    std::uint64_t nodes = 0;
    bool exhausted = false;

    int stand(const Position &pos) const { return materialBalance(pos, shooter) - startBalance; }

    int value(const Position &pos, int quietLeft)
    {
        if (++nodes > budget) {
            exhausted = true;
            return 0;
        }
        MoveList moves;
        generateMoves(pos, moves);
        const bool shooterToMove = pos.side == shooter;
        if (moves.empty())
            return shooterToMove ? -kWon : kWon;
        if (!moves[0].isCapture()) {
            // The defender is free again, or the shooter has no quiet move left to spend.
            if (!shooterToMove || quietLeft == 0)
                return stand(pos);
            int best = stand(pos);
            for (const Move &m : moves) {
                const Position next = pos.after(m);
                if (hasCapture(next))
                    best = std::max(best, value(next, quietLeft - 1));
            }
            return best;
        }
        int best = shooterToMove ? -kInfinite : kInfinite;
        for (const Move &m : moves) {
            const int v = value(pos.after(m), quietLeft);
            best = shooterToMove ? std::max(best, v) : std::min(best, v);
        }
        return best;
    }
};

} // namespace

std::optional<Shot> findShot(const Position &pos, const ShotLimits &limits)
{
    MoveList rootMoves;
    generateMoves(pos, rootMoves);
    // One legal move is no choice to find.
    if (rootMoves.size() < 2 || rootMoves[0].isCapture() || limits.quietMoves < 1)
        return std::nullopt;
    const MaterialValues values = materialValues(pos.variant);
    Solver solver {pos.side, materialBalance(pos, pos.side), limits.nodeBudget};

    // Every first move's forcing value: one that wins at least a man, and no other that wins
    // anything.
    int best = -kInfinite, runnerUp = -kInfinite;
    Move first {};
    for (const Move &m : rootMoves) {
        const Position next = pos.after(m);
        const int v = hasCapture(next) ? solver.value(next, limits.quietMoves - 1) : 0;
        if (solver.exhausted)
            return std::nullopt;
        if (v > best) {
            runnerUp = best;
            best = v;
            first = m;
        } else {
            runnerUp = std::max(runnerUp, v);
        }
    }
    if (best < values.man || runnerUp > 0)
        return std::nullopt;

    Shot shot;
    shot.gain = best;
    shot.runnerUp = std::max(runnerUp, -kWon);
    shot.line.push_back(first);
    Position at = pos.after(first);
    int quietLeft = limits.quietMoves - 1;
    for (;;) {
        MoveList moves;
        generateMoves(at, moves);
        if (moves.empty() || (at.side != pos.side && !moves[0].isCapture()))
            break; // the defender has lost, or is out of the sequence: the line is complete
        if (at.side != pos.side) {
            // The defender's forced capture that gives the least away (the first of equals).
            const Move *reply = nullptr;
            int replyValue = kInfinite;
            for (const Move &m : moves) {
                const int v = solver.value(at.after(m), quietLeft);
                if (v < replyValue) {
                    replyValue = v;
                    reply = &m;
                }
            }
            if (solver.exhausted)
                return std::nullopt;
            shot.line.push_back(*reply);
            at = at.after(*reply);
            continue;
        }
        // The shooter's turn: exactly one move keeps the whole gain, and stopping does not.
        const bool quiet = !moves[0].isCapture();
        if (quiet && solver.stand(at) >= best)
            return std::nullopt; // the line would end on the defender's move
        if (quiet && quietLeft == 0)
            return std::nullopt;
        const Move *keep = nullptr;
        int keepers = 0;
        for (const Move &m : moves) {
            const Position next = at.after(m);
            if (quiet && !hasCapture(next))
                continue;
            if (solver.value(next, quiet ? quietLeft - 1 : quietLeft) >= best) {
                ++keepers;
                keep = &m;
            }
        }
        if (solver.exhausted || keepers != 1)
            return std::nullopt;
        shot.line.push_back(*keep);
        at = at.after(*keep);
        if (quiet)
            --quietLeft;
    }

    const Color defender = opposite(pos.side);
    shot.piecesWon = (popcount(pos.pieces(defender)) - popcount(at.pieces(defender)))
        - (popcount(pos.pieces(pos.side)) - popcount(at.pieces(pos.side)));
    shot.crowns = popcount(at.kingsOf(pos.side)) > popcount(pos.kingsOf(pos.side));
    return shot;
}

} // namespace damas
