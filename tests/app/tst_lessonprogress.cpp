// SPDX-License-Identifier: GPL-3.0-or-later
// The learner's lesson progress between runs (lessons/lessonprogress.h): what was solved or seen
// comes back after a restart, solved wins over seen, a damaged file is set aside under another
// name (never deleted) with `problem` naming it, and the file is replaced atomically. A restart
// is setFolder() on the same folder again: it forgets everything and reads the file back.
#include "lessonprogress.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QJsonObject readJson(const QString &path)
{
    return QJsonDocument::fromJson(readAll(path)).object();
}

// The files of a folder but progress.json: the ones set aside.
QStringList setAside(const QString &folder)
{
    QStringList out = QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    out.removeAll(QStringLiteral("progress.json"));
    return out;
}

} // namespace

class TestLessonProgress : public QObject
{
    Q_OBJECT

private:
    LessonProgress *progress() const { return LessonProgress::instance(); }
    QString fileIn(const QTemporaryDir &dir) const
    {
        return QDir(dir.path()).filePath(QStringLiteral("progress.json"));
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void cleanup()
    {
        // Back to memory only: no test leaves the next one a folder.
        progress()->setFolder({});
    }

    void keptAfterRestart()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        progress()->setFolder(dir.path());
        QCOMPARE(progress()->fileName(), fileIn(dir));
        QVERIFY(progress()->problem().isEmpty());
        QCOMPARE(progress()->stepState(QStringLiteral("russian-board"), 2),
            int(LessonProgress::NotDone));

        progress()->markStep(QStringLiteral("russian-board"), 0, true);
        progress()->markStep(QStringLiteral("russian-board"), 2, true);
        progress()->markStep(QStringLiteral("russian-board"), 5, false);
        progress()->markStep(QStringLiteral("russian-men"), 1, false);
        progress()->setResumeStep(QStringLiteral("russian-board"), 6);
        progress()->setLastLesson(QStringLiteral("russian"), QStringLiteral("russian-board"));
        QVERIFY(QFile::exists(fileIn(dir)));

        // Another folder: nothing of the first one.
        QTemporaryDir other;
        progress()->setFolder(other.path());
        QCOMPARE(progress()->stepState(QStringLiteral("russian-board"), 2),
            int(LessonProgress::NotDone));
        QCOMPARE(progress()->doneCount(QStringLiteral("russian-board")), 0);
        QCOMPARE(progress()->resumeStep(QStringLiteral("russian-board")), 0);
        QVERIFY(progress()->lastLesson(QStringLiteral("russian")).isEmpty());

        // The restart: everything read back from the file.
        QSignalSpy changed(progress(), &LessonProgress::progressChanged);
        progress()->setFolder(dir.path());
        QVERIFY(changed.count() >= 1);
        QVERIFY(progress()->problem().isEmpty());
        QCOMPARE(
            progress()->stepState(QStringLiteral("russian-board"), 0), int(LessonProgress::Solved));
        QCOMPARE(progress()->stepState(QStringLiteral("russian-board"), 1),
            int(LessonProgress::NotDone));
        QCOMPARE(
            progress()->stepState(QStringLiteral("russian-board"), 2), int(LessonProgress::Solved));
        QCOMPARE(
            progress()->stepState(QStringLiteral("russian-board"), 5), int(LessonProgress::Seen));
        QCOMPARE(
            progress()->stepState(QStringLiteral("russian-men"), 1), int(LessonProgress::Seen));
        QCOMPARE(progress()->doneCount(QStringLiteral("russian-board")), 3);
        QCOMPARE(progress()->solvedCount(QStringLiteral("russian-board")), 2);
        QCOMPARE(progress()->resumeStep(QStringLiteral("russian-board")), 6);
        QCOMPARE(
            progress()->lastLesson(QStringLiteral("russian")), QStringLiteral("russian-board"));
        QVERIFY(setAside(dir.path()).isEmpty());

        // Taking a lesson again from the start is kept too.
        progress()->resetLesson(QStringLiteral("russian-board"));
        progress()->setFolder(dir.path());
        QCOMPARE(progress()->doneCount(QStringLiteral("russian-board")), 0);
        QCOMPARE(
            progress()->stepState(QStringLiteral("russian-men"), 1), int(LessonProgress::Seen));
    }

