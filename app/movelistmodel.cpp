// SPDX-License-Identifier: GPL-3.0-or-later
#include "movelistmodel.h"

MoveListModel::MoveListModel(QObject *parent)
    : QAbstractListModel(parent)
{ }

int MoveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QHash<int, QByteArray> MoveListModel::roleNames() const
{
    return {{NumberRole, "number"}, {FirstRole, "first"}, {SecondRole, "second"},
        {FirstPlyRole, "firstPly"}, {SecondPlyRole, "secondPly"}};
}

QVariant MoveListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        return QStringLiteral("%1. %2 %3")
            .arg(index.row() + 1)
            .arg(row.first, row.second)
            .trimmed();
    case NumberRole:
        return index.row() + 1;
    case FirstRole:
        return row.first;
    case SecondRole:
        return row.second;
    case FirstPlyRole:
        return row.firstPly;
    case SecondPlyRole:
        return row.secondPly;
    }
    return {};
}

int MoveListModel::rowOfPly(int ply) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].firstPly == ply || m_rows[i].secondPly == ply)
            return ply > 0 ? i : -1;
    }
    return -1;
}

QString MoveListModel::moveText(int ply) const
{
    return ply >= 1 && ply <= m_moves.size() ? m_moves[ply - 1] : QString();
}

QList<MoveListModel::Row> MoveListModel::rowsOf(const QStringList &moves, bool secondMoverStarts)
{
    QList<Row> rows;
    // Cell index: 0 is the first cell of row 0; a game started by the second mover skips it.
    int cell = secondMoverStarts ? 1 : 0;
    for (int i = 0; i < moves.size(); ++i, ++cell) {
        if (cell / 2 >= rows.size())
            rows.append(Row {});
        Row &row = rows[cell / 2];
        if (cell % 2 == 0) {
            row.first = moves[i];
            row.firstPly = i + 1;
        } else {
            row.second = moves[i];
            row.secondPly = i + 1;
        }
    }
    return rows;
}

void MoveListModel::setMoves(const QStringList &moves, bool secondMoverStarts)
{
    const QList<Row> rows = rowsOf(moves, secondMoverStarts);
    const bool countChanged = moves.size() != m_moves.size();
    m_moves = moves;

    const int common = int(std::min(rows.size(), m_rows.size()));
    for (int i = 0; i < common; ++i) {
        if (!(rows[i] == m_rows[i])) {
            m_rows[i] = rows[i];
            emit dataChanged(index(i), index(i));
        }
    }
    if (rows.size() > m_rows.size()) {
        beginInsertRows({}, int(m_rows.size()), int(rows.size()) - 1);
        for (int i = common; i < rows.size(); ++i)
            m_rows.append(rows[i]);
        endInsertRows();
    } else if (rows.size() < m_rows.size()) {
        beginRemoveRows({}, int(rows.size()), int(m_rows.size()) - 1);
        m_rows.resize(rows.size());
        endRemoveRows();
    }
    if (countChanged)
        emit plyCountChanged();
}
