// SPDX-License-Identifier: GPL-3.0-or-later
#include "hubclient.h"

#include "hubformat.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace damas::cli {

namespace {

// A line longer than this is not an answer: only this much of it is kept.
constexpr std::size_t kLongestLine = 1 << 20;

long long nowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

std::string secondsText(int ms)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f s", ms / 1000.0);
    return buf;
}

// Why `path` cannot be run as a program ("is a folder, not a program"), or empty.
std::string whyNotRunnable(const std::string &path)
{
    struct stat st
    {
    };
    if (stat(path.c_str(), &st) != 0)
        return errno == ENOENT ? "does not exist"
                               : std::string("cannot be looked at: ") + std::strerror(errno);
    if (S_ISDIR(st.st_mode))
        return "is a folder, not a program";
    if (!S_ISREG(st.st_mode))
        return "is not a file";
    if (access(path.c_str(), X_OK) != 0)
        return "is not executable (chmod +x)";
    return {};
}

} // namespace

Expected<std::unique_ptr<HubClient>> HubClient::start(const std::string &path, Variant variant,
    const std::vector<std::pair<std::string, std::string>> &params)
{
    // An engine that dies must not take this process with it: writes to it fail with EPIPE.
    std::signal(SIGPIPE, SIG_IGN);
    if (const std::string why = whyNotRunnable(path); !why.empty())
        return Error {why};
    int toChild[2], fromChild[2], execFailure[2];
    if (pipe(toChild) != 0 || pipe(fromChild) != 0 || pipe2(execFailure, O_CLOEXEC) != 0)
        return Error {std::string("cannot create pipes: ") + std::strerror(errno)};
    const pid_t pid = fork();
    if (pid < 0)
        return Error {std::string("cannot start a process: ") + std::strerror(errno)};
    if (pid == 0) {
        dup2(toChild[0], STDIN_FILENO);
        dup2(fromChild[1], STDOUT_FILENO);
        close(toChild[0]);
        close(toChild[1]);
        close(fromChild[0]);
        close(fromChild[1]);
        close(execFailure[0]);
        std::signal(SIGPIPE, SIG_DFL);
        int error = 0;
        const std::size_t slash = path.rfind('/');
        if (slash != std::string::npos
            && chdir(path.substr(0, slash == 0 ? 1 : slash).c_str()) != 0)
            error = errno;
        if (error == 0) {
            execl(path.c_str(), path.c_str(), "hub", static_cast<char *>(nullptr));
            error = errno;
        }
        // The parent reads why; the pipe closes on a successful exec, so it then reads nothing.
        [[maybe_unused]] const auto written = write(execFailure[1], &error, sizeof error);
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    close(execFailure[1]);
    std::unique_ptr<HubClient> c(new HubClient);
    c->m_pid = pid;
    c->m_in = toChild[1];
    c->m_out = fromChild[0];
    int error = 0;
    const ssize_t got = read(execFailure[0], &error, sizeof error);
    close(execFailure[0]);
    if (got == sizeof error)
        return Error {std::string("cannot be run: ") + std::strerror(error)};
    if (!c->send("hub"))
        return Error {"does not read its input"};
    if (auto r = c->until("wait", "hub", kStartTimeMs); !r)
        return r.error();
    const std::string name
        = variant == Variant::International ? "normal" : std::string(variantName(variant));
    c->send("set-param name=variant value=" + name);
    for (const auto &[param, value] : params) {
        if (std::find(c->m_params.begin(), c->m_params.end(), param) == c->m_params.end()) {
            std::string announced;
            for (const std::string &p : c->m_params)
                announced += (announced.empty() ? "" : ", ") + quoteText(p, 60);
            return Error {"has no parameter " + quoteText(param) + " to set (it announces "
                + (announced.empty() ? std::string("none") : announced) + ")"};
        }
        c->send("set-param name=" + param + " value=" + value);
    }
    c->send("init");
    if (auto r = c->until("ready", "init", kStartTimeMs); !r)
        return r.error();
    return c;
}

HubClient::~HubClient()
{
    if (m_in >= 0) {
        send("quit");
        close(m_in);
    }
    if (m_out >= 0)
        close(m_out);
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
    const std::string text = line + '\n';
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = write(m_in, text.data() + done, text.size() - done);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += std::size_t(n);
    }
    return true;
}

std::optional<std::string> HubClient::readLine(long long deadlineMs)
{
    for (;;) {
        if (const std::size_t end = m_buffer.find('\n'); end != std::string::npos) {
            std::string line = m_buffer.substr(0, std::min(end, kLongestLine));
            m_buffer.erase(0, end + 1);
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            return line;
        }
        if (m_ended)
            return std::nullopt;
        const long long left = deadlineMs - nowMs();
        if (left <= 0) {
            m_timedOut = true;
            return std::nullopt;
        }
        pollfd p {m_out, POLLIN, 0};
        const int ready = poll(&p, 1, int(std::min<long long>(left, 1 << 30)));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            continue; // the deadline is checked above
        char chunk[65536];
        const ssize_t n = read(m_out, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            m_ended = true;
            continue;
        }
        // Of an endless line, keep its start and the line end when it comes.
        const std::size_t room = m_buffer.size() < 2 * kLongestLine ? 2 * kLongestLine : 0;
        const std::string_view got(chunk, std::size_t(n));
        if (room > 0 || got.find('\n') != std::string_view::npos)
            m_buffer.append(room > 0 ? got : got.substr(got.find('\n')));
    }
}

Expected<std::string> HubClient::until(
    const std::string &command, const std::string &request, int timeLimitMs)
{
    m_timedOut = false;
    const long long deadline = nowMs() + timeLimitMs;
    while (const auto line = readLine(deadline)) {
        std::string c;
        std::vector<HubPair> pairs;
        if (!parseHubLine(*line, c, pairs))
            continue;
        if (c == command)
            return *line;
        // The engine's parameters, as it announces them in answer to "hub" (and only then: a
        // hostile engine repeating "param" lines later cannot make the list grow).
        if (c == "param" && request == "hub")
            for (const HubPair &p : pairs)
                if (p.name == "name")
                    m_params.push_back(p.value);
    }
    if (m_timedOut)
        return Error {
            "did not answer " + quoteText(request) + " within " + secondsText(timeLimitMs)};
    return Error {"stopped before answering " + quoteText(request)};
}

void HubClient::newGame()
{
    send("new-game");
}

Expected<Move> HubClient::play(const Position &start, const std::vector<Move> &moves,
    const std::string &level, int timeLimitMs)
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
    const auto done = until("done", "go think", timeLimitMs);
    if (!done)
        return done.error();
    std::string c;
    std::vector<HubPair> pairs;
    parseHubLine(*done, c, pairs);
    for (const HubPair &p : pairs) {
        if (p.name == "move") {
            auto m = readHubMove(pos, p.value);
            if (!m)
                return Error {"played " + quoteText(p.value) + ": " + m.error().message};
            return m;
        }
    }
    return Error {"answered without a move: " + quoteText(*done)};
}

} // namespace damas::cli
