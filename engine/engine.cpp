// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "egtb.h"

#include <algorithm>
#include <cerrno>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace damas {

Engine::Engine(std::size_t hashMegabytes, Priority priority)
    : m_hashMegabytes(hashMegabytes)
    , m_priority(priority)
    , m_search(hashMegabytes)
    , m_thread([this] { loop(); })
{ }

Engine::~Engine()
{
    {
        std::lock_guard lock(m_mutex);
        m_quit = true;
        if (m_pending)
            m_pending->stop->store(true);
        if (m_runningStop)
            m_runningStop->store(true);
    }
    m_wake.notify_all();
    m_thread.join();
}

void Engine::setHashSize(std::size_t megabytes)
{
    std::lock_guard lock(m_mutex);
    m_hashMegabytes = megabytes;
    m_resize = true;
}

void Engine::setThreads(int threads)
{
    std::lock_guard lock(m_mutex);
    m_threads = std::clamp(threads, 1, Search::kMaxThreads);
}

void Engine::newGame()
{
    std::lock_guard lock(m_mutex);
    m_clear = true;
}

void Engine::go(const Position &start, std::vector<Move> moves, const SearchLimits &limits,
    InfoCallback onInfo, ResultCallback onBestMove)
{
    submit({start, std::move(moves), limits, std::move(onInfo), std::move(onBestMove), {}, {}});
}

void Engine::hint(
    const Position &start, std::vector<Move> moves, int moveTimeMs, ResultCallback onHint)
{
    SearchLimits limits;
    limits.moveTimeMs = moveTimeMs > 0 ? moveTimeMs : 1;
    submit({start, std::move(moves), limits, {}, std::move(onHint), {}, {}});
}

void Engine::considerDrawOffer(
    const Position &start, std::vector<Move> moves, int moveTimeMs, DrawOfferCallback onAnswer)
{
    SearchLimits limits;
    limits.moveTimeMs = moveTimeMs > 0 ? moveTimeMs : 1;
    submit({start, std::move(moves), limits, {}, {}, std::move(onAnswer), {}});
}

void Engine::submit(Job job)
{
    job.stop = std::make_shared<std::atomic<bool>>(false);
    {
        std::lock_guard lock(m_mutex);
        if (m_pending)
            m_pending->stop->store(true);
        if (m_runningStop)
            m_runningStop->store(true);
        m_pending = std::move(job);
    }
    m_wake.notify_all();
}

void Engine::stop()
{
    std::lock_guard lock(m_mutex);
    if (m_pending)
        m_pending->stop->store(true);
    if (m_runningStop)
        m_runningStop->store(true);
}

void Engine::wait()
{
    std::unique_lock lock(m_mutex);
    m_idle.wait(lock, [this] { return !m_pending && !m_runningStop; });
}

bool Engine::isBusy() const
{
    std::lock_guard lock(m_mutex);
    return m_pending || m_runningStop;
}

namespace {

// Lowers the calling thread's priority (Linux: a thread has its own nice value).
void lowerThisThreadsPriority()
{
#if defined(__linux__)
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    errno = 0;
    const int nice = getpriority(PRIO_PROCESS, tid);
    if (errno == 0)
        setpriority(PRIO_PROCESS, tid, std::min(nice + 5, 19));
#endif
}

} // namespace

void Engine::loop()
{
    if (m_priority == Priority::Background)
        lowerThisThreadsPriority();
    // Play and hints use the endgame tables of the user's data folder when there are any; a new
    // game looks again for tables made since.
    const auto tables = std::make_shared<EndgameTables>(defaultEndgameDir());
    m_search.setEndgameTables(tables);
    for (;;) {
        Job job;
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_quit || m_pending; });
            if (m_quit)
                return;
            job = std::move(*m_pending);
            m_pending.reset();
            m_runningStop = job.stop;
            job.limits.threads = std::max(job.limits.threads, m_threads);
            if (m_resize) {
                m_search.setHashSize(m_hashMegabytes);
                m_resize = false;
            }
            if (m_clear) {
                tables->rescan();
                m_search.clear();
                m_clear = false;
            }
        }
        const SearchResult result
            = m_search.run(job.start, job.moves, job.limits, job.onInfo, job.stop.get());
        bool abandoned;
        {
            std::lock_guard lock(m_mutex);
            // Superseded by a newer job, or the engine is going away: nobody waits for this.
            abandoned = m_quit || m_pending.has_value();
        }
        if (!abandoned) {
            if (job.onResult)
                job.onResult(result);
            if (job.onDrawOffer)
                job.onDrawOffer(respondToDrawOffer(result.hasMove ? result.score : 0));
        }
        {
            std::lock_guard lock(m_mutex);
            m_runningStop.reset();
        }
        m_idle.notify_all();
    }
}

} // namespace damas
