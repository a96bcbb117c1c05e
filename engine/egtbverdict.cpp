// SPDX-License-Identifier: GPL-3.0-or-later
#include "egtbverdict.h"

#include <algorithm>

namespace damas {

namespace {

/*
 * The smallest limit a count can have when it starts (or starts again after a capture) in an
 * ending of at most 5 pieces, in its unit (draw-rules.md, "The rules, variant by variant").
 */
int smallestLimit(DrawRule rule)
{
    switch (rule) {
    case DrawRule::American40:
        return 80;
    case DrawRule::Brazilian20:
        return 40;
    case DrawRule::International25:
        return 50;
    case DrawRule::International16:
        return 32;
    case DrawRule::Brazilian5:
    case DrawRule::International5Diagonal:
    case DrawRule::International5Endgame:
    case DrawRule::RussianBalance: // 2-3 pieces: 5 moves per side
        return 10;
    case DrawRule::Russian15ThreeKings:
        return 15;
    case DrawRule::Russian5MainRoad:
        return 5;
    case DrawRule::RussianKingsOnly: // 4-5 pieces: 15 moves per side
        return 30;
    }
    return 0;
}

/*
 * A count that nothing resets and that cannot end before the game does, whoever plays what:
 * the loser who holds out past it is sure of the draw. Only endings of kings alone qualify (a
 * capture among kings only ever leads to another ending of the same rule):
 * brazilian-5 in its material (a) (2 kings v 2, 2 v 1, 1 v 1), international-16 and
 * international-5-endgame. With a man on the board, or a rule tied to the main diagonal or to
 * three kings (Russian), either side may end the count and a new one may start.
 */
bool certainToRun(DrawRule rule, const Position &pos)
{
    if (pos.kings != pos.occupied())
        return false;
    switch (rule) {
    case DrawRule::Brazilian5:
        return popcount(pos.white) <= 2 && popcount(pos.black) <= 2;
    case DrawRule::International16:
    case DrawRule::International5Endgame:
        return true;
    default:
        return false;
    }
}

// The plies of each side in a win `plies` long (the winner makes the last one).
struct Plies
{
    int winner;
    int loser;
};
Plies split(int plies, bool winnerToMove)
{
    const int winner = winnerToMove ? (plies + 1) / 2 : plies / 2;
    return {winner, plies - winner};
}

/*
 * Whether a win `plies` long ends before a count with `left` units left expires: the win is
 * checked before any count, so the winner may win on the move that reaches the limit, but a
 * stronger-move count that reaches its limit on the loser's move draws before the winner's
 * next move. `stronger` is unknown (nullopt) for a count not running yet: then both cases must
 * fit.
 */
bool fits(int plies, bool winnerToMove, CountUnit unit, std::optional<bool> strongerWins, int left)
{
    if (unit == CountUnit::Ply)
        return plies <= left;
    const Plies p = split(plies, winnerToMove);
    const bool asWinner = p.winner <= left;
    const bool asLoser = p.loser <= left - 1;
    if (!strongerWins)
        return asWinner && asLoser;
    return *strongerWins ? asWinner : asLoser;
}

} // namespace

EndgameVerdict judgeEnding(const EndgameProbe &probe, const Position &pos, const DrawState &draw)
{
    EndgameVerdict v;
    v.probe = probe;
    if (probe.value == EndgameValue::Draw) {
        v.kind = EndgameVerdict::Draw;
        return v;
    }
    const bool winnerToMove = probe.value == EndgameValue::Win;
    const Color winner = winnerToMove ? pos.side : opposite(pos.side);
    const int d = probe.dtw;
    bool winFits = true;
    const std::vector<DrawCounter> active = draw.counters(pos);
    for (const DrawRule rule : drawRulesOf(pos.variant)) {
        const DrawRuleInfo &info = drawRuleInfo(rule);
        const auto it = std::find_if(
            active.begin(), active.end(), [&](const DrawCounter &c) { return c.rule == rule; });
        if (it == active.end()) {
            // Not running: it may start on the way, at 0 with its smallest limit.
            winFits
                = winFits && fits(d, winnerToMove, info.unit, std::nullopt, smallestLimit(rule));
            continue;
        }
        const int left = std::max(0, it->limit - it->count);
        std::optional<bool> strongerWins;
        if (it->stronger)
            strongerWins = *it->stronger == winner;
        if (info.resets.any()) {
            // The next capture or man move (dtz) must come in time, or the loser draws. The
            // whole win fits when it ends before this count does, and before the count started
            // again after a capture could (its smallest limit).
            if (probe.dtz > left) {
                v.kind = EndgameVerdict::Draw;
                v.runsOut = rule;
                return v;
            }
            winFits = winFits && d <= left && d - 1 <= smallestLimit(rule);
        } else if (!fits(d, winnerToMove, info.unit, strongerWins, left)) {
            if (certainToRun(rule, pos)) {
                v.kind = EndgameVerdict::Draw;
                v.runsOut = rule;
                return v;
            }
            winFits = false;
        }
    }
    if (winFits) {
        v.kind = winnerToMove ? EndgameVerdict::Win : EndgameVerdict::Loss;
        v.plies = d;
    }
    return v;
}

std::optional<EndgameVerdict> judgeEnding(
    const EndgameTables &tables, const Position &pos, const DrawState &draw)
{
    const auto probe = tables.probe(pos);
    if (!probe)
        return std::nullopt;
    return judgeEnding(*probe, pos, draw);
}

} // namespace damas
