// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "opponent.h"

#include <QStringList>
#include <QtQml/qqmlregistration.h>

/*
 * An opponent for tests: it plays the moves of its script in order (in notation), answers draw
 * offers and hints as told, and does it at once or when reply() is called, so a test knows
 * exactly what the computer does and when. When the script runs out it plays the first legal
 * move.
 */
class ScriptedOpponent : public Opponent
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QStringList moves READ moves WRITE setMoves NOTIFY movesChanged)
    Q_PROPERTY(bool autoReply MEMBER m_autoReply NOTIFY autoReplyChanged)
    Q_PROPERTY(bool acceptDraw MEMBER m_acceptDraw NOTIFY acceptDrawChanged)
    Q_PROPERTY(QString hintMove MEMBER m_hintMove NOTIFY hintMoveChanged)
    // The line expected after the hint (in notation, from the position after it) and its score.
    Q_PROPERTY(QStringList hintLine MEMBER m_hintLine NOTIFY hintMoveChanged)
    Q_PROPERTY(int hintScore MEMBER m_hintScore NOTIFY hintMoveChanged)
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)
    Q_PROPERTY(int thinkCount READ thinkCount NOTIFY busyChanged)
    Q_PROPERTY(int drawOffers READ drawOffers NOTIFY busyChanged)

public:
    explicit ScriptedOpponent(QObject *parent = nullptr);

    QStringList moves() const { return m_moves; }
    void setMoves(const QStringList &moves);
    bool busy() const { return m_pending != Pending::None; }
    int thinkCount() const { return m_thinkCount; }
    int drawOffers() const { return m_drawOffers; }

    void think(const GameSnapshot &game, int level, int moveTimeMs) override;
    void hint(const GameSnapshot &game, int moveTimeMs) override;
    void considerDraw(const GameSnapshot &game, int moveTimeMs) override;
    void stop() override;

    // Gives the answer now (when autoReply is off).
    Q_INVOKABLE void reply();

signals:
    void movesChanged();
    void autoReplyChanged();
    void acceptDrawChanged();
    void hintMoveChanged();
    void busyChanged();

private:
    enum class Pending { None, Move, Hint, Draw };
    void ask(Pending what, const GameSnapshot &game);

    QStringList m_moves;
    int m_next = 0;
    bool m_autoReply = true;
    bool m_acceptDraw = false;
    QString m_hintMove;
    QStringList m_hintLine;
    int m_hintScore = 0;
    Pending m_pending = Pending::None;
    GameSnapshot m_game;
    int m_thinkCount = 0;
    int m_drawOffers = 0;
    quint64 m_request = 0;
};
