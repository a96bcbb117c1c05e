// SPDX-License-Identifier: GPL-3.0-or-later
#include "playmessage.h"

#include "enginetexts.h"
#include "eval.h"
#include "opponent.h"

#include <algorithm>
#include <cmath>

using namespace damas;

QString PlayMessage::text(const QString &verdict, const QString &hintLine) const
{
    switch (kind) {
    case None:
        return {};
    case Problem:
        return EngineTexts::moveProblem(MoveProblem(code));
    case Waiting:
        return tr("Wait for the computer's move.");
    case Viewing:
        return tr("You are looking at an earlier position. Go back to the game to play.");
    case Hint:
        return hintLine.isEmpty()
            ? tr("Hint: %1 (%2).").arg(move, verdict)
            : tr("Hint: %1 (%2). Expected: %3").arg(move, verdict, hintLine);
    case DrawArmed:
        return tr("Your draw offer goes with your next move.");
    case DrawDeclined:
        return code == Opponent::WinSeen
            ? tr("The computer declines your draw offer: it sees a winning line.")
            : tr("The computer declines your draw offer: it thinks it is better.");
    case PlayerDeclined:
        return code == int(Color::White) ? tr("White declines the draw offer.")
                                         : tr("Black declines the draw offer.");
    case PathChoice:
        return tr("Several captures end there: click a square where yours turns.");
    case Text:
    case Info:
        return move;
    }
    return {};
}

bool PlayMessage::isProblem() const
{
    switch (kind) {
    case Problem:
    case Waiting:
    case Viewing:
    case Text:
        return true;
    default:
        return false;
    }
}

QString PlayMessage::scoreWords(int score, Variant variant)
{
    if (isWinScore(score)) {
        // kScoreWin less the plies to the end (eval.h); the player counts their own moves.
        const int plies = kScoreWin - std::abs(score);
        const int moves = std::max(1, (plies + 1) / 2);
        if (moves == 1)
            return score > 0 ? tr("a win with this move") : tr("the computer wins next move");
        return score > 0 ? tr("a win in %1 moves").arg(moves)
                         : tr("the computer wins in %1 moves").arg(moves);
    }
    // Thresholds in men, as the engine values a man in this variant (eval.cpp): under a quarter
    // of a man is no real difference; from 0.7 it is about a man, from 1.7 two.
    const double men = double(score) / materialValues(variant).man;
    if (std::abs(men) < 0.25)
        return tr("about equal");
    if (std::abs(men) < 0.7)
        return men > 0 ? tr("a slight edge for you") : tr("a slight edge for the computer");
    if (std::abs(men) < 1.7)
        return men > 0 ? tr("wins a man") : tr("loses a man");
    if (std::abs(men) < 2.7)
        return men > 0 ? tr("wins two men") : tr("loses two men");
    return men > 0 ? tr("a winning advantage") : tr("a losing position");
}
