// SPDX-License-Identifier: GPL-3.0-or-later
#include "movegen.h"

namespace damas {

namespace {

template<Variant V>
struct Traits
{
    static constexpr Rules rules = rulesOf(V);
    using G = Geometry<rules.boardSize>;
};

// Nearest piece of `blockers` along direction `dir` (which decides whether nearest is the lowest
// or the highest bit).
inline int nearest(Bitboard blockers, int dir)
{
    return dir >= 2 ? lsb(blockers) : msb(blockers);
}

/*
 * Move generation for one variant and one side to move. Everything the rules leave open is a
 * compile-time constant here, so each of the eight instantiations is straight-line bitboard code.
 *
 * Captures are found by a depth-first search over the capture tree. During the search the moving
 * piece's start square counts as empty (the piece has left it), and every captured piece stays on
 * the board as a blocker that cannot be jumped a second time ("Turkish strike", FMJD art. 4.8 and
 * 4.9; the same in the other three rule books).
 */
/*
 * perft's own move list: the same inline storage as MoveList but trivially destructible and
 * never on the heap, which keeps perft's frames lean. If a position ever has more moves than it
 * holds, it says so and perft does that node again with a MoveList.
 */
class FixedMoveList
{
public:
    void clear() { m_size = 0; }
    void push(const Move &m)
    {
        if (m_size < MoveList::kInlineCapacity) [[likely]]
            m_moves[m_size++] = m;
        else
            m_overflowed = true;
    }
    int size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    bool overflowed() const { return m_overflowed; }
    const Move *begin() const { return m_moves.data(); }
    const Move *end() const { return m_moves.data() + m_size; }

private:
    std::array<Move, MoveList::kInlineCapacity> m_moves;
    int m_size = 0;
    bool m_overflowed = false;
};

template<Variant V, Color C, bool Paths = false, class Out = MoveList>
class Generator
{
    using G = typename Traits<V>::G;
    static constexpr Rules R = Traits<V>::rules;
    static constexpr int kFwd0 = C == Color::White ? 0 : 2; // forward-left for this side
    static constexpr int kFwd1 = kFwd0 + 1; // forward-right
    static constexpr Bitboard kPromotionRow = C == Color::White ? G::topRow : G::bottomRow;

public:
    Generator(const Position &p, Out &out)
        : m_me(p.pieces(C))
        , m_opp(p.pieces(opposite(C)))
        , m_kings(p.kings)
        , m_occAll(p.white | p.black)
        , m_empty(G::mask & ~m_occAll)
        , m_out(out)
    { }

    // Paths mode: every path of every legal capture, into `paths` (no duplicates dropped).
    void generatePaths(std::vector<MovePath> &paths)
    {
        m_paths = &paths;
        m_out.clear();
        captures(manJumpers(m_me & ~m_kings));
    }

    void generate()
    {
        m_out.clear();
        const Bitboard jumpers = manJumpers(m_me & ~m_kings);
        if (jumpers || (m_me & m_kings))
            captures(jumpers);
        if (m_out.empty())
            quietMoves();
    }

    // The move count of a position whose side to move has men only and no capture (two
    // popcounts), else -1: the common case of count(), without building a Generator.
    [[gnu::always_inline]] static int quietOnlyCount(const Position &p)
    {
        const Bitboard me = p.pieces(C);
        if (me & p.kings)
            return -1;
        const Bitboard empty = G::mask & ~(p.white | p.black);
        if (jumpers(me, p.pieces(opposite(C)), empty))
            return -1;
        return menStepCount(me, empty);
    }

    // The number of plain moves of these men.
    [[gnu::always_inline]] static int menStepCount(Bitboard men, Bitboard empty)
    {
        return popcount(G::template step<kFwd0>(men) & empty)
            + popcount(G::template step<kFwd1>(men) & empty);
    }

    int count()
    {
        // Most positions have neither a capture nor a king: count those with two popcounts and
        // keep the capture search (a real function call) out of their way.
        const Bitboard men = m_me & ~m_kings;
        const Bitboard jumpers = manJumpers(men);
        if (!jumpers && !(m_me & m_kings))
            return menStepCount(men, m_empty);
        m_out.clear();
        captures(jumpers);
        if (!m_out.empty())
            return m_out.size();
        return quietCount();
    }

