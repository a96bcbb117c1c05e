// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace damas {

// Why the engine answered a draw offer as it did; the app shows one sentence for each.
enum class DrawOfferReason {
    Behind, // accepted: "I accept: my position is worse."
    Balanced, // accepted: "I accept: the position is about equal."
    Ahead, // declined: "I decline: I think I am better."
    WinSeen, // declined: "I decline: I see a winning line."
};

struct DrawOfferResponse
{
    bool accept = false;
    DrawOfferReason reason = DrawOfferReason::Balanced;
};

// Below this (hundredths of a man, for the engine) the engine does not count itself winning.
inline constexpr int kDrawOfferMargin = 40;

/*
 * The engine's answer to a draw offered by its opponent (draw-rules.md, "Offer draw"), from its
 * own assessment: `score` is its search's score for the position, for the engine's side. It
 * accepts unless it thinks it is winning: ahead by more than kDrawOfferMargin, or with a won
 * game in sight.
 */
DrawOfferResponse respondToDrawOffer(int score);

} // namespace damas
