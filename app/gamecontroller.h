// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "autosave.h"
#include "boardinput.h"
#include "boardmodel.h"
#include "drawcountermodel.h"
#include "gamefiles.h"
#include "gameopener.h"
#include "gameresult.h"
#include "moveinput.h"
#include "movelistmodel.h"
#include "opponent.h"
#include "pdncollection.h"
#include "playmessage.h"
#include "position.h"
#include "recentgames.h"
#include "resulttexts.h"
#include "scoresheet.h"
#include "tablehint.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QQmlParserStatus>
#include <QTimer>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>

namespace damas {
class Game;
}

/*
 * A game against the computer, as the play page drives it. It keeps the game record (the
 * engine's referee), turns clicks, drags and typed moves into legal moves (or into a short line
 * that says why not), asks the opponent for its moves, hints and answers to draw offers, and
 * keeps the board, the move list and the draw counters up to date. It saves the game after every
 * move and can bring back the saved game. It decides nothing about the rules itself.
 */
class GameController : public BoardInput, public QQmlParserStatus
{
    Q_OBJECT
    QML_ELEMENT
    Q_INTERFACES(QQmlParserStatus)

    Q_PROPERTY(BoardModel *board READ board CONSTANT)
    Q_PROPERTY(MoveListModel *moveList READ moveList CONSTANT)
    Q_PROPERTY(DrawCounterModel *counters READ counters CONSTANT)
    // The games finished lately, kept beside the saved game.
    Q_PROPERTY(RecentGames *recentGames READ recentGames CONSTANT)
    Q_PROPERTY(Opponent *opponent READ opponent WRITE setOpponent NOTIFY opponentChanged)
    Q_PROPERTY(QString autosaveFolder READ autosaveFolder WRITE setAutosaveFolder NOTIFY
            autosaveFolderChanged)
    // The least time between the player's move and the computer's reply.
    Q_PROPERTY(int replyDelay READ replyDelay WRITE setReplyDelay NOTIFY replyDelayChanged)
    // How long the board takes to show one step of a move (0: it does not animate): the reply
    // waits until the player's move has gone its whole way.
    Q_PROPERTY(int moveStepMs READ moveStepMs WRITE setMoveStepMs NOTIFY moveStepMsChanged)
    // The computer's time per move (level 10 uses all of it; lower levels stop sooner).
    Q_PROPERTY(int moveTime READ moveTime WRITE setMoveTime NOTIFY moveTimeChanged)
    // Whether the computer answers on its turn (off for screenshots of a given position).
    Q_PROPERTY(
        bool computerPlays READ computerPlays WRITE setComputerPlays NOTIFY computerPlaysChanged)

    Q_PROPERTY(bool active READ active NOTIFY gameChanged)
    Q_PROPERTY(QString variant READ variant NOTIFY gameChanged)
    Q_PROPERTY(QString variantName READ variantName NOTIFY textsChanged)
    Q_PROPERTY(int humanSide READ humanSide NOTIFY gameChanged)
    Q_PROPERTY(int level READ level NOTIFY gameChanged)
    // Two players on this computer: both sides move by hand, nobody thinks; humanSide is the
    // first player's side.
    Q_PROPERTY(bool twoPlayers READ twoPlayers NOTIFY gameChanged)

    Q_PROPERTY(int ply READ ply NOTIFY positionChanged)
    Q_PROPERTY(int sideToMove READ sideToMove NOTIFY positionChanged)
    Q_PROPERTY(bool humanToMove READ humanToMove NOTIFY positionChanged)
    Q_PROPERTY(QString fen READ fen NOTIFY viewChanged)
    Q_PROPERTY(int repetitions READ repetitions NOTIFY positionChanged)
    Q_PROPERTY(QString repetitionText READ repetitionText NOTIFY textsChanged)
    Q_PROPERTY(QString lastMoveText READ lastMoveText NOTIFY positionChanged)

    Q_PROPERTY(bool over READ over NOTIFY resultChanged)
    Q_PROPERTY(QString result READ result NOTIFY resultChanged)
    Q_PROPERTY(QString reason READ reason NOTIFY resultChanged)
    Q_PROPERTY(QString resultTitle READ resultTitle NOTIFY textsChanged)
    Q_PROPERTY(QString resultLine READ resultLine NOTIFY textsChanged)

    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    Q_PROPERTY(int thinkingDepth READ thinkingDepth NOTIFY thinkingChanged)
    Q_PROPERTY(bool hinting READ hinting NOTIFY thinkingChanged)
    Q_PROPERTY(QString message READ message NOTIFY textsChanged)
    // True when the message says why something was refused (shown as a warning).
    Q_PROPERTY(bool messageIsProblem READ messageIsProblem NOTIFY textsChanged)
    Q_PROPERTY(bool choosingPath READ choosingPath NOTIFY inputChanged)

    Q_PROPERTY(int viewedPly READ viewedPly WRITE setViewedPly NOTIFY viewChanged)
    Q_PROPERTY(bool viewingHistory READ viewingHistory NOTIFY viewChanged)

