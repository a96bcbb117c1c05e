// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The search's tuned settings: the depths, margins and limits of its extensions, reductions and
// pruning, and what differs from one variant to another. Each was kept on the evidence of
// self-play matches, named beside it (docs/search.md has every try, kept or dropped). Read by
// search.cpp alone.

#include "variant.h"

#include <algorithm>

namespace damas::searchparams {

// At most this many threat searches along a line: a quiet position at the horizon where the
// opponent threatens a capture is searched a ply deep instead of being evaluated.
constexpr int kMaxThreatExtensions = 4;
// From this depth a node with no move from the table is searched a ply shallower (internal
// iterative reduction); try 17 and try 33 (from depth 3) were even or worse, try 72 (from
// depth 5, 2026-12-07) lost in International: +26 -36 =340 of 402 (-8.6 +/- 13.3, H0).
constexpr int kIirDepth = 4;
// Reverse futility's margin a ply: a quiet position this far above beta per ply of depth
// returns its estimate (the variant's reverseFutilityDepth). Tries 45 and 47 (American, 90 and
// 150) were even or worse; try 68 (2026-12-07, International, 100): +44 -46 =510 of 600
// (-1.2 +/- 11.1, even).
constexpr int kReverseFutilityPerDepth = 120;

// Singular extensions (the variant's singularDepth): a move from the table whose lower bound
// was searched at most kSingularDepthSlack plies shallower is extended by a ply when every other
// move, searched to half the depth, falls kSingularMarginPerDepth * depth below its score; at
// most kMaxSingularExtensions along a line. The margin 2 (try 36) was even, 4 (try 55,
// 2026-12-06) lost in International (-21.0 +/- 18.3 of 182, H0) and was even in Russian.
constexpr int kSingularDepthSlack = 3;
constexpr int kSingularMarginPerDepth = 3;
constexpr int kMaxSingularExtensions = 4;

// What the search does differently from one variant to another, in one place. The figures
// were measured at 15000 nodes a move unless 100000 is named (docs/search.md, the tries named
// beside each).
struct VariantSearch
{
    Variant variant;
    // Futility pruning at depth 1..futilityDepth (0: none), with the margin
    // futilityBase + futilityPerDepth * depth. Try 9: International's 150 and 240 leant
    // negative on the 8x8 boards; try 12: American at depth 1 with 100 leant positive.
    // Try 12r': Russian with American's margin, but not where no man is left (the plain 12r
    // lost tst_endgames' Russian three kings against one); leant positive, and checked again on
    // disjoint sets (80, 2026-12-07, 100000 nodes): main against it with no futility +89 -39
    // =1072 of 1200, +14.5 +/- 6.4, confirmed. Try 12b: Brazilian with Russian's row, even
    // (-4.6 +/- 15.1 of 600), so none. Try 41 (2026-12-06), at 100000 nodes a move: American
    // at depth 1-2 (margins 100 and 160) won +36 -19 =217 of 272 (+21.7 +/- 14.4, H1) and on
    // the other openings +73 -54 =471 of 598 (+11.0 +/- 11.0).
    // Under a clock (100 ms a move), 41 and 38 against neither (200 of the games 38 alone):
    // +85 -85 =1030 of 1200, 0.0 +/- 7.4 (no gain there, no loss). Try 52 (2026-12-06):
    // Russian at depth 1-2, at 100000 nodes, +20 -25 =361 of 406 (H0). Try 58 (2026-12-06):
    // Brazilian at depth 1, margin 100, at 100000 nodes, +16 -15 =461 of 492 (H0, even).
    // Try 69 (2026-12-07): International with American's margins (40 + 60 depth), at 100000
    // nodes, +48 -50 =502 of 600 (-1.2 +/- 11.5, even). American checked again on disjoint
    // sets (79, 2026-12-07, 100000 nodes; 12 was kept on a lean over two sets that shared 141
    // of 299 openings): main against it with no futility +119 -102 =979 of 1200, +4.9 +/- 8.4
    // (even; kept, as declared). International checked the same way (84, 2026-12-07; try 9 was
    // kept on a lean over two sets that shared 58 of 300): +84 -81 =1035 of 1200, +0.9 +/- 7.3
    // (even; kept, as declared: without it bench searches 3.5% more nodes, 2570798).
    int futilityDepth;
    int futilityBase;
    int futilityPerDepth;
    // Whether futility acts in positions of kings alone too. Try 60 (2026-12-06), American
    // without: +10 -10 =100 of 120 at 100000 nodes (H0, even).
    bool futilityKingsAlone;
    // Reverse futility (a quiet position kReverseFutilityPerDepth a ply above beta returns) at
    // depth 1..reverseFutilityDepth where men are left; kings alone keep to 2. Try 13d, both
    // sets of openings: 3 leant positive in Russian (+176 -130 =892 of 1198, about +13 +/- 10) and
    // International (+283 -249 =666, about +10 +/- 12); American even (+240 -232 =726, about
    // +2 +/- 10) and Brazilian lost (-23.3 +/- 19.3 of 314, H0), so 2 there. Russian checked
    // again on disjoint sets (83, 2026-12-07, 100000 nodes; the two sets had shared 89 of 300
    // openings): main against it at 2 +70 -59 =1071 of 1200, +3.2 +/- 6.4 (even; kept, as
    // declared). Try 62 (2026-12-07), International at 1-4 (margin 480 at depth 4), at 100000
    // nodes a move: +19 -4 =121 of 144 (+36.3 +/- 20.2, H1) and on the other openings +51 -28
    // =375 of 454 (+17.6 +/- 12.8, H1); together +70 -32 =496 of 598, about +22 +/- 11. Under
    // a clock (100 ms a move): +13 -11 =256 of 280, about +2 +/- 12 (even, no loss for the
    // nodes). Try 63 (2026-12-07), Russian at 1-4: +19 -23 =338 of 380 (-3.7 +/- 10.4, H0). Try 64,
    // International at 1-5: +25 -10 =209 of 244 (H1), then even on the other openings
    // (+46 -47 =505 of 598); together about +6 +/- 9, not kept. Try 66, Brazilian at 1-3
    // (try 13 again at 100000 nodes): +21 -26 =619 of 666 on both sets of openings (even).
    // The margin, the same in every variant, and its tries: kReverseFutilityPerDepth.
    int reverseFutilityDepth;
    // Late-move reductions outside the PV: two plies from this move on (0-based; one before).
    // Try 20: from the fourth move (3) instead of the fifth won in American on both sets of
    // openings (+290 -225 =683 of 1198, about +19 +/- 11, but the sets shared 141 of 299
    // openings), lost in Russian (H0), and was even in International and Brazilian. American
    // checked again on disjoint sets at 100000 nodes (78, 2026-12-07): main against it undone
    // +153 -95 =952 of 1200, +16.8 +/- 8.9, confirmed. Try 53 (2026-12-06), Russian from the
    // seventh move (6), at 100000 nodes: +3 -9 =90 of 102 (H0). Try 57 (2026-12-06), Brazilian
    // from the fourth move (3), at 100000 nodes: +6 -7 =259 of 272 (H0, even). Try 73 (2026-12-07),
    // International from the fourth move, at 100000 nodes, both sets of openings: +98 -81
    // =1019 of 1198 (+4.9 +/- 7.6, even).
    int secondReductionFrom;
    // A third ply of late-move reduction outside the PV from the tenth move on (9, 0-based) at
    // depth 6 or more; 0: none. Try 14 (2026-12-02) was even at 15000 nodes a move, where
    // searches reach depth 8 and few nodes have depth 6; try 31 (2026-12-05), the same at
    // 100000 nodes a move (depth 12): International +54 -30 =372 of 456, +18.3 +/- 13.5 (H1).
    // Try 65 (2026-12-07), International from the eighth move (7): +16 -27 =261 of 304
    // (-12.6 +/- 14.9, H0).
    int thirdReductionFrom;
    // Singular extensions from this depth on; 0: none. Try 34 (2026-12-05), from depth 7, at
    // 100000 nodes a move: International +52 -28 =424 of 504 (+16.6 +/- 11.9, H1) and on the
    // other openings +48 -28 =478 of 554 (+12.5 +/- 10.3, H1); Russian +44 -26 =488 of 558
    // (+11.2 +/- 9.5, H1); Brazilian +21 -7 =356 of 384 (+12.7 +/- 9.6, H1); American even
    // (+71 -72 =457 of 600; other openings +81 -62 =455 of 598), so none there. Try 51
    // (2026-12-06), from depth 6: Brazilian and International lost (H0), Russian even. Try 67
    // (2026-12-07), International from depth 8: +53 -45 =502 of 600 (+4.6 +/- 11.8, even).
    int singularDepth;
    // Late-move pruning outside the PV at depth 1..kLatePruningDepth where men are left: a
    // quiet move (no killer, no crowning) from move latePruningFrom + depth * depth on (0-based)
    // that leaves no capture to either side is not searched; 0: none. Try 38 (2026-12-05/06),
    // at 100000 nodes a move, International from the fourth move (3): +63 -47 =490 of 600
    // (+9.3 +/- 12.1) and on the other openings +71 -48 =479 of 598 (+13.4 +/- 12.5);
    // together +134 -95 =969 of 1198, +11.3 +/- 8.6 (try 2, the same at 15000 nodes, was even).
    // American, the same (2026-12-06): +77 -64 =459 of 600 (+7.5 +/- 12.2) and +79 -62 =457 of
    // 598 (+9.9 +/- 12.5); together +156 -126 =916 of 1198, +8.7 +/- 9.5, but the two sets
    // shared 141 of 299 openings: checked again on disjoint sets (77, 2026-12-07), main
    // against it undone +108 -113 =979 of 1200, -1.4 +/- 8.4 (even; kept, as declared).
    // International checked the same way (85, 2026-12-07; its sets had shared 58 of 300):
    // +98 -87 =1015 of 1200, +3.2 +/- 7.7 (even; kept, as declared).
    // Russian and Brazilian lost at once (H0: +6 -11 =179 of 196 and +0 -9 =85 of 94), so
    // none there.
    // Try 59 (2026-12-06), American from move 4 + depth * depth: +54 -54 =354 of 462,
    // stopped (even). Try 61 (2026-12-07), International from move 2 + depth * depth:
    // +46 -44 =510 of 600 (+1.2 +/- 10.5, even).
    int latePruningFrom;
    // The quiescence search's capture nodes probe the table (a cut on a bound of depth 0 or
    // more, else its move first) and store their result at depth 0 (try 22). International
    // +82 -39 =173 of 294, +51.2 +/- 24.9 (H1); Russian, not with kings alone, +66 -32 =230
    // of 328, +36.1 +/- 20.0 (H1); American +255 -178 =765 and Brazilian +181 -130 =887 on
    // both sets of openings (1198 games each, about +22 and +15; but Brazilian's two sets
    // shared 277 of their 299 openings). Brazilian checked again (76, 2026-12-07, 100000 nodes,
    // disjoint sets): main against it undone +64 -24 =1112 of 1200, +11.6 +/- 5.3. American
    // checked the same way (81; its two sets had shared 141 of 299): +145 -103 =952 of 1200,
    // +12.2 +/- 8.9, confirmed.
    bool quiesceTable;
    // Whether it does so in positions of kings alone too (in Russian it lost tst_endgames'
    // three kings against one, as tries 6a and 12r did).
    bool quiesceTableKingsAlone;
};

constexpr VariantSearch kVariantSearch[] = {
    {Variant::American, 2, 40, 60, true, 2, 3, 0, 0, 3, true, true},
    {Variant::Brazilian, 0, 0, 0, true, 2, 4, 0, 7, 0, true, true},
    {Variant::International, 2, 60, 90, true, 4, 4, 9, 7, 3, true, true},
    {Variant::Russian, 1, 40, 60, false, 3, 4, 0, 7, 0, true, false},
};

constexpr const VariantSearch &searchOf(Variant v)
{
    return kVariantSearch[static_cast<int>(v)];
}

static_assert(std::ranges::all_of(kAllVariants, [](Variant v) { return searchOf(v).variant == v; }),
    "kVariantSearch is in the order of Variant");

// The depth from which late moves may be reduced by three plies (thirdReductionFrom). Try 54
// (2026-12-06), from depth 5 in International: +97 -81 =1020 of 1198, +4.6 +/- 7.6 (even).
constexpr int kThirdReductionDepth = 6;

// The last depth at which late moves may be pruned (latePruningFrom).
constexpr int kLatePruningDepth = 3;

} // namespace damas::searchparams
