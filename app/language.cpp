// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QQmlEngine>

Language::Language(QObject *parent)
    : QObject(parent)
{ }

Language *Language::instance()
{
    static Language *language = [] {
        auto *l = new Language(QCoreApplication::instance());
        return l;
    }();
    return language;
}

Language *Language::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    Language *l = instance();
    QQmlEngine::setObjectOwnership(l, QQmlEngine::CppOwnership);
    l->setEngine(qmlEngine);
    return l;
}

void Language::setEngine(QQmlEngine *engine)
{
    m_engine = engine;
}

QVariantList Language::available() const
{
    auto entry = [](const char *code, const char *name) {
        return QVariantMap {{QStringLiteral("code"), QString::fromLatin1(code)},
            {QStringLiteral("name"), QString::fromUtf8(name)}};
    };
    return {entry("en", "English"), entry("es", "Español"), entry("pt_BR", "Português")};
}

int Language::currentIndex() const
{
    const QVariantList all = available();
    for (int i = 0; i < all.size(); ++i) {
        if (all[i].toMap().value(QStringLiteral("code")).toString() == m_current)
            return i;
    }
    return 0;
}

QString Language::closestSupported(const QString &localeName)
{
    const QString lower = localeName.toLower();
    if (lower.startsWith(QLatin1String("es")))
        return QStringLiteral("es");
    if (lower.startsWith(QLatin1String("pt")))
        return QStringLiteral("pt_BR");
    return QStringLiteral("en");
}

void Language::setCurrent(const QString &code)
{
    const QString wanted = closestSupported(code);
    if (wanted == m_current && (m_app || (wanted == QLatin1String("en") && m_lessons)))
        return;

    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_lessons)
        QCoreApplication::removeTranslator(m_lessons.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    m_app.reset();
    m_lessons.reset();
    m_qt.reset();

    if (wanted != QLatin1String("en")) {
        auto app = std::make_unique<QTranslator>();
        // Compiled into the program by qt_add_translations (resource prefix /i18n).
        if (app->load(QStringLiteral(":/i18n/damas_%1.qm").arg(wanted))) {
            QCoreApplication::installTranslator(app.get());
            m_app = std::move(app);
        } else {
            qWarning(
                "Language: the %s translation is missing from the program", qPrintable(wanted));
        }
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QStringLiteral("qt_%1").arg(wanted),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            m_qt = std::move(qt);
        }
    }
    // The lessons' texts (the Damas.Lessons module), when the program has them; in English, the
    // source language, the file gives only the plural forms ("1 move", "2 moves") of %n texts.
    auto lessons = std::make_unique<QTranslator>();
    if (lessons->load(QStringLiteral(":/i18n/lessons_%1.qm").arg(wanted))) {
        QCoreApplication::installTranslator(lessons.get());
        m_lessons = std::move(lessons);
    }
    m_current = wanted;
    if (m_engine)
        m_engine->retranslate();
    emit currentChanged();
}
