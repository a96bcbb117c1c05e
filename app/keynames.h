// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

/*
 * The keys of a shortcut as the platform writes them ("Ctrl+S", "⌘S"), for menus and tooltips:
 * QML's Shortcut gives no text for a standard key bound to several sequences.
 */
class KeyNames : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    using QObject::QObject;

    // The first key sequence the platform binds to a QKeySequence::StandardKey, or "".
    Q_INVOKABLE static QString standard(int key);
    // A sequence given as portable text ("Ctrl+R") in the platform's writing.
    Q_INVOKABLE static QString of(const QString &portable);
};
