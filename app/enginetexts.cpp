// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginetexts.h"

#include "eval.h"
#include "fen.h"
#include "notation.h"

#include <algorithm>
#include <cmath>

using damas::Error;
using damas::ErrorCode;
using damas::Move;
using damas::MoveList;
using damas::MoveProblem;
using damas::Position;
using damas::Variant;

QString EngineTexts::setupProblem(Variant variant, const damas::SetupCheck &check)
{
    using damas::SetupProblem;
    const QString square = QString::fromStdString(damas::squareName(variant, check.square));
    const int most = damas::startingPieces(variant);
    switch (check.problem) {
    case SetupProblem::None:
        return {};
    case SetupProblem::WhiteManOnCrowningRow:
        return tr("The white man on %1 stands on White's crowning row: it would be a king "
                  "there. Make it a king or move it.")
            .arg(square);
    case SetupProblem::BlackManOnCrowningRow:
        return tr("The black man on %1 stands on Black's crowning row: it would be a king "
                  "there. Make it a king or move it.")
            .arg(square);
    case SetupProblem::TooManyWhite:
        return tr("White has more than %1 pieces, the number each side starts with.").arg(most);
    case SetupProblem::TooManyBlack:
        return tr("Black has more than %1 pieces, the number each side starts with.").arg(most);
    case SetupProblem::NoWhitePieces:
        return tr("White has no pieces: there is no game to play.");
    case SetupProblem::NoBlackPieces:
        return tr("Black has no pieces: there is no game to play.");
    case SetupProblem::SideToMoveBlocked:
        return tr("The side to move has no legal move: the game would be lost already.");
    }
    return {};
}

EngineTexts::ScoreBand EngineTexts::scoreBand(Variant variant, int score)
{
    const bool ahead = score > 0;
    if (damas::isWinScore(score)) {
        // kScoreWin less the plies to the end (eval.h); players count moves of one side.
        const int plies = damas::kScoreWin - std::abs(score);
        return {
            plies <= 0 ? ScoreBand::Won : ScoreBand::WinIn, ahead, std::max(1, (plies + 1) / 2)};
    }
    // Thresholds in men, as the engine values a man in this variant (eval.cpp): under a quarter
    // of a man is no real difference; from 0.7 it is about a man, from 1.7 two.
    const double men = std::abs(double(score) / damas::materialValues(variant).man);
    const ScoreBand::Kind kind = men < 0.25 ? ScoreBand::Equal
        : men < 0.7                         ? ScoreBand::SlightEdge
        : men < 1.7                         ? ScoreBand::AboutAMan
        : men < 2.7                         ? ScoreBand::AboutTwoMen
                                            : ScoreBand::Winning;
    return {kind, ahead, 0};
}

QString EngineTexts::evaluation(Variant variant, int scoreForWhite)
{
    const ScoreBand band = scoreBand(variant, scoreForWhite);
    const bool white = band.ahead;
    switch (band.kind) {
    case ScoreBand::Won:
        return white ? tr("White has won") : tr("Black has won");
    case ScoreBand::WinIn:
        if (band.moves == 1)
            return white ? tr("White wins with the next move")
                         : tr("Black wins with the next move");
        return white ? tr("White wins in %1 moves").arg(band.moves)
                     : tr("Black wins in %1 moves").arg(band.moves);
    case ScoreBand::Equal:
        return tr("about equal");
    case ScoreBand::SlightEdge:
        return white ? tr("a slight edge for White") : tr("a slight edge for Black");
    case ScoreBand::AboutAMan:
        return white ? tr("White is about a man ahead") : tr("Black is about a man ahead");
    case ScoreBand::AboutTwoMen:
        return white ? tr("White is about two men ahead") : tr("Black is about two men ahead");
    case ScoreBand::Winning:
        break;
    }
    return white ? tr("White is winning") : tr("Black is winning");
}

QString EngineTexts::variantName(Variant variant)
{
    switch (variant) {
    case Variant::American:
        return tr("American checkers");
    case Variant::Brazilian:
        return tr("Brazilian draughts");
    case Variant::International:
        return tr("International draughts");
    case Variant::Russian:
        return tr("Russian draughts");
    }
    return {};
}

