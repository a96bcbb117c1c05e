// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the saved game's JSON reader (app/autosave.h, Autosave::fromJson): any
// file is refused with a reason or read (whole or up to its first bad move); a game read
// replays, and written back reads the same.
#include "autosave.h"
#include "fuzzcheck.h"

#include <QByteArray>
#include <QCoreApplication>

#include <cstdint>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json(reinterpret_cast<const char *>(data), qsizetype(size));
    const Autosave::Read read = Autosave::fromJson(json);
    if (!read.game) {
        FUZZ_CHECK(read.problem.has_value());
        return 0;
    }
    // What was read, whole or up to its first bad move, replays; written back, it reads the same.
    const auto &game = read.game;
    FUZZ_CHECK(game->replay(nullptr).has_value());
    const Autosave::Read again = Autosave::fromJson(Autosave::toJson(*game));
    FUZZ_CHECK(again.game.has_value());
    FUZZ_CHECK(!again.problem.has_value());
    FUZZ_CHECK(again.game->variant == game->variant);
    FUZZ_CHECK(again.game->startFen == game->startFen);
    FUZZ_CHECK(again.game->moves == game->moves);
    FUZZ_CHECK(again.game->human == game->human);
    FUZZ_CHECK(again.game->level == game->level);
    FUZZ_CHECK(again.game->ending == game->ending);
    FUZZ_CHECK(again.game->offers == game->offers);
    if (game->ending == QLatin1String("resignation"))
        FUZZ_CHECK(again.game->resigned == game->resigned);
    return 0;
}
