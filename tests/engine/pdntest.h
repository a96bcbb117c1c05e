// SPDX-License-Identifier: GPL-3.0-or-later
// What the PDN tests (tst_pdn, tst_pdnreplay, tst_replay) share: reading or replaying text that
// must be valid, a file's text, and the public test data.
#pragma once

#include "pdn.h"

#include <QFile>
#include <QString>
#include <QTest>

#include <initializer_list>
#include <string>
#include <vector>

// Reads text that must be valid PDN; the test fails with the reader's message if it is not.
#define READ_OK(games, text)                                                                       \
    const auto games##Read = damas::readPdn(text);                                                 \
    QVERIFY2(games##Read.hasValue(),                                                               \
        games##Read.hasValue() ? "" : games##Read.error().toString().c_str());                     \
    const std::vector<damas::PdnGame> &games = *games##Read

#define REPLAY_OK(replayed, game, fallback)                                                        \
    const auto replayed##Expected = damas::replayPdnGame(game, fallback);                          \
    QVERIFY2(replayed##Expected.hasValue(),                                                        \
        replayed##Expected.hasValue() ? "" : replayed##Expected.error().toString().c_str());       \
    const damas::ReplayedGame &replayed = *replayed##Expected

namespace damas::pdntest {

inline std::vector<std::string> strings(std::initializer_list<const char *> list)
{
    return std::vector<std::string>(list.begin(), list.end());
}

inline QString testdata(const char *relative)
{
    return QStringLiteral(DAMAS_TESTDATA_DIR "/") + QString::fromUtf8(relative);
}

inline std::string fileText(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

} // namespace damas::pdntest
