// SPDX-License-Identifier: GPL-3.0-or-later
// Perft: the move generator's oracle. Every number here is published; the source is cited
// beside each table (../shared/spec/variants.md collects them).
#include "fen.h"
#include "movegen.h"

#include <QTest>

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)

class TestPerft : public QObject
{
    Q_OBJECT

private:
    static void addRows(const char *name, Variant v, const char *fen,
        std::initializer_list<qulonglong> counts, int maxDepth)
    {
        int depth = 1;
        for (qulonglong n : counts) {
            if (depth > maxDepth)
                break;
            QTest::addRow("%s d%d", name, depth) << v << QString::fromLatin1(fen) << depth << n;
            ++depth;
        }
    }

    // Start positions, drop-duplicates convention. Sources: dctl perft tables (Rein Halbersma),
    // Aart Bik's published counts and OEIS A133046 (American), Kallisto/Avrora (Russian), Dagaz.
    static void startRows(int from, int to)
    {
        auto rows = [&](const char *name, Variant v, std::initializer_list<qulonglong> counts) {
            int depth = 1;
            for (qulonglong n : counts) {
                if (depth >= from && depth <= to)
                    QTest::addRow("%s start d%d", name, depth)
                        << v << QString::fromLatin1(rulesOf(v).startFen) << depth << n;
                ++depth;
            }
        };
        rows("american", Variant::American,
            {7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564, 85242128});
        rows("russian", Variant::Russian,
            {7, 49, 302, 1469, 7482, 37986, 190146, 929899, 4570586, 22444032});
        rows("brazilian", Variant::Brazilian,
            {7, 49, 302, 1469, 7473, 37628, 187302, 907830, 4431766, 21560022});
        rows("international", Variant::International,
            {9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423, 258895763});
    }

    static void columns()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
    }

    static void check()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        const auto pos = parseFen(variant, fen.toStdString());
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());
        QCOMPARE(qulonglong(perft(*pos, depth)), nodes);
    }

private slots:
    void startPosition_data()
    {
        columns();
        startRows(1, 8);
    }
    void startPosition() { check(); }

    // Published positions (variants.md, "Perft of other positions").
    void publishedPositions_data()
    {
        columns();
        addRows("Woldouby", Variant::International,
            "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
            {6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88050}, 10);
        addRows("AlmostPromotion", Variant::International, "W:W6,7,8,9,10:B41,42,43,44,45",
            {9, 81, 795, 7578, 86351, 936311}, 6);
        addRows("RU1 promotion in a capture", Variant::Russian, "B:W26,27,30:B22,23",
            {3, 5, 29, 65, 491}, 5);
        addRows("RU2 promotion in a capture, free choice", Variant::Russian,
            "B:W10,17,25,26:B6,21,22", {9, 14, 28, 126, 700}, 5);
    }
    void publishedPositions() { check(); }
};

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
