// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoncontroller.h"

#include "engineopponent.h"
#include "enginetexts.h"
#include "language.h"
#include "lessonprogress.h"
#include "typedmove.h"

#include "error.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"

#include <QRegularExpression>

#include <algorithm>

using namespace damas;

namespace {

bool contains(const std::vector<int> &v, int x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// How long a refuting reply stays on the board before both moves are taken back.
constexpr int kRefutationShowMs = 1600;
constexpr int kWrongShowMs = 900;

} // namespace

LessonController::LessonController(QObject *parent)
    : BoardInput(parent)
    , m_board(new BoardModel(this))
    , m_counters(new DrawCounterModel(this))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &LessonController::playNextScripted);
    connect(
        Language::instance(), &Language::currentChanged, this, &LessonController::feedbackChanged);
    connect(LessonProgress::instance(), &LessonProgress::progressChanged, this,
        &LessonController::stateChanged);
}

LessonController::~LessonController()
{
    if (m_opponent)
        m_opponent->stop();
}

// ---------------------------------------------------------------------------------------------
// The lesson and its steps

void LessonController::componentComplete()
{
    m_complete = true;
    if (m_lesson && !m_lesson->steps().isEmpty())
        setStepIndex(std::clamp(m_stepIndex, 0, stepCount() - 1));
}

void LessonController::setLesson(Lesson *lesson)
{
    if (lesson == m_lesson)
        return;
    m_lesson = lesson;
    emit lessonChanged();
    if (!m_complete)
        return;
    m_stepIndex = -1;
    if (m_lesson && !m_lesson->steps().isEmpty())
        setStepIndex(0);
}

int LessonController::stepCount() const
{
    return m_lesson ? int(m_lesson->steps().size()) : 0;
}

LessonStep *LessonController::step() const
{
    if (!m_lesson || m_stepIndex < 0 || m_stepIndex >= m_lesson->steps().size())
        return nullptr;
    return m_lesson->steps().at(m_stepIndex);
}

void LessonController::setStepIndex(int index)
{
    if (!m_complete) {
        m_stepIndex = index;
        return;
    }
    if (!m_lesson || index < 0 || index >= stepCount())
        return;
    m_stepIndex = index;
    startStep();
}

QString LessonController::variant() const
{
    return m_lesson ? m_lesson->variant() : QString();
}

void LessonController::next()
{
    if (m_stepIndex + 1 < stepCount())
        setStepIndex(m_stepIndex + 1);
    else if (m_lesson)
        emit lessonFinished();
}

void LessonController::back()
{
    if (m_stepIndex > 0)
        setStepIndex(m_stepIndex - 1);
}

void LessonController::retry()
{
    if (step())
        startStep();
}

std::optional<Move> LessonController::readMove(const QString &text) const
{
    if (!m_game)
        return std::nullopt;
    auto move = parseMove(m_game->position(), text.trimmed().toStdString());
    if (!move)
        return std::nullopt;
    return *move;
}

void LessonController::startStep()
{
    m_timer.stop();
    m_queue.clear();
    if (m_opponent)
        m_opponent->stop();
    m_hintForShowMe = false;
    m_wrongPly = -1;
    m_watchIndex = 0;
    m_found.clear();
    m_missed.clear();
    m_capturers.clear();
    m_lastPath.clear();
    m_crowned = false;
    m_helped = false;
    m_feedback = {};

    LessonStep *s = step();
    const auto v = variantFromName(variant().toStdString());
    m_game.reset();
    if (!s || !v) {
        setState(Idle);
        emit stepChanged();
        return;
    }
    if (s->fen().trimmed().isEmpty()) {
        m_game = std::make_unique<Game>(*v);
    } else {
        auto game = Game::fromFen(*v, s->fen().toStdString());
        if (!game) {
            // tst_lessons keeps this from happening; say what is wrong rather than show nothing.
            m_feedback = {Feedback::Text, 0,
                tr("This step's position cannot be read: %1")
                    .arg(EngineTexts::errorDetail(game.error()))};
            setState(Idle);
            emit stepChanged();
            emit feedbackChanged();
            return;
        }
        m_game = std::make_unique<Game>(std::move(*game));
    }
    for (const QString &text : s->setup()) {
        const auto move = readMove(text);
        if (!move || !m_game->play(*move))
            break;
    }
    m_stepStartPly = m_game->ply();
    m_learner = m_game->position().side;
    if (s->kind() == LessonStep::FindCaptures) {
        for (const Move &m : legalMoves(m_game->position()))
            if (m.isCapture() && !contains(m_capturers, fromSquare(m_game->position(), m)))
                m_capturers.push_back(fromSquare(m_game->position(), m));
    }

    switch (s->kind()) {
    case LessonStep::Read:
    case LessonStep::StartGame:
        setState(Reading);
        solve(true);
        break;
    case LessonStep::Watch:
        setState(Reading);
        if (s->script().isEmpty())
            solve(true);
        break;
    default:
        setState(Waiting);
        break;
    }
    refreshBoard();
    if (m_record && m_lesson)
        LessonProgress::instance()->setResumeStep(m_lesson->lessonId(), m_stepIndex);
    emit stepChanged();
    emit feedbackChanged();
}

