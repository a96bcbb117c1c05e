// SPDX-License-Identifier: GPL-3.0-or-later
// The search and the evaluation: legal play, tactics found, repetitions, determinism.
#include "bench.h"
#include "egtb.h"
#include "egtbgenerator.h"
#include "eval.h"
#include "fen.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "search.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <fstream>
#include <random>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)

namespace {

bool isLegal(const Position &pos, const Move &m)
{
    const MoveList legal = legalMoves(pos);
    return std::find(legal.begin(), legal.end(), m) != legal.end();
}

// The same position seen from the other side: the board turned half a turn, colours swapped.
// Square s goes to square (count + 1 - s).
Position mirrored(const Position &pos)
{
    Position m = Position::empty(pos.variant, opposite(pos.side));
    const int count = squareCount(pos.boardSize());
    for (int s = 1; s <= count; ++s) {
        Piece p = pos.pieceAt(s);
        switch (p) {
        case Piece::WhiteMan:
            p = Piece::BlackMan;
            break;
        case Piece::WhiteKing:
            p = Piece::BlackKing;
            break;
        case Piece::BlackMan:
            p = Piece::WhiteMan;
            break;
        case Piece::BlackKing:
            p = Piece::WhiteKing;
            break;
        case Piece::None:
            break;
        }
        m.setPiece(count + 1 - s, p);
    }
    return m;
}

Move moveFromText(const Position &pos, const char *text)
{
    const auto m = parseMove(pos, text);
    if (!m)
        qFatal("test data: move %s: %s", text, m.error().toString().c_str());
    return *m;
}

} // namespace

