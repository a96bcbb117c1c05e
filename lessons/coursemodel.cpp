// SPDX-License-Identifier: GPL-3.0-or-later
#include "coursemodel.h"

#include "lessonprogress.h"

#include <QQmlEngine>

CourseModel::CourseModel(QObject *parent)
    : QAbstractListModel(parent)
{
    connect(LessonProgress::instance(), &LessonProgress::progressChanged, this, [this] {
        if (rowCount() > 0)
            emit dataChanged(index(0), index(rowCount() - 1), {DoneCountRole, SolvedCountRole});
        emit progressChanged();
    });
}

void CourseModel::setVariant(const QString &variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    reload();
    emit variantChanged();
    emit progressChanged();
}

void CourseModel::reload()
{
    beginResetModel();
    delete m_course;
    QString error;
    m_course = Course::load(qmlEngine(this), m_variant, &error).release();
    if (!error.isEmpty())
        qWarning("CourseModel: the %s course cannot be loaded: %s", qPrintable(m_variant),
            qPrintable(error));
    if (m_course) {
        m_course->setParent(this);
        for (int row = 0; row < m_course->lessons().size(); ++row) {
            connect(m_course->lessons().at(row), &Lesson::changed, this, [this, row] {
                emit dataChanged(index(row), index(row), {TitleRole, SummaryRole});
            });
        }
    }
    endResetModel();
}

int CourseModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_course ? 0 : int(m_course->lessons().size());
}

QHash<int, QByteArray> CourseModel::roleNames() const
{
    return {{LessonIdRole, "lessonId"}, {TitleRole, "title"}, {SummaryRole, "summary"},
        {StepCountRole, "stepCount"}, {DoneCountRole, "doneCount"},
        {SolvedCountRole, "solvedCount"}, {LessonRole, "lesson"}};
}

QVariant CourseModel::data(const QModelIndex &index, int role) const
{
    const Lesson *lesson = lessonAt(index.row());
    if (!lesson || index.parent().isValid())
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return lesson->title();
    case LessonIdRole:
        return lesson->lessonId();
    case SummaryRole:
        return lesson->summary();
    case StepCountRole:
        return int(lesson->steps().size());
    case DoneCountRole:
        return LessonProgress::instance()->doneCount(lesson->lessonId());
    case SolvedCountRole:
        return LessonProgress::instance()->solvedCount(lesson->lessonId());
    case LessonRole:
        return QVariant::fromValue(const_cast<Lesson *>(lesson));
    }
    return {};
}

Lesson *CourseModel::lessonAt(int row) const
{
    if (!m_course || row < 0 || row >= m_course->lessons().size())
        return nullptr;
    return m_course->lessons().at(row);
}

int CourseModel::rowOf(const QString &lessonId) const
{
    for (int row = 0; row < rowCount(); ++row)
        if (lessonAt(row)->lessonId() == lessonId)
            return row;
    return -1;
}

int CourseModel::stepCount() const
{
    int n = 0;
    for (int row = 0; row < rowCount(); ++row)
        n += int(lessonAt(row)->steps().size());
    return n;
}

int CourseModel::doneCount() const
{
    int n = 0;
    for (int row = 0; row < rowCount(); ++row)
        n += std::min(int(lessonAt(row)->steps().size()),
            LessonProgress::instance()->doneCount(lessonAt(row)->lessonId()));
    return n;
}

int CourseModel::resumeRow() const
{
    auto finished = [this](int row) {
        return LessonProgress::instance()->doneCount(lessonAt(row)->lessonId())
            >= lessonAt(row)->steps().size();
    };
    const int last = rowOf(LessonProgress::instance()->lastLesson(m_variant));
    if (last >= 0 && !finished(last))
        return last;
    for (int row = 0; row < rowCount(); ++row)
        if (!finished(row))
            return row;
    return -1;
}