    Q_PROPERTY(bool canTakeBack READ canTakeBack NOTIFY actionsChanged)
    Q_PROPERTY(bool canHint READ canHint NOTIFY actionsChanged)
    Q_PROPERTY(bool canOfferDraw READ canOfferDraw NOTIFY actionsChanged)
    Q_PROPERTY(bool drawOfferArmed READ drawOfferArmed NOTIFY actionsChanged)
    Q_PROPERTY(bool canResign READ canResign NOTIFY actionsChanged)

    // A game to go back to: the one on the board (every game is saved as it is played), else the
    // one saved in the last session (or what could be kept of it); it may have ended.
    Q_PROPERTY(bool hasSavedGame READ hasSavedGame NOTIFY savedGameChanged)
    Q_PROPERTY(bool savedGameOver READ savedGameOver NOTIFY savedGameChanged)
    Q_PROPERTY(QString savedGameSummary READ savedGameSummary NOTIFY savedGameChanged)
    Q_PROPERTY(QString savedGameProblem READ savedGameProblem NOTIFY savedGameChanged)

public:
    enum Side { White, Black, Random };
    Q_ENUM(Side)

    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    void classBegin() override { }
    void componentComplete() override;

    BoardModel *board() const { return m_board; }
    MoveListModel *moveList() const { return m_moveList; }
    DrawCounterModel *counters() const { return m_counters; }
    RecentGames *recentGames() const { return m_recent; }
    Opponent *opponent() const { return m_opponent; }
    void setOpponent(Opponent *opponent);
    QString autosaveFolder() const { return m_autosaveFolder; }
    void setAutosaveFolder(const QString &folder);
    int replyDelay() const { return m_replyDelay; }
    void setReplyDelay(int ms);
    int moveStepMs() const { return m_moveStepMs; }
    void setMoveStepMs(int ms);
    int moveTime() const { return m_moveTime; }
    void setMoveTime(int ms);
    bool computerPlays() const { return m_computerPlays; }
    void setComputerPlays(bool on);

    bool active() const;
    QString variant() const;
    QString variantName() const;
    int humanSide() const { return int(m_human); }
    int level() const { return m_level; }
    bool twoPlayers() const { return m_twoPlayers; }
    int ply() const;
    int sideToMove() const;
    bool humanToMove() const;
    QString fen() const;
    int repetitions() const;
    QString repetitionText() const;
    QString lastMoveText() const;

    bool over() const;
    QString result() const;
    QString reason() const;
    QString resultTitle() const;
    QString resultLine() const;

    bool thinking() const { return m_thinking; }
    int thinkingDepth() const { return m_thinkingDepth; }
    bool hinting() const { return m_hinting; }
    QString message() const;
    bool messageIsProblem() const;
    bool choosingPath() const { return m_input.choosingPath(); }
    int pickedSquare() const override { return m_input.picked(); }
    int movableSide() const override;

    int viewedPly() const;
    void setViewedPly(int ply);
    bool viewingHistory() const { return m_viewedPly >= 0; }

    bool canTakeBack() const;
    bool canHint() const;
    bool canOfferDraw() const;
    bool drawOfferArmed() const { return m_drawOffer == DrawOffer::Armed; }
    bool canResign() const;

    bool hasSavedGame() const { return m_files.saved().has_value(); }
    bool savedGameOver() const { return m_files.over(); }
    QString savedGameSummary() const;
    QString savedGameProblem() const;

    // Starts a game; returns an empty string, or why it could not start (a bad FEN).
    Q_INVOKABLE QString newGame(const QString &variant, int side, int level,
        const QString &fen = {}, bool twoPlayers = false);
    // The same game again from its start, the colours swapped (the same variant, opponent and
    // level).
    Q_INVOKABLE void rematch();
    // The game as PDN text, as savePdn() writes it.
    Q_INVOKABLE QString pdnText() const;
    // Brings the saved game onto the board (the game on the board already is: nothing changes).
    Q_INVOKABLE bool resumeSavedGame();
    // Opens the first game of a PDN file and plays on from its last move. On error the game
    // in progress is left as it was and the error (file, line, column, what) is returned.
    // `variant` is for a game whose file names none.
    Q_INVOKABLE QString openPdn(const QUrl &file, const QString &variant, int side, int level);
    // Opens the game of that row of a file's games, as openPdn() does.
    Q_INVOKABLE QString openPdnGame(PdnCollection *games, int row, const QString &variant, int side,
        int level, bool twoPlayers = false);
    // Opens a game of the recent games, to look at or, unfinished, play on; returns an empty
    // string or why it cannot be opened.
    Q_INVOKABLE QString openRecentGame(int row);
    // Saves the game as PDN; returns an empty string or the error.
    Q_INVOKABLE QString savePdn(const QUrl &file) const;

