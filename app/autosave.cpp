// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include "displaypath.h"
#include "enginetexts.h"

#include "fen.h"
#include "notation.h"
#include "setaside.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

#include <algorithm>

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

QString AutosaveProblem::describe() const
{
    switch (kind) {
    case CannotOpen:
        return tr("the file cannot be opened (%1)").arg(detail);
    case Syntax: {
        QString what;
        switch (QJsonParseError::ParseError(code)) {
        case QJsonParseError::UnterminatedObject:
            what = tr("a “,” or a “}” is missing");
            break;
        case QJsonParseError::MissingNameSeparator:
            what = tr("a “:” is missing after a name");
            break;
        case QJsonParseError::UnterminatedArray:
            what = tr("a “,” or a “]” is missing");
            break;
        case QJsonParseError::MissingValueSeparator:
            what = tr("a “,” is missing between two values");
            break;
        case QJsonParseError::TerminationByNumber:
            what = tr("the file ends in the middle of a number");
            break;
        case QJsonParseError::IllegalEscapeSequence:
            what = tr("a text holds a “\\” that starts no known character");
            break;
        case QJsonParseError::IllegalUTF8String:
            what = tr("a text holds bytes that are not UTF-8");
            break;
        case QJsonParseError::UnterminatedString:
            what = tr("a text is not closed with “\"”");
            break;
        case QJsonParseError::MissingObject:
            what = tr("a “{” should open the file");
            break;
        case QJsonParseError::DeepNesting:
            what = tr("the values are nested too deeply");
            break;
        case QJsonParseError::DocumentTooLarge:
            what = tr("the file is too large");
            break;
        case QJsonParseError::GarbageAtEnd:
            what = tr("there is more text after the end");
            break;
        case QJsonParseError::IllegalValue:
        case QJsonParseError::IllegalNumber: // any word that is not true, false or null
        case QJsonParseError::NoError:
            what = tr("a value cannot be read here");
            break;
        }
        return tr("line %1, column %2: %3").arg(line).arg(column).arg(what);
    }
    case Empty:
        return tr("the file is empty");
    case NotAGame:
        return tr("the file does not hold a saved game");
    case Format:
        return tr("unknown format %1 (this version reads format %2)").arg(number).arg(kFormat);
    case UnknownVariant:
        return tr("unknown variant “%1”").arg(detail);
    case StartFen:
        return fenError.column > 0
            ? tr("the start position is not a valid FEN (at character %1: %2)")
                  .arg(fenError.column)
                  .arg(EngineTexts::errorDetail(fenError))
            : tr("the start position is not a valid FEN (%1)")
                  .arg(EngineTexts::errorDetail(fenError));
    case NoMoves:
        return tr("the list of moves is missing");
    case MoveNotText:
        return tr("move %1 is not text").arg(number);
    case BadMove: {
        QString why;
        switch (moveError) {
        case MoveReadError::Unreadable:
            why = tr("it names no squares of this board");
            break;
        case MoveReadError::Ambiguous:
            why = tr("it could be several captures");
            break;
        case MoveReadError::Illegal:
            why = EngineTexts::writtenMoveProblem(moveProblem);
            if (why.isEmpty())
                why = tr("it is not a legal move in that position");
            break;
        }
        return tr("move %1 (%2) cannot be played: %3").arg(number).arg(detail, why);
    }
    case Side:
        return tr("the player's side “%1” is neither white nor black").arg(detail);
    case Level:
        return tr("level %1 is not between 1 and 10").arg(number);
    case Ending:
        return tr("unknown ending “%1”").arg(detail);
    }
    return {};
}

