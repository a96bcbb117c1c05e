// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drawoffer.h"
#include "game.h"
#include "search.h"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace damas {

/*
 * The computer player, as the app sees it: a facade over Search that thinks on its own thread,
 * so the caller (the user interface) never waits for it.
 *
 * go(), hint() and considerDrawOffer() return at once; the answer comes later through the
 * callback given. Callbacks are invoked on the engine's thread, never on the caller's: an app
 * marshals them to its own thread (Qt: a queued signal or QMetaObject::invokeMethod). They may
 * call stop() and may start the next job, but must not destroy the Engine.
 *
 * One job runs at a time. Starting a job while another runs abandons the old one: its callback
 * is not called. stop() ends the running job early: a search still reports the best move found
 * so far (there is always one, unless the side to move has no legal move). Destroying the Engine
 * stops the job and waits for the thread, without calling back.
 */
class Engine
{
public:
    using InfoCallback = std::function<void(const SearchInfo &)>;
    using ResultCallback = std::function<void(const SearchResult &)>;
    using DrawOfferCallback = std::function<void(const DrawOfferResponse &)>;

    // How the engine's thread shares the processor. Background (for an app) lowers the thread's
    // scheduling priority, where the system allows it, so that on a machine with few cores the
    // thread that draws the window keeps its frames while the search takes a whole core.
    enum class Priority { Normal, Background };

    explicit Engine(std::size_t hashMegabytes = 64, Priority priority = Priority::Normal);
    ~Engine();
    Engine(const Engine &) = delete;
    Engine &operator=(const Engine &) = delete;

    // These take effect before the next job starts.
    void setHashSize(std::size_t megabytes);
    // The least number of threads a search uses (SearchLimits::threads may ask for more).
    void setThreads(int threads);
    void newGame(); // forget what was learnt in the previous game

    // Searches the position reached by `moves` (legal, in order) from `start`: the moves are
    // the game's history, which decides repetitions.
    void go(const Position &start, std::vector<Move> moves, const SearchLimits &limits,
        InfoCallback onInfo, ResultCallback onBestMove);

    // The best move for the side to move, at full strength within `moveTimeMs`: a hint for the
    // player.
    void hint(
        const Position &start, std::vector<Move> moves, int moveTimeMs, ResultCallback onHint);

    // The engine's answer to a draw offered by the player, the engine being the side to move:
    // it searches for `moveTimeMs` and answers by respondToDrawOffer().
    void considerDrawOffer(
        const Position &start, std::vector<Move> moves, int moveTimeMs, DrawOfferCallback onAnswer);

    // The same for a game record: its start position and moves.
    void go(const Game &game, const SearchLimits &limits, InfoCallback onInfo,
        ResultCallback onBestMove)
    {
        go(game.startPosition(), game.moves(), limits, std::move(onInfo), std::move(onBestMove));
    }
    void hint(const Game &game, int moveTimeMs, ResultCallback onHint)
    {
        hint(game.startPosition(), game.moves(), moveTimeMs, std::move(onHint));
    }
    void considerDrawOffer(const Game &game, int moveTimeMs, DrawOfferCallback onAnswer)
    {
        considerDrawOffer(game.startPosition(), game.moves(), moveTimeMs, std::move(onAnswer));
    }

    void stop();
    // Blocks until no job runs or waits (not from a callback).
    void wait();
    bool isBusy() const;

private:
    struct Job
    {
        Position start;
        std::vector<Move> moves;
        SearchLimits limits;
        InfoCallback onInfo;
        ResultCallback onResult;
        DrawOfferCallback onDrawOffer;
        std::shared_ptr<std::atomic<bool>> stop;
    };

    void submit(Job job);
    void loop();

    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_idle;
    std::optional<Job> m_pending;
    std::shared_ptr<std::atomic<bool>> m_runningStop; // the running job's flag, if any
    bool m_quit = false;
    std::size_t m_hashMegabytes;
    int m_threads = 1;
    bool m_resize = false;
    bool m_clear = false;
    Priority m_priority;
    Search m_search; // touched by the engine's thread only
    std::thread m_thread;
};

} // namespace damas
