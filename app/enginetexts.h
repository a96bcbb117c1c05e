// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "drawstate.h"
#include "error.h"
#include "explain.h"
#include "movegen.h"
#include "position.h"
#include "setup.h"
#include "variant.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

/*
 * The sentences the player reads for what the engine reports as codes: variant names, why a tried
 * move is illegal, the draw counts (name, what the rule is, what resets it), and the result lines.
 * English is the source language; every text goes through tr(), so the translations in
 * translations/ cover them and a language switch re-reads them.
 */
class EngineTexts
{
    Q_DECLARE_TR_FUNCTIONS(EngineTexts)

public:
    static QString variantName(damas::Variant variant);
    static QString variantSummary(damas::Variant variant);

    static QString moveProblem(damas::MoveProblem problem);
    // The same, said of a move written in a file rather than tried on the board: lower case, no
    // full stop, no "you" ("a capture is obligatory"). Empty for None and NotLegal.
    static QString writtenMoveProblem(damas::MoveProblem problem);

    // Why a position set up by hand cannot start a game, as one sentence; "" when it can.
    static QString setupProblem(damas::Variant variant, const damas::SetupCheck &check);

    // What a score is worth, in the bands the words of the hint and of the analysis say: a win
    // (or a loss) in so many moves, else the men of material it comes to in the variant.
    struct ScoreBand
    {
        enum Kind { Won, WinIn, Equal, SlightEdge, AboutAMan, AboutTwoMen, Winning } kind = Equal;
        bool ahead = false; // for the side the score is counted for (score > 0)
        int moves = 0; // WinIn: the winner's moves to the end, at least 1
    };
    static ScoreBand scoreBand(damas::Variant variant, int score);

    // An evaluation in words from White's side ("White is about a man ahead", "Black wins in 5
    // moves"), from a score for White in the engine's units (eval.h).
    static QString evaluation(damas::Variant variant, int scoreForWhite);

    // Why a FEN cannot start a game of `variant`, with the character where reading stopped;
    // "" when it can (or when the text is empty).
    static QString fenProblem(damas::Variant variant, const QString &fenText);

    // A line of moves from `from` in the variant's notation, at most `maxPlies` of them, up to
    // the first that is not legal where it stands (an engine's line may end in a stale entry).
    static QString moveLine(
        const damas::Position &from, const std::vector<damas::Move> &moves, std::size_t maxPlies);

    // What an input error says, in the player's language where the engine gives its kind
    // (the FEN reader's errors), else the engine's English words. Without the position.
    static QString errorDetail(const damas::Error &error);

    // A draw rule's engine data by its id (draw-rules.md), nullptr for an unknown id.
    static const damas::DrawRuleInfo *ruleInfo(const QString &ruleId);
    // A draw count by its rule id: a short name, what the rule is, what resets it; the numbers
    // and materials in them are the rule's data.
    static QString counterName(const QString &ruleId);
    static QString counterRule(const QString &ruleId);
    static QString counterReset(const QString &ruleId);

    // A side's material in a draw rule, "two kings and a man"; a material pair, "two kings
    // against a king" (the diagonal condition is the article's to say).
    static QString material(const damas::SideMaterial &side);
    static QString materialPair(const damas::DrawMaterial &pair);
    // "a, b and c" and "a, b or c" in the current language.
    static QString listAnd(const QStringList &items);
    static QString listOr(const QStringList &items);

    // The three draw sentences of draw-rules.md, by reason id (repetition, move-limit, endgame).
    static QString drawSentence(const QString &reason);

    // "This position has occurred twice: a third time draws."
    static QString repetitionState(int occurrences);
};
