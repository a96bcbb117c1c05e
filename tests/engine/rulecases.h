// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
/*
 * The rule tests (tst_rules_*.cpp): every rule of the "Moves" table of ../shared/spec/variants.md,
 * in each variant where it matters, on positions built for it, one file per group of rules. The
 * complete list of legal moves is written out in the variant's notation, reasoned by hand from
 * the rule (the comment above each case says how), and compared as a set with legalMoves() +
 * moveToString(). The moves that crown a man are listed too. Each position is also checked
 * against the reference generator (reference_movegen.h), and its move count against
 * countMoves() and hasLegalMove().
 *
 * Diagrams: White at the bottom; w and b are men, W and B kings, '.' an empty playing square.
 * The numbers at the right of each row are its squares as the FEN writes them:
 *
 *        8x8                             10x10
 *      +-----------------+            +---------------------+
 *    8 |   1   2   3   4 |         10 |   1   2   3   4   5 |
 *    7 | 5   6   7   8   |          9 | 6   7   8   9  10   |
 *    6 |   9  10  11  12 |          8 |  11  12  13  14  15 |
 *    5 |13  14  15  16   |          7 |16  17  18  19  20   |
 *    4 |  17  18  19  20 |          6 |  21  22  23  24  25 |
 *    3 |21  22  23  24   |          5 |26  27  28  29  30   |
 *    2 |  25  26  27  28 |          4 |  31  32  33  34  35 |
 *    1 |29  30  31  32   |          3 |36  37  38  39  40   |
 *      +-----------------+          2 |  41  42  43  44  45 |
 *        a b c d e f g h            1 |46  47  48  49  50   |
 *                                     +---------------------+
 *                                       a b c d e f g h i j
 *
 * A written move with alternatives ("a|b") is one move that can be written by either of two
 * equally valid paths.
 */
#include "reference_movegen.h"

#include "fen.h"
#include "movegen.h"
#include "notation.h"

#include <QStringList>
#include <QTest>

#include <algorithm>
#include <set>

Q_DECLARE_METATYPE(damas::Variant)

namespace rulecases {

using namespace damas;
using namespace damas::reference;

inline void columns()
{
    QTest::addColumn<Variant>("variant");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("crowning");
}

// `moves` and `crowning`: written moves separated by spaces.
inline void addCase(
    const char *name, Variant v, const char *fen, const char *moves, const char *crowning)
{
    const QString all = QString::fromLatin1(moves);
    const QString crowned = QString::fromLatin1(crowning);
    QTest::addRow("%s: %s", variantName(v).data(), name)
        << v << QString::fromLatin1(fen) << all.split(' ', Qt::SkipEmptyParts)
        << crowned.split(' ', Qt::SkipEmptyParts);
}

inline void check()
{
    QFETCH(Variant, variant);
    QFETCH(QString, fen);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, crowning);
    const auto pos = parseFen(variant, fen.toStdString());
    QVERIFY2(pos.hasValue(), pos.error().toString().c_str());

    const MoveList moves = legalMoves(*pos);
    QStringList written;
    QStringList crowned;
    for (const Move &m : moves) {
        const QString s = QString::fromStdString(moveToString(*pos, m));
        written << s;
        if (m.promotes)
            crowned << s;
    }
    const QByteArray lists = "\n   expected: " + expected.join(' ').toUtf8()
        + "\n   generated: " + written.join(' ').toUtf8() + "\n   in " + fen.toUtf8();

    // Each expected move is generated exactly once, and nothing else is.
    QStringList unmatched = written;
    for (const QString &e : expected) {
        const QStringList ways = e.split('|');
        const auto it = std::find_if(
            unmatched.begin(), unmatched.end(), [&](const QString &w) { return ways.contains(w); });
        QVERIFY2(it != unmatched.end(), ("legal move " + e.toUtf8() + " is missing" + lists));
        unmatched.erase(it);
    }
    QVERIFY2(
        unmatched.isEmpty(), ("not legal but generated: " + unmatched.join(' ').toUtf8() + lists));

    std::sort(crowned.begin(), crowned.end());
    std::sort(crowning.begin(), crowning.end());
    QCOMPARE(crowned, crowning);

    QCOMPARE(countMoves(*pos), int(expected.size()));
    QCOMPARE(hasLegalMove(*pos), !expected.isEmpty());

    // The independent generator agrees, move for move.
    std::set<ReferenceMove> engine;
    for (const Move &m : moves)
        engine.insert(toReferenceMove(*pos, m));
    const std::vector<ReferenceMove> ref = ReferenceBoard::fromPosition(*pos).legalMoves();
    QVERIFY2(engine == std::set<ReferenceMove>(ref.begin(), ref.end()),
        "the reference generator disagrees");
}

} // namespace rulecases
