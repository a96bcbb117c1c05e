// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the saved game's JSON reader (app/autosave.h, Autosave::fromJson): any
// file is refused with a reason or read; a game read replays, and written back reads the same.
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
    QString error;
    const auto game = Autosave::fromJson(json, &error);
    if (!game) {
        FUZZ_CHECK(!error.isEmpty());
        return 0;
    }
    FUZZ_CHECK(game->replay(nullptr).has_value());
    QString againError;
    const auto again = Autosave::fromJson(Autosave::toJson(*game), &againError);
    FUZZ_CHECK(again.has_value());
    FUZZ_CHECK(again->variant == game->variant);
    FUZZ_CHECK(again->startFen == game->startFen);
    FUZZ_CHECK(again->moves == game->moves);
    FUZZ_CHECK(again->human == game->human);
    FUZZ_CHECK(again->level == game->level);
    FUZZ_CHECK(again->ending == game->ending);
    if (game->ending == QLatin1String("resignation"))
        FUZZ_CHECK(again->resigned == game->resigned);
    return 0;
}
