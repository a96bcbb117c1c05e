// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli hub: the Hub protocol, version 2 (as Scan 3 speaks it), on stdin/stdout; the text
// formats are in hubformat.h. Unknown commands and arguments are ignored, as the protocol asks.
// A `variant` parameter chooses the rules (Scan's name "normal" is read as international); a
// `strength` parameter (1-10) plays at one of the levels.
#include "command.h"
#include "engine.h"
#include "eval.h"
#include "game.h"
#include "hubformat.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <sstream>

namespace damas::cli {

namespace {

// A score in men, as Hub shows it; a found win or loss is +/-(100 - plies/100).
std::string hubScore(int score)
{
    double men = score / 100.0;
    if (score > kScoreWinBound)
        men = (10000 - (kScoreWin - score)) / 100.0;
    else if (score < -kScoreWinBound)
        men = -(10000 - (kScoreWin + score)) / 100.0;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", men);
    return buf;
}

class HubSession
{
public:
    int run()
    {
        std::string line;
        while (std::getline(std::cin, line)) {
            if (!line.empty() && line.back() == '\r')
                line.pop_back();
            std::string command;
            std::vector<HubPair> pairs;
            if (!parseHubLine(line, command, pairs)) {
                error("unclosed quote in " + quoteText(line));
                continue;
            }
            if (command.empty())
                continue;
            if (command == "quit")
                return 0;
            handle(command, pairs);
        }
        return 0; // the GUI closed our input: leave at once (the protocol asks so)
    }

private:
    void write(const std::string &line)
    {
        std::lock_guard lock(m_output);
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    }

    void error(const std::string &message) { write("error message=" + hubQuoted(message)); }

    void handle(const std::string &command, const std::vector<HubPair> &pairs)
    {
        auto has = [&](const char *name) {
            return std::any_of(
                pairs.begin(), pairs.end(), [&](const HubPair &p) { return p.name == name; });
        };
        if (command == "ping") {
            write("pong");
        } else if (command == "stop") {
            m_engine.stop();
        } else if (command == "ponder-hit") {
            // No pondering: a "go ponder" search already runs as a normal one.
        } else if (command == "hub") {
            write("id name=Damas version=" DAMAS_VERSION
                  " author=\"The Damas developers\" country=?");
            write("param name=variant value=" + std::string(variantName(m_variant))
                + " type=enum values=\"international american brazilian russian\"");
            write("param name=strength value=" + std::to_string(m_strength)
                + " type=int min=1 max=10");
            write("param name=hash value=" + std::to_string(m_hashMb) + " type=int min=1 max=4096");
            write("wait");
        } else if (command == "set-param") {
            setParam(pairs);
        } else if (command == "init") {
            m_engine.setHashSize(m_hashMb);
            write("ready");
        } else if (command == "new-game") {
            m_engine.wait();
            m_engine.newGame();
        } else if (command == "pos") {
            m_engine.stop();
            m_engine.wait();
            setPosition(pairs);
            m_limits = SearchLimits {};
        } else if (command == "level") {
            setLevel(pairs);
        } else if (command == "go") {
            m_engine.stop();
            m_engine.wait();
            go(has("analyze"));
        } else {
            error("unknown command " + quoteText(command));
        }
    }

    void setParam(const std::vector<HubPair> &pairs)
    {
        std::string name, value;
        for (const HubPair &p : pairs) {
            if (p.name == "name")
                name = p.value;
            else if (p.name == "value")
                value = p.value;
        }
        if (name == "variant") {
            const auto v = value == "normal" ? std::optional(Variant::International)
                                             : variantFromName(value);
            if (!v)
                return error("unknown variant " + quoteText(value));
            m_engine.wait();
            m_variant = *v;
            m_start = Position::start(m_variant);
            m_moves.clear();
            m_engine.newGame();
        } else if (name == "strength" || name == "hash") {
            int n = 0;
            try {
                n = std::stoi(value);
            } catch (...) { }
            if (name == "strength" && n >= kMinLevel && n <= kMaxLevel)
                m_strength = n;
            else if (name == "hash" && n >= 1 && n <= 4096)
                m_hashMb = std::size_t(n);
            else
                error("bad value " + quoteText(value) + " for " + printable(name));
        } else if (!name.empty()) {
            error("unknown parameter " + quoteText(name));
        }
    }

