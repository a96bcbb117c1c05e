// SPDX-License-Identifier: GPL-3.0-or-later
// The game soak: fast engine-against-engine games in every variant through the referee (Game),
// each from its own opening (a few random legal moves, then the low levels, which vary their
// choices by seed). After every move: the position is one the rules can reach, every count stays
// within its limit and only runs backwards on a move its rule resets it on (draw-rules.md,
// "Words"), a count at its limit ends the game, and taking the move back restores exactly the
// earlier state. Every game ends, and its PDN reads back to the same game. The default run plays
// kDefaultGames per variant; DAMAS_SOAK_GAMES sets another number (tst_soak_long, label slow).
#include "game.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "pdn.h"
#include "search.h"

#include <QTest>

#include <map>
#include <random>

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)

namespace {

constexpr int kDefaultGames = 100;
// A game this long has gone wrong: every count ends a game long before (draw-rules.md).
constexpr int kMaxPlies = 2000;

int gamesPerVariant()
{
    const int n = qEnvironmentVariableIntValue("DAMAS_SOAK_GAMES");
    return n > 0 ? n : kDefaultGames;
}

// Everything the referee says about the current position.
struct Snapshot
{
    Position position;
    DrawState draw;
    int repetitions;
    GameResult result;
    ResultReason reason;
    int ply;

    static Snapshot of(const Game &g)
    {
        return {g.position(), g.drawState(), g.repetitions(), g.result(), g.reason(), g.ply()};
    }
    bool operator==(const Snapshot &) const = default;
};

PdnResult pdnResult(GameResult r)
{
    switch (r) {
    case GameResult::WhiteWins:
        return PdnResult::WhiteWins;
    case GameResult::BlackWins:
        return PdnResult::BlackWins;
    case GameResult::Draw:
        return PdnResult::Draw;
    case GameResult::Ongoing:
        break;
    }
    return PdnResult::Unknown;
}

// Empty when `pos` could stand on a board after legal play; else what is wrong.
QString illegality(const Position &pos, Color expectedSide)
{
    const int n = pos.boardSize();
    const int squares = squareCount(n);
    const int menPerSide = n == 10 ? 20 : 12;
    if (pos.white & pos.black)
        return QStringLiteral("a square holds both colours");
    if (pos.kings & ~pos.occupied())
        return QStringLiteral("a king on an empty square");
    if (pos.side != expectedSide)
        return QStringLiteral("the wrong side to move");
    int white = 0, black = 0;
    for (int s = 1; s <= squares; ++s) {
        const Piece p = pos.pieceAt(s);
        const int row = (s - 1) / (n / 2); // 0: the top row, where White men are crowned
        if ((p == Piece::WhiteMan && row == 0) || (p == Piece::BlackMan && row == n - 1))
            return QStringLiteral("a man stands on its promotion row (square %1)").arg(s);
        white += p == Piece::WhiteMan || p == Piece::WhiteKing;
        black += p == Piece::BlackMan || p == Piece::BlackKing;
    }
    if (white + black != popcount(pos.occupied()))
        return QStringLiteral("a piece off the playing squares");
    if (white > menPerSide || black > menPerSide)
        return QStringLiteral("more pieces than a side starts with");
    return {};
}

// Whether `move` sets the count of `resets` back (draw-rules.md, "Words").
bool resetsCount(const DrawResets &resets, const Position &before, const Move &move)
{
    const bool man = !isKing(before.pieceAt(fromSquare(before, move)));
    return (resets.capture && move.isCapture()) || (resets.manMove && man && !move.isCapture())
        || (resets.promotion && move.promotes);
}

} // namespace

