// SPDX-License-Identifier: GPL-3.0-or-later
// Every lesson of every course, checked step by step by the engine (lessoncheck.h); the checks
// themselves, on steps that are right and on steps broken on purpose; the JSON dump.
#include "lesson.h"
#include "lessoncheck.h"
#include "lessondump.h"

#include "egtb.h"
#include "egtbgenerator.h"
#include "egtbindex.h"
#include "fen.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>

#include <memory>
#include <vector>

Q_IMPORT_QML_PLUGIN(DamasPlugin)
Q_IMPORT_QML_PLUGIN(Damas_LessonsPlugin)

namespace {

const QStringList kVariants {QStringLiteral("american"), QStringLiteral("brazilian"),
    QStringLiteral("international"), QStringLiteral("russian")};

// Three white men, three black ones; c3 and e3 can capture, g3 cannot. The legal moves are
// c3:g7 (c3:e5:g7: a capture must go on while it can) and e3:a7 (e3:c5:a7).
//
//     a b c d e f g h
//   7 .   .   .   .
//   6   b   .   b   .
//   5 .   .   .   .
//   4   .   b   .   .
//   3 .   w   w   w
const QByteArray kThreeCaptures = "fen: \"W:Wc3,e3,g3:Bd4,f6,b6\"";

QString joined(const QStringList &problems)
{
    return QLatin1Char('\n') + problems.join(QLatin1Char('\n'));
}

} // namespace

class TestLessons : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void lesson_data();
    void lesson();
    void courseOutline_data();
    void courseOutline();
    void russianCourseSize();
    void rightStep_data();
    void rightStep();
    void brokenStep_data();
    void brokenStep();
    void brokenCourse();
    void lessonToJsonStartFen();
    void dump();

private:
    template<typename T>
    std::unique_ptr<T> create(const QByteArray &qml);
    // A Russian lesson of one step with these fields (and a text, unless they give one).
    std::unique_ptr<Lesson> lessonOfStep(const QByteArray &fields);
    const Course *course(const QString &variant) const;

    QTemporaryDir m_tableDir;
    std::unique_ptr<damas::EndgameTables> m_tables;
    QQmlEngine m_engine;
    std::vector<std::unique_ptr<Course>> m_courses;
};

template<typename T>
std::unique_ptr<T> TestLessons::create(const QByteArray &qml)
{
    QQmlComponent component(&m_engine);
    component.setData("import Damas.Lessons\n" + qml, QUrl(QStringLiteral("qrc:/test/Test.qml")));
    std::unique_ptr<QObject> object(component.create());
    if (!object)
        qWarning().noquote() << component.errorString();
    if (!qobject_cast<T *>(object.get()))
        return nullptr;
    return std::unique_ptr<T>(static_cast<T *>(object.release()));
}

std::unique_ptr<Lesson> TestLessons::lessonOfStep(const QByteArray &fields)
{
    const QByteArray text = fields.contains("text:") ? QByteArray() : "text: \"Do it.\"; ";
    return create<Lesson>("Lesson { lessonId: \"test\"; variant: \"russian\"; title: \"Test\"\n"
                          "    LessonStep { "
        + text + fields + " }\n}\n");
}

const Course *TestLessons::course(const QString &variant) const
{
    for (const auto &c : m_courses) {
        if (c->variant() == variant)
            return c.get();
    }
    return nullptr;
}

void TestLessons::initTestCase()
{
    // The endgame tables the technique lessons stand on, made here (about 10 s in all): every
    // ending of up to 3 pieces, and three kings against one, in each variant.
    QVERIFY(m_tableDir.isValid());
    for (damas::Variant variant : {damas::Variant::American, damas::Variant::Brazilian,
             damas::Variant::International, damas::Variant::Russian}) {
        for (int part = 0; part < 2; ++part) {
            damas::EndgameGeneration job;
            job.variant = variant;
            job.pieces = 3;
            job.dir = m_tableDir.path().toStdString();
            if (part == 1)
                job.only = damas::parseMaterial("kkk-k");
            const auto made = damas::generateEndgameTables(job);
            QVERIFY2(made, made ? "" : made.error().message.c_str());
        }
    }
    m_tables = std::make_unique<damas::EndgameTables>(m_tableDir.path().toStdString());
    setLessonCheckTables(m_tables.get());
    m_engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    for (const QString &variant : kVariants) {
        QString error;
        std::unique_ptr<Course> loaded = Course::load(&m_engine, variant, &error);
        QVERIFY2(loaded || error.isEmpty(), qPrintable(error));
        if (loaded)
            m_courses.push_back(std::move(loaded));
    }
    QVERIFY(course(QStringLiteral("russian")));
}

