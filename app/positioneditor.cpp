// SPDX-License-Identifier: GPL-3.0-or-later
#include "positioneditor.h"

#include "enginetexts.h"
#include "fen.h"
#include "setup.h"

#include <QClipboard>
#include <QGuiApplication>

using namespace damas;

namespace {

Piece enginePiece(int piece)
{
    switch (piece) {
    case BoardModel::WhiteMan:
        return Piece::WhiteMan;
    case BoardModel::WhiteKing:
        return Piece::WhiteKing;
    case BoardModel::BlackMan:
        return Piece::BlackMan;
    case BoardModel::BlackKing:
        return Piece::BlackKing;
    default:
        return Piece::None;
    }
}

} // namespace

PositionEditor::PositionEditor(QObject *parent)
    : BoardInput(parent)
    , m_board(new BoardModel(this))
    , m_position(Position::start(Variant::Russian))
{
    m_board->setPosition(m_position);
}

QString PositionEditor::variant() const
{
    return QString::fromLatin1(rulesOf(m_position.variant).id);
}

void PositionEditor::setVariant(const QString &variant)
{
    const auto v = variantFromName(variant.toStdString());
    if (!v || *v == m_position.variant)
        return;
    // The boards differ in size: the new variant starts from its own start position.
    setPosition(Position::start(*v));
}

void PositionEditor::setTool(int tool)
{
    if (tool < BoardModel::Empty || tool > BoardModel::BlackKing || tool == m_tool)
        return;
    m_tool = tool;
    emit toolChanged();
}

void PositionEditor::setSideToMove(int side)
{
    const Color c = side == 1 ? Color::Black : Color::White;
    if (c == m_position.side)
        return;
    Position p = m_position;
    p.side = c;
    setPosition(p);
}

QString PositionEditor::fen() const
{
    return QString::fromStdString(toFen(m_position));
}

bool PositionEditor::accepted() const
{
    return checkSetup(m_position).accepted();
}

QString PositionEditor::problem() const
{
    return EngineTexts::setupProblem(m_position.variant, checkSetup(m_position));
}

int PositionEditor::whitePieces() const
{
    return popcount(m_position.white);
}

int PositionEditor::blackPieces() const
{
    return popcount(m_position.black);
}

void PositionEditor::clickSquare(int square)
{
    if (square < 1 || square > squareCount(m_position.boardSize()))
        return;
    const Piece tool = enginePiece(m_tool);
    Position p = m_position;
    p.setPiece(square, p.pieceAt(square) == tool ? Piece::None : tool);
    setPosition(p);
}

bool PositionEditor::dragPiece(int from, int to)
{
    const int squares = squareCount(m_position.boardSize());
    if (from < 1 || from > squares || to < 0 || to > squares || from == to)
        return false;
    const Piece piece = m_position.pieceAt(from);
    if (piece == Piece::None)
        return false;
    Position p = m_position;
    p.setPiece(from, Piece::None);
    if (to > 0)
        p.setPiece(to, piece);
    setPosition(p);
    return true;
}

void PositionEditor::clear()
{
    setPosition(Position::empty(m_position.variant, m_position.side));
}

void PositionEditor::setStartPosition()
{
    setPosition(Position::start(m_position.variant));
}

QString PositionEditor::setFen(const QString &fen)
{
    if (fen.trimmed().isEmpty()) {
        setStartPosition();
        return {};
    }
    const auto position = parseFen(m_position.variant, fen.toStdString());
    if (!position)
        return EngineTexts::errorDetail(position.error());
    setPosition(*position);
    return {};
}

void PositionEditor::copyFen() const
{
    if (auto *clipboard = QGuiApplication::clipboard())
        clipboard->setText(fen());
}

void PositionEditor::setPosition(const Position &position)
{
    if (position == m_position)
        return;
    m_position = position;
    m_board->setPosition(m_position);
    emit positionChanged();
    emit textsChanged();
}
