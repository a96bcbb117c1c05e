// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// A file's path as a message shows it: in the platform's separators, the home folder written
// "~" so that the name the player needs to find is not lost in a long prefix.
QString displayPath(const QString &path);