void TestLessons::lesson_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<int>("index");
    for (const auto &c : m_courses) {
        for (qsizetype i = 0; i < c->lessons().size(); ++i) {
            const QString id = c->lessons().at(i)->lessonId();
            QTest::newRow(qPrintable(
                id.isEmpty() ? QStringLiteral("%1-%2").arg(c->variant()).arg(i + 1) : id))
                << c->variant() << int(i);
        }
    }
}

void TestLessons::lesson()
{
    QFETCH(QString, variant);
    QFETCH(int, index);
    const QStringList problems = checkLesson(course(variant)->lessons().at(index));
    QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
}

void TestLessons::courseOutline_data()
{
    QTest::addColumn<QString>("variant");
    for (const auto &c : m_courses)
        QTest::newRow(qPrintable(c->variant())) << c->variant();
}

void TestLessons::courseOutline()
{
    QFETCH(QString, variant);
    const QStringList problems = checkCourseOutline(course(variant));
    QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
}

// The Russian course is a real course: at least 8 lessons, each of at least 5 steps.
void TestLessons::russianCourseSize()
{
    const Course *russian = course(QStringLiteral("russian"));
    QVERIFY(russian->lessons().size() >= 8);
    QStringList short_;
    for (const Lesson *l : russian->lessons()) {
        if (l->steps().size() < 5)
            short_ << QStringLiteral("%1 (%2 steps)").arg(l->lessonId()).arg(l->steps().size());
    }
    QVERIFY2(short_.isEmpty(),
        qPrintable(QStringLiteral("fewer than 5 steps: ") + short_.join(QStringLiteral(", "))));
}

