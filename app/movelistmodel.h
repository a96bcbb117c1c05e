// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

/*
 * The moves of the game as the move list shows them: one row per move number, with the move of
 * the side that moves first in the variant and the reply, each in the variant's notation
 * ("1. 11-15 23-19" in American checkers, where Black starts; "1. c3-d4 f6-e5" in Russian). A
 * game set up with the other side to move starts with an empty first cell. Each cell carries its
 * ply (1-based; 0 for an empty cell) so a click can show the position after it.
 */
class MoveListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The move list belongs to a GameController")
    Q_PROPERTY(int plyCount READ plyCount NOTIFY plyCountChanged)

public:
    enum Role { NumberRole = Qt::UserRole + 1, FirstRole, SecondRole, FirstPlyRole, SecondPlyRole };
    Q_ENUM(Role)

    explicit MoveListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int plyCount() const { return int(m_moves.size()); }
    // The row that holds `ply` (1-based), -1 for none.
    Q_INVOKABLE int rowOfPly(int ply) const;
    Q_INVOKABLE QString moveText(int ply) const;

    /*
     * The moves played, in notation. `secondMoverStarts` is true when the game's first move was
     * made by the side that moves second in the variant (a game set up from a position). Only
     * the rows that change are announced.
     */
    void setMoves(const QStringList &moves, bool secondMoverStarts);

signals:
    void plyCountChanged();

private:
    struct Row
    {
        QString first;
        QString second;
        int firstPly = 0;
        int secondPly = 0;
        bool operator==(const Row &) const = default;
    };
    static QList<Row> rowsOf(const QStringList &moves, bool secondMoverStarts);

    QStringList m_moves;
    QList<Row> m_rows;
};
