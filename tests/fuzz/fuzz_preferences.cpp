// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the preferences reader (app/preferences.h): any file as preferences.ini
// gives values in their ranges; a file that cannot be read, or not all of it, is kept, byte for
// byte, under the name the problem text gives, and the defaults are used for what was not read.
#include "fuzzcheck.h"
#include "preferences.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cstdint>

namespace {
QTemporaryDir *folder = nullptr;
}

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    folder = new QTemporaryDir;
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray text(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString file = folder->filePath(QStringLiteral("preferences.ini"));
    {
        QFile out(file);
        FUZZ_CHECK(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        FUZZ_CHECK(out.write(text) == text.size());
    }
    {
        const Preferences p(file);
        FUZZ_CHECK(p.variant() == QLatin1String("american")
            || p.variant() == QLatin1String("brazilian")
            || p.variant() == QLatin1String("international")
            || p.variant() == QLatin1String("russian"));
        FUZZ_CHECK(p.language().isEmpty() || p.language() == QLatin1String("en")
            || p.language() == QLatin1String("es") || p.language() == QLatin1String("pt_BR"));
        FUZZ_CHECK(p.side() >= Preferences::PlayWhite && p.side() <= Preferences::PlayRandom);
        FUZZ_CHECK(p.level() >= 1 && p.level() <= 10);
        FUZZ_CHECK(p.moveTime() >= 500 && p.moveTime() <= 30000);
        if (!p.problem().isEmpty()) {
            // Nothing is lost: the file that could not be read, or not all of it, is kept whole.
            const QStringList kept = QDir(folder->path())
                                         .entryList({QStringLiteral("preferences.ini.unreadable-*"),
                                             QStringLiteral("preferences.ini.damaged-*")});
            FUZZ_CHECK(kept.size() == 1);
            QFile keptFile(folder->filePath(kept.front()));
            FUZZ_CHECK(keptFile.open(QIODevice::ReadOnly));
            FUZZ_CHECK(keptFile.readAll() == text);
            FUZZ_CHECK(p.problem().contains(kept.front()));
        }
    }
    for (const QString &name : QDir(folder->path()).entryList(QDir::Files))
        QFile::remove(folder->filePath(name));
    return 0;
}
