// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QQmlListProperty>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QQmlEngine;

/*
 * The lesson data types. A course is a QML file of lessons, a lesson a QML file of steps, every
 * text a qsTr() (lupdate reads them like any other QML) and every position a PDN FEN, every move
 * in the variant's notation. They hold data only: the LessonController plays a step on the
 * board, the engine decides what is legal, and tests/lessons/tst_lessons checks every step.
 *
 *   Lesson {
 *       lessonId: "russian-crowning"
 *       variant: "russian"
 *       title: qsTr("Crowning in the middle of a capture")
 *       LessonStep { kind: LessonStep.Read; fen: "W:Wc3:Bd4"; text: qsTr("...") }
 *       LessonStep { kind: LessonStep.Move; fen: "..."; expected: ["c3:e5"]; text: qsTr("...") }
 *   }
 */
class LessonStep : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(Kind kind MEMBER m_kind NOTIFY changed)
    // What the learner reads (the instruction, or the explanation of a diagram).
    Q_PROPERTY(QString text MEMBER m_text NOTIFY changed)
    // The position (PDN FEN) the step starts from; empty: the variant's start position.
    Q_PROPERTY(QString fen MEMBER m_fen NOTIFY changed)
    // Moves played from `fen` before the step begins, already on the board: the draw counts and
    // repetitions follow them, as the referee counts them.
    Q_PROPERTY(QStringList setup MEMBER m_setup NOTIFY changed)
    // Squares drawn highlighted ("c3", or "22" on a numbered board).
    Q_PROPERTY(QStringList highlights MEMBER m_highlights NOTIFY changed)
    // Arrows, each a path of squares in notation ("c3-e5", "d2:f4:h6").
    Q_PROPERTY(QStringList arrows MEMBER m_arrows NOTIFY changed)
    // Move, ChoosePath: the moves that solve the step (any one of them).
    Q_PROPERTY(QStringList expected MEMBER m_expected NOTIFY changed)
    // Move, ChoosePath: what follows expected[0] when the solution is a line: the opponent's
    // reply, the learner's next move, and so on (the learner's moves must be played too).
    Q_PROPERTY(QStringList line MEMBER m_line NOTIFY changed)
    // The answer to a legal move that is not the solution.
    Q_PROPERTY(QString wrongText MEMBER m_wrongText NOTIFY changed)
    // Shown once the step is solved.
    Q_PROPERTY(QString successText MEMBER m_successText NOTIFY changed)
    // Watch: the moves played, one at a time, forward and back; notes[i] explains script[i].
    Q_PROPERTY(QStringList script MEMBER m_script NOTIFY changed)
    Q_PROPERTY(QStringList notes MEMBER m_notes NOTIFY changed)
    // FindCaptures: the squares of every piece that may capture (the engine checks the list).
    Q_PROPERTY(QStringList answers MEMBER m_answers NOTIFY changed)
    // PlayOut: what the learner must reach against the computer, within moveLimit own moves
    // (0: no limit but the referee's counts).
    Q_PROPERTY(Goal goal MEMBER m_goal NOTIFY changed)
    Q_PROPERTY(int moveLimit MEMBER m_moveLimit NOTIFY changed)
    // The computer's level in a PlayOut step (10: full strength).
    Q_PROPERTY(int level MEMBER m_level NOTIFY changed)
    // Show the play page's draw-count panel beside the board, with the referee's real counts.
    Q_PROPERTY(bool showCounts MEMBER m_showCounts NOTIFY changed)
    // The draw counts the step is about, by rule id ("russian-5-main-road"): each one must be
    // running in the step's position (after `setup`), as the referee counts it.
    Q_PROPERTY(QStringList counts MEMBER m_counts NOTIFY changed)