    void clickSquare(int square) override;
    bool dragPiece(int from, int to) override;
    // A move typed in notation; returns an empty string, or why it was not played.
    Q_INVOKABLE QString enterMove(const QString &text);
    // Plays a move in notation for whichever side is to move, to set a game up (the command
    // line's --moves); returns an empty string, or the engine's reason.
    Q_INVOKABLE QString setUpMove(const QString &text);

    Q_INVOKABLE void takeBack();
    Q_INVOKABLE void requestHint();
    Q_INVOKABLE void offerDraw();
    // With two players: the other player's answer to the draw offer of the side to move.
    Q_INVOKABLE void answerDrawOffer(bool accepted);
    Q_INVOKABLE void resign();
    Q_INVOKABLE void showLive() { setViewedPly(-1); }

    Q_INVOKABLE void copyFen() const;
    // A new game (same variant, side and level) from the FEN on the clipboard; the error, with
    // the current game untouched, if the clipboard holds no FEN of this variant.
    Q_INVOKABLE QString pasteFen();
    // What pasteFen() would refuse, or an empty string when it would start a game.
    Q_INVOKABLE QString clipboardFenProblem() const;
    // Why newGame() would refuse this FEN for that variant (an empty FEN is the start), or "".
    Q_INVOKABLE QString fenProblem(const QString &variant, const QString &fen) const;

    // The game record (for tests and the file commands).
    const damas::Game &game() const;
    // The endgame tables the hint's words come from (for tests).
    const TableHint &tableHint() const { return m_tableHint; }

signals:
    void opponentChanged();
    void autosaveFolderChanged();
    void replyDelayChanged();
    void moveStepMsChanged();
    void computerPlaysChanged();
    void moveTimeChanged();
    void gameChanged();
    void positionChanged();
    void resultChanged();
    void thinkingChanged();
    void textsChanged();
    void viewChanged();
    void actionsChanged();
    void savedGameChanged();
    // A move was played on the board (by either side); for sounds and the move list's scroll.
    void movePlayed();
    // The computer's hint for the player, in the variant's notation.
    void hintReady(const QString &move);

private:
    enum class DrawOffer { None, Armed, Made };

    using Message = PlayMessage;

    void startGame(
        std::unique_ptr<damas::Game> game, damas::Color human, int level, bool twoPlayers);
    // Starts a game opened from a file or a record; returns an empty string.
    QString start(GameOpener::Opened opened);
    // The variant of a game whose file names none: the one chosen, else the one on the board.
    damas::Variant fallbackVariant(const QString &variantId) const;
    ScoreSheet::Players sheetPlayers() const;
    ResultTexts::Players players() const;
    void play(const damas::Move &move, bool animate);
    void afterChange(bool animate, const std::vector<int> &path, const std::vector<int> &taken);
    void refreshInput();
    void refreshMarks();
    void refreshCounters();
    void refreshMoveList();
    void maybeStartThinking();
    void stopOpponent();
    void setThinking(bool thinking);
    void setMessage(Message message);
    void save();
    // After the players ended the game (a resignation, an agreement): saved, the board still.
    void afterEnding();
    // Puts a game that just ended in the recent games (once; again after a take-back).
    void recordEnd();
    void loadSavedGame();
    bool acceptsInput();

    void onMoveChosen(const damas::Move &move);
    void onHintChosen(const damas::Move &move, const std::vector<damas::Move> &line, int score);
    // The hint's score in words, for the player.
    QString verdict(int score) const;
    void onDrawAnswered(bool accepted, Opponent::DrawReason reason);
    void onProgress(int depth, int score);

    BoardModel *m_board;
    MoveListModel *m_moveList;
    DrawCounterModel *m_counters;
    RecentGames *m_recent;
    QPointer<Opponent> m_opponent;
    Opponent *m_ownOpponent = nullptr;

    std::unique_ptr<damas::Game> m_game;
    damas::Color m_human = damas::Color::White;
    int m_level = 3;
    bool m_twoPlayers = false;
    MoveInput m_input;
    int m_viewedPly = -1;
    std::vector<int> m_hint;
    QString m_hintLine; // the moves the hint expects after it, in notation
    TableHint m_tableHint; // the hint's words when the endgame tables decide
    std::vector<int> m_lastPath;
    // The record: the players' names, the draw offers noted "=" after the moves that carried
    // them (the convention of draw-rules' source: the move, then the offer).
    ScoreSheet m_sheet;
    Message m_message;

    bool m_thinking = false;
    bool m_hinting = false;
    int m_thinkingDepth = 0;
    DrawOffer m_drawOffer = DrawOffer::None;
    Opponent::DrawReason m_drawReason = Opponent::Balanced;
    QElapsedTimer m_sinceHumanMove;
    QTimer m_replyTimer;
    std::optional<damas::Move> m_pendingReply;
    int m_replyDelay = 450;
    int m_moveStepMs = 0;
    int m_humanMoveMs = 0; // how long the player's last move takes to show
    bool m_computerPlays = true;
    int m_moveTime = 2000;

    QString m_autosaveFolder;
    bool m_complete = false;
    GameFiles m_files;
};
