// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonprogress.h"

#include "autosave.h"
#include "displaypath.h"
#include "language.h"
#include "setaside.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlEngine>
#include <QSaveFile>

#include <algorithm>

namespace {

constexpr int kVersion = 1;

QJsonArray toArray(const QSet<int> &set)
{
    QList<int> sorted(set.begin(), set.end());
    std::sort(sorted.begin(), sorted.end());
    QJsonArray out;
    for (int i : sorted)
        out.append(i);
    return out;
}

} // namespace

LessonProgress::LessonProgress(QObject *parent)
    : QObject(parent)
{
    connect(Language::instance(), &Language::currentChanged, this, [this] {
        if (!m_problemFile.isEmpty())
            emit problemChanged();
    });
}

LessonProgress *LessonProgress::instance()
{
    static LessonProgress *progress = new LessonProgress(QCoreApplication::instance());
    return progress;
}

LessonProgress *LessonProgress::create(QQmlEngine *, QJSEngine *)
{
    LessonProgress *p = instance();
    QQmlEngine::setObjectOwnership(p, QQmlEngine::CppOwnership);
    return p;
}

void LessonProgress::setFolder(const QString &folder)
{
    m_folder = folder;
    m_lessons.clear();
    m_lastLesson.clear();
    m_problemFile.clear();
    load();
    emit progressChanged();
    emit problemChanged();
}

QString LessonProgress::fileName() const
{
    return m_folder.isEmpty() ? QString()
                              : QDir(m_folder).filePath(QStringLiteral("progress.json"));
}

QString LessonProgress::problem() const
{
    if (m_problemFile.isEmpty())
        return {};
    const QString where = displayPath(m_problemFile);
    return m_keptAs.isEmpty()
        ? tr("Your lesson progress in %1 could not be read (%2). The lessons start afresh.")
              .arg(where, m_problemWhy)
        : tr("Your lesson progress in %1 could not be read (%2). It was kept as %3 and the "
             "lessons start afresh.")
              .arg(where, m_problemWhy, displayPath(m_keptAs));
}

void LessonProgress::load()
{
    const QString file = fileName();
    if (file.isEmpty() || !QFile::exists(file))
        return;
    QFile in(file);
    QString why;
    QJsonParseError parseError {};
    QJsonDocument doc;
    if (!in.open(QIODevice::ReadOnly)) {
        why = in.errorString();
    } else {
        const QByteArray bytes = in.readAll();
        doc = QJsonDocument::fromJson(bytes, &parseError);
        in.close();
        if (parseError.error != QJsonParseError::NoError)
            // Worded as for the saved game: line and column, and what is wrong there.
            why = AutosaveProblem::syntax(bytes, parseError).describe();
        else if (!doc.isObject()
            || doc.object().value(QStringLiteral("version")).toInt() != kVersion)
            why = tr("not a progress file of this program");
    }
    if (why.isEmpty()) {
        const QJsonObject root = doc.object();
        const QJsonObject lessons = root.value(QStringLiteral("lessons")).toObject();
        for (auto it = lessons.begin(); it != lessons.end(); ++it) {
            const QJsonObject o = it.value().toObject();
            Record r;
            for (const QJsonValue v : o.value(QStringLiteral("solved")).toArray())
                if (v.isDouble() && v.toInt() >= 0)
                    r.solved.insert(v.toInt());
            for (const QJsonValue v : o.value(QStringLiteral("seen")).toArray())
                if (v.isDouble() && v.toInt() >= 0)
                    r.seen.insert(v.toInt());
            r.resume = std::max(0, o.value(QStringLiteral("resume")).toInt());
            m_lessons.insert(it.key(), r);
        }
        const QJsonObject last = root.value(QStringLiteral("lastLesson")).toObject();
        for (auto it = last.begin(); it != last.end(); ++it)
            m_lastLesson.insert(it.key(), it.value().toString());
        return;
    }
    // Keep the damaged file for the learner to look at; start afresh.
    m_problemFile = file;
    m_problemWhy = why;
    m_keptAs = moveAside(file, QStringLiteral("unreadable"));
}

void LessonProgress::save() const
{
    const QString file = fileName();
    if (file.isEmpty())
        return;
    QJsonObject lessons;
    for (auto it = m_lessons.begin(); it != m_lessons.end(); ++it) {
        QJsonObject o;
        o.insert(QStringLiteral("solved"), toArray(it->solved));
        o.insert(QStringLiteral("seen"), toArray(it->seen));
        o.insert(QStringLiteral("resume"), it->resume);
        lessons.insert(it.key(), o);
    }
    QJsonObject last;
    for (auto it = m_lastLesson.begin(); it != m_lastLesson.end(); ++it)
        last.insert(it.key(), it.value());
    QJsonObject root;
    root.insert(QStringLiteral("version"), kVersion);
    root.insert(QStringLiteral("lessons"), lessons);
    root.insert(QStringLiteral("lastLesson"), last);
    QDir().mkpath(m_folder);
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return;
    out.write(QJsonDocument(root).toJson(QJsonDocument::Indented));
    out.commit();
}

int LessonProgress::stepState(const QString &lessonId, int step) const
{
    const auto it = m_lessons.constFind(lessonId);
    if (it == m_lessons.constEnd())
        return NotDone;
    if (it->solved.contains(step))
        return Solved;
    return it->seen.contains(step) ? Seen : NotDone;
}

void LessonProgress::markStep(const QString &lessonId, int step, bool solved)
{
    Record &r = m_lessons[lessonId];
    const int before = stepState(lessonId, step);
    if (solved) {
        r.solved.insert(step);
        r.seen.remove(step);
    } else if (!r.solved.contains(step)) {
        r.seen.insert(step);
    }
    if (stepState(lessonId, step) != before) {
        save();
        emit progressChanged();
    }
}

int LessonProgress::doneCount(const QString &lessonId) const
{
    const auto it = m_lessons.constFind(lessonId);
    return it == m_lessons.constEnd() ? 0 : int(it->solved.size() + it->seen.size());
}

int LessonProgress::solvedCount(const QString &lessonId) const
{
    const auto it = m_lessons.constFind(lessonId);
    return it == m_lessons.constEnd() ? 0 : int(it->solved.size());
}

int LessonProgress::resumeStep(const QString &lessonId) const
{
    const auto it = m_lessons.constFind(lessonId);
    return it == m_lessons.constEnd() ? 0 : it->resume;
}

void LessonProgress::setResumeStep(const QString &lessonId, int step)
{
    Record &r = m_lessons[lessonId];
    if (r.resume == step)
        return;
    r.resume = step;
    save();
    emit progressChanged();
}

QString LessonProgress::lastLesson(const QString &variant) const
{
    return m_lastLesson.value(variant);
}

void LessonProgress::setLastLesson(const QString &variant, const QString &lessonId)
{
    if (m_lastLesson.value(variant) == lessonId)
        return;
    m_lastLesson.insert(variant, lessonId);
    save();
    emit progressChanged();
}

void LessonProgress::resetLesson(const QString &lessonId)
{
    if (m_lessons.remove(lessonId) > 0) {
        save();
        emit progressChanged();
    }
}
