// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdncollection.h"

#include "displaypath.h"
#include "enginetexts.h"
#include "language.h"
#include "pdnfile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <atomic>

using namespace damas;

struct PdnCollection::Job
{
    std::atomic<bool> cancelled {false};
};

// What the reading thread hands over: the text first, then rows as they are read.
struct PdnCollection::Batch
{
    bool begin = false; // the text and its lines, or the problem that stops everything
    QByteArray text;
    std::vector<qsizetype> lineStarts;
    FileProblem problem = FileProblem::None;
    QString systemError;
    PdnUnreadable notPdn;

    std::vector<Row> rows;
    std::vector<PdnUnreadable> unreadable;
    double progress = 0;
    bool done = false;
};

namespace {

// How often the reading thread hands rows over: often enough for the list to grow visibly,
// seldom enough that the interface thread spends its time drawing. A batch also goes when it
// holds kBatchRows games, so that on a fast machine a large file still arrives in steps (and
// the progress bar moves) rather than in two or three lumps.
constexpr qint64 kBatchMs = 50;
constexpr std::size_t kBatchRows = 1000;

QString fromUtf8(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString tagValue(const PdnGame &game, std::string_view name)
{
    const PdnTag *tag = game.tag(name);
    return tag ? fromUtf8(tag->value).trimmed() : QString();
}

// A game read from the text that starts where it does (at `line`, `column` of the file): its
// places moved to the file's, and its number in the file given back, so that what is said of
// it names the file's game, line and column.
void placeInFile(PdnGame &game, int number, int line, int column)
{
    const auto move = [line, column](int &l, int &c) {
        if (l == 1)
            c += column - 1;
        l += line - 1;
    };
    game.number = number;
    move(game.line, game.column);
    for (PdnTag &t : game.tags) {
        int valueLine = t.line;
        move(t.line, t.column);
        move(valueLine, t.valueColumn);
    }
    for (PdnMove &m : game.moves)
        move(m.line, m.column);
}

// Lines as the PDN reader counts them: LF, CRLF or a lone CR ends one.
std::vector<qsizetype> lineStartsOf(const QByteArray &text)
{
    std::vector<qsizetype> starts {0};
    const char *data = text.constData();
    const qsizetype size = text.size();
    for (qsizetype i = 0; i < size; ++i) {
        if (data[i] == '\n' || (data[i] == '\r' && (i + 1 == size || data[i + 1] != '\n')))
            starts.push_back(i + 1);
    }
    return starts;
}

} // namespace

PdnCollection::PdnCollection(QObject *parent)
    : QAbstractListModel(parent)
{
    connect(Language::instance(), &Language::currentChanged, this, [this] {
        if (m_problem != FileProblem::None || !m_unreadable.empty())
            emit problemsChanged();
    });
}

PdnCollection::~PdnCollection()
{
    stop();
}

int PdnCollection::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant PdnCollection::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case WhiteRole:
        return row.white;
    case NumberRole:
        return row.number;
    case BlackRole:
        return row.black;
    case EventRole:
        return row.event;
    case DateRole:
        return row.date;
    case ResultRole:
        return row.result;
    case MovesRole:
        return (row.plies + 1) / 2;
    default:
        return {};
    }
}

QHash<int, QByteArray> PdnCollection::roleNames() const
{
    return {{NumberRole, "number"}, {WhiteRole, "white"}, {BlackRole, "black"},
        {EventRole, "event"}, {DateRole, "date"}, {ResultRole, "result"}, {MovesRole, "moves"}};
}

QString PdnCollection::fileName() const
{
    return m_source.isLocalFile() ? QFileInfo(m_source.toLocalFile()).fileName() : QString();
}

