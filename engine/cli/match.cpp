// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli match <variant> <player> <player> [--games N] [--opening-set K] [--pdn FILE] [--seed S]
//                 [--threads N] [--sprt ELO0,ELO1 [--sprt-alpha A] [--sprt-beta B]]
//
// Plays two engine settings against each other over a balanced set of openings, each opening
// twice with the colours swapped, and prints one line per game, a score line and the Elo
// difference with its 95% margin (from the game pairs). With --sprt the match stops as soon as
// the sequential test decides, --games being the most it plays. A player is a
// comma-separated list of settings: level=L, depth=N, nodes=N, movetime=MS, hash=MB, threads=N
// (for example "level=5" or "level=10,movetime=100"); engine=PATH makes it another Hub engine
// (run as "PATH hub", a relative PATH read from the current folder), with a depth, nodes or
// movetime limit; egtb=DIR has this engine probe the endgame tables under DIR instead of the
// user's tables folder (egtb=none: no tables). time=SECONDS[+INCREMENT] gives the player a game
// clock of its own: the wall-clock time of each move is taken off it, the increment added after
// the move, and a player whose clock runs out loses the game on time.
#include "command.h"
#include "egtb.h"
#include "fen.h"
#include "game.h"
#include "hubclient.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "pdn.h"
#include "search.h"
#include "sprt.h"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>
#include <tuple>

