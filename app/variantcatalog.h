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
 * page (id, name, summary) and, for the rules page, the facts of a variant read from its rule
 * description (board, first move, men, kings, captures, crowning, notation) and its draw counts
 * from the referee. The texts are read in the current language at each call.
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
    // {id, name, facts: [{topic, text}], counts: [{id, name, rule, reset}], notApplied}.
    Q_INVOKABLE QVariantMap describe(const QString &id) const;
    // A FEN of the variant to show how one is written (its start position), "" for no variant.
    Q_INVOKABLE QString exampleFen(const QString &id) const;
};
