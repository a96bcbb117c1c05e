// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameresult.h"
#include "position.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <optional>
#include <vector>

// A finished game as the list of recent games keeps it.
struct RecentGame
{
    QString id; // the game's own key: a game finished again (after a take-back) replaces itself
    QDateTime date; // when it ended, UTC
    damas::Variant variant = damas::Variant::International;
    bool twoPlayers = false;
    int level = 3;
    damas::Color human = damas::Color::White; // the player's side (the first player's)
    // How it ended, worded in the language of the moment when the list is shown. Ongoing in an
    // entry of an older version: only its words below are known.
    damas::GameResult result = damas::GameResult::Ongoing;
    damas::ResultReason reason = damas::ResultReason::None;
    int ply = 0; // the moves played when it ended
    bool computerWasBehind = false; // why the computer accepted a draw offer
    QString title; // the result in the words of the card when it ended ("You win", "Draw")
    QString line; // why, in the card's words
    QString pdn; // the game, as the PDN writer writes it
    QString ending; // "resignation" or "agreement" when the players ended it, else empty
    damas::Color resigned = damas::Color::White;

    bool operator==(const RecentGame &) const = default;
};

/*
 * The games finished lately, newest first, at most kMaxGames, kept in recent-games.json in the
 * user's data folder and written whole or not at all (QSaveFile). A file that cannot be read is
 * set aside under another name, never deleted; the games that could be read of it are kept, and
 * problem() says what was wrong and where.
 */
class RecentGames : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game controller keeps the recent games")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)

public:
    static constexpr int kMaxGames = 50;

    enum Role {
        DateRole = Qt::UserRole + 1,
        VariantNameRole,
        OpponentRole,
        TitleRole,
        LineRole,
        MovesRole, // "moves played: N", N counted as a score sheet counts (a move of each side)
    };
    Q_ENUM(Role)

    struct Read
    {
        std::vector<RecentGame> games;
        QString problem; // lower case, no full stop: "line 2, column 5: ..."; empty when fine
    };

    explicit RecentGames(QObject *parent = nullptr);

    // Reads the list of `folder` (the user's data folder when empty).
    void load(const QString &folder);
    // Puts a finished game first (in place of an earlier version of it), drops the oldest past
    // kMaxGames, and writes the file; returns false with `error` when it could not be written.
    bool add(const RecentGame &game, QString *error = nullptr);
    std::optional<RecentGame> game(int row) const;
    QString fileName() const { return m_fileName; }

    int count() const { return int(m_games.size()); }
    QString problem() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    static QByteArray toJson(const std::vector<RecentGame> &games);
    static Read fromJson(const QByteArray &json);

signals:
    void countChanged();
    void problemChanged();

private:
    std::vector<RecentGame> m_games;
    QString m_fileName;
    QString m_problem;
    QString m_keptAs;
};
