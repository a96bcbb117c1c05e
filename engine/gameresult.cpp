// SPDX-License-Identifier: GPL-3.0-or-later
#include "gameresult.h"

namespace damas {

std::string_view resultName(GameResult result)
{
    switch (result) {
    case GameResult::Ongoing:
        return "ongoing";
    case GameResult::WhiteWins:
        return "white-wins";
    case GameResult::BlackWins:
        return "black-wins";
    case GameResult::Draw:
        return "draw";
    }
    return {};
}

std::string_view reasonName(ResultReason reason)
{
    switch (reason) {
    case ResultReason::None:
        return {};
    case ResultReason::NoPieces:
        return "no-pieces";
    case ResultReason::NoMoves:
        return "no-moves";
    case ResultReason::Repetition:
        return "repetition";
    case ResultReason::MoveLimit:
        return "move-limit";
    case ResultReason::Endgame:
        return "endgame";
    case ResultReason::Resignation:
        return "resignation";
    case ResultReason::Agreement:
        return "agreement";
    }
    return {};
}

std::string_view drawSentence(ResultReason reason, std::string_view language)
{
    enum { English, Spanish, Portuguese };
    const int lang = language.starts_with("es") ? Spanish
        : language.starts_with("pt")            ? Portuguese
                                                : English;
    // The table "The order of checks after every move" in draw-rules.md; the Spanish and
    // Portuguese lines are the ones the source texts (seeds 000 and 001) give.
    static constexpr std::string_view repetition[] = {
        "The same position appeared three times",
        "La misma posición apareció tres veces",
        "A mesma posição apareceu três vezes",
    };
    static constexpr std::string_view moveLimit[] = {
        "Move limit: too long without captures",
        "Límite de jugadas: demasiado tiempo sin capturas",
        "Limite de lances: tempo demais sem captura",
    };
    static constexpr std::string_view endgame[] = {
        "Endgame rule: the stronger side did not win in the moves allowed",
        "Regla de final: el bando más fuerte no ganó en las jugadas permitidas",
        "Regra de final: o lado mais forte não venceu nos lances permitidos",
    };
    switch (reason) {
    case ResultReason::Repetition:
        return repetition[lang];
    case ResultReason::MoveLimit:
        return moveLimit[lang];
    case ResultReason::Endgame:
        return endgame[lang];
    default:
        return {};
    }
}

} // namespace damas