    void solvedWinsOverSeen()
    {
        QTemporaryDir dir;
        progress()->setFolder(dir.path());
        const QString id = QStringLiteral("russian-captures");
        progress()->markStep(id, 3, false);
        QCOMPARE(progress()->stepState(id, 3), int(LessonProgress::Seen));
        progress()->markStep(id, 3, true); // seen, then solved: solved
        QCOMPARE(progress()->stepState(id, 3), int(LessonProgress::Solved));
        progress()->markStep(id, 3, false); // "Show me" after solving it: still solved
        QCOMPARE(progress()->stepState(id, 3), int(LessonProgress::Solved));
        QCOMPARE(progress()->doneCount(id), 1);
        QCOMPARE(progress()->solvedCount(id), 1);

        const QJsonObject lesson = readJson(fileIn(dir))
                                       .value(QStringLiteral("lessons"))
                                       .toObject()
                                       .value(id)
                                       .toObject();
        QCOMPARE(lesson.value(QStringLiteral("solved")).toArray(), QJsonArray {3});
        QCOMPARE(lesson.value(QStringLiteral("seen")).toArray(), QJsonArray {});

        progress()->setFolder(dir.path());
        QCOMPARE(progress()->stepState(id, 3), int(LessonProgress::Solved));
        progress()->markStep(id, 3, false);
        progress()->setFolder(dir.path());
        QCOMPARE(progress()->stepState(id, 3), int(LessonProgress::Solved));
    }

