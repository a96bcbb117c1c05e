// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveinput.h"

#include "movegen.h"
#include "notation.h"

#include <algorithm>
#include <utility>

using namespace damas;

void MoveInput::reset(const Position &position)
{
    m_position = position;
    m_paths.clear();
    m_picked = 0;
    m_refused = 0;
    m_clicked.clear();
    m_end = 0;
    m_move = Move {};
    m_problem = MoveProblem::None;

    const int n = position.boardSize();
    if (hasCapture(position)) {
        for (const MovePath &p : generateCapturePaths(position)) {
            Path path {p.move, {}, capturedSquares(position, p.move)};
            for (int bit : p.bits)
                path.squares.push_back(squareOfBit(n, bit));
            m_paths.push_back(std::move(path));
        }
    } else {
        for (const Move &m : legalMoves(position))
            m_paths.push_back({m, {fromSquare(position, m), toSquare(position, m)}, {}});
    }
}

std::vector<int> MoveInput::chosenPath(const Move &move) const
{
    const std::vector<std::vector<int>> paths = capturePaths(m_position, move);
    if (m_picked != 0) {
        for (const std::vector<int> &p : paths) {
            if (std::all_of(m_clicked.begin(), m_clicked.end(),
                    [&](int sq) { return std::find(p.begin(), p.end(), sq) != p.end(); }))
                return p;
        }
    }
    return paths.front();
}

void MoveInput::pick(int square)
{
    m_picked = square;
    m_clicked.clear();
    m_end = 0;
}

// The paths from the picked piece that land on every clicked square and, when `end` is set, end
// there. A square may be a landing more than once on a flying king's path; any one will do.
std::vector<const MoveInput::Path *> MoveInput::fitting(
    const std::vector<int> &clicks, int end) const
{
    std::vector<const Path *> out;
    for (const Path &path : m_paths) {
        if (path.squares.front() != m_picked)
            continue;
        if (end != 0 && path.squares.back() != end)
            continue;
        const bool all = std::all_of(clicks.begin(), clicks.end(), [&](int sq) {
            return std::find(path.squares.begin() + 1, path.squares.end(), sq)
                != path.squares.end();
        });
        if (all)
            out.push_back(&path);
    }
    return out;
}

// The paths that fit the clicks so far and land on no other square.
std::vector<const MoveInput::Path *> MoveInput::landingOnlyOnClicked() const
{
    std::vector<const Path *> out;
    for (const Path *p : fitting(m_clicked, m_end)) {
        const bool only = std::all_of(p->squares.begin() + 1, p->squares.end(), [&](int sq) {
            return std::find(m_clicked.begin(), m_clicked.end(), sq) != m_clicked.end();
        });
        if (only)
            out.push_back(p);
    }
    return out;
}

MoveInput::Outcome MoveInput::settle(const std::vector<const Path *> &fits)
{
    const Move first = fits.front()->move;
    const bool one
        = std::all_of(fits.begin(), fits.end(), [&](const Path *p) { return p->move == first; });
    if (m_end != 0 && one) {
        m_move = first;
        return Outcome::Complete;
    }
    return Outcome::Narrowed;
}

