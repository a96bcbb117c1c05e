// SPDX-License-Identifier: GPL-3.0-or-later
#include "lesson.h"

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
    static const char *const names[] = {
        "read", "move", "find-captures", "choose-path", "watch", "play-out", "start-game"};
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
