// SPDX-License-Identifier: GPL-3.0-or-later
#include "search.h"

#include "drawstate.h"
#include "egtbverdict.h"
#include "eval.h"
#include "searchparams.h"
#include "timebudget.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <thread>

namespace damas {

std::uint64_t keyAfter(const Position &pos, std::uint64_t key, const Move &m)
{
    const Zobrist &z = zobrist();
    const bool white = pos.side == Color::White;
    const std::uint64_t *myMan = white ? z.whiteMan : z.blackMan;
    const std::uint64_t *myKing = white ? z.whiteKing : z.blackKing;
    const std::uint64_t *theirMan = white ? z.blackMan : z.whiteMan;
    const std::uint64_t *theirKing = white ? z.blackKing : z.whiteKing;
    const bool wasKing = (pos.kings >> m.from) & 1;
    key ^= (wasKing ? myKing : myMan)[m.from];
    key ^= (wasKing || m.promotes ? myKing : myMan)[m.to];
    for (Bitboard c = m.captured; c; c &= c - 1) {
        const int b = lsb(c);
        key ^= ((pos.kings >> b) & 1 ? theirKing : theirMan)[b];
    }
    return key ^ z.blackToMove;
}

int drawScore(const Position &pos)
{
    const int man = materialValues(pos.variant).man;
    return kScoreDraw
        + std::clamp(materialBalance(pos, pos.side) / man, -kMaxDrawTieBreak, kMaxDrawTieBreak);
}

namespace {

using namespace searchparams;
using Clock = std::chrono::steady_clock;
constexpr int kMaxPly = Search::kMaxPly;
constexpr int kHistoryMax = 1 << 14;

// With fewer plies than this before a draw count runs out, estimates shrink toward a draw in
// proportion: the side that is ahead hurries, the side behind plays for time.
constexpr int kHurryPlies = 24;

// Mixed into the table key when a count is near its end, so that the same placement with
// different time left is a different entry.
struct CountKeys
{
    std::uint64_t keys[2 * kHurryPlies + 1];
    CountKeys()
    {
        std::uint64_t x = 0x6A09E667F3BCC908ULL;
        for (std::uint64_t &k : keys) {
            std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            k = z ^ (z >> 31);
        }
    }
};
const CountKeys kCountKeys;

std::uint64_t tableKey(std::uint64_t key, const DrawState &draw)
{
    const int left = draw.pliesLeft();
    return left <= 2 * kHurryPlies ? key ^ kCountKeys.keys[left] : key;
}

int scoreToTable(int s, int ply)
{
    return s > kScoreWinBound ? s + ply : s < -kScoreWinBound ? s - ply : s;
}

int scoreFromTable(int s, int ply)
{
    return s > kScoreWinBound ? s - ply : s < -kScoreWinBound ? s + ply : s;
}

std::uint64_t splitMix(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// One ply of the searched line.
struct Frame
{
    Position pos;
    std::uint64_t key = 0;
    std::uint64_t ttKey = 0; // key, with how soon a draw count runs out when that is near
    DrawState draw; // the referee's counts, and the plies since the last irreversible move
    int threatExtensions = 0; // threat searches along the line so far (quiesce())
    int singularExtensions = 0; // singular extensions along the line so far
    int excluded = -1; // a move (generated index) the singular search leaves out
    Move killers[2] = {};
    Move previous = {}; // the move that led here (none at the root)
    MoveList moves;
    // Ordering scores, and each move's place as generated; as long as the longest list met.
    std::vector<int> order = std::vector<int>(MoveList::kInlineCapacity);
    std::vector<std::uint16_t> index = std::vector<std::uint16_t>(MoveList::kInlineCapacity);
};

struct RootMove
{
    Move move;
    int index = 0; // in the root's generated list
    int score = -kScoreInfinite;
    bool exact = false; // score is exact (not a bound) in the last search of this move
    std::vector<Move> pv;
};

// What the threads of one search share: the table, the tables of endings, the limits, and the
// flag by which the main thread stops its helpers.
struct Shared
{
    explicit Shared(std::size_t mb)
        : tt(mb)
    { }

    TranspositionTable tt;
    std::shared_ptr<const EndgameTables> endgameTables;
    std::atomic<bool> abort {false}; // the main thread has its move: helpers stop
    std::atomic<std::uint64_t> helperNodes {0}; // the helpers' nodes, added every 1024
    std::atomic<std::uint64_t> mainNodes {0}; // the main thread's, every 1024
};

/*
 * One thread's search: its own line, move-ordering statistics and root moves. The main
 * thread's is the one that decides; helpers (Lazy SMP) search the same root, some of them one
 * ply deeper, and help it only through the shared table, until it tells them to stop.
 */
struct Worker
{
    Shared &shared;
    TranspositionTable &tt;
    const std::shared_ptr<const EndgameTables> &endgameTables;
    int helper = 0; // 0: the main thread; k: the k-th helper
    std::uint64_t publishedNodes = 0; // of `nodes`, already added to shared.helperNodes
    int history[2][64][64] = {};
    Move counterMoves[2][64][64] = {}; // by side and the opponent's last move: its refutation
    std::vector<Frame> frames = std::vector<Frame>(kMaxPly + 2);
    std::vector<std::uint64_t> keys; // every position of the record, then the searched line
    int rootIndex = 0;

    SearchLimits limits;
    const std::atomic<bool> *stopFlag = nullptr;
    bool stopped = false;
    bool canStop = false; // set once depth 1 is done: there is always a move to play
    std::uint64_t nodes = 0;
    Clock::time_point startTime;
    TimeBudget budget;
    int selDepth = 0;
    Move pvTable[kMaxPly + 1][kMaxPly + 1];
    int pvLength[kMaxPly + 1] = {};
    std::vector<RootMove> rootMoves;

    Worker(Shared &s, int helperNumber)
        : shared(s)
        , tt(s.tt)
        , endgameTables(s.endgameTables)
        , helper(helperNumber)
    { }

    std::int64_t elapsedMs() const
    {
        return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - startTime)
            .count();
    }

    void checkLimits()
    {
        if (helper) {
            if ((nodes & 1023) != 0)
                return;
            const std::uint64_t all
                = shared.helperNodes.fetch_add(nodes - publishedNodes, std::memory_order_relaxed)
                + nodes - publishedNodes + shared.mainNodes.load(std::memory_order_relaxed);
            publishedNodes = nodes;
            // A helper stops by itself at the node limit: the main thread may not be running.
            if (shared.abort.load(std::memory_order_relaxed)
                || (limits.nodes && all >= limits.nodes))
                stopped = true;
            return;
        }
        if ((nodes & 1023) == 0)
            shared.mainNodes.store(nodes, std::memory_order_relaxed);
        if (!canStop)
            return;
        if (limits.nodes && totalNodes() >= limits.nodes) {
            stopped = true;
            return;
        }
        if ((nodes & 1023) != 0)
            return;
        if (stopFlag && stopFlag->load(std::memory_order_relaxed))
            stopped = true;
        else if (budget.hardMs > 0 && elapsedMs() >= budget.hardMs)
            stopped = true;
    }

    // Every thread's nodes (the helpers' as last added).
    std::uint64_t totalNodes() const
    {
        return nodes + shared.helperNodes.load(std::memory_order_relaxed);
    }

    // A draw by repetition: the position occurred twice before since the last irreversible move,
    // or once before within the searched line (the line could repeat it again at will).
    bool isRepetition(int ply) const
    {
        const Frame &f = frames[ply];
        const int i = rootIndex + ply;
        const int first = i - f.draw.reversiblePlies();
        int earlier = 0;
        for (int j = i - 4; j >= first; j -= 2) {
            if (keys[j] == f.key) {
                if (j >= rootIndex || ++earlier == 2)
                    return true;
            }
        }
        return false;
    }

    void enter(int ply, const Move &m)
    {
        const Frame &f = frames[ply];
        Frame &c = frames[ply + 1];
        // In place (Position::play): no temporary copied into the frame.
        c.pos = f.pos;
        c.pos.play(m);
        c.key = keyAfter(f.pos, f.key, m);
        c.draw = f.draw;
        c.draw.play(f.pos, m, c.pos);
        c.ttKey = tableKey(c.key, c.draw);
        tt.prefetch(c.ttKey);
        c.threatExtensions = f.threatExtensions;
        c.singularExtensions = f.singularExtensions;
        c.excluded = -1;
        c.previous = m;
        keys[rootIndex + ply + 1] = c.key;
    }

    void updatePv(int ply, const Move &m)
    {
        pvTable[ply][ply] = m;
        for (int i = ply + 1; i < pvLength[ply + 1]; ++i)
            pvTable[ply][i] = pvTable[ply + 1][i];
        pvLength[ply] = std::max(pvLength[ply + 1], ply + 1);
    }

    // Scores the moves of a node for ordering: hash move, then the largest captures, or (quiet)
    // killers, the move that last refuted the opponent's move, then the history of the move.
    // A second history by the square of the opponent's last move (counter-move history) lost
    // in International and Russian (docs/search.md, try 70).
    void scoreMoves(Frame &f, int ttMove)
    {
        const int side = f.pos.side == Color::White ? 0 : 1;
        const Move counter = counterMoves[side][f.previous.from][f.previous.to];
        if (std::size_t(f.moves.size()) > f.order.size()) [[unlikely]] {
            f.order.resize(std::size_t(f.moves.size()));
            f.index.resize(std::size_t(f.moves.size()));
        }
        for (int i = 0; i < f.moves.size(); ++i) {
            const Move &m = f.moves[i];
            int s;
            if (i == ttMove)
                s = 1 << 30;
            else if (m.captured)
                s = (1 << 24) + 1000 * m.captureCount() + 100 * popcount(m.captured & f.pos.kings)
                    + (m.promotes ? 50 : 0);
            else if (m == f.killers[0])
                s = (1 << 22);
            else if (m == f.killers[1])
                s = (1 << 22) - 1;
            else if (m == counter)
                s = (1 << 22) - 2;
            else
                s = history[side][m.from][m.to] + (m.promotes ? kHistoryMax : 0);
            f.order[i] = s;
            f.index[i] = static_cast<std::uint16_t>(i);
        }
    }

    // The best-ordered move not tried yet, swapped into place `i`.
    static int pick(Frame &f, int i)
    {
        int best = i;
        for (int j = i + 1; j < f.moves.size(); ++j) {
            if (f.order[j] > f.order[best])
                best = j;
        }
        if (best != i) {
            std::swap(f.moves[i], f.moves[best]);
            std::swap(f.order[i], f.order[best]);
            std::swap(f.index[i], f.index[best]);
        }
        return i;
    }

    void rewardQuiet(Frame &f, int side, const Move &m, int depth)
    {
        if (!(m == f.killers[0])) {
            f.killers[1] = f.killers[0];
            f.killers[0] = m;
        }
        if (f.previous.from != f.previous.to)
            counterMoves[side][f.previous.from][f.previous.to] = m;
        int &h = history[side][m.from][m.to];
        const int bonus = std::min(depth * depth, 400);
        h += bonus * 32 - h * bonus * 32 / kHistoryMax;
    }

    void punishQuiet(int side, const Move &m, int depth)
    {
        int &h = history[side][m.from][m.to];
        const int bonus = std::min(depth * depth, 400);
        h -= bonus * 32 + h * bonus * 32 / kHistoryMax;
    }

    // The static estimate, shrunk toward a draw when a count is about to end the game.
    static int evaluateNode(const Frame &f)
    {
        const int e = evaluate(f.pos);
        const int left = f.draw.pliesLeft();
        return left < kHurryPlies ? e * left / kHurryPlies : e;
    }

    // A draw count has run out: a draw, unless the side to move has lost (draw-rules.md: the
    // win is checked before any count).
    int countExpiredScore(const Frame &f, int ply) const
    {
        return hasLegalMove(f.pos) ? drawScore(f.pos) : -kScoreWin + ply;
    }

    // The score of a position the endgame tables decide, with the counts of the line: a win or
    // loss at its distance from the root, or a draw. False when they have no say.
    bool probeTables(const Frame &f, int ply, int &score) const
    {
        if (!endgameTables || popcount(f.pos.occupied()) > endgameTables->maxPieces(f.pos.variant))
            return false;
        const auto v = judgeEnding(*endgameTables, f.pos, f.draw);
        if (!v || !v->decided())
            return false;
        // A draw with a capture to play is played on: the material the draw keeps (drawScore)
        // is the one after the capture.
        if (v->kind == EndgameVerdict::Draw && hasCapture(f.pos))
            return false;
        score = v->kind == EndgameVerdict::Win ? kScoreWin - ply - v->plies
            : v->kind == EndgameVerdict::Loss  ? -kScoreWin + ply + v->plies
                                               : drawScore(f.pos);
        return true;
    }

    // The opponent could capture if it were its move.
    static bool isThreatened(const Position &pos)
    {
        Position other = pos;
        other.side = opposite(pos.side);
        return hasCapture(other);
    }

    /*
     * The quiescence search: captures are played out (they are forced, so there is no standing
     * pat while one is on the board), and a quiet position is evaluated. At the search's horizon
     * (`horizon`) a quiet position where the opponent threatens to capture is not quiet enough
     * to judge statically: it gets a one-ply search, a few times per line at most.
     */
    template<bool PV>
    int quiesce(int ply, int alpha, int beta, bool horizon)
    {
        Frame &f = frames[ply];
        pvLength[ply] = ply;
        if (!horizon && f.draw.expired() != ResultReason::None)
            return countExpiredScore(f, ply);
        if (int s; !horizon && probeTables(f, ply, s))
            return s;
        if (!hasCapture(f.pos)) {
            if (horizon && f.threatExtensions < kMaxThreatExtensions && ply < kMaxPly - 2
                && isThreatened(f.pos)) {
                ++f.threatExtensions;
                const int score = alphaBeta<PV>(ply, 1, alpha, beta);
                --f.threatExtensions;
                return score;
            }
            ++nodes;
            checkLimits();
            if (stopped)
                return 0;
            selDepth = std::max(selDepth, ply);
            if (!hasLegalMove(f.pos))
                return -kScoreWin + ply;
            return evaluateNode(f);
        }
        ++nodes;
        checkLimits();
        if (stopped)
            return 0;
        selDepth = std::max(selDepth, ply);
        if (ply >= kMaxPly)
            return evaluateNode(f);
        // A capture node met before (by another order of moves, or by the main search) is not
        // played out again: the table's bound cuts, or its move goes first (the variant's
        // quiesceTable).
        const VariantSearch &params = searchOf(f.pos.variant);
        const bool useTable = params.quiesceTable
            && (params.quiesceTableKingsAlone || (f.pos.occupied() & ~f.pos.kings) != 0);
        const int alphaOrig = alpha;
        int ttMove = -1;
        bool deeperEntry = false; // the main search's, not overwritten by this one's
        if (TranspositionTable::Entry e; useTable && tt.probe(f.ttKey, e)) {
            if (e.move != TranspositionTable::kNoMove)
                ttMove = e.move;
            deeperEntry = e.depth > 0;
            if (!PV) {
                const int s = scoreFromTable(e.score, ply);
                const Bound b = e.bound();
                if (b == Bound::Exact || (b == Bound::Lower && s >= beta)
                    || (b == Bound::Upper && s <= alpha))
                    return s;
            }
        }
        generateMoves(f.pos, f.moves);
        if (ttMove >= f.moves.size())
            ttMove = -1;
        scoreMoves(f, ttMove);
        int best = -kScoreInfinite;
        std::uint16_t bestIndex = TranspositionTable::kNoMove;
        for (int i = 0; i < f.moves.size(); ++i) {
            const Move m = f.moves[pick(f, i)];
            enter(ply, m);
            const int score = -quiesce<PV>(ply + 1, -beta, -alpha, false);
            if (stopped)
                return 0;
            if (score > best) {
                best = score;
                bestIndex = f.index[i];
                if (score > alpha) {
                    alpha = score;
                    if constexpr (PV)
                        updatePv(ply, m);
                    if (score >= beta)
                        break;
                }
            }
        }
        const Bound bound = best >= beta ? Bound::Lower
            : best > alphaOrig           ? Bound::Exact
                                         : Bound::Upper;
        if (useTable && !deeperEntry)
            tt.store(f.ttKey, scoreToTable(best, ply), kScoreInfinite,
                best > alphaOrig ? bestIndex : TranspositionTable::kNoMove, 0, bound);
        return best;
    }

    template<bool PV>
    int alphaBeta(int ply, int depth, int alpha, int beta)
    {
        Frame &f = frames[ply];
        pvLength[ply] = ply;
        if (ply > 0) {
            if (isRepetition(ply))
                return drawScore(f.pos);
            if (f.draw.expired() != ResultReason::None)
                return countExpiredScore(f, ply);
            alpha = std::max(alpha, -kScoreWin + ply);
            beta = std::min(beta, kScoreWin - ply - 1);
            if (alpha >= beta)
                return alpha;
            if (int s; probeTables(f, ply, s))
                return s;
        }
        if (depth <= 0)
            return quiesce<PV>(ply, alpha, beta, true);
        ++nodes;
        checkLimits();
        if (stopped)
            return 0;
        if (ply >= kMaxPly)
            return evaluateNode(f);

        const int alphaOrig = alpha;
        const bool excluding = f.excluded >= 0; // the singular search of this node
        int ttMove = -1;
        int eval = kScoreInfinite;
        int ttScore = 0;
        int ttDepth = -1;
        Bound ttBound = Bound::Upper;
        if (TranspositionTable::Entry e; tt.probe(f.ttKey, e)) {
            if (e.move != TranspositionTable::kNoMove)
                ttMove = e.move;
            eval = e.eval;
            ttScore = scoreFromTable(e.score, ply);
            ttDepth = e.depth;
            ttBound = e.bound();
            if (!PV && !excluding && ttDepth >= depth
                && (ttBound == Bound::Exact || (ttBound == Bound::Lower && ttScore >= beta)
                    || (ttBound == Bound::Upper && ttScore <= alpha)))
                return ttScore;
        }

        // Kings alone win by long exact manoeuvres (tst_endgames, 3 kings v 1): the internal
        // iterative reduction, and futility where the variant says so, keep out of them.
        const bool menLeft = (f.pos.occupied() & ~f.pos.kings) != 0;
        // No move from the table to try first: a ply less (internal iterative reduction).
        if (depth >= kIirDepth && ttMove < 0 && menLeft && !excluding)
            --depth;

        generateMoves(f.pos, f.moves);
        const int count = f.moves.size();
        if (count == 0)
            return -kScoreWin + ply;
        if (ttMove >= count)
            ttMove = -1;
        const bool captureNode = f.moves[0].isCapture();
        if (!captureNode && eval == kScoreInfinite)
            eval = evaluateNode(f);

        const VariantSearch &params = searchOf(f.pos.variant);

        // Reverse futility: a quiet position far above beta at the last plies (the variant's
        // depth where men are left, kings alone to 2).
        const int reverseDepth = menLeft ? params.reverseFutilityDepth : 2;
        if (!PV && !captureNode && !excluding && depth <= reverseDepth && !isWinScore(beta)
            && eval - kReverseFutilityPerDepth * depth >= beta)
            return eval;

        // A forced move costs no depth.
        const int extension = count == 1 ? 1 : 0;

        // Singular extension: the table's move is searched a ply deeper when no other move,
        // searched to half the depth, comes near its score. Not with kings alone, which win
        // by long exact manoeuvres (tst_endgames' three kings against one).
        bool singularExtension = false;
        if (!excluding && menLeft && count > 1 && ttMove >= 0 && params.singularDepth
            && depth >= params.singularDepth && ttBound != Bound::Upper
            && ttDepth >= depth - kSingularDepthSlack && !isWinScore(ttScore)
            && f.singularExtensions < kMaxSingularExtensions) {
            const int singularBeta = ttScore - kSingularMarginPerDepth * depth;
            f.excluded = ttMove;
            const int s = alphaBeta<false>(ply, (depth - 1) / 2, singularBeta - 1, singularBeta);
            f.excluded = -1;
            if (stopped)
                return 0;
            singularExtension = s < singularBeta;
            // The singular search generated and ordered this node's moves again.
            generateMoves(f.pos, f.moves);
            pvLength[ply] = ply;
        }
        const int side = f.pos.side == Color::White ? 0 : 1;

        scoreMoves(f, ttMove);
        int best = -kScoreInfinite;
        Move bestMove {};
        std::uint16_t bestIndex = TranspositionTable::kNoMove;
        Move tried[64];
        int triedQuiet = 0;
        frames[ply + 2].killers[0] = frames[ply + 2].killers[1] = Move {};

        for (int i = 0; i < count; ++i) {
            pick(f, i);
            if (f.index[i] == f.excluded)
                continue;
            const Move m = f.moves[i];
            const bool killer = m == f.killers[0] || m == f.killers[1];
            enter(ply, m);
            // Futility and late-move pruning: at the last plies, a quiet move that leaves no
            // capture to either side is not searched when the position is far below alpha
            // (futility) or when it comes late in the order (late-move pruning). The depths,
            // margins and move numbers are the variant's (kVariantSearch).
            if (!PV && !captureNode && !killer && !m.promotes && !isWinScore(alpha)) {
                const bool futile = depth <= params.futilityDepth && i > 0
                    && (params.futilityKingsAlone || menLeft)
                    && eval + params.futilityBase + params.futilityPerDepth * depth <= alpha;
                const bool late = params.latePruningFrom && depth <= kLatePruningDepth && menLeft
                    && i >= params.latePruningFrom + depth * depth;
                const Position &c = frames[ply + 1].pos;
                if ((futile || late) && !hasCapture(c) && !isThreatened(c)) {
                    if (triedQuiet < 64)
                        tried[triedQuiet++] = m;
                    continue;
                }
            }
            const bool singular = singularExtension && f.index[i] == ttMove;
            if (singular)
                ++frames[ply + 1].singularExtensions;
            const int newDepth = depth - 1 + extension + (singular ? 1 : 0);
            int score;
            if (i == 0 || (excluding && i == 1)) {
                score = -alphaBeta<PV>(ply + 1, newDepth, -beta, -alpha);
            } else {
                int r = 0;
                // Late quiet moves are searched shallower first (late-move reductions). Try
                // 74 (2026-12-07), a ply less where the move's history is above kHistoryMax / 4,
                // leant ahead (+4 over 2398 games) and then, on 2400 games of openings it had not
                // played, was even: -0.6 +/- 4.4 (docs/search-rounds.md). Not kept.
                if (!captureNode && depth >= 2 && i >= (PV ? 3 : 1) && !killer && !m.promotes)
                    r = PV ? 1
                        : params.thirdReductionFrom && depth >= kThirdReductionDepth
                            && i >= params.thirdReductionFrom
                        ? 3
                        : i >= params.secondReductionFrom ? 2
                                                          : 1;
                score = -alphaBeta<false>(ply + 1, newDepth - r, -alpha - 1, -alpha);
                if (score > alpha && r > 0)
                    score = -alphaBeta<false>(ply + 1, newDepth, -alpha - 1, -alpha);
                if (PV && score > alpha && score < beta)
                    score = -alphaBeta<true>(ply + 1, newDepth, -beta, -alpha);
            }
            if (stopped)
                return 0;
            if (score > best) {
                best = score;
                bestMove = m;
                bestIndex = f.index[i];
                if (score > alpha) {
                    alpha = score;
                    if constexpr (PV)
                        updatePv(ply, m);
                    if (score >= beta)
                        break;
                }
            }
            if (!captureNode && triedQuiet < 64)
                tried[triedQuiet++] = m;
        }

        if (best >= beta && !captureNode) {
            rewardQuiet(f, side, bestMove, depth);
            for (int i = 0; i < triedQuiet; ++i)
                punishQuiet(side, tried[i], depth);
        }
        if (excluding)
            return best == -kScoreInfinite ? alpha : best;
        const std::uint16_t stored = best > alphaOrig ? bestIndex : TranspositionTable::kNoMove;
        const Bound bound = best >= beta ? Bound::Lower
            : best > alphaOrig           ? Bound::Exact
                                         : Bound::Upper;
        tt.store(f.ttKey, scoreToTable(best, ply), captureNode ? kScoreInfinite : eval, stored,
            depth, bound);
        return best;
    }

    // One iteration over the root moves. With `exactAll` every move gets an exact score (for
    // the handicapped levels), else a principal-variation search. The best move found so far
    // is kept first.
    int searchRoot(int depth, int alpha, int beta, bool exactAll)
    {
        pvLength[0] = 0;
        ++nodes;
        const int extension = rootMoves.size() == 1 ? 1 : 0;
        int best = -kScoreInfinite;
        for (std::size_t i = 0; i < rootMoves.size(); ++i) {
            RootMove &rm = rootMoves[i];
            enter(0, rm.move);
            const int newDepth = depth - 1 + extension;
            int score;
            if (i == 0 || exactAll) {
                score = -alphaBeta<true>(1, newDepth, -beta, -alpha);
            } else {
                score = -alphaBeta<false>(1, newDepth, -alpha - 1, -alpha);
                if (score > alpha && score < beta && !stopped)
                    score = -alphaBeta<true>(1, newDepth, -beta, -alpha);
            }
            if (stopped)
                break;
            rm.exact = score > alpha && score < beta;
            rm.score = score > alpha || exactAll ? score : -kScoreInfinite;
            if (score > alpha || exactAll) {
                rm.pv.assign(1, rm.move);
                rm.pv.insert(rm.pv.end(), pvTable[1] + 1, pvTable[1] + pvLength[1]);
            }
            if (score > best) {
                best = score;
                if (score > alpha && !exactAll) {
                    alpha = score;
                    // The new best goes to the front; the others keep their order.
                    std::rotate(
                        rootMoves.begin(), rootMoves.begin() + i, rootMoves.begin() + i + 1);
                    if (score >= beta)
                        break;
                }
            }
        }
        if (exactAll && !stopped) {
            std::stable_sort(rootMoves.begin(), rootMoves.end(),
                [](const RootMove &a, const RootMove &b) { return a.score > b.score; });
        }
        return best;
    }

    SearchResult run(const Position &start, std::span<const Move> moves, const SearchLimits &lim,
        const Search::InfoCallback &onInfo, const std::atomic<bool> *stop)
    {
        startTime = Clock::now();
        limits = lim;
        stopFlag = stop;
        stopped = false;
        canStop = false;
        nodes = 0;
        publishedNodes = 0;
        selDepth = 0;
        budget = TimeBudget::forLimits(limits);

        // The record's positions, for repetitions.
        keys.clear();
        Position pos = start;
        std::uint64_t key = start.hash();
        DrawState draw(start);
        keys.push_back(key);
        for (const Move &m : moves) {
            key = keyAfter(pos, key, m);
            const Position next = pos.after(m);
            draw.play(pos, m, next);
            pos = next;
            keys.push_back(key);
        }
        rootIndex = static_cast<int>(keys.size()) - 1;
        keys.resize(keys.size() + kMaxPly + 2);
        Frame &root = frames[0];
        root.pos = pos;
        root.key = key;
        root.draw = draw;
        root.ttKey = tableKey(key, draw);
        root.previous = moves.empty() ? Move {} : moves.back();
        for (Frame &f : frames)
            f.killers[0] = f.killers[1] = Move {};

        SearchResult result;
        generateMoves(pos, root.moves);
        if (root.moves.empty())
            return result;
        rootMoves.clear();
        int ttMove = -1;
        if (TranspositionTable::Entry e; tt.probe(root.ttKey, e) && e.move < root.moves.size())
            ttMove = e.move;
        scoreMoves(root, ttMove);
        for (int i = 0; i < root.moves.size(); ++i) {
            RootMove rm;
            rm.move = root.moves[i];
            rm.index = i;
            rm.pv = {rm.move};
            rootMoves.push_back(rm);
        }
        std::stable_sort(
            rootMoves.begin(), rootMoves.end(), [&](const RootMove &a, const RootMove &b) {
                return root.order[a.index] > root.order[b.index];
            });

        const bool handicap = limits.randomMargin > 0;
        const int maxDepth = limits.depth > 0 ? std::min(limits.depth, kMaxPly - 1) : kMaxPly - 1;
        const bool timed = limits.timed();
        int lastScore = 0;
        int completed = 0;
        RootMove chosen = rootMoves[0];
        // Depth skew: every other helper runs one ply ahead of the main thread.
        for (int depth = 1 + (helper & 1); depth <= maxDepth; ++depth) {
            int alpha = -kScoreInfinite, beta = kScoreInfinite;
            // Tries 15 (15000 nodes) and 56 (100000 nodes, American) found 20 even.
            int window = 35;
            if (depth >= 5 && !handicap && !isWinScore(lastScore)) {
                alpha = lastScore - window;
                beta = lastScore + window;
            }
            int score;
            for (;;) {
                score = searchRoot(depth, alpha, beta, handicap);
                if (stopped)
                    break;
                if (score <= alpha) {
                    alpha = std::max(-kScoreInfinite, alpha - window);
                    window *= 2;
                } else if (score >= beta) {
                    beta = std::min(kScoreInfinite, beta + window);
                    window *= 2;
                } else {
                    break;
                }
                if (window > 500) {
                    alpha = -kScoreInfinite;
                    beta = kScoreInfinite;
                }
            }
            // An interrupted iteration still counts when it put a better move first: the
            // previous best is always searched first, so a move ahead of it scored higher.
            if (stopped) {
                if (!handicap && !(rootMoves[0].move == chosen.move)) {
                    chosen = rootMoves[0];
                    lastScore = chosen.score;
                }
                break;
            }
            const bool bestMoveChanged = completed >= 4 && !(rootMoves[0].move == chosen.move);
            const bool scoreFell = completed >= 4 && score < lastScore - kScoreFallMargin;
            completed = depth;
            canStop = true;
            chosen = rootMoves[0];
            lastScore = score;
            if (helper)
                continue;
            if (onInfo)
                onInfo(info(depth, score, rootMoves[0].pv));
            // A forced move is played at once under a clock, which keeps the time saved. A fixed
            // move time not spent is lost: it goes on searching the position after the move,
            // whose table entries the next search starts from (captures are forced, and a
            // fifth of the moves of a game are the only move).
            if (rootMoves.size() == 1 && limits.timeLeftMs > 0 && limits.moveTimeMs == 0)
                break;
            if (timed && isWinScore(score) && kScoreWin - std::abs(score) <= depth)
                break;
            if (budget.stopsAfterIteration(elapsedMs(), bestMoveChanged, scoreFell))
                break;
            if (limits.nodes && nodes >= limits.nodes)
                break;
        }

        if (handicap)
            chosen = pickHandicapped(completed);
        result.hasMove = true;
        result.bestMove = chosen.move;
        result.score = handicap ? chosen.score : lastScore;
        result.depth = completed;
        result.nodes = nodes;
        result.ms = elapsedMs();
        result.pv = chosen.pv.empty() ? std::vector<Move> {chosen.move} : chosen.pv;
        if (result.pv.size() > 1) {
            result.hasPonder = true;
            result.ponderMove = result.pv[1];
        }
        return result;
    }

    // Draws a root move among those within the margin of the best: the smaller the loss, the
    // likelier the move (weight (margin - loss + 1)^2).
    RootMove pickHandicapped(int completed)
    {
        if (completed == 0)
            return rootMoves[0];
        int best = -kScoreInfinite;
        for (const RootMove &rm : rootMoves)
            best = std::max(best, rm.score);
        std::vector<std::pair<std::uint64_t, std::size_t>> weights;
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < rootMoves.size(); ++i) {
            const int loss = std::max(0, best - rootMoves[i].score);
            if (rootMoves[i].score == -kScoreInfinite || loss > limits.randomMargin)
                continue;
            const std::uint64_t w = std::uint64_t(limits.randomMargin - loss + 1)
                * std::uint64_t(limits.randomMargin - loss + 1);
            total += w;
            weights.emplace_back(w, i);
        }
        std::uint64_t seed = limits.seed ^ frames[0].key;
        std::uint64_t r = splitMix(seed) % total;
        for (const auto &[w, i] : weights) {
            if (r < w)
                return rootMoves[i];
            r -= w;
        }
        return rootMoves[0];
    }

