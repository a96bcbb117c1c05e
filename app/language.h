// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QPointer>
#include <QTranslator>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QJSEngine;
class QQmlEngine;

/*
 * The language of the interface: English (the source language), Spanish or Brazilian
 * Portuguese. Switching installs the translations compiled into the program (and Qt's own, for
 * the standard dialogs) and asks the QML engine to re-read every qsTr(); C++ texts follow
 * currentChanged(). One per process, shared by QML as a singleton.
 */
class Language : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString current READ current WRITE setCurrent NOTIFY currentChanged)
    Q_PROPERTY(QVariantList available READ available CONSTANT)
    // The index of current() in available().
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY currentChanged)

public:
    static Language *instance();
    static Language *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    // "en", "es" or "pt_BR".
    QString current() const { return m_current; }
    void setCurrent(const QString &code);

    // [{code, name}], each name in its own language.
    QVariantList available() const;
    int currentIndex() const;

    // The supported language closest to a locale name ("es_AR" -> "es", "pt_PT" -> "pt_BR"),
    // English when none is close.
    static QString closestSupported(const QString &localeName);

    // The QML engine to retranslate on a switch (set by create()).
    void setEngine(QQmlEngine *engine);

signals:
    void currentChanged();

private:
    explicit Language(QObject *parent = nullptr);

    QString m_current = QStringLiteral("en");
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_lessons;
    std::unique_ptr<QTranslator> m_qt;
    QPointer<QQmlEngine> m_engine;
};
