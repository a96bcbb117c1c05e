// SPDX-License-Identifier: GPL-3.0-or-later
#include "variant.h"

namespace damas {

std::string_view variantName(Variant v)
{
    return rulesOf(v).id;
}

std::optional<Variant> variantFromName(std::string_view name)
{
    for (const Rules &r : kVariantRules) {
        if (name == r.id)
            return r.variant;
    }
    return std::nullopt;
}

std::optional<Variant> variantFromGameType(int gameType)
{
    for (const Rules &r : kVariantRules) {
        if (gameType == r.gameType)
            return r.variant;
    }
    return std::nullopt;
}

} // namespace damas
