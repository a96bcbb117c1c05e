// SPDX-License-Identifier: GPL-3.0-or-later
// Damas: play and learn draughts. Everything but the start lives in the Damas QML module.
#include "language.h"
#include "startup.h"

#include <QApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(DamasPlugin)

int main(int argc, char *argv[])
{
    Startup::prepare(argc, argv);
    // A QApplication, not a QGuiApplication: Qt.labs.platform's FileDialog falls back to the Qt
    // Widgets dialog where the desktop offers none of its own (see PdnFileDialog.qml).
    QApplication app(argc, argv);
    Startup *startup = Startup::instance();
    if (!startup->parse(app.arguments()))
        return 2;
    Language::instance()->setCurrent(startup->startLanguage());
    QQuickStyle::setStyle(QStringLiteral("Fusion"));

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Damas/Main.qml")));
    if (engine.rootObjects().isEmpty())
        return 1;
    startup->watch(engine.rootObjects().constFirst());
    return app.exec();
}
