// SPDX-License-Identifier: GPL-3.0-or-later
// The game side of PDN: results, the variant and start position of a game, and its replay.
#include "fen.h"
#include "pdn.h"
#include "pdntext.h"

#include <algorithm>

namespace damas {

using namespace pdntext;

namespace {

// Fields of a long GameType value "20,W,10,10,N2,0", split at commas and trimmed.
std::vector<std::string_view> splitCommas(std::string_view s)
{
    std::vector<std::string_view> out;
    while (true) {
        const std::size_t comma = s.find(',');
        out.push_back(trimmed(s.substr(0, comma)));
        if (comma == std::string_view::npos)
            return out;
        s.remove_prefix(comma + 1);
    }
}

// A small non-negative number, or -1.
int smallNumber(std::string_view s)
{
    if (s.empty() || s.size() > 4)
        return -1;
    int n = 0;
    for (char c : s) {
        if (!isDigit(c))
            return -1;
        n = n * 10 + (c - '0');
    }
    return n;
}

Error tagError(
    const PdnTag &tag, std::string message, ErrorCode code, std::vector<std::string> args = {})
{
    return Error {std::move(message), tag.line, tag.column, code, std::move(args)};
}

// How many of moves[from...] can be played from `pos`, an ambiguous one read each way it fits.
// `budget` bounds the moves read, so that a game full of ambiguities cannot take long.
std::size_t playableFrom(
    const Position &pos, const std::vector<PdnMove> &moves, std::size_t from, int &budget)
{
    Position p = pos;
    for (std::size_t i = from; i < moves.size(); ++i) {
        if (moves[i].notAMove || --budget < 0)
            return i - from;
        const std::vector<Move> fits = movesFitting(p, moves[i].text);
        if (fits.empty())
            return i - from;
        if (fits.size() > 1) {
            std::size_t furthest = 0;
            for (const Move &m : fits)
                furthest = std::max(furthest, playableFrom(p.after(m), moves, i + 1, budget));
            return i - from + 1 + furthest;
        }
        p = p.after(fits.front());
    }
    return moves.size() - from;
}

// The one reading of the ambiguous moves[i] with which the rest of the game goes furthest.
std::optional<Move> resolveAmbiguous(
    const Position &pos, const std::vector<PdnMove> &moves, std::size_t i)
{
    int budget = 20000;
    std::optional<Move> best;
    std::size_t furthest = 0;
    bool tie = false;
    for (const Move &m : movesFitting(pos, moves[i].text)) {
        const std::size_t reach = playableFrom(pos.after(m), moves, i + 1, budget);
        if (!best || reach > furthest) {
            best = m;
            furthest = reach;
            tie = false;
        } else if (reach == furthest) {
            tie = true;
        }
    }
    if (tie || budget < 0)
        return std::nullopt;
    return best;
}

} // namespace

PdnResult pdnResultFromText(Variant variant, std::string_view text)
{
    text = trimmed(text);
    const bool whiteFirst = rulesOf(variant).firstToMove == Color::White;
    const PdnResult firstWins = whiteFirst ? PdnResult::WhiteWins : PdnResult::BlackWins;
    const PdnResult secondWins = whiteFirst ? PdnResult::BlackWins : PdnResult::WhiteWins;
    if (text == "1-0" || text == "2-0")
        return firstWins;
    if (text == "0-1" || text == "0-2")
        return secondWins;
    if (text == "1/2-1/2" || text == "1/2:1/2" || text == "1-1" || text == "\xC2\xBD-\xC2\xBD")
        return PdnResult::Draw;
    if (text == "0-0")
        return PdnResult::DoubleForfeit;
    return PdnResult::Unknown;
}

std::string pdnResultText(Variant variant, PdnResult result)
{
    // PDN 3.0, GameType table: type 20 uses the "International" result type, the others
    // the "Default" one.
    const bool international = variant == Variant::International;
    const bool whiteFirst = rulesOf(variant).firstToMove == Color::White;
    switch (result) {
    case PdnResult::WhiteWins:
    case PdnResult::BlackWins: {
        const bool firstWins = (result == PdnResult::WhiteWins) == whiteFirst;
        if (international)
            return firstWins ? "2-0" : "0-2";
        return firstWins ? "1-0" : "0-1";
    }
    case PdnResult::Draw:
        return international ? "1-1" : "1/2-1/2";
    case PdnResult::DoubleForfeit:
        return "0-0";
    case PdnResult::Unknown:
        break;
    }
    return "*";
}

Expected<Variant> pdnGameVariant(const PdnGame &game, std::optional<Variant> fallback)
{
    const PdnTag *tag = game.tag("GameType");
    if (!tag) {
        if (fallback)
            return *fallback;
        return Error {"the game has no GameType tag, and no variant was given", game.line,
            game.column, ErrorCode::PdnNoGameType};
    }
    const std::vector<std::string_view> fields = splitCommas(tag->value);
    const int type = smallNumber(fields.front());
    if (type < 0)
        return tagError(*tag,
            "GameType \"" + tag->value + "\" does not start with a game type number",
            ErrorCode::PdnGameTypeNumber, {tag->value});
    const std::optional<Variant> v = variantFromGameType(type);
    if (!v)
        return tagError(*tag,
            "GameType " + std::to_string(type)
                + " is not a variant this program plays (20 international, "
                  "21 american, 25 russian, 26 brazilian)",
            ErrorCode::PdnGameTypeUnknown, {std::to_string(type)});
    // Long form: type, start colour, board width, board height, notation, invert flag
    // (PDN 3.0, "GameType tag"). The start colour "has no influence", per the standard.
    const int n = rulesOf(*v).boardSize;
    for (std::size_t i : {2u, 3u}) {
        if (fields.size() <= i)
            break;
        const int size = smallNumber(fields[i]);
        if (size != n)
            return tagError(*tag,
                "GameType \"" + tag->value + "\" does not give the " + std::to_string(n) + "x"
                    + std::to_string(n) + " board of game type " + std::to_string(type),
                ErrorCode::PdnGameTypeBoard,
                {tag->value, std::to_string(n) + "x" + std::to_string(n), std::to_string(type)});
    }
    return *v;
}

Expected<Position> pdnStartPosition(const PdnGame &game, Variant variant)
{
    const PdnTag *fen = game.tag("FEN");
    if (!fen) {
        if (const PdnTag *setUp = game.tag("SetUp"); setUp && trimmed(setUp->value) == "1")
            return tagError(*setUp,
                "SetUp \"1\" says the game starts from a set-up position, "
                "but there is no FEN tag",
                ErrorCode::PdnSetUpWithoutFen);
        return Position::start(variant);
    }
    auto pos = parseFen(variant, fen->value);
    if (!pos)
        return Error {"FEN: " + pos.error().message, fen->line,
            fen->valueColumn + std::max(pos.error().column, 1) - 1, pos.error().code,
            pos.error().args};
    return pos;
}

Expected<ReplayedGame> replayPdnGame(const PdnGame &game, std::optional<Variant> fallback)
{
    const auto variant = pdnGameVariant(game, fallback);
    if (!variant)
        return variant.error();
    auto start = pdnStartPosition(game, *variant);
    if (!start)
        return start.error();

    ReplayedGame out;
    GameRecord &record = out.record;
    record.variant = *variant;
    record.start = *start;
    for (const PdnTag &t : game.tags) {
        if (!isDerivedTag(t.name))
            record.tags.emplace_back(t.name, t.value);
    }
    // The terminator, unless it says nothing ("*" or none) and the Result tag does.
    record.result = pdnResultFromText(*variant, game.result);
    if (const PdnTag *tag = game.tag("Result"); tag && record.result == PdnResult::Unknown)
        record.result = pdnResultFromText(*variant, tag->value);

    bool commented = !game.comment.empty();
    record.moves.reserve(game.moves.size());
    Position pos = *start;
    for (std::size_t i = 0; i < game.moves.size(); ++i) {
        const PdnMove &written = game.moves[i];
        if (written.notAMove) {
            out.failure
                = ReplayFailure {static_cast<int>(i) + 1, written.text, MoveReadError::Unreadable,
                    Error {quoteText(written.text)
                            + " is not a move, a move number, an annotation, a comment or a result",
                        written.line, written.column}};
            break;
        }
        MoveReadError why = MoveReadError::Illegal;
        MoveProblem problem = MoveProblem::None;
        auto move = parseMove(pos, written.text, &why, &problem);
        if (!move && why == MoveReadError::Ambiguous) {
            if (const auto resolved = resolveAmbiguous(pos, game.moves, i))
                move = *resolved;
        }
        if (!move) {
            out.failure = ReplayFailure {static_cast<int>(i) + 1, written.text, why,
                Error {move.error().message, written.line, written.column}, problem};
            break;
        }
        commented = commented || !written.comment.empty();
        record.moves.push_back(*move);
        pos = pos.after(*move);
    }
    if (commented) {
        record.comments.reserve(record.moves.size() + 1);
        record.comments.push_back(game.comment);
        for (std::size_t i = 0; i < record.moves.size(); ++i)
            record.comments.push_back(game.moves[i].comment);
    }
    return out;
}

Expected<ReplayedGame> replayPdnGameAnyVariant(const PdnGame &game, Variant fallback)
{
    auto best = replayPdnGame(game, fallback);
    if (game.tag("GameType") || (best && !best->failure))
        return best;
    // How many of the game's moves a replay could play (-1: it could not start).
    const auto reach = [](const Expected<ReplayedGame> &r) {
        return !r ? -1 : r->failure ? r->failure->ply - 1 : int(r->record.moves.size());
    };
    for (Variant v : kAllVariants) {
        if (v == fallback)
            continue;
        auto other = replayPdnGame(game, v);
        if (reach(other) > reach(best))
            best = std::move(other);
    }
    return best;
}
} // namespace damas
