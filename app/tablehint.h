// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "egtbverdict.h"
#include "game.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>
#include <string>

/*
 * What the endgame tables say of a hinted move, under the counts the game is running: the
 * position after the move is probed and judged (judgeEnding), so a win the count leaves no time
 * for is said to be the draw it is. The hint's words come from here when the tables decide;
 * otherwise the search's score says it (GameController::verdict).
 */
class TableHint
{
    Q_DECLARE_TR_FUNCTIONS(TableHint)

public:
    // The tables under `dir` (damas::defaultEndgameDir(), the data folder, by default).
    explicit TableHint(const std::string &dir = {});

    // Judges the position after `move` (legal in `game`), forgetting the last verdict, with the
    // tables found when the folder was last read.
    void judge(const damas::Game &game, const damas::Move &move);
    void clear() { m_verdict.reset(); }
    // Reads the folder again, so tables made (or removed) since are seen.
    void rescan();
    // How many times the folder was read, the first time included.
    int scans() const { return m_scans; }

    // The verdict in words for the player of the move, empty when the tables do not decide.
    QString text() const;

private:
    std::unique_ptr<damas::EndgameTables> m_tables;
    std::optional<damas::EndgameVerdict> m_verdict; // of the side to move after the move
    int m_scans = 1; // the tables read the folder when made
};
