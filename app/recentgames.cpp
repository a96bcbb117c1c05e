// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentgames.h"

#include "autosave.h"
#include "displaypath.h"
#include "enginetexts.h"
#include "language.h"
#include "notation.h"
#include "resulttexts.h"
#include "setaside.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSaveFile>
#include <QStandardPaths>

using namespace damas;

namespace {

constexpr int kFormat = 1;

QString colorId(Color c)
{
    return c == Color::White ? QStringLiteral("white") : QStringLiteral("black");
}

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The result and the reason of an entry by their names (gameresult.h); nothing for a name none
// of them has.
template<typename Enum>
std::optional<Enum> enumFromName(const QString &name, Enum last, std::string_view (*nameOf)(Enum))
{
    for (int i = 0; i <= int(last); ++i) {
        if (name == toQString(nameOf(Enum(i))))
            return Enum(i);
    }
    return std::nullopt;
}

std::optional<Color> colorFromId(const QString &id)
{
    if (id == QLatin1String("white"))
        return Color::White;
    if (id == QLatin1String("black"))
        return Color::Black;
    return std::nullopt;
}

QJsonObject toObject(const RecentGame &game)
{
    QJsonObject o;
    o[QStringLiteral("id")] = game.id;
    o[QStringLiteral("date")] = game.date.toUTC().toString(Qt::ISODate);
    o[QStringLiteral("variant")] = QString::fromStdString(std::string(variantName(game.variant)));
    if (game.twoPlayers)
        o[QStringLiteral("opponent")] = QStringLiteral("player");
    else
        o[QStringLiteral("level")] = game.level;
    o[QStringLiteral("human")] = colorId(game.human);
    if (game.result != GameResult::Ongoing) {
        o[QStringLiteral("result")] = toQString(resultName(game.result));
        o[QStringLiteral("reason")] = toQString(reasonName(game.reason));
        o[QStringLiteral("ply")] = game.ply;
        if (game.computerWasBehind)
            o[QStringLiteral("computerBehind")] = true;
    }
    // The words too, for a version that reads only them.
    o[QStringLiteral("title")] = game.title;
    o[QStringLiteral("line")] = game.line;
    o[QStringLiteral("pdn")] = game.pdn;
    if (!game.ending.isEmpty()) {
        o[QStringLiteral("ending")] = game.ending;
        if (game.ending == QLatin1String("resignation"))
            o[QStringLiteral("resigned")] = colorId(game.resigned);
    }
    return o;
}

// The game of one entry; nothing when a field is missing or out of range, `why` says which.
std::optional<RecentGame> fromObject(const QJsonObject &o, QString *why)
{
    RecentGame game;
    game.id = o.value(QStringLiteral("id")).toString();
    game.date = QDateTime::fromString(o.value(QStringLiteral("date")).toString(), Qt::ISODate);
    const auto variant
        = variantFromName(o.value(QStringLiteral("variant")).toString().toStdString());
    const auto human = colorFromId(o.value(QStringLiteral("human")).toString());
    game.twoPlayers = o.value(QStringLiteral("opponent")).toString() == QLatin1String("player");
    game.level = game.twoPlayers ? 3 : o.value(QStringLiteral("level")).toInt();
    // An entry of an older version has no result: its words stand.
    const bool hasResult = o.contains(QStringLiteral("result"));
    const auto result
        = enumFromName(o.value(QStringLiteral("result")).toString(), GameResult::Draw, &resultName);
    const auto reason = enumFromName(
        o.value(QStringLiteral("reason")).toString(), ResultReason::Agreement, &reasonName);
    game.ply = o.value(QStringLiteral("ply")).toInt(-1);
    game.computerWasBehind = o.value(QStringLiteral("computerBehind")).toBool();
    game.title = o.value(QStringLiteral("title")).toString();
    game.line = o.value(QStringLiteral("line")).toString();
    game.pdn = o.value(QStringLiteral("pdn")).toString();
    game.ending = o.value(QStringLiteral("ending")).toString();
    const auto resigned = colorFromId(o.value(QStringLiteral("resigned")).toString());
    if (game.id.isEmpty())
        *why = RecentGames::tr("it has no id");
    else if (!game.date.isValid())
        *why = RecentGames::tr("its date cannot be read");
    else if (!variant)
        *why = RecentGames::tr("its variant is unknown");
    else if (!human)
        *why = RecentGames::tr("its side is neither white nor black");
    else if (game.level < 1 || game.level > 10)
        *why = RecentGames::tr("its level is not between 1 and 10");
    else if (game.pdn.isEmpty())
        *why = RecentGames::tr("it holds no game");
    else if (!game.ending.isEmpty() && game.ending != QLatin1String("agreement")
        && !(game.ending == QLatin1String("resignation") && resigned))
        *why = RecentGames::tr("its ending cannot be read");
    else if (hasResult
        && (!result || *result == GameResult::Ongoing || !reason || *reason == ResultReason::None
            || game.ply < 0))
        *why = RecentGames::tr("its result cannot be read");
    else {
        if (hasResult) {
            game.result = *result;
            game.reason = *reason;
        } else {
            game.ply = 0;
        }
        game.variant = *variant;
        game.human = *human;
        game.resigned = resigned.value_or(Color::White);
        return game;
    }
    return std::nullopt;
}

ResultTexts::Players playersOf(const RecentGame &game)
{
    return {game.human, game.twoPlayers, game.computerWasBehind};
}

} // namespace

