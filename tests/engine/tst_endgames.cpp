// SPDX-License-Identifier: GPL-3.0-or-later
// Won endings converted within the counts of the draw rules, drawn ones held; the referee
// (Game) decides every game here.
#include "eval.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"
#include "search.h"

#include <QTest>

#include <algorithm>
#include <optional>
#include <tuple>

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)

namespace {

struct Played
{
    GameResult result = GameResult::Ongoing;
    ResultReason reason = ResultReason::None;
    int plies = 0;
    std::string moves;
};

// Plays the game out, the engine on both sides at `nodes` per move (a node budget keeps the
// games the same on any machine), until the referee ends it.
Played playOut(Game game, std::uint64_t nodes)
{
    Search white(16), black(16);
    SearchLimits limits;
    limits.nodes = nodes;
    Played p;
    const int before = game.ply();
    while (!game.isOver() && game.ply() < 400) {
        Search &s = game.position().side == Color::White ? white : black;
        const SearchResult r = s.run(game.startPosition(), game.moves(), limits);
        if (!r.hasMove || !game.canPlay(r.bestMove))
            break;
        p.moves += moveToString(game.position(), r.bestMove) + ' ';
        game.play(r.bestMove);
    }
    p.result = game.result();
    p.reason = game.reason();
    p.plies = game.ply() - before;
    return p;
}

// Spends `plies` of the game's counts on aimless king moves: each time, of the quiet moves that
// offer no capture, the one whose position has been seen least often (never a third time), then
// the one that leaves the other side most moves (no side gets cornered), then the smallest key. No
// material changes hands, and the moves are the same on every run.
void wander(Game &game, int plies)
{
    std::vector<std::uint64_t> seen;
    for (int i = 0; i <= game.ply(); ++i)
        seen.push_back(game.positionAt(i).hash());
    for (int i = 0; i < plies && !game.isOver(); ++i) {
        std::optional<Move> pick;
        std::tuple<long, int, std::uint64_t> least {3, 0, 0};
        for (const Move &m : legalMoves(game.position())) {
            const Position next = game.position().after(m);
            if (m.isCapture() || hasCapture(next))
                continue;
            const std::uint64_t key = next.hash();
            const std::tuple<long, int, std::uint64_t> rank {
                std::count(seen.begin(), seen.end(), key), -countMoves(next), key};
            if (rank < least) {
                least = rank;
                pick = m;
            }
        }
        if (!pick)
            return;
        game.play(*pick);
        seen.push_back(std::get<2>(least));
    }
}

} // namespace

class TestEndgames : public QObject
{
    Q_OBJECT

private slots:
    void converts_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("spent");

        /*
         * Russian, three kings against one off the main road (a1-h8). White: kings c1, e1, g1;
         * Black: king b8. White takes the main road and builds Petrov's triangle: the
         * russian-15-three-kings count gives White 15 moves (Russian 2022 rules, draw-rules.md).
         *
         *    8     B     .     .     .
         *    7  .     .     .     .
         *    6     .     .     .     .
         *    5  .     .     .     .
         *    4     .     .     .     .
         *    3  .     .     .     .
         *    2     .     .     .     .
         *    1  .     W     W     W
         *       a  b  c  d  e  f  g  h
         */
        QTest::newRow("russian 3K v K") << Variant::Russian << "W:WK30,K31,K32:BK1" << 0;
        // The same with part of the count spent on aimless moves first: White hurries.
        QTest::newRow("russian 3K v K, 2 moves spent")
            << Variant::Russian << "W:WK30,K31,K32:BK1" << 4;
        QTest::newRow("russian 3K v K, 4 moves spent")
            << Variant::Russian << "W:WK30,K31,K32:BK1" << 8;

        // Brazilian, the same: off the long diagonal only the 20-move count (brazilian-20)
        // applies (CBD rules, draw-rules.md).
        QTest::newRow("brazilian 3K v K") << Variant::Brazilian << "W:WK30,K31,K32:BK1" << 0;