void LessonController::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged();
    emit inputChanged();
}

void LessonController::setFeedback(Feedback feedback)
{
    m_feedback = std::move(feedback);
    emit feedbackChanged();
}

void LessonController::solve(bool solved)
{
    if (m_record && m_lesson)
        LessonProgress::instance()->markStep(m_lesson->lessonId(), m_stepIndex, solved);
    emit stateChanged();
}

int LessonController::stepProgress() const
{
    if (!m_lesson || m_stepIndex < 0)
        return LessonProgress::NotDone;
    return LessonProgress::instance()->stepState(m_lesson->lessonId(), m_stepIndex);
}

// ---------------------------------------------------------------------------------------------
// What the learner sees

std::vector<int> LessonController::squaresOf(const QStringList &names) const
{
    std::vector<int> out;
    if (!m_game)
        return out;
    for (const QString &name : names) {
        const int sq = parseSquare(m_game->variant(), name.trimmed().toStdString());
        if (sq > 0)
            out.push_back(sq);
    }
    return out;
}

void LessonController::refreshMarks()
{
    BoardModel::Marks marks;
    LessonStep *s = step();
    if (!m_game || !s) {
        m_board->setMarks(marks);
        return;
    }
    if (m_state == Waiting) {
        marks.picked = m_input.picked();
        marks.targets = m_input.targets();
        marks.waypoints = m_input.clicked();
    }
    marks.lastMove = m_lastPath;
    // The diagram's marks belong to the step's position; once moves are played they would
    // point at squares that have changed.
    if (m_game->ply() == m_stepStartPly) {
        marks.highlights = squaresOf(s->highlights());
        static const QRegularExpression separators(QStringLiteral("[-:x]"));
        for (const QString &arrow : s->arrows()) {
            const std::vector<int> path = squaresOf(arrow.split(separators, Qt::SkipEmptyParts));
            if (path.size() >= 2)
                marks.arrows.push_back(path);
        }
    }
    for (int sq : m_found)
        if (!contains(marks.highlights, sq))
            marks.highlights.push_back(sq);
    marks.hint = m_missed;
    m_board->setMarks(marks);
}

void LessonController::playOnBoard(const Move &move, bool animate)
{
    const Position before = m_game->position();
    const std::vector<int> path = m_input.chosenPath(move);
    if (!m_game->play(move))
        return;
    if (before.side == m_learner && move.promotes)
        m_crowned = true;
    m_lastPath = path;
    if (animate)
        m_board->setPosition(m_game->position(), path, capturedSquares(before, move));
    else
        m_board->setPosition(m_game->position());
    showPosition();
}

void LessonController::refreshBoard()
{
    m_lastPath.clear();
    if (m_game->ply() > 0)
        m_lastPath
            = capturePaths(m_game->positionAt(m_game->ply() - 1), m_game->moves().back()).front();
    m_board->setPosition(m_game->position());
    showPosition();
}

// After the board shows a new position: the input, the counts and the marks follow it.
void LessonController::showPosition()
{
    m_input.reset(m_game->position());
    m_counters->showGame(*m_game);
    refreshMarks();
    emit positionChanged();
    emit inputChanged();
}

QString LessonController::note() const
{
    LessonStep *s = step();
    if (!s || m_watchIndex == 0)
        return {};
    return s->notes().value(m_watchIndex - 1);
}

int LessonController::watchCount() const
{
    LessonStep *s = step();
    return s && s->kind() == LessonStep::Watch ? int(s->script().size()) : 0;
}

