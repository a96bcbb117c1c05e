// SPDX-License-Identifier: GPL-3.0-or-later
#include "drawoffer.h"

#include "eval.h"

namespace damas {

DrawOfferResponse respondToDrawOffer(int score)
{
    if (score > kScoreWinBound)
        return {false, DrawOfferReason::WinSeen};
    if (score > kDrawOfferMargin)
        return {false, DrawOfferReason::Ahead};
    if (score < -kDrawOfferMargin)
        return {true, DrawOfferReason::Behind};
    return {true, DrawOfferReason::Balanced};
}

} // namespace damas
