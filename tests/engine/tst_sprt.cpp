// SPDX-License-Identifier: GPL-3.0-or-later
// The match statistics (sprt.h) against values worked out by hand.
#include "sprt.h"

#include <QTest>

#include <cmath>

using namespace damas;

class TestSprt : public QObject
{
    Q_OBJECT

private:
    // 100 pairs: 2 lost both, 10 lost one and drew one, 30 even, 40 a win and a draw, 18 both.
    static PairCounts sample()
    {
        PairCounts p;
        p.counts = {2, 10, 30, 40, 18};
        return p;
    }

    static bool near(double a, double b, double tolerance) { return std::abs(a - b) <= tolerance; }

private slots:
    void meanAndVariance()
    {
        const PairCounts p = sample();
        QCOMPARE(p.pairs(), 100);
        // (0*2 + 0.25*10 + 0.5*30 + 0.75*40 + 1*18) / 100
        QVERIFY(near(p.mean(), 0.655, 1e-12));
        // (2*0.655^2 + 10*0.405^2 + 30*0.155^2 + 40*0.095^2 + 18*0.345^2) / 100
        QVERIFY(near(p.variance(), 0.057225, 1e-12));
        PairCounts empty;
        QCOMPARE(empty.pairs(), 0);
        QCOMPARE(empty.variance(), 0.0);
    }

    void elo()
    {
        QCOMPARE(eloFromScore(0.5), 0.0);
        // 10^(1/2) to 1: a score of 1/(1 + 10^-0.5) is 200 Elo.
        QVERIFY(near(eloFromScore(1 / (1 + std::pow(10.0, -0.5))), 200, 1e-9));
        QVERIFY(near(scoreFromElo(-200), 1 / (1 + std::sqrt(10.0)), 1e-12));
        QVERIFY(std::isinf(eloFromScore(1)) && eloFromScore(1) > 0);
        QVERIFY(std::isinf(eloFromScore(0)) && eloFromScore(0) < 0);
        // -400 log10(1/0.655 - 1); the interval is 0.655 -+ 1.96 sqrt(0.057225 / 100).
        const EloEstimate e = estimateElo(sample());
        QVERIFY2(near(e.elo, 111.369, 1e-3), std::to_string(e.elo).c_str());
        QVERIFY2(near(e.low, 76.330, 1e-3), std::to_string(e.low).c_str());
        QVERIFY2(near(e.high, 148.753, 1e-3), std::to_string(e.high).c_str());
        QVERIFY(near(e.margin(), 36.212, 1e-3));
    }

    void llr()
    {
        const Sprt test {0, 5, 0.05, 0.05};
        // ln(0.05 / 0.95) and ln(0.95 / 0.05)
        QVERIFY(near(test.lowerBound(), -2.944439, 1e-6));
        QVERIFY(near(test.upperBound(), 2.944439, 1e-6));
        // s0 = 0.5, s1 = 1/(1 + 10^(-5/400)) = 0.5071951;
        // 100 (s1 - s0) (2 * 0.655 - s0 - s1) / (2 * 0.057225)
        QVERIFY2(near(test.llr(sample()), 1.903631, 1e-5), std::to_string(test.llr(sample())).c_str());
        QCOMPARE(test.decide(1.9), Sprt::Decision::Continue);
        QCOMPARE(test.decide(3.0), Sprt::Decision::AcceptH1);
        QCOMPARE(test.decide(-3.0), Sprt::Decision::AcceptH0);
        // Against a stronger hypothesis the same pairs lean to H0 (s0 of 100, s1 of 120 Elo).
        const Sprt stronger {100, 120, 0.05, 0.05};
        QVERIFY(near(stronger.llr(sample()), 0.086472, 1e-5));
        // alpha 0.05, beta 0.1: ln(0.1 / 0.95) and ln(0.9 / 0.05)
        const Sprt uneven {0, 5, 0.05, 0.1};
        QVERIFY(near(uneven.lowerBound(), -2.251292, 1e-6));
        QVERIFY(near(uneven.upperBound(), 2.890372, 1e-6));
        // Pairs that are all alike say nothing yet.
        PairCounts same;
        same.counts = {0, 0, 7, 0, 0};
        QCOMPARE(test.llr(same), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestSprt)
#include "tst_sprt.moc"
