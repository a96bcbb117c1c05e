// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysiscontroller.h"

#include "engine.h"
#include "enginetexts.h"
#include "eval.h"
#include "game.h"
#include "gamecontroller.h"
#include "notation.h"
#include "pdn.h"
#include "pdncollection.h"
#include "pdnfile.h"

#include <QMetaObject>

#include <algorithm>

using namespace damas;

namespace {

// Enough for a search of a fraction of a second; the analysis shares the machine with the
// window and possibly a game's own engine.
constexpr std::size_t kHashMegabytes = 16;
// The best line shown: the engine's principal variation up to this many plies.
constexpr std::size_t kLinePlies = 8;
// A score beyond this many men (or a win the search sees) is a won game for the side it
// favours; between the two, a game still to be decided (the "draw" of the marks). Two men:
// the GameController hint's "wins two men" threshold (1.7 men, in the engine's units).
constexpr double kWinningMen = 1.7;
// The bar of the graph is full at three men ahead.
constexpr double kBarMen = 3.0;
// The shot finder's limit here, on the thread that draws: a tenth of a second at most (an
// ordinary position takes some microseconds).
constexpr std::uint64_t kShotNodes = 100'000;

int outcome(Variant variant, int score)
{
    if (isWinScore(score))
        return score > 0 ? 1 : -1;
    const double men = double(score) / materialValues(variant).man;
    return men >= kWinningMen ? 1 : men <= -kWinningMen ? -1 : 0;
}

} // namespace

AnalysisController::AnalysisController(QObject *parent)
    : QAbstractListModel(parent)
    , m_board(new BoardModel(this))
    , m_engine(std::make_unique<Engine>(kHashMegabytes, Engine::Priority::Background))
{
    setGame(Position::start(Variant::Russian), {});
}

// The engine stops its job and joins its thread without calling back; answers already posted
// die with this object.
AnalysisController::~AnalysisController() = default;

int AnalysisController::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QHash<int, QByteArray> AnalysisController::roleNames() const
{
    return {{PlyRole, "ply"}, {NumberRole, "number"}, {MoveRole, "move"}, {SideRole, "side"},
        {EvaluatedRole, "evaluated"}, {ScoreRole, "score"}, {BarRole, "bar"},
        {EvaluationRole, "evaluation"}, {ScoreTextRole, "scoreText"}, {LineRole, "line"},
        {MarkRole, "mark"}, {MarkTextRole, "markText"}, {ShotRole, "shot"},
        {ShotTextRole, "shotText"}};
}

QVariant AnalysisController::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int ply = index.row();
    const Row &row = m_rows[ply];
    switch (role) {
    case Qt::DisplayRole:
    case MoveRole:
        return row.move;
    case PlyRole:
        return ply;
    case NumberRole:
        return row.number;
    case SideRole:
        return ply == 0 ? -1 : (m_rows[ply - 1].position.side == Color::White ? 0 : 1);
    case EvaluatedRole:
        return row.evaluated;
    case ScoreRole:
        return row.score;
    case BarRole: {
        if (!row.evaluated)
            return 0.0;
        if (isWinScore(row.score))
            return row.score > 0 ? 1.0 : -1.0;
        const double men = double(row.score) / materialValues(m_start.variant).man;
        return std::clamp(men / kBarMen, -1.0, 1.0);
    }
    case EvaluationRole:
        return row.evaluated ? EngineTexts::evaluation(m_start.variant, row.score) : QString();
    case ScoreTextRole: {
        if (!row.evaluated || isWinScore(row.score) || row.over)
            return QString();
        const double men = double(row.score) / materialValues(m_start.variant).man;
        return QStringLiteral("%1%2")
            .arg(men >= 0 ? QStringLiteral("+") : QString())
            .arg(men, 0, 'f', 2);
    }
    case LineRole:
        return row.line;
    case MarkRole:
        return row.mark;
    case MarkTextRole:
        return markText(row.mark, ply);
    case ShotRole:
        return shotState(ply);
    case ShotTextRole:
        return shotText(ply);
    }
    return {};
}

QString AnalysisController::variant() const
{
    return QString::fromLatin1(rulesOf(m_start.variant).id);
}

void AnalysisController::setCurrent(int row)
{
    row = std::clamp(row, 0, count() - 1);
    if (row == m_current)
        return;
    m_current = row;
    showCurrent();
    emit currentChanged();
    emit currentRowChanged();
}

void AnalysisController::setMoveTime(int ms)
{
    ms = std::max(10, ms);
    if (ms == m_moveTime)
        return;
    m_moveTime = ms;
    emit moveTimeChanged();
}