        /*
         * American, two kings against one: a win, by driving the lone king out of the double
         * corner (WCDF; the american-40 count gives 80 plies).
         *
         *    8     B     .     .     .         1  2  3  4
         *    7  .     .     .     .           5  6  7  8
         *    6     .     .     .     .         9 10 11 12
         *    5  .     .     .     .          13 14 15 16
         *    4     .     .     .     .        17 18 19 20
         *    3  .     W     W     .          21 22 23 24
         */
        QTest::newRow("american 2K v K") << Variant::American << "W:WK22,K23:BK1" << 0;

        // The same after 40 plies of the count are spent on aimless moves: the engine must now
        // win in the 40 plies left, and hurries to.
        QTest::newRow("american 2K v K, count half spent")
            << Variant::American << "W:WK22,K23:BK1" << 40;
    }
    void converts()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(int, spent);
        auto game = Game::fromFen(variant, fen.toStdString());
        QVERIFY2(game.hasValue(), game.error().toString().c_str());
        wander(*game, spent);
        QCOMPARE(game->ply(), spent);
        QVERIFY(!game->isOver());
        const Played p = playOut(*game, 300000);
        QVERIFY2(p.result == GameResult::WhiteWins, p.moves.c_str());
    }

    /*
     * The defending side finds its drawing resource. Russian: Black's lone king b8 reaches the
     * main road (b8-e5) before White can take it, and three kings do not win against the main
     * road (article 6.1.8.5: five moves, then a draw).
     */
    void holdsTheMainRoad()
    {
        auto game = Game::fromFen(Variant::Russian, "B:WK30,K31,K32:BK1");
        QVERIFY(game.hasValue());
        const Played p = playOut(*game, 300000);
        QVERIFY2(p.moves.rfind("b8-e5", 0) == 0, p.moves.c_str());
        QCOMPARE(p.result, GameResult::Draw);
    }

    // International: three kings do not beat one within the 16 moves (traps aside); the engine
    // knows it and does not think itself winning.
    void internationalThreeKingsIsADraw()
    {
        const auto pos = parseFen(Variant::International, "W:WK46,K47,K48:BK1");
        QVERIFY(pos.hasValue());
        Search search(16);
        SearchLimits limits;
        limits.nodes = 300000;
        QVERIFY(std::abs(search.run(*pos, limits).score) < 150);
        auto game = Game::fromFen(Variant::International, "W:WK46,K47,K48:BK1");
        const Played p = playOut(*game, 100000);
        QCOMPARE(p.result, GameResult::Draw);
        QCOMPARE(p.reason, ResultReason::Endgame);
    }

    /*
     * A line that runs a count out is a draw in the search. International, four kings against
     * one (a win): after 49 aimless plies the international-25 count (50 plies) runs out with
     * Black's next move, whatever it is, so with no capture on the board it scores as a draw;
     * the same position with a fresh count is won.
     */
    void countRunningOutIsADraw()
    {
        auto game = Game::fromFen(Variant::International, "W:WK46,K47,K48,K49:BK1");
        QVERIFY(game.hasValue());
        wander(*game, 49);
        QCOMPARE(game->ply(), 49);
        QVERIFY(!game->isOver());
        QVERIFY(!hasCapture(game->position()));
        Search search(16);
        SearchLimits limits;
        limits.depth = 6;
        const SearchResult late = search.run(game->startPosition(), game->moves(), limits);
        // A draw, with the material of the board (search.h: drawScore).
        QCOMPARE(late.score, drawScore(game->position()));
        search.clear();
        const SearchResult fresh = search.run(game->position(), limits);
        QVERIFY2(fresh.score < -100, std::to_string(fresh.score).c_str()); // Black is lost
    }
};

QTEST_GUILESS_MAIN(TestEndgames)
#include "tst_endgames.moc"
