// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

// A damaged file is never deleted: it is kept beside itself as "<file>.<tag>-<yyyyMMdd-hhmmss>"
// (the tag says why: "unreadable" when nothing of it could be used, "damaged" when part of it
// was), with "-2", "-3"... added when that name is taken (two damaged files within a second, or
// a clock set back), since neither QFile::rename() nor QFile::copy() overwrites, and a file left
// where it was would be overwritten by the next save.

// Moves the file there; returns the new name, or an empty string when it could not be moved.
QString moveAside(const QString &file, const QString &tag);

// Copies the file there (the file itself stays, to be written again); returns the copy's name,
// or an empty string when it could not be copied.
QString copyAside(const QString &file, const QString &tag);
