// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"
#include "gamecontroller.h"
#include "pdncollection.h"
#include "position.h"
#include "shots.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <vector>

namespace damas {
class Engine;
}

/*
 * A game under analysis, one row per position (row 0 the start, row k the position after move
 * k): the move that led there, the engine's evaluation of it and its best line, a mark on a
 * move that changed what the game is worth to the side that played it (a won game drawn, a drawn
 * one lost), and the shots: where the player to move had a combination that wins material by
 * force (engine/shots.h) and the engine's best move is its first move, the move played is
 * marked as the shot, or as a shot missed. The positions are searched one after another on the
 * engine's own thread, in the background; each row fills in when its search ends, and leaving
 * (destroying this) stops it. The board shows the current row's position, with the move that led
 * there.
 */
class AnalysisController : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(BoardModel *board READ board CONSTANT)
    Q_PROPERTY(QString variant READ variant NOTIFY gameChanged)
    Q_PROPERTY(int count READ count NOTIFY gameChanged)
    // The row shown on the board, 0 (the start) to count - 1 (after the last move).
    Q_PROPERTY(int current READ current WRITE setCurrent NOTIFY currentChanged)
    // The search time per position, in milliseconds.
    Q_PROPERTY(int moveTime READ moveTime WRITE setMoveTime NOTIFY moveTimeChanged)
    Q_PROPERTY(bool analysing READ analysing NOTIFY progressChanged)
    Q_PROPERTY(int evaluated READ evaluated NOTIFY progressChanged)
    // Why the game given could not be read, or "".
    Q_PROPERTY(QString error READ error NOTIFY gameChanged)
    // The current row's roles by name (ply, number, move, evaluated, score, evaluation,
    // scoreText, line, mark, markText).
    Q_PROPERTY(QVariantMap currentRow READ currentRow NOTIFY currentRowChanged)
    // The number of marked moves.
    Q_PROPERTY(int markCount READ markCount NOTIFY progressChanged)
    // The shots the players found and missed, so far as the engine has confirmed them.
    Q_PROPERTY(int shotsPlayed READ shotsPlayed NOTIFY progressChanged)
    Q_PROPERTY(int shotsMissed READ shotsMissed NOTIFY progressChanged)

public:
    enum Role {
        PlyRole = Qt::UserRole + 1,
        NumberRole, // "1." before White's move, "1…" before Black's; "" for the start
        MoveRole, // the move that led here, in the variant's notation ("" for the start)
        SideRole, // who played it: 0 White, 1 Black (-1 for the start)
        EvaluatedRole,
        ScoreRole, // for White, in the engine's units (hundredths of a man)
        BarRole, // the score as a bar height from -1 (Black wins) to 1 (White wins)
        EvaluationRole, // the score in words
        ScoreTextRole, // the score in men for White, "+0.35"; "" for a result or a win seen
        LineRole, // the engine's best line from here, in notation
        MarkRole, // 0 none, 1 a mistake (one step down), 2 a blunder (a win thrown into a loss)
        MarkTextRole,
        ShotRole, // the move that led here: 0 no shot, 1 a shot played, 2 a shot missed
        ShotTextRole, // the shot and what it wins
    };
    Q_ENUM(Role)

    explicit AnalysisController(QObject *parent = nullptr);
    ~AnalysisController() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    BoardModel *board() const { return m_board; }
    QString variant() const;
    int count() const { return int(m_rows.size()); }
    int current() const { return m_current; }
    void setCurrent(int row);
    int moveTime() const { return m_moveTime; }
    void setMoveTime(int ms);
    bool analysing() const;
    int evaluated() const;
    QString error() const { return m_error; }
    int markCount() const;
    int shotsPlayed() const;
    int shotsMissed() const;
    QVariantMap currentRow() const;

    // The first game of a PDN text (`variant` for a game whose text names none); returns "" or
    // why it cannot be read. What can be played of a game with a bad move is analysed.
    Q_INVOKABLE QString loadPdn(const QString &text, const QString &variant = {});
    // The game of that row of a file's games (`variant` for a game whose file names none).
    Q_INVOKABLE QString loadPdnGame(PdnCollection *games, int row, const QString &variant = {});
    // The game on the play page's board.
    Q_INVOKABLE void loadGame(GameController *game);

    Q_INVOKABLE void next() { setCurrent(m_current + 1); }
    Q_INVOKABLE void previous() { setCurrent(m_current - 1); }
    Q_INVOKABLE void first() { setCurrent(0); }
    Q_INVOKABLE void last() { setCurrent(count() - 1); }
    // Stops the analysis (what is done stays).
    Q_INVOKABLE void stop();

signals:
    void gameChanged();
    void currentChanged();
    void moveTimeChanged();
    void progressChanged();
    void currentRowChanged();

private:
    struct Row
    {
        damas::Position position;
        QString number;
        QString move;
        std::vector<int> path; // the squares of the move that led here
        bool evaluated = false;
        int score = 0; // for White
        QString line;
        int mark = 0;
        // The game ended here by its rules: the score is the result, nothing to search.
        bool over = false;
        // The shot of this position for the side to move, if it has one, and whether the
        // engine's best move here (once searched) is its first move.
        std::optional<damas::Shot> shot;
        bool shotConfirmed = false;
    };

    void setGame(const damas::Position &start, const std::vector<damas::Move> &moves);
    void analyseNext();
    void onResult(quint64 request, int row, int scoreForMover, const std::vector<damas::Move> &pv);
    void refreshMark(int row);
    void showCurrent();
    QString markText(int mark, int row) const;
    int shotState(int row) const;
    QString shotText(int row) const;

    BoardModel *m_board;
    std::unique_ptr<damas::Engine> m_engine;
    damas::Position m_start;
    std::vector<damas::Move> m_moves;
    std::vector<Row> m_rows;
    int m_current = 0;
    int m_moveTime = 400;
    QString m_error;
    int m_running = -1; // the row being searched, -1 when none
    quint64 m_request = 0;
};
