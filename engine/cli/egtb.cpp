// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli egtb generate <variant> (--pieces N | --material M) [--dir D]
// damas-cli egtb probe <variant> --fen FEN [--moves "M1 M2 ..."] [--dir D]
#include "command.h"
#include "egtbgenerator.h"
#include "egtbverdict.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"

#include <cstdio>
#include <sstream>

namespace damas::cli {

namespace {

constexpr const char *kUsage
    = "egtb (generate <variant> (--pieces N | --material M) | probe <variant> --fen FEN "
      "[--moves \"M1 M2 ...\"]) [--dir D]";

int runGenerate(const Args &args)
{
    const auto variant = variantArgument(args.positional()[1]);
    if (!variant)
        return fail("egtb generate: " + variant.error().message);
    EndgameGeneration job;
    if (const auto name = args.option("material")) {
        job.only = parseMaterial(*name);
        if (!job.only || job.only->pieces() > 5)
            return fail("egtb generate: --material must name up to 5 pieces as kings (k) and "
                        "men (m) of the side to move, a dash, the other side's (as kkm-k), not '"
                + *name + "'");
        job.pieces = job.only->pieces();
    }
    const auto piecesText = args.option("pieces");
    if (!piecesText && !job.only)
        return fail("egtb generate: give the number of pieces, --pieces N (2 to 5)");
    if (piecesText) {
        int pieces = 0;
        try {
            std::size_t used = 0;
            pieces = std::stoi(*piecesText, &used);
            if (used != piecesText->size())
                pieces = 0;
        } catch (...) { }
        if (pieces < 2 || pieces > 5)
            return fail("egtb generate: --pieces must be a whole number from 2 to 5, not '"
                + *piecesText + "'");
        job.pieces = pieces;
    }
    job.variant = *variant;
    job.dir = args.option("dir").value_or(defaultEndgameDir());
    job.progress = [](const std::string &line) {
        std::printf("%s\n", line.c_str());
        std::fflush(stdout);
    };
    std::printf("generating the %s tables %s in %s\n", std::string(variantName(*variant)).c_str(),
        (job.only ? "that " + job.only->name() + " needs"
                  : "of up to " + std::to_string(job.pieces) + " pieces")
            .c_str(),
        endgameVariantDir(job.dir, *variant).c_str());
    std::fflush(stdout);
    const auto report = generateEndgameTables(job);
    if (!report)
        return fail("egtb generate: " + report.error().message);
    std::printf("done: %d tables written, %d kept, %llu positions, %.1f MB on disk, "
                "%.1f MB of work memory at most, longest win %d plies, %.1f s\n",
        report->tables, report->kept, static_cast<unsigned long long>(report->positions),
        double(report->bytes) / 1e6, double(report->peakWorkBytes) / 1e6, report->longestWin,
        report->seconds);
    return 0;
}

std::string verdictText(const EndgameVerdict &v)
{
    switch (v.kind) {
    case EndgameVerdict::Win:
        return "win in " + std::to_string(v.moves()) + " moves (" + std::to_string(v.plies)
            + " plies)";
    case EndgameVerdict::Loss:
        return "loss in " + std::to_string(v.moves()) + " moves (" + std::to_string(v.plies)
            + " plies)";
    case EndgameVerdict::Draw:
        if (v.runsOut)
            return "draw: the count runs out first (" + std::string(drawRuleInfo(*v.runsOut).id)
                + ")";
        return "draw";
    case EndgameVerdict::Undecided:
        break;
    }
    return "undecided: the win may not fit the counts (the search decides)";
}

// The best move by the tables under the counts: the quickest decided win, else a draw, else
// the longest loss; an undecided move ranks between a draw and a win.
std::optional<Move> bestMove(const EndgameTables &tables, const Game &game)
{
    const Position &pos = game.position();
    std::optional<Move> best;
    int bestRank = -1000000;
    for (const Move &m : legalMoves(pos)) {
        const Position next = pos.after(m);
        const DrawState draw = game.drawState().next(pos, m, next);
        int rank = 0;
        if (!hasLegalMove(next)) {
            rank = 1000;
        } else if (draw.expired() == ResultReason::None) {
            const auto v = judgeEnding(tables, next, draw);
            if (!v)
                continue;
            switch (v->kind) {
            case EndgameVerdict::Loss: // lost for the opponent
                rank = 1000 - v->plies;
                break;
            case EndgameVerdict::Win:
                rank = -1000 + v->plies;
                break;
            case EndgameVerdict::Undecided:
                rank = 1;
                break;
            case EndgameVerdict::Draw:
                break;
            }
        }
        if (rank > bestRank) {
            bestRank = rank;
            best = m;
        }
    }
    return best;
}

int runProbe(const Args &args)
{
    const auto start = positionFromArgs(args.positional()[1], args.option("fen"));
    if (!start)
        return fail("egtb probe: " + start.error().message);
    Game game(*start);
    if (const auto text = args.option("moves")) {
        std::istringstream in(*text);
        std::string word;
        while (in >> word) {
            const auto m = parseMove(game.position(), word);
            if (!m)
                return fail("egtb probe: move " + std::to_string(game.ply() + 1) + " '" + word
                    + "': " + m.error().message);
            game.play(*m);
        }
    }
    const EndgameTables tables(args.option("dir").value_or(defaultEndgameDir()));
    const Position &pos = game.position();
    const EndgameMaterial material = materialOf(pos);
    std::string why;
    if (material.count(0) == 0 || material.count(1) == 0)
        return fail("egtb probe: a side has no piece: the game is over");
    if (!tables.open(pos.variant, material, &why))
        return fail("egtb probe: no table for " + material.name() + " (" + why
            + "); make it with damas-cli egtb generate");
    const auto v = judgeEnding(tables, pos, game.drawState());
    const EndgameProbe &p = v->probe;
    if (p.value == EndgameValue::Draw)
        std::printf("table: draw\n");
    else
        std::printf("table: %s in %d plies, next capture or man move in %d plies\n",
            p.value == EndgameValue::Win ? "win" : "loss", p.dtw, p.dtz);
    std::printf("with the counts: %s\n", verdictText(*v).c_str());
    if (const auto m = bestMove(tables, game))
        std::printf("best move: %s\n", moveToString(pos, *m).c_str());
    return 0;
}

int runEgtb(const std::vector<std::string> &argv)
{
    const Args args(argv, {"pieces", "material", "dir", "fen", "moves"});
    if (!args.ok())
        return fail("egtb: " + args.error());
    if (args.positional().size() != 2)
        return fail(std::string("egtb: usage: damas-cli ") + kUsage);
    if (args.positional()[0] == "generate")
        return runGenerate(args);
    if (args.positional()[0] == "probe")
        return runProbe(args);
    return fail("egtb: unknown subcommand '" + args.positional()[0] + "' (generate or probe)");
}

const CommandRegistration reg {{"egtb", kUsage, runEgtb}};

} // namespace

} // namespace damas::cli
