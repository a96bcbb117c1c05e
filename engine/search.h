// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "movegen.h"
#include "position.h"
#include "transpositiontable.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

namespace damas {

class EndgameTables;

// How long to think. Several limits may be set; the first one reached ends the search.
// With none set (and not infinite) the search runs until it is stopped, like `infinite`.
struct SearchLimits
{
    int depth = 0; // full iterations up to this many plies (0: no limit)
    std::uint64_t nodes = 0; // about this many nodes (0: no limit)
    int moveTimeMs = 0; // this long for the move (0: no limit)
    int timeLeftMs = 0; // a game clock: time left for the side to move (0: no clock)
    int incrementMs = 0; //   added after each move
    int movesToGo = 0; //   moves to the next time control (0: the rest of the game)
    // A move time or a game clock bounds the search.
    bool timed() const { return moveTimeMs > 0 || timeLeftMs > 0; }
    bool infinite = false; // until stopped, whatever else is set
    // The lower levels' handicap: the move is drawn at random (from `seed`) among the root moves
    // whose score is within this margin of the best, the better ones more often.
    int randomMargin = 0;
    std::uint64_t seed = 0;
    // Threads searching together (Lazy SMP, see Search); a handicapped search uses one.
    int threads = 1;
};

// Progress after each completed iteration.
struct SearchInfo
{
    int depth = 0;
    int selectiveDepth = 0; // the deepest ply reached, captures included
    int score = 0; // for the side to move at the root (eval.h)
    std::uint64_t nodes = 0;
    std::int64_t ms = 0;
    std::uint64_t nps = 0;
    int hashfull = 0; // thousandths of the transposition table in use
    std::vector<Move> pv;
};

struct SearchResult
{
    bool hasMove = false; // false only when the side to move has no legal move
    Move bestMove {};
    bool hasPonder = false; // the expected reply
    Move ponderMove {};
    int score = 0;
    int depth = 0;
    std::uint64_t nodes = 0;
    std::int64_t ms = 0;
    std::vector<Move> pv;
};

/*
 * The searcher: iterative deepening over a principal-variation alpha-beta search with a
 * transposition table, hash-move / killer / counter-move / history move ordering, late-move
 * reductions, internal iterative reduction (a node with no table move is searched a ply
 * shallower), futility pruning at the last plies (International), a one-reply extension and a
 * capture-resolving quiescence search. Its time comes from TimeBudget (timebudget.h). In draughts a
 * capture is forced, so a position where the side to move can capture is never a leaf: the
 * quiescence search plays every capture out and only evaluates quiet positions (and at the
 * horizon a quiet position under a capture threat gets one more ply). What was tried and
 * measured, kept or not, is in docs/search.md.
 *
 * It knows the game's history and the draw rules, through the referee's DrawState carried in
 * its stack: a position that comes back a third time since the last irreversible move is a
 * draw (and so is a repetition within the searched line), and so is a line that runs a count
 * out. Near the end of a count, estimates shrink toward a draw, so the side that is ahead
 * hurries to make progress and the side behind plays for time.
 *
 * With `threads` above 1 the calling thread is joined by helpers for the length of the search
 * (Lazy SMP): each searches the same root on its own stack, every other one a ply deeper, and
 * they share the transposition table, so that each finds the others' results there; the
 * calling thread's own search gives the move, and the node limit counts everyone's nodes.
 *
 * One Search runs one search at a time, on the calling thread; `stop` may be set from any other
 * thread and is checked every 1024 nodes (well under a millisecond). It keeps its table and
 * move-ordering statistics from one search to the next (clear() forgets them, for a new game).
 */
class Search
{
public:
    using InfoCallback = std::function<void(const SearchInfo &)>;

    explicit Search(std::size_t hashMegabytes = 32);
    ~Search();
    Search(const Search &) = delete;
    Search &operator=(const Search &) = delete;

    void setHashSize(std::size_t megabytes);
    std::size_t hashSize() const;
    void clear();

    // Endgame tables to probe in positions with few enough pieces (nullptr: none). A position
    // they decide under the running draw counts (egtbverdict.h) is scored without searching.
    void setEndgameTables(std::shared_ptr<const EndgameTables> tables);

    // Searches the position reached by playing `moves` (legal, in order) from `start`.
    SearchResult run(const Position &start, std::span<const Move> moves, const SearchLimits &limits,
        const InfoCallback &onInfo = {}, const std::atomic<bool> *stop = nullptr);

    // The same from a position with no history.
    SearchResult run(const Position &root, const SearchLimits &limits,
        const InfoCallback &onInfo = {}, const std::atomic<bool> *stop = nullptr)
    {
        return run(root, {}, limits, onInfo, stop);
    }

    static constexpr int kMaxPly = 128;
    static constexpr int kMaxThreads = 64;

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

/*
 * What a draw scores with `pos` on the board: kScoreDraw, plus a hundredth of a man for each
 * man's worth of material the side to move has more (minus for less), at most
 * kMaxDrawTieBreak. All draws are not alike to play: in a line that ends drawn (a repetition,
 * a count run out, a table draw) the search keeps its material rather than give it away for
 * nothing, since a drawn ending with more pieces still gives the opponent chances to go wrong.
 */
inline constexpr int kMaxDrawTieBreak = 8;
int drawScore(const Position &pos);

// The Zobrist key of pos.after(m), from the key of `pos` (equal to pos.after(m).hash()).
std::uint64_t keyAfter(const Position &pos, std::uint64_t key, const Move &m);

} // namespace damas