QString EngineTexts::variantSummary(Variant variant)
{
    switch (variant) {
    case Variant::American:
        return tr(
            "8×8. Men capture forward only, kings move one square, any capture may be chosen.");
    case Variant::Brazilian:
        return tr("8×8. Men capture backwards too, kings fly, the capture that takes the most "
                  "pieces is compulsory.");
    case Variant::International:
        return tr("10×10. Men capture backwards too, kings fly, the capture that takes the most "
                  "pieces is compulsory.");
    case Variant::Russian:
        return tr("8×8. Men capture backwards too, kings fly, any capture may be chosen, and a man "
                  "crowned during a capture goes on as a king.");
    }
    return {};
}

QString EngineTexts::moveProblem(MoveProblem problem)
{
    switch (problem) {
    case MoveProblem::None:
        return {};
    case MoveProblem::NoPiece:
        return tr("Pick one of your pieces first.");
    case MoveProblem::OpponentPiece:
        return tr("That piece is not yours.");
    case MoveProblem::Occupied:
        return tr("That square is taken.");
    case MoveProblem::NotDiagonal:
        return tr("Pieces move diagonally, on the dark squares.");
    case MoveProblem::ManForwardOnly:
        return tr("Men move forward only.");
    case MoveProblem::ManOneSquare:
        return tr("A man moves one square at a time.");
    case MoveProblem::KingOneSquare:
        return tr("Kings move one square at a time in this variant.");
    case MoveProblem::OwnPieceInTheWay:
        return tr("You cannot jump over your own piece.");
    case MoveProblem::TwoPiecesInTheWay:
        return tr("Two pieces in a row cannot be jumped.");
    case MoveProblem::ManCapturesForwardOnly:
        return tr("Men capture forward only in this variant.");
    case MoveProblem::CaptureObligatory:
        return tr("Capture is obligatory.");
    case MoveProblem::CaptureBackward:
        return tr("Capture is obligatory, and men capture backwards in this variant.");
    case MoveProblem::MustTakeMost:
        return tr("You must take the most pieces.");
    case MoveProblem::CaptureNotFinished:
        return tr("The capture is not finished: keep jumping.");
    case MoveProblem::PieceBlocked:
        return tr("That piece cannot move.");
    case MoveProblem::NotLegal:
        return tr("That move is not allowed.");
    }
    return {};
}

QString EngineTexts::writtenMoveProblem(MoveProblem problem)
{
    switch (problem) {
    case MoveProblem::None:
    case MoveProblem::NotLegal:
        return {};
    case MoveProblem::NoPiece:
        return tr("there is no piece on its start square");
    case MoveProblem::OpponentPiece:
        return tr("the piece on its start square belongs to the other side");
    case MoveProblem::Occupied:
        return tr("its end square is taken");
    case MoveProblem::NotDiagonal:
        return tr("pieces move diagonally");
    case MoveProblem::ManForwardOnly:
        return tr("men move forward only");
    case MoveProblem::ManOneSquare:
        return tr("a man moves one square at a time");
    case MoveProblem::KingOneSquare:
        return tr("kings move one square at a time in this variant");
    case MoveProblem::OwnPieceInTheWay:
        return tr("no piece jumps over its own side's pieces");
    case MoveProblem::TwoPiecesInTheWay:
        return tr("two pieces in a row cannot be jumped");
    case MoveProblem::ManCapturesForwardOnly:
        return tr("men capture forward only in this variant");
    case MoveProblem::CaptureObligatory:
        return tr("a capture is obligatory");
    case MoveProblem::CaptureBackward:
        return tr("a capture is obligatory, and men capture backwards in this variant");
    case MoveProblem::MustTakeMost:
        return tr("the capture must take the most pieces");
    case MoveProblem::CaptureNotFinished:
        return tr("the capture is not finished");
    case MoveProblem::PieceBlocked:
        return tr("that piece has no move");
    }
    return {};
}

