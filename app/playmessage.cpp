// SPDX-License-Identifier: GPL-3.0-or-later
#include "playmessage.h"

#include "enginetexts.h"
#include "opponent.h"

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
        return hintLine.isEmpty() ? tr("Hint: %1 (%2).").arg(move, verdict)
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
    const EngineTexts::ScoreBand band = EngineTexts::scoreBand(variant, score);
    const bool forYou = band.ahead;
    switch (band.kind) {
    case EngineTexts::ScoreBand::Won:
    case EngineTexts::ScoreBand::WinIn:
        if (band.moves == 1)
            return forYou ? tr("a win with this move") : tr("the computer wins next move");
        return forYou ? tr("a win in %1 moves").arg(band.moves)
                      : tr("the computer wins in %1 moves").arg(band.moves);
    case EngineTexts::ScoreBand::Equal:
        return tr("about equal");
    case EngineTexts::ScoreBand::SlightEdge:
        return forYou ? tr("a slight edge for you") : tr("a slight edge for the computer");
    case EngineTexts::ScoreBand::AboutAMan:
        return forYou ? tr("wins a man") : tr("loses a man");
    case EngineTexts::ScoreBand::AboutTwoMen:
        return forYou ? tr("wins two men") : tr("loses two men");
    case EngineTexts::ScoreBand::Winning:
        break;
    }
    return forYou ? tr("a winning advantage") : tr("a losing position");
}
