// SPDX-License-Identifier: GPL-3.0-or-later
#include "explain.h"

#include "movegen.h"
#include "notation.h"

#include <algorithm>
#include <cstdlib>

namespace damas {

namespace {

// Diagonal directions as (column, rank) steps; rank grows toward Black's side.
constexpr int kDirs[4][2] = {{-1, 1}, {1, 1}, {-1, -1}, {1, -1}};

bool movesForward(Color side, int rankStep)
{
    return side == Color::White ? rankStep > 0 : rankStep < 0;
}

bool hasPiece(const Position &pos, int square)
{
    return pos.pieceAt(square) != Piece::None;
}

bool isOpponent(const Position &pos, int square)
{
    const Piece p = pos.pieceAt(square);
    return p != Piece::None && colorOf(p) != pos.side;
}

bool anyMoveBetween(const Position &pos, int from, int to)
{
    for (const Move &m : legalMoves(pos)) {
        if (fromSquare(pos, m) == from && (to == 0 || toSquare(pos, m) == to))
            return true;
    }
    return false;
}

} // namespace

std::vector<int> singleJumpLandings(const Position &pos, int square)
{
    std::vector<int> out;
    const Piece piece = pos.pieceAt(square);
    if (piece == Piece::None)
        return out;
    const Rules &rules = pos.rules();
    const int n = pos.boardSize();
    const int col = columnOfSquare(n, square);
    const int rank = rankOfSquare(n, square);
    const Color side = colorOf(piece);
    const bool flying = isKing(piece) && rules.flyingKings;
    for (const auto &d : kDirs) {
        // Men capture forward only in WCDF; everywhere else in all four directions.
        if (!isKing(piece) && !rules.menCaptureBackward && !movesForward(side, d[1]))
            continue;
        int c = col + d[0];
        int r = rank + d[1];
        // A flying king slides over empty squares up to the piece it takes (FMJD art. 4.3).
        while (flying && squareAt(n, c, r) && !hasPiece(pos, squareAt(n, c, r))) {
            c += d[0];
            r += d[1];
        }
        const int victim = squareAt(n, c, r);
        if (!victim || !hasPiece(pos, victim) || colorOf(pos.pieceAt(victim)) == side)
            continue;
        c += d[0];
        r += d[1];
        // ... and may land on any empty square behind it; a man or a short king on the next one.
        while (squareAt(n, c, r) && !hasPiece(pos, squareAt(n, c, r))) {
            out.push_back(squareAt(n, c, r));
            if (!flying)
                break;
            c += d[0];
            r += d[1];
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

MoveProblem pieceProblem(const Position &pos, int square)
{
    const Piece piece = pos.pieceAt(square);
    if (piece == Piece::None)
        return MoveProblem::NoPiece;
    if (colorOf(piece) != pos.side)
        return MoveProblem::OpponentPiece;
    if (anyMoveBetween(pos, square, 0))
        return MoveProblem::None;
    if (hasCapture(pos)) {
        // This piece could jump, but another capture takes more (majority rule).
        if (pos.rules().majorityCapture && !singleJumpLandings(pos, square).empty())
            return MoveProblem::MustTakeMost;
        return MoveProblem::CaptureObligatory;
    }
    return MoveProblem::PieceBlocked;
}

std::string_view describe(MoveProblem problem)
{
    switch (problem) {
    case MoveProblem::None:
        return {};
    case MoveProblem::NoPiece:
        return "there is no piece on the start square";
    case MoveProblem::OpponentPiece:
        return "the piece on the start square is not the side to move's";
    case MoveProblem::Occupied:
        return "the end square is taken";
    case MoveProblem::NotDiagonal:
        return "pieces move along the diagonals";
    case MoveProblem::ManForwardOnly:
        return "men move forward only";
    case MoveProblem::ManOneSquare:
        return "a man moves one square at a time";
    case MoveProblem::KingOneSquare:
        return "kings move one square at a time in this variant";
    case MoveProblem::OwnPieceInTheWay:
        return "no piece jumps a piece of its own side";
    case MoveProblem::TwoPiecesInTheWay:
        return "two pieces in a row cannot be jumped";
    case MoveProblem::ManCapturesForwardOnly:
        return "men capture forward only in this variant";
    case MoveProblem::CaptureObligatory:
        return "a capture is obligatory";
    case MoveProblem::CaptureBackward:
        return "a capture is obligatory, and men capture backwards in this variant";
    case MoveProblem::MustTakeMost:
        return "the capture must take the most pieces";
    case MoveProblem::CaptureNotFinished:
        return "the capture is not finished";
    case MoveProblem::PieceBlocked:
        return "that piece has no move";
    case MoveProblem::NotLegal:
        return {};
    }
    return {};
}

MoveProblem moveProblem(const Position &pos, int from, int to)
{
    const MoveProblem pieceIssue = pieceProblem(pos, from);
    if (pieceIssue == MoveProblem::NoPiece || pieceIssue == MoveProblem::OpponentPiece)
        return pieceIssue;
    if (from == to)
        return MoveProblem::NotLegal;
    if (hasPiece(pos, to))
        return MoveProblem::Occupied;
    if (anyMoveBetween(pos, from, to))
        return MoveProblem::None;

    const int n = pos.boardSize();
    const Rules &rules = pos.rules();
    const bool capturesOnBoard = hasCapture(pos);

    // A legal capture of this piece lands on `to` and goes on: the player stopped too early.
    if (capturesOnBoard) {
        const int fromBit = bitOfSquare(n, from);
        const int toBit = bitOfSquare(n, to);
        for (const MovePath &path : generateCapturePaths(pos)) {
            if (path.bits.front() == fromBit
                && std::find(path.bits.begin() + 1, path.bits.end() - 1, toBit)
                    != path.bits.end() - 1)
                return MoveProblem::CaptureNotFinished;
        }
    }

    const int dc = columnOfSquare(n, to) - columnOfSquare(n, from);
    const int dr = rankOfSquare(n, to) - rankOfSquare(n, from);
    if (std::abs(dc) != std::abs(dr))
        return MoveProblem::NotDiagonal;
    const int distance = std::abs(dc);
    const Piece piece = pos.pieceAt(from);
    const bool king = isKing(piece);
    const bool forward = movesForward(pos.side, dr);

    int own = 0;
    int theirs = 0;
    for (int i = 1; i < distance; ++i) {
        const int sq = squareAt(n, columnOfSquare(n, from) + i * (dc > 0 ? 1 : -1),
            rankOfSquare(n, from) + i * (dr > 0 ? 1 : -1));
        if (isOpponent(pos, sq))
            ++theirs;
        else if (hasPiece(pos, sq))
            ++own;
    }
    if (own > 0)
        return MoveProblem::OwnPieceInTheWay;
    if (theirs > 1)
        return MoveProblem::TwoPiecesInTheWay;

    if (theirs == 0) {
        // The shape of a plain move.
        if (!king && !forward)
            return MoveProblem::ManForwardOnly;
        if (!king && distance > 1)
            return MoveProblem::ManOneSquare;
        if (king && !rules.flyingKings && distance > 1)
            return MoveProblem::KingOneSquare;
        if (!capturesOnBoard)
            return MoveProblem::NotLegal;
        // The capture a learner misses most is a man's backward one (FMJD art. 4.2).
        for (const MovePath &path : generateCapturePaths(pos)) {
            const int start = squareOfBit(n, path.bits[0]);
            const int land = squareOfBit(n, path.bits[1]);
            if (!isKing(pos.pieceAt(start))
                && !movesForward(pos.side, rankOfSquare(n, land) - rankOfSquare(n, start)))
                return MoveProblem::CaptureBackward;
        }
        return MoveProblem::CaptureObligatory;
    }

    // The shape of a jump over one opponent's piece.
    if (!king && !forward && !rules.menCaptureBackward)
        return MoveProblem::ManCapturesForwardOnly;
    const std::vector<int> landings = singleJumpLandings(pos, from);
    if (std::find(landings.begin(), landings.end(), to) == landings.end())
        return king ? (rules.flyingKings ? MoveProblem::NotLegal : MoveProblem::KingOneSquare)
                    : MoveProblem::ManOneSquare;
    // A possible jump that starts no legal capture: another capture takes more.
    if (rules.majorityCapture)
        return MoveProblem::MustTakeMost;
    return MoveProblem::NotLegal;
}

} // namespace damas
