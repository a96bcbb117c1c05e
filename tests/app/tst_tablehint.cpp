// SPDX-License-Identifier: GPL-3.0-or-later
// The hint's words from the endgame tables, under the counts the game runs: a win in N moves
// when the win fits, the draw it is when the count runs out first, a loss, a table draw; and
// the same words in the play page's hint line. American tables of up to 3 pieces, made into a
// temporary folder (under a second).
#include "egtbgenerator.h"
#include "fen.h"
#include "gamecontroller.h"
#include "movegen.h"
#include "notation.h"
#include "scriptedopponent.h"
#include "tablehint.h"

#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace damas;

namespace {

// Two kings on 1 and 2 against a king on 28: a win in 29 plies by the tables
// (damas-cli egtb probe american --fen "W:WK1,K2:BK28").
const char *kTwoKingsWin = "W:WK1,K2:BK28";

Game gameFrom(const char *fen)
{
    auto g = Game::fromFen(Variant::American, fen);
    if (!g)
        qFatal("bad FEN %s", fen);
    return std::move(*g);
}

// The move the tables call best for the side to move: the shortest win, else the longest loss.
Move bestByTables(const EndgameTables &tables, const Position &pos)
{
    std::optional<Move> best;
    int bestKey = 0;
    for (const Move &m : legalMoves(pos)) {
        const Position after = pos.after(m);
        const auto p = tables.probe(after);
        // Smaller is better: a win for the mover first (the opponent's loss), shortest first.
        const int key = !p                   ? 1000
            : p->value == EndgameValue::Loss ? p->dtw
            : p->value == EndgameValue::Draw ? 500
                                             : 1000 - p->dtw;
        if (!best || key < bestKey) {
            best = m;
            bestKey = key;
        }
    }
    return *best;
}

} // namespace

class TestTableHint : public QObject
{
    Q_OBJECT