QString PdnCollection::error() const
{
    switch (m_problem) {
    case FileProblem::None:
        return {};
    case FileProblem::CannotOpen:
        return tr("%1 cannot be opened (%2).")
            .arg(displayPath(m_source.toLocalFile()), m_systemError);
    case FileProblem::NotPdn:
        return tr("%1 is not a PDN file: %2.")
            .arg(fileName(),
                EngineTexts::errorDetail(Error(m_notPdn.message, m_notPdn.line, m_notPdn.column,
                    m_notPdn.code, m_notPdn.args)));
    case FileProblem::NoGames:
        return m_unreadable.empty() ? tr("There is no game in %1.").arg(fileName())
                                    : tr("No game of %1 can be read.").arg(fileName());
    }
    return {};
}

QStringList PdnCollection::unreadable() const
{
    QStringList lines;
    lines.reserve(qsizetype(m_unreadable.size()));
    for (const PdnUnreadable &u : m_unreadable) {
        const QString why
            = EngineTexts::errorDetail(Error(u.message, u.line, u.column, u.code, u.args));
        lines.append(
            tr("Game %1, line %2, column %3: %4.").arg(u.game).arg(u.line).arg(u.column).arg(why));
    }
    return lines;
}

void PdnCollection::stop()
{
    if (m_job)
        m_job->cancelled = true;
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
        m_thread = nullptr;
    }
    m_job.reset();
}

void PdnCollection::load(const QUrl &file)
{
    stop();
    beginResetModel();
    m_rows.clear();
    endResetModel();
    m_unreadable.clear();
    m_problem = FileProblem::None;
    m_text.clear();
    m_lineStarts.clear();
    m_source = file;
    m_progress = 0;
    m_loading = true;
    emit sourceChanged();
    emit countChanged();
    emit problemsChanged();
    emit progressChanged();
    emit loadingChanged();

    auto job = std::make_shared<Job>();
    m_job = job;
    const QString path = file.toLocalFile();
    // Everything the thread touches is its own or the job's; what it finds goes back to this
    // object by queued calls, dropped if this object is gone.
    m_thread = QThread::create([this, job, path] {
        auto send = [this, job](Batch &&batch) {
            QMetaObject::invokeMethod(
                this, [this, job, b = std::move(batch)]() mutable { receive(job, std::move(b)); },
                Qt::QueuedConnection);
        };
        Batch begin;
        begin.begin = true;
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            begin.problem = FileProblem::CannotOpen;
            begin.systemError = f.errorString();
            begin.done = true;
            send(std::move(begin));
            return;
        }
        begin.text = f.readAll();
        begin.lineStarts = lineStartsOf(begin.text);
        const QByteArray text = begin.text; // shared, read-only from here on
        const double lines = double(begin.lineStarts.size());
        send(std::move(begin));

        Batch batch;
        QElapsedTimer sinceSent;
        sinceSent.start();
        bool notPdn = false;
        PdnUnreadable whole;
        readPdnGames(
            std::string_view(text.constData(), std::size_t(text.size())),
            [&](PdnGame &&game) {
                Row row;
                row.number = game.number;
                row.line = game.line;
                row.column = game.column;
                row.plies = int(game.moves.size());
                row.white = tagValue(game, "White");
                row.black = tagValue(game, "Black");
                row.event = tagValue(game, "Event");
                row.date = tagValue(game, "Date");
                row.result = fromUtf8(game.result);
                if (row.result.isEmpty() || row.result == QLatin1String("*"))
                    row.result = tagValue(game, "Result");
                if (row.result == QLatin1String("*"))
                    row.result.clear();
                batch.rows.push_back(std::move(row));
                if (sinceSent.elapsed() >= kBatchMs || batch.rows.size() >= kBatchRows) {
                    batch.progress = double(game.line) / lines;
                    send(std::move(batch));
                    batch = Batch {};
                    sinceSent.restart();
                }
                return !job->cancelled.load();
            },
            [&](PdnUnreadable &&u) {
                if (u.game == 0) {
                    notPdn = true;
                    whole = std::move(u);
                } else {
                    batch.unreadable.push_back(std::move(u));
                }
            });
        if (notPdn) {
            batch.problem = FileProblem::NotPdn;
            batch.notPdn = std::move(whole);
        }
        batch.progress = 1;
        batch.done = true;
        send(std::move(batch));
    });
    m_thread->start();
}

