// SPDX-License-Identifier: GPL-3.0-or-later
// Endgame tables: generated here into a temporary directory, checked against the rules (every
// entry against its successors), published results, a plain search, and the draw counts.
#include "egtbgenerator.h"
#include "egtbverdict.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "search.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fstream>
#include <random>

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)

namespace {

Position fen(Variant v, const char *text)
{
    const auto p = parseFen(v, text);
    if (!p)
        qFatal("bad FEN %s: %s", text, p.error().toString().c_str());
    return *p;
}

// The table entry of a position (Win/Loss/Draw and dtw), failing the test when it has none.
EndgameProbe probeOf(const EndgameTables &tables, const Position &pos)
{
    const auto p = tables.probe(pos);
    if (!p)
        qFatal("no table for %s", materialOf(pos).name().c_str());
    return *p;
}

// What a table says of the position a move leads to, for the side to move there.
EndgameProbe childProbe(const EndgameTables &tables, const Position &child)
{
    if (child.pieces(child.side) == 0)
        return {EndgameValue::Loss, 0, 0};
    return probeOf(tables, child);
}

/*
 * A plain proof search, knowing nothing of the tables: can the side to move win within `plies`
 * (a win on its own last move), or is it lost within `plies` whatever it plays?
 */
bool winWithin(const Position &pos, int plies);
bool lossWithin(const Position &pos, int plies)
{
    const MoveList moves = legalMoves(pos);
    if (moves.empty())
        return true;
    if (plies < 2)
        return false;
    for (const Move &m : moves) {
        if (!winWithin(pos.after(m), plies - 1))
            return false;
    }
    return true;
}
bool winWithin(const Position &pos, int plies)
{
    if (plies < 1)
        return false;
    for (const Move &m : legalMoves(pos)) {
        if (lossWithin(pos.after(m), plies - 1))
            return true;
    }
    return false;
}

// A random position of `white` and `black` (kings, men) per side, men off their crowning row,
// with the side to move drawn too; the same seed gives the same positions.
Position randomPosition(Variant v, std::mt19937_64 &rng, const EndgameMaterial &m)
{
    const int n = rulesOf(v).boardSize;
    const int squares = squareCount(n);
    for (;;) {
        Position p = Position::empty(v, rng() % 2 ? Color::White : Color::Black);
        bool ok = true;
        auto place = [&](Color c, bool king) {
            for (int tries = 0; tries < 100; ++tries) {
                const int s = 1 + int(rng() % std::uint64_t(squares));
                const int rank = rankOfSquare(n, s);
                if (p.pieceAt(s) != Piece::None)
                    continue;
                if (!king && rank == (c == Color::White ? n - 1 : 0))
                    continue;
                p.setPiece(s, c == Color::White ? (king ? Piece::WhiteKing : Piece::WhiteMan)
                                                : (king ? Piece::BlackKing : Piece::BlackMan));
                return;
            }
            ok = false;
        };
        for (int side = 0; side < 2; ++side) {
            const Color c = side == 0 ? Color::White : Color::Black;
            for (int i = 0; i < m.kings[side]; ++i)
                place(c, true);
            for (int i = 0; i < m.men[side]; ++i)
                place(c, false);
        }
        if (ok)
            return p;
    }
}

} // namespace

