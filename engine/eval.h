// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

namespace damas {

/*
 * Scores are in hundredths of a man, from the point of view of the side to move. A won game is
 * kScoreWin minus the plies it takes (so a quicker win scores higher); everything beyond
 * kScoreWinBound in either direction is a game result the search has seen, not an estimate.
 */
inline constexpr int kScoreInfinite = 32000;
inline constexpr int kScoreWin = 31000;
inline constexpr int kScoreWinBound = kScoreWin - 1000;
inline constexpr int kScoreDraw = 0;

constexpr bool isWinScore(int score)
{
    return score > kScoreWinBound || score < -kScoreWinBound;
}

// The worth of a man and of a king in one variant (eval.cpp gives the reasons for each value).
struct MaterialValues
{
    int man;
    int king;
};
MaterialValues materialValues(Variant variant);
// The material of `side` less the other side's, in these values.
int materialBalance(const Position &pos, Color side);

/*
 * The static estimate of a quiet position for the side to move: material with the variant's
 * king value, the advance of the men and their runs to the crown, the centre and the guard of
 * the back row, the kings' mobility and the long diagonal, and what is known of the endings with
 * few pieces (drawn material, driving a lone king). It is only called on positions where the side
 * to move has pieces and no capture; the search settles everything else.
 */
int evaluate(const Position &pos);

/*
 * For training the learned terms (evalfeatures.h): the estimate from White's side without
 * them. `scaled` (if given) is set for the endings whose estimate is scaled toward a draw or
 * driven against a lone king, where the learned terms do not add up as they do elsewhere.
 */
int handEvaluation(const Position &pos, bool *scaled = nullptr);

// The squares the kings of `side` can move to, summed over its kings (a flying king's along
// each line up to the first piece, a short king's next to it).
int kingMoveCount(const Position &pos, Color side);

} // namespace damas
