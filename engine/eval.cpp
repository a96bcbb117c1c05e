// SPDX-License-Identifier: GPL-3.0-or-later
#include "eval.h"

#include "evalfeatures.h"

#include <algorithm>
#include <cstdlib>

namespace damas {

namespace {

/*
 * Weights, in hundredths of a man. They are the engine's judgement, set by hand and checked in
 * self-play matches (damas-cli match); the king values follow the usual estimates of draughts
 * players: a short-moving American king is worth a little less than one and a half men, a
 * flying king on 8x8 about two and a half, and on the 10x10 board about three.
 */
struct Params
{
    int man;
    int king;
    int advanceMg[10]; // a man's bonus by rank, counted from its own back row (middlegame)
    int advanceEg[10]; // the same with few men left
    int backGuard[5]; // a man still on its back row, by square from left to right (middlegame)
    int centreMg; // a man in the middle of the board
    int edgeMg; // a man on a side edge (negative: it covers half as many squares)
    int balanceMg; // per man of difference between the left and right halves
    int menMobility; // per free square in front of the men
    int kingMobility; // per square a king can move to
    int kingDiagonal; // a flying king on the long diagonal
    int runawayDivisor; // a runaway man's bonus is (king - man) * 4 / (distance + divisor)
};

constexpr Params kAmerican {
    .man = 100,
    .king = 140,
    .advanceMg = {0, 2, 4, 7, 10, 14, 20},
    .advanceEg = {0, 6, 12, 20, 30, 42, 58},
    .backGuard = {6, 12, 6, 12}, // squares 29-32 for White: 30 and 32 are the "bridge"
    .centreMg = 8,
    .edgeMg = -5,
    .balanceMg = 2,
    .menMobility = 1,
    .kingMobility = 4,
    .kingDiagonal = 0,
    .runawayDivisor = 4,
};

constexpr Params kBrazilian {
    .man = 100,
    .king = 250,
    .advanceMg = {0, 2, 4, 7, 10, 14, 20},
    .advanceEg = {0, 6, 12, 20, 30, 42, 58},
    .backGuard = {5, 10, 10, 5},
    .centreMg = 8,
    .edgeMg = -5,
    .balanceMg = 2,
    .menMobility = 1,
    .kingMobility = 2,
    .kingDiagonal = 15,
    .runawayDivisor = 4,
};

constexpr Params kRussian = kBrazilian;

constexpr Params kInternational {
    .man = 100,
    .king = 300,
    .advanceMg = {0, 1, 2, 4, 6, 8, 11, 15, 20},
    .advanceEg = {0, 4, 8, 13, 19, 26, 34, 44, 56},
    .backGuard = {3, 7, 7, 7, 3},
    .centreMg = 6,
    .edgeMg = -4,
    .balanceMg = 3,
    .menMobility = 1,
    .kingMobility = 2,
    .kingDiagonal = 15,
    .runawayDivisor = 5,
};

constexpr const Params &paramsOf(Variant v)
{
    switch (v) {
    case Variant::American:
        return kAmerican;
    case Variant::Brazilian:
        return kBrazilian;
    case Variant::International:
        return kInternational;
    case Variant::Russian:
        break;
    }
    return kRussian;
}

// Tables of one variant, indexed by colour and bit, built once from the Params above.
template<Variant V>
struct Tables
{
    static constexpr Rules R = rulesOf(V);
    using G = Geometry<R.boardSize>;
    static constexpr int N = R.boardSize;

    // By colour, row and the men of that colour on the row (bit i: its square i from the
    // left): the sum of their advance, centre, edge and back-row terms, opening and ending
    // packed (packedWeights()).
    std::int64_t rowPst[2][N][1 << G::half] = {};
    int runaway[2][64] = {};
    Bitboard leftHalf = 0;
    Bitboard centre = 0;