QString EngineTexts::fenProblem(Variant variant, const QString &fenText)
{
    const QString text = fenText.trimmed();
    if (text.isEmpty())
        return {};
    const auto parsed = parseFen(variant, text.toStdString());
    if (parsed)
        return {};
    const Error &e = parsed.error();
    return e.column > 0
        ? tr("This FEN cannot be read (at character %1: %2).").arg(e.column).arg(errorDetail(e))
        : tr("This FEN cannot be read (%1).").arg(errorDetail(e));
}

QString EngineTexts::moveLine(
    const Position &from, const std::vector<Move> &moves, std::size_t maxPlies)
{
    QStringList words;
    Position at = from;
    for (std::size_t i = 0; i < moves.size() && i < maxPlies; ++i) {
        const MoveList legal = legalMoves(at);
        if (std::find(legal.begin(), legal.end(), moves[i]) == legal.end())
            break;
        words.append(QString::fromStdString(moveToString(at, moves[i])));
        at = at.after(moves[i]);
    }
    return words.join(QLatin1Char(' '));
}

QString EngineTexts::errorDetail(const Error &error)
{
    auto arg = [&error](std::size_t i) {
        return i < error.args.size() ? QString::fromStdString(error.args[i]) : QString();
    };
    // A character quoted from the text, or "the end of the text".
    auto found = [&arg]() {
        const QString c = arg(0);
        return c.isEmpty() ? tr("the end of the text") : QStringLiteral("“%1”").arg(c);
    };
    switch (error.code) {
    case ErrorCode::Other:
        break;
    case ErrorCode::FenEmpty:
        return tr("the FEN is empty");
    case ErrorCode::FenSide:
        return tr("the side to move must be W or B, not %1").arg(found());
    case ErrorCode::FenAfterEnd:
        return tr("there is more text after the final “.”");
    case ErrorCode::FenExpectedColon:
        return tr("“:” should start the next section, not %1").arg(found());
    case ErrorCode::FenExpectedColor:
        return tr("W or B should follow “:”, not %1").arg(found());
    case ErrorCode::FenSectionTwice:
        return arg(0) == QLatin1String("W") ? tr("the White pieces are given twice")
                                            : tr("the Black pieces are given twice");
    case ErrorCode::FenExpectedComma:
        return tr("“,” should separate the squares, not %1").arg(found());
    case ErrorCode::FenExpectedSquare:
        return tr("a square should come here, not %1").arg(found());
    case ErrorCode::FenNotASquare:
        return tr("there is no square %1 on the %2 board").arg(arg(0), arg(1));
    case ErrorCode::FenLightSquare:
        return tr("%1 is a light square of the %2 board: pieces stand on the dark squares")
            .arg(arg(0), arg(1));
    case ErrorCode::FenRangeEnd:
        return tr("the range has no last square");
    case ErrorCode::FenRangeBackwards:
        return tr("the range %1-%2 runs backwards").arg(arg(0), arg(1));
    case ErrorCode::FenSquareTaken:
        return tr("square %1 already holds a piece (given at character %2)").arg(arg(0), arg(1));
    case ErrorCode::FenManOnPromotionRow:
        return arg(0) == QLatin1String("W")
            ? tr("a white man cannot stand on %1, its crowning row (write K for a king)")
                  .arg(arg(1))
            : tr("a black man cannot stand on %1, its crowning row (write K for a king)")
                  .arg(arg(1));
    case ErrorCode::PdnTagInVariation:
        return tr("a tag inside a variation: the “(” at line %1, column %2 is not closed")
            .arg(arg(0), arg(1));
    case ErrorCode::PdnTagName:
        return tr("a tag name should follow “[”");
    case ErrorCode::PdnTagValueQuotes:
        return tr("the value of tag %1 should be in double quotes").arg(arg(0));
    case ErrorCode::PdnTagValueUnclosed:
        return tr("the value of tag %1 is never closed (a “\"” is missing)").arg(arg(0));
    case ErrorCode::PdnTagValueLineEnd:
        return tr("the value of tag %1 is not closed before the end of the line").arg(arg(0));
    case ErrorCode::PdnTagUnclosed:
        return tr("tag %1 is not closed with “]”").arg(arg(0));
    case ErrorCode::PdnCommentUnclosed:
        return tr("this comment is never closed (a “}” is missing)");
    case ErrorCode::PdnCommentNested:
        return tr("“{” inside a comment: comments do not nest (the comment opened at line %1, "
                  "column %2)")
            .arg(arg(0), arg(1));
    case ErrorCode::PdnNagNumber:
        return tr("“$” should be followed by a number (an annotation such as $1)");
    case ErrorCode::PdnStrayParen:
        return tr("“)” closes no variation");
    case ErrorCode::PdnStrayBracket:
        return tr("“]” closes no tag");
    case ErrorCode::PdnStrayBrace:
        return tr("“}” closes no comment");
    case ErrorCode::PdnStrayQuote:
        return tr("a quoted text outside a tag");
    case ErrorCode::PdnSetupInMoves:
        return tr("a position set up inside the moves (/.../) cannot be read; start the game "
                  "from it with a FEN tag");
    case ErrorCode::PdnVariationUnclosed:
        return tr("this variation is never closed (a “)” is missing)");
    case ErrorCode::PdnUtf16:
        return tr("the file is UTF-16 text; save it as UTF-8");
    case ErrorCode::PdnBinary:
        return tr("the file holds binary data, not PDN text");
    case ErrorCode::PdnNoGameType:
        return tr("the game has no GameType tag, and no variant was chosen");
    case ErrorCode::PdnGameTypeNumber:
        return tr("GameType “%1” does not start with a game type number").arg(arg(0));
    case ErrorCode::PdnGameTypeUnknown:
        return tr("GameType %1 is not a variant this program plays (20 international, 21 "
                  "American, 25 Russian, 26 Brazilian)")
            .arg(arg(0));
    case ErrorCode::PdnGameTypeBoard:
        return tr("GameType “%1” does not give the %2 board of game type %3")
            .arg(arg(0), arg(1), arg(2));
    case ErrorCode::PdnSetUpWithoutFen:
        return tr("SetUp “1” says the game starts from a set-up position, but there is no FEN "
                  "tag");
    }
    return QString::fromStdString(error.message);
}