namespace damas::cli {

namespace {

constexpr const char *kUsage
    = "match <variant> <player> <player> [--games N] [--opening-set K] [--pdn FILE] [--seed S] "
      "[--threads N] [--sprt ELO0,ELO1 [--sprt-alpha A] [--sprt-beta B]]";

// A decimal number, all of `text`.
std::optional<double> parseDecimal(std::string_view text)
{
    double v = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (text.empty() || ec != std::errc() || end != text.data() + text.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// "--sprt ELO0,ELO1" with its error levels; nullopt and a message when something is wrong.
std::optional<Sprt> parseSprt(const Args &args, std::string &error)
{
    const auto text = args.option("sprt");
    if (!text) {
        if (args.option("sprt-alpha") || args.option("sprt-beta"))
            error = "--sprt-alpha and --sprt-beta go with --sprt ELO0,ELO1";
        return std::nullopt;
    }
    Sprt test;
    const auto comma = text->find(',');
    const auto elo0 = comma == std::string::npos
        ? std::nullopt
        : parseDecimal(std::string_view(*text).substr(0, comma));
    const auto elo1 = comma == std::string::npos
        ? std::nullopt
        : parseDecimal(std::string_view(*text).substr(comma + 1));
    if (!elo0 || !elo1 || *elo0 >= *elo1 || std::abs(*elo0) > 1000 || std::abs(*elo1) > 1000) {
        error = "--sprt must be two Elo differences ELO0,ELO1 with ELO0 < ELO1 (for example 0,5), "
                "not "
            + quoteText(*text);
        return std::nullopt;
    }
    test.elo0 = *elo0;
    test.elo1 = *elo1;
    for (const auto &[name, value] :
        {std::pair {"sprt-alpha", &test.alpha}, std::pair {"sprt-beta", &test.beta}}) {
        if (const auto t = args.option(name)) {
            const auto v = parseDecimal(*t);
            if (!v || *v <= 0 || *v >= 0.5) {
                error = std::string("--") + name + " must be a probability between 0 and 0.5, not "
                    + quoteText(*t);
                return std::nullopt;
            }
            *value = *v;
        }
    }
    return test;
}

// The normal approximation of the LLR needs some pairs: with two or three it can cross a bound
// on its own (two pairs won 2-0 and 3/2-1/2 give an LLR of 7 for 0 against 150 Elo).
constexpr int kSprtMinPairs = 10;

const char *decisionText(Sprt::Decision d)
{
    switch (d) {
    case Sprt::Decision::AcceptH0:
        return "H0 accepted";
    case Sprt::Decision::AcceptH1:
        return "H1 accepted";
    case Sprt::Decision::Continue:
        break;
    }
    return "no decision";
}

struct Player
{
    std::string name;
    int level = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    int moveTimeMs = 0;
    std::int64_t clockMs = 0; // time=: the game clock at the start (0: no clock)
    std::int64_t incrementMs = 0; //   and what each move adds to it
    std::size_t hashMb = 16;
    int threads = 1;
    bool hashChosen = false, threadsChosen = false; // hash= or threads= given
    std::string enginePath; // another Hub engine, absolute
    std::shared_ptr<const EndgameTables> tables; // shared by the games of the match
    bool tablesChosen = false; // egtb=DIR or egtb=none given

    // How long an outside engine may take over a move: the time left on its clock and a
    // margin, its move time and a margin, or a minute for a depth or node limit, which says
    // nothing of time. An engine that answers within the margin but after its clock ran out
    // still loses on time: the margin only lets the match see the answer come.
    int answerTimeMs(std::int64_t clockLeftMs) const
    {
        constexpr int kMarginMs = 2000;
        if (clockMs > 0)
            return int(std::clamp<std::int64_t>(clockLeftMs, 0, 1LL << 30) + kMarginMs);
        return depth > 0 || nodes > 0 || moveTimeMs == 0 ? 60000 : moveTimeMs + kMarginMs;
    }

    // The settings an engine= player passes on to its engine as Hub parameters.
    std::vector<std::pair<std::string, std::string>> hubParams() const
    {
        std::vector<std::pair<std::string, std::string>> params;
        if (hashChosen)
            params.emplace_back("hash", std::to_string(hashMb));
        if (threadsChosen)
            params.emplace_back("threads", std::to_string(threads));
        return params;
    }

    // The limit as a Hub "level" line says it; under a clock the time left and the increment,
    // in seconds, as a GUI sends them (with a depth or node limit too when there is one).
    std::string hubLevel(std::int64_t clockLeftMs) const
    {
        char buf[64];
        if (clockMs > 0) {
            std::snprintf(buf, sizeof buf, "time=%.3f inc=%.3f",
                double(std::max<std::int64_t>(clockLeftMs, 1)) / 1000.0,
                double(incrementMs) / 1000.0);
            std::string level = buf;
            if (depth > 0)
                level += " depth=" + std::to_string(depth);
            if (nodes > 0)
                level += " nodes=" + std::to_string(nodes);
            return level;
        }
        if (depth > 0)
            return "depth=" + std::to_string(depth);
        if (nodes > 0)
            return "nodes=" + std::to_string(nodes);
        std::snprintf(buf, sizeof buf, "move-time=%.3f", moveTimeMs / 1000.0);
        return buf;
    }

    SearchLimits limits(Variant v, std::uint64_t seed, std::int64_t clockLeftMs) const
    {
        const int left = int(std::clamp<std::int64_t>(clockLeftMs, 1, 1LL << 30));
        const int increment = int(std::min<std::int64_t>(incrementMs, 1LL << 30));
        SearchLimits l;
        if (level > 0) {
            // Under a clock a level thinks as it does in the Hub engine: its move time is the
            // clock's share, 1/30 of the time left and the increment.
            const int moveTime = clockMs > 0 ? std::max(1, left / 30 + increment)
                : moveTimeMs > 0             ? moveTimeMs
                                             : 1000;
            l = levelLimits(level, v, moveTime, seed);
            if (clockMs > 0 && level >= kMaxLevel)
                l.moveTimeMs = 0; // the Hub engine's full strength keeps the clock itself
        }
        if (depth > 0)
            l.depth = depth;
        if (nodes > 0)
            l.nodes = nodes;
        if (level == 0 && moveTimeMs > 0)
            l.moveTimeMs = moveTimeMs;
        if (clockMs > 0 && l.moveTimeMs == 0) {
            l.timeLeftMs = left;
            l.incrementMs = increment;
        }
        l.threads = threads;
        return l;
    }

    // The clock as a PDN TimeControl tag gives it: "20+0.2", "300" without an increment.
    std::string timeControl() const
    {
        auto seconds = [](std::int64_t ms) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.3f", double(ms) / 1000.0);
            std::string t = buf;
            t.erase(t.find_last_not_of('0') + 1);
            if (t.back() == '.')
                t.pop_back();
            return t;
        };
        if (clockMs == 0)
            return "-";
        return seconds(clockMs) + (incrementMs > 0 ? "+" + seconds(incrementMs) : "");
    }
};

// "SECONDS" or "SECONDS+INCREMENT" of time=, in ms; nullopt unless the clock is more than
// nothing and the increment not negative (a week at most, more than any game).
std::optional<std::pair<std::int64_t, std::int64_t>> parseClock(std::string_view text)
{
    constexpr double kLongestSeconds = 7 * 24 * 3600;
    const auto plus = text.find('+');
    const auto start = parseDecimal(text.substr(0, plus));
    const auto increment = plus == std::string_view::npos ? std::optional<double>(0)
                                                          : parseDecimal(text.substr(plus + 1));
    if (!start || !increment || *start <= 0 || *increment < 0 || *start > kLongestSeconds
        || *increment > kLongestSeconds)
        return std::nullopt;
    const auto ms = [](double s) { return std::int64_t(std::llround(s * 1000)); };
    if (ms(*start) < 1)
        return std::nullopt;
    return std::pair {ms(*start), ms(*increment)};
}

Expected<Player> parsePlayer(const std::string &text)
{
    Player p;
    p.name = text;
    std::istringstream in(text);
    std::string item;
    while (std::getline(in, item, ',')) {
        const auto eq = item.find('=');
        const std::string key = item.substr(0, eq);
        if (key == "engine" && eq != std::string::npos && eq + 1 < item.size()) {
            // The engine runs in its own folder, where a relative path would lead elsewhere.
            std::error_code noFolder;
            const auto path = std::filesystem::absolute(item.substr(eq + 1), noFolder);
            if (noFolder)
                return Error {"player " + quoteText(text) + ": the current folder is unknown ("
                    + noFolder.message() + "), give the engine's absolute path"};
            p.enginePath = path.string();
            continue;
        }
        if (key == "time") {
            const auto clock = eq == std::string::npos
                ? std::nullopt
                : parseClock(std::string_view(item).substr(eq + 1));
            if (!clock)
                return Error {"player " + quoteText(text) + ": " + quoteText(item)
                    + " is not a game clock: time=SECONDS or time=SECONDS+INCREMENT, more than "
                      "0 seconds (for example time=20+0.2)"};
            std::tie(p.clockMs, p.incrementMs) = *clock;
            continue;
        }
        if (key == "egtb" && eq != std::string::npos && eq + 1 < item.size()) {
            const std::string dir = item.substr(eq + 1);
            p.tables = dir == "none" ? nullptr : std::make_shared<const EndgameTables>(dir);
            p.tablesChosen = true;
            continue;
        }
        const auto parsed = eq == std::string::npos
            ? std::nullopt
            : parseWholeNumber(std::string_view(item).substr(eq + 1), 0, 1LL << 62);
        const long long value = parsed.value_or(-1);
        if (value < 0)
            return Error {
                "player " + quoteText(text) + ": " + quoteText(item) + " is not setting=number"};
        if (key == "level" && value >= kMinLevel && value <= kMaxLevel)
            p.level = int(value);
        else if (key == "depth" && value >= 1 && value < Search::kMaxPly)
            p.depth = int(value);
        else if (key == "nodes" && value >= 1)
            p.nodes = std::uint64_t(value);
        else if (key == "movetime" && value >= 1)
            p.moveTimeMs = int(value);
        else if (key == "hash" && value >= 1 && value <= 4096)
            p.hashMb = std::size_t(value), p.hashChosen = true;
        else if (key == "threads" && value >= 1 && value <= Search::kMaxThreads)
            p.threads = int(value), p.threadsChosen = true;
        else
            return Error {"player " + quoteText(text)
                + ": unknown setting or value out of range: " + quoteText(item)
                + " (level=1..10, depth=N, nodes=N, movetime=MS, time=S[+INC], hash=MB, "
                  "threads=N, egtb=DIR or none)"};
    }
    if (p.tablesChosen && !p.enginePath.empty())
        return Error {"player " + quoteText(text)
            + ": egtb= sets this engine's own player's tables; an engine= player probes its own"};
    if (p.clockMs > 0 && p.moveTimeMs > 0)
        return Error {"player " + quoteText(text)
            + ": time= and movetime= do not go together (a game clock, or a fixed time a move)"};
    if (p.level == 0 && p.depth == 0 && p.nodes == 0 && p.moveTimeMs == 0 && p.clockMs == 0)
        return Error {"player " + quoteText(text)
            + " has no limit: give level, depth, nodes, movetime or time"};
    // This engine's own player probes what its Hub engine (and the app's computer) probes: the
    // tables of the user's data folder. Otherwise a build would play another way as its own
    // player than as engine=, and a match of a build against itself would not be even.
    if (!p.tablesChosen && p.enginePath.empty())
        p.tables = std::make_shared<const EndgameTables>(defaultEndgameDir());
    return p;
}

struct Opening
{
    std::vector<Move> moves;
    Position pos;
};

/*
 * The openings: every line of `plies` moves from the start position that a depth-8 search finds
 * level (within a fifth of a man), taken evenly through the generator's order; more plies when
 * there are not enough. Set 0 takes the line at floor(i * L / wanted) of the L level lines, set K
 * the line K places after it, from the fewest plies that have (K + 1) * wanted level lines:
 * the gaps are at least K + 1 lines wide, so sets 0..K of one size share no line. At a fixed node
 * count a game is nearly a function of its opening, so only disjoint sets give independent games.
 */
std::vector<Opening> balancedOpenings(Variant v, int wanted, int set)
{
    for (int plies = 2; plies <= 6; ++plies) {
        std::vector<Opening> all {{{}, Position::start(v)}};
        for (int p = 0; p < plies; ++p) {
            std::vector<Opening> next;
            for (const Opening &o : all) {
                for (const Move &m : legalMoves(o.pos)) {
                    Opening n = o;
                    n.moves.push_back(m);
                    n.pos = o.pos.after(m);
                    next.push_back(n);
                }
            }
            all = std::move(next);
        }
        std::vector<Opening> level;
        Search search(8);
        SearchLimits limits;
        limits.depth = 8;
        for (const Opening &o : all) {
            if (!hasLegalMove(o.pos))
                continue;
            const SearchResult r = search.run(Position::start(v), o.moves, limits);
            if (std::abs(r.score) <= 20)
                level.push_back(o);
        }
        if (level.size() >= std::size_t(wanted) * std::size_t(set + 1)) {
            std::vector<Opening> chosen;
            for (int i = 0; i < wanted; ++i)
                chosen.push_back(
                    level[std::size_t(i) * level.size() / std::size_t(wanted) + std::size_t(set)]);
            return chosen;
        }
    }
    return {};
}

enum class Outcome { FirstWins, SecondWins, Draw };

// One side's game clock, in ms of the wall clock: what it had (the start and the increments
// added), what its moves took, and what is left.
struct GameClock
{
    double givenMs = 0;
    double spentMs = 0;
    double leftMs() const { return givenMs - spentMs; }
};

struct MatchGame
{
    int number = 0;
    const Player *white = nullptr;
    const Player *black = nullptr;
    std::vector<Move> moves;
    std::optional<Color> winner;
    std::string reason;
    GameClock whiteClock, blackClock; // for a player with time=
};

// One side of a game: this engine's search, or an outside Hub engine.
class Side
{
public:
    Side(const Player &p, Variant v)
        : m_player(p)
        , m_variant(v)
    {
        if (p.enginePath.empty()) {
            m_search = std::make_unique<Search>(p.hashMb);
            m_search->setEndgameTables(p.tables);
        } else if (auto c = HubClient::start(p.enginePath, v, p.hubParams())) {
            m_client = std::move(*c);
        } else {
            m_error = "cannot start: it " + c.error().message;
        }
    }

    // The last error was an outside engine not answering in time.
    bool timedOut() const { return m_client && m_client->timedOut(); }

    // `clockLeftMs`: the time left on this side's clock (for a player with time=).
    Expected<Move> play(const Position &start, const std::vector<Move> &moves, std::uint64_t seed,
        std::int64_t clockLeftMs)
    {
        if (m_client)
            return m_client->play(
                start, moves, m_player.hubLevel(clockLeftMs), m_player.answerTimeMs(clockLeftMs));
        if (!m_search)
            return Error {m_error};
        const SearchResult r
            = m_search->run(start, moves, m_player.limits(m_variant, seed, clockLeftMs));
        if (!r.hasMove)
            return Error {"no move"};
        return r.bestMove;
    }

private:
    const Player &m_player;
    Variant m_variant;
    std::unique_ptr<Search> m_search;
    std::unique_ptr<HubClient> m_client;
    std::string m_error;
};

// A game from the opening to its end; the referee (Game) decides wins and draws. A side that
// gives no move (an outside engine that fails or does not answer in time) loses, and it is said;
// so does a side with a clock whose move took longer than the time it had left.
MatchGame playGame(Variant v, const Opening &opening, const Player &white, const Player &black,
    std::uint64_t seed, int number)
{
    using WallClock = std::chrono::steady_clock;
    MatchGame g;
    g.white = &white;
    g.black = &black;
    g.whiteClock.givenMs = double(white.clockMs);
    g.blackClock.givenMs = double(black.clockMs);
    Game game(v);
    for (const Move &m : opening.moves)
        game.play(m);
    Side whiteSide(white, v), blackSide(black, v);
    while (!game.isOver()) {
        const Position &pos = game.position();
        const bool whiteMoves = pos.side == Color::White;
        Side &side = whiteMoves ? whiteSide : blackSide;
        const Player &p = whiteMoves ? white : black;
        GameClock &clock = whiteMoves ? g.whiteClock : g.blackClock;
        // The engine is told the time left rounded down, so that it never thinks it has more.
        const auto left = std::int64_t(std::floor(clock.leftMs()));
        const auto began = WallClock::now();
        const auto move
            = side.play(game.startPosition(), game.moves(), seed + game.moves().size(), left);
        const double tookMs
            = std::chrono::duration<double, std::milli>(WallClock::now() - began).count();
        const bool onTime = p.clockMs == 0 || tookMs <= clock.leftMs();
        if (p.clockMs > 0)
            clock.spentMs += tookMs;
        if (!move || !onTime || !game.canPlay(*move)) {
            const std::string who = p.enginePath.empty() ? quoteText(p.name)
                                                         : "engine " + quoteText(p.enginePath, 200);
            char late[96];
            std::snprintf(late, sizeof late, "took %.3f s with %.3f s left on its clock",
                tookMs / 1000.0, (clock.leftMs() + tookMs) / 1000.0);
            const std::string why = !move ? move.error().message
                : !onTime                 ? std::string(late)
                          : "played " + moveToString(pos, *move) + ", not a legal move";
            std::fprintf(stderr, "damas-cli: match: game %d: %s %s: it loses the game\n", number,
                who.c_str(), printable(why, std::string_view::npos).c_str());
            g.moves = game.moves();
            g.winner = opposite(pos.side);
            g.reason = !onTime || (!move && side.timedOut()) ? "time-forfeit"
                : move                                       ? "illegal-move"
                                                             : "engine-error";
            return g;
        }
        if (p.clockMs > 0)
            clock.givenMs += double(p.incrementMs);
        game.play(*move);
    }
    g.moves = game.moves();
    if (game.result() == GameResult::WhiteWins)
        g.winner = Color::White;
    else if (game.result() == GameResult::BlackWins)
        g.winner = Color::Black;
    g.reason = std::string(reasonName(game.reason()));
    return g;
}

PdnResult pdnResult(const std::optional<Color> &winner)
{
    return !winner                ? PdnResult::Draw
        : *winner == Color::White ? PdnResult::WhiteWins
                                  : PdnResult::BlackWins;
}

GameRecord pdnRecord(Variant v, const MatchGame &g, int round)
{
    GameRecord r;
    r.variant = v;
    r.start = Position::start(v);
    r.moves = g.moves;
    r.result = pdnResult(g.winner);
    r.tags = {{"Event", "damas-cli match"}, {"Round", std::to_string(round)},
        {"White", g.white->name}, {"Black", g.black->name}, {"Termination", g.reason}};
    // One TimeControl when both have the same clock; the PDN has no tag for a clock per side,
    // so then each side's in a tag of its own, as cutechess-cli writes them.
    const std::string white = g.white->timeControl(), black = g.black->timeControl();
    if (white == black && g.white->clockMs > 0)
        r.tags.emplace_back("TimeControl", white);
    else if (white != black) {
        r.tags.emplace_back("WhiteTimeControl", white);
        r.tags.emplace_back("BlackTimeControl", black);
    }
    return r;
}

int runMatch(const std::vector<std::string> &argv)
{
    const Args args(argv,
        {"games", "opening-set", "pdn", "seed", "threads", "sprt", "sprt-alpha", "sprt-beta"});
    if (!args.ok())
        return fail("match: " + args.error());
    if (args.positional().size() != 3)
        return fail(std::string("match: usage: damas-cli ") + kUsage);
    const auto variant = variantArgument(args.positional()[0]);
    if (!variant)
        return fail("match: " + variant.error().message);
    const auto first = parsePlayer(args.positional()[1]);
    if (!first)
        return fail("match: " + first.error().message);
    const auto second = parsePlayer(args.positional()[2]);
    if (!second)
        return fail("match: " + second.error().message);
    auto numberOption = [&](const char *name, long long fallback, long long low,
                            long long high) -> std::optional<long long> {
        const auto text = args.option(name);
        if (!text)
            return fallback;
        return parseWholeNumber(*text, low, high);
    };
    const auto games = numberOption("games", 40, 2, 10000);
    if (!games || *games % 2)
        return fail("match: --games must be an even number from 2 (each opening is played "
                    "with both colours)");
    const auto openingSet = numberOption("opening-set", 0, 0, 1000);
    if (!openingSet)
        return fail("match: --opening-set must be a whole number from 0 to 1000");
    const auto seed = numberOption("seed", 1, 0, 1LL << 62);
    if (!seed)
        return fail("match: --seed must be a whole number");
    const auto threads = numberOption("threads", 1, 1, 64);
    if (!threads)
        return fail("match: --threads must be a whole number from 1 to 64");
    std::string sprtError;
    const std::optional<Sprt> sprt = parseSprt(args, sprtError);
    if (!sprtError.empty())
        return fail("match: " + sprtError);
    // An outside engine that cannot start would lose every game, and tables that are not there
    // would make the match say nothing of them: play none.
    for (const Player *p : {&*first, &*second}) {
        if (p->tablesChosen && p->tables && p->tables->maxPieces(*variant) == 0)
            return fail("match: player " + quoteText(p->name) + ": no endgame tables for "
                + std::string(variantName(*variant)) + " under "
                + quoteText(p->tables->dir(), 200));
        if (p->enginePath.empty())
            continue;
        if (const auto c = HubClient::start(p->enginePath, *variant, p->hubParams()); !c)
            return fail("match: engine " + quoteText(p->enginePath, 200) + " " + c.error().message
                + ": it cannot start, and no game is played");
    }
    std::ofstream pdn;
    if (const auto path = args.option("pdn")) {
        pdn.open(*path);
        if (!pdn)
            return fail("match: cannot write the PDN file " + quoteText(*path, 200));
    }

    const std::vector<Opening> openings
        = balancedOpenings(*variant, int(*games / 2), int(*openingSet));
    if (int(openings.size()) * 2 != *games)
        return fail("match: not enough level openings for " + std::to_string(*games)
            + " games in opening set " + std::to_string(*openingSet));

    std::vector<MatchGame> records(static_cast<std::size_t>(*games));
    std::vector<char> played(static_cast<std::size_t>(*games), 0);
    std::atomic<int> nextPair {0};
    std::atomic<bool> decided {false};
    std::mutex outputMutex;
    double firstPoints = 0;
    int wins = 0, losses = 0, draws = 0, done = 0;
    // Each player's clocks over the games it played: the share of its time it spent.
    struct ClockUse
    {
        double givenMs = 0, spentMs = 0, leftMs = 0;
        int forfeits = 0;
    } firstClock, secondClock;
    PairCounts pairs;
    double llr = 0;
    // The test's decision stands once made: the pairs already being played still count in the
    // score and the Elo, and may move the LLR back inside the bounds, but they do not undo it.
    Sprt::Decision decision = Sprt::Decision::Continue;
    double decidingLlr = 0;
    std::int64_t decidingPairs = 0;
    // Each worker plays whole pairs, so that the test always counts complete pairs; once it
    // has decided no new pair starts.
    auto worker = [&] {
        for (;;) {
            const int pair = nextPair++;
            if (pair >= *games / 2 || decided)
                return;
            int pairHalfPoints = 0;
            for (int i = 2 * pair; i < 2 * pair + 2; ++i) {
                // Game 2k: the first player has the side that moves first; game 2k+1: the other.
                const Opening &o = openings[std::size_t(pair)];
                const bool firstMovesFirst = i % 2 == 0;
                const Color firstColor = firstMovesFirst ? rulesOf(*variant).firstToMove
                                                         : opposite(rulesOf(*variant).firstToMove);
                const Player &white = firstColor == Color::White ? *first : *second;
                const Player &black = firstColor == Color::White ? *second : *first;
                MatchGame g
                    = playGame(*variant, o, white, black, std::uint64_t(*seed) * 7919 + i, i + 1);
                g.number = i + 1;
                std::lock_guard lock(outputMutex);
                ++done;
                if (!g.winner) {
                    ++draws;
                    firstPoints += 0.5;
                    pairHalfPoints += 1;
                } else if (*g.winner == firstColor) {
                    ++wins;
                    firstPoints += 1;
                    pairHalfPoints += 2;
                } else {
                    ++losses;
                }
                std::string llrText;
                if (i % 2 == 1) {
                    pairs.add(pairHalfPoints);
                    if (sprt) {
                        llr = sprt->llr(pairs);
                        if (!decided && pairs.pairs() >= kSprtMinPairs
                            && sprt->decide(llr) != Sprt::Decision::Continue) {
                            decided = true;
                            decision = sprt->decide(llr);
                            decidingLlr = llr;
                            decidingPairs = pairs.pairs();
                        }
                    }
                }
                if (sprt) {
                    char buf[32];
                    std::snprintf(buf, sizeof buf, "; llr %.2f", llr);
                    llrText = buf;
                }
                std::string clockText;
                if (white.clockMs > 0 || black.clockMs > 0) {
                    auto left = [](const Player &p, const GameClock &c) {
                        char buf[32];
                        std::snprintf(buf, sizeof buf, "%.2f s", c.leftMs() / 1000.0);
                        return p.clockMs > 0 ? std::string(buf) : std::string("-");
                    };
                    clockText = ", clocks " + left(white, g.whiteClock) + " "
                        + left(black, g.blackClock) + " left";
                    const bool firstWhite = &white == &*first;
                    for (const auto &[use, clock, lost] :
                        {std::tuple {&firstClock, firstWhite ? &g.whiteClock : &g.blackClock,
                             g.winner && *g.winner != firstColor},
                            std::tuple {&secondClock, firstWhite ? &g.blackClock : &g.whiteClock,
                                g.winner && *g.winner == firstColor}}) {
                        use->givenMs += clock->givenMs;
                        use->spentMs += clock->spentMs;
                        use->leftMs += clock->leftMs();
                        use->forfeits += lost && g.reason == "time-forfeit";
                    }
                }
                std::printf("game %d %s (%s) vs %s (%s): %s %s, %zu plies%s; score %d-%d-%d%s\n",
                    g.number, white.name.c_str(), "white", black.name.c_str(), "black",
                    pdnResultText(*variant, pdnResult(g.winner)).c_str(), g.reason.c_str(),
                    g.moves.size(), clockText.c_str(), wins, losses, draws, llrText.c_str());
                std::fflush(stdout);
                played[std::size_t(i)] = 1;
                records[std::size_t(i)] = std::move(g);
            }
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < *threads; ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread &t : pool)
        t.join();

    if (pdn) {
        std::vector<GameRecord> games;
        for (std::size_t i = 0; i < records.size(); ++i) {
            if (played[i])
                games.push_back(pdnRecord(*variant, records[i], int(i + 1)));
        }
        pdn << writePdn(games);
    }
    std::printf("score %s vs %s: +%d -%d =%d, %.1f/%d (%.1f%%)\n", first->name.c_str(),
        second->name.c_str(), wins, losses, draws, firstPoints, done,
        100.0 * firstPoints / double(done));
    const EloEstimate elo = estimateElo(pairs);
    const auto &c = pairs.counts;
    // With every pair won (or lost) there is no finite estimate: "elo inf +/- inf"; an even
    // match is "0.0", not "-0.0".
    const double margin = std::isfinite(elo.margin()) ? elo.margin() : INFINITY;
    std::printf("elo %.1f +/- %.1f (95%%), pairs %lld: %lld %lld %lld %lld %lld (0, 1/2, 1, 3/2, "
                "2 points)\n",
        elo.elo == 0 ? 0.0 : elo.elo, margin, static_cast<long long>(pairs.pairs()),
        static_cast<long long>(c[0]), static_cast<long long>(c[1]), static_cast<long long>(c[2]),
        static_cast<long long>(c[3]), static_cast<long long>(c[4]));
    for (const auto &[p, use] :
        {std::pair {&*first, &firstClock}, std::pair {&*second, &secondClock}}) {
        if (p->clockMs == 0 || done == 0)
            continue;
        std::printf("clock %s: spent %.1f%% of its time (%.1f s of %.1f s a game), %.2f s left at "
                    "the end on average, %d lost on time\n",
            p->name.c_str(), 100.0 * use->spentMs / use->givenMs, use->spentMs / 1000.0 / done,
            use->givenMs / 1000.0 / done, use->leftMs / 1000.0 / done, use->forfeits);
    }
    if (sprt) {
        const bool after = decision != Sprt::Decision::Continue && decidingPairs != pairs.pairs();
        std::string later;
        if (after) {
            char buf[96];
            std::snprintf(buf, sizeof buf, " at pair %lld (llr %.2f after all %lld pairs)",
                static_cast<long long>(decidingPairs), llr, static_cast<long long>(pairs.pairs()));
            later = buf;
        }
        std::printf("sprt elo0 %g elo1 %g alpha %g beta %g: llr %.2f, bounds %.2f %.2f, %s%s\n",
            sprt->elo0, sprt->elo1, sprt->alpha, sprt->beta,
            decision != Sprt::Decision::Continue ? decidingLlr : llr, sprt->lowerBound(),
            sprt->upperBound(), decisionText(decision), later.c_str());
    }
    return 0;
}

const CommandRegistration reg {{"match", kUsage, runMatch}};

} // namespace

} // namespace damas::cli
