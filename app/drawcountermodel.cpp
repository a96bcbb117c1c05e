// SPDX-License-Identifier: GPL-3.0-or-later
#include "drawcountermodel.h"

#include "enginetexts.h"
#include "language.h"

#include "game.h"

#include <algorithm>

DrawCounterModel::DrawCounterModel(QObject *parent)
    : QAbstractListModel(parent)
{
    connect(Language::instance(), &Language::currentChanged, this, [this] {
        if (!m_counters.isEmpty())
            emit dataChanged(index(0), index(rowCount() - 1),
                {NameRole, RuleTextRole, ResetTextRole, LeftTextRole});
        if (m_repetitions > 0)
            emit repetitionsChanged();
    });
}

void DrawCounterModel::showGame(const damas::Game &game)
{
    using namespace damas;
    QList<Counter> rows;
    for (const DrawCounter &c : game.counters()) {
        Counter row;
        row.rule = QString::fromUtf8(c.id.data(), qsizetype(c.id.size()));
        const std::string_view reason = reasonName(c.reason);
        row.reason = QString::fromUtf8(reason.data(), qsizetype(reason.size()));
        row.count = c.count;
        row.limit = c.limit;
        row.strongerOnly = c.unit == CountUnit::StrongerMove;
        row.stronger = c.stronger ? int(*c.stronger) : -1;
        row.whiteLeft = c.movesLeft(Color::White);
        row.blackLeft = c.movesLeft(Color::Black);
        rows.append(row);
    }
    setCounters(rows);
    setRepetitions(game.isOver() ? 0 : game.repetitions());
}

QString DrawCounterModel::repetitionText() const
{
    return m_repetitions > 0 ? EngineTexts::repetitionState(m_repetitions) : QString();
}

void DrawCounterModel::setRepetitions(int repetitions)
{
    if (repetitions == m_repetitions)
        return;
    m_repetitions = repetitions;
    emit repetitionsChanged();
}

int DrawCounterModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_counters.size());
}

QHash<int, QByteArray> DrawCounterModel::roleNames() const
{
    return {{RuleRole, "rule"}, {NameRole, "name"}, {RuleTextRole, "ruleText"},
        {ResetTextRole, "resetText"}, {ReasonRole, "reason"}, {CountRole, "count"},
        {LimitRole, "limit"}, {StrongerOnlyRole, "strongerOnly"}, {StrongerRole, "stronger"},
        {WhiteLeftRole, "whiteLeft"}, {BlackLeftRole, "blackLeft"}, {LeftTextRole, "leftText"},
        {RemainingRole, "remaining"}, {UrgencyRole, "urgency"}};
}

DrawCounterModel::Urgency DrawCounterModel::urgencyOf(const Counter &c)
{
    // The moves left before the count runs out: the stronger side's, or (counting every ply)
    // those of the side with more left, whose last move ends it.
    const int left = c.strongerOnly ? (c.stronger == 1 ? c.blackLeft : c.whiteLeft)
                                    : std::max(c.whiteLeft, c.blackLeft);
    if (left <= 2)
        return Critical;
    if (left <= 3 || 4 * (c.limit - c.count) <= c.limit)
        return Warning;
    return Calm;
}

QVariant DrawCounterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Counter &c = m_counters[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return EngineTexts::counterName(c.rule);
    case RuleRole:
        return c.rule;
    case RuleTextRole:
        return EngineTexts::counterRule(c.rule);
    case ResetTextRole:
        return EngineTexts::counterReset(c.rule);
    case ReasonRole:
        return c.reason;
    case CountRole:
        return c.count;
    case LimitRole:
        return c.limit;
    case StrongerOnlyRole:
        return c.strongerOnly;
    case StrongerRole:
        return c.stronger;
    case WhiteLeftRole:
        return c.whiteLeft;
    case BlackLeftRole:
        return c.blackLeft;
    case LeftTextRole:
        if (c.strongerOnly && c.stronger == 0)
            return tr("Moves left for White, the stronger side: %1").arg(c.whiteLeft);
        if (c.strongerOnly && c.stronger == 1)
            return tr("Moves left for Black, the stronger side: %1").arg(c.blackLeft);
        return tr("Moves left: White %1, Black %2").arg(c.whiteLeft).arg(c.blackLeft);
    case RemainingRole:
        return c.limit > 0 ? double(c.limit - c.count) / c.limit : 0.0;
    case UrgencyRole:
        return urgencyOf(c);
    }
    return {};
}

void DrawCounterModel::setCounters(const QList<Counter> &counters)
{
    // The referee lists counts in a fixed order (by rule id); should the kept rows come in
    // another order, start over rather than guess.
    int at = 0;
    for (const Counter &old : std::as_const(m_counters)) {
        const auto it = std::find_if(counters.begin() + at, counters.end(),
            [&](const Counter &c) { return c.rule == old.rule; });
        if (it != counters.end()) {
            at = int(it - counters.begin()) + 1;
        } else if (std::any_of(counters.begin(), counters.end(),
                       [&](const Counter &c) { return c.rule == old.rule; })) {
            beginResetModel();
            m_counters = counters;
            endResetModel();
            return;
        }
    }
    // Rows whose rule is gone leave; new rules come in at their place in the referee's order.
    for (int i = int(m_counters.size()) - 1; i >= 0; --i) {
        const bool kept = std::any_of(counters.begin(), counters.end(),
            [&](const Counter &c) { return c.rule == m_counters[i].rule; });
        if (!kept) {
            beginRemoveRows({}, i, i);
            m_counters.removeAt(i);
            endRemoveRows();
        }
    }
    for (int i = 0; i < counters.size(); ++i) {
        const Counter &c = counters[i];
        if (i < m_counters.size() && m_counters[i].rule == c.rule) {
            if (!(m_counters[i] == c)) {
                m_counters[i] = c;
                emit dataChanged(index(i), index(i));
            }
            continue;
        }
        beginInsertRows({}, i, i);
        m_counters.insert(i, c);
        endInsertRows();
    }
}