int LessonController::movesLeft() const
{
    LessonStep *s = step();
    if (!s || !m_game || s->kind() != LessonStep::PlayOut || s->moveLimit() <= 0)
        return -1;
    int own = 0;
    for (int i = m_stepStartPly; i < m_game->ply(); ++i)
        if (m_game->positionAt(i).side == m_learner)
            ++own;
    return std::max(0, s->moveLimit() - own);
}

QString LessonController::lastMoveText() const
{
    if (!m_game || m_game->ply() == 0)
        return {};
    return toQString(moveToString(m_game->positionAt(m_game->ply() - 1), m_game->moves().back()));
}

int LessonController::sideToMove() const
{
    return m_game ? int(m_game->position().side) : 0;
}

QString LessonController::startFen() const
{
    return m_game ? toQString(toFen(m_game->startPosition())) : QString();
}

QString LessonController::fen() const
{
    return m_game ? toQString(toFen(m_game->position())) : QString();
}

QStringList LessonController::playedMoves() const
{
    QStringList out;
    if (!m_game)
        return out;
    for (int i = 0; i < m_game->ply(); ++i)
        out.append(toQString(moveToString(m_game->positionAt(i), m_game->moves()[i])));
    return out;
}

QString LessonController::feedback() const
{
    LessonStep *s = step();
    const auto orDefault = [](const QString &text, const QString &fallback) {
        return text.trimmed().isEmpty() ? fallback : text;
    };
    switch (m_feedback.kind) {
    case Feedback::None:
        return {};
    case Feedback::Problem:
        return EngineTexts::moveProblem(MoveProblem(m_feedback.code));
    case Feedback::Wrong:
        return orDefault(s ? s->wrongText() : QString(),
            tr("That move is legal, but it is not the one this step asks for. Try again."));
    case Feedback::WrongRefuted:
        return tr("%1 See the reply %2: it takes material. Try again.")
            .arg(orDefault(s ? s->wrongText() : QString(),
                     tr("That move is legal, but it is not the one this step asks for.")),
                m_feedback.text);
    case Feedback::Success:
        return orDefault(s ? s->successText() : QString(), tr("Well done!"));
    case Feedback::Shown:
        return tr("That is the answer. Try it yourself with \"Try again\", or go on.");
    case Feedback::Found:
        return tr("Yes, the piece on %1 can capture: %2 of %3 found.")
            .arg(m_feedback.text)
            .arg(m_found.size())
            .arg(m_capturers.size());
    case Feedback::NotCapturer:
        return tr("The piece on %1 has no capture here.").arg(m_feedback.text);
    case Feedback::Missed:
        return tr("%n piece(s) that can capture were missed: they are marked in blue.", "",
            m_feedback.code);
    case Feedback::AllFound:
        return m_capturers.size() == 1
            ? tr("Right: only the piece on %1 can capture.").arg(m_feedback.text)
            : tr("Right: you found all %1 pieces that can capture.").arg(m_capturers.size());
    case Feedback::GoalReached:
        switch (s ? s->goal() : LessonStep::NoGoal) {
        case LessonStep::Crown:
            return tr("Your man is crowned: goal reached.");
        case LessonStep::CaptureAll:
            return tr("Every piece is taken: goal reached.");
        case LessonStep::HoldDraw:
            return m_game && m_game->isOver()
                ? tr("You held the draw: %1.")
                      .arg(EngineTexts::drawSentence(toQString(reasonName(m_game->reason()))))
                : tr("You held out for all your moves: goal reached.");
        default:
            return tr("You won: goal reached.");
        }
    case Feedback::GoalMissed:
        if (m_feedback.code == 1)
            return tr("The computer won. Try again.");
        if (m_feedback.code == 2)
            return tr("The game ended in a draw: %1. Try again.")
                .arg(EngineTexts::drawSentence(m_feedback.text));
        return tr("Your moves for this step are used up. Try again.");
    case Feedback::PathChoice:
        return tr("Several captures end there: click a square where yours turns.");
    case Feedback::Text:
        return m_feedback.text;
    }
    return {};
}

bool LessonController::feedbackIsProblem() const
{
    switch (m_feedback.kind) {
    case Feedback::Problem:
    case Feedback::Wrong:
    case Feedback::WrongRefuted:
    case Feedback::NotCapturer:
    case Feedback::Missed:
    case Feedback::GoalMissed:
    case Feedback::Text:
        return true;
    default:
        return false;
    }
}