    /*
     * Whether the side to move has a capture: whether some piece can make a first jump. A yes
     * or no from the bitboards, with no list and no Generator: the search asks it at most
     * nodes. The short (American) king jumps like a man that may go backward.
     */
    static bool anyCapture(const Position &p)
    {
        const Bitboard me = p.pieces(C);
        const Bitboard opp = p.pieces(opposite(C));
        const Bitboard occ = p.white | p.black;
        const Bitboard empty = G::mask & ~occ;
        if (jumpers(me & ~p.kings, opp, empty))
            return true;
        const Bitboard kings = me & p.kings;
        if (!kings)
            return false;
        if constexpr (R.flyingKings) {
            for (Bitboard k = kings; k; k &= k - 1) {
                if (flyingKingCanCapture(lsb(k), opp, occ, empty))
                    return true;
            }
            return false;
        } else {
            return kings
                & (G::template step<3>(opp & G::template step<3>(empty))
                    | G::template step<2>(opp & G::template step<2>(empty))
                    | G::template step<1>(opp & G::template step<1>(empty))
                    | G::template step<0>(opp & G::template step<0>(empty)));
        }
    }

    // Whether the side to move has a legal move: a plain step, else a capture.
    static bool anyMove(const Position &p)
    {
        const Bitboard me = p.pieces(C);
        const Bitboard empty = G::mask & ~(p.white | p.black);
        const Bitboard men = me & ~p.kings;
        if ((G::template step<kFwd0>(men) | G::template step<kFwd1>(men)) & empty)
            return true;
        const Bitboard kings = me & p.kings;
        if (kings
            && ((G::template step<0>(kings) | G::template step<1>(kings)
                    | G::template step<2>(kings) | G::template step<3>(kings))
                & empty))
            return true;
        return anyCapture(p);
    }

private:
    // Men that can make a first jump in some direction they are allowed to capture in.
    [[gnu::always_inline]] Bitboard manJumpers(Bitboard men) const
    {
        return jumpers(men, m_opp, m_empty);
    }

    [[gnu::always_inline]] static Bitboard jumpers(Bitboard men, Bitboard opp, Bitboard empty)
    {
        // A man on x jumps in direction d when x+d holds an opponent and x+2d is empty:
        // stepping the targets back in the opposite direction (3 - d) finds x.
        Bitboard j = G::template step<3 - kFwd0>(opp & G::template step<3 - kFwd0>(empty))
            | G::template step<3 - kFwd1>(opp & G::template step<3 - kFwd1>(empty));
        if constexpr (R.menCaptureBackward) {
            constexpr int b0 = 2 - kFwd0; // the two backward directions
            constexpr int b1 = b0 + 1;
            j |= G::template step<3 - b0>(opp & G::template step<3 - b0>(empty))
                | G::template step<3 - b1>(opp & G::template step<3 - b1>(empty));
        }
        return men & j;
    }

    // A flying king on `at` sees an opponent's piece first along some diagonal, with the
    // square behind it free.
    static bool flyingKingCanCapture(int at, Bitboard opp, Bitboard occ, Bitboard empty)
    {
        for (int d = 0; d < 4; ++d) {
            const Bitboard blk = G::rays[d][at] & occ;
            if (!blk)
                continue;
            const int b = nearest(blk, d);
            if ((opp >> b & 1) && (G::stepDyn(Bitboard(1) << b, d) & empty))
                return true;
        }
        return false;
    }

    // All captures, given the men that can make a first jump (manJumpers()).
    void captures(Bitboard jumpers)
    {
        m_best = 0;
        for (Bitboard b = jumpers; b; b &= b - 1) {
            m_from = lsb(b);
            m_occ = m_occAll & ~(Bitboard(1) << m_from);
            m_promoting = false;
            stepCapture<false>(m_from, 0);
        }
        for (Bitboard b = m_me & m_kings; b; b &= b - 1) {
            m_from = lsb(b);
            m_occ = m_occAll & ~(Bitboard(1) << m_from);
            m_promoting = false;
            if constexpr (R.flyingKings)
                flyingCapture(m_from, 0, -1);
            else
                stepCapture<true>(m_from, 0);
        }
    }

