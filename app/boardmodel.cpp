// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardmodel.h"

#include "language.h"
#include "notation.h"

#include <algorithm>

using namespace damas;

namespace {

// A path of squares as QML draws it: [{column, rank}, ...].
QVariantList pointsOf(int boardSize, const std::vector<int> &path)
{
    QVariantList points;
    for (int sq : path)
        points.append(QVariantMap {{QStringLiteral("column"), damas::columnOfSquare(boardSize, sq)},
            {QStringLiteral("rank"), damas::rankOfSquare(boardSize, sq)}});
    return points;
}

BoardModel::Piece pieceOf(damas::Piece p)
{
    switch (p) {
    case damas::Piece::None:
        return BoardModel::Empty;
    case damas::Piece::WhiteMan:
        return BoardModel::WhiteMan;
    case damas::Piece::WhiteKing:
        return BoardModel::WhiteKing;
    case damas::Piece::BlackMan:
        return BoardModel::BlackMan;
    case damas::Piece::BlackKing:
        return BoardModel::BlackKing;
    }
    return BoardModel::Empty;
}

bool contains(const std::vector<int> &v, int x)
{
    return std::find(v.begin(), v.end(), x) != v.end();
}

} // namespace

BoardModel::BoardModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_position(Position::empty(Variant::International, Color::White))
    , m_squares(squareCount(10))
{
    connect(Language::instance(), &Language::currentChanged, this, [this] {
        if (!m_squares.empty())
            emit dataChanged(index(0), index(rowCount() - 1), {AccessibleNameRole});
    });
}

int BoardModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_squares.size());
}

QHash<int, QByteArray> BoardModel::roleNames() const
{
    return {
        {SquareRole, "square"},
        {NameRole, "name"},
        {ColumnRole, "column"},
        {RankRole, "rank"},
        {PieceRole, "piece"},
        {PickedRole, "picked"},
        {TargetRole, "target"},
        {WaypointRole, "waypoint"},
        {LastMoveRole, "lastMove"},
        {HintRole, "hint"},
        {ArrivalRole, "arrival"},
        {TakenRole, "taken"},
        {HighlightRole, "highlight"},
        {MustCaptureRole, "mustCapture"},
        {DoomedRole, "doomed"},
        {AccessibleNameRole, "accessibleName"},
    };
}

QVariant BoardModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int square = index.row() + 1;
    const Square &s = m_squares[index.row()];
    const int n = boardSize();
    switch (role) {
    case Qt::DisplayRole:
    case NameRole:
        return squareName(square);
    case SquareRole:
        return square;
    case ColumnRole:
        return columnOfSquare(n, square);
    case RankRole:
        return rankOfSquare(n, square);
    case PieceRole:
        return s.piece;
    case PickedRole:
        return s.picked;
    case TargetRole:
        return s.target;
    case WaypointRole:
        return s.waypoint;
    case LastMoveRole:
        return s.lastMove;
    case HintRole:
        return s.hint;
    case ArrivalRole:
        return s.arrival;
    case TakenRole:
        return s.taken;
    case HighlightRole:
        return s.highlight;
    case MustCaptureRole:
        return s.mustCapture;
    case DoomedRole:
        return s.doomed;
    case AccessibleNameRole:
        return accessibleName(index.row());
    }
    return {};
}

bool BoardModel::numericNotation() const
{
    return m_position.rules().notation == NotationStyle::Numeric;
}

QString BoardModel::squareName(int square) const
{
    if (square < 1 || square > int(m_squares.size()))
        return {};
    return QString::fromStdString(damas::squareName(m_position.variant, square));
}

int BoardModel::squareAt(int column, int rank) const
{
    return damas::squareAt(boardSize(), column, rank);
}

int BoardModel::columnOf(int square) const
{
    return square >= 1 && square <= int(m_squares.size()) ? columnOfSquare(boardSize(), square)
                                                          : -1;
}