const damas::DrawRuleInfo *EngineTexts::ruleInfo(const QString &ruleId)
{
    for (Variant v : damas::kAllVariants) {
        for (damas::DrawRule rule : damas::drawRulesOf(v)) {
            const damas::DrawRuleInfo &info = damas::drawRuleInfo(rule);
            if (ruleId == QLatin1String(info.id.data(), qsizetype(info.id.size())))
                return &info;
        }
    }
    return nullptr;
}

namespace {

// The moves of the rule's first (for most rules, only) bracket.
int firstLimit(const damas::DrawRuleInfo &info)
{
    return info.limits.empty() ? 0 : info.limits.front().moves;
}

// The stronger side's materials of the rule from `first` (count -1: to the end), "three kings,
// two kings and a man, or a king and two men".
QString sidesOf(const damas::DrawRuleInfo &info, std::size_t first = 0, int count = -1)
{
    QStringList items;
    for (std::size_t i = first; i < info.materials.size() && (count < 0 || int(i - first) < count);
         ++i)
        items << EngineTexts::material(info.materials[i].side);
    return EngineTexts::listOr(items);
}

QString piecesBetween(const damas::DrawLimit &limit)
{
    if (limit.maxPieces == limit.minPieces)
        return QString::number(limit.minPieces);
    if (limit.maxPieces == limit.minPieces + 1)
        return EngineTexts::tr("%1 or %2").arg(limit.minPieces).arg(limit.maxPieces);
    //: A range of numbers of pieces: "4 to 7"
    return EngineTexts::tr("%1 to %2").arg(limit.minPieces).arg(limit.maxPieces);
}

// "5 moves by each side with 2 or 3 pieces, 30 with 4 or 5, 60 with 6 or 7"
QString bracketsOf(const damas::DrawRuleInfo &info)
{
    QString out;
    for (const damas::DrawLimit &limit : info.limits) {
        if (out.isEmpty()) {
            out = EngineTexts::tr("%1 moves by each side with %2 pieces")
                      .arg(QString::number(limit.moves), piecesBetween(limit));
        } else {
            //: A further limit of a list: "30 with 4 or 5" (moves, then pieces)
            const QString next = EngineTexts::tr("%1 with %2")
                                     .arg(QString::number(limit.moves), piecesBetween(limit));
            out = EngineTexts::tr("%1, %2").arg(out, next);
        }
    }
    return out;
}

} // namespace