bool LessonController::canShowMe() const
{
    LessonStep *s = step();
    if (!s || m_state != Waiting)
        return false;
    switch (s->kind()) {
    case LessonStep::Move:
    case LessonStep::ChoosePath:
    case LessonStep::FindCaptures:
    case LessonStep::PlayOut:
        return true;
    default:
        return false;
    }
}

bool LessonController::canRetry() const
{
    LessonStep *s = step();
    if (!s || s->kind() == LessonStep::Read || s->kind() == LessonStep::StartGame
        || s->kind() == LessonStep::Watch)
        return false;
    return m_state == Solved || m_state == Failed
        || (m_game && m_game->ply() > m_stepStartPly && m_state == Waiting);
}

// ---------------------------------------------------------------------------------------------
// The learner's moves

int LessonController::movableSide() const
{
    LessonStep *s = step();
    if (!s || m_state != Waiting || !m_game || m_game->isOver())
        return -1;
    switch (s->kind()) {
    case LessonStep::Move:
    case LessonStep::ChoosePath:
    case LessonStep::PlayOut:
        return m_game->position().side == m_learner ? int(m_learner) : -1;
    default:
        return -1;
    }
}

void LessonController::clickSquare(int square)
{
    LessonStep *s = step();
    if (!s || !m_game || m_state != Waiting)
        return;
    if (s->kind() == LessonStep::FindCaptures) {
        const QString name = m_board->squareName(square);
        if (contains(m_found, square))
            return;
        if (contains(m_capturers, square)) {
            m_found.push_back(square);
            if (m_found.size() == m_capturers.size()) {
                setFeedback({Feedback::AllFound, 0, name});
                setState(Solved);
                solve(true);
            } else {
                setFeedback({Feedback::Found, 0, name});
            }
        } else if (m_game->position().pieceAt(square) != Piece::None) {
            setFeedback({Feedback::NotCapturer, 0, name});
        }
        refreshMarks();
        emit positionChanged();
        return;
    }
    if (movableSide() < 0)
        return;
    switch (m_input.click(square)) {
    case MoveInput::Outcome::Complete:
        learnerPlayed(m_input.move(), true);
        return;
    case MoveInput::Outcome::Rejected:
        setFeedback({Feedback::Problem, int(m_input.problem()), {}});
        break;
    default:
        if (m_input.choosingPath())
            setFeedback({Feedback::PathChoice, 0, {}});
        else if (m_feedback.kind == Feedback::Problem || m_feedback.kind == Feedback::PathChoice)
            setFeedback({});
        break;
    }
    refreshMarks();
    emit inputChanged();
}

bool LessonController::dragPiece(int from, int to)
{
    if (movableSide() < 0)
        return false;
    const MoveInput::Outcome outcome = m_input.drag(from, to);
    if (outcome == MoveInput::Outcome::Complete) {
        learnerPlayed(m_input.move(), false);
        return true;
    }
    if (outcome == MoveInput::Outcome::Rejected)
        setFeedback({Feedback::Problem, int(m_input.problem()), {}});
    else if (outcome == MoveInput::Outcome::Narrowed && !m_input.choosingPath())
        setFeedback({Feedback::Problem, int(MoveProblem::CaptureNotFinished), {}});
    refreshMarks();
    emit inputChanged();
    return false;
}

QString LessonController::enterMove(const QString &text)
{
    if (movableSide() < 0)
        return tr("This step takes no move now.");
    const auto move = readMove(text);
    if (!move) {
        // Said as the play page says it: which rule the move breaks, or how to write one.
        const QString why = TypedMove::problem(m_game->position(), text);
        setFeedback({Feedback::Text, 0, why});
        return why;
    }
    learnerPlayed(*move, true);
    return {};
}

std::vector<Move> LessonController::solution() const
{
    std::vector<Move> out;
    LessonStep *s = step();
    if (!s || !m_game || s->expected().isEmpty())
        return out;
    Position p = m_game->positionAt(m_stepStartPly);
    QStringList texts {s->expected().front()};
    texts += s->line();
    for (const QString &text : texts) {
        auto move = parseMove(p, text.trimmed().toStdString());
        if (!move)
            break;
        out.push_back(*move);
        p = p.after(*move);
    }
    return out;
}

