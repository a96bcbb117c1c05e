// SPDX-License-Identifier: GPL-3.0-or-later
// What the draw referee costs the search: DrawState::next() and the repetition scan per move,
// timed over recorded random games (the move generator is not timed). A benchmark, not a test:
// run it with scripts/bench-referee on an idle machine.
#include "drawstate.h"
#include "movegen.h"

#include <cstdio>
#include <ctime>
#include <random>
#include <span>
#include <string>
#include <vector>

using namespace damas;

namespace {

struct Ply
{
    Position before;
    Move move;
    Position after;
};

// Random games from the start position and from random king endings, each a list of plies.
std::vector<std::vector<Ply>> recordGames(Variant v, int games, std::mt19937 &rng)
{
    std::vector<std::vector<Ply>> out;
    const int squares = squareCount(rulesOf(v).boardSize);
    for (int g = 0; g < games; ++g) {
        Position pos = Position::start(v);
        if (g % 2) {
            pos = Position::empty(v, Color::White);
            for (int i = 0; i < 6; ++i) {
                const int s = int(rng() % unsigned(squares)) + 1;
                if (pos.pieceAt(s) == Piece::None)
                    pos.setPiece(s, i % 2 ? Piece::BlackKing : Piece::WhiteKing);
            }
        }
        std::vector<Ply> game;
        for (int ply = 0; ply < 200; ++ply) {
            const MoveList moves = legalMoves(pos);
            if (moves.empty())
                break;
            const Move m = moves[int(rng() % unsigned(moves.size()))];
            game.push_back({pos, m, pos.after(m)});
            pos = game.back().after;
        }
        out.push_back(std::move(game));
    }
    return out;
}

} // namespace

int main()
{
    std::mt19937 rng(7);
    for (Variant v : kAllVariants) {
        const auto games = recordGames(v, 100, rng);
        long plies = 0;
        for (const auto &g : games)
            plies += long(g.size());
        // Pass 1: DrawState::next() and expired() alone. Pass 2: the repetition scan over a hash
        // list (hashes computed beforehand, as the search keeps them incrementally).
        std::vector<std::vector<std::uint64_t>> gameHashes;
        for (const auto &game : games) {
            std::vector<std::uint64_t> h;
            if (!game.empty())
                h.push_back(game.front().before.hash());
            for (const Ply &p : game)
                h.push_back(p.after.hash());
            gameHashes.push_back(std::move(h));
        }
        const int rounds = 400;
        long draws = 0, repeated = 0;
        auto time = [&](auto &&body) {
            // Processor time, not wall time: the machine may be shared.
            const std::clock_t t0 = std::clock();
            for (int r = 0; r < rounds; ++r) {
                for (std::size_t g = 0; g < games.size(); ++g) {
                    if (!games[g].empty())
                        body(games[g], gameHashes[g]);
                }
            }
            const double ns = 1e9 * double(std::clock() - t0) / CLOCKS_PER_SEC;
            return ns / double(plies * rounds);
        };
        // The loop alone, reading the same plies: subtracted from the timings below.
        std::uint64_t sink = 0;
        const double nsLoop = time([&](const std::vector<Ply> &game, const auto &) {
            for (const Ply &p : game)
                sink += p.before.white ^ p.after.black ^ p.move.from;
        });
        const double nsNext = time([&](const std::vector<Ply> &game, const auto &) {
            DrawState state(game.front().before);
            for (const Ply &p : game) {
                state = state.next(p.before, p.move, p.after);
                draws += state.expired() != ResultReason::None;
            }
        });
        const double nsScan = time([&](const std::vector<Ply> &game, const auto &hashes) {
            DrawState state(game.front().before);
            for (std::size_t i = 0; i < game.size(); ++i) {
                state = state.next(game[i].before, game[i].move, game[i].after);
                const std::span<const std::uint64_t> line(hashes.data(), i + 2);
                repeated += countRepetitions(line, state.reversiblePlies()) >= 3;
            }
        });
        std::printf("%-14s %8ld moves  loop %5.1f ns, then per move: next+expired %5.1f ns,"
                    " next+repetition scan %5.1f ns  (checks: %ld %ld %d)\n",
            std::string(variantName(v)).c_str(), plies * rounds, nsLoop, nsNext - nsLoop,
            nsScan - nsLoop, draws, repeated, int(sink & 1));
    }
    return 0;
}
