// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli selfplay <variant> --games N --nodes N --seed S --out FILE [--pdn FILE]
//
// Training positions for damas-cli train (docs/training.md): the engine plays itself through
// the referee from random level openings, and every quiet position of each game (no capture
// to make) is written with the game's result from White's side, one "FEN<TAB>result" a line
// (1 White won, 0.5 drawn, 0 Black won). --pdn adds first the positions of the games of a PDN
// file that have a result.
#include "command.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "pdn.h"
#include "search.h"

#include <cstdio>
#include <fstream>
#include <sstream>

namespace damas::cli {

namespace {

constexpr const char *kUsage
    = "selfplay <variant> --games N --nodes N --seed S --out FILE [--pdn FILE]";

// A small generator of our own, so that a seed gives the same games on every platform.
struct SplitMix
{
    std::uint64_t state;
    std::uint64_t next()
    {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return int(next() % std::uint64_t(n)); }
};

const char *resultText(GameResult r)
{
    return r == GameResult::WhiteWins ? "1" : r == GameResult::BlackWins ? "0" : "0.5";
}

/*
 * A random opening: 4 random plies on 8x8, 6 on 10x10, kept when a short search finds it
 * within a third of a man of level (so the games are not decided by the dice).
 */
Game randomOpening(Variant v, SplitMix &random, Search &search)
{
    const int plies = rulesOf(v).boardSize == 10 ? 6 : 4;
    SearchLimits probe;
    probe.nodes = 4000;
    for (;;) {
        Game game(v);
        while (game.ply() < plies && !game.isOver()) {
            const MoveList moves = legalMoves(game.position());
            game.play(moves[std::size_t(random.below(int(moves.size())))]);
        }
        if (game.isOver())
            continue;
        search.clear();
        const SearchResult r = search.run(game.startPosition(), game.moves(), probe);
        if (std::abs(r.score) <= 33)
            return game;
    }
}

// The quiet positions of a game from ply `from` on, with its result.
void writePositions(std::ostream &out, const Game &game, int from, GameResult result)
{
    for (int ply = from; ply < game.ply(); ++ply) {
        const Position &pos = game.positionAt(ply);
        if (!hasCapture(pos))
            out << toFen(pos) << '\t' << resultText(result) << '\n';
    }
}

// The games of a PDN file that have a result; returns the number of positions written.
Expected<int> addPdnPositions(std::ostream &out, Variant v, const std::string &path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error {"cannot read the PDN file " + quoteText(path, 200)};
    std::stringstream text;
    text << in.rdbuf();
    int positions = 0;
    readPdnGames(
        text.str(),
        [&](PdnGame &&pdn) {
            const auto replayed = replayPdnGame(pdn, v);
            if (!replayed || replayed->record.variant != v)
                return true;
            const GameRecord &r = replayed->record;
            const GameResult result = r.result == PdnResult::WhiteWins ? GameResult::WhiteWins
                : r.result == PdnResult::BlackWins                     ? GameResult::BlackWins
                : r.result == PdnResult::Draw                          ? GameResult::Draw
                                                                       : GameResult::Ongoing;
            if (result == GameResult::Ongoing)
                return true;
            Game game(r.start);
            for (const Move &m : r.moves)
                if (!game.play(m))
                    break;
            writePositions(out, game, 0, result);
            positions += game.ply();
            return true;
        },
        [](PdnUnreadable &&) {});
    return positions;
}

int runSelfplay(const std::vector<std::string> &argv)
{
    const Args args(argv, {"games", "nodes", "seed", "out", "pdn"});
    if (!args.ok())
        return fail("selfplay: " + args.error());
    if (args.positional().size() != 1 || !args.option("out"))
        return fail(std::string("selfplay: usage: damas-cli ") + kUsage);
    const auto variant = variantArgument(args.positional()[0]);
    if (!variant)
        return fail("selfplay: " + variant.error().message);
    const auto games = args.wholeNumber("games", 100, 0, 1000000);
    if (!games)
        return fail("selfplay: --games must be a whole number from 0 to 1000000");
    const auto nodes = args.wholeNumber("nodes", 2000, 1, 1LL << 40);
    if (!nodes)
        return fail("selfplay: --nodes must be a whole number from 1");
    const auto seed = args.wholeNumber("seed", 1, 0, 1LL << 62);
    if (!seed)
        return fail("selfplay: --seed must be a whole number");
    const std::string path = *args.option("out");
    std::ofstream out(path, std::ios::binary);
    if (!out)
        return fail("selfplay: cannot write " + quoteText(path, 200));

    // The PDN file's positions first: train holds out the file's last positions, which are
    // then all of this engine's games.
    int pdnPositions = 0;
    if (const auto pdn = args.option("pdn")) {
        const auto added = addPdnPositions(out, *variant, *pdn);
        if (!added)
            return fail("selfplay: " + added.error().message);
        pdnPositions = *added;
    }
    SplitMix random {std::uint64_t(*seed)};
    Search search(16);
    int wins = 0, losses = 0, draws = 0;
    for (long long g = 0; g < *games; ++g) {
        Game game = randomOpening(*variant, random, search);
        const int openingPlies = game.ply();
        search.clear();
        while (!game.isOver()) {
            SearchLimits limits;
            // A node count varied by up to a quarter, and in the first moves a choice among
            // the moves within a tenth of a man of the best: different games from one opening.
            limits.nodes = std::uint64_t(*nodes) + random.next() % (std::uint64_t(*nodes) / 4 + 1);
            if (game.ply() < openingPlies + 16) {
                limits.randomMargin = 10;
                limits.seed = random.next();
            }
            const SearchResult r = search.run(game.startPosition(), game.moves(), limits);
            if (!r.hasMove || !game.play(r.bestMove))
                return fail("selfplay: game " + std::to_string(g + 1)
                    + ": the search gave no legal move at ply " + std::to_string(game.ply()));
        }
        const GameResult result = game.result();
        wins += result == GameResult::WhiteWins;
        losses += result == GameResult::BlackWins;
        draws += result == GameResult::Draw;
        writePositions(out, game, openingPlies, result);
    }
    out.flush();
    if (!out)
        return fail("selfplay: writing " + quoteText(path, 200) + " failed");
    std::printf("selfplay %s: %lld games (White +%d -%d =%d), %d plies from the PDN file\n",
        std::string(variantName(*variant)).c_str(), *games, wins, losses, draws, pdnPositions);
    return 0;
}

const CommandRegistration reg {{"selfplay", kUsage, runSelfplay}};

} // namespace

} // namespace damas::cli
