// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include "enginetexts.h"

#include "fen.h"
#include "notation.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

using namespace damas;

namespace {

constexpr int kFormat = 1;

QString colorId(Color c)
{
    return c == Color::White ? QStringLiteral("white") : QStringLiteral("black");
}

// Line and column (1-based) of a byte offset, for a parse error the player can find.
std::pair<int, int> lineAndColumn(const QByteArray &text, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

} // namespace

std::optional<std::pair<Position, std::vector<Move>>> SavedGame::replay(QString *error) const
{
    auto start = parseFen(variant, startFen.toStdString());
    if (!start) {
        if (error)
            *error = tr("the start position is not a valid FEN (at character %1: %2)")
                         .arg(start.error().column)
                         .arg(EngineTexts::errorDetail(start.error()));
        return std::nullopt;
    }
    std::vector<Move> played;
    Position pos = *start;
    for (int i = 0; i < moves.size(); ++i) {
        MoveProblem problem = MoveProblem::None;
        auto move = parseMove(pos, moves[i].toStdString(), nullptr, &problem);
        if (!move) {
            // The rule the move breaks, in the player's words, when the engine names one.
            QString why = EngineTexts::writtenMoveProblem(problem);
            if (why.isEmpty())
                why = QString::fromStdString(move.error().message);
            if (error)
                *error = tr("move %1 (%2) cannot be played: %3").arg(i + 1).arg(moves[i], why);
            return std::nullopt;
        }
        played.push_back(*move);
        pos = pos.after(*move);
    }
    return std::make_pair(*start, played);
}

Autosave::Autosave(const QString &folder)
{
    const QString dir = folder.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        : folder;
    m_fileName = dir + QStringLiteral("/game-in-progress.json");
}

bool Autosave::exists() const
{
    return QFile::exists(m_fileName);
}

QByteArray Autosave::toJson(const SavedGame &game)
{
    QJsonObject o;
    o[QStringLiteral("format")] = kFormat;
    o[QStringLiteral("variant")] = QString::fromLatin1(
        variantName(game.variant).data(), qsizetype(variantName(game.variant).size()));
    o[QStringLiteral("start")] = game.startFen;
    o[QStringLiteral("moves")] = QJsonArray::fromStringList(game.moves);
    o[QStringLiteral("human")] = colorId(game.human);
    o[QStringLiteral("level")] = game.level;
    if (!game.ending.isEmpty()) {
        o[QStringLiteral("ending")] = game.ending;
        if (game.ending == QLatin1String("resignation"))
            o[QStringLiteral("resigned")] = colorId(game.resigned);
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::optional<SavedGame> Autosave::fromJson(const QByteArray &json, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(json, parseError.offset);
        return fail(
            tr("line %1, column %2: %3").arg(line).arg(column).arg(parseError.errorString()));
    }
    if (!doc.isObject())
        return fail(tr("the file does not hold a saved game"));
    const QJsonObject o = doc.object();
    if (o.value(QStringLiteral("format")).toInt() != kFormat)
        return fail(tr("unknown format %1 (this version reads format %2)")
                        .arg(o.value(QStringLiteral("format")).toVariant().toString())
                        .arg(kFormat));

    SavedGame game;
    const QString variant = o.value(QStringLiteral("variant")).toString();
    const auto v = variantFromName(variant.toStdString());
    if (!v)
        return fail(tr("unknown variant \"%1\"").arg(variant));
    game.variant = *v;
    game.startFen = o.value(QStringLiteral("start")).toString();
    const QJsonValue moves = o.value(QStringLiteral("moves"));
    if (!moves.isArray())
        return fail(tr("the list of moves is missing"));
    for (const QJsonValue &m : moves.toArray()) {
        if (!m.isString())
            return fail(tr("move %1 is not text").arg(game.moves.size() + 1));
        game.moves.append(m.toString());
    }
    const QString human = o.value(QStringLiteral("human")).toString();
    if (human != QLatin1String("white") && human != QLatin1String("black"))
        return fail(tr("the player's side \"%1\" is neither white nor black").arg(human));
    game.human = human == QLatin1String("white") ? Color::White : Color::Black;
    game.level = o.value(QStringLiteral("level")).toInt();
    if (game.level < 1 || game.level > 10)
        return fail(tr("level %1 is not between 1 and 10").arg(game.level));
    game.ending = o.value(QStringLiteral("ending")).toString();
    if (!game.ending.isEmpty() && game.ending != QLatin1String("resignation")
        && game.ending != QLatin1String("agreement"))
        return fail(tr("unknown ending \"%1\"").arg(game.ending));
    game.resigned = o.value(QStringLiteral("resigned")).toString() == QLatin1String("black")
        ? Color::Black
        : Color::White;

    QString replayError;
    if (!game.replay(&replayError))
        return fail(replayError);
    return game;
}

bool Autosave::write(const SavedGame &game, QString *error) const
{
    QDir().mkpath(QFileInfo(m_fileName).absolutePath());
    QSaveFile file(m_fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(toJson(game)) < 0 || !file.commit()) {
        if (error)
            *error = tr("The game could not be saved to %1: %2")
                         .arg(QDir::toNativeSeparators(m_fileName), file.errorString());
        return false;
    }
    return true;
}

std::optional<SavedGame> Autosave::read(QString *error) const
{
    QFile file(m_fileName);
    if (!file.exists())
        return std::nullopt;
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("The saved game %1 could not be opened: %2")
                         .arg(QDir::toNativeSeparators(m_fileName), file.errorString());
        return std::nullopt;
    }
    QString why;
    auto game = fromJson(file.readAll(), &why);
    if (!game && error)
        *error = tr("The saved game %1 could not be read: %2")
                     .arg(QDir::toNativeSeparators(m_fileName), why);
    return game;
}

QString Autosave::setAside() const
{
    const QString kept = m_fileName + QStringLiteral(".unreadable-")
        + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss"));
    return QFile::rename(m_fileName, kept) ? kept : QString();
}

void Autosave::remove() const
{
    QFile::remove(m_fileName);
}