class TestEndgameTables : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::string dir() const { return m_dir.path().toStdString(); }

    void generate(Variant v, int pieces, std::optional<EndgameMaterial> only = std::nullopt)
    {
        EndgameGeneration job;
        job.variant = v;
        job.pieces = pieces;
        job.dir = dir();
        job.only = only;
        const auto report = generateEndgameTables(job);
        QVERIFY2(report, report ? "" : report.error().message.c_str());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (Variant v : kAllVariants)
            generate(v, 3);
        generate(Variant::American, 4, parseMaterial("kkm-m"));
        generate(Variant::International, 4, parseMaterial("kkk-k"));
        generate(Variant::Russian, 4, parseMaterial("kkk-k"));
        generate(Variant::Brazilian, 4, parseMaterial("kkk-k"));
    }

    void indexRoundTrip_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("material");
        QTest::newRow("american mm-m") << Variant::American << "mm-m";
        QTest::newRow("russian km-m") << Variant::Russian << "km-m";
        QTest::newRow("international kk-km") << Variant::International << "kk-km";
        QTest::newRow("brazilian m-mm") << Variant::Brazilian << "m-mm";
    }
    // Every number of a table is one position, which numbers back to it; every position has
    // a number.
    void indexRoundTrip()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, material);
        const EndgameMaterial m = *parseMaterial(material.toStdString());
        const MaterialIndex index(variant, m);
        std::uint64_t valid = 0;
        for (std::uint64_t i = 0; i < index.size(); ++i) {
            Position p;
            if (!index.positionAt(i, p))
                continue;
            ++valid;
            QCOMPARE(materialOf(p), m);
            QCOMPARE(index.indexOf(p), i);
            QCOMPARE(popcount(p.occupied()), m.pieces());
        }
        QVERIFY(valid > index.size() * 9 / 10);
        std::mt19937_64 rng(7);
        for (int k = 0; k < 2000; ++k) {
            Position p = randomPosition(variant, rng, m);
            p.side = Color::White;
            Position back;
            QVERIFY(index.positionAt(index.indexOf(p), back));
            QCOMPARE(back, p);
        }
    }

    void consistentWithTheRules_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("material");
        for (Variant v : kAllVariants) {
            for (const EndgameMaterial &m : endgameMaterials(3))
                QTest::newRow((std::string(variantName(v)) + " " + m.name()).c_str())
                    << v << QString::fromStdString(m.name());
        }
        QTest::newRow("american kkm-m") << Variant::American << "kkm-m";
        QTest::newRow("american m-kkm") << Variant::American << "m-kkm";
        QTest::newRow("international kkk-k") << Variant::International << "kkk-k";
    }
    /*
     * Every entry agrees with its successors, read with the move generator: a win in d has a
     * move to a loss in d - 1 and none quicker, a loss in d has only moves to wins, the
     * longest in d - 1, a draw has no move to a loss and one to a draw; dtz likewise with a
     * capture or man move counting 1 whatever follows.
     */
    void consistentWithTheRules()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, material);
        const EndgameTables tables(dir());
        const EndgameMaterial m = *parseMaterial(material.toStdString());
        const MaterialIndex index(variant, m);
        int wins = 0, losses = 0, draws = 0;
        for (std::uint64_t i = 0; i < index.size(); ++i) {
            Position pos;
            if (!index.positionAt(i, pos))
                continue;
            pos.variant = variant;
            const EndgameProbe e = probeOf(tables, pos);
            int quickestWin = 1 << 20, longestLoss = -1, dtzWin = 1 << 20, dtzLoss = -1;
            bool draw = false;
            const MoveList moves = legalMoves(pos);
            for (const Move &mv : moves) {
                const Position child = pos.after(mv);
                const EndgameProbe c = childProbe(tables, child);
                const bool zeroing = mv.isCapture() || !((pos.kings >> mv.from) & 1);
                const int z = zeroing ? 1 : c.dtz + 1;
                if (c.value == EndgameValue::Loss) {
                    quickestWin = std::min(quickestWin, c.dtw + 1);
                    dtzWin = std::min(dtzWin, z);
                } else if (c.value == EndgameValue::Win) {
                    longestLoss = std::max(longestLoss, c.dtw + 1);
                    dtzLoss = std::max(dtzLoss, z);
                } else {
                    draw = true;
                }
            }
            const QByteArray where = QByteArray::number(qulonglong(i));
            if (quickestWin < (1 << 20)) {
                ++wins;
                QVERIFY2(e.value == EndgameValue::Win, where);
                QVERIFY2(e.dtw == quickestWin, where);
                QVERIFY2(e.dtz == dtzWin, where);
            } else if (draw) {
                ++draws;
                QVERIFY2(e.value == EndgameValue::Draw, where);
            } else {
                ++losses;
                QVERIFY2(e.value == EndgameValue::Loss, where);
                QVERIFY2(e.dtw == std::max(0, longestLoss), where);
                QVERIFY2(e.dtz == std::max(0, dtzLoss), where);
            }
        }
        qInfo("%s: %d won, %d drawn, %d lost", qPrintable(material), wins, draws, losses);
    }

    /*
     * Published results. Two kings beat one in American checkers (mindsports.nl, "Draughts
     * dissected": "to ensure a win you need two kings"), not with flying kings. Three kings
     * against one: won in Brazilian and Russian when the three hold the main diagonal (the
     * Petrov triangle), and drawn when the lone king holds it; in International only by the
     * "coups" of Hoyle's Games (Polish draughts): White kings 46, 37, 27 against 11, and 19,
     * 27, 37 against 11, White to move, win by sacrificing two at 22; a lone king on 46
     * against 13, 16, 27 holds the draw by staying below the coup (41, 37, 28, 23), and loses by
     * going to 5, 10 or 14.
     */
    void knownResults()
    {
        const EndgameTables tables(dir());
        auto value = [&](Variant v, const char *f) { return probeOf(tables, fen(v, f)).value; };
        QCOMPARE(value(Variant::American, "W:WK1,K2:BK32"), EndgameValue::Win);
        QCOMPARE(value(Variant::American, "B:WK1,K2:BK32"), EndgameValue::Loss);
        for (Variant v : {Variant::Brazilian, Variant::Russian})
            QCOMPARE(value(v, "W:WK1,K2:BK29"), EndgameValue::Draw);
        QCOMPARE(value(Variant::International, "W:WK1,K2:BK46"), EndgameValue::Draw);
        // American two kings against one with the two to move: won but for a few positions
        // where a king is lost at once (34 of 15872, as W:WK3,K4:BK11).
        {
            const MaterialIndex index(Variant::American, *parseMaterial("kk-k"));
            std::uint64_t notWon = 0;
            for (std::uint64_t i = 0; i < index.size(); ++i) {
                Position p;
                QVERIFY(index.positionAt(i, p));
                notWon += probeOf(tables, p).value != EndgameValue::Win;
            }
            QVERIFY(notWon > 0 && notWon * 200 < index.size());
            QCOMPARE(value(Variant::American, "W:WK3,K4:BK11"), EndgameValue::Draw);
        }
        // Petrov's triangle: the three hold the main diagonal (a1 is square 29).
        for (Variant v : {Variant::Russian, Variant::Brazilian}) {
            QCOMPARE(value(v, "B:WK29,K1,K3:BK8"), EndgameValue::Loss);
            QCOMPARE(value(v, "W:WK2,K3,K4:BK29"), EndgameValue::Win); // 3 kings to move
            QCOMPARE(value(v, "B:WK2,K3,K7:BK29"), EndgameValue::Draw); // the lone king holds
        }
        QCOMPARE(value(Variant::International, "W:WK46,K37,K27:BK11"), EndgameValue::Win);
        QCOMPARE(value(Variant::International, "W:WK19,K27,K37:BK11"), EndgameValue::Win);
        const Position holds = fen(Variant::International, "W:WK46:BK13,K16,K27");
        QCOMPARE(probeOf(tables, holds).value, EndgameValue::Draw);
        for (const Move &m : legalMoves(holds)) {
            const int to = squareOfBit(10, m.to);
            const EndgameValue after = childProbe(tables, holds.after(m)).value;
            if (to == 5 || to == 10 || to == 14)
                QCOMPARE(after, EndgameValue::Win); // for Black
            if (to == 41 || to == 37 || to == 28 || to == 23)
                QCOMPARE(after, EndgameValue::Draw);
        }
    }

    void againstPlainSearch_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("pieces");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("within"); // the 4-piece tables that were made
        for (Variant v : kAllVariants)
            QTest::newRow((std::string(variantName(v)) + " 3").c_str()) << v << 3 << 5 << "";
        QTest::newRow("american 4") << Variant::American << 4 << 5 << "kkm-m";
        QTest::newRow("russian 4") << Variant::Russian << 4 << 5 << "kkk-k";
    }
    /*
     * 1000 random positions per row: where the plain search proves a win or a loss within
     * `depth` plies, the table has that value at that exact distance; where the table has a
     * distance within `depth`, the search proves it.
     */
    void againstPlainSearch()
    {
        QFETCH(Variant, variant);
        QFETCH(int, pieces);
        QFETCH(int, depth);
        QFETCH(QString, within);
        const EndgameTables tables(dir());
        std::mt19937_64 rng(20261201 + pieces);
        std::vector<EndgameMaterial> materials;
        for (const EndgameMaterial &m : within.isEmpty()
                ? endgameMaterials(pieces)
                : endgameMaterialsFor(*parseMaterial(within.toStdString()))) {
            if (m.pieces() == pieces)
                materials.push_back(m);
        }
        int proven = 0;
        for (int k = 0; k < 1000; ++k) {
            const Position pos
                = randomPosition(variant, rng, materials[rng() % materials.size()]);
            const EndgameProbe e = probeOf(tables, pos);
            int searched = -1;
            bool win = false;
            for (int d = 0; d <= depth && searched < 0; ++d) {
                if (d % 2 == 1 && winWithin(pos, d))
                    searched = d, win = true;
                else if (d % 2 == 0 && lossWithin(pos, d))
                    searched = d;
            }
            const std::string where = toFen(pos);
            if (searched >= 0) {
                ++proven;
                QVERIFY2(e.value == (win ? EndgameValue::Win : EndgameValue::Loss), where.c_str());
                QVERIFY2(e.dtw == searched, where.c_str());
            } else {
                QVERIFY2(e.value == EndgameValue::Draw || e.dtw > depth, where.c_str());
            }
        }
        qInfo("%d of 1000 proven within %d plies", proven, depth);
        QVERIFY(proven > 50);
    }
};

QTEST_GUILESS_MAIN(TestEndgameTables)
#include "tst_egtb.moc"
