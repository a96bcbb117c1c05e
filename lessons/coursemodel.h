// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "lesson.h"

#include <QAbstractListModel>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

/*
 * A variant's course as the Learn page lists it: one row per lesson, with its title, what it
 * teaches, its number of steps and how many the learner has done (LessonProgress). The course
 * file is loaded into the page's QML engine only when the page asks for that variant, so the
 * lessons cost nothing at start-up, and their texts follow a change of language like any
 * other qsTr().
 */
class CourseModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY variantChanged)
    // False when the program has no course for the variant yet.
    Q_PROPERTY(bool available READ available NOTIFY variantChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY variantChanged)
    Q_PROPERTY(int doneCount READ doneCount NOTIFY progressChanged)
    // The lesson to go on with: the last one opened if it is not finished, else the first
    // unfinished one (-1 when all are done).
    Q_PROPERTY(int resumeRow READ resumeRow NOTIFY progressChanged)

public:
    enum Role {
        LessonIdRole = Qt::UserRole + 1,
        TitleRole,
        SummaryRole,
        StepCountRole,
        DoneCountRole,
        SolvedCountRole,
        LessonRole,
    };
    Q_ENUM(Role)

    explicit CourseModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString variant() const { return m_variant; }
    void setVariant(const QString &variant);
    bool available() const { return m_course != nullptr; }
    int stepCount() const;
    int doneCount() const;
    int resumeRow() const;
    Course *course() const { return m_course; }

    Q_INVOKABLE Lesson *lessonAt(int row) const;
    Q_INVOKABLE int rowOf(const QString &lessonId) const;

signals:
    void variantChanged();
    void progressChanged();

private:
    void reload();

    QString m_variant;
    QPointer<Course> m_course;
};