// Every number below is read from the rule's data (engine/drawstate.h), as the rules pages do.
QString EngineTexts::counterName(const QString &ruleId)
{
    const damas::DrawRuleInfo *info = ruleInfo(ruleId);
    if (!info)
        return ruleId;
    const int limit = firstLimit(*info);
    switch (info->rule) {
    case damas::DrawRule::American40:
    case damas::DrawRule::Brazilian20:
    case damas::DrawRule::International25:
        return tr("%1-move rule").arg(limit);
    case damas::DrawRule::Brazilian5:
    case damas::DrawRule::International16:
    case damas::DrawRule::International5Endgame:
        return tr("%1-move ending").arg(limit);
    case damas::DrawRule::International5Diagonal:
    case damas::DrawRule::Russian5MainRoad:
        return tr("%1 moves: the main diagonal").arg(limit);
    case damas::DrawRule::Russian15ThreeKings:
        return tr("%1 moves: three kings against one").arg(limit);
    case damas::DrawRule::RussianBalance:
        return tr("Kings on both sides");
    case damas::DrawRule::RussianKingsOnly:
        return tr("Only kings moving");
    }
    return ruleId;
}

QString EngineTexts::counterRule(const QString &ruleId)
{
    const damas::DrawRuleInfo *info = ruleInfo(ruleId);
    if (!info)
        return {};
    const int limit = firstLimit(*info);
    switch (info->rule) {
    case damas::DrawRule::American40:
    case damas::DrawRule::Brazilian20:
    case damas::DrawRule::International25:
        return tr("If %1 moves by each side pass with no capture and no man moved, the game is a "
                  "draw.")
            .arg(limit);
    case damas::DrawRule::Brazilian5: {
        // The materials that hold anywhere, then those that need the lone king alone on the
        // main diagonal.
        QStringList anywhere;
        std::size_t onDiagonal = 0;
        for (const damas::DrawMaterial &m : info->materials) {
            if (m.diagonal != damas::DiagonalCondition::None)
                break;
            anywhere << materialPair(m);
            ++onDiagonal;
        }
        return tr("In these endings there are %1 moves by each side to win, then the game is a "
                  "draw: %2; or %3 against a lone king that holds the main diagonal alone.")
            .arg(QString::number(limit), listOr(anywhere), sidesOf(*info, onDiagonal));
    }
    case damas::DrawRule::International16:
    case damas::DrawRule::International5Endgame:
        return tr("With %1 against a lone king there are %2 moves by each side to win, then the "
                  "game is a draw.")
            .arg(sidesOf(*info), QString::number(limit));
    case damas::DrawRule::International5Diagonal:
        return tr("With %1 against a lone king that is the only piece on the main diagonal: %2 "
                  "moves by each side to win, then the game is a draw.")
            .arg(sidesOf(*info), QString::number(limit));
    case damas::DrawRule::Russian15ThreeKings:
        return tr("With %1 against a lone king: if the stronger side has not taken it by its %2th "
                  "move, the game is a draw.")
            .arg(sidesOf(*info), QString::number(limit));
    case damas::DrawRule::Russian5MainRoad:
        return tr("With %1 off the main diagonal against a lone king on it: if the stronger side "
                  "has not won by its %2th move, the game is a draw.")
            .arg(sidesOf(*info), QString::number(limit));
    case damas::DrawRule::RussianBalance:
        return tr("Both sides have a king and at most %1 pieces are left: %2, then the game is a "
                  "draw.")
            .arg(QString::number(info->limits.back().maxPieces), bracketsOf(*info));
    case damas::DrawRule::RussianKingsOnly:
        return tr("With %1 pieces on the board and no capture or man move: %2, then the game is a "
                  "draw.")
            .arg(piecesBetween({info->limits.front().minPieces, info->limits.back().maxPieces, 0}),
                bracketsOf(*info));
    }
    return {};
}