void PdnCollection::receive(const std::shared_ptr<Job> &job, Batch &&batch)
{
    if (job != m_job)
        return; // a reading given up since
    if (batch.begin) {
        m_text = std::move(batch.text);
        m_lineStarts = std::move(batch.lineStarts);
    }
    if (!batch.rows.empty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(batch.rows.size()) - 1);
        std::move(batch.rows.begin(), batch.rows.end(), std::back_inserter(m_rows));
        endInsertRows();
        emit countChanged();
    }
    bool problems = false;
    if (!batch.unreadable.empty()) {
        std::move(
            batch.unreadable.begin(), batch.unreadable.end(), std::back_inserter(m_unreadable));
        problems = true;
    }
    if (batch.problem != FileProblem::None) {
        m_problem = batch.problem;
        m_systemError = batch.systemError;
        m_notPdn = batch.notPdn;
        problems = true;
    }
    if (batch.done && m_problem == FileProblem::None && m_rows.empty()) {
        m_problem = FileProblem::NoGames;
        problems = true;
    }
    if (problems)
        emit problemsChanged();
    if (batch.progress > m_progress) {
        m_progress = batch.progress;
        emit progressChanged();
    }
    if (batch.done) {
        m_loading = false;
        emit loadingChanged();
        emit loaded();
    }
}

std::optional<PdnGame> PdnCollection::game(int row) const
{
    if (row < 0 || row >= int(m_rows.size()))
        return std::nullopt;
    const Row &wanted = m_rows[std::size_t(row)];
    auto readFirst = [](std::string_view text, int number) {
        std::optional<PdnGame> found;
        readPdnGames(
            text,
            [&](PdnGame &&game) {
                if (number == 0 || game.number == number) {
                    found = std::move(game);
                    return false;
                }
                return true;
            },
            [](PdnUnreadable &&) {});
        return found;
    };
    auto matches = [&wanted](const std::optional<PdnGame> &game) {
        return game && int(game->moves.size()) == wanted.plies
            && tagValue(*game, "White") == wanted.white && tagValue(*game, "Black") == wanted.black;
    };
    // From the game's own first line and column (columns count characters: UTF-8 continuation
    // bytes take no column), so that a game at the end of a large file opens at once.
    if (wanted.line >= 1 && std::size_t(wanted.line) <= m_lineStarts.size()) {
        qsizetype at = m_lineStarts[std::size_t(wanted.line - 1)];
        for (int column = 1; column < wanted.column && at < m_text.size(); ++column) {
            ++at;
            while (at < m_text.size() && (uchar(m_text[at]) & 0xC0) == 0x80)
                ++at;
        }
        auto game = readFirst(
            std::string_view(m_text.constData() + at, std::size_t(m_text.size() - at)), 0);
        if (matches(game)) {
            placeInFile(*game, wanted.number, wanted.line, wanted.column);
            return game;
        }
    }
    // A text whose columns are not UTF-8 characters (Windows-1252): read it from the start.
    auto game = readFirst(
        std::string_view(m_text.constData(), std::size_t(m_text.size())), wanted.number);
    return matches(game) ? game : std::nullopt;
}

QVariantMap PdnCollection::check(int row, const QString &variantId) const
{
    const auto pdnGame = game(row);
    if (!pdnGame)
        return {{QStringLiteral("opens"), false},
            {QStringLiteral("problem"), tr("This game is no longer in the file.")}};
    const Variant fallback
        = variantFromName(variantId.toStdString()).value_or(Variant::International);
    QString error, notice;
    const bool opens = PdnFile::replay(*pdnGame, fallback, &error, &notice).has_value();
    return {{QStringLiteral("opens"), opens}, {QStringLiteral("problem"), opens ? notice : error}};
}
