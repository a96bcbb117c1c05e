// SPDX-License-Identifier: GPL-3.0-or-later
#include "drawstate.h"

#include <algorithm>

namespace damas {

namespace {

constexpr DrawResets kCaptureOrManMove {true, true, false};
constexpr DrawResets kCaptureOrPromotion {true, false, true};
constexpr DrawResets kNothing {};

// The table of draw-rules.md, "The rules, variant by variant". Sources: WCDF Rules of Draughts
// (40-move rule); CBD official rules; FMJD official rules for international draughts (the
// 16-move and 5-move endings are articles 6.3 and 6.4 in the text quoted on damforum.nl in
// 2010); Russian draughts rules of 2022 (the main-road rule is article 6.1.8.5, seed 000).
constexpr DrawRuleInfo kRuleInfo[] = {
    {DrawRule::American40, "american-40", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrManMove},
    {DrawRule::Brazilian20, "brazilian-20", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrManMove},
    {DrawRule::Brazilian5, "brazilian-5", ResultReason::Endgame, CountUnit::Ply, kNothing},
    {DrawRule::International16, "international-16", ResultReason::Endgame, CountUnit::Ply,
        kNothing},
    {DrawRule::International25, "international-25", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrManMove},
    {DrawRule::International5Diagonal, "international-5-diagonal", ResultReason::Endgame,
        CountUnit::Ply, kNothing},
    {DrawRule::International5Endgame, "international-5-endgame", ResultReason::Endgame,
        CountUnit::Ply, kNothing},
    {DrawRule::Russian15ThreeKings, "russian-15-three-kings", ResultReason::Endgame,
        CountUnit::StrongerMove, kNothing},
    {DrawRule::Russian5MainRoad, "russian-5-main-road", ResultReason::Endgame,
        CountUnit::StrongerMove, kNothing},
    {DrawRule::RussianBalance, "russian-balance", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrPromotion},
    {DrawRule::RussianKingsOnly, "russian-kings-only", ResultReason::MoveLimit, CountUnit::Ply,
        kCaptureOrManMove},
};

// Per variant, sorted by id (ASCII order: digits before letters, so "brazilian-20" comes
// before "brazilian-5").
constexpr DrawRule kAmericanRules[] = {DrawRule::American40};
constexpr DrawRule kBrazilianRules[] = {DrawRule::Brazilian20, DrawRule::Brazilian5};
constexpr DrawRule kInternationalRules[] = {DrawRule::International16, DrawRule::International25,
    DrawRule::International5Diagonal, DrawRule::International5Endgame};
constexpr DrawRule kRussianRules[] = {DrawRule::Russian15ThreeKings, DrawRule::Russian5MainRoad,
    DrawRule::RussianBalance, DrawRule::RussianKingsOnly};

constexpr int index(Color c)
{
    return c == Color::White ? 0 : 1;
}

// What the conditions read of a position: the men and kings of each side, and what stands on
// the main diagonal.
struct Material
{
    int kings[2];
    int men[2];
    Bitboard pieces[2];
    Bitboard onDiagonal; // every piece on the main diagonal

    explicit Material(const Position &pos)
        : kings {popcount(pos.kingsOf(Color::White)), popcount(pos.kingsOf(Color::Black))}
        , men {popcount(pos.men(Color::White)), popcount(pos.men(Color::Black))}
        , pieces {pos.white, pos.black}
        , onDiagonal(pos.occupied() & mainDiagonal(pos.boardSize()))
    { }

    int count(Color c) const { return kings[index(c)] + men[index(c)]; }
    int total() const { return count(Color::White) + count(Color::Black); }
    bool has(Color c, int k, int m) const { return kings[index(c)] == k && men[index(c)] == m; }
    bool loneKing(Color c) const { return has(c, 1, 0); }

    // The lone king of `c` stands on the main diagonal, and nothing else does.
    bool loneKingAloneOnDiagonal(Color c) const
    {
        return loneKing(c) && onDiagonal == pieces[index(c)];
    }