    /*
     * Captures by a piece that jumps over an adjacent piece to the square right behind it: any
     * man, and the American king. Returns true when at least one jump was possible from `at`
     * (the caller then does not record `at` as an end square).
     */
    template<bool ShortKing>
    bool stepCapture(int at, Bitboard captured)
    {
        // Directions in which this piece may capture: all four, except for the American man,
        // which captures forward only (WCDF). Unrolled so every shift is a constant.
        if constexpr (ShortKing || R.menCaptureBackward) {
            const bool a = stepJump<0, ShortKing>(at, captured);
            const bool b = stepJump<1, ShortKing>(at, captured);
            const bool c = stepJump<2, ShortKing>(at, captured);
            const bool d = stepJump<3, ShortKing>(at, captured);
            return a || b || c || d;
        } else {
            const bool a = stepJump<kFwd0, false>(at, captured);
            const bool b = stepJump<kFwd1, false>(at, captured);
            return a || b;
        }
    }

    template<int D, bool ShortKing>
    bool stepJump(int at, Bitboard captured)
    {
        const Bitboard j = G::template step<D>(Bitboard(1) << at) & m_opp & ~captured;
        if (!j)
            return false;
        if (!(G::template step<D>(j) & ~m_occ))
            return false;
        const int to = at + 2 * G::shiftOf[D];
        pushPath(to);
        manLanded<ShortKing>(to, captured | j, D);
        popPath();
        return true;
    }

    // A stepping piece has just jumped to `to`, having taken `cap`. Promotion per variant, then
    // the capture goes on if it can.
    template<bool ShortKing>
    void manLanded(int to, Bitboard cap, int d)
    {
        const bool onPromotionRow = !ShortKing && ((Bitboard(1) << to) & kPromotionRow);
        if (onPromotionRow) {
            if constexpr (R.capturePromotion == CapturePromotion::EndsMove) {
                // WCDF: a man that reaches the king row is crowned and the move ends.
                record(to, cap, true);
                return;
            } else if constexpr (R.capturePromotion == CapturePromotion::ContinuesAsKing) {
                // Russian 2022: crowned at once, goes on capturing as a flying king.
                m_promoting = true;
                if (!flyingCapture(to, cap, d))
                    record(to, cap, true);
                m_promoting = false;
                return;
            }
        }
        // FMJD art. 4.15, CBD: a man is crowned only if the move ends on the far row.
        if (!stepCapture<ShortKing>(to, cap))
            record(to, cap, onPromotionRow);
    }

    /*
     * Captures by a flying king (FMJD art. 3.9, 4.3, 4.6). From `at` the king looks along each
     * diagonal for the first piece; if it is an opponent not yet taken and the square behind it
     * is free, it may land on any free square behind it. If some landing square lets the capture
     * go on, it must land on one of those (FMJD art. 4.6; the same in CBD and Russian rules).
     * `cameFrom` is the direction of the jump that brought the king here: going straight back
     * would meet the piece just taken, so it is skipped.
     */
    bool flyingCapture(int at, Bitboard captured, int cameFrom)
    {
        bool any = false;
        for (int d = 0; d < 4; ++d) {
            if (d == 3 - cameFrom)
                continue;
            const Bitboard blk = G::rays[d][at] & m_occ;
            if (!blk)
                continue;
            const int b = nearest(blk, d);
            const Bitboard jb = Bitboard(1) << b;
            if (!(jb & m_opp & ~captured))
                continue;
            const Bitboard beyond = G::rays[d][b];
            const Bitboard blk2 = beyond & m_occ;
            Bitboard land = beyond;
            if (blk2) {
                const int n2 = nearest(blk2, d);
                land &= ~(G::rays[d][n2] | (Bitboard(1) << n2));
            }
            if (!land)
                continue;
            any = true;
            const Bitboard cap = captured | jb;
            Bitboard ends = 0;
            for (Bitboard l = land; l; l &= l - 1) {
                const int sq = lsb(l);
                pushPath(sq);
                if (!flyingCapture(sq, cap, d))
                    ends |= Bitboard(1) << sq;
                popPath();
            }
            if (ends == land) {
                for (Bitboard l = ends; l; l &= l - 1) {
                    pushPath(lsb(l));
                    record(lsb(l), cap, m_promoting);
                    popPath();
                }
            }
        }
        return any;
    }

