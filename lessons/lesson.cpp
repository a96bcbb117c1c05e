// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"

#include <QFile>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlFile>

namespace {

template<typename T>
QQmlListProperty<T> listOf(QObject *owner, QList<T *> *list)
{
    return QQmlListProperty<T>(owner, list);
}

} // namespace

LessonStep::LessonStep(QObject *parent)
    : QObject(parent)
{ }

QString LessonStep::kindName(Kind kind)
{
    static const char *const names[]
        = {"read", "move", "find-captures", "choose-path", "watch", "play-out", "start-game"};
    return QString::fromLatin1(names[int(kind)]);
}

QString LessonStep::goalName(Goal goal)
{
    static const char *const names[] = {"none", "win", "crown", "capture-all", "hold-draw"};
    return QString::fromLatin1(names[int(goal)]);
}

Lesson::Lesson(QObject *parent)
    : QObject(parent)
{ }

QQmlListProperty<LessonStep> Lesson::stepList()
{
    return listOf(this, &m_steps);
}

Course::Course(QObject *parent)
    : QObject(parent)
{ }

QQmlListProperty<Lesson> Course::lessonList()
{
    return listOf(this, &m_lessons);
}

QString Course::urlOf(const QString &variant)
{
    if (variant.isEmpty())
        return {};
    const QString type = variant.at(0).toUpper() + variant.mid(1) + QStringLiteral("Course");
    return QStringLiteral("qrc:/qt/qml/Damas/Lessons/%1/%2.qml").arg(variant, type);
}

std::unique_ptr<Course> Course::load(QQmlEngine *engine, const QString &variant, QString *error)
{
    const QUrl url(urlOf(variant));
    if (!engine || url.isEmpty() || !QFile::exists(QQmlFile::urlToLocalFileOrQrc(url)))
        return nullptr;
    QQmlComponent component(engine, url);
    std::unique_ptr<QObject> object(component.create());
    if (!qobject_cast<Course *>(object.get())) {
        if (error)
            *error = component.isError() ? component.errorString().trimmed()
                                         : QStringLiteral("%1 is not a Course").arg(url.toString());
        return nullptr;
    }
    QQmlEngine::setObjectOwnership(object.get(), QQmlEngine::CppOwnership);
    return std::unique_ptr<Course>(static_cast<Course *>(object.release()));
}