// Steps of every kind that are right: the checks must accept them.
void TestLessons::rightStep_data()
{
    QTest::addColumn<QByteArray>("fields");
    const QByteArray texts = "; wrongText: \"No.\"; successText: \"Yes.\"";
    const QByteArray move = "kind: LessonStep.Move; ";
    const QByteArray choosePath = "kind: LessonStep.ChoosePath; ";
    const QByteArray playOut = "kind: LessonStep.PlayOut; ";

    QTest::newRow("read, start position")
        << QByteArray("highlights: [\"a1\", \"h8\"]; arrows: [\"c3-d4\", \"d2:f4:h6\", \"e3xg5\"]");
    QTest::newRow("read, game over") << QByteArray("fen: \"W:W:Bd4\"");
    QTest::newRow("move") << move + "fen: \"W:Wc3:Bd4\"; expected: [\"c3:e5\"]" + texts;
    QTest::newRow("move after setup")
        << move + "setup: [\"c3-d4\", \"f6-g5\"]; expected: [\"g3-f4\", \"g3-h4\"]" + texts;
    QTest::newRow("move with a line")
        << move + "expected: [\"c3-d4\"]; line: [\"f6-g5\", \"g3-f4\"]" + texts;
    QTest::newRow("find captures")
        << "kind: LessonStep.FindCaptures; " + kThreeCaptures + "; answers: [\"e3\", \"c3\"]";
    QTest::newRow("choose path") << choosePath + kThreeCaptures + "; expected: [\"c3:g7\"]" + texts;
    QTest::newRow("choose path, full path")
        << choosePath + kThreeCaptures + "; expected: [\"c3:e5:g7\"]" + texts;
    QTest::newRow("watch") << QByteArray("kind: LessonStep.Watch; script: [\"c3-d4\", \"f6-g5\"]; "
                                         "notes: [\"One.\", \"Two.\"]");
    QTest::newRow("win") << playOut
            + "fen: \"W:Wc3:Bd4\"; goal: LessonStep.Win; moveLimit: 1; level: 3";
    // a1-b2 leaves the man on h4 no move.
    QTest::newRow("win by blocking")
        << playOut + "fen: \"W:Wg3,f2,a1:Bh4\"; goal: LessonStep.Win; moveLimit: 1";
    QTest::newRow("capture all") << playOut
            + "fen: \"W:Wc3:Bd4\"; goal: LessonStep.CaptureAll; moveLimit: 1";
    QTest::newRow("crown") << playOut + "fen: \"W:Wa5:Bh8\"; goal: LessonStep.Crown; moveLimit: 3";
    // c5-d6: the black man must step to c7 or e7, and the white man captures it onto row 8.
    QTest::newRow("crown by zugzwang")
        << playOut + "fen: \"W:Wc5:Bd8\"; goal: LessonStep.Crown; moveLimit: 2";
    // d6:h6 is crowned on f8 and takes g7 as a king.
    QTest::newRow("crown in the middle of a capture")
        << playOut + "fen: \"W:Wd6:Be7,g7,a5\"; goal: LessonStep.Crown; moveLimit: 1";
    QTest::newRow("hold draw, king against king")
        << playOut + "fen: \"W:WKc1:BKh8\"; goal: LessonStep.HoldDraw";
    // Russian 2022: three kings cannot beat a lone king on the main road (the 5-move count).
    QTest::newRow("hold draw on the main road")
        << playOut + "fen: \"W:WKa1:BKc7,Ke7,Kg3\"; goal: LessonStep.HoldDraw; moveLimit: 5";
    QTest::newRow("counts") << QByteArray("fen: \"W:WKa1:BKc7,Ke7,Kg3\"; showCounts: true; "
                                          "counts: [\"russian-5-main-road\", \"russian-balance\"]");
    QTest::newRow("start game") << QByteArray("kind: LessonStep.StartGame");
}

void TestLessons::rightStep()
{
    QFETCH(QByteArray, fields);
    const std::unique_ptr<Lesson> lesson = lessonOfStep(fields);
    QVERIFY(lesson);
    const QStringList problems = checkLesson(lesson.get());
    QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
}

