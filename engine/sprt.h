// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>

namespace damas {

/*
 * The results of a match counted by game pairs: the same opening played twice, the colours
 * swapped. A pair scores 0, 1/2, 1, 3/2 or 2 points for the first player (the pentanomial
 * counts), which takes out most of the noise of the openings: a one-sided opening gives a 1-1
 * pair, not a win and a loss counted as independent results.
 */
struct PairCounts
{
    std::array<std::int64_t, 5> counts {}; // counts[k]: pairs scoring k/2 points

    void add(int halfPoints) { ++counts.at(std::size_t(halfPoints)); }
    std::int64_t pairs() const;
    // The first player's mean score a game (0..1) and the variance of a pair's mean score.
    double mean() const;
    double variance() const;
};

// The logistic Elo difference for an expected score (0..1), and back: s = 1 / (1 + 10^(-e/400)).
double eloFromScore(double score);
double scoreFromElo(double elo);

// An Elo estimate with its 95% interval, from the pairs' mean score and its standard error.
struct EloEstimate
{
    double elo = 0;
    double low = 0;
    double high = 0;
    double margin() const { return (high - low) / 2; }
};
EloEstimate estimateElo(const PairCounts &pairs);

/*
 * The sequential probability ratio test of H0 "the first player is elo0 better" against H1
 * "elo1 better" (logistic Elo), on the pair scores with the normal approximation of the
 * generalised SPRT (Michel Van den Bergh, "A simple derivation of the GSPRT", 2013): with N
 * pairs of mean score m and variance v, LLR = N (s1 - s0) (2m - s0 - s1) / (2v), s0 and s1 the
 * expected scores of elo0 and elo1. It is 0 until the pairs differ (v = 0).
 */
struct Sprt
{
    double elo0 = 0;
    double elo1 = 5;
    double alpha = 0.05; // the chance of accepting H1 when H0 holds
    double beta = 0.05; // the chance of accepting H0 when H1 holds

    enum class Decision { Continue, AcceptH0, AcceptH1 };

    double llr(const PairCounts &pairs) const;
    double lowerBound() const; // ln(beta / (1 - alpha)): at or below it H0 is accepted
    double upperBound() const; // ln((1 - beta) / alpha): at or above it H1 is accepted
    Decision decide(double llr) const;
};

} // namespace damas