class TestSoak : public QObject
{
    Q_OBJECT

private slots:
    void games_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v :
            {Variant::American, Variant::Brazilian, Variant::International, Variant::Russian})
            QTest::newRow(std::string(variantName(v)).c_str()) << v;
    }

    void games()
    {
        QFETCH(Variant, variant);
        const int games = gamesPerVariant();
        Search search(1);
        std::mt19937_64 random(0x5eed0000u + unsigned(variant));
        std::map<ResultReason, int> endings;
        int plies = 0;
        for (int g = 0; g < games; ++g) {
            search.clear();
            Game game(variant);
            const int openingPlies = int(random() % 7);
            const int levels[2] = {1 + int(random() % 3), 1 + int(random() % 3)};
            while (!game.isOver()) {
                const Position pos = game.position(); // a copy: play() moves the game's positions
                QVERIFY2(game.ply() < kMaxPlies,
                    qPrintable(QStringLiteral("game %1 never ends").arg(g)));
                const MoveList moves = legalMoves(pos);
                QVERIFY(!moves.empty()); // else the referee would have ended the game
                Move move;
                if (game.ply() < openingPlies) {
                    move = moves[int(random() % unsigned(moves.size()))];
                } else {
                    const SearchLimits limits
                        = levelLimits(levels[game.ply() % 2], variant, 1000, random());
                    const SearchResult r = search.run(game.startPosition(), game.moves(), limits);
                    QVERIFY(r.hasMove);
                    move = r.bestMove;
                }
                const Snapshot before = Snapshot::of(game);
                const std::vector<DrawCounter> countsBefore = game.counters();
                QVERIFY(game.play(move));
                const Snapshot after = Snapshot::of(game);

                const QString where = QStringLiteral("%1 game %2, ply %3 (%4)")
                                          .arg(QString::fromLatin1(variantName(variant)))
                                          .arg(g)
                                          .arg(game.ply())
                                          .arg(QString::fromStdString(moveToString(pos, move)));
                const QString wrong = illegality(game.position(), opposite(before.position.side));
                QVERIFY2(wrong.isEmpty(), qPrintable(where + QStringLiteral(": ") + wrong));
                for (const DrawCounter &c : game.counters()) {
                    QVERIFY2(c.count >= 0 && c.count <= c.limit, qPrintable(where));
                    if (c.expired())
                        QVERIFY2(game.isOver(),
                            qPrintable(where
                                + QStringLiteral(": a count "
                                                 "ran out")));
                    for (const DrawCounter &b : countsBefore) {
                        if (b.rule != c.rule)
                            continue;
                        QVERIFY2(c.count <= b.count + 1,
                            qPrintable(where + QStringLiteral(": %1 jumped").arg(c.id.data())));
                        if (c.count < b.count)
                            QVERIFY2(resetsCount(c.resets, pos, move),
                                qPrintable(where
                                    + QStringLiteral(": %1 ran back from %2 to %3")
                                          .arg(c.id.data())
                                          .arg(b.count)
                                          .arg(c.count)));
                    }
                }

                // Taking the move back restores the referee exactly; then it is played again.
                QVERIFY(game.undo());
                QVERIFY2(Snapshot::of(game) == before, qPrintable(where + ": undo"));
                QVERIFY(game.play(move));
                QVERIFY2(Snapshot::of(game) == after, qPrintable(where + ": replay"));

                // Now and then a resignation, taken back.
                if (!game.isOver() && random() % 64 == 0) {
                    QVERIFY(game.resign(pos.side));
                    QVERIFY(game.isOver());
                    QVERIFY(game.undo());
                    QVERIFY2(Snapshot::of(game) == after, qPrintable(where + ": resign undo"));
                }
            }
            plies += game.ply();
            ++endings[game.reason()];

            GameRecord record;
            record.variant = variant;
            record.start = game.startPosition();
            record.moves = game.moves();
            record.tags = {{"Event", "soak"}, {"Round", std::to_string(g + 1)}};
            record.result = pdnResult(game.result());
            const std::string text = writePdn(record);
            const auto read = readPdn(text);
            QVERIFY2(read && read->size() == 1, text.c_str());
            const auto replayed = replayPdnGame(read->front());
            QVERIFY2(replayed && !replayed->failure, text.c_str());
            QVERIFY2(replayed->record == record, text.c_str());
            Game again(variant);
            for (const Move &m : replayed->record.moves)
                QVERIFY(again.play(m));
            QCOMPARE(again.result(), game.result());
            QCOMPARE(again.reason(), game.reason());
        }
        QString summary;
        for (const auto &[reason, n] : endings)
            summary += QStringLiteral(" %1 %2").arg(reasonName(reason).data()).arg(n);
        qInfo("%s: %d games, %d plies, ended by%s", variantName(variant).data(), games, plies,
            qPrintable(summary));
    }
};

QTEST_APPLESS_MAIN(TestSoak)
#include "tst_soak.moc"
