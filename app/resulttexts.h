// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameresult.h"
#include "position.h"

#include <QCoreApplication>
#include <QString>

namespace damas {
class Game;
}

/*
 * How a finished game ended, in the player's words: the result card's title ("You win", "White
 * wins", "Draw") and its line (why: no move left, a resignation, an agreement, a count run out).
 * Against the computer it speaks to the player; between two players, of White and Black.
 */
class ResultTexts
{
    Q_DECLARE_TR_FUNCTIONS(ResultTexts)

public:
    struct Players
    {
        damas::Color human = damas::Color::White; // the player's (the first player's) side
        bool twoPlayers = false;
        bool computerWasBehind = false; // why the computer accepted a draw offer
    };

    // Empty while the game goes on.
    static QString title(const damas::Game &game, const Players &players);
    static QString line(const damas::Game &game, const Players &players);
    // The same from what the end was (a finished game kept in a list, worded in the language of
    // the moment): its result and why.
    static QString title(damas::GameResult result, const Players &players);
    static QString line(
        damas::GameResult result, damas::ResultReason reason, const Players &players);
};
