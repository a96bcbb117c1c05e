// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardinput.h"
#include "boardmodel.h"
#include "drawcountermodel.h"
#include "lesson.h"
#include "moveinput.h"
#include "opponent.h"

#include <QPointer>
#include <QQmlParserStatus>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

namespace damas {
class Game;
}

/*
 * The lesson player: plays one lesson's steps on the shared board, the way the play page's
 * GameController plays a game (the same BoardModel, MoveInput and DrawCounterModel; the
 * referee of the engine decides every move and count). For each step it sets up the position
 * (the FEN, then the setup moves, so the counts are the referee's), draws the step's marks, and
 * answers the learner: an illegal move with the play page's reason, a legal move that is not
 * the answer with the step's explanation (and, when the engine's reply takes material, that reply
 * shown and taken back), the right one by playing on. "Show me" plays the answer. Steps solved
 * or seen go to LessonProgress.
 */
class LessonController : public BoardInput, public QQmlParserStatus
{
    Q_OBJECT
    QML_ELEMENT
    Q_INTERFACES(QQmlParserStatus)

    Q_PROPERTY(Lesson *lesson READ lesson WRITE setLesson NOTIFY lessonChanged)
    Q_PROPERTY(int stepIndex READ stepIndex WRITE setStepIndex NOTIFY stepChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY lessonChanged)
    Q_PROPERTY(LessonStep *step READ step NOTIFY stepChanged)
    Q_PROPERTY(BoardModel *board READ board CONSTANT)
    Q_PROPERTY(DrawCounterModel *counters READ counters CONSTANT)
    Q_PROPERTY(Opponent *opponent READ opponent WRITE setOpponent NOTIFY opponentChanged)
    // Milliseconds before the opponent's scripted reply, and the computer's time per move in a
    // play-out step.
    Q_PROPERTY(int replyDelay MEMBER m_replyDelay NOTIFY settingsChanged)
    Q_PROPERTY(int moveTime MEMBER m_moveTime NOTIFY settingsChanged)
    // Whether the progress of this lesson is recorded (off for screenshots).
    Q_PROPERTY(bool recordProgress MEMBER m_record NOTIFY settingsChanged)

    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    // The line under the step's text: what the player's last action meant.
    Q_PROPERTY(QString feedback READ feedback NOTIFY feedbackChanged)
    Q_PROPERTY(bool feedbackIsProblem READ feedbackIsProblem NOTIFY feedbackChanged)
    Q_PROPERTY(bool thinking READ thinking NOTIFY stateChanged)
    Q_PROPERTY(bool canShowMe READ canShowMe NOTIFY stateChanged)
    Q_PROPERTY(bool canRetry READ canRetry NOTIFY stateChanged)
    // This step's progress (LessonProgress::StepState) and whether the learner may go on.
    Q_PROPERTY(int stepProgress READ stepProgress NOTIFY stateChanged)

    // Watch steps: how far the script has been played, and the note of the last move played.
    Q_PROPERTY(int watchIndex READ watchIndex NOTIFY positionChanged)
    Q_PROPERTY(int watchCount READ watchCount NOTIFY stepChanged)
    Q_PROPERTY(QString note READ note NOTIFY positionChanged)
    // FindCaptures steps: pieces found so far and how many there are.
    Q_PROPERTY(int foundCount READ foundCount NOTIFY positionChanged)
    Q_PROPERTY(int captureCount READ captureCount NOTIFY stepChanged)
    // PlayOut steps: the learner's own moves left within the step's limit (-1: no limit).
    Q_PROPERTY(int movesLeft READ movesLeft NOTIFY positionChanged)
    Q_PROPERTY(QString lastMoveText READ lastMoveText NOTIFY positionChanged)

    Q_PROPERTY(QString variant READ variant NOTIFY lessonChanged)
    Q_PROPERTY(int sideToMove READ sideToMove NOTIFY positionChanged)
    Q_PROPERTY(int learnerSide READ learnerSide NOTIFY stepChanged)
    // The position on the board and how it came about, to practise it on the play page.
    Q_PROPERTY(QString startFen READ startFen NOTIFY stepChanged)
    Q_PROPERTY(QStringList playedMoves READ playedMoves NOTIFY positionChanged)
    // The position on the board, as a FEN.
    Q_PROPERTY(QString fen READ fen NOTIFY positionChanged)

public:
    enum State {
        Idle, // no step
        Reading, // a read, watch or start-game step
        Waiting, // the learner's turn
        Replying, // the opponent's scripted reply or a refutation is on its way
        Thinking, // the computer thinks (play-out) or looks for a refutation
        Showing, // "Show me" plays the answer
        Solved,
        Failed, // a play-out that missed its goal: retry
    };
    Q_ENUM(State)

    explicit LessonController(QObject *parent = nullptr);
    ~LessonController() override;

    // In QML the step begins once `lesson` and `stepIndex` are both set: opening a lesson at
    // its fifth step does not pass through (and mark as read) its first.
    void classBegin() override { m_complete = false; }
    void componentComplete() override;

