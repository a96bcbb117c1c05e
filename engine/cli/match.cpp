// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli match <variant> <player> <player> [--games N] [--pdn FILE] [--seed S] [--threads N]
//                 [--sprt ELO0,ELO1 [--sprt-alpha A] [--sprt-beta B]]
//
// Plays two engine settings against each other over a balanced set of openings, each opening
// twice with the colours swapped, and prints one line per game, a score line and the Elo
// difference with its 95% margin (from the game pairs). With --sprt the match stops as soon as
// the sequential test decides, --games being the most it plays. A player is a
// comma-separated list of settings: level=L, depth=N, nodes=N, movetime=MS, hash=MB, threads=N
// (for example "level=5" or "level=10,movetime=100"); engine=PATH makes it another Hub engine
// (run as "PATH hub", a relative PATH read from the current folder), with a depth, nodes or
// movetime limit; egtb=DIR has this engine probe the endgame tables under DIR instead of the
// user's tables folder (egtb=none: no tables).
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
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

namespace damas::cli {

namespace {

constexpr const char *kUsage
    = "match <variant> <player> <player> [--games N] [--pdn FILE] [--seed S] [--threads N] "
      "[--sprt ELO0,ELO1 [--sprt-alpha A] [--sprt-beta B]]";

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
    std::size_t hashMb = 16;
    int threads = 1;
    std::string enginePath; // another Hub engine, absolute
    std::shared_ptr<const EndgameTables> tables; // shared by the games of the match
    bool tablesChosen = false; // egtb=DIR or egtb=none given

    // How long an outside engine may take over a move: its move time and a margin, or a minute
    // for a depth or node limit, which says nothing of time.
    int answerTimeMs() const
    {
        constexpr int kMarginMs = 2000;
        return depth > 0 || nodes > 0 || moveTimeMs == 0 ? 60000 : moveTimeMs + kMarginMs;
    }

    // The limit as a Hub "level" line says it.
    std::string hubLevel() const
    {
        if (depth > 0)
            return "depth=" + std::to_string(depth);
        if (nodes > 0)
            return "nodes=" + std::to_string(nodes);
        char buf[32];
        std::snprintf(buf, sizeof buf, "move-time=%.3f", moveTimeMs / 1000.0);
        return buf;
    }

    SearchLimits limits(Variant v, std::uint64_t seed) const
    {
        SearchLimits l;
        if (level > 0)
            l = levelLimits(level, v, moveTimeMs > 0 ? moveTimeMs : 1000, seed);
        if (depth > 0)
            l.depth = depth;
        if (nodes > 0)
            l.nodes = nodes;
        if (level == 0 && moveTimeMs > 0)
            l.moveTimeMs = moveTimeMs;
        l.threads = threads;
        return l;
    }
};

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
            p.hashMb = std::size_t(value);
        else if (key == "threads" && value >= 1 && value <= Search::kMaxThreads)
            p.threads = int(value);
        else
            return Error {"player " + quoteText(text)
                + ": unknown setting or value out of range: " + quoteText(item)
                + " (level=1..10, depth=N, nodes=N, movetime=MS, hash=MB, threads=N, egtb=DIR or "
                  "none)"};
    }
    if (p.level == 0 && p.depth == 0 && p.nodes == 0 && p.moveTimeMs == 0)
        return Error {
            "player " + quoteText(text) + " has no limit: give level, depth, nodes or movetime"};
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
 * there are not enough.
 */
std::vector<Opening> balancedOpenings(Variant v, int wanted)
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
        if (int(level.size()) >= wanted) {
            std::vector<Opening> chosen;
            for (int i = 0; i < wanted; ++i)
                chosen.push_back(level[std::size_t(i) * level.size() / std::size_t(wanted)]);
            return chosen;
        }
    }
    return {};
}

enum class Outcome { FirstWins, SecondWins, Draw };

