// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QSet>
#include <QString>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/*
 * What the learner has done, kept between runs: for each lesson (by id) the steps solved, the
 * steps only seen (shown by "Show me", or given up), and the step to come back to; and for each
 * variant the lesson last opened. It is written after every change to progress.json in the
 * app's data folder. A file that cannot be read is set aside under another name (never
 * deleted), `problem` says so, and the learner starts afresh. One per process, a QML singleton.
 */
class LessonProgress : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Why the saved progress could not be read, in the current language (empty when it could).
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)

public:
    enum StepState { NotDone, Seen, Solved };
    Q_ENUM(StepState)

    static LessonProgress *instance();
    static LessonProgress *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    // Where the progress is kept; an empty folder keeps it in memory only (screenshots, tests).
    void setFolder(const QString &folder);
    QString fileName() const;

    Q_INVOKABLE int stepState(const QString &lessonId, int step) const;
    // Solved wins over seen: a step once solved stays solved.
    Q_INVOKABLE void markStep(const QString &lessonId, int step, bool solved);
    // Steps solved or seen.
    Q_INVOKABLE int doneCount(const QString &lessonId) const;
    Q_INVOKABLE int solvedCount(const QString &lessonId) const;
    Q_INVOKABLE int resumeStep(const QString &lessonId) const;
    Q_INVOKABLE void setResumeStep(const QString &lessonId, int step);
    Q_INVOKABLE QString lastLesson(const QString &variant) const;
    Q_INVOKABLE void setLastLesson(const QString &variant, const QString &lessonId);
    // Forgets everything of a lesson (to take it again from the start).
    Q_INVOKABLE void resetLesson(const QString &lessonId);

    QString problem() const;

signals:
    void progressChanged();
    void problemChanged();

private:
    explicit LessonProgress(QObject *parent = nullptr);
    struct Record
    {
        QSet<int> solved;
        QSet<int> seen;
        int resume = 0;
    };
    void load();
    void save() const;

    QString m_folder;
    QHash<QString, Record> m_lessons;
    QHash<QString, QString> m_lastLesson; // variant -> lesson id
    QString m_problemFile; // the file set aside, when the saved one could not be read
    QString m_problemWhy;
    QString m_keptAs;
};
