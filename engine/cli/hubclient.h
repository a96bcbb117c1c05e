// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "error.h"
#include "position.h"

#include <memory>
#include <string>
#include <sys/types.h>
#include <utility>
#include <vector>

namespace damas::cli {

/*
 * Another Hub engine, run as a child process (`<path> hub`, in the folder of `path`, as Scan
 * expects): the match tool's outside player. It is told the variant ("normal" for international,
 * Scan's name), the position with the game's moves, and a depth, node or time limit per move.
 * Every exchange has a time limit: an engine that does not answer in time has failed it
 * (timedOut()), and one that cannot be started says why.
 */
class HubClient
{
public:
    // How long the engine may take to answer "hub" and "init".
    static constexpr int kStartTimeMs = 10000;

    // `path` is absolute: the engine starts in its own folder. Each of `params` (name, value)
    // is sent as a "set-param" before "init"; a name the engine did not announce in its "param"
    // lines is an error, not left unsaid (a player's threads=2 must reach the engine).
    static Expected<std::unique_ptr<HubClient>> start(const std::string &path, Variant variant,
        const std::vector<std::pair<std::string, std::string>> &params = {});
    ~HubClient();
    HubClient(const HubClient &) = delete;
    HubClient &operator=(const HubClient &) = delete;

    // The engine's move in the position reached by `moves` from `start`. `level` is the body of
    // a Hub "level" line, e.g. "move-time=0.1" or "depth=8"; `timeLimitMs` bounds the wait.
    Expected<Move> play(const Position &start, const std::vector<Move> &moves,
        const std::string &level, int timeLimitMs);
    void newGame();
    // The last error was the engine not answering within its time limit.
    bool timedOut() const { return m_timedOut; }

private:
    HubClient() = default;
    bool send(const std::string &line);
    // Lines up to the first whose command is `command`, the answer to `request`, waiting at most
    // `timeLimitMs` in all; that line is returned, or an error.
    Expected<std::string> until(
        const std::string &command, const std::string &request, int timeLimitMs);
    // The next line within the deadline (ms on the steady clock), or nullopt.
    std::optional<std::string> readLine(long long deadlineMs);

    pid_t m_pid = -1;
    int m_in = -1; // the engine's stdin
    int m_out = -1; // the engine's stdout
    std::string m_buffer; // read from m_out, not yet split into lines
    bool m_timedOut = false;
    bool m_ended = false; // m_out is at its end
    std::vector<std::string> m_params; // the names of the engine's "param" lines, as read
};

} // namespace damas::cli