MoveInput::Outcome MoveInput::click(int square)
{
    m_problem = MoveProblem::None;

    // Nothing picked, or another of the player's movable pieces clicked: pick it.
    const Piece piece = m_position.pieceAt(square);
    const bool ownPiece = piece != Piece::None && colorOf(piece) == m_position.side;
    const bool endsAtStart = m_picked == square && !fitting({}, square).empty();
    const int refused = std::exchange(m_refused, 0);
    if (m_picked == 0 && refused != 0 && piece == Piece::None) {
        m_problem = moveProblem(m_position, refused, square);
        if (m_problem == MoveProblem::None) // cannot be: the piece had no legal move
            m_problem = MoveProblem::NotLegal;
        return Outcome::Rejected;
    }
    if (m_picked == 0 || (ownPiece && square != m_picked)) {
        const MoveProblem problem = pieceProblem(m_position, square);
        if (problem != MoveProblem::None) {
            m_problem = problem;
            if (ownPiece)
                m_refused = square;
            return Outcome::Rejected;
        }
        pick(square);
        return Outcome::Picked;
    }
    if (square == m_picked && !endsAtStart) {
        pick(0);
        return Outcome::Unpicked;
    }

    std::vector<int> clicks = m_clicked;
    clicks.push_back(square);
    if (m_end == 0) {
        // The end square, if some path ends here; else a turning square.
        std::vector<const Path *> fits = fitting(clicks, square);
        if (!fits.empty()) {
            m_clicked = clicks;
            m_end = square;
            return settle(fits);
        }
        fits = fitting(clicks, 0);
        if (!fits.empty()) {
            m_clicked = clicks;
            return settle(fits);
        }
    } else {
        // The end clicked again: the capture that lands on no square but those clicked. When
        // two captures share their start and end and one's landings are all on the other's
        // path (c3:e1 and c3:a5:c7:e5:c3:e1), no turning square names the short one.
        if (square == m_end) {
            const std::vector<const Path *> exact = landingOnlyOnClicked();
            if (!exact.empty())
                return settle(exact);
        }
        const std::vector<const Path *> fits = fitting(clicks, m_end);
        if (!fits.empty()) {
            m_clicked = clicks;
            return settle(fits);
        }
    }

    // A fresh start from the picked piece may still fit (the earlier clicks were a detour).
    if (!fitting({square}, 0).empty()) {
        pick(m_picked);
        return click(square);
    }
    m_problem = moveProblem(m_position, m_picked, square);
    if (m_problem == MoveProblem::None)
        m_problem = MoveProblem::NotLegal;
    return Outcome::Rejected;
}

MoveInput::Outcome MoveInput::drag(int from, int to)
{
    pick(0);
    const Outcome picked = click(from);
    if (picked == Outcome::Rejected)
        return picked;
    // Dropped on a piece: not a pick of that piece, as a click would be.
    if (to != from && m_position.pieceAt(to) != Piece::None) {
        m_problem = moveProblem(m_position, from, to);
        return Outcome::Rejected;
    }
    return click(to);
}

bool MoveInput::choosingPath() const
{
    if (m_end == 0)
        return false;
    const auto fits = fitting(m_clicked, m_end);
    return std::any_of(
        fits.begin(), fits.end(), [&](const Path *p) { return !(p->move == fits.front()->move); });
}

std::vector<int> MoveInput::targets() const
{
    if (m_picked == 0)
        return {};
    std::vector<int> out;
    const auto fits = fitting(m_clicked, m_end);
    if (m_end == 0) {
        // Where the piece can go from here: the ends of the paths that still fit.
        for (const Path *p : fits)
            out.push_back(p->squares.back());
    } else {
        // The turning squares that tell the remaining moves apart: on some paths, not all.
        for (const Path *p : fits) {
            for (std::size_t i = 1; i + 1 < p->squares.size(); ++i) {
                const int sq = p->squares[i];
                const bool onAll = std::all_of(fits.begin(), fits.end(), [&](const Path *q) {
                    return std::find(q->squares.begin(), q->squares.end(), sq) != q->squares.end();
                });
                if (!onAll && std::find(m_clicked.begin(), m_clicked.end(), sq) == m_clicked.end())
                    out.push_back(sq);
            }
        }
        // A capture that lands only on the squares clicked is taken by clicking the end again.
        if (choosingPath() && !landingOnlyOnClicked().empty())
            out.push_back(m_end);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<int> MoveInput::mustCapture() const
{
    std::vector<int> out;
    if (m_picked != 0)
        return out;
    for (const Path &p : m_paths) {
        if (!p.taken.empty())
            out.push_back(p.squares.front());
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<int> MoveInput::sharedPath() const
{
    const auto fits = fitting(m_clicked, m_end);
    if (fits.empty() || fits.front()->taken.empty())
        return {};
    std::vector<int> out = fits.front()->squares;
    for (const Path *p : fits) {
        const auto diff
            = std::mismatch(out.begin(), out.end(), p->squares.begin(), p->squares.end());
        out.erase(diff.first, out.end());
    }
    return out.size() >= 2 ? out : std::vector<int> {};
}

std::vector<int> MoveInput::sureCaptures() const
{
    const auto fits = fitting(m_clicked, m_end);
    if (fits.empty())
        return {};
    std::vector<int> out = fits.front()->taken;
    std::sort(out.begin(), out.end());
    for (const Path *p : fits) {
        std::vector<int> taken = p->taken;
        std::sort(taken.begin(), taken.end());
        std::vector<int> both;
        std::set_intersection(
            out.begin(), out.end(), taken.begin(), taken.end(), std::back_inserter(both));
        out = std::move(both);
    }
    return out;
}
