// SPDX-License-Identifier: GPL-3.0-or-later
// The Qt Quick Test runner for the pages: every tst_*.qml in this folder is one CTest entry
// (ctest runs this program with -input <file>). The app's QML module and the test-only module
// DamasTest (a scripted opponent, file helpers) are linked in statically.
#include <QQmlEngine>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest>

Q_IMPORT_QML_PLUGIN(DamasPlugin)
Q_IMPORT_QML_PLUGIN(Damas_LessonsPlugin)
Q_IMPORT_QML_PLUGIN(DamasTestPlugin)

class Setup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        // Preferences and saved games go to a test folder, never the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("DamasTest"));
        QCoreApplication::setApplicationName(QStringLiteral("damas-qml-test"));
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(damas, Setup)

#include "tst_qml.moc"
