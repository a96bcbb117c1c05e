// SPDX-License-Identifier: GPL-3.0-or-later
#include "diagramboard.h"

#include "enginetexts.h"
#include "fen.h"
#include "notation.h"

#include <QRegularExpression>

using namespace damas;

DiagramBoard::DiagramBoard(QObject *parent)
    : QObject(parent)
    , m_board(new BoardModel(this))
{
    readPosition();
}

void DiagramBoard::setVariant(const QString &variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    readPosition();
}

void DiagramBoard::setFen(const QString &fen)
{
    if (fen == m_fen)
        return;
    m_fen = fen;
    readPosition();
}

void DiagramBoard::setHighlights(const QStringList &squares)
{
    if (squares == m_highlights)
        return;
    m_highlights = squares;
    readPosition();
    emit marksChanged();
}

void DiagramBoard::setArrows(const QStringList &paths)
{
    if (paths == m_arrows)
        return;
    m_arrows = paths;
    readPosition();
    emit marksChanged();
}

void DiagramBoard::readPosition()
{
    m_valid = false;
    m_error.clear();
    m_canonicalFen.clear();
    const auto variant = variantFromName(m_variant.toStdString());
    if (!variant) {
        m_error = tr("“%1” is not a variant").arg(m_variant);
    } else if (m_fen.trimmed().isEmpty()) {
        m_board->setPosition(Position::start(*variant));
        m_valid = true;
    } else {
        const auto position = parseFen(*variant, m_fen.toStdString());
        if (position) {
            m_board->setPosition(*position);
            m_valid = true;
        } else {
            m_error = tr("The diagram's position cannot be read: %1")
                          .arg(EngineTexts::errorDetail(position.error()));
            m_board->setPosition(Position::empty(*variant, Color::White));
        }
    }
    if (m_valid) {
        m_canonicalFen = QString::fromStdString(toFen(m_board->position()));
        m_sideToMove = m_board->position().side == Color::White ? 0 : 1;
    }
    refreshMarks();
    emit positionChanged();
}

std::vector<int> DiagramBoard::squaresOf(const QStringList &names)
{
    std::vector<int> out;
    for (const QString &name : names) {
        const int square = parseSquare(m_board->position().variant, name.trimmed().toStdString());
        if (square <= 0) {
            m_error = tr("The diagram marks “%1”, which is not a square of this board").arg(name);
            m_valid = false;
            return {};
        }
        out.push_back(square);
    }
    return out;
}

void DiagramBoard::refreshMarks()
{
    BoardModel::Marks marks;
    if (m_valid) {
        marks.highlights = squaresOf(m_highlights);
        static const QRegularExpression separators(QStringLiteral("[-:x]"));
        for (const QString &arrow : m_arrows) {
            const std::vector<int> path = squaresOf(arrow.split(separators, Qt::SkipEmptyParts));
            if (path.size() >= 2)
                marks.arrows.push_back(path);
        }
    }
    m_board->setMarks(marks);
}
