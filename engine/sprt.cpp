// SPDX-License-Identifier: GPL-3.0-or-later
#include "sprt.h"

#include <cmath>
#include <limits>

namespace damas {

std::int64_t PairCounts::pairs() const
{
    std::int64_t n = 0;
    for (const std::int64_t c : counts)
        n += c;
    return n;
}

double PairCounts::mean() const
{
    const std::int64_t n = pairs();
    if (n == 0)
        return 0.5;
    double sum = 0;
    for (std::size_t k = 0; k < counts.size(); ++k)
        sum += double(counts[k]) * double(k) / 4;
    return sum / double(n);
}

double PairCounts::variance() const
{
    const std::int64_t n = pairs();
    if (n == 0)
        return 0;
    const double m = mean();
    double sum = 0;
    for (std::size_t k = 0; k < counts.size(); ++k) {
        const double d = double(k) / 4 - m;
        sum += double(counts[k]) * d * d;
    }
    return sum / double(n);
}

double eloFromScore(double score)
{
    if (score <= 0)
        return -std::numeric_limits<double>::infinity();
    if (score >= 1)
        return std::numeric_limits<double>::infinity();
    return -400 * std::log10(1 / score - 1);
}

double scoreFromElo(double elo)
{
    return 1 / (1 + std::pow(10.0, -elo / 400));
}

EloEstimate estimateElo(const PairCounts &pairs)
{
    EloEstimate e;
    const std::int64_t n = pairs.pairs();
    if (n == 0)
        return e;
    const double m = pairs.mean();
    // 1.959964: the two-sided 95% quantile of the normal distribution.
    const double se = std::sqrt(pairs.variance() / double(n));
    e.elo = eloFromScore(m);
    e.low = eloFromScore(m - 1.959964 * se);
    e.high = eloFromScore(m + 1.959964 * se);
    return e;
}

double Sprt::llr(const PairCounts &pairs) const
{
    const std::int64_t n = pairs.pairs();
    const double v = pairs.variance();
    if (n == 0 || v <= 0)
        return 0;
    const double s0 = scoreFromElo(elo0);
    const double s1 = scoreFromElo(elo1);
    return double(n) * (s1 - s0) * (2 * pairs.mean() - s0 - s1) / (2 * v);
}

double Sprt::lowerBound() const
{
    return std::log(beta / (1 - alpha));
}

double Sprt::upperBound() const
{
    return std::log((1 - beta) / alpha);
}

Sprt::Decision Sprt::decide(double llr) const
{
    return llr >= upperBound() ? Decision::AcceptH1
        : llr <= lowerBound()  ? Decision::AcceptH0
                               : Decision::Continue;
}

} // namespace damas
