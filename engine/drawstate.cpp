// SPDX-License-Identifier: GPL-3.0-or-later
#include "drawstate.h"

#include <algorithm>
#include <type_traits>
#include <utility>

namespace damas {

namespace {

constexpr DrawResets kCaptureOrManMove {true, true, false};
constexpr DrawResets kCaptureOrPromotion {true, false, true};
constexpr DrawResets kNothing {};

constexpr int kAny = DrawLimit::kAnyPieces;

// Limits: draw-rules.md, "The rules, variant by variant" (moves per side, or the stronger
// side's moves for the two Russian rules that name it).
constexpr DrawLimit kLimit40[] = {{0, kAny, 40}};
constexpr DrawLimit kLimit25[] = {{0, kAny, 25}};
constexpr DrawLimit kLimit20[] = {{0, kAny, 20}};
constexpr DrawLimit kLimit16[] = {{0, kAny, 16}};
constexpr DrawLimit kLimit15[] = {{0, kAny, 15}};
constexpr DrawLimit kLimit5[] = {{0, kAny, 5}};
// Russian balance: 2-3 pieces 5 moves per side, 4-5 pieces 30, 6-7 pieces 60.
constexpr DrawLimit kLimitBalance[] = {{2, 3, 5}, {4, 5, 30}, {6, 7, 60}};
// Russian kings only: 4-5 pieces 15 moves per side, 6-7 pieces 25; not with 2-3 or 8 or more.
constexpr DrawLimit kLimitKingsOnly[] = {{4, 5, 15}, {6, 7, 25}};

constexpr SideMaterial kKing {1, 0};
constexpr SideMaterial kTwoKings {2, 0};
constexpr SideMaterial kKingMan {1, 1};
constexpr SideMaterial kThreeKings {3, 0};
constexpr SideMaterial kTwoKingsMan {2, 1};
constexpr SideMaterial kKingTwoMen {1, 2};

// Brazilian 5-move endings, (a) then (b): CBD rules, as seed 000 lists them.
constexpr DrawMaterial kBrazilian5[] = {
    {kTwoKings, kTwoKings},
    {kTwoKings, kKing},
    {kTwoKings, kKingMan},
    {kKing, kKing},
    {kKing, kKingMan},
    {kThreeKings, kKing, DiagonalCondition::LoneKingAlone},
    {kTwoKingsMan, kKing, DiagonalCondition::LoneKingAlone},
    {kKingTwoMen, kKing, DiagonalCondition::LoneKingAlone},
};
// FMJD: three pieces against a lone king (16 moves), and on the main diagonal (5 moves).
constexpr DrawMaterial kInternational16[]
    = {{kThreeKings, kKing}, {kTwoKingsMan, kKing}, {kKingTwoMen, kKing}};
constexpr DrawMaterial kInternational5Diagonal[] = {
    {kThreeKings, kKing, DiagonalCondition::LoneKingAlone},
    {kTwoKingsMan, kKing, DiagonalCondition::LoneKingAlone},
    {kKingTwoMen, kKing, DiagonalCondition::LoneKingAlone},
};
// FMJD: two kings, a king and a man, or a king against a lone king (5 moves).
constexpr DrawMaterial kInternational5Endgame[]
    = {{kTwoKings, kKing}, {kKingMan, kKing}, {kKing, kKing}};
// Russian 2022 rules: three kings or more, with any other pieces, against a lone king; three
// pieces, none on the main diagonal, against a lone king on it (article 6.1.8.5).
constexpr DrawMaterial kRussianThreeKings[] = {{{3, 0, true}, kKing}};
constexpr DrawMaterial kRussianMainRoad[]
    = {{{0, 0, false, 3}, kKing, DiagonalCondition::LoneKingOnItSideOff}};

// The table of draw-rules.md, "The rules, variant by variant". Sources: WCDF Rules of Draughts
// (40-move rule); CBD official rules; FMJD official rules for international draughts (the
// 16-move and 5-move endings are articles 6.3 and 6.4 in the text quoted on damforum.nl in
// 2010); Russian draughts rules of 2022 (the main-road rule is article 6.1.8.5, seed 000).
constexpr DrawRuleInfo kRuleInfo[] = {
    {DrawRule::American40, "american-40", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrManMove, kLimit40, {}},
    {DrawRule::Brazilian20, "brazilian-20", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrManMove, kLimit20, {}},
    {DrawRule::Brazilian5, "brazilian-5", ResultReason::Endgame, CountUnit::Ply, kNothing, kLimit5,
        kBrazilian5},
    {DrawRule::International16, "international-16", ResultReason::Endgame, CountUnit::Ply, kNothing,
        kLimit16, kInternational16},
    {DrawRule::International25, "international-25", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrManMove, kLimit25, {}},
    {DrawRule::International5Diagonal, "international-5-diagonal", ResultReason::Endgame,
        CountUnit::Ply, kNothing, kLimit5, kInternational5Diagonal},
    {DrawRule::International5Endgame, "international-5-endgame", ResultReason::Endgame,
        CountUnit::Ply, kNothing, kLimit5, kInternational5Endgame},
    {DrawRule::Russian15ThreeKings, "russian-15-three-kings", ResultReason::Endgame,
        CountUnit::StrongerMove, kNothing, kLimit15, kRussianThreeKings},
    {DrawRule::Russian5MainRoad, "russian-5-main-road", ResultReason::Endgame,
        CountUnit::StrongerMove, kNothing, kLimit5, kRussianMainRoad},
    {DrawRule::RussianBalance, "russian-balance", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrPromotion, kLimitBalance, {}, true},
    {DrawRule::RussianKingsOnly, "russian-kings-only", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrManMove, kLimitKingsOnly, {}},
};

// Per variant, sorted by id (ASCII order: digits before letters, so "brazilian-20" comes
// before "brazilian-5"). The slot of a rule in DrawState is its place here.
template<Variant V>
constexpr auto kRulesOf = std::array {DrawRule::American40};
template<>
constexpr auto kRulesOf<Variant::Brazilian> = std::array {
    DrawRule::Brazilian20, DrawRule::Brazilian5};
template<>
constexpr auto kRulesOf<Variant::International> = std::array {DrawRule::International16,
    DrawRule::International25, DrawRule::International5Diagonal, DrawRule::International5Endgame};
template<>
constexpr auto kRulesOf<Variant::Russian> = std::array {DrawRule::Russian15ThreeKings,
    DrawRule::Russian5MainRoad, DrawRule::RussianBalance, DrawRule::RussianKingsOnly};

// Calls f(std::integral_constant<DrawRule, R>, slot) for each rule R of variant V, in slot
// order, with the rule known at compile time so that each condition compiles to its own code.
template<Variant V, typename F>
inline void forEachRule(F &&f)
{
    constexpr auto rules = kRulesOf<V>;
    [&]<std::size_t... I>(std::index_sequence<I...>)
    {
        (f(std::integral_constant<DrawRule, rules[I]> {}, int(I)), ...);
    }
    (std::make_index_sequence<rules.size()> {});
}

template<typename F>
inline void forEachRule(Variant v, F &&f)
{
    withVariant(v, [&]<Variant V>() { forEachRule<V>(f); });
}

/*
 * A material list of at most kTablePieces pieces on the board, as a table: for each number of
 * kings and men of each side (index tableIndex()), which sides match one of the list's
 * materials and under which diagonal condition, bit 3 * side + DiagonalCondition. The search
 * reads a condition at each move it plays; scanning a list (eight materials in Brazilian, for
 * each side) cost more than all the rest of DrawState::play().
 */
constexpr int kTablePieces = 4;
constexpr int kTableBase = kTablePieces + 1;
using MaterialTable = std::array<std::uint8_t, kTableBase * kTableBase * kTableBase * kTableBase>;

constexpr int tableIndex(int whiteKings, int whiteMen, int blackKings, int blackMen)
{
    return ((whiteKings * kTableBase + whiteMen) * kTableBase + blackKings) * kTableBase + blackMen;
}

constexpr MaterialTable makeMaterialTable(std::span<const DrawMaterial> materials)
{
    MaterialTable table {};
    for (int wk = 0; wk <= kTablePieces; ++wk) {
        for (int wm = 0; wk + wm <= kTablePieces; ++wm) {
            for (int bk = 0; wk + wm + bk <= kTablePieces; ++bk) {
                for (int bm = 0; wk + wm + bk + bm <= kTablePieces; ++bm) {
                    const int kings[2] = {wk, bk};
                    const int men[2] = {wm, bm};
                    for (int side : {0, 1}) {
                        const int o = 1 - side;
                        for (const DrawMaterial &d : materials) {
                            if (d.side.matches(kings[side], men[side])
                                && d.other.matches(kings[o], men[o]))
                                table[tableIndex(wk, wm, bk, bm)]
                                    |= std::uint8_t(1 << (3 * side + int(d.diagonal)));
                        }
                    }
                }
            }
        }
    }
    return table;
}

// What the conditions read of a position: the men and kings of each side, and what stands on
// the main diagonal. Four popcounts and a mask.
struct Material
{
    int kings[2];
    int men[2];
    Bitboard pieces[2];
    Bitboard onDiagonal; // every piece on the main diagonal

