// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdnfile.h"

#include "enginetexts.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

using namespace damas;

namespace {

QString where(const Error &e)
{
    if (e.line > 0 && e.column > 0)
        return PdnFile::tr("line %1, column %2").arg(e.line).arg(e.column);
    if (e.line > 0)
        return PdnFile::tr("line %1").arg(e.line);
    return {};
}

} // namespace

std::optional<PdnFile::Opened> PdnFile::open(const QString &path, Variant fallback, QString *error)
{
    auto fail = [&](const QString &why) {
        if (error)
            *error = tr("%1: %2").arg(QFileInfo(path).fileName(), why);
        return std::nullopt;
    };
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(tr("the file cannot be opened (%1).").arg(file.errorString()));
    const QByteArray bytes = file.readAll();
    auto games = readPdn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!games)
        return fail(
            tr("%1: %2.").arg(where(games.error()), EngineTexts::errorDetail(games.error())));
    if (games->empty())
        return fail(tr("there is no game in this file."));

    QString why;
    auto record = replay(games->front(), fallback, &why);
    if (!record)
        return fail(why);
    return Opened {std::move(*record), int(games->size())};
}

std::optional<GameRecord> PdnFile::replay(
    const PdnGame &game, Variant fallback, QString *error, QString *notice)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    auto replayed = replayPdnGame(game, fallback);
    if (!replayed)
        return fail(tr("%1: %2.").arg(
            where(replayed.error()), EngineTexts::errorDetail(replayed.error())));
    if (const auto &failure = replayed->failure) {
        QString kind;
        switch (failure->kind) {
        case MoveReadError::Unreadable:
            kind = tr("move %1, \"%2\", cannot be read as a move");
            break;
        case MoveReadError::Illegal:
            kind = tr("move %1, \"%2\", is not legal in the position it is played from");
            break;
        case MoveReadError::Ambiguous:
            kind = tr("move %1, \"%2\", could be several captures");
            break;
        }
        // Why, in the player's language where the engine gives the rule as a code; else the
        // engine's own words.
        QString why = EngineTexts::writtenMoveProblem(failure->problem);
        if (failure->kind != MoveReadError::Illegal || why.isEmpty())
            why = QString::fromStdString(failure->error.message);
        const QString problem = tr("%1: %2 (%3).")
                                    .arg(where(failure->error),
                                        kind.arg(failure->ply)
                                            .arg(QString::fromStdString(failure->text)),
                                        why);
        const bool notAMove = failure->ply >= 1 && failure->ply <= int(game.moves.size())
            && game.moves[failure->ply - 1].notAMove;
        if (!notAMove || !notice)
            return fail(problem);
        *notice = tr("The game stops before move %1. %2").arg(failure->ply).arg(problem);
    }
    return std::move(replayed->record);
}

bool PdnFile::save(const QString &path, const GameRecord &record, QString *error)
{
    const std::string text = writePdn(record);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)
        || file.write(text.data(), qint64(text.size())) != qint64(text.size()) || !file.commit()) {
        if (error)
            *error = tr("The game could not be saved to %1: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}