    void record(int to, Bitboard captured, bool promotes)
    {
        const int n = popcount(captured);
        if constexpr (R.majorityCapture) {
            // FMJD art. 4.13, CBD: only the captures that take the most pieces are legal, kings
            // and men counting the same.
            if (n < m_best)
                return;
            if (n > m_best) {
                m_out.clear();
                m_best = n;
            }
        }
        const Move m {
            captured, static_cast<std::uint8_t>(m_from), static_cast<std::uint8_t>(to), promotes};
        if constexpr (Paths) {
            if (R.majorityCapture && !m_paths->empty()
                && popcount(m_paths->front().move.captured) < n)
                m_paths->clear();
            MovePath mp {m, {m_from}};
            mp.bits.insert(mp.bits.end(), m_stack.begin(), m_stack.begin() + m_depth);
            m_paths->push_back(std::move(mp));
            return;
        }
        // Different paths that take the same pieces between the same squares are one move.
        if (n > 1) {
            for (const Move &x : m_out) {
                if (x == m)
                    return;
            }
        }
        m_out.push(m);
    }

    template<int Dir>
    void menSteps(Bitboard men)
    {
        for (Bitboard t = G::template step<Dir>(men) & m_empty; t; t &= t - 1) {
            const int to = lsb(t);
            const int from = to - G::shiftOf[Dir];
            m_out.push(Move {0, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to),
                ((Bitboard(1) << to) & kPromotionRow) != 0});
        }
    }

    Bitboard kingReach(int at, int d) const
    {
        const Bitboard ray = G::rays[d][at];
        const Bitboard blk = ray & m_occAll;
        if (!blk)
            return ray;
        const int n = nearest(blk, d);
        return ray & ~(G::rays[d][n] | (Bitboard(1) << n));
    }

    void quietMoves()
    {
        const Bitboard men = m_me & ~m_kings;
        menSteps<kFwd0>(men);
        menSteps<kFwd1>(men);
        for (Bitboard k = m_me & m_kings; k; k &= k - 1) {
            const int from = lsb(k);
            for (int d = 0; d < 4; ++d) {
                const Bitboard reach = R.flyingKings ? kingReach(from, d)
                                                     : G::stepDyn(Bitboard(1) << from, d) & m_empty;
                for (Bitboard t = reach; t; t &= t - 1)
                    m_out.push(Move {0, static_cast<std::uint8_t>(from),
                        static_cast<std::uint8_t>(lsb(t)), false});
            }
        }
    }

    int quietCount() const
    {
        int n = menStepCount(m_me & ~m_kings, m_empty);
        const Bitboard kings = m_me & m_kings;
        if constexpr (R.flyingKings) {
            for (Bitboard k = kings; k; k &= k - 1) {
                const int from = lsb(k);
                n += popcount(kingReach(from, 0) | kingReach(from, 1) | kingReach(from, 2)
                    | kingReach(from, 3));
            }
        } else {
            n += popcount(G::template step<0>(kings) & m_empty)
                + popcount(G::template step<1>(kings) & m_empty)
                + popcount(G::template step<2>(kings) & m_empty)
                + popcount(G::template step<3>(kings) & m_empty);
        }
        return n;
    }

    void pushPath(int bit)
    {
        if constexpr (Paths)
            m_stack[m_depth++] = static_cast<std::uint8_t>(bit);
    }
    void popPath()
    {
        if constexpr (Paths)
            --m_depth;
    }