QString EngineTexts::counterReset(const QString &ruleId)
{
    if (ruleId == QLatin1String("american-40") || ruleId == QLatin1String("brazilian-20")
        || ruleId == QLatin1String("international-25")
        || ruleId == QLatin1String("russian-kings-only"))
        return tr("A capture or a man move starts it again.");
    if (ruleId == QLatin1String("russian-balance"))
        return tr("A capture or a promotion starts it again; a plain man move does not.");
    if (ruleId == QLatin1String("russian-15-three-kings")
        || ruleId == QLatin1String("russian-5-main-road"))
        return tr("Nothing starts it again. Only the stronger side's moves count.");
    if (ruleId == QLatin1String("international-16"))
        return tr("Nothing starts it again, not even a capture.");
    if (ruleId == QLatin1String("international-5-diagonal"))
        return tr("Nothing starts it again. It ends if the lone king leaves the diagonal or "
                  "another piece comes onto it.");
    return tr("Nothing starts it again.");
}

QString EngineTexts::material(const damas::SideMaterial &side)
{
    if (side.pieces == 3)
        return tr("three pieces");
    if (side.atLeastKings && side.kings == 3)
        return tr("three kings or more, with or without other pieces");
    const int k = side.kings, m = side.men;
    if (k == 1 && m == 0)
        return tr("a king");
    if (k == 2 && m == 0)
        return tr("two kings");
    if (k == 3 && m == 0)
        return tr("three kings");
    if (k == 1 && m == 1)
        return tr("a king and a man");
    if (k == 2 && m == 1)
        return tr("two kings and a man");
    if (k == 1 && m == 2)
        return tr("a king and two men");
    return tr("%1 kings and %2 men").arg(k).arg(m);
}

QString EngineTexts::materialPair(const damas::DrawMaterial &pair)
{
    return tr("%1 against %2").arg(material(pair.side), material(pair.other));
}

namespace {

// `lastTwo` joins the last two items of a list of two, `lastOfMany` those of a longer list (in
// English with a serial comma, as "a king and a man" may be one item).
QString joinList(const QStringList &items, const QString &lastTwo, const QString &lastOfMany)
{
    if (items.size() < 2)
        return items.value(0);
    QString head = items.first();
    for (qsizetype i = 1; i + 1 < items.size(); ++i)
        //: The items of a list but the last: "two kings, a king and a man"
        head = EngineTexts::tr("%1, %2").arg(head, items[i]);
    return (items.size() == 2 ? lastTwo : lastOfMany).arg(head, items.last());
}

} // namespace

QString EngineTexts::listAnd(const QStringList &items)
{
    //: The last two items of a list of two ("a king and a man"), then of a longer list, with a
    //: comma where the items themselves hold "and" ("two kings, a king and a man, and a king")
    return joinList(items, tr("%1 and %2"), tr("%1, and %2"));
}

QString EngineTexts::listOr(const QStringList &items)
{
    //: As above, for choices: "two kings or a king"; "two kings, a king and a man, or a king"
    return joinList(items, tr("%1 or %2"), tr("%1, or %2"));
}

QString EngineTexts::drawSentence(const QString &reason)
{
    // The exact sentences of draw-rules.md; the translations in translations/ are the
    // Spanish and Portuguese sentences of the same table, word for word.
    if (reason == QLatin1String("repetition"))
        return tr("The same position appeared three times");
    if (reason == QLatin1String("move-limit"))
        return tr("Move limit: too long without captures");
    if (reason == QLatin1String("endgame"))
        return tr("Endgame rule: the stronger side did not win in the moves allowed");
    return {};
}

QString EngineTexts::repetitionState(int occurrences)
{
    if (occurrences == 2)
        return tr("This position has occurred twice: a third time draws.");
    if (occurrences >= 3)
        return tr("This position has occurred three times.");
    return {};
}
