// SPDX-License-Identifier: GPL-3.0-or-later
// Deep perft from the start positions (labelled "slow": minutes, not seconds). Sources as in
// tst_perft.cpp: dctl perft tables, Aart Bik / OEIS A133046, Kallisto/Avrora, Dagaz.
#include "fen.h"
#include "movegen.h"

#include <QTest>

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)

class TestPerftDeep : public QObject
{
    Q_OBJECT

private slots:
    void startPosition_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        QTest::newRow("american d9") << Variant::American << 9 << 3963680ULL;
        QTest::newRow("american d10") << Variant::American << 10 << 18391564ULL;
        QTest::newRow("american d11") << Variant::American << 11 << 85242128ULL;
        QTest::newRow("russian d9") << Variant::Russian << 9 << 4570586ULL;
        QTest::newRow("russian d10") << Variant::Russian << 10 << 22444032ULL;
        QTest::newRow("brazilian d9") << Variant::Brazilian << 9 << 4431766ULL;
        QTest::newRow("brazilian d10") << Variant::Brazilian << 10 << 21560022ULL;
        QTest::newRow("international d9") << Variant::International << 9 << 41022423ULL;
        QTest::newRow("international d10") << Variant::International << 10 << 258895763ULL;
    }
    void startPosition()
    {
        QFETCH(Variant, variant);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        QCOMPARE(qulonglong(perft(Position::start(variant), depth)), nodes);
    }
};

QTEST_GUILESS_MAIN(TestPerftDeep)
#include "tst_perft_deep.moc"
