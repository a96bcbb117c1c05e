// SPDX-License-Identifier: GPL-3.0-or-later
// The time a search may take: a fixed move time whole, a clock's share spent where it counts.
#include "search.h"
#include "timebudget.h"

#include <QTest>

#include <string>

using namespace damas;

class TestTimeBudget : public QObject
{
    Q_OBJECT

private slots:
    void fixedMoveTimeRunsToItsEnd()
    {
        SearchLimits limits;
        limits.moveTimeMs = 300;
        const TimeBudget b = TimeBudget::forLimits(limits);
        QCOMPARE(b.hardMs, 300);
        QVERIFY(!b.stopsAfterIteration(299, false, false));
        QVERIFY(b.stopsAfterIteration(300, false, false));
    }

    void noTimeLimit()
    {
        SearchLimits depth;
        depth.depth = 9;
        QCOMPARE(TimeBudget::forLimits(depth).hardMs, 0);
        QVERIFY(!TimeBudget::forLimits(depth).stopsAfterIteration(1000000, false, false));
        SearchLimits infinite;
        infinite.timeLeftMs = 60000;
        infinite.infinite = true;
        QCOMPARE(TimeBudget::forLimits(infinite).hardMs, 0);
    }

    /*
     * 30 s left, no increment, no moves to go: the share is (30000 - 500) / 30 = 983 ms. A
     * settled search begins no iteration after 0.65 of it (638 ms; it used to stop at half,
     * and the moves took 0.6 of their share on average); one whose best move changed goes on
     * to 8/5 of that (1020 ms), and one whose score also fell to 13/10 more (1326 ms); none
     * past the hard limit, four shares (3932 ms).
     */
    void clockShareGoesWhereTheChoiceIsOpen()
    {
        SearchLimits limits;
        limits.timeLeftMs = 30000;
        const TimeBudget b = TimeBudget::forLimits(limits);
        QCOMPARE(b.shareMs, 983);
        QCOMPARE(b.softMs, 638);
        QCOMPARE(b.hardMs, 3932);
        QVERIFY(!b.stopsAfterIteration(600, false, false));
        QVERIFY(b.stopsAfterIteration(640, false, false));
        QVERIFY(!b.stopsAfterIteration(640, true, false));
        QVERIFY(b.stopsAfterIteration(1021, true, false));
        QVERIFY(!b.stopsAfterIteration(1021, true, true));
        QVERIFY(b.stopsAfterIteration(1327, true, true));
        QVERIFY(!b.stopsAfterIteration(800, false, true));
        QVERIFY(b.stopsAfterIteration(830, false, true));
    }

    // Few seconds left: the hard limit, a third of what is left, bounds every extension.
    void hardLimitBoundsTheExtensions()
    {
        SearchLimits limits;
        limits.timeLeftMs = 1200;
        limits.movesToGo = 2;
        const TimeBudget b = TimeBudget::forLimits(limits);
        QCOMPARE(b.shareMs, 540);
        QCOMPARE(b.hardMs, 360);
        QCOMPARE(b.softMs, 234);
        QVERIFY(b.stopsAfterIteration(360, true, true));
        QVERIFY(!b.stopsAfterIteration(359, true, true));
    }

    void incrementCountsMostly()
    {
        SearchLimits limits;
        limits.timeLeftMs = 10000;
        limits.incrementMs = 1000;
        limits.movesToGo = 10;
        QCOMPARE(TimeBudget::forLimits(limits).shareMs, (10000 - 500) / 10 + 750);
    }

    // A real search under a clock spends at least the settled part of its share, at most the
    // hard limit (with room for a loaded machine).
    void searchUnderAClockUsesItsShare()
    {
        SearchLimits limits;
        limits.timeLeftMs = 6000;
        const TimeBudget b = TimeBudget::forLimits(limits);
        Search search(4);
        const SearchResult r = search.run(Position::start(Variant::International), limits);
        QVERIFY(r.hasMove);
        QVERIFY2(r.ms >= b.softMs && r.ms <= b.hardMs + 250, std::to_string(r.ms).c_str());
    }
};

QTEST_GUILESS_MAIN(TestTimeBudget)
#include "tst_timebudget.moc"