    constexpr Tables()
    {
        constexpr auto abs = [](int x) { return x < 0 ? -x : x; };
        const Params &p = paramsOf(V);
        for (int s = 0; s < G::squares; ++s) {
            const int bit = G::bitOf(s);
            const int row = s / G::half; // 0 = top row
            const int col = 2 * (s % G::half) + (row % 2 == 0 ? 1 : 0);
            if (col < N / 2)
                leftHalf |= Bitboard(1) << bit;
            const int cdist = abs(2 * col - (N - 1));
            const int rdist = abs(2 * row - (N - 1));
            if (cdist <= 3 && rdist <= 3)
                centre |= Bitboard(1) << bit;
            for (int c = 0; c < 2; ++c) {
                // Seen from the side of colour c: rank 0 is its own back row.
                const int rank = c == 0 ? N - 1 - row : row;
                const int colSeen = c == 0 ? col : N - 1 - col;
                int mg = p.advanceMg[rank];
                int eg = p.advanceEg[rank];
                if (rank == 0)
                    mg += p.backGuard[colSeen / 2];
                if (cdist <= 3 && rank >= 2 && rank <= N - 3)
                    mg += p.centreMg * (cdist <= 1 ? 2 : 1) / 2;
                if (col == 0 || col == N - 1)
                    mg += p.edgeMg;
                for (int men = 0; men < 1 << G::half; ++men)
                    if (men >> (s % G::half) & 1)
                        rowPst[c][row][men] += packedWeights(mg, eg);
                const int distance = N - 1 - rank;
                runaway[c][bit]
                    = distance > 0 ? (p.king - p.man) * 4 / (distance + p.runawayDivisor) : 0;
            }
        }
    }
};

template<Variant V>
constexpr Tables<V> kTables {};

template<Variant V>
Bitboard kingReach(Bitboard occupied, int at)
{
    using G = Geometry<rulesOf(V).boardSize>;
    Bitboard all = 0;
    for (int d = 0; d < 4; ++d) {
        const Bitboard ray = G::rays[d][at];
        const Bitboard blk = ray & occupied;
        if (!blk) {
            all |= ray;
            continue;
        }
        const int n = d >= 2 ? lsb(blk) : msb(blk);
        all |= ray & ~(G::rays[d][n] | (Bitboard(1) << n));
    }
    return all;
}

template<Variant V>
int kingMobility(Bitboard kings, Bitboard occupied)
{
    using G = Geometry<rulesOf(V).boardSize>;
    if constexpr (rulesOf(V).flyingKings) {
        int n = 0;
        for (Bitboard k = kings; k; k &= k - 1)
            n += popcount(kingReach<V>(occupied, lsb(k)));
        return n;
    } else {
        const Bitboard empty = G::mask & ~occupied;
        return popcount(G::template step<0>(kings) & empty)
            + popcount(G::template step<1>(kings) & empty)
            + popcount(G::template step<2>(kings) & empty)
            + popcount(G::template step<3>(kings) & empty);
    }
}

/*
 * The squares where an enemy piece standing there could be taken by one of `kings`: on a king's
 * line of sight (up to the first piece), with an empty square right behind it. `empty` is the
 * board as it would be, the target's own square counted empty.
 */
template<Variant V>
Bitboard kingAttacks(Bitboard kings, Bitboard occupied, Bitboard empty)
{
    using G = Geometry<rulesOf(V).boardSize>;
    Bitboard attacked = 0;
    for (Bitboard k = kings; k; k &= k - 1) {
        const int at = lsb(k);
        for (int d = 0; d < 4; ++d) {
            Bitboard reach;
            if constexpr (rulesOf(V).flyingKings) {
                const Bitboard ray = G::rays[d][at];
                const Bitboard blk = ray & occupied;
                reach = ray;
                if (blk) {
                    const int n = d >= 2 ? lsb(blk) : msb(blk);
                    reach &= ~(G::rays[d][n] | (Bitboard(1) << n));
                }
            } else {
                reach = G::stepDyn(Bitboard(1) << at, d);
            }
            // X is taken along d when the square after X (X + d) is empty.
            attacked |= reach & G::stepDyn(empty, 3 - d);
        }
    }
    return attacked;
}

// Distance in king steps between two squares (the larger of the row and column distances).
template<Variant V>
int stepDistance(int bitA, int bitB)
{
    using G = Geometry<rulesOf(V).boardSize>;
    auto rowCol = [](int bit, int &row, int &col) {
        const int s = G::squareOf(bit);
        row = s / G::half;
        col = 2 * (s % G::half) + (row % 2 == 0 ? 1 : 0);
    };
    int ra, ca, rb, cb;
    rowCol(bitA, ra, ca);
    rowCol(bitB, rb, cb);
    return std::max(std::abs(ra - rb), std::abs(ca - cb));
}

// How many squares the lone king of `weak` can move to without being taken there.
template<Variant V>
int loneKingSafeSquares(const Position &pos, Color weak)
{
    using G = Geometry<rulesOf(V).boardSize>;
    const Bitboard lone = pos.pieces(weak);
    const Bitboard occupied = pos.occupied() & ~lone;
    const Bitboard attacked
        = kingAttacks<V>(pos.kingsOf(opposite(weak)), occupied, G::mask & ~occupied);
    Bitboard moves;
    if constexpr (rulesOf(V).flyingKings)
        moves = kingReach<V>(pos.occupied(), lsb(lone));
    else
        moves = (G::template step<0>(lone) | G::template step<1>(lone) | G::template step<2>(lone)
                    | G::template step<3>(lone))
            & ~pos.occupied();
    return popcount(moves & ~attacked);
}

/*
 * Endings where one side is down to a lone king (rules and theory as draughts players know
 * them; the counts of draw-rules.md bound how long the stronger side may take):
 *  - flying kings (Brazilian, International, Russian): two pieces never beat a lone king; on 8x8
 *    three do not when the lone king holds the long diagonal alone (Petrov's triangle needs it),
 *    and do otherwise; on 10x10 three win only by a trap; four or more win.
 *  - American: one king against one is a draw; two or more kings beat one, by driving it out of
 *    the double corner.
 * Returns the score from White's side, given the ordinary estimate `score`.
 */
template<Variant V>
int loneKingEnding(const Position &pos, Color weak, int score)
{
    using G = Geometry<rulesOf(V).boardSize>;
    constexpr bool flying = rulesOf(V).flyingKings;
    const Color strong = opposite(weak);
    const Bitboard strongPieces = pos.pieces(strong);
    const int strongMen = popcount(pos.men(strong));
    const int strongKings = popcount(pos.kingsOf(strong));
    const int n = strongMen + strongKings;
    const int loneAt = lsb(pos.pieces(weak));
    const int sign = strong == Color::White ? 1 : -1;

    if constexpr (flying) {
        if (n <= 2 && strongMen < 2)
            return score / 16;
        const bool onDiagonal = (G::mainDiagonal >> loneAt) & 1;
        if (n == 3 && onDiagonal && !(strongPieces & G::mainDiagonal))
            return score / 8;
        // On 10x10 three pieces do not force a win against a lone king, wherever it stands:
        // only traps (Hoyle's "coups") catch it within the 16 moves.
        const bool trapsOnly = n == 3 && V == Variant::International;
        // Winning: hold the long diagonal, then take away the lone king's safe squares.
        int drive = 60;
        if (!onDiagonal && (strongPieces & pos.kings & G::mainDiagonal))
            drive += 60;
        drive -= 10 * loneKingSafeSquares<V>(pos, weak);
        return trapsOnly ? (score + sign * drive) / 8 : score + sign * drive;
    } else {
        if (n == 1 && strongKings == 1)
            return score / 16;
        if (strongMen > 0)
            return score;
        // Two or more kings against one: close in, and take its squares away.
        int drive = 40;
        for (Bitboard k = pos.kingsOf(strong); k; k &= k - 1)
            drive -= 6 * stepDistance<V>(lsb(k), loneAt);
        drive -= 10 * loneKingSafeSquares<V>(pos, weak);
        return score + sign * drive;
    }
}

// `learned`: with the learned terms (evalfeatures.h); `scaled` (if given) is set when the
// position is one of the endings below whose estimate is scaled down or driven.
template<Variant V>
int evaluateT(const Position &pos, bool learned, bool *scaled = nullptr)
{
    using G = Geometry<rulesOf(V).boardSize>;
    constexpr Rules R = rulesOf(V);
    constexpr int startMen = R.boardSize == 10 ? 40 : 24;
    const Params &p = paramsOf(V);
    const Tables<V> &t = kTables<V>;

    const Bitboard wMen = pos.white & ~pos.kings;
    const Bitboard bMen = pos.black & ~pos.kings;
    const Bitboard wKings = pos.white & pos.kings;
    const Bitboard bKings = pos.black & pos.kings;
    const Bitboard occ = pos.white | pos.black;
    const Bitboard empty = G::mask & ~occ;

    const int nwm = popcount(wMen), nbm = popcount(bMen);
    const int nwk = popcount(wKings), nbk = popcount(bKings);
    const int men = nwm + nbm;
    const int phase = std::min(256, men * 256 / startMen); // 256: all men on the board

    const int wMaterial = nwm * p.man + nwk * p.king;
    const int bMaterial = nbm * p.man + nbk * p.king;
    int score = wMaterial - bMaterial;

    // Being ahead counts for more as the board empties: trade down when ahead.
    const int pieces = men + nwk + nbk;
    score += (wMaterial - bMaterial) * (2 * startMen - pieces) / (8 * startMen);

    // The men's squares, a row at a time (a row's squares are neighbours in the bitboard).
    std::int64_t pst = 0;
#pragma GCC unroll 10
    for (int row = 0; row < R.boardSize; ++row) {
        constexpr Bitboard rowMask = (Bitboard(1) << G::half) - 1;
        const int first = G::bitOf(row * G::half);
        pst += t.rowPst[0][row][(wMen >> first) & rowMask]
            - t.rowPst[1][row][(bMen >> first) & rowMask];
    }
    int mg = openingOf(pst), eg = endingOf(pst);

    // Balance of the wings, and room to move.
    mg -= p.balanceMg
        * (std::abs(2 * popcount(wMen & t.leftHalf) - nwm)
            - std::abs(2 * popcount(bMen & t.leftHalf) - nbm))
        / 2;
    const int wFree = popcount((G::template step<0>(wMen) | G::template step<1>(wMen)) & empty);
    const int bFree = popcount((G::template step<2>(bMen) | G::template step<3>(bMen)) & empty);
    eg += 2 * p.menMobility * (wFree - bFree);
    mg += p.menMobility * (wFree - bFree);

    score += (mg * phase + eg * (256 - phase)) / 256;

    // Runaway men: nothing of the enemy in the cone ahead (the men outside the enemy's reach).
    // Against enemy kings it is far less certain.
    const SharedTerms shared {G::coneDown(pos.black), G::coneUp(pos.white),
        (wKings | bKings) ? kingMobility<V>(wKings, occ) - kingMobility<V>(bKings, occ) : 0};
    for (Bitboard b = wMen & ~shared.blackReach; b; b &= b - 1) {
        const int s = lsb(b);
        score += nbk ? t.runaway[0][s] / 4 : t.runaway[0][s];
    }
    for (Bitboard b = bMen & ~shared.whiteReach; b; b &= b - 1) {
        const int s = lsb(b);
        score -= nwk ? t.runaway[1][s] / 4 : t.runaway[1][s];
    }

    // The learned terms are fitted without these endings (evaltraining.h), and left out of them.
    const bool scaledEnding = (popcount(pos.black) == 1 && nbk == 1 && popcount(pos.white) > 1)
        || (popcount(pos.white) == 1 && nwk == 1 && popcount(pos.black) > 1)
        || (men == 0 && nwk + nbk > 0);
    if (scaled)
        *scaled = scaledEnding;
    if (learned && !scaledEnding)
        score += generatedWeights(V).template scoreOn<R.boardSize>(pos, shared);

    if (wKings | bKings) {
        score += p.kingMobility * shared.kingMoves;
        if constexpr (R.flyingKings) {
            score += p.kingDiagonal
                * (popcount(wKings & G::mainDiagonal) - popcount(bKings & G::mainDiagonal));
        } else {
            score += 6 * (popcount(wKings & t.centre) - popcount(bKings & t.centre));
        }

        // Endings against a lone king, and kings-only endings with equal forces.
        if (popcount(pos.black) == 1 && nbk == 1 && popcount(pos.white) > 1)
            return loneKingEnding<V>(pos, Color::Black, score);
        if (popcount(pos.white) == 1 && nwk == 1 && popcount(pos.black) > 1)
            return loneKingEnding<V>(pos, Color::White, score);
        if (men == 0) {
            if (nwk == nbk)
                return score / 8;
            if (R.flyingKings && std::abs(nwk - nbk) == 1 && nwk + nbk <= 7)
                return score / 4;
        }
    }
    return score;
}

template<Variant V>
int evaluateForSide(const Position &pos)
{
    const int s = evaluateT<V>(pos, true);
    return pos.side == Color::White ? s : -s;
}

template<Variant V>
int handEvaluationT(const Position &pos, bool *scaled)
{
    return evaluateT<V>(pos, false, scaled);
}

} // namespace

int handEvaluation(const Position &pos, bool *scaled)
{
    switch (pos.variant) {
    case Variant::American:
        return handEvaluationT<Variant::American>(pos, scaled);
    case Variant::Brazilian:
        return handEvaluationT<Variant::Brazilian>(pos, scaled);
    case Variant::International:
        return handEvaluationT<Variant::International>(pos, scaled);
    case Variant::Russian:
        break;
    }
    return handEvaluationT<Variant::Russian>(pos, scaled);
}

int kingMoveCount(const Position &pos, Color side)
{
    const Bitboard kings = pos.kingsOf(side), occupied = pos.occupied();
    if (!kings)
        return 0;
    switch (pos.variant) {
    case Variant::American:
        return kingMobility<Variant::American>(kings, occupied);
    case Variant::Brazilian:
        return kingMobility<Variant::Brazilian>(kings, occupied);
    case Variant::International:
        return kingMobility<Variant::International>(kings, occupied);
    case Variant::Russian:
        break;
    }
    return kingMobility<Variant::Russian>(kings, occupied);
}

MaterialValues materialValues(Variant variant)
{
    const Params &p = paramsOf(variant);
    return {p.man, p.king};
}

int materialBalance(const Position &pos, Color side)
{
    const MaterialValues v = materialValues(pos.variant);
    const Color other = opposite(side);
    return (popcount(pos.men(side)) - popcount(pos.men(other))) * v.man
        + (popcount(pos.kingsOf(side)) - popcount(pos.kingsOf(other))) * v.king;
}

int evaluate(const Position &pos)
{
    switch (pos.variant) {
    case Variant::American:
        return evaluateForSide<Variant::American>(pos);
    case Variant::Brazilian:
        return evaluateForSide<Variant::Brazilian>(pos);
    case Variant::International:
        return evaluateForSide<Variant::International>(pos);
    case Variant::Russian:
        break;
    }
    return evaluateForSide<Variant::Russian>(pos);
}

} // namespace damas
