// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameopener.h"

#include "gamefiles.h"
#include "pdncollection.h"
#include "pdnfile.h"
#include "recentgames.h"

#include <algorithm>

using namespace damas;

std::optional<GameOpener::Opened> GameOpener::pdnFile(
    const QUrl &file, Variant fallback, Color human, int level, QString *error)
{
    auto opened = PdnFile::open(file.toLocalFile(), fallback, error);
    if (!opened)
        return std::nullopt;
    Opened game = fromRecord(opened->record, human, level, false);
    if (opened->gamesInFile > 1)
        game.notice
            = tr("This file holds %1 games; the first one is open.").arg(opened->gamesInFile);
    return game;
}

std::optional<GameOpener::Opened> GameOpener::pdnGame(const PdnCollection *games, int row,
    Variant fallback, Color human, int level, bool twoPlayers, QString *error)
{
    const auto pdnGame = games ? games->game(row) : std::nullopt;
    if (!pdnGame) {
        *error = tr("This game is no longer in the file.");
        return std::nullopt;
    }
    QString why;
    QString notice;
    const auto record = PdnFile::replay(*pdnGame, fallback, &why, &notice);
    if (!record) {
        *error = tr("%1, game %2: %3").arg(games->fileName()).arg(pdnGame->number).arg(why);
        return std::nullopt;
    }
    Opened game = fromRecord(*record, human, level, twoPlayers);
    if (!notice.isEmpty())
        game.notice = tr("%1, game %2: %3").arg(games->fileName()).arg(pdnGame->number).arg(notice);
    return game;
}

std::optional<GameOpener::Opened> GameOpener::recentGame(
    const RecentGames &recent, int row, QString *error)
{
    const auto entry = recent.game(row);
    if (!entry) {
        *error = tr("This game is no longer in the list.");
        return std::nullopt;
    }
    const auto record = GameFiles::recordOf(*entry, error);
    if (!record)
        return std::nullopt;
    Opened game = fromRecord(*record, entry->human, entry->level, entry->twoPlayers);
    if (!game.game->isOver() && entry->ending == QLatin1String("resignation"))
        game.game->resign(entry->resigned);
    else if (!game.game->isOver() && entry->ending == QLatin1String("agreement"))
        game.game->agreeDraw();
    game.recentId = entry->id;
    return game;
}

GameOpener::Opened GameOpener::fromRecord(
    const GameRecord &record, Color human, int level, bool twoPlayers)
{
    Opened game;
    game.game = GameFiles::gameFrom(record);
    game.human = human;
    game.level = std::clamp(level, 1, 10);
    game.twoPlayers = twoPlayers;
    // The offers the record notes ("=" after a move), as this program writes them.
    game.offerPlies = GameFiles::offerPlies(record, game.game->ply());
    return game;
}