// Steps broken on purpose: each gives a problem that says so.
void TestLessons::brokenStep_data()
{
    QTest::addColumn<QByteArray>("fields");
    QTest::addColumn<QString>("problem");
    const QByteArray texts = "; wrongText: \"No.\"; successText: \"Yes.\"";
    const QByteArray move = "kind: LessonStep.Move; ";
    const QByteArray playOut = "kind: LessonStep.PlayOut; ";

    QTest::newRow("illegal expected move")
        << move + "fen: \"W:Wc3:Bd4\"; expected: [\"c3-b4\"]" + texts
        << "test step 1: expected move c3-b4 is not legal here (a capture is obligatory; legal: "
           "c3:e5)";
    QTest::newRow("expected move in another notation")
        << move + "fen: \"W:Wc3:Bd4\"; expected: [\"c3xe5\"]" + texts
        << "expected move c3xe5 is written c3:e5 in russian notation";
    QTest::newRow("no expected move")
        << move + "fen: \"W:Wc3:Bd4\"" + texts << "no expected move (legal: c3:e5)";
    QTest::newRow("no wrong text") << move
            + "fen: \"W:Wc3:Bd4\"; expected: [\"c3:e5\"]; "
              "successText: \"Yes.\""
                                   << "no wrongText";
    QTest::newRow("no success text") << move
            + "fen: \"W:Wc3:Bd4\"; expected: [\"c3:e5\"]; "
              "wrongText: \"No.\""
                                     << "no successText";
    QTest::newRow("line with two expected moves")
        << move + "expected: [\"c3-d4\", \"c3-b4\"]; line: [\"f6-g5\", \"g3-f4\"]" + texts
        << "exactly one expected move, not 2";
    QTest::newRow("line ending with the opponent's move")
        << move + "expected: [\"c3-d4\"]; line: [\"f6-g5\"]" + texts
        << "the line ends with the opponent's move f6-g5";
    QTest::newRow("illegal line move")
        << move + "expected: [\"c3-d4\"]; line: [\"f6-g5\", \"c3-b4\"]" + texts
        << "line move 2 c3-b4 is not legal here";
    QTest::newRow("illegal setup move") << move + "setup: [\"c3-e5\"]; expected: [\"c3-d4\"]"
            + texts << "setup move 1 c3-e5 is not legal here";
    QTest::newRow("bad FEN") << QByteArray("fen: \"W:Wz9:Bd4\"")
                             << "FEN \"W:Wz9:Bd4\" is not a russian position";
    QTest::newRow("game already over") << move + "fen: \"W:W:Bd4\"; expected: [\"c3-d4\"]" + texts
                                       << "the game is already over when the step starts";
    QTest::newRow("no text") << QByteArray("text: \"\"") << "the step has no text";
    QTest::newRow("forgotten kind") << QByteArray("expected: [\"c3-d4\"]")
                                    << "expected is set, but a read step does not use it";

    const QByteArray findCaptures = "kind: LessonStep.FindCaptures; ";
    QTest::newRow("capture left out") << findCaptures + kThreeCaptures + "; answers: [\"c3\"]"
                                      << "answers leave out e3, which can capture (e3:a7)";
    QTest::newRow("answer without a capture")
        << findCaptures + kThreeCaptures + "; answers: [\"c3\", \"e3\", \"g3\"]"
        << "answer g3 has no capture (the pieces that can capture: c3, e3)";
    QTest::newRow("answer given twice")
        << findCaptures + kThreeCaptures + "; answers: [\"c3\", \"e3\", \"c3\"]"
        << "answer c3 is given twice";
    QTest::newRow("find captures with none") << findCaptures + "answers: [\"c3\"]"
                                             << "no piece can capture here";

    const QByteArray choosePath = "kind: LessonStep.ChoosePath; ";
    QTest::newRow("choose path of quiet moves")
        << choosePath + "expected: [\"c3-d4\"]" + texts << "the legal moves are not captures";
    QTest::newRow("choose path of one capture")
        << choosePath + "fen: \"W:Wc3:Bd4\"; expected: [\"c3:e5\"]" + texts
        << "at least two legal captures (legal: c3:e5)";
    QTest::newRow("choose path, all expected")
        << choosePath + kThreeCaptures + "; expected: [\"c3:g7\", \"e3:a7\"]" + texts
        << "every legal capture is expected";

    const QByteArray watch = "kind: LessonStep.Watch; ";
    QTest::newRow("a note missing") << watch + "script: [\"c3-d4\", \"f6-g5\"]; notes: [\"One.\"]"
                                    << "1 notes for 2 moves";
    QTest::newRow("illegal script move")
        << watch + "script: [\"c3-d4\", \"c3-b4\"]; notes: [\"One.\", \"Two.\"]"
        << "script move 2 c3-b4 is not legal here";
    QTest::newRow("empty script") << watch << "a watch step needs a script";

    QTest::newRow("no goal") << playOut + "fen: \"W:Wc3:Bd4\""
                             << "a play-out step needs a goal";
    QTest::newRow("win out of reach")
        << playOut + "fen: \"W:Wa1:Bh8\"; goal: LessonStep.Win; moveLimit: 2"
        << "win within 2 moves: the engine finds no forced win for White";
    QTest::newRow("win without a limit") << playOut + "fen: \"W:Wc3:Bd4\"; goal: LessonStep.Win"
                                         << "a win goal needs a moveLimit";
    QTest::newRow("capture all, but only a block wins")
        << playOut + "fen: \"W:Wg3,f2,a1:Bh4\"; goal: LessonStep.CaptureAll; moveLimit: 1"
        << "capture-all within 1 moves: the computer's side can keep a piece";
    QTest::newRow("crown out of reach")
        << playOut + "fen: \"W:Wc3:Ba7\"; goal: LessonStep.Crown; moveLimit: 2"
        << "crown within 2 moves: White cannot force a crowning";
    QTest::newRow("crown one move short")
        << playOut + "fen: \"W:Wc5:Bd8\"; goal: LessonStep.Crown; moveLimit: 1"
        << "crown within 1 moves: White cannot force a crowning";
    QTest::newRow("crown with no man")
        << playOut + "fen: \"W:WKc3:Ba7\"; goal: LessonStep.Crown; moveLimit: 2"
        << "crown: White has no man to crown";
    QTest::newRow("hold draw, lost")
        << playOut + "fen: \"W:Wa3:Bc5\"; goal: LessonStep.HoldDraw"
        << "hold-draw: the computer (Black) forces a win in 2 plies (searched to depth 20): "
           "a3-b4 c5:a3";
    // Rows named "tables: ..." run with the endgame tables (the others without: the search's
    // own proofs). Russian three kings against one: c3, e1, g1 against h6 wins in 17 plies
    // (damas-cli egtb probe), 9 moves, not 8.
    QTest::newRow("tables: win out of reach")
        << playOut + "fen: \"W:Wa1:Bh8\"; goal: LessonStep.Win; moveLimit: 2"
        << "win within 2 moves: the endgame tables say the position is a draw";
    QTest::newRow("tables: win takes longer")
        << playOut + "fen: \"W:WKc3,Ke1,Kg1:BKh6\"; goal: LessonStep.Win; moveLimit: 8"
        << "win within 8 moves: the endgame tables say the win takes 9 moves";
    QTest::newRow("tables: hold draw, lost")
        << playOut + "fen: \"W:Wa3:Bc5\"; goal: LessonStep.HoldDraw"
        << "hold-draw: the endgame tables say the computer (Black) wins in 2 plies";
    QTest::newRow("level out of range")
        << playOut + "fen: \"W:WKa1:BKh8\"; goal: LessonStep.HoldDraw; level: 11"
        << "level 11 is not between 1 and 10";

    QTest::newRow("count not running")
        << QByteArray("fen: \"W:Wc3:Bd4\"; counts: [\"russian-balance\"]")
        << "count russian-balance is not running when the step "
           "starts (running: none)";
    QTest::newRow("count of no rule") << QByteArray("counts: [\"russian-99\"]")
                                      << "counts names \"russian-99\", which is no draw rule of "
                                         "russian";
    QTest::newRow("highlight off the board") << QByteArray("highlights: [\"z9\"]")
                                             << "highlight \"z9\" is not a square of the russian "
                                                "board";
    QTest::newRow("highlight by number")
        << QByteArray("highlights: [\"22\"]") << "highlight \"22\" is written";
    QTest::newRow("arrow of one square")
        << QByteArray("arrows: [\"c3\"]") << "arrow \"c3\" needs at least two squares";
    QTest::newRow("arrow to a light square")
        << QByteArray("arrows: [\"c3-d5\"]") << "arrow \"c3-d5\": square \"d5\" is not a square";
}

