// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * PDN FEN as ../shared/spec/variants.md describes it (ranges, algebraic squares on 8x8, K for
 * kings, a trailing '.', an empty side, lidraughts' ":H0:F1" suffix ignored) and the canonical
 * form damas-cli prints (../shared/spec/cli.md: side, White, Black, squares increasing, K before
 * kings, no ranges, no dot, an empty side as its letter alone). Every error parseFen can give is
 * checked for its column (1-based character position) and its reason.
 */
#include "random_positions.h"

#include "fen.h"
#include "movegen.h"

#include <QTest>

#include <random>

using namespace damas;
using namespace damas::reference;

Q_DECLARE_METATYPE(damas::Variant)

namespace {

std::string range(int from, int to)
{
    std::string s;
    for (int sq = from; sq <= to; ++sq) {
        if (sq > from)
            s += ',';
        s += std::to_string(sq);
    }
    return s;
}

} // namespace

class TestFen : public QObject
{
    Q_OBJECT

private slots:
    // The start positions of variants.md, written out square by square.
    void startPositions_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("canonical");
        const std::string eight = ":W" + range(21, 32) + ":B" + range(1, 12);
        QTest::newRow("american") << Variant::American << QString::fromStdString("B" + eight);
        QTest::newRow("brazilian") << Variant::Brazilian << QString::fromStdString("W" + eight);
        QTest::newRow("russian") << Variant::Russian << QString::fromStdString("W" + eight);
        QTest::newRow("international")
            << Variant::International
            << QString::fromStdString("W:W" + range(31, 50) + ":B" + range(1, 20));
    }
    void startPositions()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, canonical);
        QCOMPARE(QString::fromStdString(toFen(Position::start(variant))), canonical);
        // The spec's own start FEN, with ranges, reads as the start position.
        const auto pos = parseFen(variant, rulesOf(variant).startFen);
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());
        QVERIFY(*pos == Position::start(variant));
    }

    // Every accepted form, and the canonical FEN it reads as.
    void reading_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("canonical");
        const Variant am = Variant::American, ru = Variant::Russian, br = Variant::Brazilian;
        const Variant in = Variant::International;
        // cli.md's example, and the same pieces in another order.
        QTest::newRow("canonical") << am << "B:W21,22,K30:B1,5"
                                   << "B:W21,22,K30:B1,5";
        QTest::newRow("unsorted") << am << "B:WK30,22,21:B5,1"
                                  << "B:W21,22,K30:B1,5";
        QTest::newRow("black first") << am << "B:B1,5:W21,22,K30"
                                     << "B:W21,22,K30:B1,5";
        QTest::newRow("ranges") << in << "W:W31-35,K1-2:B16-20"
                                << "W:WK1,K2,31,32,33,34,35:B16,17,18,19,20";
        QTest::newRow("one-square range") << am << "W:W21-21:B1"
                                          << "W:W21:B1";
        // a1 c1 are 29 30; b8 is 1; h8 is 4.
        QTest::newRow("algebraic") << ru << "W:Wa1,c1:Bb8,Kh8"
                                   << "W:W29,30:B1,K4";
        QTest::newRow("algebraic and numbers") << br << "B:Wa1,30:B1,d8"
                                               << "B:W29,30:B1,2";
        QTest::newRow("trailing dot") << am << "B:W21,22:B1."
                                      << "B:W21,22:B1";
        QTest::newRow("empty black") << am << "W:W21:B"
                                     << "W:W21:B";
        QTest::newRow("empty white") << am << "B:W:B1"
                                     << "B:W:B1";
        QTest::newRow("both empty") << in << "W:W:B"
                                    << "W:W:B";
        QTest::newRow("lidraughts suffix")
            << in << "W:W31-50:B1-20:H0:F1"
            << QString::fromStdString("W:W" + range(31, 50) + ":B" + range(1, 20));
        QTest::newRow("lidraughts suffix and dot") << ru << "B:W21:B1:H12:F30."
                                                   << "B:W21:B1";
        QTest::newRow("spaces") << am << " W : W21 , K22 : B 1 . "
                                << "W:W21,K22:B1";
        QTest::newRow("quoted tag value") << am << "\"B:W21:B1\""
                                          << "B:W21:B1";
        QTest::newRow("lower case") << am << "w:w21,k22:b1"
                                    << "W:W21,K22:B1";
        QTest::newRow("zero-padded") << in << "W:W045,K001:B006"
                                     << "W:WK1,45:B6";
        // PDN 3.0's unknown side to move: the variant's first mover.
        QTest::newRow("unknown side, american") << am << "?:W21:B1"
                                                << "B:W21:B1";
        QTest::newRow("unknown side, russian") << ru << "?:W21:B1"
                                               << "W:W21:B1";
        // A man on his own back row is fine; a king anywhere.
        QTest::newRow("back rows") << am << "W:W29,32,K2:B1,3,4"
                                   << "W:WK2,29,32:B1,3,4";
    }
    void reading()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(QString, canonical);
        const auto pos = parseFen(variant, fen.toStdString());
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());
        QCOMPARE(QString::fromStdString(toFen(*pos)), canonical);
        QCOMPARE(pos->variant, variant);
    }

    // Every refusal: the column where the trouble is, and what it is.
    void errors_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("reason");
        const Variant am = Variant::American, br = Variant::Brazilian;
        const Variant in = Variant::International;
        QTest::newRow("empty") << am << "" << 1 << "empty FEN";
        QTest::newRow("blank") << am << "   " << 1 << "empty FEN";
        QTest::newRow("bad side") << am << "X:W21:B1" << 1
                                  << "side to move must be W or B, not 'X'";
        QTest::newRow("no colon") << am << "WW21" << 2
                                  << "expected ':' before the next section, found 'W'";
        QTest::newRow("bad section")
            << am << "W:X21" << 3 << "expected W or B after ':', found 'X'";
        QTest::newRow("nothing after colon") << am << "W:" << 3 << "expected W or B after ':'";
        QTest::newRow("trailing colon") << am << "W:W21:B1:" << 10 << "expected W or B after ':'";
        QTest::newRow("section twice")
            << am << "W:W21:W22" << 7 << "the White section appears twice";
        QTest::newRow("black twice")
            << am << "W:B1:W21:B2" << 10 << "the Black section appears twice";
        QTest::newRow("no comma") << am << "W:W21 22" << 7
                                  << "expected ',' between squares, found '2'";
        QTest::newRow("semicolon")
            << am << "W:W21;B1" << 6 << "expected ',' between squares, found ';'";
        QTest::newRow("missing square") << am << "W:W21,:B1" << 7 << "expected a square, found ':'";
        QTest::newRow("missing last square") << am << "W:W21," << 7 << "expected a square";
        QTest::newRow("K without square") << am << "W:WK" << 5 << "expected a square";
        QTest::newRow("range without start")
            << am << "W:W-21" << 4 << "expected a square, found '-'";
        QTest::newRow("square 33 on 8x8")
            << am << "W:W33" << 4 << "square 33 is not on the 8x8 board";
        QTest::newRow("square 0") << am << "W:W0" << 4 << "square 0 is not on the 8x8 board";
        QTest::newRow("square 51 on 10x10")
            << in << "W:W51" << 4 << "square 51 is not on the 10x10 board";
        QTest::newRow("light square")
            << br << "W:Wa2" << 4
            << "square a2 is a light square of the 8x8 board: pieces stand on the dark squares";
        QTest::newRow("i-file on 8x8") << br << "W:Wi1" << 4 << "square i1 is not on the 8x8 board";
        QTest::newRow("range without end")
            << am << "W:W21-" << 7 << "expected the last square of the range";
        QTest::newRow("range off the board")
            << in << "W:W46-55" << 7 << "square 55 is not on the 10x10 board";
        QTest::newRow("range backwards") << am << "W:W25-21" << 4 << "range 25-21 runs backwards";
        QTest::newRow("two pieces on a square")
            << am << "W:W21:B21" << 8 << "square 21 already holds a piece (given at column 4)";
        QTest::newRow("a square twice")
            << am << "W:W21,21" << 7 << "square 21 already holds a piece (given at column 4)";
        QTest::newRow("inside a range")
            << in << "B:W31-35:B33" << 11 << "square 33 already holds a piece (given at column 4)";
        QTest::newRow("white man on row 8")
            << am << "W:W1" << 4 << "a white man cannot stand on square 1, its promotion row";
        QTest::newRow("black man on row 1")
            << am << "B:B29" << 4 << "a black man cannot stand on square 29, its promotion row";
        QTest::newRow("white man on b8, algebraic")
            << br << "W:Wb8" << 4 << "a white man cannot stand on square b8, its promotion row";
        QTest::newRow("white man on row 10 in a range")
            << in << "W:W3-7" << 4 << "a white man cannot stand on square 3, its promotion row";
        QTest::newRow("black man on row 1, 10x10")
            << in << "B:B46" << 4 << "a black man cannot stand on square 46";
        QTest::newRow("text after the dot")
            << am << "W:W21:B1.x" << 10 << "unexpected text after the final '.'";
        QTest::newRow("dot inside")
            << am << "W:W21.:B1" << 7 << "unexpected text after the final '.'";
        QTest::newRow("bad suffix")
            << am << "W:W21:B1:X" << 10 << "expected W or B after ':', found 'X'";
    }
    void errors()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(int, column);
        QFETCH(QString, reason);
        const auto pos = parseFen(variant, fen.toStdString());
        QVERIFY2(!pos.hasValue(),
            qPrintable("read as " + QString::fromStdString(pos ? toFen(*pos) : "")));
        QCOMPARE(pos.error().column, column);
        QVERIFY2(QString::fromStdString(pos.error().message).contains(reason),
            pos.error().message.c_str());
        // The error's text names the column too.
        QVERIFY(QString::fromStdString(pos.error().toString())
                    .startsWith(QStringLiteral("column %1: ").arg(column)));
    }

    // toFen then parseFen gives the same position, over random games and random positions.
    void roundTrip_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : kAllVariants)
            QTest::newRow(variantName(v).data()) << v;
    }
    void roundTrip()
    {
        QFETCH(Variant, variant);
        const std::vector<Position> positions
            = samplePositions(variant, 0xFE11 + static_cast<int>(variant), 20, 2000);
        for (const Position &pos : positions) {
            const std::string fen = toFen(pos);
            const auto back = parseFen(variant, fen);
            QVERIFY2(back.hasValue(), (fen + ": " + back.error().toString()).c_str());
            QVERIFY2(*back == pos, fen.c_str());
            QCOMPARE(toFen(*back), fen);
        }
    }
};

QTEST_GUILESS_MAIN(TestFen)
#include "tst_fen.moc"
