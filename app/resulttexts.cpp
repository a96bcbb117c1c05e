// SPDX-License-Identifier: GPL-3.0-or-later
#include "resulttexts.h"

#include "enginetexts.h"
#include "game.h"

using namespace damas;

QString ResultTexts::title(const Game &game, const Players &players)
{
    return title(game.result(), players);
}

QString ResultTexts::line(const Game &game, const Players &players)
{
    return line(game.result(), game.reason(), players);
}

QString ResultTexts::title(GameResult result, const Players &players)
{
    switch (result) {
    case GameResult::Draw:
        return tr("Draw");
    case GameResult::WhiteWins:
    case GameResult::BlackWins: {
        const Color winner = result == GameResult::WhiteWins ? Color::White : Color::Black;
        if (players.twoPlayers)
            return winner == Color::White ? tr("White wins") : tr("Black wins");
        return winner == players.human ? tr("You win") : tr("The computer wins");
    }
    case GameResult::Ongoing:
        break;
    }
    return {};
}

QString ResultTexts::line(GameResult result, ResultReason reason, const Players &players)
{
    if (result == GameResult::Ongoing)
        return {};
    const Color loser = result == GameResult::WhiteWins ? Color::Black : Color::White;
    switch (reason) {
    case ResultReason::NoPieces:
        return loser == Color::White ? tr("White has no pieces left.")
                                     : tr("Black has no pieces left.");
    case ResultReason::NoMoves:
        return loser == Color::White ? tr("White has no legal move.")
                                     : tr("Black has no legal move.");
    case ResultReason::Resignation:
        if (players.twoPlayers)
            return loser == Color::White ? tr("White resigned.") : tr("Black resigned.");
        return loser == players.human ? tr("You resigned.") : tr("The computer resigned.");
    case ResultReason::Agreement:
        if (players.twoPlayers)
            return tr("Draw agreed between the players.");
        return players.computerWasBehind
            ? tr("Draw agreed: the computer accepted your offer, as its position is worse.")
            : tr("Draw agreed: the computer accepted your offer, as the position is about "
                 "equal.");
    case ResultReason::Repetition:
    case ResultReason::MoveLimit:
    case ResultReason::Endgame:
        return EngineTexts::drawSentence(QString::fromStdString(std::string(reasonName(reason))));
    case ResultReason::None:
        break;
    }
    return {};
}