    // Exactly 3 kings, 2 kings + 1 man, or 1 king + 2 men (the three-piece endings of CBD and
    // FMJD).
    bool threePieceEnding(Color c) const { return has(c, 3, 0) || has(c, 2, 1) || has(c, 1, 2); }

    // International 16-move material: a three-piece ending against a lone king.
    bool international16(Color c) const { return threePieceEnding(c) && loneKing(opposite(c)); }

    // International 5-move material: 2 kings, king + man, or a king, against a lone king.
    bool international5(Color c) const
    {
        return (has(c, 2, 0) || has(c, 1, 1) || has(c, 1, 0)) && loneKing(opposite(c));
    }

    // Brazilian 5-move material (a): 2K v 2K, 2K v K, 2K v K+M, K v K, K v K+M, either colour.
    bool brazilianPair(Color c) const
    {
        const Color o = opposite(c);
        if (has(c, 2, 0))
            return has(o, 2, 0) || has(o, 1, 0) || has(o, 1, 1);
        if (has(c, 1, 0))
            return has(o, 1, 0) || has(o, 1, 1);
        return false;
    }

    // Russian 6.1.8.5 main road: exactly three pieces, none on the main diagonal, against a lone
    // king standing on it.
    bool russianMainRoad(Color c) const
    {
        const Color o = opposite(c);
        return count(c) == 3 && !(pieces[index(c)] & onDiagonal) && loneKing(o)
            && (pieces[index(o)] & onDiagonal);
    }

    // Russian 15-move ending: three kings or more, with any other pieces, against a lone king.
    bool russianThreeKings(Color c) const { return kings[index(c)] >= 3 && loneKing(opposite(c)); }

    template<typename Pred>
    bool eitherSide(Pred pred) const
    {
        return pred(Color::White) || pred(Color::Black);
    }
};

// Whether the rule's count runs in a position with this material. `running` says whether it
// was running before the move: only international-16 reads it (once started it goes on through
// the 5-move endings, draw-rules.md).
bool holds(DrawRule rule, const Material &m, bool running)
{
    switch (rule) {
    case DrawRule::American40:
    case DrawRule::Brazilian20:
    case DrawRule::International25:
        return true;
    case DrawRule::Brazilian5:
        // One count over every position of (a) or (b): moving from one to the other goes on.
        return m.eitherSide([&](Color c) { return m.brazilianPair(c); })
            || m.eitherSide([&](Color c) {
                   return m.threePieceEnding(c) && m.loneKingAloneOnDiagonal(opposite(c));
               });
    case DrawRule::International16:
        return m.eitherSide(
            [&](Color c) { return m.international16(c) || (running && m.international5(c)); });
    case DrawRule::International5Diagonal:
        // "The international-16 material" read as the material of that rule's condition (three
        // pieces against a lone king), not the 5-move endings it runs on into.
        return m.eitherSide([&](Color c) {
            return m.international16(c) && m.loneKingAloneOnDiagonal(opposite(c));
        });
    case DrawRule::International5Endgame:
        return m.eitherSide([&](Color c) { return m.international5(c); });
    case DrawRule::Russian15ThreeKings:
        return m.eitherSide([&](Color c) { return m.russianThreeKings(c); });
    case DrawRule::Russian5MainRoad:
        return m.eitherSide([&](Color c) { return m.russianMainRoad(c); });
    case DrawRule::RussianBalance:
        return m.kings[0] >= 1 && m.kings[1] >= 1 && m.total() <= 7;
    case DrawRule::RussianKingsOnly:
        return m.total() >= 4 && m.total() <= 7;
    }
    return false;
}

// The limit in the rule's unit, for material in which the rule holds.
int limitOf(DrawRule rule, const Material &m)
{
    switch (rule) {
    case DrawRule::American40:
        return 80;
    case DrawRule::Brazilian20:
        return 40;
    case DrawRule::Brazilian5:
    case DrawRule::International5Diagonal:
    case DrawRule::International5Endgame:
        return 10;
    case DrawRule::International16:
        return 32;
    case DrawRule::International25:
        return 50;
    case DrawRule::Russian15ThreeKings:
        return 15;
    case DrawRule::Russian5MainRoad:
        return 5;
    case DrawRule::RussianBalance:
        // 2-3 pieces: 5 moves per side; 4-5: 30; 6-7: 60.
        return m.total() <= 3 ? 10 : m.total() <= 5 ? 60 : 120;
    case DrawRule::RussianKingsOnly:
        // 4-5 pieces: 15 moves per side; 6-7: 25.
        return m.total() <= 5 ? 30 : 50;
    }
    return 0;
}

// The stronger side of a rule counted in its moves, for material in which the rule holds.
std::optional<Color> strongerSide(DrawRule rule, const Material &m)
{
    for (Color c : {Color::White, Color::Black}) {
        if (rule == DrawRule::Russian15ThreeKings && m.russianThreeKings(c))
            return c;
        if (rule == DrawRule::Russian5MainRoad && m.russianMainRoad(c))
            return c;
    }
    return std::nullopt;
}

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
    switch (variant) {
    case Variant::American:
        return kAmericanRules;
    case Variant::Brazilian:
        return kBrazilianRules;
    case Variant::International:
        return kInternationalRules;
    case Variant::Russian:
        return kRussianRules;
    }
    return {};
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
    const auto rules = drawRulesOf(m_variant);
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (holds(rules[i], material, false)) {
            m_count[i] = 0;
            m_limit[i] = std::int16_t(limitOf(rules[i], material));
        }
    }
}

