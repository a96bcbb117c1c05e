// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QSize>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QGuiApplication;
class QJSEngine;
class QQmlEngine;
class QQuickWindow;

/*
 * How the program was started: the command line (language, and for --screenshot the page,
 * variant, position and size to render), read once and shared with QML as a singleton. In
 * screenshot mode it renders offscreen, keeps the player's preferences and saved game out of
 * it, saves the window to a PNG once the page has settled, and quits. With --measure-startup
 * it prints the time from the process start to the first frame of an interactive board; with
 * --measure-lessons it prints how long the Learn page and a lesson take from the click to their
 * first frame; with --measure-frames it records how long each frame and each pass of the event loop
 * took while the computer thinks, and the memory in use.
 */
class Startup : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString page READ page CONSTANT)
    Q_PROPERTY(QString variant READ variant CONSTANT)
    Q_PROPERTY(QString fen READ fen CONSTANT)
    Q_PROPERTY(QString pdn READ pdn CONSTANT)
    Q_PROPERTY(QUrl pdnUrl READ pdnUrl CONSTANT)
    Q_PROPERTY(QStringList moves READ moves CONSTANT)
    Q_PROPERTY(int side READ side CONSTANT)
    Q_PROPERTY(int level READ level CONSTANT)
    Q_PROPERTY(bool twoPlayers READ twoPlayers CONSTANT)
    Q_PROPERTY(int pick READ pick CONSTANT)
    Q_PROPERTY(bool flip READ flip CONSTANT)
    // --theme: "light" or "dark", or "" to follow the desktop.
    Q_PROPERTY(QString theme READ theme CONSTANT)
    Q_PROPERTY(bool screenshot READ screenshot CONSTANT)
    Q_PROPERTY(bool quiet READ quiet CONSTANT)
    Q_PROPERTY(QString autosaveFolder READ autosaveFolder CONSTANT)
    Q_PROPERTY(int windowWidth READ windowWidth CONSTANT)
    Q_PROPERTY(int windowHeight READ windowHeight CONSTANT)
    // The computer's time per move from the command line (0: the player's preference).
    Q_PROPERTY(int moveTime READ moveTime CONSTANT)
    // --page lesson: the lesson (by id) and its step (1-based).
    Q_PROPERTY(QString lesson READ lesson CONSTANT)
    // --page rules: the section (or article) to open at, by id.
    Q_PROPERTY(QString section READ section CONSTANT)
    Q_PROPERTY(int step READ step CONSTANT)

public:
    static Startup *instance();
    static Startup *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    // Before the application object exists: the platform for screenshot mode, and the names
    // the settings and data folders are found by.
    static void prepare(int argc, char **argv);
    // Reads the command line; false (after printing why) when it cannot be followed.
    bool parse(const QStringList &arguments);
    // The language to start in: the command line's, else the saved choice, else the system's.
    QString startLanguage() const;
    // Watches the window for the screenshot or the start-up measurement.
    void watch(QObject *root);

    QString page() const { return m_page; }
    QString variant() const { return m_variant; }
    QString fen() const { return m_fen; }
    QString pdn() const { return m_pdn; }
    QUrl pdnUrl() const;
    QStringList moves() const { return m_moves; }
    int side() const { return m_side; }
    int level() const { return m_level; }
    bool twoPlayers() const { return m_twoPlayers; }
    int pick() const { return m_pick; }
    bool flip() const { return m_flip; }
    QString theme() const { return m_theme; }
    bool screenshot() const { return !m_screenshotFile.isEmpty(); }
    // True when nothing of the player's (preferences, saved game) may be read or written.
    bool quiet() const { return screenshot() || !m_dumpLessons.isEmpty() || m_measureLessons; }
    QString autosaveFolder() const;
    int windowWidth() const { return m_size.width(); }
    int windowHeight() const { return m_size.height(); }
    int moveTime() const { return m_moveTime; }
    QString lesson() const { return m_lesson; }
    QString section() const { return m_section; }
    int step() const { return m_step; }
    // --dump-lessons: the file to write every lesson to, as JSON (then quit).
    QString dumpLessonsFile() const { return m_dumpLessons; }

    // QML calls this once the page asked for is built and shows its final state.
    Q_INVOKABLE void pageReady();
    // Milliseconds since the process started (Linux: from /proc; elsewhere since prepare()).
    static qint64 sinceProcessStart();

private:
    explicit Startup(QObject *parent = nullptr);
    void grab();
    void measureFrames();
    void measureLessons();

    QString m_page;
    QString m_variant;
    QString m_fen;
    QString m_pdn;
    QStringList m_moves;
    QString m_language;
    int m_side = 0;
    int m_level = 3;
    bool m_twoPlayers = false;
    int m_pick = 0;
    bool m_flip = false;
    QString m_theme;
    QString m_screenshotFile;
    bool m_measure = false;
    int m_measureFrames = 0; // seconds
    bool m_measureLessons = false;
    int m_moveTime = 0;
    QString m_lesson;
    QString m_section;
    int m_step = 1;
    QString m_dumpLessons;
    QSize m_size {1280, 800};
    QQuickWindow *m_window = nullptr;
    bool m_ready = false;
    std::unique_ptr<QTemporaryDir> m_scratch;
};
