// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <cstdint>
#include <span>
#include <vector>

namespace damas {

// One training position and the result of its game from White's side (1, 0.5 or 0).
struct TrainingSample
{
    Position pos;
    float result;
};

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
};

struct TrainingReport
{
    double scale = 0; // K: a score s (hundredths of a man) predicts 1 / (1 + exp(-K s))
    int trainPositions = 0;
    int validationPositions = 0;
    // Mean cross-entropy of the results, with the starting weights and with the kept ones.
    double trainLossBefore = 0, trainLoss = 0;
    double validationLossBefore = 0, validationLoss = 0;
    // The epoch whose weights are kept, the lowest validation loss; 0: the starting weights.
    int bestEpoch = 0;
    std::vector<double> weights; // in hundredths of a man (evalfeatures.h's layout)
};

/*
 * The Texel method: the evaluation's score, through a logistic curve, predicts the results.
 * K is fitted first on the evaluation without learned terms, then Adam fits the learned
 * weights (from 0, or from options.initial) to lower the cross-entropy of the training positions,
 * keeping those of the epoch with the lowest loss on the validation positions. Positions in the
 * endings that eval.cpp scales or drives (handEvaluation()) are left out.
 */
TrainingReport trainLearnedWeights(
    Variant variant, std::span<const TrainingSample> samples, const TrainingOptions &options);

} // namespace damas
