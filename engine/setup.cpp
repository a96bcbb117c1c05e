// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup.h"

#include "movegen.h"

namespace damas {

int startingPieces(Variant variant)
{
    const int size = rulesOf(variant).boardSize;
    // Three rows of men a side on 8x8, four on 10x10 (variants.md, "men at start").
    return (size / 2 - 1) * (size / 2);
}

SetupCheck checkSetup(const Position &pos)
{
    const int size = pos.boardSize();
    const int squares = squareCount(size);
    const int half = size / 2;
    // Squares 1..half are the top row (White crowns there), the last `half` the bottom row.
    for (int s = 1; s <= half; ++s) {
        if (pos.pieceAt(s) == Piece::WhiteMan)
            return {SetupProblem::WhiteManOnCrowningRow, s};
    }
    for (int s = squares - half + 1; s <= squares; ++s) {
        if (pos.pieceAt(s) == Piece::BlackMan)
            return {SetupProblem::BlackManOnCrowningRow, s};
    }
    const int most = startingPieces(pos.variant);
    if (popcount(pos.white) > most)
        return {SetupProblem::TooManyWhite, 0};
    if (popcount(pos.black) > most)
        return {SetupProblem::TooManyBlack, 0};
    if (pos.white == 0)
        return {SetupProblem::NoWhitePieces, 0};
    if (pos.black == 0)
        return {SetupProblem::NoBlackPieces, 0};
    if (!hasLegalMove(pos))
        return {SetupProblem::SideToMoveBlocked, 0};
    return {};
}

std::string_view describe(SetupProblem problem)
{
    switch (problem) {
    case SetupProblem::None:
        return {};
    case SetupProblem::WhiteManOnCrowningRow:
        return "a white man stands on White's crowning row";
    case SetupProblem::BlackManOnCrowningRow:
        return "a black man stands on Black's crowning row";
    case SetupProblem::TooManyWhite:
        return "White has more pieces than at the start";
    case SetupProblem::TooManyBlack:
        return "Black has more pieces than at the start";
    case SetupProblem::NoWhitePieces:
        return "White has no pieces";
    case SetupProblem::NoBlackPieces:
        return "Black has no pieces";
    case SetupProblem::SideToMoveBlocked:
        return "the side to move has no legal move";
    }
    return {};
}

} // namespace damas
