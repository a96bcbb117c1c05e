// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QtQml/qqmlregistration.h>

namespace damas {
class Game;
}

/*
 * The referee's active draw counts, one row each, as the counters panel shows them: the rule's
 * name, what it is and what resets it (in the current language), the moves left for each side
 * (or for the stronger side), and how far the count has run, for a bar that shrinks and turns
 * amber, then red, near the end. Rows are matched by rule id from one move to the next, so a
 * count that ticks is a dataChanged, not a new row.
 */
class DrawCounterModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The counters belong to a GameController or a LessonController")
    // How many times the current position has occurred since the last irreversible move, and
    // the line that says so ("Seen twice: a third time is a draw"); 0 and empty once the game
    // is over, when the result line says everything.
    Q_PROPERTY(int repetitions READ repetitions NOTIFY repetitionsChanged)
    Q_PROPERTY(QString repetitionText READ repetitionText NOTIFY repetitionsChanged)

public:
    // One count as the referee reports it (draw-rules.md, "What the referee exposes").
    struct Counter
    {
        QString rule; // rule id, e.g. "russian-balance"
        QString reason; // "move-limit" or "endgame"
        int count = 0;
        int limit = 0; // in the unit: plies, or the stronger side's moves
        bool strongerOnly = false; // unit "stronger-move"
        int stronger = -1; // 0 White, 1 Black, -1 none
        int whiteLeft = 0; // moves left for each side, as the referee counts them
        int blackLeft = 0;
        bool operator==(const Counter &) const = default;
    };

    enum Urgency { Calm, Warning, Critical };
    Q_ENUM(Urgency)

    enum Role {
        RuleRole = Qt::UserRole + 1,
        NameRole,
        RuleTextRole,
        ResetTextRole,
        ReasonRole,
        CountRole,
        LimitRole,
        StrongerOnlyRole,
        StrongerRole,
        WhiteLeftRole,
        BlackLeftRole,
        LeftTextRole, // "White 12 · Black 11 moves left" or "Stronger side (White): 4 moves left"
        RemainingRole, // the fraction of the count still to run, 1 at the start, 0 at the end
        UrgencyRole,
    };
    Q_ENUM(Role)

    explicit DrawCounterModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setCounters(const QList<Counter> &counters);
    // The referee's counts and repetitions after the last move of `game`.
    void showGame(const damas::Game &game);
    int repetitions() const { return m_repetitions; }
    QString repetitionText() const;
    void setRepetitions(int repetitions);
    const QList<Counter> &counters() const { return m_counters; }

    static Urgency urgencyOf(const Counter &counter);

signals:
    void repetitionsChanged();

private:
    QList<Counter> m_counters;
    int m_repetitions = 0;
};
