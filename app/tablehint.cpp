// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablehint.h"

#include "enginetexts.h"

using namespace damas;

TableHint::TableHint(const std::string &dir)
    : m_tables(std::make_unique<EndgameTables>(dir.empty() ? defaultEndgameDir() : dir))
{ }

void TableHint::judge(const Game &game, const Move &move)
{
    m_verdict.reset();
    const Position &before = game.position();
    if (m_tables->maxPieces(before.variant) < popcount(before.white | before.black))
        return;
    Game after = game;
    if (!after.play(move) || after.isOver())
        return; // the move ends the game: the search's words say it
    if (auto v = judgeEnding(*m_tables, after.position(), after.drawState()); v && v->decided())
        m_verdict = v;
}

void TableHint::rescan()
{
    m_tables->rescan();
    ++m_scans;
}

QString TableHint::text() const
{
    if (!m_verdict)
        return {};
    const EndgameVerdict &v = *m_verdict;
    switch (v.kind) {
    case EndgameVerdict::Loss: {
        // The opponent, to move, loses in v.plies: the player's moves are this one and one
        // every two plies after it.
        const int moves = 1 + v.plies / 2;
        return moves == 1 ? tr("a win with this move, by the endgame tables")
                          : tr("a win in %1 moves, by the endgame tables").arg(moves);
    }
    case EndgameVerdict::Win:
        return tr("a loss in %1 moves, by the endgame tables").arg(v.moves());
    case EndgameVerdict::Draw:
        if (v.runsOut)
            return tr("a draw: the count runs out first (%1)")
                .arg(
                    EngineTexts::counterName(QString::fromLatin1(drawRuleInfo(*v.runsOut).id.data(),
                        qsizetype(drawRuleInfo(*v.runsOut).id.size()))));
        return tr("a draw with best play, by the endgame tables");
    case EndgameVerdict::Undecided:
        break;
    }
    return {};
}