    void setPosition(const std::vector<HubPair> &pairs)
    {
        std::string text = hubPosition(Position::start(m_variant));
        std::string moves;
        for (const HubPair &p : pairs) {
            if (p.name == "start")
                text = hubPosition(Position::start(m_variant));
            else if (p.name == "pos")
                text = p.value;
            else if (p.name == "moves")
                moves = p.value;
        }
        const auto start = readHubPosition(m_variant, text);
        if (!start)
            return error(start.error().message);
        m_start = *start;
        m_moves.clear();
        Game game(m_start);
        std::istringstream in(moves);
        std::string word;
        while (in >> word) {
            if (game.isOver())
                return error("move " + quoteText(word) + " comes after the end of the game ("
                    + std::string(reasonName(game.reason())) + ")");
            const auto m = readHubMove(game.position(), word);
            if (!m)
                return error(m.error().message);
            game.play(*m);
        }
        m_moves = game.moves();
    }

    void setLevel(const std::vector<HubPair> &pairs)
    {
        auto real = [](const std::string &s) {
            try {
                return std::stod(s);
            } catch (...) {
                return -1.0;
            }
        };
        for (const HubPair &p : pairs) {
            const double v = real(p.value);
            if (p.name == "depth" && v >= 1)
                m_limits.depth = std::min(int(v), Search::kMaxPly - 1);
            else if (p.name == "nodes" && v >= 1)
                m_limits.nodes = std::uint64_t(v);
            else if (p.name == "move-time" && v >= 0)
                m_limits.moveTimeMs = std::max(1, int(std::lround(v * 1000)));
            else if (p.name == "time" && v >= 0)
                m_limits.timeLeftMs = std::max(1, int(std::lround(v * 1000)));
            else if (p.name == "inc" && v >= 0)
                m_limits.incrementMs = int(std::lround(v * 1000));
            else if (p.name == "moves" && v >= 0)
                m_limits.movesToGo = int(v);
            else if (p.name == "infinite")
                m_limits.infinite = true;
        }
    }

    void go(bool analyze)
    {
        Game game(m_start);
        for (const Move &m : m_moves)
            game.play(m);
        const Position root = game.position();
        if (game.isOver()) {
            error("the game is over (" + std::string(reasonName(game.reason())) + ")");
            write("done");
            return;
        }
        SearchLimits limits = m_limits;
        if (m_strength < kMaxLevel && !analyze) {
            // The clock's share of time for this move bounds the level's own limits.
            int moveTime = limits.moveTimeMs;
            if (moveTime == 0 && limits.timeLeftMs > 0)
                moveTime = std::max(1, limits.timeLeftMs / 30 + limits.incrementMs);
            limits
                = levelLimits(m_strength, m_variant, moveTime > 0 ? moveTime : 1000, root.hash());
        } else if (analyze && m_limits.depth == 0 && m_limits.nodes == 0 && m_limits.moveTimeMs == 0
            && m_limits.timeLeftMs == 0) {
            limits.infinite = true;
        }
        m_limits = SearchLimits {};
        m_engine.go(
            m_start, m_moves, limits,
            [this, root](const SearchInfo &i) {
                char buf[160];
                std::snprintf(
                    buf, sizeof buf, " time=%.3f nps=%.2f", i.ms / 1000.0, double(i.nps) / 1e6);
                std::string pv;
                Position p = root;
                for (const Move &m : i.pv) {
                    pv += (pv.empty() ? "" : " ") + hubMove(p, m);
                    p = p.after(m);
                }
                write("info depth=" + std::to_string(i.depth) + " score=" + hubScore(i.score)
                    + " nodes=" + std::to_string(i.nodes) + buf + " pv=" + hubQuoted(pv));
            },
            [this, root](const SearchResult &r) {
                std::string line = "done";
                if (r.hasMove) {
                    line += " move=" + hubMove(root, r.bestMove);
                    if (r.hasPonder)
                        line += " ponder=" + hubMove(root.after(r.bestMove), r.ponderMove);
                }
                write(line);
            });
    }

    std::mutex m_output;
    Variant m_variant = Variant::International;
    int m_strength = kMaxLevel;
    std::size_t m_hashMb = 64;
    Position m_start = Position::start(Variant::International);
    std::vector<Move> m_moves;
    SearchLimits m_limits;
    Engine m_engine {64};
};

int runHub(const std::vector<std::string> &argv)
{
    if (!argv.empty())
        return fail("hub: takes no arguments (it speaks the Hub protocol on stdin/stdout)");
    HubSession session;
    return session.run();
}

const CommandRegistration reg {{"hub", "hub", runHub}};

} // namespace

} // namespace damas::cli