std::optional<std::pair<Position, std::vector<Move>>> SavedGame::replay(
    AutosaveProblem *problem) const
{
    auto start = parseFen(variant, startFen.toStdString());
    if (!start) {
        if (problem) {
            problem->kind = AutosaveProblem::StartFen;
            problem->fenError = start.error();
        }
        return std::nullopt;
    }
    std::vector<Move> played;
    Position pos = *start;
    for (int i = 0; i < moves.size(); ++i) {
        MoveReadError why = MoveReadError::Unreadable;
        MoveProblem rule = MoveProblem::None;
        auto move = parseMove(pos, moves[i].toStdString(), &why, &rule);
        if (!move) {
            if (problem) {
                problem->kind = AutosaveProblem::BadMove;
                problem->number = i + 1;
                problem->detail = moves[i];
                problem->moveError = why;
                problem->moveProblem = rule;
            }
            break;
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

AutosaveProblem AutosaveProblem::syntax(const QByteArray &json, const QJsonParseError &error)
{
    // Qt gives the offset just past the character it stopped at, but for a word it could not
    // read as a number: the offset of the word itself.
    AutosaveProblem problem;
    if (json.trimmed().isEmpty()) {
        problem.kind = Empty;
        return problem;
    }
    const int at = error.error == QJsonParseError::IllegalNumber ? error.offset : error.offset - 1;
    const auto [line, column] = lineAndColumn(json, std::max(0, at));
    problem.kind = Syntax;
    problem.line = line;
    problem.column = column;
    problem.code = int(error.error);
    return problem;
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
    if (game.twoPlayers)
        o[QStringLiteral("opponent")] = QStringLiteral("player");
    if (!game.ending.isEmpty()) {
        o[QStringLiteral("ending")] = game.ending;
        if (game.ending == QLatin1String("resignation"))
            o[QStringLiteral("resigned")] = colorId(game.resigned);
    }
    if (!game.offers.isEmpty()) {
        QJsonArray offers;
        for (int ply : game.offers)
            offers.append(ply);
        o[QStringLiteral("offers")] = offers;
    }
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Autosave::Read Autosave::fromJson(const QByteArray &json)
{
    Read read;
    auto fail = [&read](AutosaveProblem::Kind kind, int number = 0, const QString &detail = {}) {
        AutosaveProblem problem;
        problem.kind = kind;
        problem.number = number;
        problem.detail = detail;
        read.problem = problem;
        return read;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        read.problem = AutosaveProblem::syntax(json, parseError);
        return read;
    }
    if (!doc.isObject())
        return fail(AutosaveProblem::NotAGame);
    const QJsonObject o = doc.object();
    const int format = o.value(QStringLiteral("format")).toInt();
    if (format != kFormat)
        return fail(AutosaveProblem::Format, format);

    SavedGame game;
    const QString variant = o.value(QStringLiteral("variant")).toString();
    const auto v = variantFromName(variant.toStdString());
    if (!v)
        return fail(AutosaveProblem::UnknownVariant, 0, variant);
    game.variant = *v;
    game.startFen = o.value(QStringLiteral("start")).toString();
    const QString human = o.value(QStringLiteral("human")).toString();
    if (human != QLatin1String("white") && human != QLatin1String("black"))
        return fail(AutosaveProblem::Side, 0, human);
    game.human = human == QLatin1String("white") ? Color::White : Color::Black;
    game.level = o.value(QStringLiteral("level")).toInt();
    if (game.level < 1 || game.level > 10)
        return fail(AutosaveProblem::Level, game.level);
    // Written only for two players; a file without it is a game against the computer.
    game.twoPlayers = o.value(QStringLiteral("opponent")).toString() == QLatin1String("player");
    game.ending = o.value(QStringLiteral("ending")).toString();
    if (!game.ending.isEmpty() && game.ending != QLatin1String("resignation")
        && game.ending != QLatin1String("agreement"))
        return fail(AutosaveProblem::Ending, 0, game.ending);
    game.resigned = o.value(QStringLiteral("resigned")).toString() == QLatin1String("black")
        ? Color::Black
        : Color::White;
    // Draw offers are a note on the moves: one that is not a ply of the game is dropped, never
    // a reason to refuse the game.
    for (const QJsonValue &ply : o.value(QStringLiteral("offers")).toArray()) {
        if (ply.isDouble() && ply.toInt() >= 1 && ply.toInt() <= 100000
            && (game.offers.isEmpty() || ply.toInt() > game.offers.last()))
            game.offers.append(ply.toInt());
    }
    const QJsonValue moves = o.value(QStringLiteral("moves"));
    if (!moves.isArray())
        return fail(AutosaveProblem::NoMoves);

    // From here on, what was read makes a game: up to the first move that is not one.
    std::optional<AutosaveProblem> moveProblem;
    for (const QJsonValue &m : moves.toArray()) {
        if (!m.isString()) {
            moveProblem = AutosaveProblem {};
            moveProblem->kind = AutosaveProblem::MoveNotText;
            moveProblem->number = int(game.moves.size()) + 1;
            break;
        }
        game.moves.append(m.toString());
    }
    AutosaveProblem replayProblem;
    const auto replayed = game.replay(&replayProblem);
    if (!replayed) {
        read.problem = replayProblem;
        return read;
    }
    if (qsizetype(replayed->second.size()) < game.moves.size()) {
        game.moves.resize(qsizetype(replayed->second.size()));
        moveProblem = replayProblem;
    }
    if (moveProblem) {
        // An ending belongs to the whole game, not to the part that could be kept.
        game.ending.clear();
        read.problem = moveProblem;
    }
    read.game = game;
    return read;
}

bool Autosave::write(const SavedGame &game, QString *error) const
{
    QDir().mkpath(QFileInfo(m_fileName).absolutePath());
    QSaveFile file(m_fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(toJson(game)) < 0 || !file.commit()) {
        if (error)
            *error = tr("The game could not be saved to %1 (%2).")
                         .arg(displayPath(m_fileName), file.errorString());
        return false;
    }
    return true;
}

Autosave::Read Autosave::read() const
{
    QFile file(m_fileName);
    if (!file.exists())
        return {};
    if (!file.open(QIODevice::ReadOnly)) {
        Read read;
        read.problem = AutosaveProblem {};
        read.problem->kind = AutosaveProblem::CannotOpen;
        read.problem->detail = file.errorString();
        return read;
    }
    return fromJson(file.readAll());
}

QString Autosave::setAside() const
{
    return moveAside(m_fileName, QStringLiteral("unreadable"));
}

void Autosave::remove() const
{
    QFile::remove(m_fileName);
}

int Autosave::removeStaleTemporaries(int olderThanSeconds) const
{
    // QSaveFile writes to "<name>.XXXXXX" (six letters or digits) beside the file when the
    // system offers no unnamed temporary file, or when one replaces an existing file.
    const QFileInfo target(m_fileName);
    const QRegularExpression pattern(
        QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(target.fileName())));
    const QDateTime before = QDateTime::currentDateTime().addSecs(-olderThanSeconds);
    int removed = 0;
    const QFileInfoList entries = QDir(target.absolutePath())
                                      .entryInfoList({target.fileName() + QStringLiteral(".*")},
                                          QDir::Files | QDir::Hidden);
    for (const QFileInfo &entry : entries) {
        if (pattern.match(entry.fileName()).hasMatch() && entry.lastModified() < before
            && QFile::remove(entry.absoluteFilePath()))
            ++removed;
    }
    return removed;
}