void LessonController::learnerPlayed(const Move &move, bool animate)
{
    LessonStep *s = step();
    if (s->kind() == LessonStep::PlayOut) {
        playOnBoard(move, animate);
        checkPlayOut(move, true);
        if (m_state == Waiting)
            askComputer();
        return;
    }
    // Move and ChoosePath: the move must be the solution's at this point of the line.
    const int k = m_game->ply() - m_stepStartPly;
    const std::vector<Move> line = solution();
    bool right = false;
    if (k == 0) {
        for (const QString &text : s->expected()) {
            const auto m = readMove(text);
            right = right || (m && *m == move);
        }
    } else {
        right = k < int(line.size()) && line[k] == move;
    }
    if (right) {
        const bool firstAlternative = k == 0 && !(line.size() && line[0] == move);
        playOnBoard(move, animate);
        if (firstAlternative || k + 1 >= int(line.size())) {
            setFeedback({Feedback::Success, 0, {}});
            setState(Solved);
            solve(true);
            return;
        }
        // The opponent's reply comes after a moment; then the learner's next move.
        setFeedback({});
        m_queue.assign(line.begin() + k + 1, line.begin() + k + 2);
        setState(Replying);
        m_timer.start(m_replyDelay);
        return;
    }
    // A legal move that is not the answer: played, explained, and taken back; when the
    // engine's reply takes material, that reply is shown first.
    m_wrongPly = m_game->ply();
    playOnBoard(move, animate);
    setFeedback({Feedback::Wrong, 0, {}});
    if (m_game->isOver()) {
        setState(Replying);
        m_timer.start(kWrongShowMs);
        return;
    }
    if (Opponent *o = ensureOpponent()) {
        setState(Thinking);
        m_hintForShowMe = false;
        o->hint(snapshot(), 400);
    } else {
        setState(Replying);
        m_timer.start(kWrongShowMs);
    }
}

void LessonController::takeBackWrong()
{
    while (m_wrongPly >= 0 && m_game->ply() > m_wrongPly)
        m_game->undo();
    m_wrongPly = -1;
    refreshBoard();
    setState(Waiting);
}

// The timer: the next move of a scripted reply or of "Show me", or the end of a refutation.
void LessonController::playNextScripted()
{
    if (m_wrongPly >= 0) {
        takeBackWrong();
        return;
    }
    if (m_queue.empty())
        return;
    const Move move = m_queue.front();
    m_queue.erase(m_queue.begin());
    playOnBoard(move, true);
    if (!m_queue.empty()) {
        m_timer.start(m_replyDelay);
        return;
    }
    if (m_state == Showing) {
        setFeedback({Feedback::Shown, 0, {}});
        setState(Solved);
        solve(false);
        return;
    }
    setState(Waiting);
}

void LessonController::showMe()
{
    LessonStep *s = step();
    if (!canShowMe())
        return;
    switch (s->kind()) {
    case LessonStep::FindCaptures: {
        m_missed.clear();
        for (int sq : m_capturers)
            if (!contains(m_found, sq))
                m_missed.push_back(sq);
        setFeedback({Feedback::Shown, 0, {}});
        setState(Solved);
        solve(false);
        refreshMarks();
        emit positionChanged();
        return;
    }
    case LessonStep::PlayOut:
        if (Opponent *o = ensureOpponent()) {
            m_helped = true;
            m_hintForShowMe = true;
            setState(Thinking);
            o->hint(snapshot(), m_moveTime);
        }
        return;
    default: {
        const std::vector<Move> line = solution();
        const int k = m_game->ply() - m_stepStartPly;
        if (k >= int(line.size()))
            return;
        m_input.reset(m_game->position());
        m_queue.assign(line.begin() + k, line.end());
        setState(Showing);
        m_timer.start(150);
        return;
    }
    }
}

void LessonController::finishFinding()
{
    LessonStep *s = step();
    if (!s || s->kind() != LessonStep::FindCaptures || m_state != Waiting)
        return;
    m_missed.clear();
    for (int sq : m_capturers)
        if (!contains(m_found, sq))
            m_missed.push_back(sq);
    if (m_missed.empty()) {
        setFeedback({Feedback::AllFound, 0, m_board->squareName(m_capturers.front())});
        setState(Solved);
        solve(true);
    } else {
        setFeedback({Feedback::Missed, int(m_missed.size()), {}});
        setState(Solved);
        solve(false);
    }
    refreshMarks();
    emit positionChanged();
}