    const Bitboard m_me;
    const Bitboard m_opp;
    const Bitboard m_kings;
    const Bitboard m_occAll;
    const Bitboard m_empty;
    Out &m_out;
    Bitboard m_occ = 0; // occupancy during a capture: everything but the moving piece
    int m_from = 0;
    int m_best = 0;
    bool m_promoting = false;
    // Paths mode only.
    std::vector<MovePath> *m_paths = nullptr;
    std::array<std::uint8_t, 64> m_stack {};
    int m_depth = 0;
};

template<Variant V, Color C>
std::uint64_t perftT(const Position &pos, int depth);

// A perft node whose moves did not fit a FixedMoveList.
template<Variant V, Color C>
[[gnu::noinline]] std::uint64_t perftLarge(const Position &pos, int depth)
{
    MoveList list;
    Generator<V, C> gen(pos, list);
    if (depth == 1)
        return static_cast<std::uint64_t>(gen.count());
    gen.generate();
    std::uint64_t n = 0;
    for (const Move &m : list)
        n += perftT<V, opposite(C)>(pos.template afterAs<C>(m), depth - 1);
    return n;
}

// The number of legal moves of a perft leaf's parent's child: the bulk count of the last ply.
template<Variant V, Color C>
[[gnu::always_inline]] inline std::uint64_t perftLeaf(const Position &pos)
{
    if (const int quiet = Generator<V, C, false, FixedMoveList>::quietOnlyCount(pos); quiet >= 0)
        return static_cast<std::uint64_t>(quiet);
    return perftT<V, C>(pos, 1);
}

template<Variant V, Color C>
std::uint64_t perftT(const Position &pos, int depth)
{
    FixedMoveList list;
    Generator<V, C, false, FixedMoveList> gen(pos, list);
    if (depth == 1) {
        const int n = gen.count();
        if (list.overflowed()) [[unlikely]]
            return perftLarge<V, C>(pos, depth);
        return static_cast<std::uint64_t>(n);
    }
    gen.generate();
    if (list.overflowed()) [[unlikely]]
        return perftLarge<V, C>(pos, depth);
    std::uint64_t n = 0;
    if (depth == 2) {
        // The children are leaves: count their moves here rather than through a recursive call
        // each (most are quiet positions, counted by two popcounts).
        for (const Move &m : list)
            n += perftLeaf<V, opposite(C)>(pos.template afterAs<C>(m));
        return n;
    }
    for (const Move &m : list)
        n += perftT<V, opposite(C)>(pos.template afterAs<C>(m), depth - 1);
    return n;
}

template<template<Variant, Color> class F, typename... Args>
auto dispatch(const Position &pos, Args &&...args)
{
    const bool white = pos.side == Color::White;
    switch (pos.variant) {
    case Variant::American:
        return white ? F<Variant::American, Color::White>::run(pos, args...)
                     : F<Variant::American, Color::Black>::run(pos, args...);
    case Variant::Brazilian:
        return white ? F<Variant::Brazilian, Color::White>::run(pos, args...)
                     : F<Variant::Brazilian, Color::Black>::run(pos, args...);
    case Variant::International:
        return white ? F<Variant::International, Color::White>::run(pos, args...)
                     : F<Variant::International, Color::Black>::run(pos, args...);
    case Variant::Russian:
        break;
    }
    return white ? F<Variant::Russian, Color::White>::run(pos, args...)
                 : F<Variant::Russian, Color::Black>::run(pos, args...);
}

template<Variant V, Color C>
struct GenerateOp
{
    static int run(const Position &p, MoveList &out)
    {
        Generator<V, C>(p, out).generate();
        return out.size();
    }
};

template<Variant V, Color C>
struct CountOp
{
    static int run(const Position &p)
    {
        MoveList list;
        return Generator<V, C>(p, list).count();
    }
};

template<Variant V, Color C>
struct HasCaptureOp
{
    static bool run(const Position &p) { return Generator<V, C>::anyCapture(p); }
};

template<Variant V, Color C>
struct AnyMoveOp
{
    static bool run(const Position &p) { return Generator<V, C>::anyMove(p); }
};

template<Variant V, Color C>
struct PathsOp
{
    static int run(const Position &p, std::vector<MovePath> &paths)
    {
        MoveList list;
        Generator<V, C, true>(p, list).generatePaths(paths);
        return static_cast<int>(paths.size());
    }
};

template<Variant V, Color C>
struct PerftOp
{
    static std::uint64_t run(const Position &p, int depth) { return perftT<V, C>(p, depth); }
};

} // namespace

void generateMoves(const Position &pos, MoveList &out)
{
    dispatch<GenerateOp>(pos, out);
}

MoveList legalMoves(const Position &pos)
{
    MoveList list;
    generateMoves(pos, list);
    return list;
}

int countMoves(const Position &pos)
{
    return dispatch<CountOp>(pos);
}

bool hasCapture(const Position &pos)
{
    return dispatch<HasCaptureOp>(pos);
}

bool hasLegalMove(const Position &pos)
{
    return dispatch<AnyMoveOp>(pos);
}

std::vector<MovePath> generateCapturePaths(const Position &pos)
{
    std::vector<MovePath> paths;
    dispatch<PathsOp>(pos, paths);
    return paths;
}

std::uint64_t perft(const Position &pos, int depth)
{
    if (depth <= 0)
        return 1;
    return dispatch<PerftOp>(pos, depth);
}

} // namespace damas