bool AnalysisController::analysing() const
{
    return m_running >= 0;
}

int AnalysisController::evaluated() const
{
    return int(
        std::count_if(m_rows.begin(), m_rows.end(), [](const Row &r) { return r.evaluated; }));
}

int AnalysisController::markCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row &r) { return r.mark; }));
}

int AnalysisController::shotsPlayed() const
{
    int n = 0;
    for (int i = 1; i < count(); ++i)
        n += shotState(i) == 1;
    return n;
}

int AnalysisController::shotsMissed() const
{
    int n = 0;
    for (int i = 1; i < count(); ++i)
        n += shotState(i) == 2;
    return n;
}

QVariantMap AnalysisController::currentRow() const
{
    QVariantMap out;
    if (m_rows.empty())
        return out;
    const QModelIndex i = index(m_current);
    const auto names = roleNames();
    for (auto it = names.begin(); it != names.end(); ++it)
        out.insert(QString::fromLatin1(it.value()), data(i, it.key()));
    return out;
}

QString AnalysisController::loadPdn(const QString &text, const QString &variantId)
{
    const QByteArray bytes = text.toUtf8();
    const auto games = readPdn(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!games || games->empty()) {
        m_error = games ? tr("There is no game in this text.")
                        : tr("The game cannot be read: %1")
                              .arg(QString::fromStdString(games.error().toString()));
        emit gameChanged();
        return m_error;
    }
    const Variant fallback = variantFromName(variantId.toStdString()).value_or(m_start.variant);
    QString error;
    const auto record = PdnFile::replay(games->front(), fallback, &error);
    if (!record) {
        m_error = error;
        emit gameChanged();
        return m_error;
    }
    setGame(record->start, record->moves);
    return {};
}

QString AnalysisController::loadPdnGame(PdnCollection *games, int row, const QString &variantId)
{
    const auto pdnGame = games ? games->game(row) : std::nullopt;
    if (!pdnGame) {
        m_error = tr("This game is no longer in the file.");
        emit gameChanged();
        return m_error;
    }
    QString error;
    const Variant fallback = variantFromName(variantId.toStdString()).value_or(m_start.variant);
    const auto record = PdnFile::replay(*pdnGame, fallback, &error);
    if (!record) {
        m_error = tr("%1, game %2: %3").arg(games->fileName()).arg(pdnGame->number).arg(error);
        emit gameChanged();
        return m_error;
    }
    setGame(record->start, record->moves);
    return {};
}

void AnalysisController::loadGame(GameController *game)
{
    if (!game || !game->active())
        return;
    setGame(game->game().startPosition(), game->game().moves());
}

void AnalysisController::stop()
{
    ++m_request;
    m_engine->stop();
    if (m_running >= 0) {
        m_running = -1;
        emit progressChanged();
    }
}

void AnalysisController::setGame(const Position &start, const std::vector<Move> &moves)
{
    stop();
    beginResetModel();
    m_start = start;
    m_moves = moves;
    m_rows.clear();
    m_error.clear();
    // The referee says where the rules ended the game: those positions are scored by their
    // result. A move past that end (a record that went on) is searched as any other.
    Game referee(start);
    auto judge = [&referee](Row &row) {
        if (!referee.isOver())
            return;
        row.over = true;
        row.evaluated = true;
        const GameResult result = referee.result();
        row.score = result == GameResult::WhiteWins ? kScoreWin
            : result == GameResult::BlackWins       ? -kScoreWin
                                                    : 0;
    };
    Row first;
    first.position = start;
    judge(first);
    m_rows.push_back(first);
    Position p = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        Row row;
        row.number = PdnFile::moveNumber(start, int(i) + 1);
        row.move = QString::fromStdString(moveToString(p, moves[i]));
        row.path = capturePaths(p, moves[i]).front();
        const bool wasOver = referee.isOver();
        if (!wasOver)
            referee.play(moves[i]);
        p = p.after(moves[i]);
        row.position = p;
        if (!wasOver)
            judge(row);
        m_rows.push_back(row);
    }
    for (int i = 1; i < count(); ++i)
        refreshMark(i);
    endResetModel();
    m_current = count() - 1;
    showCurrent();
    emit gameChanged();
    emit currentChanged();
    emit currentRowChanged();
    analyseNext();
}

