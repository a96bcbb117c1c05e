// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include "boardmodel.h"
#include "drawcountermodel.h"
#include "engineopponent.h"
#include "enginetexts.h"
#include "eval.h"
#include "fen.h"
#include "game.h"
#include "gamefiles.h"
#include "gameopener.h"
#include "language.h"
#include "movegen.h"
#include "movelistmodel.h"
#include "notation.h"
#include "resulttexts.h"
#include "scoresheet.h"
#include "tablescontroller.h"
#include "typedmove.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QRandomGenerator>

using namespace damas;

namespace {

// The player's side; Random draws it.
Color humanFor(int side)
{
    if (side == GameController::Random)
        return QRandomGenerator::global()->bounded(2) == 0 ? Color::White : Color::Black;
    return side == GameController::Black ? Color::Black : Color::White;
}

// The longest a hint or the answer to a draw offer may take: the player is waiting for it.
constexpr int kAnswerMs = 2000;

QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

GameController::GameController(QObject *parent)
    : BoardInput(parent)
    , m_board(new BoardModel(this))
    , m_moveList(new MoveListModel(this))
    , m_counters(new DrawCounterModel(this))
    , m_recent(new RecentGames(this))
{
    m_replyTimer.setSingleShot(true);
    connect(&m_replyTimer, &QTimer::timeout, this, [this] {
        if (m_pendingReply) {
            const Move move = *m_pendingReply;
            m_pendingReply.reset();
            setThinking(false);
            play(move, true);
        }
    });
    connect(Language::instance(), &Language::currentChanged, this, &GameController::textsChanged);
    // Tables made while a game runs are the computer's and the hint's from their next move on;
    // between two changes the folder is not read again.
    connect(TablesController::instance(), &TablesController::tablesChanged, this, [this] {
        m_tableHint.rescan();
        if (m_opponent)
            m_opponent->refreshTables();
    });
    connect(
        Language::instance(), &Language::currentChanged, this, &GameController::savedGameChanged);
}

GameController::~GameController()
{
    if (m_opponent)
        m_opponent->stop();
}

void GameController::componentComplete()
{
    m_complete = true;
    if (!m_opponent) {
        m_ownOpponent = new EngineOpponent(this);
        setOpponent(m_ownOpponent);
    }
    loadSavedGame();
    m_recent->load(m_autosaveFolder);
}

void GameController::setOpponent(Opponent *opponent)
{
    if (opponent == m_opponent)
        return;
    stopOpponent();
    if (m_opponent)
        disconnect(m_opponent, nullptr, this, nullptr);
    m_opponent = opponent;
    if (m_opponent) {
        connect(m_opponent, &Opponent::moveChosen, this, &GameController::onMoveChosen);
        connect(m_opponent, &Opponent::hintChosen, this, &GameController::onHintChosen);
        connect(m_opponent, &Opponent::drawAnswered, this, &GameController::onDrawAnswered);
        connect(m_opponent, &Opponent::progress, this, &GameController::onProgress);
    }
    if (m_ownOpponent && m_opponent != m_ownOpponent) {
        m_ownOpponent->deleteLater();
        m_ownOpponent = nullptr;
    }
    emit opponentChanged();
    maybeStartThinking();
}

void GameController::setAutosaveFolder(const QString &folder)
{
    if (folder == m_autosaveFolder)
        return;
    m_autosaveFolder = folder;
    emit autosaveFolderChanged();
    if (m_complete) {
        loadSavedGame();
        m_recent->load(m_autosaveFolder);
    }
}

void GameController::setReplyDelay(int ms)
{
    if (ms == m_replyDelay)
        return;
    m_replyDelay = ms;
    emit replyDelayChanged();
}

void GameController::setMoveStepMs(int ms)
{
    ms = std::max(ms, 0);
    if (ms == m_moveStepMs)
        return;
    m_moveStepMs = ms;
    emit moveStepMsChanged();
}

void GameController::setMoveTime(int ms)
{
    ms = std::clamp(ms, 100, 60000);
    if (ms == m_moveTime)
        return;
    m_moveTime = ms;
    emit moveTimeChanged();
}

void GameController::setComputerPlays(bool on)
{
    if (on == m_computerPlays)
        return;
    m_computerPlays = on;
    if (!on)
        stopOpponent();
    emit computerPlaysChanged();
    maybeStartThinking();
}

const Game &GameController::game() const
{
    static const Game none(Variant::International);
    return m_game ? *m_game : none;
}

// ---------------------------------------------------------------------------------------------
// State as QML reads it

bool GameController::active() const
{
    return m_game != nullptr;
}

QString GameController::variant() const
{
    return m_game ? toQString(damas::variantName(m_game->variant())) : QString();
}

QString GameController::variantName() const
{
    return m_game ? EngineTexts::variantName(m_game->variant()) : QString();
}

int GameController::ply() const
{
    return m_game ? m_game->ply() : 0;
}

int GameController::sideToMove() const
{
    return m_game ? int(m_game->position().side) : 0;
}

bool GameController::humanToMove() const
{
    return m_game && !m_game->isOver() && (m_twoPlayers || m_game->position().side == m_human);
}

QString GameController::fen() const
{
    if (!m_game)
        return {};
    return QString::fromStdString(toFen(m_game->positionAt(viewedPly())));
}

int GameController::repetitions() const
{
    if (viewingHistory())
        return m_counters->repetitions();
    return m_game ? m_game->repetitions() : 0;
}

QString GameController::repetitionText() const
{
    // Empty after the game: the result line says everything.
    return m_counters->repetitionText();
}

QString GameController::lastMoveText() const
{
    return m_moveList->moveText(ply());
}

bool GameController::over() const
{
    return m_game && m_game->isOver();
}

QString GameController::result() const
{
    return m_game ? toQString(resultName(m_game->result())) : QString();
}

QString GameController::reason() const
{
    return m_game ? toQString(reasonName(m_game->reason())) : QString();
}

QString GameController::resultTitle() const
{
    return over() ? ResultTexts::title(*m_game, players()) : QString();
}

QString GameController::resultLine() const
{
    return over() ? ResultTexts::line(*m_game, players()) : QString();
}

ResultTexts::Players GameController::players() const
{
    return {m_human, m_twoPlayers, m_drawReason == Opponent::Behind};
}

QString GameController::message() const
{
    return m_message.text(
        m_message.kind == Message::Hint ? verdict(m_message.code) : QString(), m_hintLine);
}

bool GameController::messageIsProblem() const
{
    return m_message.isProblem();
}

int GameController::viewedPly() const
{
    return m_viewedPly >= 0 ? m_viewedPly : ply();
}

void GameController::setViewedPly(int ply)
{
    if (!m_game)
        return;
    const int wanted = (ply < 0 || ply >= m_game->ply()) ? -1 : ply;
    if (wanted == m_viewedPly)
        return;
    m_viewedPly = wanted;
    m_input.reset(m_game->position());
    if (m_viewedPly >= 0) {
        const Position &shown = m_game->positionAt(m_viewedPly);
        m_board->setPosition(shown);
    } else {
        m_board->setPosition(m_game->position());
        if (m_message.kind == Message::Viewing)
            setMessage({});
    }
    refreshMarks();
    refreshCounters();
    emit viewChanged();
    emit inputChanged();
    emit actionsChanged();
    emit positionChanged(); // the repetitions shown are those of the viewed position
}

bool GameController::canTakeBack() const
{
    if (!m_game || viewingHistory())
        return false;
    if (m_game->reason() == ResultReason::Resignation
        || m_game->reason() == ResultReason::Agreement)
        return true;
    if (m_twoPlayers)
        return m_game->ply() > 0;
    for (int i = 0; i < m_game->ply(); ++i) {
        if (m_game->positionAt(i).side == m_human)
            return true;
    }
    return false;
}

bool GameController::canHint() const
{
    return humanToMove() && !m_twoPlayers && !viewingHistory() && !m_hinting;
}

bool GameController::canOfferDraw() const
{
    if (!m_game || m_game->isOver() || viewingHistory() || m_drawOffer != DrawOffer::None)
        return false;
    // Two players: the side to move offers, the other answers on the screen at once.
    if (m_twoPlayers)
        return true;
    // On the player's turn the offer goes with the next move; on the computer's turn it is for
    // this turn, right after the player's move (draw-rules.md, "Offer draw").
    if (humanToMove())
        return true;
    return m_game->ply() > 0 && m_game->positionAt(m_game->ply() - 1).side == m_human;
}

bool GameController::canResign() const
{
    return m_game && !m_game->isOver() && !viewingHistory();
}

QString GameController::savedGameSummary() const
{
    return m_files.summary();
}

QString GameController::savedGameProblem() const
{
    return m_files.problem();
}

// ---------------------------------------------------------------------------------------------
// Starting games

QString GameController::newGame(
    const QString &variantId, int side, int level, const QString &fenText, bool twoPlayers)
{
    const auto v = variantFromName(variantId.toStdString());
    if (!v)
        return tr("Unknown variant \"%1\".").arg(variantId);
    std::unique_ptr<Game> game;
    if (fenText.trimmed().isEmpty()) {
        game = std::make_unique<Game>(*v);
    } else {
        auto parsed = Game::fromFen(*v, fenText.trimmed().toStdString());
        if (!parsed)
            return fenProblem(variantId, fenText);
        game = std::make_unique<Game>(std::move(*parsed));
    }
    startGame(std::move(game), humanFor(side), std::clamp(level, 1, 10), twoPlayers);
    return {};
}

QString GameController::fenProblem(const QString &variantId, const QString &fenText) const
{
    const auto v = variantFromName(variantId.toStdString());
    if (!v)
        return tr("Unknown variant \"%1\".").arg(variantId);
    return EngineTexts::fenProblem(*v, fenText);
}

void GameController::startGame(std::unique_ptr<Game> game, Color human, int level, bool twoPlayers)
{
    stopOpponent();
    if (m_opponent)
        m_opponent->newGame();
    m_game = std::move(game);
    m_human = human;
    m_level = level;
    m_twoPlayers = twoPlayers;
    m_sheet.start(m_game->isOver());
    m_viewedPly = -1;
    m_hint.clear();
    m_lastPath.clear();
    m_drawOffer = DrawOffer::None;
    m_message = {};
    m_board->setPosition(m_game->position());
    if (m_game->ply() > 0) {
        const Position &before = m_game->positionAt(m_game->ply() - 1);
        m_lastPath = capturePaths(before, m_game->moves().back()).front();
    }
    emit gameChanged();
    afterChange(false, {}, {});
    emit viewChanged();
}

bool GameController::resumeSavedGame()
{
    if (!m_files.saved())
        return false;
    if (m_files.isCurrent() && m_game)
        return true;
    auto game = GameFiles::gameFrom(*m_files.saved());
    if (!game)
        return false;
    const SavedGame saved = *m_files.saved();
    startGame(std::move(game), saved.human, saved.level, saved.twoPlayers);
    m_sheet.setOffers({saved.offers.begin(), saved.offers.end()}, m_game->ply());
    if (!m_sheet.offers().empty())
        refreshMoveList();
    return true;
}

QString GameController::openPdn(const QUrl &file, const QString &variantId, int side, int level)
{
    QString error;
    auto opened
        = GameOpener::pdnFile(file, fallbackVariant(variantId), humanFor(side), level, &error);
    return opened ? start(std::move(*opened)) : error;
}

QString GameController::openPdnGame(
    PdnCollection *games, int row, const QString &variantId, int side, int level, bool twoPlayers)
{
    QString error;
    auto opened = GameOpener::pdnGame(
        games, row, fallbackVariant(variantId), humanFor(side), level, twoPlayers, &error);
    return opened ? start(std::move(*opened)) : error;
}

QString GameController::openRecentGame(int row)
{
    QString error;
    auto opened = GameOpener::recentGame(*m_recent, row, &error);
    return opened ? start(std::move(*opened)) : error;
}

Variant GameController::fallbackVariant(const QString &variantId) const
{
    return variantFromName(variantId.toStdString())
        .value_or(m_game ? m_game->variant() : Variant::International);
}

QString GameController::start(GameOpener::Opened opened)
{
    startGame(std::move(opened.game), opened.human, opened.level, opened.twoPlayers);
    if (!opened.recentId.isEmpty())
        m_sheet.setRecentId(opened.recentId);
    if (!opened.offerPlies.empty()) {
        m_sheet.setOffers(opened.offerPlies, m_game->ply());
        refreshMoveList();
    }
    if (!opened.notice.isEmpty())
        setMessage({Message::Info, 0, opened.notice});
    return {};
}

ScoreSheet::Players GameController::sheetPlayers() const
{
    return {m_human, m_level, m_twoPlayers};
}

QString GameController::savePdn(const QUrl &file) const
{
    if (!m_game)
        return tr("There is no game to save.");
    return m_sheet.save(*m_game, sheetPlayers(), file);
}

QString GameController::pdnText() const
{
    return m_game ? m_sheet.pdnText(*m_game, sheetPlayers()) : QString();
}

void GameController::rematch()
{
    if (!m_game)
        return;
    const Color other = m_human == Color::White ? Color::Black : Color::White;
    startGame(std::make_unique<Game>(m_game->startPosition()), other, m_level, m_twoPlayers);
}

void GameController::loadSavedGame()
{
    m_files.load(m_autosaveFolder);
    emit savedGameChanged();
}

void GameController::save()
{
    if (!m_game)
        return;
    // Every game is kept, an ended one too: the home page offers to look at it again.
    QString error;
    if (!m_files.write(
            m_autosaveFolder, m_sheet.savedGame(*m_game, sheetPlayers()), m_game->result(), &error))
        setMessage({Message::Text, 0, error});
    emit savedGameChanged();
    recordEnd();
}

void GameController::recordEnd()
{
    const auto entry = m_sheet.newEnding(*m_game, sheetPlayers(), players().computerWasBehind);
    QString error;
    if (entry && !m_recent->add(*entry, &error))
        setMessage({Message::Text, 0, error});
}

// ---------------------------------------------------------------------------------------------
// Moves

int GameController::movableSide() const
{
    if (!m_game || m_game->isOver() || viewingHistory() || !humanToMove())
        return -1;
    return m_twoPlayers ? int(m_game->position().side) : int(m_human);
}

bool GameController::acceptsInput()
{
    if (!m_game || m_game->isOver())
        return false;
    if (viewingHistory()) {
        setMessage({Message::Viewing, 0, {}});
        return false;
    }
    if (!humanToMove()) {
        setMessage({Message::Waiting, 0, {}});
        return false;
    }
    return true;
}

void GameController::clickSquare(int square)
{
    if (!acceptsInput())
        return;
    const MoveInput::Outcome outcome = m_input.click(square);
    switch (outcome) {
    case MoveInput::Outcome::Complete:
        play(m_input.move(), true);
        return;
    case MoveInput::Outcome::Rejected:
        setMessage({Message::Problem, int(m_input.problem()), {}});
        break;
    case MoveInput::Outcome::Picked:
    case MoveInput::Outcome::Unpicked:
    case MoveInput::Outcome::Narrowed:
        if (m_input.choosingPath())
            setMessage({Message::PathChoice, 0, {}});
        else if (messageIsProblem() || m_message.kind == Message::PathChoice)
            setMessage({});
        break;
    }
    refreshMarks();
    emit inputChanged();
}

bool GameController::dragPiece(int from, int to)
{
    if (!acceptsInput())
        return false;
    const MoveInput::Outcome outcome = m_input.drag(from, to);
    if (outcome == MoveInput::Outcome::Complete) {
        play(m_input.move(), false);
        return true;
    }
    if (outcome == MoveInput::Outcome::Rejected)
        setMessage({Message::Problem, int(m_input.problem()), {}});
    else if (m_input.choosingPath())
        setMessage({Message::PathChoice, 0, {}});
    else if (outcome == MoveInput::Outcome::Narrowed)
        setMessage({Message::Problem, int(MoveProblem::CaptureNotFinished), {}});
    else
        setMessage({});
    refreshMarks();
    emit inputChanged();
    return false;
}

QString GameController::enterMove(const QString &text)
{
    if (!acceptsInput())
        return message();
    const Position &pos = m_game->position();
    auto move = parseMove(pos, text.trimmed().toStdString());
    if (move) {
        play(*move, true);
        return {};
    }
    const QString why = TypedMove::problem(pos, text);
    setMessage({Message::Text, 0, why});
    return why;
}

QString GameController::setUpMove(const QString &text)
{
    if (!m_game || m_game->isOver())
        return tr("The game is over.");
    auto move = parseMove(m_game->position(), text.trimmed().toStdString());
    if (!move)
        return QString::fromStdString(move.error().message);
    stopOpponent();
    play(*move, false);
    return {};
}

void GameController::play(const Move &move, bool animate)
{
    const Position before = m_game->position();
    const bool byHuman = m_twoPlayers || before.side == m_human;
    // The path the player chose, when the clicks named one; else the canonical one.
    const std::vector<int> path
        = byHuman ? m_input.chosenPath(move) : capturePaths(before, move).front();
    if (!m_game->play(move))
        return;
    m_lastPath = path;
    m_hint.clear();
    // The player's own move clears the last line (but not an offer that goes with it); the
    // computer's keeps its answer to a draw offer readable.
    const bool keep
        = byHuman ? m_message.kind == Message::DrawArmed : m_message.kind == Message::DrawDeclined;
    if (!keep)
        m_message = {};
    if (byHuman) {
        m_sinceHumanMove.start();
        m_humanMoveMs = animate ? m_moveStepMs * std::max<int>(1, int(path.size()) - 1) : 0;
        if (m_drawOffer == DrawOffer::Armed) {
            m_drawOffer = DrawOffer::Made;
            m_sheet.noteOffer(m_game->ply());
            m_message = {};
        }
    } else if (m_drawOffer == DrawOffer::Made) {
        // The computer declined by moving; the offer is spent.
        m_drawOffer = DrawOffer::None;
    }
    afterChange(animate, path, capturedSquares(before, move));
    emit movePlayed();
}

void GameController::afterChange(
    bool animate, const std::vector<int> &path, const std::vector<int> &taken)
{
    // A player looking back at an earlier position keeps looking at it; the board shows the
    // game again when they return.
    if (viewingHistory())
        ;
    else if (animate)
        m_board->setPosition(m_game->position(), path, taken);
    else
        m_board->setPosition(m_game->position());
    refreshInput();
    refreshMoveList();
    refreshCounters();
    save();
    emit positionChanged();
    emit viewChanged(); // the live view's ply and FEN moved on with the game
    emit resultChanged();
    emit textsChanged();
    emit actionsChanged();
    maybeStartThinking();
}

void GameController::refreshInput()
{
    m_input.reset(m_game->position());
    refreshMarks();
    emit inputChanged();
}

void GameController::refreshMarks()
{
    BoardModel::Marks marks;
    if (m_game && !viewingHistory()) {
        marks.picked = m_input.picked();
        marks.targets = m_input.targets();
        marks.waypoints = m_input.clicked();
        marks.lastMove = m_lastPath;
        marks.hint = m_hint;
        if (humanToMove()) {
            marks.mustCapture = m_input.mustCapture();
            marks.doomed = m_input.sureCaptures();
            const std::vector<int> path = m_input.sharedPath();
            if (!path.empty())
                marks.arrows.push_back(path);
        }
    } else if (m_game && m_viewedPly > 0) {
        const Position &before = m_game->positionAt(m_viewedPly - 1);
        marks.lastMove = capturePaths(before, m_game->moves()[m_viewedPly - 1]).front();
    }
    m_board->setMarks(marks);
}

void GameController::refreshMoveList()
{
    const bool secondStarts
        = m_game->startPosition().side != rulesOf(m_game->variant()).firstToMove;
    m_moveList->setMoves(m_sheet.moveTexts(*m_game), secondStarts);
}

void GameController::refreshCounters()
{
    if (!viewingHistory()) {
        m_counters->showGame(*m_game);
        return;
    }
    // An earlier position: the referee's counts and repetitions as they stood after that move.
    Game earlier(m_game->startPosition());
    for (int i = 0; i < m_viewedPly; ++i)
        earlier.play(m_game->moves()[i]);
    m_counters->showGame(earlier);
}

// ---------------------------------------------------------------------------------------------
// The computer

void GameController::setThinking(bool thinking)
{
    if (thinking == m_thinking)
        return;
    m_thinking = thinking;
    m_thinkingDepth = 0;
    emit thinkingChanged();
}

void GameController::stopOpponent()
{
    m_replyTimer.stop();
    m_pendingReply.reset();
    if (m_opponent)
        m_opponent->stop();
    setThinking(false);
    if (m_hinting) {
        m_hinting = false;
        emit thinkingChanged();
    }
}

void GameController::maybeStartThinking()
{
    if (!m_game || m_game->isOver() || humanToMove() || m_twoPlayers || !m_opponent || m_thinking
        || !m_computerPlays)
        return;
    setThinking(true);
    const GameSnapshot snapshot {m_game->startPosition(), m_game->moves()};
    if (m_drawOffer == DrawOffer::Made)
        m_opponent->considerDraw(snapshot, std::min(m_moveTime, kAnswerMs));
    else
        m_opponent->think(snapshot, m_level, m_moveTime);
    emit actionsChanged();
}

void GameController::onMoveChosen(const Move &move)
{
    if (!m_thinking || !m_game || humanToMove())
        return;
    // Let the player's own move finish on the board before the reply moves.
    const int wait = std::max(m_replyDelay, m_humanMoveMs);
    const qint64 elapsed = m_sinceHumanMove.isValid() ? m_sinceHumanMove.elapsed() : wait;
    if (elapsed < wait) {
        m_pendingReply = move;
        m_replyTimer.start(int(wait - elapsed));
        return;
    }
    setThinking(false);
    play(move, true);
}

void GameController::onHintChosen(const Move &move, const std::vector<Move> &line, int score)
{
    if (!m_hinting || !m_game)
        return;
    m_hinting = false;
    const Position &pos = m_game->position();
    m_hint = {fromSquare(pos, move), toSquare(pos, move)};
    const QString text = QString::fromStdString(moveToString(pos, move));
    // The line as far as a reader follows it in their head: the next three moves each side.
    constexpr std::size_t kLinePlies = 6;
    m_hintLine = EngineTexts::moveLine(pos.after(move), line, kLinePlies);
    m_tableHint.judge(*m_game, move);
    setMessage({Message::Hint, score, text});
    refreshMarks();
    emit thinkingChanged();
    emit actionsChanged();
    emit hintReady(text);
}

QString GameController::verdict(int score) const
{
    if (const QString tables = m_tableHint.text(); !tables.isEmpty())
        return tables;
    return PlayMessage::scoreWords(score, m_game->variant());
}

void GameController::onDrawAnswered(bool accepted, Opponent::DrawReason reason)
{
    if (!m_game || m_drawOffer != DrawOffer::Made || !m_thinking)
        return;
    m_drawReason = reason;
    setThinking(false);
    if (accepted) {
        m_drawOffer = DrawOffer::None;
        m_game->agreeDraw();
        save();
        m_board->setMarks({});
        refreshCounters();
        emit resultChanged();
        emit inputChanged();
        emit textsChanged();
        emit actionsChanged();
        return;
    }
    // Declined: the offer stays spent for this turn, and the computer plays on.
    setMessage({Message::DrawDeclined, int(reason), {}});
    setThinking(true);
    m_opponent->think({m_game->startPosition(), m_game->moves()}, m_level, m_moveTime);
}

void GameController::onProgress(int depth, int)
{
    if (!m_thinking || depth == m_thinkingDepth)
        return;
    m_thinkingDepth = depth;
    emit thinkingChanged();
}

// ---------------------------------------------------------------------------------------------
// Player actions

void GameController::takeBack()
{
    if (!canTakeBack())
        return;
    stopOpponent();
    if (m_game->reason() == ResultReason::Resignation
        || m_game->reason() == ResultReason::Agreement) {
        m_game->undo();
    } else if (m_twoPlayers) {
        m_game->undo();
    } else {
        // Back to the position before the player's last move.
        while (m_game->ply() > 0 && m_game->positionAt(m_game->ply() - 1).side != m_human)
            m_game->undo();
        if (m_game->ply() > 0)
            m_game->undo();
    }
    m_drawOffer = DrawOffer::None;
    m_sheet.forgetAfter(m_game->ply());
    m_hint.clear();
    m_message = {};
    m_lastPath.clear();
    if (m_game->ply() > 0)
        m_lastPath
            = capturePaths(m_game->positionAt(m_game->ply() - 1), m_game->moves().back()).front();
    afterChange(false, {}, {});
}

void GameController::requestHint()
{
    if (!canHint() || !m_opponent)
        return;
    m_hinting = true;
    emit thinkingChanged();
    emit actionsChanged();
    m_opponent->hint({m_game->startPosition(), m_game->moves()}, std::min(m_moveTime, kAnswerMs));
}

void GameController::offerDraw()
{
    if (!canOfferDraw())
        return;
    if (humanToMove()) {
        m_drawOffer = DrawOffer::Armed;
        setMessage({Message::DrawArmed, 0, {}});
    } else {
        // The computer is on the move right after the player's: it answers first, and the
        // offer is noted after the player's move.
        stopOpponent();
        m_drawOffer = DrawOffer::Made;
        m_sheet.noteOffer(m_game->ply());
        refreshMoveList();
        maybeStartThinking();
    }
    emit actionsChanged();
}

void GameController::answerDrawOffer(bool accepted)
{
    if (!m_twoPlayers || !canOfferDraw())
        return;
    const Color offering = m_game->position().side;
    // The file keeps every offer (GameFiles::record), "=" after the move that carries it.
    // Declined, that is the move the offering side now makes (noted now, so a game saved
    // before it keeps the offer); accepted, the game ends after the last move, as every
    // agreed draw does.
    if (!accepted) {
        m_sheet.noteOffer(m_game->ply() + 1);
        save();
        setMessage({Message::PlayerDeclined,
            int(offering == Color::White ? Color::Black : Color::White), {}});
        return;
    }
    m_sheet.forgetAfter(m_game->ply()); // an earlier offer of this side, declined
    m_sheet.noteOffer(m_game->ply());
    refreshMoveList();
    m_game->agreeDraw();
    afterEnding();
}

void GameController::resign()
{
    if (!canResign())
        return;
    stopOpponent();
    // With two players, the side to move resigns.
    m_game->resign(m_twoPlayers ? m_game->position().side : m_human);
    // The last line (an answer to a draw offer, a note on a move) is over with the game.
    m_message = {};
    m_drawOffer = DrawOffer::None;
    afterEnding();
}

void GameController::afterEnding()
{
    m_input.reset(m_game->position());
    save();
    refreshCounters();
    refreshMarks();
    emit resultChanged();
    emit textsChanged();
    emit actionsChanged();
    emit inputChanged();
}

void GameController::copyFen() const
{
    if (auto *clipboard = QGuiApplication::clipboard())
        clipboard->setText(fen());
}

QString GameController::pasteFen()
{
    const QString problem = clipboardFenProblem();
    if (!problem.isEmpty())
        return problem;
    return newGame(variant(), humanSide(), m_level, QGuiApplication::clipboard()->text().trimmed(),
        m_twoPlayers);
}

QString GameController::clipboardFenProblem() const
{
    const QClipboard *clipboard = QGuiApplication::clipboard();
    const QString text = clipboard ? clipboard->text().trimmed() : QString();
    if (text.isEmpty())
        return tr("The clipboard holds no text to read as a FEN.");
    if (!m_game)
        return tr("Start a game first: the FEN is read for its variant.");
    return fenProblem(variant(), text);
}

void GameController::setMessage(Message message)
{
    m_message = std::move(message);
    emit textsChanged();
}
