// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli train <variant> --data FILE[,FILE...] --out FILE [--seed S] [--epochs N]
//                 [--init FILE] [--rate R] [--score-share L]
//
// Fits the learned evaluation terms of a variant (evalfeatures.h) to the positions of selfplay
// files (read in the order given, so the last file's last positions are the ones held out for
// validation) and writes them as a weights file (engine/evalweights_VARIANT.inc), whose first
// lines say the command, the data and the figures of the fit (docs/training.md). --init starts
// from the weights of such a file (an earlier round's) instead of 0; --rate sets Adam's first
// step (hundredths of a man), smaller to refine such weights than to fit from 0. Lines that
// damas-cli label has given a search score are fitted, with --score-share L, to that score
// for a share L and to their game's result for the rest.
#include "command.h"
#include "evalfeatures.h"
#include "evaltraining.h"
#include "fen.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>

namespace damas::cli {

namespace {

constexpr const char *kUsage
    = "train <variant> --data FILE[,FILE...] --out FILE [--seed S] [--epochs N] [--init FILE]"
      " [--rate R] [--score-share L]";

// The lines "FEN<TAB>result[<TAB>score]" of a selfplay or label file; the error names the line.
Expected<bool> readSamples(Variant v, const std::string &path, std::vector<TrainingSample> &samples)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return Error {"cannot read the data file " + quoteText(path, 200)};
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        auto sample = parseTrainingLine(v, line);
        if (!sample)
            return Error {printable(path, 200) + ":" + std::to_string(number) + ": "
                + sample.error().message};
        samples.push_back(*sample);
    }
    return true;
}

int runTrain(const std::vector<std::string> &argv)
{
    const Args args(argv, {"data", "out", "seed", "epochs", "init", "rate", "score-share"});
    if (!args.ok())
        return fail("train: " + args.error());
    if (args.positional().size() != 1 || !args.option("data") || !args.option("out"))
        return fail(std::string("train: usage: damas-cli ") + kUsage);
    const auto variant = variantArgument(args.positional()[0]);
    if (!variant)
        return fail("train: " + variant.error().message);
    TrainingOptions options;
    if (const auto text = args.option("seed")) {
        const auto seed = parseWholeNumber(*text, 0, 1LL << 62);
        if (!seed)
            return fail("train: --seed must be a whole number");
        options.seed = std::uint64_t(*seed);
    }
    if (const auto text = args.option("epochs")) {
        const auto epochs = parseWholeNumber(*text, 1, 10000);
        if (!epochs)
            return fail("train: --epochs must be a whole number from 1 to 10000");
        options.epochs = int(*epochs);
    }
    if (const auto text = args.option("rate")) {
        char *end = nullptr;
        const double rate = std::strtod(text->c_str(), &end);
        if (text->empty() || *end != '\0' || !(rate > 0 && rate <= 100))
            return fail("train: --rate must be a number above 0, at most 100");
        options.learningRate = rate;
    }
    if (const auto text = args.option("score-share")) {
        char *end = nullptr;
        const double share = std::strtod(text->c_str(), &end);
        if (text->empty() || *end != '\0' || !(share >= 0 && share <= 1))
            return fail("train: --score-share must be a number from 0 to 1");
        options.scoreShare = share;
    }
    if (const auto path = args.option("init")) {
        std::ifstream in(*path, std::ios::binary);
        const std::string text {std::istreambuf_iterator<char>(in), {}};
        auto weights = parseLearnedWeightsSource(text);
        if (!in || !weights)
            return fail("train: cannot read the weights of " + quoteText(*path, 200));
        // A second round's file (no 3x4 nor 4x4 blocks), or a file of the seventh to
        // thirteenth rounds (no 4x4 blocks), starts the missing blocks at 0.
        if (int(weights->size()) == roundTwoWeightCount(*variant)
            || int(weights->size()) == roundThreeWeightCount(*variant))
            weights->resize(std::size_t(learnedWeightCount(*variant)), 0.0);
        if (int(weights->size()) != learnedWeightCount(*variant))
            return fail("train: " + quoteText(*path, 200) + " holds "
                + std::to_string(weights->size()) + " weights, not the "
                + std::to_string(learnedWeightCount(*variant)) + " of " + args.positional()[0]);
        options.initial = std::move(*weights);
    }
    const auto start = std::chrono::steady_clock::now();
    std::vector<TrainingSample> samples;
    const std::string files = *args.option("data");
    for (std::size_t from = 0; from <= files.size();) {
        const std::size_t comma = std::min(files.find(',', from), files.size());
        if (const auto read = readSamples(*variant, files.substr(from, comma - from), samples);
            !read)
            return fail("train: " + read.error().message);
        from = comma + 1;
    }
    const TrainingReport r = trainLearnedWeights(*variant, samples, options);
    if (r.trainPositions == 0)
        return fail("train: no position to train on in " + quoteText(*args.option("data"), 200));
    const double seconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

    char figures[600];
    int length = std::snprintf(figures, sizeof figures,
        "// %d training and %d validation positions, K %.5f, epoch %d of %d kept, %.0f s\n"
        "// loss (cross-entropy) train %.5f -> %.5f, validation %.5f -> %.5f\n",
        r.trainPositions, r.validationPositions, r.scale, r.bestEpoch, options.epochs, seconds,
        r.trainLossBefore, r.trainLoss, r.validationLossBefore, r.validationLoss);
    if (options.scoreShare > 0)
        std::snprintf(figures + length, sizeof figures - std::size_t(length),
            "// %d positions with a search score, share %.2f; validation against the results"
            " alone %.5f -> %.5f\n",
            r.scoredPositions, options.scoreShare, r.validationResultLossBefore,
            r.validationResultLoss);
    std::string command = "damas-cli train " + args.positional()[0];
    for (const char *name : {"data", "out", "seed", "epochs", "init", "rate", "score-share"})
        if (const auto value = args.option(name))
            command += std::string(" --") + name + " " + *value;
    const std::string header
        = "// Generated by: " + command + " (do not edit; docs/training.md)\n" + figures;
    std::ofstream out(*args.option("out"), std::ios::binary);
    out << learnedWeightsSource(r.weights, header);
    out.flush();
    if (!out)
        return fail("train: cannot write " + quoteText(*args.option("out"), 200));
    std::fputs(figures, stdout);
    return 0;
}

const CommandRegistration reg {{"train", kUsage, runTrain}};

} // namespace

} // namespace damas::cli
