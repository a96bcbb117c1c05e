// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "autosave.h"
#include "pdn.h"
#include "position.h"
#include "recentgames.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QUrl;

namespace damas {
class Game;
}

/*
 * The record of the game being played, as a scoresheet keeps it beside the board: the players'
 * names, the moves with the draw offers noted after the moves that carried them ("=", an agreed
 * draw's after the last move), and the result. It writes the game out as PDN (to a file, into
 * the recent games), as the autosave keeps it, and as the move list shows it. The game itself
 * is the controller's; the texts keep the GameController translation context they were written
 * in.
 */
class ScoreSheet
{
    Q_DECLARE_TR_FUNCTIONS(GameController)

public:
    struct Players
    {
        damas::Color human = damas::Color::White; // the player's (the first player's) side
        int level = 3;
        bool twoPlayers = false;
    };

    // A clean sheet for a new game, with a new key in the recent games. A game that starts
    // over (a finished game opened again) is not a new ending.
    void start(bool over);
    // The key of a game of the list: finished again, it replaces its entry.
    void setRecentId(const QString &id) { m_recentId = id; }

    // The plies (1-based; 0: before the first move) after which a draw offer is noted.
    const std::vector<int> &offers() const { return m_offers; }
    // Notes an offer after the move of `ply`, once. An offer may wait for its move: noted at
    // the game's ply + 1, it shows once that move is played and goes if it is taken back.
    void noteOffer(int ply);
    // The offers a record or the autosave noted, those past the game's `plies` (but for one
    // waiting for the next move) left out.
    void setOffers(const std::vector<int> &offers, int plies);
    // After a take-back to `ply`: the offers after it go with the moves.
    void forgetAfter(int ply);

    // The moves in the variant's notation, "=" after those that carried an offer.
    QStringList moveTexts(const damas::Game &game) const;
    // The game with its tags (the players' names), offers and result, for the PDN writer.
    damas::GameRecord record(const damas::Game &game, const Players &players) const;
    QString pdnText(const damas::Game &game, const Players &players) const;
    // Writes the PDN file; returns an empty string or the error.
    QString save(const damas::Game &game, const Players &players, const QUrl &file) const;
    // The game as the autosave keeps it.
    SavedGame savedGame(const damas::Game &game, const Players &players) const;
    // The entry of the recent games for a game that has just ended, once (and again after a
    // take-back); nothing while it goes on.
    std::optional<RecentGame> newEnding(
        const damas::Game &game, const Players &players, bool computerWasBehind);

private:
    std::vector<int> m_offers;
    QString m_recentId;
    bool m_endWritten = false;
};
