// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

/*
 * What the About box says about the build: the version (the CMake project's) and the licence.
 * The texts around them, the rule books included, are the dialog's own (AboutDialog.qml), so
 * they follow the language live.
 */
class About : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString version READ version CONSTANT)
    Q_PROPERTY(QString licence READ licence CONSTANT)
    Q_PROPERTY(QString qtVersion READ qtVersion CONSTANT)

public:
    using QObject::QObject;

    static QString version();
    // The SPDX identifier.
    static QString licence();
    // The Qt the program runs on (not the one it was built with).
    static QString qtVersion();
};
