// SPDX-License-Identifier: GPL-3.0-or-later
#include "opponent.h"

Opponent::Opponent(QObject *parent)
    : QObject(parent)
{ }
