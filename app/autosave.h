// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

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
    QString ending; // "resignation" or "agreement" when the players ended it, else empty
    damas::Color resigned = damas::Color::White;

    // The start position and the moves, each checked by the engine. On failure, `error` says
    // which move (1-based ply) and why.
    std::optional<std::pair<damas::Position, std::vector<damas::Move>>> replay(
        QString *error) const;
};

/*
 * The game in progress, written after every move to a file in the user's data folder, and read
 * back at the next start (after a normal close or a crash). Each write goes to a temporary file
 * that replaces the old one only once complete (QSaveFile), so a crash mid-write leaves the
 * previous save intact. A file that cannot be read is set aside under another name, never
 * deleted, and the error says what was wrong and where.
 */
class Autosave
{
    Q_DECLARE_TR_FUNCTIONS(Autosave)

public:
    // The file in `folder` (the user's data folder when empty).
    explicit Autosave(const QString &folder = {});

    QString fileName() const { return m_fileName; }
    bool exists() const;

    bool write(const SavedGame &game, QString *error = nullptr) const;
    // The saved game, or nothing (no file, or `error` set when it could not be read).
    std::optional<SavedGame> read(QString *error = nullptr) const;
    // Renames an unreadable file out of the way; returns the new name.
    QString setAside() const;
    void remove() const;

    static QByteArray toJson(const SavedGame &game);
    static std::optional<SavedGame> fromJson(const QByteArray &json, QString *error);

private:
    QString m_fileName;
};