class TestSearch : public QObject
{
    Q_OBJECT

private slots:
    void variants_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : kAllVariants)
            QTest::newRow(std::string(variantName(v)).c_str()) << v;
    }

    // Many short games at low depth and at the lowest levels, every move and every principal
    // variation checked against the rules engine; along the way, the incremental Zobrist key
    // and the evaluation's colour symmetry.
    void selfPlayIsLegal_data() { variants_data(); }
    void selfPlayIsLegal()
    {
        QFETCH(Variant, variant);
        std::mt19937 rng(12345);
        Search search(4);
        int plies = 0;
        for (int game = 0; game < 8; ++game) {
            const Position start = Position::start(variant);
            Position pos = start;
            std::vector<Move> moves;
            // A few random first moves, so the games differ.
            for (int i = 0; i < 2 + game % 4 && hasLegalMove(pos); ++i) {
                const MoveList legal = legalMoves(pos);
                const Move m = legal[int(rng() % unsigned(legal.size()))];
                moves.push_back(m);
                pos = pos.after(m);
            }
            search.clear();
            for (int ply = 0; ply < 150 && hasLegalMove(pos); ++ply) {
                SearchLimits limits;
                if (game % 2 == 0)
                    limits.depth = 1 + ply % 4;
                else
                    limits = damas::levelLimits(1 + ply % 3, variant, 1000, std::uint64_t(game));
                bool pvLegal = true;
                const SearchResult r
                    = search.run(start, moves, limits, [&](const SearchInfo &info) {
                          Position p = pos;
                          for (const Move &m : info.pv) {
                              if (!isLegal(p, m)) {
                                  pvLegal = false;
                                  break;
                              }
                              p = p.after(m);
                          }
                      });
                QVERIFY(r.hasMove);
                QVERIFY2(isLegal(pos, r.bestMove), toFen(pos).c_str());
                QVERIFY2(pvLegal, toFen(pos).c_str());
                QCOMPARE(keyAfter(pos, pos.hash(), r.bestMove), pos.after(r.bestMove).hash());
                if (!hasCapture(pos))
                    QCOMPARE(evaluate(mirrored(pos)), evaluate(pos));
                moves.push_back(r.bestMove);
                pos = pos.after(r.bestMove);
                ++plies;
            }
        }
        QVERIFY(plies > 300);
    }

    // A position where the side to move has no legal move has no best move.
    void noMoveNoResult()
    {
        // International: White has no piece left.
        const auto pos = parseFen(Variant::International, "W:W:B1,2");
        QVERIFY(pos.hasValue());
        Search search(1);
        SearchLimits limits;
        limits.depth = 3;
        QVERIFY(!search.run(*pos, limits).hasMove);
    }

    /*
     * Shots: the side to move wins material by force. Each row gives the first move of the
     * combination; the comment beside it gives the whole line, worked out by hand from the
     * rules.
     */
    void findsShots_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<QString>("move");
        QTest::addColumn<int>("minScore");

        /*
         * International, a two-for-one. White: 32, 33, 39, 44; Black: 1, 2, 22, 23.
         *
         *   10     b     b     .     .     .        1  2  3  4  5
         *    9  .     .     .     .     .          6  7  8  9 10
         *    8     .     .     .     .     .      11 12 13 14 15
         *    7  .     .     .     .     .         16 17 18 19 20
         *    6     .     b     b     .     .      21 22 23 24 25
         *    5  .     .     .     .     .         26 27 28 29 30
         *    4     .     w     w     .     .      31 32 33 34 35
         *    3  .     .     .     w     .         36 37 38 39 40
         *    2     .     .     .     w     .      41 42 43 44 45
         *    1  .     .     .     .     .         46 47 48 49 50
         *       a  b  c  d  e  f  g  h  i  j
         *
         * 33-28! 22x33 (forced: 23x32 is blocked, and 44 stops 33x44) 39x19 (over 33 and 23):
         * White is a man up.
         */
        QTest::newRow("international two-for-one")
            << Variant::International << "W:W32,33,39,44:B1,2,22,23" << 6 << "33-28" << 80;

        /*
         * Russian: a man crowned in the middle of a capture goes on as a flying king
         * (Russian 2022 rules). White: c3, d4, h4; Black: b6, e7, f6, e5.
         *
         *    8     .     .     .     .
         *    7  .     .     b     .
         *    6     b     .     b     .
         *    5  .     .     b     .
         *    4     .     w     .     w
         *    3  .     w     .     .
         *    2     .     .     .     .
         *    1  .     .     .     .
         *       a  b  c  d  e  f  g  h
         *
         * h4-g5! f6:h4 (forced; c3 stops e5:c3), then d4:f6:d8 takes e5 and e7 and is crowned
         * on d8, and the new king flies on over c7 to take b6: d4:f6:d8:a5. Three men for one,
         * and a king.
         */
        QTest::newRow("russian promotion in the capture")
            << Variant::Russian << "W:W18,20,22:B7,9,11,15" << 6 << "h4-g5" << 300;

        /*
         * Brazilian, a two-for-one. White: c3, e3, f2, g1; Black: b8, d8, c5, e5.
         *
         *    8     b     b     .     .
         *    7  .     .     .     .
         *    6     .     .     .     .
         *    5  .     b     b     .
         *    4     .     .     .     .
         *    3  .     w     w     .
         *    2     .     .     w     .
         *    1  .     .     .     w
         *       a  b  c  d  e  f  g  h
         *
         * e3-d4! c5xe3 (forced: e5xc3 is blocked by c3, and g1 stops e3xg1) f2xd4xf6 takes e3
         * and e5: two men for one.
         */
        QTest::newRow("brazilian two-for-one")
            << Variant::Brazilian << "W:W22,23,27,32:B1,2,14,15" << 6 << "e3-d4" << 80;

        /*
         * American: a shot that crowns. White: 14, 15, 19, 24; Black: 1, 2, 6, 7.
         *
         *    8     b     b     .     .         1  2  3  4
         *    7  .     b     b     .           5  6  7  8
         *    6     .     .     .     .         9 10 11 12
         *    5  .     w     w     .          13 14 15 16
         *    4     .     .     w     .        17 18 19 20
         *    3  .     .     .     w          21 22 23 24
         *    2     .     .     .     .        25 26 27 28
         *    1  .     .     .     .          29 30 31 32
         *       a  b  c  d  e  f  g  h
         *
         * 15-10! 6x15 (forced: 7x14 is blocked by 14, and 24 stops 15x24) 19x3 takes 15 and 7
         * and is crowned on 3 (WCDF: the move ends there). Two for one, and a king.
         */
        QTest::newRow("american crowning shot")
            << Variant::American << "W:W14,15,19,24:B1,2,6,7" << 6 << "15-10" << 150;
    }
    void findsShots()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(QString, move);
        QFETCH(int, minScore);
        const auto pos = parseFen(variant, fen.toStdString());
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());
        Search search(4);
        SearchLimits limits;
        limits.depth = depth;
        const SearchResult r = search.run(*pos, limits);
        QVERIFY(r.hasMove);
        QCOMPARE(QString::fromStdString(moveToString(*pos, r.bestMove)), move);
        QVERIFY2(r.score >= minScore, std::to_string(r.score).c_str());
    }

    /*
     * Lazy SMP: helpers share the table and search ahead, and the main thread still finds the
     * same combination at a fixed depth (deeper than the shot needs, so that the helpers' deeper
     * entries have something to change), winning at least the shot's material. The score itself
     * is not compared with one thread's: at a fixed depth either search may see what follows the
     * shot, depending on the table entries the threads leave (American: 406 with two threads
     * against 221 alone under ASan's timing, 220 against 411 with the evaluation of the fourth
     * round).
     */
    void threadsFindTheSameShots_data() { findsShots_data(); }
    void threadsFindTheSameShots()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(QString, move);
        QFETCH(int, minScore);
        const auto pos = parseFen(variant, fen.toStdString());
        QVERIFY(pos.hasValue());
        SearchLimits limits;
        limits.depth = 12;
        for (const int threads : {2, 4}) {
            Search search(4);
            limits.threads = threads;
            const SearchResult r = search.run(*pos, limits);
            QCOMPARE(QString::fromStdString(moveToString(*pos, r.bestMove)), move);
            QCOMPARE(r.depth, 12);
            QVERIFY2(r.score >= minScore, std::to_string(r.score).c_str());
        }
    }

    // Many short searches on several threads, each stopped by its node limit, which counts
    // every thread's nodes: a legal move every time (run under ASan/TSan, a stress test).
    void threadsStress()
    {
        Search search(1);
        Position pos = Position::start(Variant::Russian);
        for (int ply = 0; ply < 60 && hasLegalMove(pos); ++ply) {
            SearchLimits limits;
            limits.nodes = 3000;
            limits.threads = 3;
            const SearchResult r = search.run(pos, limits);
            QVERIFY(r.hasMove && isLegal(pos, r.bestMove));
            QVERIFY2(r.nodes <= 3000 + 3 * 1024 + 4096, std::to_string(r.nodes).c_str());
            pos = pos.after(r.bestMove);
        }
    }

    /*
     * Repetition (draw-rules.md: the third occurrence since the last irreversible move is a
     * draw). American, White kings on 25, 30, 31 against a lone Black king on 1: White is
     * winning.
     *
     *    8     B     .     .     .         1  2  3  4
     *    7  .     .     .     .           5  6  7  8
     *    ...
     *    2     W     .     .     .        25 26 27 28
     *    1  .     W     W     .          29 30 31 32
     * The kings go 25-22 1-6 22-25 6-1 (the start again) 25-22 1-6 22-25: now 6-1 brings
     * the start position for the third time, a draw, and the lost side takes it.
     */
    void losingSideTakesRepetition()
    {
        const Position start = *parseFen(Variant::American, "W:WK25,K30,K31:BK1");
        std::vector<Move> moves;
        Position pos = start;
        for (const char *m : {"25-22", "1-6", "22-25", "6-1", "25-22", "1-6", "22-25"}) {
            moves.push_back(moveFromText(pos, m));
            pos = pos.after(moves.back());
        }
        Search search(4);
        SearchLimits limits;
        limits.depth = 8;
        const SearchResult r = search.run(start, moves, limits);
        QCOMPARE(QString::fromStdString(moveToString(pos, r.bestMove)), QStringLiteral("6-1"));
        // A draw, a lone king against three: the side to move is two kings' worth behind.
        QCOMPARE(r.score, drawScore(pos));
        QVERIFY(r.score < kScoreDraw && r.score >= -kMaxDrawTieBreak);
        // Without that history the same position is simply lost.
        search.clear();
        QVERIFY(search.run(pos, limits).score < -100);
    }

    // One move earlier the winning side sees the repetition coming and steps aside: after
    // 22-25 Black would repeat the start a third time.
    void winningSideAvoidsRepetition()
    {
        const Position start = *parseFen(Variant::American, "W:WK25,K30,K31:BK1");
        std::vector<Move> moves;
        Position pos = start;
        for (const char *m : {"25-22", "1-6", "22-25", "6-1", "25-22", "1-6"}) {
            moves.push_back(moveFromText(pos, m));
            pos = pos.after(moves.back());
        }
        Search search(4);
        SearchLimits limits;
        limits.depth = 8;
        const SearchResult r = search.run(start, moves, limits);
        QVERIFY(moveToString(pos, r.bestMove) != "22-25");
        QVERIFY(r.score > 100);
    }

    /*
     * Draws keep their material. Russian, two kings against one, a table draw (flying kings:
     * two pieces never beat a lone king). Every move draws, and the search used to play the
     * first it ordered: K24 to a5 (square 13), where the king on b8 takes it. Now the draw with
     * two kings scores above the draw with one, and the king stays out of reach.
     *
     *    8     B     .     .     .         1  2  3  4
     *    ...
     *    4     .     .     .     W        21 22 23 24
     *    1  .     .     W     .          29 30 31 32
     */
    void drawsKeepMaterial()
    {
        QTemporaryDir dir;
        EndgameGeneration job;
        job.variant = Variant::Russian;
        job.pieces = 3;
        job.dir = dir.path().toStdString();
        QVERIFY(generateEndgameTables(job));
        Search search(4);
        search.setEndgameTables(std::make_shared<const EndgameTables>(job.dir));
        for (const char *fen : {"W:WK24,K31:BK1", "W:WK31,K15:BK1", "W:WK8,K14:BK5"}) {
            const Position pos = *parseFen(Variant::Russian, fen);
            SearchLimits limits;
            limits.depth = 6;
            search.clear();
            const SearchResult r = search.run(pos, limits);
            const Position after = pos.after(r.bestMove);
            QVERIFY2(!hasCapture(after),
                (std::string(fen) + " " + moveToString(pos, r.bestMove)).c_str());
            // A draw two kings to one up.
            QCOMPARE(r.score, drawScore(pos));
            QVERIFY(r.score > kScoreDraw);
        }
        QCOMPARE(drawScore(*parseFen(Variant::Russian, "W:WK24:BK1")), kScoreDraw);
    }

    // The evaluation knows drawn material: two flying kings cannot beat one.
    void drawnMaterialScoresLow()
    {
        const auto drawn = parseFen(Variant::Russian, "W:WK29,K31:BK8");
        const auto won = parseFen(Variant::Russian, "W:WK29,K31,K22:BK8");
        QVERIFY(drawn && won);
        QVERIFY(std::abs(evaluate(*drawn)) < 60);
        QVERIFY(evaluate(*won) > 300);
    }

    // Each level is bounded as documented: a higher level never searches less.
    void levelsGrow()
    {
        for (int l = kMinLevel + 1; l <= kMaxLevel; ++l) {
            const LevelSettings low = levelSettings(l - 1, Variant::International),
                                high = levelSettings(l, Variant::International);
            QVERIFY(high.randomMargin <= low.randomMargin);
            const bool deeper = high.depth == 0 || (low.depth != 0 && high.depth > low.depth);
            const bool moreNodes
                = high.nodes == 0 || (low.nodes != 0 && high.nodes > low.nodes) || low.nodes == 0;
            QVERIFY2(deeper && moreNodes, std::to_string(l).c_str());
        }
    }

    // Below level 10 a level never takes more than a third of the player's time; the 10x10
    // board gets three times the nodes of 8x8; level 10 is the time alone.
    void levelLimitsBoundTheSearch()
    {
        const SearchLimits nine = damas::levelLimits(9, Variant::Russian, 900);
        QCOMPARE(nine.moveTimeMs, 300);
        QVERIFY(nine.nodes > 0);
        QCOMPARE(damas::levelLimits(9, Variant::International, 900).nodes, 3 * nine.nodes);
        const SearchLimits ten = damas::levelLimits(10, Variant::Russian, 900);
        QCOMPARE(ten.moveTimeMs, 900);
        QCOMPARE(ten.nodes, std::uint64_t(0));
        QCOMPARE(ten.depth, 0);
        QCOMPARE(ten.randomMargin, 0);
        QVERIFY(damas::levelLimits(1, Variant::Russian, 900).randomMargin > 0);
        // Out-of-range levels are clamped.
        QCOMPARE(damas::levelLimits(0, Variant::Russian, 900).depth,
            damas::levelLimits(1, Variant::Russian, 900).depth);
    }

    /*
     * clear() forgets a game: the table and every move-ordering statistic (history, killers,
     * counter moves), so a cleared search searches a position node for node like a new one.
     */
    void clearForgetsTheGame()
    {
        const Position start = Position::start(Variant::International);
        SearchLimits limits;
        limits.depth = 7;
        Search fresh(4);
        const SearchResult first = fresh.run(start, limits);
        const auto other
            = parseFen(Variant::International, "W:W27,28,32,33,38,39,43:B9,12,13,18,19,23,24");
        QVERIFY2(other.hasValue(), other.error().toString().c_str());
        fresh.run(*other, limits);
        fresh.clear();
        const SearchResult again = fresh.run(start, limits);
        QCOMPARE(again.nodes, first.nodes);
        QCOMPARE(again.bestMove, first.bestMove);
    }

    // The bench is the search's signature: the same nodes on every run.
    void benchIsDeterministic()
    {
        const BenchResult a = runBench();
        const BenchResult b = runBench();
        QVERIFY(a.nodes > 100000);
        QCOMPARE(a.nodes, b.nodes);
    }

    /*
     * A fixed move time is spent whole, the only move too (its search fills the table for the
     * next move); under a clock the only move is played at once and the time kept. Russian,
     * three men and one against four and one: White's man on c3 must take d4, its only move.
     */
    void fixedMoveTimeIsSpent()
    {
        const Position pos = *parseFen(Variant::Russian, "W:W22,29,30,31:B18,1,2,3,5");
        QCOMPARE(legalMoves(pos).size(), 1);
        Search search(4);
        SearchLimits fixed;
        fixed.moveTimeMs = 150;
        const SearchResult r = search.run(pos, fixed);
        QVERIFY2(r.ms >= 145 && r.depth > 4, std::to_string(r.ms).c_str());
        SearchLimits clock;
        clock.timeLeftMs = 60000;
        search.clear();
        const SearchResult c = search.run(pos, clock);
        QVERIFY2(c.ms < 100 && c.depth == 1, std::to_string(c.ms).c_str());
        // With a choice of moves the whole time goes too, to the millisecond checked, and the
        // search stops at the deadline (the bound leaves room for a loaded machine: 387 ms was
        // seen at a load average of 20; without the deadline this search runs for minutes).
        SearchLimits start;
        start.moveTimeMs = 150;
        const SearchResult s = search.run(Position::start(Variant::International), start);
        QVERIFY2(s.ms >= 145 && s.ms < 800, std::to_string(s.ms).c_str());
    }

    /*
     * A node of depth 4 or more with no move from the table is searched a ply shallower
     * (internal iterative reduction): its table move comes from the next iteration. Depth 11
     * from the International start took 195288 nodes without it, 120415 with it.
     */
    void tableLessNodesAreReduced()
    {
        Search search(32);
        SearchLimits limits;
        limits.depth = 11;
        const SearchResult r = search.run(Position::start(Variant::International), limits);
        QCOMPARE(r.depth, 11);
        QVERIFY2(r.nodes < 160000, std::to_string(r.nodes).c_str());
    }

    /*
     * Under a clock the search has the system back its whole table before the clock starts:
     * left to the search, the first writes into a fresh 64 MB table cost the first search of a
     * process 0.1 s of a 100 ms move (it reached depth 3 where it reaches 15). A search to a
     * depth takes only the pages it writes. A 128 MB table, one ply from the start; the process's
     * resident memory says which pages the system backs.
     */
    void aClockedSearchCommitsItsTableFirst()
    {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
        const long page = sysconf(_SC_PAGESIZE);
        void *probe = mmap(
            nullptr, std::size_t(page), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        QVERIFY(probe != MAP_FAILED);
        const bool kernelCan = madvise(probe, std::size_t(page), MADV_POPULATE_WRITE) == 0;
        munmap(probe, std::size_t(page));
        if (!kernelCan)
            QSKIP("this kernel cannot populate memory ahead (Linux 5.14 or later can)");
        const auto residentMb = [page] {
            std::ifstream statm("/proc/self/statm");
            long size = 0, resident = 0;
            statm >> size >> resident;
            return resident * page >> 20;
        };
        const Position start = Position::start(Variant::International);
        SearchLimits depthOnly;
        depthOnly.depth = 1;
        long before = residentMb();
        {
            Search search(128);
            search.run(start, depthOnly);
            const long grown = residentMb() - before;
            QVERIFY2(grown < 100, (std::to_string(grown) + " MB").c_str());
        }
        SearchLimits clocked = depthOnly;
        clocked.moveTimeMs = 10000;
        before = residentMb();
        Search search(128);
        search.run(start, clocked);
        const long grown = residentMb() - before;
        QVERIFY2(grown >= 120, (std::to_string(grown) + " MB").c_str());
#else
        QSKIP("the table is committed ahead only on Linux");
#endif
    }

    // A node limit ends the search near that count, with a legal move.
    void nodeLimitHolds()
    {
        const Position pos = Position::start(Variant::International);
        Search search(4);
        SearchLimits limits;
        limits.nodes = 20000;
        const SearchResult r = search.run(pos, limits);
        QVERIFY(isLegal(pos, r.bestMove));
        QVERIFY(r.nodes <= 20000 + 4096);
    }
};

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