void TestLessons::brokenStep()
{
    QFETCH(QByteArray, fields);
    QFETCH(QString, problem);
    const std::unique_ptr<Lesson> lesson = lessonOfStep(fields);
    QVERIFY(lesson);
    const bool withTables = QByteArray(QTest::currentDataTag()).startsWith("tables: ");
    setLessonCheckTables(withTables ? m_tables.get() : nullptr);
    const QStringList problems = checkLesson(lesson.get());
    setLessonCheckTables(m_tables.get());
    const bool found = std::any_of(
        problems.begin(), problems.end(), [&](const QString &p) { return p.contains(problem); });
    QVERIFY2(found,
        qPrintable(
            QStringLiteral("no problem contains \"%1\"; got:%2").arg(problem, joined(problems))));
}

void TestLessons::brokenCourse()
{
    const std::unique_ptr<Course> broken = create<Course>(R"(Course {
        variant: "russian"
        Lesson { lessonId: "a"; variant: "russian"; title: "A"; LessonStep { text: "Read." } }
        Lesson { lessonId: "a"; variant: "brazilian"; title: "B"; LessonStep { text: "Read." } }
        Lesson { lessonId: "c"; variant: "russian"; title: "C" }
    })");
    QVERIFY(broken);
    const QStringList outline = checkCourseOutline(broken.get());
    QCOMPARE(outline,
        QStringList({
            QStringLiteral("russian course: lesson 2 (a) is of variant \"brazilian\", not the "
                           "course's"),
            QStringLiteral("russian course: lessons 1 and 2 have the same lessonId a"),
        }));
    const QStringList all = checkCourse(broken.get());
    QVERIFY2(all.contains(QStringLiteral("c: the lesson has no steps")), qPrintable(joined(all)));

    const std::unique_ptr<Course> empty = create<Course>("Course { variant: \"checkers\" }");
    QVERIFY(empty);
    QCOMPARE(checkCourseOutline(empty.get()).size(), 2);
}

