// SPDX-License-Identifier: GPL-3.0-or-later
// Endgame tables: generated here into a temporary directory, checked against the rules (every
// entry against its successors), published results, a plain search, and the draw counts.
#include "egtbgenerator.h"
#include "egtbverdict.h"
#include "engine.h"
#include "eval.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "search.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <filesystem>
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
                p.setPiece(s,
                    c == Color::White ? (king ? Piece::WhiteKing : Piece::WhiteMan)
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

// The move of table-perfect play: the quickest win, else a draw, else the longest defence.
Move perfectMove(const EndgameTables &tables, const Position &pos)
{
    Move best {};
    int bestRank = -1 << 20;
    for (const Move &m : legalMoves(pos)) {
        const EndgameProbe c = childProbe(tables, pos.after(m));
        const int rank = c.value == EndgameValue::Loss ? 1000 - c.dtw
            : c.value == EndgameValue::Win             ? -1000 + c.dtw
                                                       : 0;
        if (rank > bestRank) {
            bestRank = rank;
            best = m;
        }
    }
    return best;
}

// The game played out perfectly by the tables (which know no count), judged by the referee.
Game playPerfect(Game game, const EndgameTables &tables)
{
    while (!game.isOver())
        game.play(perfectMove(tables, game.position()));
    return game;
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
            const Position pos = randomPosition(variant, rng, materials[rng() % materials.size()]);
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

    void countsDecide_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("start");
        QTest::addColumn<QList<int>>("rules"); // the counts that must draw on the way
        // The lone king takes a king on the way: the 5-move ending starts inside the 16-move
        // one, both run, and the 5-move count, with less left, draws.
        QTest::newRow("international-16 into 5")
            << Variant::International << "kkk-k"
            << QList<int> {int(DrawRule::International5Endgame)};
        QTest::newRow("brazilian-5")
            << Variant::Brazilian << "kk-k" << QList<int> {int(DrawRule::Brazilian5)};
        QTest::newRow("american-40")
            << Variant::American << "W:WK1,K2:BK32" << QList<int> {int(DrawRule::American40)};
    }
    /*
     * From a won ending the winner wastes time (keeping the win, by the longest way to a
     * position not seen before) while the loser defends, and the count runs. At every step the
     * verdict under the referee's counts is checked by playing the game out perfectly with the
     * referee judging: a decided win is won, a win that no longer fits the count is drawn by
     * that count; the search scores both the same. Both cases must occur on the way.
     */
    void countsDecide()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, start);
        QFETCH(QList<int>, rules);
        QList<int> drawnBy;
        const auto tables = std::make_shared<const EndgameTables>(dir());
        Position first;
        if (const auto material = parseMaterial(start.toStdString())) {
            // The longest win of the material (flying kings win these only by force).
            const MaterialIndex index(variant, *material);
            int longest = -1;
            for (std::uint64_t i = 0; i < index.size(); ++i) {
                Position p;
                index.positionAt(i, p);
                const EndgameProbe e = probeOf(*tables, p);
                if (e.value == EndgameValue::Win && e.dtw > longest) {
                    longest = e.dtw;
                    first = p;
                }
            }
            QVERIFY(longest >= 3);
        } else {
            first = fen(variant, start.toLatin1().constData());
        }
        const Color winner = first.side;
        Game game(first);
        std::vector<std::uint64_t> seen;
        bool sawWin = false;
        Search search(4);
        search.setEndgameTables(tables);
        while (!game.isOver()) {
            const Position &pos = game.position();
            const EndgameProbe e = probeOf(*tables, pos);
            QVERIFY(e.value != EndgameValue::Draw);
            const EndgameVerdict v = judgeEnding(e, pos, game.drawState());
            const QByteArray where = QByteArray::fromStdString(toFen(pos)) + " at ply "
                + QByteArray::number(game.ply());
            if (v.kind == EndgameVerdict::Draw) {
                QVERIFY2(v.runsOut && rules.contains(int(*v.runsOut)), where);
                if (!drawnBy.contains(int(*v.runsOut)))
                    drawnBy.append(int(*v.runsOut));
                if (*v.runsOut == DrawRule::International5Endgame)
                    QVERIFY2(game.drawState().isActive(DrawRule::International16), where);
                const Game end = playPerfect(game, *tables);
                QVERIFY2(end.result() == GameResult::Draw, where);
                // The time wasted may bring a position back a third time first.
                QVERIFY2(end.reason() == drawRuleInfo(*v.runsOut).reason
                        || end.reason() == ResultReason::Repetition,
                    where);
                SearchLimits limits;
                limits.depth = 3;
                // A draw, give or take the material it keeps (search.h: drawScore).
                const int score = search.run(first, game.moves(), limits).score;
                QVERIFY2(std::abs(score - kScoreDraw) <= kMaxDrawTieBreak, where);
            } else if (v.decided()) {
                sawWin = true;
                QCOMPARE(v.plies, e.dtw);
                const Game end = playPerfect(game, *tables);
                QVERIFY2(end.result()
                        == (winner == Color::White ? GameResult::WhiteWins : GameResult::BlackWins),
                    where);
                SearchLimits limits;
                limits.depth = 3;
                const int score = search.run(first, game.moves(), limits).score;
                QCOMPARE(
                    score, v.kind == EndgameVerdict::Win ? kScoreWin - e.dtw : -kScoreWin + e.dtw);
            }
            // Waste time: keep the win, the longest way, to a position seen least often (never
            // a third time: that would be a draw by repetition).
            seen.push_back(pos.hash());
            std::optional<Move> next;
            int bestRank = -1;
            for (const Move &m : legalMoves(pos)) {
                const Position child = pos.after(m);
                const EndgameProbe c = childProbe(*tables, child);
                const auto times = std::count(seen.begin(), seen.end(), child.hash());
                if (c.value == e.value || c.value == EndgameValue::Draw || times >= 2)
                    continue;
                // The winner prefers new positions; the loser just holds out longest.
                const int rank = pos.side == winner ? int(2 - times) * 1000 + c.dtw : c.dtw;
                if (rank > bestRank) {
                    bestRank = rank;
                    next = m;
                }
            }
            if (!next)
                break;
            game.play(*next);
        }
        QVERIFY(sawWin);
        std::sort(drawnBy.begin(), drawnBy.end());
        QCOMPARE(drawnBy, rules);
    }

    // The search, given the tables, sees the win at once and plays a move that keeps it.
    void searchProbes()
    {
        const Position pos = fen(Variant::American, "W:WK1,K2:BK32");
        SearchLimits limits;
        limits.depth = 1;
        Search plain(4);
        QVERIFY(!isWinScore(plain.run(pos, limits).score));
        Search probing(4);
        const auto tables = std::make_shared<const EndgameTables>(dir());
        probing.setEndgameTables(tables);
        const SearchResult r = probing.run(pos, limits);
        QCOMPARE(r.score, kScoreWin - 33);
        const EndgameProbe after = probeOf(*tables, pos.after(r.bestMove));
        QCOMPARE(after.value, EndgameValue::Loss);
        QCOMPARE(after.dtw, 32);
    }

    // The app's engine finds tables made in the user's data folder (here $XDG_DATA_HOME) and
    // its hints use them once a new game starts.
    void engineUsesDataFolder()
    {
        QTemporaryDir home;
        const QByteArray dataHome = qgetenv("XDG_DATA_HOME");
        qputenv("XDG_DATA_HOME", home.path().toUtf8());
        QCOMPARE(defaultEndgameDir(), home.path().toStdString() + "/Damas/damas/egtb");
        Engine engine(4);
        EndgameGeneration job;
        job.variant = Variant::American;
        job.pieces = 3;
        job.dir = defaultEndgameDir();
        QVERIFY(generateEndgameTables(job));
        engine.newGame();
        SearchResult hint;
        engine.hint(fen(Variant::American, "W:WK1,K2:BK32"), {}, 300,
            [&](const SearchResult &r) { hint = r; });
        engine.wait();
        qputenv("XDG_DATA_HOME", dataHome);
        QCOMPARE(hint.score, kScoreWin - 33);
    }

    // A damaged file is set aside, never read, and made again by the next generation, which
    // keeps the sound files.
    void damagedFile()
    {
        QTemporaryDir other;
        EndgameGeneration job;
        job.variant = Variant::Russian;
        job.pieces = 2;
        job.dir = other.path().toStdString();
        QVERIFY(generateEndgameTables(job));
        const EndgameMaterial kk = *parseMaterial("k-k");
        const std::string path = endgameFilePath(job.dir, job.variant, kk);
        {
            std::fstream f(path, std::ios::in | std::ios::out | std::ios::binary);
            f.seekp(200);
            f.put('\x7f');
        }
        {
            const EndgameTables tables(job.dir);
            std::string why;
            QVERIFY(!tables.open(job.variant, kk, &why));
            QVERIFY2(why.find("checksum") != std::string::npos, why.c_str());
            QVERIFY(!tables.probe(fen(Variant::Russian, "W:WK1:BK32")));
        }
        QVERIFY(std::ifstream(path + ".damaged").good());
        QVERIFY(!std::ifstream(path).good());
        const auto again = generateEndgameTables(job);
        QVERIFY(again);
        QCOMPARE(again->tables, 1);
        QCOMPARE(again->kept, 3);
        const EndgameTables tables(job.dir);
        QVERIFY(tables.open(job.variant, kk));
        // A file cut short is refused for its size.
        std::filesystem::resize_file(path, 100);
        const EndgameTables cut(job.dir);
        std::string why;
        QVERIFY(!cut.open(job.variant, kk, &why));
        QVERIFY2(why.find("size") != std::string::npos, why.c_str());
    }

    // A run told to stop keeps the tables made so far and says it stopped; the next run keeps
    // them and makes the rest (how the app cancels and resumes).
    void stopAndResume()
    {
        QTemporaryDir other;
        std::atomic<bool> stop {false};
        EndgameGeneration job;
        job.variant = Variant::American;
        job.pieces = 3;
        job.dir = other.path().toStdString();
        job.stop = &stop;
        int lines = 0;
        job.progress = [&](const std::string &) {
            if (++lines == 2)
                stop = true;
        };
        const auto first = generateEndgameTables(job);
        QVERIFY2(first, first ? "" : first.error().message.c_str());
        QVERIFY(first->stopped);
        QCOMPARE(lines, 2);
        QVERIFY(first->tables > 0);
        stop = false;
        job.progress = {};
        const auto second = generateEndgameTables(job);
        QVERIFY(second);
        QVERIFY(!second->stopped);
        QCOMPARE(second->kept, first->tables);
        QCOMPARE(second->kept + second->tables, int(endgameMaterials(3).size()));
        // Set before the start, nothing is made.
        QTemporaryDir none;
        job.dir = none.path().toStdString();
        stop = true;
        const auto third = generateEndgameTables(job);
        QVERIFY(third && third->stopped);
        QCOMPARE(third->tables, 0);
    }

    // damas-cli egtb probe and go --egtb, and their errors.
    void commandLine()
    {
        auto run = [](const QStringList &args, int &status) {
            QProcess p;
            p.start(QStringLiteral(DAMAS_CLI), args);
            p.waitForFinished(60000);
            status = p.exitCode();
            return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        };
        const QString d = m_dir.path();
        int status = 0;
        QString out
            = run({"egtb", "probe", "american", "--fen", "W:WK1,K2:BK32", "--dir", d}, status);
        QCOMPARE(status, 0);
        QVERIFY2(out.contains("table: win in 33 plies"), qPrintable(out));
        QVERIFY2(out.contains("with the counts: win in 17 moves (33 plies)"), qPrintable(out));
        out = run(
            {"go", "american", "--fen", "W:WK1,K2:BK32", "--depth", "1", "--egtb", d}, status);
        QCOMPARE(status, 0);
        QVERIFY2(out.contains(QString("score %1").arg(kScoreWin - 33)), qPrintable(out));
        out = run({"egtb", "generate", "american", "--pieces", "9", "--dir", d}, status);
        QCOMPARE(status, 2);
        QVERIFY2(out.contains("--pieces must be a whole number from 2 to 5"), qPrintable(out));
        out = run(
            {"egtb", "probe", "international", "--fen", "W:W31,32,33:B1,2", "--dir", d}, status);
        QCOMPARE(status, 2);
        QVERIFY2(out.contains("no table for mmm-mm"), qPrintable(out));
        out = run({"go", "american", "--depth", "1", "--egtb", d + "/none"}, status);
        QCOMPARE(status, 2);
        QVERIFY2(out.contains("no american tables there"), qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestEndgameTables)
#include "tst_egtb.moc"