    Material(const Position &pos, Bitboard diagonal)
        : kings {popcount(pos.white & pos.kings), popcount(pos.black & pos.kings)}
        , men {popcount(pos.white & ~pos.kings), popcount(pos.black & ~pos.kings)}
        , pieces {pos.white, pos.black}
        , onDiagonal(pos.occupied() & diagonal)
    { }
    explicit Material(const Position &pos)
        : Material(pos, mainDiagonal(pos.boardSize()))
    { }

    int count(int side) const { return kings[side] + men[side]; }
    int total() const { return count(0) + count(1); }

    bool matches(const DrawMaterial &d, int side) const
    {
        const int o = 1 - side;
        if (!d.side.matches(kings[side], men[side]) || !d.other.matches(kings[o], men[o]))
            return false;
        return placed(d.diagonal, side);
    }

    // Whether the pieces stand as `condition` asks, `side` having the material the rule names
    // first.
    bool placed(DiagonalCondition condition, int side) const
    {
        const int o = 1 - side;
        switch (condition) {
        case DiagonalCondition::None:
            return true;
        case DiagonalCondition::LoneKingAlone:
            return pieces[o] && onDiagonal == pieces[o];
        case DiagonalCondition::LoneKingOnItSideOff:
            return (pieces[o] & onDiagonal) && !(pieces[side] & onDiagonal);
        }
        return false;
    }