    Lesson *lesson() const { return m_lesson; }
    void setLesson(Lesson *lesson);
    int stepIndex() const { return m_stepIndex; }
    void setStepIndex(int index);
    int stepCount() const;
    LessonStep *step() const;
    BoardModel *board() const { return m_board; }
    DrawCounterModel *counters() const { return m_counters; }
    Opponent *opponent() const { return m_opponent; }
    void setOpponent(Opponent *opponent);

    State state() const { return m_state; }
    QString feedback() const;
    bool feedbackIsProblem() const;
    bool thinking() const { return m_state == Thinking; }
    bool canShowMe() const;
    bool canRetry() const;
    int stepProgress() const;
    int watchIndex() const { return m_watchIndex; }
    int watchCount() const;
    QString note() const;
    int foundCount() const { return int(m_found.size()); }
    int captureCount() const { return int(m_capturers.size()); }
    int movesLeft() const;
    QString lastMoveText() const;
    QString variant() const;
    int sideToMove() const;
    int learnerSide() const { return int(m_learner); }
    QString startFen() const;
    QStringList playedMoves() const;
    QString fen() const;

    int movableSide() const override;
    int pickedSquare() const override { return m_input.picked(); }
    void clickSquare(int square) override;
    bool dragPiece(int from, int to) override;

    Q_INVOKABLE void next();
    Q_INVOKABLE void back();
    // Plays the answer (or, in a play-out, the engine's move for the learner): the step counts
    // as seen, not solved.
    Q_INVOKABLE void showMe();
    // The step again from its start.
    Q_INVOKABLE void retry();
    Q_INVOKABLE void watchForward();
    Q_INVOKABLE void watchBack();
    // FindCaptures: the learner says they have found them all; the missed ones are shown.
    Q_INVOKABLE void finishFinding();
    // A move in notation, as typed (or for tests).
    Q_INVOKABLE QString enterMove(const QString &text);

    const damas::Game *game() const { return m_game.get(); }

signals:
    void lessonChanged();
    void stepChanged();
    void opponentChanged();
    void settingsChanged();
    void stateChanged();
    void feedbackChanged();
    void positionChanged();
    // The last step was left by "Next": the lesson is over.
    void lessonFinished();

private:
    struct Feedback
    {
        enum Kind {
            None,
            Problem, // a MoveProblem code
            Wrong, // the step's wrongText
            WrongRefuted, // the step's wrongText; the reply shown takes material
            Success, // the step's successText
            Shown, // "Show me" played the answer
            Found, // a capturing piece found
            NotCapturer, // that piece has no capture
            Missed, // finishFinding with pieces missed
            AllFound,
            GoalReached,
            GoalMissed, // code: why
            PathChoice, // several captures end on the square clicked
            Text, // a refusal worded here (a typed move, a position that cannot be read)
        } kind
            = None;
        int code = 0;
        QString text;
    };

    void startStep();
    void setState(State state);
    void setFeedback(Feedback feedback);
    void refreshMarks();
    void refreshBoard();
    void showPosition();
    void playOnBoard(const damas::Move &move, bool animate);
    void learnerPlayed(const damas::Move &move, bool animate);
    void solve(bool solved);
    std::vector<damas::Move> solution() const; // expected[0] + line, as moves, from the step start
    std::optional<damas::Move> readMove(const QString &text) const;
    void playNextScripted();
    void checkPlayOut(const damas::Move &move, bool byLearner);
    void askComputer();
    void takeBackWrong();
    Opponent *ensureOpponent();
    GameSnapshot snapshot() const;
    std::vector<int> squaresOf(const QStringList &names) const;

    void onMoveChosen(const damas::Move &move);
    void onHintChosen(const damas::Move &move);

    QPointer<Lesson> m_lesson;
    int m_stepIndex = -1;
    bool m_complete = true; // false between classBegin and componentComplete (from QML)
    BoardModel *m_board;
    DrawCounterModel *m_counters;
    QPointer<Opponent> m_opponent;
    int m_replyDelay = 600;
    int m_moveTime = 1000;
    bool m_record = true;

    std::unique_ptr<damas::Game> m_game;
    int m_stepStartPly = 0; // plies of the game that are the step's setup
    damas::Color m_learner = damas::Color::White;
    MoveInput m_input;
    State m_state = Idle;
    Feedback m_feedback;
    std::vector<int> m_lastPath;
    int m_watchIndex = 0;
    std::vector<int> m_capturers; // FindCaptures: every piece that may capture
    std::vector<int> m_found;
    std::vector<int> m_missed;
    int m_wrongPly = -1; // the ply a wrong move was played at, to take it back
    bool m_crowned = false; // PlayOut: a learner's man was crowned
    bool m_helped = false; // PlayOut: "Show me" played one of the learner's moves
    QTimer m_timer;
    std::vector<damas::Move> m_queue; // moves "Show me" or a scripted reply still has to play
    bool m_hintForShowMe = false;
};
