// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineopponent.h"

#include "engine.h"
#include "level.h"

#include <QMetaObject>
#include <QRandomGenerator>

#include <algorithm>
#include <thread>

using namespace damas;

namespace {

// The search's transposition table: enough for a move at full strength, small enough to keep
// the whole program well under its memory budget.
constexpr std::size_t kHashMegabytes = 32;

/*
 * Search threads at full strength: a second one where there is a second core. Measured on 2
 * cores (docs/performance.md, "Search"): two threads against one at 40 ms a move scored 65.8%
 * (+21 -2 =37, +114 +/- 53 Elo), and the frames stayed as smooth, since every search thread
 * runs at the engine thread's lower priority. The other levels keep one thread: their node
 * limits, not the time, set their strength.
 */
int searchThreads(int level)
{
    return level >= kMaxLevel ? std::clamp(std::thread::hardware_concurrency(), 1u, 2u) : 1;
}

Opponent::DrawReason reasonOf(DrawOfferReason reason)
{
    switch (reason) {
    case DrawOfferReason::Behind:
        return Opponent::Behind;
    case DrawOfferReason::Balanced:
        return Opponent::Balanced;
    case DrawOfferReason::Ahead:
        return Opponent::Ahead;
    case DrawOfferReason::WinSeen:
        return Opponent::WinSeen;
    }
    return Opponent::Balanced;
}

} // namespace

EngineOpponent::EngineOpponent(QObject *parent)
    : Opponent(parent)
    , m_building(std::async(std::launch::async,
          [] { return std::make_unique<Engine>(kHashMegabytes, Engine::Priority::Background); }))
{ }

EngineOpponent::~EngineOpponent()
{
    // The engine stops its job and joins its thread without calling back.
    if (m_building.valid())
        m_building.wait();
    m_engine.reset();
}

Engine &EngineOpponent::engine()
{
    if (!m_engine) {
        m_engine = m_building.get();
        if (m_tablesMade)
            m_engine->newGame();
    }
    return *m_engine;
}

void EngineOpponent::stop()
{
    ++m_request;
    if (m_engine)
        m_engine->stop();
}

void EngineOpponent::newGame()
{
    // An engine still being built knows nothing yet.
    if (m_engine)
        m_engine->newGame();
}

void EngineOpponent::refreshTables()
{
    // The engine looks at its tables folder again when it starts a game (Engine::newGame): its
    // next search, whatever it is for, probes the new tables. The transposition table it clears
    // then holds scores the tables may now contradict.
    // An engine still being built is told when it is first asked.
    if (m_engine)
        m_engine->newGame();
    else
        m_tablesMade = true;
}

void EngineOpponent::think(const GameSnapshot &game, int level, int moveTimeMs)
{
    const quint64 request = ++m_request;
    SearchLimits limits = levelLimits(
        level, game.start.variant, moveTimeMs, QRandomGenerator::global()->generate64());
    limits.threads = searchThreads(level);
    engine().go(
        game.start, game.moves, limits,
        [this, request](const SearchInfo &info) {
            const int depth = info.depth;
            const int score = info.score;
            QMetaObject::invokeMethod(
                this,
                [this, request, depth, score] {
                    if (request == m_request)
                        emit progress(depth, score);
                },
                Qt::QueuedConnection);
        },
        [this, request](const SearchResult &result) {
            QMetaObject::invokeMethod(
                this,
                [this, request, result] {
                    if (request == m_request && result.hasMove)
                        emit moveChosen(result.bestMove);
                },
                Qt::QueuedConnection);
        });
}

void EngineOpponent::hint(const GameSnapshot &game, int moveTimeMs)
{
    const quint64 request = ++m_request;
    engine().hint(game.start, game.moves, moveTimeMs, [this, request](const SearchResult &result) {
        QMetaObject::invokeMethod(
            this,
            [this, request, result] {
                if (request == m_request && result.hasMove) {
                    // The principal variation starts with the best move.
                    std::vector<Move> line;
                    if (result.pv.size() > 1 && result.pv.front() == result.bestMove)
                        line.assign(result.pv.begin() + 1, result.pv.end());
                    emit hintChosen(result.bestMove, line, result.score);
                }
            },
            Qt::QueuedConnection);
    });
}

void EngineOpponent::considerDraw(const GameSnapshot &game, int moveTimeMs)
{
    const quint64 request = ++m_request;
    engine().considerDrawOffer(
        game.start, game.moves, moveTimeMs, [this, request](const DrawOfferResponse &answer) {
            const bool accept = answer.accept;
            const DrawReason reason = reasonOf(answer.reason);
            QMetaObject::invokeMethod(
                this,
                [this, request, accept, reason] {
                    if (request == m_request)
                        emit drawAnswered(accept, reason);
                },
                Qt::QueuedConnection);
        });
}