struct MatchGame
{
    int number = 0;
    const Player *white = nullptr;
    const Player *black = nullptr;
    std::vector<Move> moves;
    std::optional<Color> winner;
    std::string reason;
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
        } else if (auto c = HubClient::start(p.enginePath, v)) {
            m_client = std::move(*c);
        } else {
            m_error = "cannot start: it " + c.error().message;
        }
    }

    // The last error was an outside engine not answering in time.
    bool timedOut() const { return m_client && m_client->timedOut(); }

    Expected<Move> play(const Position &start, const std::vector<Move> &moves, std::uint64_t seed)
    {
        if (m_client)
            return m_client->play(start, moves, m_player.hubLevel(), m_player.answerTimeMs());
        if (!m_search)
            return Error {m_error};
        const SearchResult r = m_search->run(start, moves, m_player.limits(m_variant, seed));
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
// gives no move (an outside engine that fails or does not answer in time) loses, and it is said.
MatchGame playGame(Variant v, const Opening &opening, const Player &white, const Player &black,
    std::uint64_t seed, int number)
{
    MatchGame g;
    g.white = &white;
    g.black = &black;
    Game game(v);
    for (const Move &m : opening.moves)
        game.play(m);
    Side whiteSide(white, v), blackSide(black, v);
    while (!game.isOver()) {
        const Position &pos = game.position();
        Side &side = pos.side == Color::White ? whiteSide : blackSide;
        const auto move = side.play(game.startPosition(), game.moves(), seed + game.moves().size());
        if (!move || !game.canPlay(*move)) {
            const Player &p = pos.side == Color::White ? white : black;
            const std::string who = p.enginePath.empty() ? quoteText(p.name)
                                                         : "engine " + quoteText(p.enginePath, 200);
            const std::string why = move
                ? "played " + moveToString(pos, *move) + ", not a legal move"
                : move.error().message;
            std::fprintf(stderr, "damas-cli: match: game %d: %s %s: it loses the game\n", number,
                who.c_str(), printable(why, std::string_view::npos).c_str());
            g.moves = game.moves();
            g.winner = opposite(pos.side);
            g.reason = move ? "illegal-move" : side.timedOut() ? "time-forfeit" : "engine-error";
            return g;
        }
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
    return r;
}

int runMatch(const std::vector<std::string> &argv)
{
    const Args args(argv, {"games", "pdn", "seed", "threads", "sprt", "sprt-alpha", "sprt-beta"});
    if (!args.ok())
        return fail("match: " + args.error());
    if (args.positional().size() != 3)
        return fail(std::string("match: usage: damas-cli ") + kUsage);
    const auto variant = variantFromName(args.positional()[0]);
    if (!variant)
        return fail("match: unknown variant " + quoteText(args.positional()[0])
            + " (american, brazilian, international or russian)");
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
        if (const auto c = HubClient::start(p->enginePath, *variant); !c)
            return fail("match: engine " + quoteText(p->enginePath, 200) + " " + c.error().message
                + ": it cannot start, and no game is played");
    }
    std::ofstream pdn;
    if (const auto path = args.option("pdn")) {
        pdn.open(*path);
        if (!pdn)
            return fail("match: cannot write the PDN file " + quoteText(*path, 200));
    }

    const std::vector<Opening> openings = balancedOpenings(*variant, int(*games / 2));
    if (int(openings.size()) * 2 != *games)
        return fail("match: not enough level openings for " + std::to_string(*games) + " games");

    std::vector<MatchGame> records(static_cast<std::size_t>(*games));
    std::vector<char> played(static_cast<std::size_t>(*games), 0);
    std::atomic<int> nextPair {0};
    std::atomic<bool> decided {false};
    std::mutex outputMutex;
    double firstPoints = 0;
    int wins = 0, losses = 0, draws = 0, done = 0;
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
                std::printf("game %d %s (%s) vs %s (%s): %s %s, %zu plies; score %d-%d-%d%s\n",
                    g.number, white.name.c_str(), "white", black.name.c_str(), "black",
                    pdnResultText(*variant, pdnResult(g.winner)).c_str(), g.reason.c_str(),
                    g.moves.size(), wins, losses, draws, llrText.c_str());
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