void TestLessons::lessonToJsonStartFen()
{
    const std::unique_ptr<Lesson> lesson
        = lessonOfStep("kind: LessonStep.Move; setup: [\"c3-d4\"]; expected: [\"f6-g5\"]");
    QVERIFY(lesson);
    const QJsonObject json = lessonToJson(lesson.get());
    QCOMPARE(json.value("id").toString(), QStringLiteral("test"));
    const QJsonObject step = json.value("steps").toArray().at(0).toObject();
    QCOMPARE(step.value("index").toInt(), 1);
    QCOMPARE(step.value("kind").toString(), QStringLiteral("move"));
    QCOMPARE(step.value("fen").toString(), QString());
    QCOMPARE(step.value("startFen").toString(),
        QStringLiteral("B:W18,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"));
    QCOMPARE(step.value("setup").toArray(), QJsonArray({QStringLiteral("c3-d4")}));
    QCOMPARE(step.value("goal").toString(), QStringLiteral("none"));
    QCOMPARE(step.value("level").toInt(), 10);
}

void TestLessons::dump()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("lessons.json"));
    QString error;
    QVERIFY2(dumpLessons(&m_engine, file, &error), qPrintable(error));

    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(in.readAll(), &parseError);
    QVERIFY2(!doc.isNull(), qPrintable(parseError.errorString()));
    QCOMPARE(doc.object().value("version").toInt(), 1);

    const QStringList kinds {QStringLiteral("read"), QStringLiteral("move"),
        QStringLiteral("find-captures"), QStringLiteral("choose-path"), QStringLiteral("watch"),
        QStringLiteral("play-out"), QStringLiteral("start-game")};
    QJsonObject russian;
    for (const QJsonValue &c : doc.object().value("courses").toArray()) {
        if (c.toObject().value("variant") == QStringLiteral("russian"))
            russian = c.toObject();
    }
    QVERIFY(!russian.isEmpty());
    const QJsonArray lessons = russian.value("lessons").toArray();
    QCOMPARE(lessons.size(), course(QStringLiteral("russian"))->lessons().size());
    QCOMPARE(lessons.at(0).toObject().value("id").toString(), QStringLiteral("russian-board"));
    for (const QJsonValue &l : lessons) {
        const QJsonArray steps = l.toObject().value("steps").toArray();
        for (int i = 0; i < steps.size(); ++i) {
            const QJsonObject step = steps.at(i).toObject();
            QCOMPARE(step.value("index").toInt(), i + 1);
            QVERIFY2(kinds.contains(step.value("kind").toString()),
                qPrintable(step.value("kind").toString()));
            QVERIFY(!step.value("text").toString().isEmpty());
        }
    }
    // The sample lesson: its third step starts from the start position, as a canonical FEN.
    const QJsonObject third = lessons.at(0).toObject().value("steps").toArray().at(2).toObject();
    QCOMPARE(third.value("kind").toString(), QStringLiteral("move"));
    QCOMPARE(third.value("expected").toArray(), QJsonArray({QStringLiteral("c3-d4")}));
    QCOMPARE(third.value("startFen").toString(),
        QString::fromStdString(damas::toFen(damas::Position::start(damas::Variant::Russian))));
}

QTEST_MAIN(TestLessons)

#include "tst_lessons.moc"