void LessonController::watchForward()
{
    LessonStep *s = step();
    if (!s || s->kind() != LessonStep::Watch || m_watchIndex >= s->script().size())
        return;
    const auto move = readMove(s->script().at(m_watchIndex));
    if (!move || !m_game->canPlay(*move))
        return;
    m_input.reset(m_game->position());
    ++m_watchIndex;
    playOnBoard(*move, true);
    if (m_watchIndex == s->script().size())
        solve(true);
}

void LessonController::watchBack()
{
    LessonStep *s = step();
    if (!s || s->kind() != LessonStep::Watch || m_watchIndex == 0)
        return;
    m_game->undo();
    --m_watchIndex;
    refreshBoard();
}

// ---------------------------------------------------------------------------------------------
// Play-out steps: the computer on the other side

GameSnapshot LessonController::snapshot() const
{
    return {m_game->startPosition(), m_game->moves()};
}

Opponent *LessonController::ensureOpponent()
{
    if (!m_opponent)
        setOpponent(new EngineOpponent(this));
    return m_opponent;
}

void LessonController::setOpponent(Opponent *opponent)
{
    if (opponent == m_opponent)
        return;
    if (m_opponent) {
        m_opponent->stop();
        disconnect(m_opponent, nullptr, this, nullptr);
    }
    m_opponent = opponent;
    if (m_opponent) {
        connect(m_opponent, &Opponent::moveChosen, this, &LessonController::onMoveChosen);
        connect(m_opponent, &Opponent::hintChosen, this, &LessonController::onHintChosen);
    }
    emit opponentChanged();
}

void LessonController::askComputer()
{
    Opponent *o = ensureOpponent();
    if (!o)
        return;
    setState(Thinking);
    o->think(snapshot(), step()->level(), m_moveTime);
}

void LessonController::onMoveChosen(const Move &move)
{
    if (m_state != Thinking || !m_game || !m_game->canPlay(move)
        || m_game->position().side == m_learner)
        return;
    playOnBoard(move, true);
    setState(Waiting);
    checkPlayOut(move, false);
}

void LessonController::onHintChosen(const Move &move)
{
    if (m_state != Thinking || !m_game || !m_game->canPlay(move))
        return;
    if (m_hintForShowMe) {
        // "Show me" in a play-out: the engine's move for the learner.
        m_hintForShowMe = false;
        m_input.reset(m_game->position());
        playOnBoard(move, true);
        solve(false);
        setState(Waiting);
        checkPlayOut(move, true);
        if (m_state == Waiting)
            askComputer();
        return;
    }
    // The reply to a wrong move: shown when it takes material, then both are taken back.
    if (move.isCapture()) {
        const QString text = toQString(moveToString(m_game->position(), move));
        playOnBoard(move, true);
        setFeedback({Feedback::WrongRefuted, 0, text});
        setState(Replying);
        m_timer.start(kRefutationShowMs);
    } else {
        setState(Replying);
        m_timer.start(kWrongShowMs);
    }
}

void LessonController::checkPlayOut(const Move &, bool byLearner)
{
    LessonStep *s = step();
    const LessonStep::Goal goal = s->goal();
    // A goal reached with the engine's help ("Show me" played some of the learner's moves)
    // leaves the step seen, not solved.
    auto reached = [this] {
        setFeedback({Feedback::GoalReached, 0, {}});
        setState(Solved);
        solve(!m_helped);
    };
    auto missed = [this](int code, const QString &text = {}) {
        setFeedback({Feedback::GoalMissed, code, text});
        setState(Failed);
    };
    if (goal == LessonStep::Crown && m_crowned) {
        reached();
        return;
    }
    if (m_game->isOver()) {
        const GameResult r = m_game->result();
        const bool learnerWins = (r == GameResult::WhiteWins && m_learner == Color::White)
            || (r == GameResult::BlackWins && m_learner == Color::Black);
        if (r == GameResult::Draw) {
            if (goal == LessonStep::HoldDraw)
                reached();
            else
                missed(2, toQString(reasonName(m_game->reason())));
        } else if (learnerWins) {
            const bool allTaken = m_game->position().pieces(opposite(m_learner)) == 0;
            if (goal == LessonStep::CaptureAll && !allTaken)
                missed(3);
            else
                reached();
        } else {
            missed(1);
        }
        return;
    }
    if (byLearner && s->moveLimit() > 0 && movesLeft() == 0) {
        if (goal == LessonStep::HoldDraw)
            reached();
        else
            missed(3);
    }
}
