// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "opponent.h"

#include <QtQml/qqmlregistration.h>

#include <future>
#include <memory>

namespace damas {
class Engine;
}

/*
 * The engine as the opponent: damas::Engine thinks on its own thread and calls back there; each
 * answer is posted to this object's thread and dropped if another request (or stop()) came
 * since. The user interface never waits for the search.
 */
class EngineOpponent : public Opponent
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit EngineOpponent(QObject *parent = nullptr);
    ~EngineOpponent() override;

    void think(const GameSnapshot &game, int level, int moveTimeMs) override;
    void hint(const GameSnapshot &game, int moveTimeMs) override;
    void considerDraw(const GameSnapshot &game, int moveTimeMs) override;
    void stop() override;
    void newGame() override;
    void refreshTables() override;

private:
    damas::Engine &engine();

    // The engine is built on another thread (its table takes a while to clear), so the window
    // shows at once; the first request waits for it if it must.
    std::future<std::unique_ptr<damas::Engine>> m_building;
    std::unique_ptr<damas::Engine> m_engine;
    quint64 m_request = 0;
    bool m_tablesMade = false; // since the engine began to be built
};
