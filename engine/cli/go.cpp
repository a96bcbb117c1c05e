// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli go <variant> [--fen FEN] [--moves "M1 M2 ..."]
//              (--depth N | --nodes N | --movetime MS | --level L) [--egtb DIR] [--threads N]
#include "command.h"
#include "egtb.h"
#include "game.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "search.h"

#include <cstdio>
#include <sstream>
#include <string>

namespace damas::cli {

namespace {

constexpr const char *kUsage
    = "go <variant> [--fen FEN] [--moves \"M1 M2 ...\"] (--depth N | --nodes N | --movetime MS "
      "| --level L [--movetime MS]) [--egtb DIR] [--threads N]";

// As many nodes as a match player's nodes= takes (match.cpp).
constexpr long long kMostNodes = 1LL << 62;

int runGo(const std::vector<std::string> &argv)
{
    const Args args(
        argv, {"fen", "moves", "depth", "nodes", "movetime", "level", "egtb", "threads"});
    if (!args.ok())
        return fail("go: " + args.error());
    if (args.positional().size() != 1)
        return fail(std::string("go: usage: damas-cli ") + kUsage);
    const auto start = positionFromArgs(args.positional()[0], args.option("fen"));
    if (!start)
        return fail("go: " + start.error().message);

    // The moves, each read in the position it is played from; the referee follows the game.
    Game game(*start);
    if (const auto text = args.option("moves")) {
        std::istringstream in(*text);
        std::string word;
        while (in >> word) {
            const std::string where
                = "go: move " + std::to_string(game.ply() + 1) + " " + quoteText(word) + ": ";
            if (game.isOver())
                return fail(where + "the game is already over ("
                    + std::string(reasonName(game.reason())) + ")");
            const auto m = parseMove(game.position(), word);
            if (!m)
                return fail(where + m.error().message);
            game.play(*m);
        }
    }
    const Position pos = game.position();

    const auto depthText = args.option("depth");
    const auto nodesText = args.option("nodes");
    const auto timeText = args.option("movetime");
    const auto levelText = args.option("level");
    if (int(bool(depthText)) + int(bool(nodesText)) + int(bool(levelText))
            + int(bool(timeText) && !levelText)
        != 1)
        return fail("go: give one of --depth N, --nodes N, --movetime MS or --level L");
    SearchLimits limits;
    if (depthText) {
        const auto d = parseWholeNumber(*depthText, 1, Search::kMaxPly - 1);
        if (!d)
            return fail("go: --depth must be a whole number from 1 to "
                + std::to_string(Search::kMaxPly - 1) + ", not " + quoteText(*depthText));
        limits.depth = int(*d);
    }
    if (nodesText) {
        const auto n = parseWholeNumber(*nodesText, 1, kMostNodes);
        if (!n)
            return fail(
                "go: --nodes must be a whole number of nodes from 1, not " + quoteText(*nodesText));
        limits.nodes = std::uint64_t(*n);
    }
    int moveTime = 1000;
    if (timeText) {
        const auto t = parseWholeNumber(*timeText, 1, 24LL * 3600 * 1000);
        if (!t)
            return fail("go: --movetime must be a number of milliseconds from 1, not "
                + quoteText(*timeText));
        moveTime = int(*t);
        limits.moveTimeMs = moveTime;
    }
    if (levelText) {
        const auto l = parseWholeNumber(*levelText, kMinLevel, kMaxLevel);
        if (!l)
            return fail(
                "go: --level must be a whole number from 1 to 10, not " + quoteText(*levelText));
        limits = levelLimits(int(*l), pos.variant, moveTime, pos.hash());
    }

    if (const auto text = args.option("threads")) {
        const auto n = parseWholeNumber(*text, 1, Search::kMaxThreads);
        if (!n)
            return fail("go: --threads must be a whole number from 1 to "
                + std::to_string(Search::kMaxThreads) + ", not " + quoteText(*text));
        limits.threads = int(*n);
    }

    if (game.isOver())
        return fail("go: the game is over (" + std::string(reasonName(game.reason())) + ")");

    Search search(64);
    if (const auto dir = args.option("egtb")) {
        auto tables = std::make_shared<const EndgameTables>(*dir);
        if (tables->maxPieces(pos.variant) == 0)
            return fail("go: --egtb " + *dir + ": no " + std::string(variantName(pos.variant))
                + " tables there (damas-cli egtb generate makes them)");
        search.setEndgameTables(std::move(tables));
    }
    const Position root = pos;
    const SearchResult result = search.run(*start, game.moves(), limits, [&](const SearchInfo &i) {
        std::printf("info depth %d score %d nodes %llu nps %llu pv %s\n", i.depth, i.score,
            static_cast<unsigned long long>(i.nodes), static_cast<unsigned long long>(i.nps),
            lineToString(root, i.pv).c_str());
        std::fflush(stdout);
    });
    std::printf("bestmove %s\n", moveToString(root, result.bestMove).c_str());
    return 0;
}

const CommandRegistration reg {{"go", kUsage, runGo}};

} // namespace

} // namespace damas::cli