void AnalysisController::analyseNext()
{
    const auto it
        = std::find_if(m_rows.begin(), m_rows.end(), [](const Row &r) { return !r.evaluated; });
    const int row = it == m_rows.end() ? -1 : int(it - m_rows.begin());
    const bool changed = row != m_running;
    m_running = row;
    if (row >= 0) {
        const quint64 request = ++m_request;
        SearchLimits limits;
        limits.moveTimeMs = m_moveTime;
        m_engine->go(m_start, std::vector<Move>(m_moves.begin(), m_moves.begin() + row), limits, {},
            [this, request, row](const SearchResult &result) {
                const int score = result.score;
                const std::vector<Move> pv = result.pv;
                QMetaObject::invokeMethod(
                    this, [this, request, row, score, pv] { onResult(request, row, score, pv); },
                    Qt::QueuedConnection);
            });
    }
    if (changed)
        emit progressChanged();
}

void AnalysisController::onResult(
    quint64 request, int row, int scoreForMover, const std::vector<Move> &pv)
{
    if (request != m_request || row >= count())
        return;
    Row &r = m_rows[row];
    const bool white = r.position.side == Color::White;
    r.score = white ? scoreForMover : -scoreForMover;
    r.evaluated = true;
    r.line = EngineTexts::moveLine(r.position, pv, kLinePlies);
    // A shot counts where the engine's best move is its first move (the finder proves the
    // material; the search says nothing better is on the board).
    if (!pv.empty() && !pv.front().isCapture() && !r.over) {
        r.shot = findShot(r.position, {.nodeBudget = kShotNodes});
        r.shotConfirmed = r.shot && r.shot->line.front() == pv.front();
    }
    refreshMark(row);
    if (row + 1 < count())
        refreshMark(row + 1);
    emit dataChanged(index(row), index(std::min(row + 1, count() - 1)));
    if (m_current == row || m_current == row + 1)
        emit currentRowChanged();
    analyseNext();
    emit progressChanged();
}

void AnalysisController::refreshMark(int row)
{
    if (row <= 0)
        return;
    const Row &before = m_rows[row - 1];
    Row &after = m_rows[row];
    after.mark = 0;
    if (!before.evaluated || !after.evaluated)
        return;
    // From the side of the player who made the move.
    const int sign = before.position.side == Color::White ? 1 : -1;
    const int drop = outcome(m_start.variant, sign * before.score)
        - outcome(m_start.variant, sign * after.score);
    after.mark = std::max(0, drop);
}

QString AnalysisController::markText(int mark, int row) const
{
    if (mark == 0 || row <= 0)
        return {};
    const Row &before = m_rows[row - 1];
    const int sign = before.position.side == Color::White ? 1 : -1;
    if (mark == 2)
        return tr("Blunder: the won game is lost");
    return outcome(m_start.variant, sign * before.score) > 0
        ? tr("Mistake: the win slips to a draw")
        : tr("Mistake: the draw is lost");
}

int AnalysisController::shotState(int row) const
{
    if (row <= 0 || row >= count())
        return 0;
    const Row &before = m_rows[std::size_t(row) - 1];
    if (!before.shot || !before.shotConfirmed)
        return 0;
    return m_moves[std::size_t(row) - 1] == before.shot->line.front() ? 1 : 2;
}

QString AnalysisController::shotText(int row) const
{
    const int state = shotState(row);
    if (state == 0)
        return {};
    const Row &before = m_rows[std::size_t(row) - 1];
    const Shot &shot = *before.shot;
    const QString line = EngineTexts::moveLine(before.position, shot.line, shot.line.size());
    const bool played = state == 1;
    if (shot.piecesWon > 0) {
        //: The number of pieces a shot wins, put into "It takes %2 more than it gives"
        const QString pieces = shot.piecesWon == 1 ? tr("one piece")
            : shot.piecesWon == 2                  ? tr("two pieces")
            : shot.piecesWon == 3                  ? tr("three pieces")
                                                   : tr("%1 pieces").arg(shot.piecesWon);
        //: Analysis of a game: the move played was a shot (a combination). %1 is its moves in
        //: the game's notation, %2 "one piece", "two pieces"...
        return played ? tr("Shot: %1. It takes %2 more than it gives.").arg(line, pieces)
                      : tr("Shot missed: %1 takes %2 more than it gives.").arg(line, pieces);
    }
    if (shot.crowns)
        return played ? tr("Shot: %1. It gets a king for what it gives.").arg(line)
                      : tr("Shot missed: %1 gets a king for what it gives.").arg(line);
    return played ? tr("Shot: %1. It wins material.").arg(line)
                  : tr("Shot missed: %1 wins material.").arg(line);
}

void AnalysisController::showCurrent()
{
    if (m_rows.empty())
        return;
    const Row &row = m_rows[m_current];
    m_board->setPosition(row.position);
    BoardModel::Marks marks;
    marks.lastMove = row.path;
    m_board->setMarks(marks);
}
