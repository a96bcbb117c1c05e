// SPDX-License-Identifier: GPL-3.0-or-later
// Damas: play and learn draughts. Everything but the start lives in the Damas QML module.
#include "language.h"
#include "lessondump.h"
#include "lessonprogress.h"
#include "startup.h"
#include "tablescontroller.h"

#include "egtb.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>

#include <cstdio>

Q_IMPORT_QML_PLUGIN(DamasPlugin)
Q_IMPORT_QML_PLUGIN(Damas_LessonsPlugin)

namespace {

// Without a graphics device, OpenGL is Mesa's llvmpipe, which draws on the processor anyway and
// costs about 300 ms at start and 100 MB of memory to load (measured under Xvfb, see
// docs/performance.md); Qt Quick's own software renderer draws this board just as well. A device
// node (any DRI render node, or NVIDIA's) means a real GPU: keep Qt's choice. QT_QUICK_BACKEND or
// QSG_RHI_BACKEND set by the user always wins.
void chooseRenderer()
{
#if defined(Q_OS_LINUX)
    if (qEnvironmentVariableIsSet("QT_QUICK_BACKEND")
        || qEnvironmentVariableIsSet("QSG_RHI_BACKEND"))
        return;
    const bool gpu = !QDir(QStringLiteral("/dev/dri"))
                          .entryList({QStringLiteral("renderD*")}, QDir::System)
                          .isEmpty()
        || QFileInfo::exists(QStringLiteral("/dev/nvidia0"));
    if (!gpu)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
#endif
}

} // namespace

int main(int argc, char *argv[])
{
    Startup::prepare(argc, argv);
    chooseRenderer();
    // A QApplication, not a QGuiApplication: Qt.labs.platform's FileDialog falls back to the Qt
    // Widgets dialog where the desktop offers none of its own (see PdnFileDialog.qml).
    QApplication app(argc, argv);
    Startup *startup = Startup::instance();
    if (!startup->parse(app.arguments()))
        return 2;
    Language::instance()->setCurrent(startup->startLanguage());
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    // The learner's progress through the lessons, beside the saved game; screenshots and the
    // lesson dump leave it alone.
    if (!startup->quiet())
        LessonProgress::instance()->setFolder(
            QStandardPaths::writableLocation(QStandardPaths::AppDataLocation));
    // The endgame tables of the data folder: offered when missing, the smallest made at once
    // (a screenshot only looks).
    TablesController::instance()->setFolder(QString::fromStdString(damas::defaultEndgameDir()));
    TablesController::instance()->setAutoGenerate(!startup->quiet());

    if (!startup->dumpLessonsFile().isEmpty()) {
        // Every lesson as JSON, for tools outside the app (format in the README).
        QQmlEngine lessons;
        lessons.addImportPath(QStringLiteral("qrc:/qt/qml"));
        QString error;
        if (!dumpLessons(&lessons, startup->dumpLessonsFile(), &error)) {
            std::fprintf(stderr, "damas: %s\n", qPrintable(error));
            return 2;
        }
        return 0;
    }

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Damas/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    startup->watch(engine.rootObjects().constFirst());
    return app.exec();
}
