// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "error.h"
#include "position.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace damas {

// One training position and the result of its game from White's side (1, 0.5 or 0), and
// where `damas-cli label` searched it, the search's score from White's side in hundredths of
// a man.
struct TrainingSample
{
    Position pos;
    float result;
    bool hasScore = false;
    int score = 0;
};

// The bounds of a written search score: a won line's score is written as one of these.
inline constexpr int kMaxTrainingScore = 2000;

/*
 * One line of a training file: "FEN<TAB>result" (damas-cli selfplay) or
 * "FEN<TAB>result<TAB>score" (damas-cli label), the result 1, 0.5 or 0, the score a whole
 * number from -kMaxTrainingScore to kMaxTrainingScore. The error says what is wrong (the
 * caller adds where).
 */
Expected<TrainingSample> parseTrainingLine(Variant variant, std::string_view line);
// The line of a sample (its FEN, its result, and its score when it has one), without the '\n'.
std::string trainingLine(const TrainingSample &sample);

struct TrainingOptions
{
    int epochs = 30;
    double learningRate = 1.0; // Adam's step, in hundredths of a man
    double l2 = 1e-4; // weight decay per step, toward 0
    int batchSize = 4096;
    std::uint64_t seed = 1; // the order of the positions in each epoch
    double validationShare = 0.1; // the last positions, held out
    bool withHandEvaluation = true; // the learned terms add to eval.cpp's hand-set ones
    double fixedScale = 0; // the sigmoid's K; 0: fitted to the data first
    // The weights Adam starts from and the decay pulls toward (a round's weights, refined on
    // new positions); empty or of the wrong count: from 0, decaying toward 0.
    std::vector<double> initial;
    // The share of the search score in what a position's prediction is fitted to: the target
    // is (1 - share) * result + share * sigmoid(K * score) for a position that has a score
    // (the result alone for one that has none). 0: the game results alone.
    double scoreShare = 0;
};

struct TrainingReport
{
    double scale = 0; // K: a score s (hundredths of a man) predicts 1 / (1 + exp(-K s))
    int trainPositions = 0;
    int validationPositions = 0;
    // Mean cross-entropy of the targets (the results, or with scoreShare the mix), with the
    // starting weights and with the kept ones.
    double trainLossBefore = 0, trainLoss = 0;
    double validationLossBefore = 0, validationLoss = 0;
    // With a score share: the validation positions' cross-entropy against their game results
    // alone, before and after (what the fit is finally for).
    double validationResultLossBefore = 0, validationResultLoss = 0;
    int scoredPositions = 0; // positions with a search score among those fitted
    // The epoch whose weights are kept, the lowest validation loss; 0: the starting weights.
    int bestEpoch = 0;
    std::vector<double> weights; // in hundredths of a man (evalfeatures.h's layout)
};

/*
 * The Texel method: the evaluation's score, through a logistic curve, predicts the results.
 * K is fitted first on the evaluation without learned terms, then Adam fits the learned
 * weights (from 0, or from options.initial) to lower the cross-entropy of the training positions,
 * keeping those of the epoch with the lowest loss on the validation positions. Positions in the
 * endings that eval.cpp scales or drives (handEvaluation()) are left out. With a score share,
 * each scored position's target mixes its game's result with its search score through the
 * same curve (K fitted on the results alone).
 */
TrainingReport trainLearnedWeights(
    Variant variant, std::span<const TrainingSample> samples, const TrainingOptions &options);

} // namespace damas