public:
    enum Kind {
        Read, // text and a diagram
        Move, // play one of the expected moves
        FindCaptures, // click every piece that may capture
        ChoosePath, // several captures: play the right one
        Watch, // a sequence played on the board, a note per move
        PlayOut, // play against the computer toward a goal
        StartGame, // the end of a course: start a game with these rules
    };
    Q_ENUM(Kind)

    enum Goal {
        NoGoal,
        Win, // the computer's side has no piece or no move
        Crown, // one of the learner's men is crowned
        CaptureAll, // every piece of the computer's side is taken
        HoldDraw, // the game ends drawn (by a count or repetition), or the limit is reached
    };
    Q_ENUM(Goal)

    explicit LessonStep(QObject *parent = nullptr);

    Kind kind() const { return m_kind; }
    QString text() const { return m_text; }
    QString fen() const { return m_fen; }
    QStringList setup() const { return m_setup; }
    QStringList highlights() const { return m_highlights; }
    QStringList arrows() const { return m_arrows; }
    QStringList expected() const { return m_expected; }
    QStringList line() const { return m_line; }
    QString wrongText() const { return m_wrongText; }
    QString successText() const { return m_successText; }
    QStringList script() const { return m_script; }
    QStringList notes() const { return m_notes; }
    QStringList answers() const { return m_answers; }
    Goal goal() const { return m_goal; }
    int moveLimit() const { return m_moveLimit; }
    int level() const { return m_level; }
    bool showCounts() const { return m_showCounts; }
    QStringList counts() const { return m_counts; }

    static QString kindName(Kind kind);
    static QString goalName(Goal goal);

signals:
    void changed();

private:
    Kind m_kind = Read;
    QString m_text;
    QString m_fen;
    QStringList m_setup;
    QStringList m_highlights;
    QStringList m_arrows;
    QStringList m_expected;
    QStringList m_line;
    QString m_wrongText;
    QString m_successText;
    QStringList m_script;
    QStringList m_notes;
    QStringList m_answers;
    Goal m_goal = NoGoal;
    int m_moveLimit = 0;
    int m_level = 10;
    bool m_showCounts = false;
    QStringList m_counts;
};

// One lesson: a title, a line that says what it teaches, and its steps in order.
class Lesson : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString lessonId MEMBER m_id NOTIFY changed)
    Q_PROPERTY(QString variant MEMBER m_variant NOTIFY changed)
    Q_PROPERTY(QString title MEMBER m_title NOTIFY changed)
    Q_PROPERTY(QString summary MEMBER m_summary NOTIFY changed)
    // The section of the rules pages that this lesson teaches (its id in app/qml/rules), or the
    // id of a whole article.
    Q_PROPERTY(QString rulesSection MEMBER m_rulesSection NOTIFY changed)
    Q_PROPERTY(QQmlListProperty<LessonStep> steps READ stepList CONSTANT)
    Q_CLASSINFO("DefaultProperty", "steps")

public:
    explicit Lesson(QObject *parent = nullptr);

    QString lessonId() const { return m_id; }
    QString variant() const { return m_variant; }
    QString title() const { return m_title; }
    QString summary() const { return m_summary; }
    QString rulesSection() const { return m_rulesSection; }
    const QList<LessonStep *> &steps() const { return m_steps; }
    QQmlListProperty<LessonStep> stepList();

signals:
    void changed();

private:
    QString m_id;
    QString m_variant;
    QString m_title;
    QString m_summary;
    QString m_rulesSection;
    QList<LessonStep *> m_steps;
};

// A variant's course: its lessons in the order a learner takes them.
class Course : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString variant MEMBER m_variant NOTIFY changed)
    Q_PROPERTY(QQmlListProperty<Lesson> lessons READ lessonList CONSTANT)
    Q_CLASSINFO("DefaultProperty", "lessons")

public:
    explicit Course(QObject *parent = nullptr);

    QString variant() const { return m_variant; }
    const QList<Lesson *> &lessons() const { return m_lessons; }
    QQmlListProperty<Lesson> lessonList();

    // Where a variant's course file is compiled into the program ("russian":
    // .../RussianCourse.qml).
    static QString urlOf(const QString &variant);
    // Creates a variant's course in `engine`. Null when the program has no course for it (not an
    // error: its lessons are still to be written) or when the file cannot be loaded, and then
    // `error`, if given, says why.
    static std::unique_ptr<Course> load(
        QQmlEngine *engine, const QString &variant, QString *error = nullptr);

signals:
    void changed();

private:
    QString m_variant;
    QList<Lesson *> m_lessons;
};
