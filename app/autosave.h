// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "error.h"
#include "explain.h"
#include "notation.h"
#include "position.h"

#include <QCoreApplication>
#include <QJsonParseError>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// What was wrong with a saved game file: the kind and its details, worded by describe() in the
// language of the moment (a language switch re-words a message already shown).
struct AutosaveProblem
{
    Q_DECLARE_TR_FUNCTIONS(AutosaveProblem)

public:
    enum Kind {
        CannotOpen, // detail: the system's reason
        Syntax, // line, column, code (a QJsonParseError::ParseError)
        Empty, // nothing but white space (a write cut short, a disk that lost it)
        NotAGame,
        Format, // number: the format found
        UnknownVariant, // detail: the variant found
        StartFen, // fenError
        NoMoves,
        MoveNotText, // number: the ply
        BadMove, // number: the ply, detail: the move, moveError and moveProblem: why
        Side, // detail: the side found
        Level, // number: the level found
        Ending, // detail: the ending found
    };

    Kind kind = NotAGame;
    int line = 0;
    int column = 0;
    int code = 0;
    int number = 0;
    QString detail;
    damas::Error fenError;
    damas::MoveReadError moveError = damas::MoveReadError::Unreadable;
    damas::MoveProblem moveProblem = damas::MoveProblem::None;

    // True when the moves before the bad one still make a game (MoveNotText, BadMove).
    bool keepsMoves() const { return kind == MoveNotText || kind == BadMove; }
    // Lower case, no full stop: "line 3, column 14: a “:” is missing after a name".
    QString describe() const;
    // Where in `json` the JSON reader stopped, and why.
    static AutosaveProblem syntax(const QByteArray &json, const QJsonParseError &error);
};

// A game in progress as the autosave file keeps it: enough to set the board up again.
struct SavedGame
{
    Q_DECLARE_TR_FUNCTIONS(SavedGame)

public:
    damas::Variant variant = damas::Variant::International;
    QString startFen; // PDN FEN of the position the game started from
    QStringList moves; // in the variant's notation, as the move list shows them
    damas::Color human = damas::Color::White;
    int level = 3;
    // Two players on this computer: `human` is the first player's side, `level` unused.
    bool twoPlayers = false;
    QString ending; // "resignation" or "agreement" when the players ended it, else empty
    damas::Color resigned = damas::Color::White;
    // The plies whose move carried a draw offer (written "=" after the move), in order.
    QList<int> offers;

    // The start position and the moves, each checked by the engine: all of them, or those before
    // the first that cannot be played, with `problem` (when given) saying which and why. Nothing
    // when the start position cannot be read (`problem` says why).
    std::optional<std::pair<damas::Position, std::vector<damas::Move>>> replay(
        AutosaveProblem *problem = nullptr) const;
};

/*
 * The game in progress, written after every move to a file in the user's data folder, and read
 * back at the next start (after a normal close or a crash). Each write goes to a temporary file
 * that replaces the old one only once complete (QSaveFile), so a crash mid-write leaves the
 * previous save intact (and the temporary file, removed at the next start). A file that cannot
 * be read is set aside under another name, never deleted; what can be kept of it (the moves
 * before a bad one) is still offered, and the problem says what was wrong and where.
 */
class Autosave
{
    Q_DECLARE_TR_FUNCTIONS(Autosave)

public:
    struct Read
    {
        std::optional<SavedGame> game; // whole, or the moves before the problem
        std::optional<AutosaveProblem> problem;
    };

    // The file in `folder` (the user's data folder when empty).
    explicit Autosave(const QString &folder = {});

    QString fileName() const { return m_fileName; }
    bool exists() const;

    bool write(const SavedGame &game, QString *error = nullptr) const;
    // The saved game; neither game nor problem when there is no file.
    Read read() const;
    // Renames an unreadable file out of the way; returns the new name.
    QString setAside() const;
    void remove() const;
    // Removes what a write cut short (the process killed mid-save) left behind, once it is old
    // enough not to be another instance's write in progress; returns how many were removed.
    int removeStaleTemporaries(int olderThanSeconds = 60) const;

    static QByteArray toJson(const SavedGame &game);
    static Read fromJson(const QByteArray &json);

private:
    QString m_fileName;
};
