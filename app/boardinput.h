// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

/*
 * What the board sends its clicks, drags and keys to: the play page's GameController or the
 * lesson player's LessonController. The board asks it which side's pieces may be dragged now and
 * which piece is picked; the controller turns the clicks into moves (through MoveInput) and
 * decides everything else. A board without one is a still diagram.
 */
class BoardInput : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A BoardInput is a GameController or a LessonController")
    // The side whose pieces the player may move now (0 White, 1 Black), -1 when none.
    Q_PROPERTY(int movableSide READ movableSide NOTIFY inputChanged)
    Q_PROPERTY(int pickedSquare READ pickedSquare NOTIFY inputChanged)

public:
    using QObject::QObject;

    virtual int movableSide() const = 0;
    virtual int pickedSquare() const = 0;

    Q_INVOKABLE virtual void clickSquare(int square) = 0;
    // A piece dropped on another square; returns whether a move was played.
    Q_INVOKABLE virtual bool dragPiece(int from, int to) = 0;

signals:
    void inputChanged();
};
