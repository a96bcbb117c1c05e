// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "position.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <vector>

/*
 * The board as QML sees it: one row per playable square, in standard numbering (row 0 is
 * square 1). A square knows its name in the variant's notation, its column and rank (rank 0 is
 * White's back row), its piece, and the marks the player sees: the picked piece, the squares it
 * may go to, the last move, a hint, the pieces that must capture and those a capture will take. A
 * new position changes only the rows that differ, with dataChanged, so the delegates animate: the
 * square a piece arrives on carries the path it came by, and a square whose piece was just taken
 * carries that piece until its delegate fades it.
 */
class BoardModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The board belongs to a GameController")
    Q_PROPERTY(int boardSize READ boardSize NOTIFY boardSizeChanged)
    Q_PROPERTY(bool numericNotation READ numericNotation NOTIFY boardSizeChanged)
    // How many steps the last animated move takes (one per jump, or one for a plain move).
    Q_PROPERTY(int arrivalSteps READ arrivalSteps NOTIFY arrivalStepsChanged)
    // Arrows drawn over the board (a lesson's diagram): each a path [{column, rank}, ...].
    Q_PROPERTY(QVariantList arrows READ arrows NOTIFY arrowsChanged)

public:
    enum Piece { Empty, WhiteMan, WhiteKing, BlackMan, BlackKing };
    Q_ENUM(Piece)

    enum Role {
        SquareRole = Qt::UserRole + 1,
        NameRole,
        ColumnRole,
        RankRole,
        PieceRole,
        PickedRole,
        TargetRole,
        WaypointRole,
        LastMoveRole,
        HintRole,
        ArrivalRole, // the path a piece just came by, as [{column, rank}, ...], start first
        TakenRole, // the piece just taken from this square (Empty when none)
        HighlightRole, // a square a lesson points at
        MustCaptureRole, // a piece that can take, when taking is obligatory
        DoomedRole, // a piece the capture being entered is sure to take
        AccessibleNameRole,
    };
    Q_ENUM(Role)

    // What the player sees marked on the board besides the pieces.
    struct Marks
    {
        int picked = 0;
        std::vector<int> targets;
        std::vector<int> waypoints;
        std::vector<int> lastMove; // every square of the last move's path
        std::vector<int> hint; // start and end of the suggested move
        std::vector<int> highlights; // squares a lesson points at
        std::vector<int> mustCapture; // the pieces that can take, when taking is obligatory
        std::vector<int> doomed; // the pieces the capture being entered is sure to take
        std::vector<std::vector<int>> arrows; // paths of squares, drawn as arrows
    };

    explicit BoardModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int boardSize() const { return m_position.boardSize(); }
    bool numericNotation() const;
    int arrivalSteps() const { return m_arrivalSteps; }
    QVariantList arrows() const { return m_arrows; }
    const damas::Position &position() const { return m_position; }

    /*
     * Shows `position`. With `path` (the squares of the move that led to it: start, landings,
     * end) and `taken` (the squares of the pieces it took), the piece on the last square animates
     * along the path and the taken pieces fade; without them the pieces just stand there.
     */
    void setPosition(const damas::Position &position, const std::vector<int> &path = {},
        const std::vector<int> &taken = {});
    void setMarks(const Marks &marks);

    // The square at a column and rank (as the board is drawn from White's side), 0 for none.
    Q_INVOKABLE int squareAt(int column, int rank) const;
    // Column (0 = a) and rank (0 = White's back row) of a square; -1 for none.
    Q_INVOKABLE int columnOf(int square) const;
    Q_INVOKABLE int rankOf(int square) const;
    // The square's name in the variant's notation: "c3" or "22".
    Q_INVOKABLE QString squareName(int square) const;

signals:
    void boardSizeChanged();
    void arrivalStepsChanged();
    void arrowsChanged();

private:
    struct Square
    {
        Piece piece = Empty;
        Piece taken = Empty;
        QVariantList arrival;
        bool picked = false;
        bool target = false;
        bool waypoint = false;
        bool lastMove = false;
        bool hint = false;
        bool highlight = false;
        bool mustCapture = false;
        bool doomed = false;

        bool operator==(const Square &) const = default;
    };

    void applySquares(std::vector<Square> squares);
    QString accessibleName(int row) const;

    damas::Position m_position;
    std::vector<Square> m_squares;
    Marks m_marks;
    int m_arrivalSteps = 0;
    QVariantList m_arrows;
};
