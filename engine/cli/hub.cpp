// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli hub: the Hub protocol, version 2 (as Scan 3 speaks it), on stdin/stdout; the text
// formats are in hubformat.h. Unknown commands and arguments are ignored, as the protocol asks.
// A `variant` parameter chooses the rules (Scan's "normal" and pydraughts' "standard" are read as
// international, pydraughts' "english" as american); a
// `strength` parameter (1-10) plays at one of the levels.
#include "command.h"
#include "engine.h"
#include "eval.h"
#include "game.h"
#include "hubformat.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"

#include <algorithm>
#include <charconv>
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

/*
 * The variant a Hub GUI names: Damas's own names, Scan's "normal" and pydraughts' "standard"
 * for international, pydraughts' "english" for american.
 */
std::optional<Variant> hubVariant(const std::string &name)
{
    if (name == "normal" || name == "standard")
        return Variant::International;
    if (name == "english")
        return Variant::American;
    return variantFromName(name);
}

// The draw rule that ended a game: its id in draw-rules.md, or "threefold repetition".
std::string drawRule(const Game &game)
{
    if (game.reason() == ResultReason::Repetition)
        return "threefold repetition";
    for (const DrawCounter &c : game.counters()) {
        if (c.expired())
            return "rule " + std::string(c.id) + " (" + std::string(reasonName(c.reason)) + ")";
    }
    return std::string(reasonName(game.reason()));
}

class HubSession
{
public:
    int run()
    {
        std::string line;
        std::size_t length = 0;
        while (readLine(line, length)) {
            if (length > line.size()) {
                error("a line of " + std::to_string(length)
                    + " bytes is too long to be a command: '"
                    + printable(std::string_view(line).substr(0, 60), std::string_view::npos)
                    + "...'");
                continue;
            }
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
    static constexpr std::size_t kLongestLine = 1 << 20;

    /*
     * The next line of input without its line end. Of a line longer than kLongestLine only
     * that much is kept; `length` is its whole length. False at the end of the input.
     */
    static bool readLine(std::string &line, std::size_t &length)
    {
        line.clear();
        length = 0;
        std::streambuf *in = std::cin.rdbuf();
        for (;;) {
            const int c = in->sbumpc();
            if (c == std::char_traits<char>::eof())
                return length > 0;
            if (c == '\n')
                break;
            if (++length <= kLongestLine)
                line += char(c);
        }
        if (!line.empty() && line.back() == '\r') {
            line.pop_back();
            --length;
        }
        return true;
    }

    void write(const std::string &line)
    {
        std::lock_guard lock(m_output);
        std::fwrite(line.data(), 1, line.size(), stdout);
        std::fputc('\n', stdout);
        std::fflush(stdout);
    }

    void error(const std::string &message)
    {
        write("error message=" + hubQuoted(printable(message, std::string_view::npos)));
    }

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
            write("param name=threads value=" + std::to_string(m_threads)
                + " type=int min=1 max=" + std::to_string(Search::kMaxThreads));
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
            const auto v = hubVariant(value);
            if (!v)
                return error("unknown variant " + quoteText(value));
            m_engine.wait();
            m_variant = *v;
            m_start = Position::start(m_variant);
            m_moves.clear();
            m_engine.newGame();
        } else if (name == "strength" || name == "hash" || name == "threads") {
            const int n = int(parseWholeNumber(value, 0, 1 << 20).value_or(0));
            if (name == "strength" && n >= kMinLevel && n <= kMaxLevel)
                m_strength = n;
            else if (name == "hash" && n >= 1 && n <= 4096)
                m_hashMb = std::size_t(n);
            else if (name == "threads" && n >= 1 && n <= Search::kMaxThreads)
                m_engine.setThreads(m_threads = n);
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
        // Moves after the end the referee sees are taken too, when legal: the GUI's referee
        // may count otherwise, and play on.
        Position pos = m_start;
        std::vector<Move> played;
        std::istringstream in(moves);
        std::string word;
        while (in >> word) {
            const auto m = readHubMove(pos, word);
            if (!m)
                return error(m.error().message);
            played.push_back(*m);
            pos = pos.after(*m);
        }
        m_moves = std::move(played);
    }

    // Hub "level": depth, nodes and moves are whole numbers, the times seconds ("0.5").
    void setLevel(const std::vector<HubPair> &pairs)
    {
        static constexpr double kLongest = 1e6; // seconds: eleven days, more than any game
        auto seconds = [](const std::string &s) -> std::optional<double> {
            double v = -1;
            const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
            if (s.empty() || ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)
                || v < 0)
                return std::nullopt;
            return std::min(v, kLongest);
        };
        auto milliseconds = [](double s) { return int(std::lround(s * 1000)); };
        for (const HubPair &p : pairs) {
            if (p.name == "infinite") {
                m_limits.infinite = true;
                continue;
            }
            const bool whole = p.name == "depth" || p.name == "nodes" || p.name == "moves";
            const bool time = p.name == "move-time" || p.name == "time" || p.name == "inc";
            if (!whole && !time)
                continue; // other parameters are ignored, as the protocol asks
            const auto wholeValue = whole ? parseWholeNumber(p.value, 0, 1LL << 50) : std::nullopt;
            const auto timeValue = time ? seconds(p.value) : std::nullopt;
            if (!wholeValue && !timeValue) {
                error("bad value " + quoteText(p.value) + " for level " + p.name + " ("
                    + (whole ? "a whole number" : "seconds") + " expected)");
                continue;
            }
            const long long n = wholeValue.value_or(0);
            const double t = timeValue.value_or(0);
            if (p.name == "depth")
                m_limits.depth = int(std::clamp<long long>(n, 1, Search::kMaxPly - 1));
            else if (p.name == "nodes")
                m_limits.nodes = std::uint64_t(std::max<long long>(n, 1));
            else if (p.name == "moves")
                m_limits.movesToGo = int(std::min<long long>(n, 10000));
            else if (p.name == "move-time")
                m_limits.moveTimeMs = std::max(1, milliseconds(t));
            else if (p.name == "time")
                m_limits.timeLeftMs = std::max(1, milliseconds(t));
            else
                m_limits.incrementMs = milliseconds(t);
        }
    }

    void go(bool analyze)
    {
        Game game(m_start); // plays up to the end it sees, no further
        Position root = m_start;
        for (const Move &m : m_moves) {
            game.play(m);
            root = root.after(m);
        }
        if (game.isOver()) {
            if (!hasLegalMove(root)) {
                error("the game is over (" + std::string(reasonName(game.reason())) + ")");
                write("done");
                return;
            }
            // The GUI's referee may count otherwise: a legal move, and the rule that drew.
            write("info message="
                + hubQuoted("the game is drawn by " + drawRule(game)
                    + "; a legal move is given all the same"));
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
                if (!r.hasMove && hasLegalMove(root)) {
                    line += " move=" + hubMove(root, legalMoves(root)[0]);
                } else if (r.hasMove) {
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
    int m_threads = 1;
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
