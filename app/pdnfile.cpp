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

QString PdnFile::moveNumber(const Position &start, int ply)
{
    const int index = ply - 1 + (start.side == rulesOf(start.variant).firstToMove ? 0 : 1);
    return index % 2 == 0 ? QStringLiteral("%1.").arg(index / 2 + 1)
                          : QStringLiteral("%1…").arg(index / 2 + 1);
}

std::optional<GameRecord> PdnFile::replay(
    const PdnGame &game, Variant fallback, QString *error, QString *notice)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    auto replayed = replayPdnGameAnyVariant(game, fallback);
    if (!replayed)
        return fail(
            tr("%1: %2.").arg(where(replayed.error()), EngineTexts::errorDetail(replayed.error())));
    QStringList notes;
    // A game that does not say its variant, read in another than the one asked for.
    if (replayed->record.variant != fallback)
        notes.append(tr("The game does not say which draughts it is; its moves are those of %1.")
                         .arg(EngineTexts::variantName(replayed->record.variant)));
    if (const auto &failure = replayed->failure) {
        QString kind;
        switch (failure->kind) {
        //: %1 is the move's number as the score sheet writes it ("2." for the first mover's
        //: second move, "2…" for the other's), %2 the move as written
        case MoveReadError::Unreadable:
            kind = tr("%1 \"%2\" cannot be read as a move");
            break;
        case MoveReadError::Illegal:
            kind = tr("%1 \"%2\" is not legal in the position it is played from");
            break;
        case MoveReadError::Ambiguous:
            kind = tr("%1 \"%2\" could be several captures");
            break;
        }
        // Why, in the player's language where the engine gives the rule as a code; else the
        // engine's own words.
        QString why = EngineTexts::writtenMoveProblem(failure->problem);
        if (failure->kind != MoveReadError::Illegal || why.isEmpty())
            why = QString::fromStdString(failure->error.message);
        const QString move = kind.arg(moveNumber(replayed->record.start, failure->ply),
            QString::fromStdString(failure->text));
        const QString problem = tr("%1: %2 (%3).").arg(where(failure->error), move, why);
        const bool notAMove = failure->ply >= 1 && failure->ply <= int(game.moves.size())
            && game.moves[failure->ply - 1].notAMove;
        if (!notAMove || !notice)
            return fail(problem);
        notes.append(tr("%1 The moves before it are opened.").arg(problem));
    }
    if (notice)
        *notice = notes.join(QLatin1Char(' '));
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
