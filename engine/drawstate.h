// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "gameresult.h"
#include "position.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace damas {

// The automatic draw counts of draw-rules.md, one per rule id.
enum class DrawRule : std::uint8_t {
    American40, // american-40
    Brazilian20, // brazilian-20
    Brazilian5, // brazilian-5
    International16, // international-16
    International25, // international-25
    International5Diagonal, // international-5-diagonal
    International5Endgame, // international-5-endgame
    Russian15ThreeKings, // russian-15-three-kings
    Russian5MainRoad, // russian-5-main-road
    RussianBalance, // russian-balance
    RussianKingsOnly, // russian-kings-only
};

// What adds 1 to a count.
enum class CountUnit : std::uint8_t {
    Ply, // every move of either side
    StrongerMove, // only the stronger side's moves (the two Russian rules that name it)
};

// "ply" or "stronger-move", as damas-cli referee prints it.
std::string_view unitName(CountUnit unit);

// The moves that set a count back to 0 (draw-rules.md, "Words").
struct DrawResets
{
    bool capture = false;
    bool manMove = false; // a man's non-capturing move, promotions included
    bool promotion = false; // a move that crowns a man; a plain man move is not one

    bool any() const { return capture || manMove || promotion; }
    bool operator==(const DrawResets &) const = default;
};

/*
 * A limit that holds while the board has from minPieces to maxPieces pieces (both sides, kings
 * and men): `moves` moves per side for unit ply, or the stronger side's moves for unit
 * stronger-move. A rule with one limit whatever the material has one bracket from 0 to
 * kAnyPieces.
 */
struct DrawLimit
{
    static constexpr int kAnyPieces = 99;

    int minPieces;
    int maxPieces;
    int moves;

    constexpr bool covers(int pieces) const { return pieces >= minPieces && pieces <= maxPieces; }
};

// Where a material of a rule must stand on the main diagonal.
enum class DiagonalCondition : std::uint8_t {
    None, // anywhere
    LoneKingAlone, // the other side's lone king is the only piece on the main diagonal
    LoneKingOnItSideOff, // the lone king stands on it, none of the side's pieces does
};

/*
 * One side's material in a draw rule: exactly `kings` kings and `men` men; with atLeastKings,
 * `kings` kings or more and any number of men; with `pieces` > 0, that many pieces of any kind.
 */
struct SideMaterial
{
    int kings = 0;
    int men = 0;
    bool atLeastKings = false;
    int pieces = 0;

    constexpr bool matches(int k, int m) const
    {
        if (pieces > 0)
            return k + m == pieces;
        return (atLeastKings ? k >= kings : k == kings) && (atLeastKings || m == men);
    }
    bool operator==(const SideMaterial &) const = default;
};

// A material the rule's condition names: `side` against `other`, for either colour.
struct DrawMaterial
{
    SideMaterial side;
    SideMaterial other;
    DiagonalCondition diagonal = DiagonalCondition::None;
};

/*
 * What never changes about a rule: its id, its reason category, its unit, its resets, its
 * limits by number of pieces and the materials its condition names (empty: any material within
 * the limits' brackets). The referee reads the limits and materials from here, and so do the
 * rules pages: the numbers they print are the numbers the referee applies.
 */
struct DrawRuleInfo
{
    DrawRule rule;
    std::string_view id;
    ResultReason reason; // ResultReason::MoveLimit or ResultReason::Endgame
    CountUnit unit;
    DrawResets resets;
    std::span<const DrawLimit> limits;
    std::span<const DrawMaterial> materials;
    // A kings-on-both-sides condition besides the materials (russian-balance).
    bool kingsOnBothSides = false;

    // The limit for a board with `pieces` pieces, nullptr when no bracket covers it.
    constexpr const DrawLimit *limitFor(int pieces) const
    {
        for (const DrawLimit &l : limits) {
            if (l.covers(pieces))
                return &l;
        }
        return nullptr;
    }
};

const DrawRuleInfo &drawRuleInfo(DrawRule rule);

// The rules of a variant, sorted by id: the order the referee lists counts in.
std::span<const DrawRule> drawRulesOf(Variant variant);

// One active count, as the player sees it.
struct DrawCounter
{
    DrawRule rule;
    std::string_view id;
    ResultReason reason;
    int count;
    int limit; // in the count's unit: plies, or the stronger side's moves
    CountUnit unit;
    std::optional<Color> stronger; // set for CountUnit::StrongerMove only
    DrawResets resets;
    Color toMove; // the side to move in the position the count belongs to

    bool expired() const { return count >= limit; }