    void damagedFileSetAside_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("why");
        // Where a text editor shows it: line and column.
        QTest::newRow("garbage") << QByteArray("\x00\x01\xff\xfe not a progress file",
            24) << QStringLiteral("(line 1, column 1: a value cannot be read here)");
        QTest::newRow("cut short")
            << QByteArray(R"({"version": 1, "lessons": {"russian-board": {"solved": [0, 1)")
            << QStringLiteral("(line 1, column 60: the file ends in the middle of a number)");
        QTest::newRow("a word on line 3")
            << QByteArray("{\n  \"version\": 1,\n  \"lessons\": oops\n}\n")
            << QStringLiteral("(line 3, column 14: a value cannot be read here)");
        QTest::newRow("empty") << QByteArray("\n") << QStringLiteral("(the file is empty)");
        QTest::newRow("a JSON array")
            << QByteArray(R"([1, 2, 3])") << QStringLiteral("not a progress file of this program");
        QTest::newRow("another version")
            << QByteArray(R"({"version": 2, "lessons": {"russian-board": {"solved": [0, 1, 2]}}})")
            << QStringLiteral("not a progress file of this program");
        QTest::newRow("no version")
            << QByteArray(R"({"lessons": {"russian-board": {"solved": [0, 1, 2]}}})")
            << QStringLiteral("not a progress file of this program");
    }

    void damagedFileSetAside()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, why);
        QTemporaryDir dir;
        const QString file = fileIn(dir);
        QVERIFY(writeAll(file, bytes));

        QSignalSpy problemChanged(progress(), &LessonProgress::problemChanged);
        progress()->setFolder(dir.path());
        QVERIFY(problemChanged.count() >= 1);

        // Set aside, not deleted: the same bytes under another name, beside it.
        QVERIFY(!QFile::exists(file));
        const QStringList kept = setAside(dir.path());
        QCOMPARE(kept.size(), 1);
        QVERIFY2(
            kept.front().startsWith(QStringLiteral("progress.json.")), qPrintable(kept.front()));
        const QString keptPath = QDir(dir.path()).filePath(kept.front());
        QCOMPARE(readAll(keptPath), bytes);

        // The problem names the file, why, and where it was kept.
        const QString problem = progress()->problem();
        QVERIFY2(problem.contains(QDir::toNativeSeparators(file)), qPrintable(problem));
        QVERIFY2(problem.contains(why), qPrintable(problem));
        QVERIFY2(problem.contains(QDir::toNativeSeparators(keptPath)), qPrintable(problem));
        QVERIFY2(problem.contains(QStringLiteral("start afresh")), qPrintable(problem));

        // Afresh: nothing of the damaged file.
        QCOMPARE(progress()->stepState(QStringLiteral("russian-board"), 0),
            int(LessonProgress::NotDone));
        QCOMPARE(progress()->doneCount(QStringLiteral("russian-board")), 0);

        // The next step done writes a new file; the one set aside stays as it was.
        progress()->markStep(QStringLiteral("russian-board"), 4, true);
        QVERIFY(QFile::exists(file));
        QCOMPARE(readJson(file).value(QStringLiteral("version")).toInt(), 1);
        QCOMPARE(readAll(keptPath), bytes);
        QCOMPARE(setAside(dir.path()), kept);

        // The next start reads the new file without a problem.
        progress()->setFolder(dir.path());
        QVERIFY(progress()->problem().isEmpty());
        QCOMPARE(
            progress()->stepState(QStringLiteral("russian-board"), 4), int(LessonProgress::Solved));
        QCOMPARE(setAside(dir.path()), kept);
    }

    // Two damaged files in a row (within the same second): both are kept.
    void twoDamagedFilesKept()
    {
        QTemporaryDir dir;
        const QString file = fileIn(dir);
        const QByteArray first("first damaged file {");
        const QByteArray second("second damaged file [");
        QVERIFY(writeAll(file, first));
        progress()->setFolder(dir.path());
        QVERIFY(!progress()->problem().isEmpty());
        QVERIFY(writeAll(file, second));
        progress()->setFolder(dir.path());
        const QString problem = progress()->problem();
        QVERIFY(!problem.isEmpty());
        QVERIFY(!QFile::exists(file));
        const QStringList kept = setAside(dir.path());
        QCOMPARE(kept.size(), 2);
        QList<QByteArray> contents;
        for (const QString &name : kept)
            contents.append(readAll(QDir(dir.path()).filePath(name)));
        QVERIFY(contents.contains(first));
        QVERIFY(contents.contains(second));
        // The problem names the one just set aside.
        for (const QString &name : kept) {
            if (readAll(QDir(dir.path()).filePath(name)) == second)
                QVERIFY2(
                    problem.contains(QDir::toNativeSeparators(QDir(dir.path()).filePath(name))),
                    qPrintable(problem));
        }
        // The next save writes a new file beside them, over neither.
        progress()->markStep(QStringLiteral("russian-board"), 0, true);
        QCOMPARE(setAside(dir.path()), kept);
        for (const QString &name : kept)
            QVERIFY(contents.contains(readAll(QDir(dir.path()).filePath(name))));
    }

    // The file is replaced in one step (QSaveFile: a new file renamed over the old one), never
    // rewritten in place: whoever holds the old file still sees it whole, and no temporary file
    // is left behind.
    void writtenAtomically()
    {
        QTemporaryDir dir;
        const QString folder = QDir(dir.path()).filePath(QStringLiteral("not/yet/there"));
        progress()->setFolder(folder);
        progress()->markStep(QStringLiteral("russian-men"), 0, true);
        const QString file = progress()->fileName();
        QVERIFY(QFile::exists(file)); // the folder is made
        const QByteArray before = readAll(file);
        QVERIFY(!before.isEmpty());

#if defined(Q_OS_UNIX)
        const QString link = QDir(dir.path()).filePath(QStringLiteral("old-progress.json"));
        QCOMPARE(
            ::link(QFile::encodeName(file).constData(), QFile::encodeName(link).constData()), 0);
#endif
        for (int step = 1; step < 20; ++step)
            progress()->markStep(QStringLiteral("russian-men"), step, step % 2 == 0);
        const QByteArray after = readAll(file);
        QVERIFY(after != before);
        QCOMPARE(readJson(file)
                     .value(QStringLiteral("lessons"))
                     .toObject()
                     .value(QStringLiteral("russian-men"))
                     .toObject()
                     .value(QStringLiteral("solved"))
                     .toArray()
                     .size(),
            10);
#if defined(Q_OS_UNIX)
        // The old file (a second name of it) is untouched: the new one was put in its place.
        QCOMPARE(readAll(link), before);
#endif
        QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden),
            QStringList {QStringLiteral("progress.json")});
    }

    // Without a folder the progress is kept in memory only.
    void memoryOnly()
    {
        progress()->setFolder({});
        QVERIFY(progress()->fileName().isEmpty());
        progress()->markStep(QStringLiteral("russian-kings"), 1, true);
        QCOMPARE(
            progress()->stepState(QStringLiteral("russian-kings"), 1), int(LessonProgress::Solved));
        QVERIFY(progress()->problem().isEmpty());
        progress()->setFolder({});
        QCOMPARE(progress()->stepState(QStringLiteral("russian-kings"), 1),
            int(LessonProgress::NotDone));
    }
};

QTEST_MAIN(TestLessonProgress)
#include "tst_lessonprogress.moc"
