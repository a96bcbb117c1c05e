// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "game.h"
#include "pdn.h"

#include <QCoreApplication>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>
#include <vector>

class PdnCollection;
class RecentGames;

/*
 * A game to play on from what keeps one: the first game of a PDN file, a game of a file's list
 * of games, an entry of the recent games. Each is replayed with the engine's referee, with its
 * ending and the draw offers its record notes, or refused with what is wrong and where. Starting
 * it on the board is the game controller's. The texts keep the GameController translation
 * context they were written in.
 */
class GameOpener
{
    Q_DECLARE_TR_FUNCTIONS(GameController)

public:
    struct Opened
    {
        std::unique_ptr<damas::Game> game;
        damas::Color human = damas::Color::White;
        int level = 3;
        bool twoPlayers = false;
        std::vector<int> offerPlies; // noted "=" in the record (GameFiles::offerPlies)
        // An entry of the recent games stays itself: finished again, it replaces its entry.
        QString recentId;
        QString notice; // news for the message line: more games in the file, a game cut short
    };

    // The first game of a PDN file. `fallback` is the variant of a game whose file names none.
    static std::optional<Opened> pdnFile(
        const QUrl &file, damas::Variant fallback, damas::Color human, int level, QString *error);
    // The game of that row of a file's games.
    static std::optional<Opened> pdnGame(const PdnCollection *games, int row,
        damas::Variant fallback, damas::Color human, int level, bool twoPlayers, QString *error);
    // A game of the recent games, as it ended (or, taken back, as it stood).
    static std::optional<Opened> recentGame(const RecentGames &recent, int row, QString *error);

private:
    static Opened fromRecord(
        const damas::GameRecord &record, damas::Color human, int level, bool twoPlayers);
};
