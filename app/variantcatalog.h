// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/*
 * What the engine knows about each variant, in the player's words: the list for the new-game
 * page (id, name, summary) and, for the rules pages' articles, the board as the engine sets it up
 * and the limits, brackets and materials of each draw rule as the referee applies them. The texts
 * are read in the current language at each call.
 */
class VariantCatalog : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit VariantCatalog(QObject *parent = nullptr);

    // [{id, name, summary}] for the four variants.
    Q_INVOKABLE QVariantList variants() const;

    // The result line of a draw by reason id (repetition, move-limit, endgame), as the play page
    // shows it.
    Q_INVOKABLE QString drawSentence(const QString &reason) const;

    // The board of a variant as the engine sets it up: {size, squares, men (each side's),
    // rows (the rows each side's men fill), lastColumn ("h" or "j")}.
    Q_INVOKABLE QVariantMap board(const QString &id) const;

    // The rules pages' numbers and materials, read from the engine's draw-rule data
    // (engine/drawstate.h) by rule id, so an article says what the referee applies:
    // the moves of the limit for a board of `pieces` pieces (-1: the rule's first bracket), in
    // moves per side or the stronger side's moves; -1 when no bracket covers it.
    Q_INVOKABLE int drawLimit(const QString &ruleId, int pieces = -1) const;
    // The limit's brackets, [{minPieces, maxPieces, moves}].
    Q_INVOKABLE QVariantList drawLimits(const QString &ruleId) const;
    // `count` of the rule's materials from `first` (count -1: to the end), in the current
    // language: as pairs ("two kings against a king, ... and a king against a king"), or as the
    // stronger side's materials only ("three kings, ... or a king and two men"). Empty when the
    // rule has no such materials.
    Q_INVOKABLE QString drawMaterials(const QString &ruleId, int first = 0, int count = -1) const;
    Q_INVOKABLE QString drawSides(const QString &ruleId, int first = 0, int count = -1) const;
    // A FEN of the variant to show how one is written (its start position), "" for no variant.
    Q_INVOKABLE QString exampleFen(const QString &id) const;
};
