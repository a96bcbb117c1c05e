// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardinput.h"
#include "boardmodel.h"
#include "position.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

/*
 * The board editor's position: pieces placed and removed by clicking (with the tool chosen in
 * the palette) or by dragging a piece to another square or off the board, the side to move, the
 * variant. The engine's checkSetup() says whether a game can start from it; `problem` words its
 * reason, and `fen` is the engine's canonical FEN of what stands on the board.
 */
class PositionEditor : public BoardInput
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(BoardModel *board READ board CONSTANT)
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY positionChanged)
    // What a click on a square puts there: a BoardModel.Piece (Empty is the eraser).
    Q_PROPERTY(int tool READ tool WRITE setTool NOTIFY toolChanged)
    Q_PROPERTY(int sideToMove READ sideToMove WRITE setSideToMove NOTIFY positionChanged)
    Q_PROPERTY(QString fen READ fen NOTIFY positionChanged)
    Q_PROPERTY(bool accepted READ accepted NOTIFY positionChanged)
    // Why no game can start from the position, in the player's language; "" when one can.
    Q_PROPERTY(QString problem READ problem NOTIFY textsChanged)
    Q_PROPERTY(int whitePieces READ whitePieces NOTIFY positionChanged)
    Q_PROPERTY(int blackPieces READ blackPieces NOTIFY positionChanged)

public:
    explicit PositionEditor(QObject *parent = nullptr);

    BoardModel *board() const { return m_board; }
    QString variant() const;
    void setVariant(const QString &variant);
    int tool() const { return m_tool; }
    void setTool(int tool);
    int sideToMove() const { return m_position.side == damas::Color::White ? 0 : 1; }
    void setSideToMove(int side);
    QString fen() const;
    bool accepted() const;
    QString problem() const;
    int whitePieces() const;
    int blackPieces() const;

    // Nobody moves in the editor: the board lets every piece be dragged (Board.editing).
    int movableSide() const override { return -1; }
    int pickedSquare() const override { return 0; }

    // Puts the tool's piece on the square; a square that holds that piece already is emptied.
    void clickSquare(int square) override;
    // Moves the piece on `from` to `to` (whatever stood there goes); `to` 0 takes it off.
    bool dragPiece(int from, int to) override;

    Q_INVOKABLE void clear();
    Q_INVOKABLE void setStartPosition();
    // Sets the board from a FEN of the variant; returns "" or why it cannot be read.
    Q_INVOKABLE QString setFen(const QString &fen);
    Q_INVOKABLE void copyFen() const;

signals:
    void toolChanged();
    void positionChanged();
    void textsChanged();

private:
    void setPosition(const damas::Position &position);

    BoardModel *m_board;
    damas::Position m_position;
    int m_tool = BoardModel::WhiteMan;
};
