// SPDX-License-Identifier: GPL-3.0-or-later
#include "startup.h"

#include "analysiscontroller.h"
#include "fen.h"
#include "gamecontroller.h"
#include "language.h"
#include "preferences.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QLocale>
#include <QQmlEngine>
#include <QQuickWindow>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <vector>

#if defined(Q_OS_LINUX)
#include <unistd.h>
#endif

namespace {

QElapsedTimer &sincePrepare()
{
    static QElapsedTimer timer;
    return timer;
}

bool hasArgument(int argc, char **argv, const char *name)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], name) == 0
            || (std::strncmp(argv[i], name, std::strlen(name)) == 0
                && argv[i][std::strlen(name)] == '='))
            return true;
    }
    return false;
}

} // namespace

Startup::Startup(QObject *parent)
    : QObject(parent)
{ }

Startup *Startup::instance()
{
    static Startup *startup = new Startup(QCoreApplication::instance());
    return startup;
}

Startup *Startup::create(QQmlEngine *, QJSEngine *)
{
    Startup *s = instance();
    QQmlEngine::setObjectOwnership(s, QQmlEngine::CppOwnership);
    return s;
}

void Startup::prepare(int argc, char **argv)
{
    sincePrepare().start();
    QCoreApplication::setOrganizationName(QStringLiteral("Damas"));
    QCoreApplication::setApplicationName(QStringLiteral("damas"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Damas"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.damas.Damas"));
    if (hasArgument(argc, argv, "--screenshot") || hasArgument(argc, argv, "--dump-lessons")) {
        // Render (or only load the lessons) without a display, with the software renderer.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    }
}

bool Startup::parse(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Play and learn draughts: American, Brazilian, International, Russian."));
    parser.addHelpOption();
    const QCommandLineOption language(QStringLiteral("language"),
        QStringLiteral("Interface language: en, es or pt_BR."), QStringLiteral("code"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QStringLiteral("Render the page offscreen, save it as a PNG file and quit."),
        QStringLiteral("file"));
    const QCommandLineOption page(QStringLiteral("page"),
        QStringLiteral("Page to show: home, about, new, play, rules, recent, learn, lesson, editor "
                       "or analysis."),
        QStringLiteral("page"));
    const QCommandLineOption lesson(QStringLiteral("lesson"),
        QStringLiteral("The lesson to show with --page lesson (its id, e.g. russian-crowning)."),
        QStringLiteral("id"));
    const QCommandLineOption step(QStringLiteral("step"),
        QStringLiteral("The step of the lesson to show, from 1."), QStringLiteral("n"));
    const QCommandLineOption section(QStringLiteral("section"),
        QStringLiteral("The rules section or article to open with --page rules (its id, e.g. "
                       "russian-balance or notation)."),
        QStringLiteral("id"));
    const QCommandLineOption dumpLessons(QStringLiteral("dump-lessons"),
        QStringLiteral("Write every lesson as JSON to this file (texts in --language), then "
                       "quit."),
        QStringLiteral("file"));
    const QCommandLineOption variant(QStringLiteral("variant"),
        QStringLiteral("american, brazilian, international or russian."), QStringLiteral("name"));
    const QCommandLineOption fen(QStringLiteral("fen"),
        QStringLiteral("Start the game from this PDN FEN."), QStringLiteral("fen"));
    const QCommandLineOption pdn(QStringLiteral("pdn"),
        QStringLiteral("Open the first game of this PDN file."), QStringLiteral("file"));
    const QCommandLineOption moves(QStringLiteral("moves"),
        QStringLiteral("Moves to play from the position, in notation."), QStringLiteral("moves"));
    const QCommandLineOption side(QStringLiteral("side"),
        QStringLiteral("The side you play: white or black."), QStringLiteral("side"));
    const QCommandLineOption level(QStringLiteral("level"),
        QStringLiteral("Computer level, 1 to 10."), QStringLiteral("level"));
    const QCommandLineOption opponent(QStringLiteral("opponent"),
        QStringLiteral("Who plays the other side: computer or player (two players)."),
        QStringLiteral("computer|player"));
    const QCommandLineOption pick(QStringLiteral("pick"),
        QStringLiteral("Pick the piece on this square (screenshots)."), QStringLiteral("square"));
    const QCommandLineOption flip(
        QStringLiteral("flip"), QStringLiteral("Turn the board: the player's side at the top."));
    const QCommandLineOption theme(QStringLiteral("theme"),
        QStringLiteral("Light or dark pages, whatever the desktop's palette."),
        QStringLiteral("light|dark"));
    const QCommandLineOption size(QStringLiteral("size"),
        QStringLiteral("Window size for screenshots, e.g. 1280x800."), QStringLiteral("WxH"));
    const QCommandLineOption moveTime(QStringLiteral("move-time"),
        QStringLiteral("The computer's time per move, in ms."), QStringLiteral("ms"));
    const QCommandLineOption measure(QStringLiteral("measure-startup"),
        QStringLiteral("Print the milliseconds to an interactive board, then quit."));
    const QCommandLineOption measureFrames(QStringLiteral("measure-frames"),
        QStringLiteral("Record frame times and memory for this many seconds of play, print them "
                       "and quit."),
        QStringLiteral("seconds"));
    const QCommandLineOption measureLessons(QStringLiteral("measure-lessons"),
        QStringLiteral("Print the milliseconds from a click to the first frame of the Learn page "
                       "and of a lesson, then quit."));
    parser.addOptions({language, screenshot, page, variant, fen, pdn, moves, side, level, opponent,
        pick, flip, theme, size, moveTime, measure, measureFrames, measureLessons, lesson, step,
        section, dumpLessons});
    if (!parser.parse(arguments)) {
        std::fprintf(stderr, "damas: %s\n", qPrintable(parser.errorText()));
        return false;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fprintf(stdout, "%s", qPrintable(parser.helpText()));
        return false;
    }

    auto fail = [](const QString &why) {
        std::fprintf(stderr, "damas: %s\n", qPrintable(why));
        return false;
    };
    m_language = parser.value(language);
    if (!m_language.isEmpty() && m_language != QLatin1String("en")
        && m_language != QLatin1String("es") && m_language != QLatin1String("pt_BR"))
        return fail(QStringLiteral("unknown language '%1' (en, es or pt_BR)").arg(m_language));
    m_screenshotFile = parser.value(screenshot);
    m_measure = parser.isSet(measure);
    m_measureLessons = parser.isSet(measureLessons);
    if (m_measureLessons)
        m_measure = true;
    if (parser.isSet(measureFrames)) {
        m_measureFrames = parser.value(measureFrames).toInt();
        if (m_measureFrames < 1)
            return fail(QStringLiteral("--measure-frames needs a number of seconds"));
        m_measure = true;
    }
    if (parser.isSet(moveTime)) {
        m_moveTime = parser.value(moveTime).toInt();
        if (m_moveTime < 100)
            return fail(QStringLiteral("--move-time is in milliseconds, at least 100"));
    }
    m_variant = parser.value(variant);
    m_fen = parser.value(fen);
    m_pdn = parser.value(pdn);
    m_moves = parser.value(moves).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    m_flip = parser.isSet(flip);
    m_theme = parser.value(theme);
    if (!m_theme.isEmpty() && m_theme != QLatin1String("light") && m_theme != QLatin1String("dark"))
        return fail(QStringLiteral("unknown theme '%1' (light or dark)").arg(m_theme));
    const QString sideText = parser.value(side);
    if (!sideText.isEmpty() && sideText != QLatin1String("white")
        && sideText != QLatin1String("black"))
        return fail(QStringLiteral("unknown side '%1' (white or black)").arg(sideText));
    m_side = sideText == QLatin1String("black") ? 1 : 0;
    const QString opponentText = parser.value(opponent);
    if (!opponentText.isEmpty() && opponentText != QLatin1String("computer")
        && opponentText != QLatin1String("player"))
        return fail(QStringLiteral("unknown opponent '%1' (computer or player)").arg(opponentText));
    m_twoPlayers = opponentText == QLatin1String("player");
    if (parser.isSet(level)) {
        bool ok = false;
        m_level = parser.value(level).toInt(&ok);
        if (!ok || m_level < 1 || m_level > 10)
            return fail(QStringLiteral("level '%1' is not 1 to 10").arg(parser.value(level)));
    }
    if (parser.isSet(pick))
        m_pick = parser.value(pick).toInt();
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        if (wh.size() != 2 || wh[0].toInt() < 320 || wh[1].toInt() < 240)
            return fail(
                QStringLiteral("size '%1' is not WxH (at least 320x240)").arg(parser.value(size)));
        m_size = QSize(wh[0].toInt(), wh[1].toInt());
    }
    m_lesson = parser.value(lesson);
    m_section = parser.value(section);
    if (parser.isSet(step)) {
        bool ok = false;
        m_step = parser.value(step).toInt(&ok);
        if (!ok || m_step < 1)
            return fail(QStringLiteral("step '%1' is not a number from 1").arg(parser.value(step)));
    }
    m_dumpLessons = parser.value(dumpLessons);
    m_page = parser.value(page);
    if (m_page.isEmpty() && !m_lesson.isEmpty())
        m_page = QStringLiteral("lesson");
    if (m_page.isEmpty() && m_measureLessons)
        m_page = QStringLiteral("home");
    if (m_page.isEmpty())
        m_page = (m_variant.isEmpty() && m_fen.isEmpty() && m_pdn.isEmpty() && !m_measure)
            ? QStringLiteral("home")
            : QStringLiteral("play");
    if (m_measure && m_variant.isEmpty())
        m_variant = QStringLiteral("international");
    const QStringList pages {QStringLiteral("home"), QStringLiteral("about"), QStringLiteral("new"),
        QStringLiteral("play"), QStringLiteral("rules"), QStringLiteral("learn"),
        QStringLiteral("recent"), QStringLiteral("lesson"), QStringLiteral("editor"),
        QStringLiteral("analysis")};
    if (!pages.contains(m_page))
        return fail(QStringLiteral(
            "unknown page '%1' (home, about, new, play, rules, recent, learn, lesson, "
            "editor or analysis)")
                        .arg(m_page));
    if (m_page == QLatin1String("lesson") && m_lesson.isEmpty())
        return fail(QStringLiteral("--page lesson needs --lesson ID"));
    // A screenshot of a game that could not be set up would show something else.
    if (!m_screenshotFile.isEmpty() && (!m_variant.isEmpty() || !m_fen.trimmed().isEmpty())) {
        const QString id = m_variant.isEmpty() ? Preferences::instance()->variant() : m_variant;
        const auto v = damas::variantFromName(id.toStdString());
        if (!v)
            return fail(QStringLiteral("unknown variant %1 (american, brazilian, international "
                                       "or russian)")
                            .arg(QString::fromStdString(damas::quoteText(id.toStdString()))));
        if (!m_fen.trimmed().isEmpty()) {
            const auto pos = damas::parseGameFen(*v, m_fen.trimmed().toStdString());
            if (!pos)
                return fail(QStringLiteral("bad FEN %1: %2")
                                .arg(QString::fromStdString(damas::quoteText(m_fen.toStdString())),
                                    QString::fromStdString(pos.error().toString())));
        }
    }
    if (quiet() || m_measure)
        m_scratch = std::make_unique<QTemporaryDir>();
    if (quiet())
        Preferences::useFile(m_scratch->filePath(QStringLiteral("preferences.ini")));
    return true;
}

QString Startup::startLanguage() const
{
    if (!m_language.isEmpty())
        return m_language;
    if (!quiet() && !Preferences::instance()->language().isEmpty())
        return Preferences::instance()->language();
    return Language::closestSupported(QLocale::system().name());
}

QUrl Startup::pdnUrl() const
{
    return m_pdn.isEmpty() ? QUrl() : QUrl::fromLocalFile(QFileInfo(m_pdn).absoluteFilePath());
}

QString Startup::autosaveFolder() const
{
    return m_scratch ? m_scratch->path() : QString();
}

void Startup::watch(QObject *root)
{
    m_window = qobject_cast<QQuickWindow *>(root);
    if (!m_window || (!screenshot() && !m_measure))
        return;
    if (m_ready)
        pageReady();
}

void Startup::pageReady()
{
    m_ready = true;
    if (!m_window)
        return;
    if (m_measureFrames > 0) {
        measureFrames();
        return;
    }
    if (m_measureLessons) {
        measureLessons();
        return;
    }
    if (m_measure) {
        // The first frame that shows the board: from then on it takes clicks.
        connect(
            m_window, &QQuickWindow::frameSwapped, this,
            [] {
                std::printf("startup-ms %lld\n", static_cast<long long>(sinceProcessStart()));
                std::fflush(stdout);
                QTimer::singleShot(0, qApp, &QCoreApplication::quit);
            },
            Qt::SingleShotConnection);
        m_window->requestUpdate();
        return;
    }
    if (screenshot()) {
        // Let images load and the last bindings settle before the picture is taken.
        QTimer::singleShot(400, this, &Startup::grab);
    }
}

/*
 * Frame times while the computer thinks, on both sides of the board: the interval between frames
 * (the thinking indicator spins, so the window draws continuously) and how late a 5 ms timer fires
 * on the user interface thread. Both would show a stall of that thread.
 */
void Startup::measureFrames()
{
    struct Record
    {
        QElapsedTimer clock;
        qint64 lastFrame = -1;
        qint64 lastTick = -1;
        std::vector<qint64> frames; // microseconds
        qint64 worstLateness = 0;
    };
    auto record = std::make_shared<Record>();
    record->clock.start();
    // Keep the computer thinking the whole time: the player's moves are the computer's hints
    // (searched on the worker thread too), played as soon as they arrive.
    // On the analysis page the engine analyses the game instead (AnalysisController), and the
    // game itself stays as it is.
    const bool analysing = m_page == QLatin1String("analysis");
    GameController *game = m_window->findChild<GameController *>();
    const int startPly = game ? game->ply() : 0;
    if (game && !analysing) {
        auto play = [game] {
            if (game->humanToMove() && !game->over() && !game->hinting())
                game->requestHint();
        };
        connect(game, &GameController::hintReady, this,
            [game](const QString &move) { game->enterMove(move); });
        connect(game, &GameController::positionChanged, this, play, Qt::QueuedConnection);
        connect(game, &GameController::thinkingChanged, this, play, Qt::QueuedConnection);
        QTimer::singleShot(0, this, play);
    }
    connect(m_window, &QQuickWindow::frameSwapped, this, [record] {
        const qint64 now = record->clock.nsecsElapsed() / 1000;
        if (record->lastFrame >= 0)
            record->frames.push_back(now - record->lastFrame);
        record->lastFrame = now;
    });
    auto *tick = new QTimer(this);
    tick->setTimerType(Qt::PreciseTimer);
    tick->setInterval(5);
    connect(tick, &QTimer::timeout, this, [record] {
        const qint64 now = record->clock.nsecsElapsed() / 1000;
        if (record->lastTick >= 0)
            record->worstLateness = std::max(record->worstLateness, now - record->lastTick - 5000);
        record->lastTick = now;
    });
    tick->start();
    QTimer::singleShot(m_measureFrames * 1000, this, [this, record, game, startPly] {
        std::vector<qint64> f = record->frames;
        std::sort(f.begin(), f.end());
        auto ms = [](qint64 us) { return double(us) / 1000.0; };
        qint64 sum = 0;
        for (qint64 x : f)
            sum += x;
        QFile status(QStringLiteral("/proc/self/status"));
        QByteArray rss = "?";
        QByteArray peak = "?";
        if (status.open(QIODevice::ReadOnly)) {
            for (const QByteArray &line : status.readAll().split('\n')) {
                if (line.startsWith("VmRSS:"))
                    rss = line.mid(6).simplified();
                if (line.startsWith("VmHWM:"))
                    peak = line.mid(6).simplified();
            }
        }
        if (f.empty()) {
            std::printf("frames 0\n");
        } else {
            std::printf("frames %zu mean-ms %.1f p99-ms %.1f max-ms %.1f\n", f.size(),
                ms(sum / qint64(f.size())), ms(f[f.size() * 99 / 100]), ms(f.back()));
        }
        std::printf("event-loop-max-late-ms %.1f\n", ms(record->worstLateness));
        std::printf("plies-played %d\n", game ? game->ply() - startPly : 0);
        if (const auto *analysis = m_window->findChild<AnalysisController *>()) {
            std::printf("positions-analysed %d of %d\n", analysis->evaluated(), analysis->count());
        }
        std::printf("rss %s peak %s\n", rss.constData(), peak.constData());
        std::fflush(stdout);
        QCoreApplication::quit();
    });
}

/*
 * The Learn page, then the first lesson of the Russian course, opened as a click opens them (the
 * same functions of Main.qml): the time from the call to the first frame that shows the page.
 */
void Startup::measureLessons()
{
    auto clock = std::make_shared<QElapsedTimer>();
    auto report = [this, clock](const char *what, std::function<void()> then) {
        connect(
            m_window, &QQuickWindow::frameSwapped, this,
            [clock, what, then] {
                std::printf("%s %.1f\n", what, double(clock->nsecsElapsed()) / 1e6);
                std::fflush(stdout);
                QTimer::singleShot(300, qApp, then);
            },
            Qt::SingleShotConnection);
        m_window->requestUpdate();
    };
    QTimer::singleShot(300, this, [this, clock, report] {
        clock->start();
        QVariant page;
        QMetaObject::invokeMethod(m_window, "showLearn", Q_RETURN_ARG(QVariant, page),
            Q_ARG(QVariant, QStringLiteral("russian")), Q_ARG(QVariant, false));
        QObject *learn = page.value<QObject *>();
        report("learn-page-ms", [this, clock, learn, report] {
            clock->start();
            if (learn)
                QMetaObject::invokeMethod(learn, "openRow", Q_ARG(QVariant, 0));
            report("lesson-page-ms", [] { QCoreApplication::quit(); });
        });
    });
}

void Startup::grab()
{
    const QImage image = m_window->grabWindow();
    if (image.isNull() || !image.save(m_screenshotFile)) {
        std::fprintf(
            stderr, "damas: could not save the screenshot to %s\n", qPrintable(m_screenshotFile));
        QCoreApplication::exit(1);
        return;
    }
    QCoreApplication::exit(0);
}

qint64 Startup::sinceProcessStart()
{
#if defined(Q_OS_LINUX)
    // Field 22 of /proc/self/stat is the start time in clock ticks since boot.
    QFile stat(QStringLiteral("/proc/self/stat"));
    QFile uptime(QStringLiteral("/proc/uptime"));
    if (stat.open(QIODevice::ReadOnly) && uptime.open(QIODevice::ReadOnly)) {
        const QByteArray s = stat.readAll();
        const QList<QByteArray> fields = s.mid(s.lastIndexOf(')') + 2).split(' ');
        const double up = uptime.readAll().split(' ').value(0).toDouble();
        if (fields.size() > 19) {
            const double started = fields[19].toDouble() / double(sysconf(_SC_CLK_TCK));
            return qint64((up - started) * 1000.0);
        }
    }
#endif
    return sincePrepare().elapsed();
}