/*
 * draw-rules.md, "How a count runs": a count not running starts at 0 in the first position in
 * which its condition holds; a running count whose condition no longer holds ends; otherwise a
 * reset move sets it to 0, and any other move adds 1 in its unit.
 */
void DrawState::play(const Position &before, const Move &move, const Position &after)
{
    const bool capture = move.isCapture();
    const bool manMove = !capture && !(before.kings & (Bitboard(1) << move.from));
    const Material material(after);
    const auto rules = drawRulesOf(m_variant);
    for (std::size_t i = 0; i < rules.size(); ++i) {
        const DrawRule rule = rules[i];
        const bool running = m_count[i] >= 0;
        if (!holds(rule, material, running)) {
            m_count[i] = -1;
            continue;
        }
        m_limit[i] = std::int16_t(limitOf(rule, material));
        const DrawRuleInfo &info = kRuleInfo[static_cast<int>(rule)];
        if (!running || (info.resets.capture && capture) || (info.resets.manMove && manMove)
            || (info.resets.promotion && move.promotes)) {
            m_count[i] = 0;
        } else if (info.unit == CountUnit::Ply || strongerSide(rule, material) == before.side) {
            ++m_count[i];
        }
    }
    m_reversiblePlies = (capture || manMove) ? 0 : m_reversiblePlies + 1;
}

ResultReason DrawState::expired() const
{
    ResultReason reason = ResultReason::None;
    const auto rules = drawRulesOf(m_variant);
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (m_count[i] < 0 || m_count[i] < m_limit[i])
            continue;
        if (kRuleInfo[static_cast<int>(rules[i])].reason == ResultReason::Endgame)
            return ResultReason::Endgame;
        reason = ResultReason::MoveLimit;
    }
    return reason;
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
    const auto rules = drawRulesOf(m_variant);
    for (std::size_t i = 0; i < rules.size(); ++i) {
        if (m_count[i] < 0)
            continue;
        const DrawRuleInfo &info = drawRuleInfo(rules[i]);
        list.push_back({info.rule, info.id, info.reason, m_count[i], m_limit[i], info.unit,
            strongerSide(info.rule, material), info.resets, current.side});
    }
    return list;
}

} // namespace damas