    QTemporaryDir m_home;
    static std::string tablesDir() { return defaultEndgameDir(); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_home.isValid());
        // The data folder (and so the tables folder) of this test, never the user's.
        qputenv("XDG_DATA_HOME", m_home.path().toLocal8Bit());
        EndgameGeneration job;
        job.variant = Variant::American;
        job.pieces = 3;
        job.dir = tablesDir();
        const auto report = generateEndgameTables(job);
        QVERIFY2(report, report ? "" : report.error().message.c_str());
    }

    void winInMoves()
    {
        const Game game = gameFrom(kTwoKingsWin);
        const EndgameTables tables(tablesDir());
        const Move best = bestByTables(tables, game.position());
        TableHint hint(tablesDir());
        hint.judge(game, best);
        // 29 plies from here: this move and 14 more of the player's.
        QCOMPARE(hint.text(), QStringLiteral("a win in 15 moves, by the endgame tables"));
    }

    // The same position after 60 plies of kings walking about (no capture, no man move, no
    // position twice), each side taking the slowest move that keeps the value: the 40-move
    // count (80 plies) now has fewer plies left than the win needs to its capture.
    void countRunsOutFirst()
    {
        Game game = gameFrom(kTwoKingsWin);
        const EndgameTables tables(tablesDir());
        std::set<std::string> seen {toFen(game.position())};
        TableHint hint(tablesDir());
        int plies = 0;
        for (;; ++plies) {
            QVERIFY2(plies < 80, "the walk never reached a drawn win");
            const Position &pos = game.position();
            if (pos.side == Color::White) {
                hint.judge(game, bestByTables(tables, pos));
                if (hint.text().startsWith(QStringLiteral("a draw")))
                    break;
                QVERIFY2(
                    hint.text().startsWith(QStringLiteral("a win in")), qPrintable(hint.text()));
            }
            // The slowest move that keeps the mover's value and leads somewhere new.
            std::optional<Move> pick;
            int longest = -1;
            for (const Move &m : legalMoves(pos)) {
                const Position after = pos.after(m);
                const auto p = tables.probe(after);
                const bool keeps = p
                    && p->value
                        == (pos.side == Color::White ? EndgameValue::Loss : EndgameValue::Win);
                if (!keeps || seen.count(toFen(after)) || p->dtz <= 1)
                    continue;
                if (p->dtw > longest) {
                    longest = p->dtw;
                    pick = m;
                }
            }
            QVERIFY2(pick, "no move keeps the walk going");
            QVERIFY(game.play(*pick));
            seen.insert(toFen(game.position()));
        }
        // The table still says won, and the count is what makes it a draw.
        QVERIFY(tables.probe(game.position())->value == EndgameValue::Win);
        QCOMPARE(hint.text(), QStringLiteral("a draw: the count runs out first (40-move rule)"));
        QVERIFY(plies > 20);
    }

    void lossAndTableDraw()
    {
        // Black to move in the won ending: whatever it plays, it loses.
        const Game losing = gameFrom("B:WK1,K2:BK28");
        const EndgameTables tables(tablesDir());
        const Move defence = bestByTables(tables, losing.position());
        TableHint hint(tablesDir());
        hint.judge(losing, defence);
        const auto after = tables.probe(losing.position().after(defence));
        QVERIFY(after && after->value == EndgameValue::Win);
        QCOMPARE(hint.text(),
            QStringLiteral("a loss in %1 moves, by the endgame tables").arg((after->dtw + 1) / 2));
        // A king each: a draw by the tables.
        const Game kings = gameFrom("W:WK1:BK32");
        hint.judge(kings, *legalMoves(kings.position()).begin());
        QCOMPARE(hint.text(), QStringLiteral("a draw with best play, by the endgame tables"));
        // Out of the tables: nothing to say, the search's words stand.
        const Game start(Variant::American);
        hint.judge(start, *legalMoves(start.position()).begin());
        QVERIFY(hint.text().isEmpty());
    }

    // The folder is read when the tables are opened and when told, not for every hint: tables
    // made in between are seen only after rescan().
    void readsTheFolderWhenTold()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const std::string folder = dir.path().toStdString();
        const Game game = gameFrom(kTwoKingsWin);
        const EndgameTables tables(tablesDir());
        const Move best = bestByTables(tables, game.position());
        TableHint hint(folder);
        QCOMPARE(hint.scans(), 1);
        hint.judge(game, best);
        QVERIFY(hint.text().isEmpty());

        EndgameGeneration job;
        job.variant = Variant::American;
        job.pieces = 3;
        job.dir = folder;
        const auto report = generateEndgameTables(job);
        QVERIFY2(report, report ? "" : report.error().message.c_str());
        hint.judge(game, best);
        hint.judge(game, best);
        QVERIFY(hint.text().isEmpty());
        QCOMPARE(hint.scans(), 1);

        hint.rescan();
        QCOMPARE(hint.scans(), 2);
        hint.judge(game, best);
        QCOMPARE(hint.text(), QStringLiteral("a win in 15 moves, by the endgame tables"));
    }

    // The play page's hint line says what the tables say.
    void inTheHintLine()
    {
        QTemporaryDir saves;
        GameController controller;
        auto *opponent = new ScriptedOpponent(&controller);
        controller.setReplyDelay(0);
        controller.setAutosaveFolder(saves.path());
        controller.setOpponent(opponent);
        const Game game = gameFrom(kTwoKingsWin);
        const EndgameTables tables(tablesDir());
        const Move best = bestByTables(tables, game.position());
        const QString move = QString::fromStdString(moveToString(game.position(), best));
        opponent->setProperty("hintMove", move);
        opponent->setProperty("hintScore", 0); // the search saw nothing: the tables speak
        QCOMPARE(controller.newGame(QStringLiteral("american"), GameController::White, 3,
                     QString::fromLatin1(kTwoKingsWin)),
            QString());
        controller.requestHint();
        QTRY_COMPARE(controller.message(),
            QStringLiteral("Hint: %1 (a win in 15 moves, by the endgame tables).").arg(move));
    }
};

QTEST_MAIN(TestTableHint)
#include "tst_tablehint.moc"