    /*
     * The moves `side` has left before the count runs out (draw-rules.md, "What the referee
     * exposes"). Unit ply, R plies remaining: the side to move ceil(R/2), the other floor(R/2).
     * Unit stronger-move: the stronger side limit - count. The spec says nothing of the weaker
     * side there; this gives the number of its own moves that fit before the stronger side's
     * last one: limit - count when it is to move, one fewer when the stronger side is.
     */
    int movesLeft(Color side) const;
};

/*
 * The draw counts of one line of play, updated move by move without looking back at the game:
 * the search keeps one per ply of its stack, the Game one per move played.
 *
 * It holds, for each rule of the variant (at most four), whether the count is active, its count
 * and its limit, and the number of plies since the last irreversible move (a capture or a man
 * move), which bounds the repetition scan (countRepetitions() below).
 *
 * Cost: 24 bytes, trivially copyable. play() reads the material of the new position (four
 * popcounts and a mask) and updates each count with a few comparisons (in an ending, a scan of
 * the rule's materials, at most eight), the rules of the variant compiled in: no allocation, no
 * loop over the game, no move generation. play() also works out expired() and pliesLeft(), one
 * pass over at most four counts, so that reading them costs nothing.
 * Measured by scripts/bench-referee: about 18-22 ns of processor time per move for next() +
 * expired() on a shared 2-core machine, whatever the variant.
 *
 * The win check (no piece or no legal move for the side to move) comes first and is not here:
 * it needs the move generator. The order of checks after a move (draw-rules.md) is: win, then
 * repetition (countRepetitions() >= 3), then expired().
 */
class DrawState
{
public:
    static constexpr int kMaxRules = 4;

    // No active count (a placeholder for arrays); use DrawState(position) to start a line.
    DrawState();
    // The counts of a line that starts at `start` (a game set up from a position starts its
    // counts there).
    explicit DrawState(const Position &start);

    // Updates the counts for `move`, played from `before` (legal there), giving `after`.
    void play(const Position &before, const Move &move, const Position &after);
    DrawState next(const Position &before, const Move &move, const Position &after) const
    {
        DrawState s = *this;
        s.play(before, move, after);
        return s;
    }

    // ResultReason::Endgame if an endgame count has reached its limit, else
    // ResultReason::MoveLimit if a move-limit count has, else ResultReason::None.
    ResultReason expired() const { return m_expired; }

    // Plies played since the last irreversible move (or since the start of the line).
    int reversiblePlies() const { return m_reversiblePlies; }

    // The fewest plies of play before an active count reaches its limit (a count in the
    // stronger side's moves counts two plies per move); kNoCountPlies when no count is active.
    // For the search: a cheap measure of how soon the game may be drawn by a count.
    static constexpr int kNoCountPlies = 1 << 15;
    int pliesLeft() const { return m_pliesLeft; }

    Variant variant() const { return m_variant; }
    bool isActive(DrawRule rule) const;
    // The count of an active rule, -1 when it is not active.
    int count(DrawRule rule) const;

    // The active counts, sorted by id, with their stronger side read from `current` (the
    // position this state belongs to).
    std::vector<DrawCounter> counters(const Position &current) const;

    bool operator==(const DrawState &) const = default;

private:
    template<Variant V>
    void playIn(const Position &before, const Move &move, const Position &after);
    // Sets m_expired and m_pliesLeft from the counts.
    template<Variant V>
    void summarize();
    int slotOf(DrawRule rule) const;

    std::array<std::int16_t, kMaxRules> m_count; // -1 while the rule's count is not active
    std::array<std::int16_t, kMaxRules> m_limit;
    std::int32_t m_reversiblePlies = 0;
    Variant m_variant = Variant::International;
    // expired() and pliesLeft(), worked out when the counts change: the search asks for them
    // at every node, more often than it plays a move.
    ResultReason m_expired = ResultReason::None;
    std::uint16_t m_pliesLeft = kNoCountPlies;
};

/*
 * How many times the last position of `line` has occurred since the last irreversible move.
 * `line` holds the positions of the line of play, oldest first, current last, as anything
 * indexable whose elements compare with == (Position for an exact count, or Position::hash()
 * values in the search); `reversiblePlies` is DrawState::reversiblePlies() of the current
 * position. Only positions with the same side to move are compared (every other one), and only
 * back to the position right after the last irreversible move: at most reversiblePlies / 2 + 1
 * comparisons.
 */
template<typename Line>
int countRepetitions(const Line &line, int reversiblePlies)
{
    const int last = int(std::size(line)) - 1;
    if (last < 0)
        return 0;
    const int first = last - reversiblePlies < 0 ? 0 : last - reversiblePlies;
    int occurrences = 0;
    for (int i = last; i >= first; i -= 2) {
        if (line[i] == line[last])
            ++occurrences;
    }
    return occurrences;
}

} // namespace damas
