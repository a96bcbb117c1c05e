// SPDX-License-Identifier: GPL-3.0-or-later
#include "hubclient.h"

#include "hubformat.h"

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

namespace damas::cli {

Expected<std::unique_ptr<HubClient>> HubClient::start(const std::string &path, Variant variant)
{
    int toChild[2], fromChild[2];
    if (pipe(toChild) != 0 || pipe(fromChild) != 0)
        return Error {"cannot create pipes for " + quoteText(path, 200)};
    const pid_t pid = fork();
    if (pid < 0)
        return Error {"cannot start " + quoteText(path, 200)};
    if (pid == 0) {
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        close(toChild[0]);
        close(toChild[1]);
        close(fromChild[0]);
        close(fromChild[1]);
        const std::size_t slash = path.rfind('/');
        if (slash != std::string::npos
            && chdir(path.substr(0, slash == 0 ? 1 : slash).c_str()) != 0)
            _exit(127);
        execl(path.c_str(), path.c_str(), "hub", static_cast<char *>(nullptr));
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    std::unique_ptr<HubClient> c(new HubClient);
    c->m_pid = pid;
    c->m_path = path;
    c->m_in = fdopen(toChild[1], "w");
    c->m_out = fdopen(fromChild[0], "r");
    if (!c->send("hub"))
        return Error {quoteText(path, 200) + " does not read its input"};
    if (auto r = c->until("wait"); !r)
        return r.error();
    const std::string name
        = variant == Variant::International ? "normal" : std::string(variantName(variant));
    c->send("set-param name=variant value=" + name);
    c->send("init");
    if (auto r = c->until("ready"); !r)
        return r.error();
    return c;
}

HubClient::~HubClient()
{
    if (m_in) {
        send("quit");
        std::fclose(m_in);
    }
    if (m_out)
        std::fclose(m_out);
    if (m_pid > 0) {
        int status = 0;
        for (int i = 0; i < 50; ++i) {
            if (waitpid(m_pid, &status, WNOHANG) == m_pid)
                return;
            usleep(20000);
        }
        kill(m_pid, SIGKILL);
        waitpid(m_pid, &status, 0);
    }
}

bool HubClient::send(const std::string &line)
{
    return std::fputs((line + '\n').c_str(), m_in) >= 0 && std::fflush(m_in) == 0;
}

Expected<std::string> HubClient::until(const std::string &command)
{
    char buffer[65536];
    while (std::fgets(buffer, sizeof buffer, m_out)) {
        std::string line(buffer);
        while (!line.empty() && (line.back() == '\n' || line.back() == '\r'))
            line.pop_back();
        std::string c;
        std::vector<HubPair> pairs;
        if (parseHubLine(line, c, pairs) && c == command)
            return line;
    }
    return Error {quoteText(m_path, 200) + " stopped before answering " + quoteText(command)};
}

void HubClient::newGame()
{
    send("new-game");
}

Expected<Move> HubClient::play(
    const Position &start, const std::vector<Move> &moves, const std::string &level)
{
    std::string list;
    Position pos = start;
    for (const Move &m : moves) {
        list += (list.empty() ? "" : " ") + hubMove(pos, m);
        pos = pos.after(m);
    }
    send("pos pos=" + hubPosition(start) + (list.empty() ? "" : " moves=" + hubQuoted(list)));
    send("level " + level);
    send("go think");
    const auto done = until("done");
    if (!done)
        return done.error();
    std::string c;
    std::vector<HubPair> pairs;
    parseHubLine(*done, c, pairs);
    for (const HubPair &p : pairs) {
        if (p.name == "move") {
            auto m = readHubMove(pos, p.value);
            if (!m)
                return Error {quoteText(m_path, 200) + " played " + quoteText(p.value) + ": "
                    + m.error().message};
            return m;
        }
    }
    return Error {quoteText(m_path, 200) + " answered without a move: " + quoteText(*done)};
}

} // namespace damas::cli
