// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "autosave.h"
#include "gameresult.h"
#include "pdn.h"
#include "recentgames.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace damas {
class Game;
}

/*
 * A game as files keep it: the saved game of the autosave (read at start, written after every
 * move, with what was wrong with a damaged file and where it was set aside), and the game as a
 * PDN record (its tags, its result, its draw offers as "=" comments) and back.
 */
class GameFiles
{
    Q_DECLARE_TR_FUNCTIONS(GameFiles)

public:
    // The saved game set up again with the engine's referee, its ending included; nothing when
    // its start position cannot be read or a move cannot be played.
    static std::unique_ptr<damas::Game> gameFrom(const SavedGame &saved);
    // The moves of a record played with the engine's referee; a game the rules ended early (a
    // count ran out) is kept up to that move, and so is one with a move that cannot be played.
    // A draw result right after a draw offer ("=" after the last move) is the agreed draw.
    static std::unique_ptr<damas::Game> gameFrom(const damas::GameRecord &record);
    // The game of an entry of the recent games, read back with the PDN reader; nothing when it
    // cannot be read (`error` says why).
    static std::optional<damas::GameRecord> recordOf(const RecentGame &entry, QString *error);
    // The game's position, moves, offers and ending as the autosave keeps them (the players'
    // fields are left to the caller).
    static SavedGame savedGame(const damas::Game &game, const std::vector<int> &offerPlies);
    // The game as a record for the PDN writer; `offerPlies` are the plies noted "=" (0: before
    // the first move), an agreed draw's offer after the last move.
    static damas::GameRecord record(const damas::Game &game, const std::vector<int> &offerPlies,
        const QString &event, const QString &white, const QString &black);
    // The plies (up to `plies`) a record notes "=" after, as record() writes them.
    static std::vector<int> offerPlies(const damas::GameRecord &record, int plies);

    // Reads the autosave file of `folder` (the user's data folder when empty), setting a
    // damaged one aside and keeping what can be kept of it.
    void load(const QString &folder);
    // Writes the game on the board; it is the saved game from now on.
    bool write(const QString &folder, SavedGame saved, damas::GameResult result, QString *error);

    const std::optional<SavedGame> &saved() const { return m_saved; }
    bool isCurrent() const { return m_current; }
    bool over() const { return m_saved && m_result != damas::GameResult::Ongoing; }
    QString summary() const;
    QString problem() const;

private:
    std::optional<SavedGame> m_saved;
    damas::GameResult m_result = damas::GameResult::Ongoing;
    bool m_current = false; // m_saved is the game on the board
    std::optional<AutosaveProblem> m_problem; // what was wrong with the file read at start
    QString m_file;
    QString m_keptAs; // where the damaged file was set aside
};
