// SPDX-License-Identifier: GPL-3.0-or-later
// MoveList keeps every move however many there are: past its inline capacity it moves to the
// heap instead of dropping moves (crowded king positions can have hundreds of longest captures).
#include "movegen.h"

#include <QTest>

using namespace damas;

class TestMoveList : public QObject
{
    Q_OBJECT

    static Move numbered(int i)
    {
        return Move {Bitboard(i), static_cast<std::uint8_t>(i % 50),
            static_cast<std::uint8_t>(i / 50), false};
    }

private slots:
    void keepsEveryMovePastTheInlineCapacity()
    {
        MoveList list;
        const int n = 3 * MoveList::kInlineCapacity + 7;
        for (int i = 0; i < n; ++i)
            list.push(numbered(i));
        QCOMPARE(list.size(), n);
        int i = 0;
        for (const Move &m : list)
            QCOMPARE(m, numbered(i++));
        QCOMPARE(i, n);
        QCOMPARE(list[MoveList::kInlineCapacity], numbered(MoveList::kInlineCapacity));
    }

    void copiesAndClearsBothKinds()
    {
        MoveList big;
        for (int i = 0; i < MoveList::kInlineCapacity + 1; ++i)
            big.push(numbered(i));
        MoveList copy = big;
        QCOMPARE(copy.size(), big.size());
        QCOMPARE(copy[MoveList::kInlineCapacity], numbered(MoveList::kInlineCapacity));
        QVERIFY(std::equal(copy.begin(), copy.end(), big.begin()));

        big.clear();
        QVERIFY(big.empty());
        big.push(numbered(5));
        QCOMPARE(big.size(), 1);
        QCOMPARE(big[0], numbered(5));

        MoveList small;
        small.push(numbered(1));
        small = copy;
        QCOMPARE(small.size(), MoveList::kInlineCapacity + 1);
        copy = MoveList();
        QVERIFY(copy.empty());
    }
};

QTEST_GUILESS_MAIN(TestMoveList)
#include "tst_movelist.moc"
