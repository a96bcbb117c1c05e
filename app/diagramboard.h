// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardmodel.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

/*
 * A still diagram of an article: a position read from a PDN FEN by the engine, with the
 * squares it highlights and the arrows it draws, shown by the play page's Board (input: null).
 * A FEN the engine refuses leaves the board empty and says why in `error`.
 *
 *   DiagramBoard { variant: "russian"; fen: "W:Wc3:Bd4"; arrows: ["c3:e5"] }
 */
class DiagramBoard : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY positionChanged)
    // Empty: the variant's start position.
    Q_PROPERTY(QString fen READ fen WRITE setFen NOTIFY positionChanged)
    // Squares in the variant's notation ("c3" or "22").
    Q_PROPERTY(QStringList highlights READ highlights WRITE setHighlights NOTIFY marksChanged)
    // Paths of squares ("c3-e5", "d2:f4:h6", "22x13x6").
    Q_PROPERTY(QStringList arrows READ arrows WRITE setArrows NOTIFY marksChanged)
    Q_PROPERTY(BoardModel *board READ board CONSTANT)
    // Why the position cannot be shown (the FEN reader's words, or an unknown variant or
    // square), empty when it is shown.
    Q_PROPERTY(QString error READ error NOTIFY positionChanged)
    // The position as the engine writes it, and its side to move (0 White, 1 Black).
    Q_PROPERTY(QString canonicalFen READ canonicalFen NOTIFY positionChanged)
    Q_PROPERTY(int sideToMove READ sideToMove NOTIFY positionChanged)

public:
    explicit DiagramBoard(QObject *parent = nullptr);

    QString variant() const { return m_variant; }
    void setVariant(const QString &variant);
    QString fen() const { return m_fen; }
    void setFen(const QString &fen);
    QStringList highlights() const { return m_highlights; }
    void setHighlights(const QStringList &squares);
    QStringList arrows() const { return m_arrows; }
    void setArrows(const QStringList &paths);
    BoardModel *board() const { return m_board; }
    QString error() const { return m_error; }
    QString canonicalFen() const { return m_canonicalFen; }
    int sideToMove() const { return m_sideToMove; }

signals:
    void positionChanged();
    void marksChanged();

private:
    void readPosition();
    void refreshMarks();
    // The squares named, or an empty list (and m_error set) when one is not a square.
    std::vector<int> squaresOf(const QStringList &names);

    QString m_variant = QStringLiteral("russian");
    QString m_fen;
    QStringList m_highlights;
    QStringList m_arrows;
    BoardModel *m_board;
    QString m_error;
    QString m_canonicalFen;
    int m_sideToMove = 0;
    bool m_valid = false;
};
