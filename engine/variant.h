// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace damas {

enum class Variant : unsigned char { American, Brazilian, International, Russian };

enum class Color : unsigned char { White, Black };

constexpr Color opposite(Color c)
{
    return c == Color::White ? Color::Black : Color::White;
}

// How a man that reaches the far row in the middle of a capture is treated.
enum class CapturePromotion : unsigned char {
    EndsMove, // crowned, and the move ends there (WCDF)
    OnlyAtEnd, // crowned only if the move ends on the far row (CBD, FMJD art. 4.15)
    ContinuesAsKing, // crowned at once and goes on capturing as a king (Russian 2022)
};

enum class NotationStyle : unsigned char {
    Numeric, // 11-15, 22x15 (American, International)
    AlgebraicX, // c3-d4, c3xe5 (Brazilian)
    AlgebraicColon, // c3-d4, c3:e5 (Russian)
};

// One rule variant, described by its fields. Each field cites the article of the rule book it
// comes from; the move generator reads these as compile-time traits (see movegen.cpp).
struct Rules
{
    Variant variant;
    const char *id; // name on the command line and in settings
    int boardSize; // 8 or 10 squares a side
    Color firstToMove; // WCDF: Black moves first; CBD, FMJD, Russian 2022: White
    bool menCaptureBackward; // FMJD art. 4.2, CBD, Russian: yes; WCDF: men capture forward only
    bool flyingKings; // FMJD art. 3.9, CBD, Russian: flying; WCDF: one square at a time
    bool majorityCapture; // FMJD art. 4.13, CBD: take the most pieces; WCDF, Russian: free choice
    CapturePromotion capturePromotion;
    NotationStyle notation;
    int gameType; // PDN 3.0 GameType number: 21, 26, 20, 25
    const char *gameTypeLong; // the long GameType form used when writing PDN
    const char *startFen;
};

// Sources: WCDF Rules of Draughts (American); Confederação Brasileira de Damas rules (Brazilian);
// FMJD Official Rules of International Draughts (International); Russian draughts rules of 2022.
// GameType numbers: PDN 3.0 standard, section "GameType".
inline constexpr Rules kVariantRules[] = {
    {Variant::American, "american", 8, Color::Black, false, false, false,
        CapturePromotion::EndsMove, NotationStyle::Numeric, 21, "21,B,8,8,N1,0", "B:W21-32:B1-12"},
    {Variant::Brazilian, "brazilian", 8, Color::White, true, true, true,
        CapturePromotion::OnlyAtEnd, NotationStyle::AlgebraicX, 26, "26,W,8,8,A0,0",
        "W:W21-32:B1-12"},
    {Variant::International, "international", 10, Color::White, true, true, true,
        CapturePromotion::OnlyAtEnd, NotationStyle::Numeric, 20, "20,W,10,10,N2,0",
        "W:W31-50:B1-20"},
    {Variant::Russian, "russian", 8, Color::White, true, true, false,
        CapturePromotion::ContinuesAsKing, NotationStyle::AlgebraicColon, 25, "25,W,8,8,A0,0",
        "W:W21-32:B1-12"},
};

inline constexpr Variant kAllVariants[]
    = {Variant::American, Variant::Brazilian, Variant::International, Variant::Russian};

constexpr const Rules &rulesOf(Variant v)
{
    return kVariantRules[static_cast<int>(v)];
}

// f.template operator()<V>() with the variant as a constant, for code compiled once a variant.
template<typename F>
constexpr decltype(auto) withVariant(Variant v, F &&f)
{
    switch (v) {
    case Variant::American:
        return f.template operator()<Variant::American>();
    case Variant::Brazilian:
        return f.template operator()<Variant::Brazilian>();
    case Variant::International:
        return f.template operator()<Variant::International>();
    case Variant::Russian:
        break;
    }
    return f.template operator()<Variant::Russian>();
}

// "american", "brazilian", "international", "russian".
std::string_view variantName(Variant v);
std::optional<Variant> variantFromName(std::string_view name);
std::optional<Variant> variantFromGameType(int gameType);

} // namespace damas