RecentGames::RecentGames(QObject *parent)
    : QAbstractListModel(parent)
{
    // The dates, the opponents and a problem's sentence in the language of the moment.
    connect(Language::instance(), &Language::currentChanged, this, [this] {
        if (!m_problem.isEmpty())
            emit problemChanged();
        if (!m_games.empty())
            emit dataChanged(index(0), index(count() - 1),
                {DateRole, VariantNameRole, OpponentRole, TitleRole, LineRole, MovesRole});
    });
}

QByteArray RecentGames::toJson(const std::vector<RecentGame> &games)
{
    QJsonArray list;
    for (const RecentGame &game : games)
        list.append(toObject(game));
    QJsonObject o;
    o[QStringLiteral("format")] = kFormat;
    o[QStringLiteral("games")] = list;
    return QJsonDocument(o).toJson();
}

RecentGames::Read RecentGames::fromJson(const QByteArray &json)
{
    Read read;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        read.problem = AutosaveProblem::syntax(json, parseError).describe();
        return read;
    }
    const QJsonObject o = doc.object();
    if (!doc.isObject() || !o.value(QStringLiteral("games")).isArray()) {
        read.problem = tr("it is not a list of games");
        return read;
    }
    if (o.value(QStringLiteral("format")).toInt() != kFormat) {
        read.problem = tr("unknown format %1 (this version reads format %2)")
                           .arg(o.value(QStringLiteral("format")).toInt())
                           .arg(kFormat);
        return read;
    }
    const QJsonArray list = o.value(QStringLiteral("games")).toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        QString why;
        auto game = fromObject(list.at(i).toObject(), &why);
        if (game && int(read.games.size()) < kMaxGames)
            read.games.push_back(std::move(*game));
        else if (!game && read.problem.isEmpty())
            read.problem = tr("game %1 cannot be read: %2").arg(i + 1).arg(why);
    }
    return read;
}

void RecentGames::load(const QString &folder)
{
    const QString dir = folder.isEmpty()
        ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        : folder;
    beginResetModel();
    m_fileName = dir + QStringLiteral("/recent-games.json");
    m_games.clear();
    m_problem.clear();
    m_keptAs.clear();
    QFile file(m_fileName);
    if (file.exists()) {
        Read read;
        if (file.open(QIODevice::ReadOnly))
            read = fromJson(file.readAll());
        else
            read.problem = file.errorString();
        file.close();
        m_games = std::move(read.games);
        m_problem = read.problem;
        if (!m_problem.isEmpty())
            m_keptAs = moveAside(m_fileName, QStringLiteral("unreadable"));
    }
    endResetModel();
    emit countChanged();
    emit problemChanged();
}

bool RecentGames::add(const RecentGame &game, QString *error)
{
    beginResetModel();
    std::erase_if(m_games, [&game](const RecentGame &g) { return g.id == game.id; });
    m_games.insert(m_games.begin(), game);
    if (int(m_games.size()) > kMaxGames)
        m_games.resize(kMaxGames);
    endResetModel();
    emit countChanged();
    QDir().mkpath(QFileInfo(m_fileName).absolutePath());
    QSaveFile file(m_fileName);
    const QByteArray json = toJson(m_games);
    if (file.open(QIODevice::WriteOnly) && file.write(json) == json.size() && file.commit())
        return true;
    if (error)
        *error = tr("The list of recent games could not be saved to %1: %2")
                     .arg(displayPath(m_fileName), file.errorString());
    return false;
}

std::optional<RecentGame> RecentGames::game(int row) const
{
    if (row < 0 || row >= count())
        return std::nullopt;
    return m_games[std::size_t(row)];
}

QString RecentGames::problem() const
{
    if (m_problem.isEmpty())
        return {};
    QString text = tr("The list of recent games %1 could not be read whole: %2.")
                       .arg(displayPath(m_fileName), m_problem);
    if (!m_keptAs.isEmpty())
        text += QLatin1Char(' ')
            + tr("The damaged file was kept as %1.").arg(QFileInfo(m_keptAs).fileName());
    return text;
}

int RecentGames::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant RecentGames::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RecentGame &game = m_games[std::size_t(index.row())];
    switch (role) {
    case DateRole:
        return QLocale(Language::instance()->current())
            .toString(game.date.toLocalTime(), QLocale::ShortFormat);
    case VariantNameRole:
        return EngineTexts::variantName(game.variant);
    case OpponentRole:
        if (game.twoPlayers)
            return tr("Two players");
        return (game.human == Color::White ? tr("You played White against level %1")
                                           : tr("You played Black against level %1"))
            .arg(game.level);
    case TitleRole:
        return game.result == GameResult::Ongoing
            ? game.title
            : ResultTexts::title(game.result, playersOf(game));
    case LineRole:
        return game.result == GameResult::Ongoing
            ? game.line
            : ResultTexts::line(game.result, game.reason, playersOf(game));
    case MovesRole:
        // An entry of an older version kept no count: nothing rather than a wrong 0.
        return game.ply > 0 ? tr("moves played: %1").arg((game.ply + 1) / 2) : QString();
    default:
        return {};
    }
}

QHash<int, QByteArray> RecentGames::roleNames() const
{
    return {
        {DateRole, "date"},
        {VariantNameRole, "variantName"},
        {OpponentRole, "opponent"},
        {TitleRole, "title"},
        {LineRole, "line"},
        {MovesRole, "moves"},
    };
}