    // sideMatching() for a list made into `table`; the board has at most kTablePieces pieces.
    int sideMatching(const MaterialTable &table) const
    {
        const unsigned found = table[tableIndex(kings[0], men[0], kings[1], men[1])];
        for (int side : {0, 1}) {
            const unsigned conditions = found >> (3 * side) & 7;
            for (auto c : {DiagonalCondition::None, DiagonalCondition::LoneKingAlone,
                     DiagonalCondition::LoneKingOnItSideOff}) {
                if ((conditions >> int(c) & 1) && placed(c, side))
                    return side;
            }
        }
        return -1;
    }

    // The side (0 White, 1 Black) that has the `side` material of one of `materials` against
    // the `other` material, or -1.
    int sideMatching(std::span<const DrawMaterial> materials) const
    {
        for (int side : {0, 1}) {
            for (const DrawMaterial &d : materials) {
                if (matches(d, side))
                    return side;
            }
        }
        return -1;
    }
};

// What a rule's condition says of one position: whether it holds, the stronger side (0 White,
// 1 Black, -1 for the rules that name none) and the limit in the rule's unit.
struct Hold
{
    bool holds;
    std::int8_t stronger;
    std::int16_t limit;
};

// The most pieces on the board (both sides) that one of `materials` can have; a material with
// "or more" kings has no bound.
constexpr int mostPieces(std::span<const DrawMaterial> materials)
{
    int most = 0;
    for (const DrawMaterial &d : materials) {
        if (d.side.atLeastKings || d.other.atLeastKings)
            return DrawLimit::kAnyPieces;
        auto count
            = [](const SideMaterial &s) { return s.pieces > 0 ? s.pieces : s.kings + s.men; };
        most = std::max(most, count(d.side) + count(d.other));
    }
    return most;
}

template<DrawRule R>
constexpr MaterialTable kMaterialTable
    = makeMaterialTable(kRuleInfo[static_cast<int>(R)].materials);
constexpr MaterialTable kInternational5EndgameTable = makeMaterialTable(kInternational5Endgame);

/*
 * The condition and limit of rule R in a position with this material, read from its
 * DrawRuleInfo (draw-rules.md, "The rules, variant by variant"). `running` says whether the
 * count was running before the move: only international-16 reads it (once started it goes on
 * through the 5-move endings a capture leads to).
 */
template<DrawRule R>
inline Hold evaluate(const Material &m, bool running)
{
    constexpr DrawRuleInfo info = kRuleInfo[static_cast<int>(R)];
    const DrawLimit *limit = info.limitFor(m.total());
    if (!limit)
        return {false, -1, 0};
    int side = -1;
    bool holds = true;
    if constexpr (!info.materials.empty()) {
        // Most positions have more pieces than any material names: one comparison, not a
        // scan of the list (the Brazilian list has eight).
        constexpr int most = mostPieces(info.materials);
        if (m.total() > most)
            return {false, -1, 0};
        if constexpr (most <= kTablePieces)
            side = m.sideMatching(kMaterialTable<R>);
        else
            side = m.sideMatching(info.materials);
        holds = side >= 0;
    }
    if constexpr (info.kingsOnBothSides)
        holds = holds && m.kings[0] >= 1 && m.kings[1] >= 1;
    if constexpr (R == DrawRule::International16) {
        static_assert(mostPieces(info.materials) <= kTablePieces);
        if (!holds && running)
            holds = m.sideMatching(kInternational5EndgameTable) >= 0;
    }
    const int moves = info.unit == CountUnit::Ply ? 2 * limit->moves : limit->moves;
    return {
        holds, std::int8_t(info.unit == CountUnit::StrongerMove ? side : -1), std::int16_t(moves)};
}

template<Variant V>
constexpr Bitboard kMainDiagonal
    = V == Variant::International ? Geometry10::mainDiagonal : Geometry8::mainDiagonal;

} // namespace

std::string_view unitName(CountUnit unit)
{
    return unit == CountUnit::Ply ? "ply" : "stronger-move";
}

const DrawRuleInfo &drawRuleInfo(DrawRule rule)
{
    return kRuleInfo[static_cast<int>(rule)];
}

std::span<const DrawRule> drawRulesOf(Variant variant)
{
    return withVariant(variant, []<Variant V>() { return std::span<const DrawRule>(kRulesOf<V>); });
}

int DrawCounter::movesLeft(Color side) const
{
    const int remaining = std::max(0, limit - count);
    if (unit == CountUnit::Ply)
        return side == toMove ? (remaining + 1) / 2 : remaining / 2;
    if (side == stronger)
        return remaining;
    return side == toMove ? remaining : std::max(0, remaining - 1);
}

DrawState::DrawState()
{
    m_count.fill(-1);
    m_limit.fill(0);
}

DrawState::DrawState(const Position &start)
    : DrawState()
{
    m_variant = start.variant;
    const Material material(start);
    forEachRule(m_variant, [&](auto rule, int slot) {
        const Hold h = evaluate<decltype(rule)::value>(material, false);
        if (h.holds) {
            m_count[slot] = 0;
            m_limit[slot] = h.limit;
        }
    });
    withVariant(m_variant, [this]<Variant V>() { summarize<V>(); });
}

void DrawState::play(const Position &before, const Move &move, const Position &after)
{
    withVariant(m_variant, [&]<Variant V>() { playIn<V>(before, move, after); });
}

/*
 * draw-rules.md, "How a count runs": a count not running starts at 0 in the first position in
 * which its condition holds; a running count whose condition no longer holds ends; otherwise a
 * reset move sets it to 0, and any other move adds 1 in its unit.
 */
template<Variant V>
void DrawState::playIn(const Position &before, const Move &move, const Position &after)
{
    const bool capture = move.isCapture();
    const bool manMove = !capture && !(before.kings & (Bitboard(1) << move.from));
    const Material material(after, kMainDiagonal<V>);
    forEachRule<V>([&](auto rule, int slot) {
        constexpr DrawRule R = decltype(rule)::value;
        constexpr DrawRuleInfo info = kRuleInfo[static_cast<int>(R)];
        const bool running = m_count[slot] >= 0;
        const Hold h = evaluate<R>(material, running);
        if (!h.holds) {
            m_count[slot] = -1;
            return;
        }
        m_limit[slot] = h.limit;
        if (!running || (info.resets.capture && capture) || (info.resets.manMove && manMove)
            || (info.resets.promotion && move.promotes)) {
            m_count[slot] = 0;
        } else if (info.unit == CountUnit::Ply || h.stronger == int(before.side)) {
            ++m_count[slot];
        }
    });
    m_reversiblePlies = (capture || manMove) ? 0 : m_reversiblePlies + 1;
    summarize<V>();
}

/*
 * expired(): the endgame counts come before the move limits when both have run out.
 * pliesLeft(): a count in the stronger side's moves has two plies for each move left.
 */
template<Variant V>
void DrawState::summarize()
{
    bool endgame = false, moveLimit = false;
    int least = kNoCountPlies;
    forEachRule<V>([&](auto rule, int slot) {
        if (m_count[slot] < 0)
            return;
        constexpr DrawRuleInfo info = kRuleInfo[static_cast<int>(decltype(rule)::value)];
        if (m_count[slot] >= m_limit[slot]) {
            if constexpr (info.reason == ResultReason::Endgame)
                endgame = true;
            else
                moveLimit = true;
        }
        const int left = std::max(0, m_limit[slot] - m_count[slot]);
        least = std::min(least, info.unit == CountUnit::Ply ? left : 2 * left);
    });
    m_expired = endgame ? ResultReason::Endgame
        : moveLimit     ? ResultReason::MoveLimit
                        : ResultReason::None;
    m_pliesLeft = std::uint16_t(least);
}

int DrawState::slotOf(DrawRule rule) const
{
    const auto rules = drawRulesOf(m_variant);
    const auto it = std::find(rules.begin(), rules.end(), rule);
    return it == rules.end() ? -1 : int(it - rules.begin());
}

bool DrawState::isActive(DrawRule rule) const
{
    return count(rule) >= 0;
}

int DrawState::count(DrawRule rule) const
{
    const int slot = slotOf(rule);
    return slot < 0 ? -1 : m_count[slot];
}

std::vector<DrawCounter> DrawState::counters(const Position &current) const
{
    std::vector<DrawCounter> list;
    const Material material(current);
    forEachRule(m_variant, [&](auto rule, int slot) {
        if (m_count[slot] < 0)
            return;
        const DrawRuleInfo &info = drawRuleInfo(decltype(rule)::value);
        const Hold h = evaluate<decltype(rule)::value>(material, true);
        std::optional<Color> stronger;
        if (h.stronger >= 0)
            stronger = h.stronger == 0 ? Color::White : Color::Black;
        list.push_back({info.rule, info.id, info.reason, m_count[slot], m_limit[slot], info.unit,
            stronger, info.resets, current.side});
    });
    return list;
}

} // namespace damas
