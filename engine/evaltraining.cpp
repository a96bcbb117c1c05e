// SPDX-License-Identifier: GPL-3.0-or-later
#include "evaltraining.h"

#include "eval.h"
#include "evalfeatures.h"
#include "fen.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <numeric>

namespace damas {

namespace {

// The positions as their features: base score, result, search score (NaN: none) and a run of
// (index, value) pairs.
struct Prepared
{
    std::vector<float> base;
    std::vector<float> result;
    std::vector<float> score;
    std::vector<std::size_t> begin; // size + 1 entries
    std::vector<FeatureValue> features;
};

Prepared prepare(std::span<const TrainingSample> samples, bool withHand)
{
    Prepared p;
    p.begin.push_back(0);
    std::vector<FeatureValue> f;
    for (const TrainingSample &s : samples) {
        bool scaled = false;
        const int hand = handEvaluation(s.pos, &scaled);
        if (scaled)
            continue;
        learnedFeatures(s.pos, f);
        p.base.push_back(withHand ? float(hand) : 0.0f);
        p.result.push_back(s.result);
        p.score.push_back(s.hasScore ? float(s.score) : std::numeric_limits<float>::quiet_NaN());
        p.features.insert(p.features.end(), f.begin(), f.end());
        p.begin.push_back(p.features.size());
    }
    return p;
}

double score(const Prepared &p, std::size_t i, const std::vector<double> &w)
{
    double s = p.base[i];
    for (std::size_t j = p.begin[i]; j < p.begin[i + 1]; ++j)
        s += w[std::size_t(p.features[j].index)] * p.features[j].value;
    return s;
}

double sigmoid(double x)
{
    return 1.0 / (1.0 + std::exp(-x));
}

double crossEntropy(double predicted, double result)
{
    constexpr double eps = 1e-9;
    predicted = std::clamp(predicted, eps, 1.0 - eps);
    return -(result * std::log(predicted) + (1.0 - result) * std::log(1.0 - predicted));
}

// The mean cross-entropy of the predictions of positions [from, to) against `target`.
double meanLoss(const Prepared &p, std::size_t from, std::size_t to, double k,
    const std::vector<double> &w, const std::vector<float> &target)
{
    if (to <= from)
        return 0;
    double sum = 0;
    for (std::size_t i = from; i < to; ++i)
        sum += crossEntropy(sigmoid(k * score(p, i, w)), target[i]);
    return sum / double(to - from);
}

// What each position's prediction is fitted to: its result, mixed with its search score
// through the curve of scale k where it has one.
std::vector<float> targets(const Prepared &p, double k, double share)
{
    std::vector<float> t = p.result;
    if (share <= 0)
        return t;
    for (std::size_t i = 0; i < t.size(); ++i)
        if (!std::isnan(p.score[i]))
            t[i] = float((1 - share) * p.result[i] + share * sigmoid(k * p.score[i]));
    return t;
}

// K minimising the loss of the scores without learned terms, by golden-section search on
// log K.
double fitScale(const Prepared &p, std::size_t count, const std::vector<double> &zero)
{
    double lo = std::log(1e-4), hi = std::log(0.1);
    const double g = (std::sqrt(5.0) - 1) / 2;
    auto loss = [&](double logK) { return meanLoss(p, 0, count, std::exp(logK), zero, p.result); };
    double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
    double la = loss(a), lb = loss(b);
    for (int i = 0; i < 40; ++i) {
        if (la < lb) {
            hi = b;
            b = a;
            lb = la;
            a = hi - g * (hi - lo);
            la = loss(a);
        } else {
            lo = a;
            a = b;
            la = lb;
            b = lo + g * (hi - lo);
            lb = loss(b);
        }
    }
    return std::exp((lo + hi) / 2);
}

} // namespace

TrainingReport trainLearnedWeights(
    Variant variant, std::span<const TrainingSample> samples, const TrainingOptions &options)
{
    TrainingReport report;
    const Prepared p = prepare(samples, options.withHandEvaluation);
    const std::size_t total = p.base.size();
    const auto validation = std::size_t(double(total) * options.validationShare);
    const std::size_t train = total - validation;
    report.trainPositions = int(train);
    report.validationPositions = int(validation);
    const std::vector<double> zero(std::size_t(learnedWeightCount(variant)), 0.0);
    // The decay pulls toward the starting weights: what the new positions do not speak of
    // (a rare pattern's contents) keeps the weight an earlier round gave it.
    const std::vector<double> &anchor
        = options.initial.size() == zero.size() ? options.initial : zero;
    std::vector<double> w = anchor;
    report.weights = w;
    if (train == 0)
        return report;

    // K belongs to the hand-set terms alone, so fits from 0 and from earlier weights share it.
    const double k = options.fixedScale > 0 ? options.fixedScale : fitScale(p, train, zero);
    report.scale = k;
    const std::vector<float> target = targets(p, k, options.scoreShare);
    report.scoredPositions = int(
        std::count_if(p.score.begin(), p.score.end(), [](float s) { return !std::isnan(s); }));
    report.trainLossBefore = meanLoss(p, 0, train, k, w, target);
    report.validationLossBefore = meanLoss(p, train, total, k, w, target);
    report.validationResultLossBefore = meanLoss(p, train, total, k, w, p.result);

    // Adam (Kingma and Ba, 2015) with its usual moments 0.9 and 0.999.
    constexpr double beta1 = 0.9, beta2 = 0.999, eps = 1e-8;
    std::vector<double> m(w.size(), 0.0), v(w.size(), 0.0), grad(w.size(), 0.0);
    std::vector<std::size_t> order(train);
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::uint64_t state = options.seed;
    auto random = [&state] {
        std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    };
    // The weights after the epoch with the lowest validation loss are kept (early stopping).
    std::vector<double> best = w;
    double bestLoss = validation > 0 ? report.validationLossBefore : 0;
    long long step = 0;
    const std::size_t batch = std::size_t(std::max(1, options.batchSize));
    for (int epoch = 0; epoch < options.epochs; ++epoch) {
        for (std::size_t i = train - 1; i > 0; --i)
            std::swap(order[i], order[std::size_t(random() % (i + 1))]);
        // The step shrinks linearly to a tenth over the epochs.
        const double rate = options.learningRate
            * (1.0 - 0.9 * double(epoch) / double(std::max(1, options.epochs - 1)));
        for (std::size_t from = 0; from < train; from += batch) {
            const std::size_t to = std::min(train, from + batch);
            std::fill(grad.begin(), grad.end(), 0.0);
            for (std::size_t b = from; b < to; ++b) {
                const std::size_t i = order[b];
                const double d = k * (sigmoid(k * score(p, i, w)) - target[i]);
                for (std::size_t j = p.begin[i]; j < p.begin[i + 1]; ++j)
                    grad[std::size_t(p.features[j].index)] += d * p.features[j].value;
            }
            ++step;
            const double n = double(to - from);
            const double c1 = 1.0 - std::pow(beta1, double(step));
            const double c2 = 1.0 - std::pow(beta2, double(step));
            for (std::size_t j = 0; j < w.size(); ++j) {
                const double g = grad[j] / n;
                m[j] = beta1 * m[j] + (1 - beta1) * g;
                v[j] = beta2 * v[j] + (1 - beta2) * g * g;
                w[j] -= rate * (m[j] / c1) / (std::sqrt(v[j] / c2) + eps)
                    + options.l2 * (w[j] - anchor[j]);
            }
        }
        if (validation == 0) {
            best = w;
        } else if (const double loss = meanLoss(p, train, total, k, w, target); loss < bestLoss) {
            bestLoss = loss;
            best = w;
            report.bestEpoch = epoch + 1;
        }
    }
    w = best;
    report.trainLoss = meanLoss(p, 0, train, k, w, target);
    report.validationLoss = meanLoss(p, train, total, k, w, target);
    report.validationResultLoss = meanLoss(p, train, total, k, w, p.result);
    report.weights = w;
    return report;
}

Expected<TrainingSample> parseTrainingLine(Variant variant, std::string_view line)
{
    const auto tab = line.find('\t');
    if (tab == std::string_view::npos)
        return Error {"not FEN<TAB>result"};
    std::string_view result = line.substr(tab + 1);
    std::string_view scoreText;
    const auto second = result.find('\t');
    if (second != std::string_view::npos) {
        scoreText = result.substr(second + 1);
        result = result.substr(0, second);
    }
    TrainingSample sample {Position {}, 0.0f};
    if (result == "1")
        sample.result = 1.0f;
    else if (result == "0.5")
        sample.result = 0.5f;
    else if (result != "0")
        return Error {"the result " + quoteText(result, 40) + " is not 1, 0.5 or 0"};
    if (second != std::string_view::npos) {
        // A whole number, an optional minus sign and digits only.
        const char *first = scoreText.data(), *last = first + scoreText.size();
        int value = 0;
        const auto [end, ec] = std::from_chars(first, last, value);
        if (scoreText.empty() || ec != std::errc {} || end != last || value < -kMaxTrainingScore
            || value > kMaxTrainingScore)
            return Error {"the score " + quoteText(scoreText, 40) + " is not a whole number from -"
                + std::to_string(kMaxTrainingScore) + " to " + std::to_string(kMaxTrainingScore)};
        sample.hasScore = true;
        sample.score = value;
    }
    auto pos = parseFen(variant, line.substr(0, tab));
    if (!pos)
        return Error {pos.error().toString()};
    sample.pos = *pos;
    return sample;
}

std::string trainingLine(const TrainingSample &sample)
{
    std::string line = toFen(sample.pos);
    line += sample.result == 1.0f ? "\t1" : sample.result == 0.0f ? "\t0" : "\t0.5";
    if (sample.hasScore)
        line += '\t' + std::to_string(sample.score);
    return line;
}

} // namespace damas
