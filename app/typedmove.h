// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <QCoreApplication>
#include <QString>

/*
 * Why a move typed in notation is not one the position can play, in the player's words: by the
 * squares it names when two can be read (the rule it breaks, or that several captures fit),
 * else how to write one. The texts keep the GameController translation context they were
 * written in.
 */
class TypedMove
{
    Q_DECLARE_TR_FUNCTIONS(GameController)

public:
    // For a text damas::parseMove() refused in `pos`.
    static QString problem(const damas::Position &pos, const QString &text);
};
