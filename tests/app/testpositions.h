// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "fen.h"

#include <QtGlobal>

// A position for a test, from a FEN the test itself writes (a bad one is a bug in the test).
inline damas::Position testPosition(damas::Variant variant, const char *fen)
{
    auto position = damas::parseFen(variant, fen);
    if (!position)
        qFatal("bad test FEN %s: %s", fen, position.error().toString().c_str());
    return *position;
}
