// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pdn.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

/*
 * Games in PDN files, through the engine's reader and writer: the first game of a file, replayed
 * move by move, or an error that names the line and column and what is wrong there; and a game
 * written whole or not at all (QSaveFile).
 */
class PdnFile
{
    Q_DECLARE_TR_FUNCTIONS(PdnFile)

public:
    struct Opened
    {
        damas::GameRecord record;
        int gamesInFile = 1;
    };

    // The first game of the file. `fallback` is the variant of a game without a GameType tag.
    static std::optional<Opened> open(const QString &path, damas::Variant fallback, QString *error);
    // A game of a file, replayed; on failure `error` says where (line, column) and what. A word
    // in the move text that is not PDN ends the game there: the moves before it are the record,
    // and `notice` (when given) says where the game stops and why. A game without a GameType tag
    // whose moves are another variant's is read in that variant, and `notice` says so.
    static std::optional<damas::GameRecord> replay(const damas::PdnGame &game,
        damas::Variant fallback, QString *error, QString *notice = nullptr);
    // The number of a move as a score sheet writes it ("2." for the first mover's second move,
    // "2…" for the other side's), `ply` counted from 1 at `start`.
    static QString moveNumber(const damas::Position &start, int ply);
    static bool save(const QString &path, const damas::GameRecord &record, QString *error);
};
