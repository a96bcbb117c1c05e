// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "error.h"
#include "position.h"

#include <cstdio>
#include <memory>
#include <string>
#include <sys/types.h>
#include <vector>

namespace damas::cli {

/*
 * Another Hub engine, run as a child process (`<path> hub`, in the folder of `path`, as Scan
 * expects): the match tool's outside player. It is told the variant ("normal" for international,
 * Scan's name), the position with the game's moves, and a depth, node or time limit per move.
 */
class HubClient
{
public:
    static Expected<std::unique_ptr<HubClient>> start(const std::string &path, Variant variant);
    ~HubClient();
    HubClient(const HubClient &) = delete;
    HubClient &operator=(const HubClient &) = delete;

    // The engine's move in the position reached by `moves` from `start`. `level` is the body of
    // a Hub "level" line, e.g. "move-time=0.1" or "depth=8".
    Expected<Move> play(
        const Position &start, const std::vector<Move> &moves, const std::string &level);
    void newGame();

private:
    HubClient() = default;
    bool send(const std::string &line);
    // Lines up to the first whose command is `command`; that line is returned, or an error.
    Expected<std::string> until(const std::string &command);

    pid_t m_pid = -1;
    std::FILE *m_in = nullptr; // the engine's stdin
    std::FILE *m_out = nullptr; // the engine's stdout
    std::string m_path;
};

} // namespace damas::cli
