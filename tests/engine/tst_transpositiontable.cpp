// SPDX-License-Identifier: GPL-3.0-or-later
// The transposition table: what is stored is found again, and clear() leaves a table that
// behaves entry for entry like a new one, however many times it is cleared (clear() writes
// nothing: it advances a generation kept in the entries, see transpositiontable.h).
#include "transpositiontable.h"

#include <QTest>

using namespace damas;

class TestTranspositionTable : public QObject
{
    Q_OBJECT

    // Keys that share one bucket (the same low bits) and differ above every index bit.
    static std::uint64_t sameBucket(int i) { return 0x1234'5678'9ABCull | std::uint64_t(i) << 48; }

    static bool found(const TranspositionTable &tt, std::uint64_t key, int score)
    {
        TranspositionTable::Entry e;
        return tt.probe(key, e) && e.score == score;
    }

    // Four entries of depth 50 in the bucket of sameBucket(), of the table's current search.
    static void fillBucket(TranspositionTable &tt)
    {
        for (int i = 0; i < 4; ++i)
            tt.store(sameBucket(10 + i), 100 + i, 0, 3, 50, Bound::Exact);
    }

private slots:
    void findsWhatWasStored()
    {
        TranspositionTable tt(1);
        tt.newSearch();
        const std::uint64_t key = 0xDEAD'BEEF'0000'0042ull;
        tt.store(key, -321, 17, 5, 9, Bound::Lower);
        TranspositionTable::Entry e;
        QVERIFY(tt.probe(key, e));
        QCOMPARE(e.score, -321);
        QCOMPARE(e.eval, 17);
        QCOMPARE(e.move, 5);
        QCOMPARE(e.depth, 9);
        QCOMPARE(e.bound(), Bound::Lower);
        // The same bucket, another key.
        QVERIFY(!tt.probe(key ^ (1ull << 60), e));
    }

    void clearForgetsEveryEntry()
    {
        // One entry in each of the first 1000 buckets; hashfull() samples the first 250.
        auto key = [](int i) { return std::uint64_t(i) | std::uint64_t(i + 1) << 40; };
        TranspositionTable tt(1);
        for (int i = 0; i < 1000; ++i)
            tt.store(key(i), i, 0, 0, 4, Bound::Exact);
        QCOMPARE(tt.hashfull(), 250);
        QVERIFY(found(tt, key(999), 999));
        tt.clear();
        QCOMPARE(tt.hashfull(), 0);
        for (int i = 0; i < 1000; ++i)
            QVERIFY(!found(tt, key(i), i));
    }

    /*
     * An old entry must be empty to store(), not merely unfound: a new table takes empty slots
     * first, so four shallow entries stored in one bucket all stay. Were the deep entries of
     * before the clear still there as entries of the current search, each shallow one would
     * push out the one before.
     */
    void clearedBucketFillsLikeANewOne()
    {
        TranspositionTable tt(1);
        fillBucket(tt);
        tt.clear();
        for (int i = 0; i < 4; ++i)
            tt.store(sameBucket(i), i, 0, 1, 1, Bound::Exact);
        for (int i = 0; i < 4; ++i)
            QVERIFY2(found(tt, sameBucket(i), i), qPrintable(QString::number(i)));
        for (int i = 0; i < 4; ++i)
            QVERIFY(!found(tt, sameBucket(10 + i), 100 + i));
    }

    // The generations come round every 256 clears: an entry must not come back then.
    void manyClearsForgetToo()
    {
        TranspositionTable tt(1);
        fillBucket(tt);
        for (int n = 1; n <= 600; ++n) {
            tt.clear();
            for (int i = 0; i < 4; ++i)
                QVERIFY2(!found(tt, sameBucket(10 + i), 100 + i), qPrintable(QString::number(n)));
        }
    }

    void resizeClears()
    {
        TranspositionTable tt(1);
        fillBucket(tt);
        tt.resize(2);
        QCOMPARE(tt.megabytes(), std::size_t(2));
        for (int i = 0; i < 4; ++i)
            QVERIFY(!found(tt, sameBucket(10 + i), 100 + i));
    }

    /*
     * A table of 2 MB or more is, on Linux, a block of its own aligned to 2 MB (huge pages): every
     * bucket of it, the last one too, keeps what is stored, also after the block is taken afresh
     * (the 256th clear) and after a resize.
     */
    void largeTableFromEndToEnd()
    {
        TranspositionTable tt(8);
        const std::uint64_t buckets = (std::uint64_t(8) << 20) / 64;
        auto key = [](std::uint64_t bucket, int round) {
            return bucket | std::uint64_t(round + 1) << 40;
        };
        auto fillAndCheck = [&](int round) {
            for (std::uint64_t b = 0; b < buckets; b += 4093)
                tt.store(key(b, round), int(b % 1000), 0, 1, 5, Bound::Exact);
            tt.store(key(buckets - 1, round), 999, 0, 1, 5, Bound::Exact);
            for (std::uint64_t b = 0; b < buckets; b += 4093)
                QVERIFY2(found(tt, key(b, round), int(b % 1000)), qPrintable(QString::number(b)));
            QVERIFY(found(tt, key(buckets - 1, round), 999));
        };
        fillAndCheck(0);
        for (int n = 0; n < 256; ++n)
            tt.clear();
        QVERIFY(!found(tt, key(buckets - 1, 0), 999));
        fillAndCheck(1);
        tt.resize(4);
        QCOMPARE(tt.megabytes(), std::size_t(4));
        QVERIFY(!found(tt, key(0, 1), 0));
        tt.resize(16);
        QCOMPARE(tt.megabytes(), std::size_t(16));
        const std::uint64_t last = (std::uint64_t(16) << 20) / 64 - 1;
        tt.store(key(last, 2), 7, 0, 1, 5, Bound::Exact);
        QVERIFY(found(tt, key(last, 2), 7));
    }
};

QTEST_APPLESS_MAIN(TestTranspositionTable)
#include "tst_transpositiontable.moc"
