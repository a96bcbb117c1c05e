// SPDX-License-Identifier: GPL-3.0-or-later
#include "typedmove.h"

#include "enginetexts.h"
#include "movegen.h"
#include "notation.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <vector>

using namespace damas;

QString TypedMove::problem(const Position &pos, const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[^A-Za-z0-9]+|(?<=\\d)[xX](?=\\d)"));
    const QString typed = text.trimmed();
    std::vector<int> squares;
    for (const QString &part : typed.split(separators, Qt::SkipEmptyParts))
        squares.push_back(parseSquare(pos.variant, part.toStdString()));
    const bool readable
        = squares.size() >= 2 && std::find(squares.begin(), squares.end(), 0) == squares.end();
    if (!readable) {
        const MoveList legal = legalMoves(pos);
        return tr("\"%1\" is not a move this board can read. Write it like %2.")
            .arg(typed,
                legal.empty() ? QString() : QString::fromStdString(moveToString(pos, legal[0])));
    }
    const MoveProblem problem = moveProblem(pos, squares.front(), squares.back());
    if (problem == MoveProblem::None)
        return tr("Several captures fit \"%1\": write the squares where yours turns.").arg(typed);
    return EngineTexts::moveProblem(problem);
}
