// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "variant.h"

#include <QCoreApplication>
#include <QString>

/*
 * The play page's message line: what happened (a refused move, a hint, an answer to a draw
 * offer, news from a file) and its words in the current language. The texts keep the
 * GameController translation context they were written in.
 */
struct PlayMessage
{
    enum Kind {
        None,
        Problem, // code: the engine's MoveProblem
        Waiting,
        Viewing,
        PathChoice,
        Hint, // code: the score for the player (eval.h); move: the hinted move
        DrawArmed,
        DrawDeclined, // code: the opponent's DrawReason
        PlayerDeclined, // code: the side that declined
        Text, // a refusal worded elsewhere (a typed move, a file)
        Info, // news worded elsewhere
    } kind
        = None;
    int code = 0;
    QString move; // the hinted move in notation, or the words of Text and Info

    // The words of the message; a hint names `verdict` and the line it expects (may be empty).
    QString text(const QString &verdict, const QString &hintLine) const;
    // Whether the line reads as a refusal rather than news.
    bool isProblem() const;

    // What a score for the player means, in words: a win in N moves, about equal, a man up...
    static QString scoreWords(int score, damas::Variant variant);

    Q_DECLARE_TR_FUNCTIONS(GameController)
};
