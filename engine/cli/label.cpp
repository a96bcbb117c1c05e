// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli label <variant> --data FILE --out FILE [--nodes N] [--threads T]
//
// Gives every position of a training file (damas-cli selfplay) a search's score: each line
// "FEN<TAB>result" is written again as "FEN<TAB>result<TAB>score", the score that of a search
// of about N nodes from White's side in hundredths of a man (a won line's score written as
// +/-kMaxTrainingScore). damas-cli train --score-share then fits the learned terms partly to
// these scores, which say more about a position than its game's result alone (most games are
// drawn, and a result is decided many moves later). docs/training.md.
//
// The positions are searched in blocks of kBlock, each block from a cleared search, so the
// scores are the same whatever the number of threads sharing the blocks.
#include "command.h"
#include "eval.h"
#include "evaltraining.h"
#include "search.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <thread>

namespace damas::cli {

namespace {

constexpr const char *kUsage = "label <variant> --data FILE --out FILE [--nodes N] [--threads T]";

constexpr std::size_t kBlock = 256;

// The score of a search of `pos` from White's side, bounded as a training file's scores are.
int whiteScore(Search &search, const Position &pos, std::uint64_t nodes, std::uint64_t &spent)
{
    SearchLimits limits;
    limits.nodes = nodes;
    const SearchResult r = search.run(pos, limits);
    spent += r.nodes;
    // No legal move: the side to move has lost.
    const int own = r.hasMove ? r.score : -kScoreWin;
    const int bounded = std::clamp(own, -kMaxTrainingScore, kMaxTrainingScore);
    return pos.side == Color::White ? bounded : -bounded;
}

int runLabel(const std::vector<std::string> &argv)
{
    const Args args(argv, {"data", "out", "nodes", "threads"});
    if (!args.ok())
        return fail("label: " + args.error());
    if (args.positional().size() != 1 || !args.option("data") || !args.option("out"))
        return fail(std::string("label: usage: damas-cli ") + kUsage);
    const auto variant = variantArgument(args.positional()[0]);
    if (!variant)
        return fail("label: " + variant.error().message);
    const auto nodes = args.wholeNumber("nodes", 3000, 1, 1LL << 40);
    if (!nodes)
        return fail("label: --nodes must be a whole number from 1");
    const auto threads = args.wholeNumber("threads", 1, 1, 64);
    if (!threads)
        return fail("label: --threads must be a whole number from 1 to 64");

    const std::string inPath = *args.option("data");
    std::ifstream in(inPath, std::ios::binary);
    if (!in)
        return fail("label: cannot read the data file " + quoteText(inPath, 200));
    std::vector<TrainingSample> samples;
    std::string line;
    for (int lineNumber = 1; std::getline(in, line); ++lineNumber) {
        auto sample = parseTrainingLine(*variant, line);
        if (!sample)
            return fail("label: " + printable(inPath, 200) + ":" + std::to_string(lineNumber) + ": "
                + sample.error().message);
        samples.push_back(*sample);
    }
    // Read everything before writing anything: --out may name the data file itself.
    in.close();

    const auto start = std::chrono::steady_clock::now();
    std::atomic<std::size_t> nextBlock {0};
    std::atomic<std::uint64_t> totalNodes {0};
    auto work = [&] {
        Search search(4);
        std::uint64_t spent = 0;
        for (;;) {
            const std::size_t from = nextBlock.fetch_add(1) * kBlock;
            if (from >= samples.size())
                break;
            search.clear();
            const std::size_t to = std::min(samples.size(), from + kBlock);
            for (std::size_t i = from; i < to; ++i) {
                samples[i].score = whiteScore(search, samples[i].pos, std::uint64_t(*nodes), spent);
                samples[i].hasScore = true;
            }
        }
        totalNodes += spent;
    };
    std::vector<std::thread> helpers;
    for (long long t = 1; t < *threads; ++t)
        helpers.emplace_back(work);
    work();
    for (std::thread &t : helpers)
        t.join();
    const double seconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    const std::string outPath = *args.option("out");
    std::ofstream out(outPath, std::ios::binary);
    if (!out)
        return fail("label: cannot write " + quoteText(outPath, 200));
    for (const TrainingSample &s : samples)
        out << trainingLine(s) << '\n';
    out.flush();
    if (!out)
        return fail("label: writing " + quoteText(outPath, 200) + " failed");
    std::printf("label %s: %zu positions, %llu nodes, %.0f s\n",
        std::string(variantName(*variant)).c_str(), samples.size(),
        static_cast<unsigned long long>(totalNodes.load()), seconds);
    return 0;
}

const CommandRegistration reg {{"label", kUsage, runLabel}};

} // namespace

} // namespace damas::cli