    SearchInfo info(int depth, int score, const std::vector<Move> &pv) const
    {
        SearchInfo i;
        i.depth = depth;
        i.selectiveDepth = selDepth;
        i.score = score;
        i.nodes = totalNodes();
        i.ms = elapsedMs();
        i.nps = i.ms > 0 ? i.nodes * 1000 / static_cast<std::uint64_t>(i.ms) : 0;
        i.hashfull = tt.hashfull();
        i.pv = pv;
        return i;
    }
};

} // namespace

struct Search::Impl
{
    Shared shared;
    std::vector<std::unique_ptr<Worker>> workers; // the main thread's first

    explicit Impl(std::size_t mb)
        : shared(mb)
    {
        workers.push_back(std::make_unique<Worker>(shared, 0));
    }

    SearchResult run(const Position &start, std::span<const Move> moves, const SearchLimits &limits,
        const InfoCallback &onInfo, const std::atomic<bool> *stop)
    {
        // The handicapped levels score every root move exactly and draw among them: one thread.
        const int threads
            = limits.randomMargin > 0 ? 1 : std::clamp(limits.threads, 1, kMaxThreads);
        while (int(workers.size()) < threads)
            workers.push_back(std::make_unique<Worker>(shared, int(workers.size())));
        // Under a clock, the table's memory is taken before any worker starts it. A search to a
        // depth or a node count (bench, the lesson checks, fixed-node matches) leaves the pages
        // to be faulted in as it writes: its result does not depend on the time, and a small
        // search then touches only the pages it uses.
        if (limits.timed())
            shared.tt.commitMemory();
        shared.tt.newSearch();
        shared.abort = false;
        shared.helperNodes = 0;
        shared.mainNodes = 0;
        std::vector<std::thread> helpers;
        for (int k = 1; k < threads; ++k)
            helpers.emplace_back(
                [&, k] { workers[std::size_t(k)]->run(start, moves, limits, {}, nullptr); });
        SearchResult result = workers[0]->run(start, moves, limits, onInfo, stop);
        shared.abort = true;
        for (std::thread &t : helpers)
            t.join();
        for (int k = 1; k < threads; ++k)
            result.nodes += workers[std::size_t(k)]->nodes;
        return result;
    }
};

Search::Search(std::size_t hashMegabytes)
    : d(std::make_unique<Impl>(hashMegabytes))
{ }

Search::~Search() = default;

void Search::setEndgameTables(std::shared_ptr<const EndgameTables> tables)
{
    d->shared.endgameTables = std::move(tables);
}

void Search::setHashSize(std::size_t megabytes)
{
    d->shared.tt.resize(megabytes);
}

std::size_t Search::hashSize() const
{
    return d->shared.tt.megabytes();
}

void Search::clear()
{
    d->shared.tt.clear();
    for (const auto &w : d->workers) {
        std::memset(w->history, 0, sizeof w->history);
        std::memset(w->counterMoves, 0, sizeof w->counterMoves);
    }
}

SearchResult Search::run(const Position &start, std::span<const Move> moves,
    const SearchLimits &limits, const InfoCallback &onInfo, const std::atomic<bool> *stop)
{
    return d->run(start, moves, limits, onInfo, stop);
}

} // namespace damas