int BoardModel::rankOf(int square) const
{
    return square >= 1 && square <= int(m_squares.size()) ? rankOfSquare(boardSize(), square) : -1;
}

QString BoardModel::accessibleName(int row) const
{
    const QString name = squareName(row + 1);
    const Square &s = m_squares[row];
    QString what;
    switch (s.piece) {
    case Empty:
        what = tr("empty");
        break;
    case WhiteMan:
        what = tr("white man");
        break;
    case WhiteKing:
        what = tr("white king");
        break;
    case BlackMan:
        what = tr("black man");
        break;
    case BlackKing:
        what = tr("black king");
        break;
    }
    QString text = tr("%1, %2").arg(name, what);
    if (s.picked)
        text += tr(", picked");
    if (s.target)
        text += tr(", you can move here");
    if (s.hint)
        text += tr(", hinted");
    if (s.highlight)
        text += tr(", marked");
    if (s.mustCapture)
        text += tr(", must capture");
    if (s.doomed)
        text += tr(", will be taken");
    return text;
}

void BoardModel::setPosition(
    const Position &position, const std::vector<int> &path, const std::vector<int> &taken)
{
    const bool resized
        = position.boardSize() != m_position.boardSize() || position.variant != m_position.variant;
    if (resized) {
        beginResetModel();
        m_position = position;
        m_squares.assign(squareCount(position.boardSize()), Square {});
        m_marks = Marks {};
    }
    m_position = position;

    const int n = position.boardSize();
    std::vector<Square> squares = m_squares;
    for (std::size_t i = 0; i < squares.size(); ++i) {
        const int square = int(i) + 1;
        Square &s = squares[i];
        s.piece = pieceOf(position.pieceAt(square));
        s.taken = Empty;
        s.arrival.clear();
        if (s.piece == Empty && contains(taken, square))
            s.taken = m_squares[i].piece;
    }
    const int steps = path.size() >= 2 ? int(path.size()) - 1 : 0;
    if (steps != m_arrivalSteps) {
        m_arrivalSteps = steps;
        emit arrivalStepsChanged();
    }
    if (path.size() >= 2)
        squares[path.back() - 1].arrival = pointsOf(n, path);
    if (resized) {
        m_squares = std::move(squares);
        endResetModel();
        emit boardSizeChanged();
        return;
    }
    applySquares(std::move(squares));
}

void BoardModel::setMarks(const Marks &marks)
{
    m_marks = marks;
    std::vector<Square> squares = m_squares;
    for (std::size_t i = 0; i < squares.size(); ++i) {
        const int square = int(i) + 1;
        Square &s = squares[i];
        s.picked = marks.picked == square;
        s.target = contains(marks.targets, square);
        s.waypoint = contains(marks.waypoints, square);
        s.lastMove = contains(marks.lastMove, square);
        s.hint = contains(marks.hint, square);
        s.highlight = contains(marks.highlights, square);
        s.mustCapture = contains(marks.mustCapture, square);
        s.doomed = contains(marks.doomed, square);
    }
    applySquares(std::move(squares));
    QVariantList arrows;
    for (const std::vector<int> &path : marks.arrows) {
        if (path.size() >= 2)
            arrows.append(QVariant(pointsOf(boardSize(), path)));
    }
    if (arrows != m_arrows) {
        m_arrows = arrows;
        emit arrowsChanged();
    }
}

// Emits dataChanged for each run of rows that differ, so unchanged delegates stay untouched.
void BoardModel::applySquares(std::vector<Square> squares)
{
    std::swap(m_squares, squares);
    int first = -1;
    auto flush = [&](int end) {
        if (first >= 0)
            emit dataChanged(index(first), index(end - 1));
        first = -1;
    };
    for (int i = 0; i < int(m_squares.size()); ++i) {
        if (!(m_squares[i] == squares[i])) {
            if (first < 0)
                first = i;
        } else {
            flush(i);
        }
    }
    flush(int(m_squares.size()));
}
