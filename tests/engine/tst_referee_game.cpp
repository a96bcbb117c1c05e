// SPDX-License-Identifier: GPL-3.0-or-later
// The game record and its referee across variants: the order of checks at the start position,
// repetition, undo, resignation and agreement, the state the search carries, moves left, the
// result-line sentences, and a comparison with a second, rescanning reading of draw-rules.md on
// random games.
#include "refereescript.h"

#include "drawstate.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "notation.h"

#include <QTest>

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <type_traits>

using namespace damas;
using namespace RefereeScript;

namespace {

Position fen(Variant v, const char *text)
{
    auto pos = parseFen(v, text);
    if (!pos)
        qFatal("bad FEN in test: %s", text);
    return *pos;
}

Move move(const Position &pos, const char *text)
{
    auto m = parseMove(pos, text);
    if (!m)
        qFatal("bad move in test: %s", m.error().message.c_str());
    return *m;
}

// Everything the referee says about the current position, for comparing two moments.
struct Snapshot
{
    std::string fen;
    std::string said; // counters, repetitions, result (RefereeScript::describe)
    DrawState draw;
    int ply;
    GameResult result;
    ResultReason reason;
    bool operator==(const Snapshot &) const = default;
};

Snapshot snapshot(const Game &game)
{
    return {toFen(game.position()), describe(game), game.drawState(), game.ply(), game.result(),
        game.reason()};
}

/*
 * A second reading of draw-rules.md, written from the tables without the incremental state:
 * after every move it rescans the whole game. For each rule it finds the stretch of positions,
 * ending at the current one, in which the rule's condition holds without a break; the count
 * started in the first position of that stretch where its starting condition held (for
 * international-16, the 16-move material; for every other rule, the condition itself); it was
 * last set to 0 by the last reset move in the stretch; and it is the number of moves since
 * then in its unit.
 */
class RescanningReferee
{
public:
    explicit RescanningReferee(const Position &start)
        : m_positions {start}
    { }
    void play(const Move &m)
    {
        m_moves.push_back(m);
        m_positions.push_back(m_positions.back().after(m));
    }

    std::string describe() const
    {
        std::string text;
        auto add = [&text](const std::string &token) { text += (text.empty() ? "" : " ") + token; };
        const int n = int(m_positions.size()) - 1;
        const Position &pos = m_positions[n];
        for (const Rule &rule : rulesOf(pos.variant)) {
            const int count = countOf(rule, n);
            if (count < 0)
                continue;
            std::string token = std::string(rule.id) + '=' + std::to_string(count) + '/'
                + std::to_string(rule.limit(total(pos)));
            if (rule.strongerMove)
                token += stronger(rule, pos) == Color::White ? "@white" : "@black";
            add(token);
        }
        const int reps = repetitions(n);
        if (reps >= 2)
            add("rep=" + std::to_string(reps));
        const char *winner = pos.side == Color::White ? "black:" : "white:";
        if (!pos.pieces(pos.side)) {
            add(std::string(winner) + "no-pieces");
        } else if (!hasLegalMove(pos)) {
            add(std::string(winner) + "no-moves");
        } else if (reps >= 3) {
            add("draw:repetition");
        } else {
            bool endgame = false, moveLimit = false;
            for (const Rule &rule : rulesOf(pos.variant)) {
                const int count = countOf(rule, n);
                if (count >= 0 && count >= rule.limit(total(pos)))
                    (rule.endgame ? endgame : moveLimit) = true;
            }
            if (endgame)
                add("draw:endgame");
            else if (moveLimit)
                add("draw:move-limit");
        }
        return text;
    }

private:
    struct Material
    {
        int kings;
        int men;
        bool operator==(const Material &) const = default;
    };
    static Material material(const Position &p, Color c)
    {
        return {popcount(p.kingsOf(c)), popcount(p.men(c))};
    }
    static int total(const Position &p) { return popcount(p.occupied()); }
    static bool isLoneKing(const Position &p, Color c) { return material(p, c) == Material {1, 0}; }
    static bool onlyPieceOnDiagonal(const Position &p, Color c)
    {
        const Bitboard diagonal = mainDiagonal(p.boardSize());
        return (p.occupied() & diagonal) == p.pieces(c) && (p.pieces(c) & diagonal);
    }
    static bool isOneOf(Material m, std::initializer_list<Material> list)
    {
        for (const Material &x : list) {
            if (m == x)
                return true;
        }
        return false;
    }
    static bool threeVersusLone(const Position &p, Color strong)
    {
        return isOneOf(material(p, strong), {{3, 0}, {2, 1}, {1, 2}})
            && isLoneKing(p, opposite(strong));
    }

    struct Rule
    {
        const char *id;
        bool endgame;
        bool strongerMove;
        bool resetCapture, resetManMove, resetPromotion;
        // The condition in a position: which side is stronger (for the rules that name one), or
        // White for rules that hold without naming a side; nullopt when it does not hold.
        std::function<std::optional<Color>(const Position &)> holds;
        // international-16 only: the wider condition it keeps running in.
        std::function<std::optional<Color>(const Position &)> keepsRunning;
        std::function<int(int pieces)> limit;
    };

    static std::optional<Color> eitherSide(const Position &, const std::function<bool(Color)> &pred)
    {
        if (pred(Color::White))
            return Color::White;
        if (pred(Color::Black))
            return Color::Black;
        return std::nullopt;
    }

    static const std::vector<Rule> &rulesOf(Variant v)
    {
        using P = const Position &;
        auto always = [](P) -> std::optional<Color> { return Color::White; };
        auto fixed = [](int plies) { return [plies](int) { return plies; }; };
        static const std::vector<Rule> american = {
            {"american-40", false, false, true, true, false, always, nullptr, fixed(80)},
        };
        static const std::vector<Rule> brazilian = {
            {"brazilian-20", false, false, true, true, false, always, nullptr, fixed(40)},
            {"brazilian-5", true, false, false, false, false,
                [](P p) {
                    return eitherSide(p, [&p](Color c) {
                        const Material a = material(p, c), b = material(p, opposite(c));
                        const bool pair
                            = (a == Material {2, 0} && isOneOf(b, {{2, 0}, {1, 0}, {1, 1}}))
                            || (a == Material {1, 0} && isOneOf(b, {{1, 0}, {1, 1}}));
                        return pair
                            || (threeVersusLone(p, c) && onlyPieceOnDiagonal(p, opposite(c)));
                    });
                },
                nullptr, fixed(10)},
        };
        auto fiveSet = [](P p) {
            return eitherSide(p, [&p](Color c) {
                return isOneOf(material(p, c), {{2, 0}, {1, 1}, {1, 0}})
                    && isLoneKing(p, opposite(c));
            });
        };
        static const std::vector<Rule> international = {
            {"international-16", true, false, false, false, false,
                [](P p) { return eitherSide(p, [&p](Color c) { return threeVersusLone(p, c); }); },
                [fiveSet](P p) {
                    auto s = eitherSide(p, [&p](Color c) { return threeVersusLone(p, c); });
                    return s ? s : fiveSet(p);
                },
                fixed(32)},
            {"international-25", false, false, true, true, false, always, nullptr, fixed(50)},
            {"international-5-diagonal", true, false, false, false, false,
                [](P p) {
                    return eitherSide(p, [&p](Color c) {
                        return threeVersusLone(p, c) && onlyPieceOnDiagonal(p, opposite(c));
                    });
                },
                nullptr, fixed(10)},
            {"international-5-endgame", true, false, false, false, false, fiveSet, nullptr,
                fixed(10)},
        };
        static const std::vector<Rule> russian = {
            {"russian-15-three-kings", true, true, false, false, false,
                [](P p) {
                    return eitherSide(p, [&p](Color c) {
                        return material(p, c).kings >= 3 && isLoneKing(p, opposite(c));
                    });
                },
                nullptr, fixed(15)},
            {"russian-5-main-road", true, true, false, false, false,
                [](P p) {
                    return eitherSide(p, [&p](Color c) {
                        const Bitboard diagonal = mainDiagonal(p.boardSize());
                        return popcount(p.pieces(c)) == 3 && !(p.pieces(c) & diagonal)
                            && isLoneKing(p, opposite(c)) && (p.pieces(opposite(c)) & diagonal);
                    });
                },
                nullptr, fixed(5)},
            {"russian-balance", false, false, true, false, true,
                [](P p) -> std::optional<Color> {
                    if (p.kingsOf(Color::White) && p.kingsOf(Color::Black) && total(p) <= 7)
                        return Color::White;
                    return std::nullopt;
                },
                nullptr, [](int pieces) { return pieces <= 3 ? 10
                                              : pieces <= 5  ? 60
                                                             : 120; }},
            {"russian-kings-only", false, false, true, true, false,
                [](P p) -> std::optional<Color> {
                    if (total(p) >= 4 && total(p) <= 7)
                        return Color::White;
                    return std::nullopt;
                },
                nullptr, [](int pieces) { return pieces <= 5 ? 30 : 50; }},
        };
        switch (v) {
        case Variant::American:
            return american;
        case Variant::Brazilian:
            return brazilian;
        case Variant::International:
            return international;
        case Variant::Russian:
            break;
        }
        return russian;
    }

    static Color stronger(const Rule &rule, const Position &p) { return *rule.holds(p); }

    bool isReset(const Rule &rule, int i) const
    {
        const Move &m = m_moves[i - 1];
        const Position &before = m_positions[i - 1];
        const bool manMove = !m.isCapture() && !(before.kings & (Bitboard(1) << m.from));
        return (rule.resetCapture && m.isCapture()) || (rule.resetManMove && manMove)
            || (rule.resetPromotion && m.promotes);
    }

    // The count of `rule` in position n, or -1 when it is not active.
    int countOf(const Rule &rule, int n) const
    {
        auto keeps = [&](int i) {
            return bool((rule.keepsRunning ? rule.keepsRunning : rule.holds)(m_positions[i]));
        };
        if (!keeps(n))
            return -1;
        int stretch = n;
        while (stretch > 0 && keeps(stretch - 1))
            --stretch;
        int start = stretch;
        while (start <= n && !rule.holds(m_positions[start]))
            ++start;
        if (start > n)
            return -1;
        int base = start;
        for (int i = start + 1; i <= n; ++i) {
            if (isReset(rule, i))
                base = i;
        }
        int count = 0;
        for (int i = base + 1; i <= n; ++i) {
            if (!rule.strongerMove || m_positions[i - 1].side == stronger(rule, m_positions[n]))
                ++count;
        }
        return count;
    }

    int repetitions(int n) const
    {
        int first = 0;
        for (int i = n; i >= 1; --i) {
            const Move &m = m_moves[i - 1];
            if (m.isCapture() || !(m_positions[i - 1].kings & (Bitboard(1) << m.from))) {
                first = i;
                break;
            }
        }
        int count = 0;
        for (int i = first; i <= n; ++i)
            count += m_positions[i] == m_positions[n];
        return count;
    }

    std::vector<Position> m_positions;
    std::vector<Move> m_moves;
};

// A random position with few pieces, most of them kings: the endings the counts are about.
Position randomEnding(Variant v, std::mt19937 &rng)
{
    const int n = rulesOf(v).boardSize;
    const int squares = squareCount(n);
    Position p = Position::empty(v, rng() % 2 ? Color::White : Color::Black);
    std::uniform_int_distribution<int> count(1, 4);
    std::uniform_int_distribution<int> square(1, squares);
    for (Color c : {Color::White, Color::Black}) {
        for (int placed = 0, want = count(rng); placed < want;) {
            const int s = square(rng);
            if (p.pieceAt(s) != Piece::None)
                continue;
            const bool king = rng() % 3 != 0;
            const int row = (s - 1) / (n / 2);
            // No man on its own promotion row (White promotes on the top row).
            if (!king && ((c == Color::White && row == 0) || (c == Color::Black && row == n - 1)))
                continue;
            p.setPiece(s,
                c == Color::White ? (king ? Piece::WhiteKing : Piece::WhiteMan)
                                  : (king ? Piece::BlackKing : Piece::BlackMan));
            ++placed;
        }
    }
    return p;
}

// A random legal move, preferring those that leave the opponent no capture, so that games
// last and the counts get to run, and now and then taking back the side's own last king move,
// so that positions come back.
Move randomMove(const Game &game, std::mt19937 &rng)
{
    const Position &pos = game.position();
    const MoveList moves = legalMoves(pos);
    if (game.ply() >= 2 && rng() % 3 == 0) {
        const Move &own = game.moves()[game.ply() - 2];
        const Move back {0, own.to, own.from, false};
        if (std::find(moves.begin(), moves.end(), back) != moves.end())
            return back;
    }
    std::vector<Move> safe;
    for (const Move &m : moves) {
        if (!hasCapture(pos.after(m)))
            safe.push_back(m);
    }
    if (!safe.empty() && rng() % 8 != 0)
        return safe[rng() % safe.size()];
    return moves[int(rng() % unsigned(moves.size()))];
}

} // namespace

class TestRefereeGame : public QObject
{
    Q_OBJECT

private slots:
    /*
     * The start position is judged too: a set-up position in which the side to move has no
     * piece, or no legal move, is already lost, and no move can be played in it.
     *
     *   W:W29:B22,25 (American, White to move)
     *     ...
     *   .   b   .   .       21  22  23  24     White's man on 29 can only go to 25, which
     *     b   .   .   .       25  26  27  28   is taken, and cannot jump it: 22 is taken.
     *   w   .   .   .       29  30  31  32
     */
    void startPositionAlreadyLost()
    {
        const Game noPieces(fen(Variant::American, "W:W:B1"));
        QCOMPARE(noPieces.result(), GameResult::BlackWins);
        QCOMPARE(noPieces.reason(), ResultReason::NoPieces);

        Game noMoves(fen(Variant::American, "W:W29:B22,25"));
        QCOMPARE(noMoves.result(), GameResult::BlackWins);
        QCOMPARE(noMoves.reason(), ResultReason::NoMoves);
        QVERIFY(!noMoves.undo());

        // Black to move with nothing left, in a 10x10 game.
        const Game blackLost(fen(Variant::International, "B:WK46:B"));
        QCOMPARE(blackLost.result(), GameResult::WhiteWins);
        QCOMPARE(blackLost.reason(), ResultReason::NoPieces);

        // Only the side to move is judged: with White to move and moves to make, an empty Black
        // side has not lost yet; it has once it is Black's turn.
        Game whiteToMove(fen(Variant::International, "W:WK46:B"));
        QCOMPARE(whiteToMove.result(), GameResult::Ongoing);
        QVERIFY(whiteToMove.play(move(whiteToMove.position(), "46-41")));
        QCOMPARE(whiteToMove.result(), GameResult::WhiteWins);
        QCOMPARE(whiteToMove.reason(), ResultReason::NoPieces);
    }

    void onlyLegalMovesWhileTheGameGoesOn()
    {
        Game game(Variant::American);
        const Position start = game.position();
        // 22-18 is White's move; Black moves first in American.
        Move whiteMove {};
        for (const Move &m : legalMoves(fen(Variant::American, "W:W21-32:B1-12")))
            whiteMove = m;
        QVERIFY(!game.canPlay(whiteMove));
        QVERIFY(!game.play(whiteMove));
        QCOMPARE(game.ply(), 0);
        QCOMPARE(game.position(), start);

        QVERIFY(game.play(move(game.position(), "11-15")));
        QCOMPARE(game.ply(), 1);
        QCOMPARE(game.moves().size(), std::size_t(1));
        QCOMPARE(game.positionAt(0), start);
        QCOMPARE(game.startPosition(), start);

        QVERIFY(game.resign(Color::Black));
        QVERIFY(!game.play(move(game.position(), "22-18")));
        QCOMPARE(game.ply(), 1);
    }

    /*
     * Threefold repetition need not be consecutive: the kings go out and back by different
     * routes, and the start position (its first occurrence) comes back on plies 4 and 8.
     *
     *   B:WK21:BK12
     *     .   .   .   .        1   2   3   4
     *   .   .   .   .        5   6   7   8
     *     .   .   .   B        9  10  11  12
     *   .   .   .   .       13  14  15  16
     *     .   .   .   .       17  18  19  20
     *   W   .   .   .       21  22  23  24
     *     .   .   .   .       25  26  27  28
     *   .   .   .   .       29  30  31  32
     */
    void repetitionByDifferentRoutes()
    {
        const Script script = {
            {"", "american-40=0/80"},
            {"12-8", "american-40=1/80"},
            {"21-17", "american-40=2/80"},
            {"8-12", "american-40=3/80"},
            {"17-21", "american-40=4/80 rep=2"},
            {"12-16", "american-40=5/80"},
            {"21-25", "american-40=6/80"},
            {"16-12", "american-40=7/80"},
            {"25-21", "american-40=8/80 rep=3 draw:repetition"},
        };
        CHECK_SCRIPT(Variant::American, "B:WK21:BK12", script);
    }

    // Undo restores position, counts, repetitions and result exactly, step by step, also out
    // of a finished game; playing the moves again gives the same states.
    void undoRestoresEverything_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        // Ends by repetition (tst_referee_brazilian, repetitionBeforeCounts).
        QTest::newRow("brazilian repetition")
            << Variant::Brazilian << "W:WK12:BK1,17"
            << "12-16 17-21 16-20 1-5 20-16 5-1 16-20 1-5 20-16 5-1";
        // The 16-move count into the 5-move ending (tst_referee_international).
        QTest::newRow("international handover")
            << Variant::International << "W:WK1,K3,K5:BK11"
            << "1-12 11-22 5-28 22x33 12-1 33-39 1-12 39-44 12-1 44-33 1-12 33-39 12-1 39-44";
        // Promotions and captures (tst_referee_russian, balanceStartsAndResetsWithPromotions).
        QTest::newRow("russian promotions")
            << Variant::Russian << "W:WK29,6:B27,12"
            << "29-25 27-31 25-30 31-27 6-2 27-31 30-26 31x22 2-7 22-18";
        QTest::newRow("american opening") << Variant::American << "B:W21-32:B1-12"
                                          << "11-15 22-18 15x22 25x18 8-11 29-25";
    }
    void undoRestoresEverything()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        auto start = Game::fromFen(variant, fen.toStdString());
        QVERIFY(start.hasValue());
        Game game = *start;
        std::vector<Snapshot> seen {snapshot(game)};
        std::vector<Move> played;
        for (const QString &text : moves.split(' ')) {
            const Move m = move(game.position(), text.toLatin1().constData());
            QVERIFY(game.play(m));
            played.push_back(m);
            seen.push_back(snapshot(game));
        }
        for (int ply = int(played.size()); ply > 0; --ply) {
            QCOMPARE(snapshot(game), seen[ply]);
            QVERIFY(game.undo());
            QCOMPARE(snapshot(game), seen[ply - 1]);
        }
        QVERIFY(!game.undo());
        for (std::size_t i = 0; i < played.size(); ++i) {
            QVERIFY(game.play(played[i]));
            QCOMPARE(snapshot(game), seen[i + 1]);
        }
    }

    void resignationAndAgreement()
    {
        Game game(Variant::Russian);
        QVERIFY(game.play(move(game.position(), "c3-d4")));
        const Snapshot before = snapshot(game);

        QVERIFY(game.resign(Color::Black));
        QCOMPARE(game.result(), GameResult::WhiteWins);
        QCOMPARE(game.reason(), ResultReason::Resignation);
        QVERIFY(!game.agreeDraw());
        QVERIFY(!game.resign(Color::White));
        QVERIFY(game.undo()); // takes back the resignation only
        QCOMPARE(snapshot(game), before);
        QCOMPARE(game.ply(), 1);

        QVERIFY(game.resign(Color::White));
        QCOMPARE(game.result(), GameResult::BlackWins);
        QVERIFY(game.undo());

        QVERIFY(game.agreeDraw());
        QCOMPARE(game.result(), GameResult::Draw);
        QCOMPARE(game.reason(), ResultReason::Agreement);
        QVERIFY(game.undo());
        QCOMPARE(snapshot(game), before);
        QVERIFY(game.undo()); // now the move
        QCOMPARE(game.ply(), 0);

        // A game the referee has ended cannot be resigned.
        Game lost(fen(Variant::American, "W:W:B1"));
        QVERIFY(!lost.resign(Color::White));
        QVERIFY(!lost.agreeDraw());
    }

    /*
     * What the search carries: a small value updated per move, its repetition scan over
     * position hashes, and the same answers as the game record.
     */
    void drawStateForTheSearch()
    {
        static_assert(std::is_trivially_copyable_v<DrawState>);
        static_assert(sizeof(DrawState) <= 24);

        // tst_referee_brazilian, repetitionBeforeCounts: the man move on ply 2 is the last
        // irreversible move; the start position comes back on plies 6 and 10.
        const Position start = fen(Variant::Brazilian, "W:WK12:BK1,17");
        const char *moves[]
            = {"12-16", "17-21", "16-20", "1-5", "20-16", "5-1", "16-20", "1-5", "20-16", "5-1"};
        const int reversible[] = {1, 0, 1, 2, 3, 4, 5, 6, 7, 8};
        const int repetitions[] = {1, 1, 1, 1, 1, 2, 2, 2, 2, 3};
        Game game(start);
        DrawState state(start);
        Position pos = start;
        std::vector<std::uint64_t> hashes {pos.hash()};
        for (int i = 0; i < 10; ++i) {
            const Move m = move(pos, moves[i]);
            const Position next = pos.after(m);
            state = state.next(pos, m, next);
            pos = next;
            hashes.push_back(pos.hash());
            QVERIFY(game.play(m));
            QCOMPARE(state, game.drawState());
            QCOMPARE(state.reversiblePlies(), reversible[i]);
            QCOMPARE(countRepetitions(hashes, state.reversiblePlies()), repetitions[i]);
            QCOMPARE(game.repetitions(), repetitions[i]);
        }
        // brazilian-5 reached 10 on the last ply: expired() says endgame, the game says
        // repetition because that check comes first.
        QCOMPARE(state.count(DrawRule::Brazilian5), 10);
        QCOMPARE(state.count(DrawRule::Brazilian20), 8);
        QVERIFY(!state.isActive(DrawRule::American40));
        QCOMPARE(state.expired(), ResultReason::Endgame);
        QCOMPARE(game.reason(), ResultReason::Repetition);
    }

    void movesLeft()
    {
        // Unit ply, R = 80 - 3 = 77 plies left, White to move: White 39, Black 38.
        Game american(fen(Variant::American, "W:WK21:BK12"));
        for (const char *m : {"21-17", "12-8", "17-21"})
            QVERIFY(american.play(move(american.position(), m)));
        const DrawCounter forty = american.counters().front();
        QCOMPARE(forty.count, 3);
        QCOMPARE(forty.toMove, Color::Black);
        QCOMPARE(forty.movesLeft(Color::Black), 39);
        QCOMPARE(forty.movesLeft(Color::White), 38);

        // Unit stronger-move: russian-15-three-kings at 1 of 15 after 1. 32-23
        // (tst_referee_russian's walk, Black to move first): White has 14 moves left; Black, to
        // move, 14 as well.
        Game russian(fen(Variant::Russian, "B:WK4,K29,K32:BK17"));
        for (const char *m : {"17-10", "32-23", "10-3"})
            QVERIFY(russian.play(move(russian.position(), m)));
        const DrawCounter fifteen = russian.counters().front();
        QCOMPARE(fifteen.id, std::string_view("russian-15-three-kings"));
        QCOMPARE(fifteen.count, 1);
        QCOMPARE(fifteen.stronger, std::optional<Color>(Color::White));
        QCOMPARE(fifteen.toMove, Color::White);
        QCOMPARE(fifteen.movesLeft(Color::White), 14);
        QCOMPARE(fifteen.movesLeft(Color::Black), 13);
        QCOMPARE(fifteen.unit, CountUnit::StrongerMove);
        QCOMPARE(fifteen.resets, DrawResets {});

        const DrawCounter balance = russian.counters()[1];
        QCOMPARE(balance.id, std::string_view("russian-balance"));
        QCOMPARE(balance.reason, ResultReason::MoveLimit);
        QCOMPARE(balance.resets, (DrawResets {true, false, true}));
        // 60 - 3 = 57 plies left, White to move: 29 and 28.
        QCOMPARE(balance.movesLeft(Color::White), 29);
        QCOMPARE(balance.movesLeft(Color::Black), 28);
    }

    void drawSentences()
    {
        // draw-rules.md, the table under "The order of checks after every move".
        QCOMPARE(drawSentence(ResultReason::Repetition, "en"),
            std::string_view("The same position appeared three times"));
        QCOMPARE(drawSentence(ResultReason::MoveLimit, "en"),
            std::string_view("Move limit: too long without captures"));
        QCOMPARE(drawSentence(ResultReason::Endgame, "en"),
            std::string_view("Endgame rule: the stronger side did not win in the moves allowed"));
        QCOMPARE(drawSentence(ResultReason::Repetition, "es"),
            std::string_view("La misma posición apareció tres veces"));
        QCOMPARE(drawSentence(ResultReason::MoveLimit, "es"),
            std::string_view("Límite de jugadas: demasiado tiempo sin capturas"));
        QCOMPARE(drawSentence(ResultReason::Endgame, "es"),
            std::string_view(
                "Regla de final: el bando más fuerte no ganó en las jugadas permitidas"));
        QCOMPARE(drawSentence(ResultReason::Repetition, "pt_BR"),
            std::string_view("A mesma posição apareceu três vezes"));
        QCOMPARE(drawSentence(ResultReason::MoveLimit, "pt_BR"),
            std::string_view("Limite de lances: tempo demais sem captura"));
        QCOMPARE(drawSentence(ResultReason::Endgame, "pt_BR"),
            std::string_view("Regra de final: o lado mais forte não venceu nos lances permitidos"));
        QCOMPARE(drawSentence(ResultReason::Endgame, "es_AR"),
            drawSentence(ResultReason::Endgame, "es"));
        QCOMPARE(
            drawSentence(ResultReason::Endgame, "fr"), drawSentence(ResultReason::Endgame, "en"));
        QVERIFY(drawSentence(ResultReason::NoMoves, "en").empty());
        QVERIFY(drawSentence(ResultReason::Agreement, "es").empty());
    }

    void names()
    {
        QCOMPARE(resultName(GameResult::Ongoing), std::string_view("ongoing"));
        QCOMPARE(resultName(GameResult::WhiteWins), std::string_view("white-wins"));
        QCOMPARE(resultName(GameResult::BlackWins), std::string_view("black-wins"));
        QCOMPARE(resultName(GameResult::Draw), std::string_view("draw"));
        QCOMPARE(reasonName(ResultReason::NoPieces), std::string_view("no-pieces"));
        QCOMPARE(reasonName(ResultReason::NoMoves), std::string_view("no-moves"));
        QCOMPARE(reasonName(ResultReason::Repetition), std::string_view("repetition"));
        QCOMPARE(reasonName(ResultReason::MoveLimit), std::string_view("move-limit"));
        QCOMPARE(reasonName(ResultReason::Endgame), std::string_view("endgame"));
        QVERIFY(reasonName(ResultReason::None).empty());
        QCOMPARE(unitName(CountUnit::Ply), std::string_view("ply"));
        QCOMPARE(unitName(CountUnit::StrongerMove), std::string_view("stronger-move"));
    }

    /*
     * Random endings of every variant, played with random legal moves to their end: after
     * every move the game record must say exactly what the rescanning reading says. The games
     * must between them reach every kind of end and activate every rule.
     */
    void agreesWithARescanningReading_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : kAllVariants)
            QTest::newRow(std::string(variantName(v)).c_str()) << v;
    }
    void agreesWithARescanningReading()
    {
        QFETCH(Variant, variant);
        std::mt19937 rng(20240601u + static_cast<unsigned>(variant));
        std::map<std::string, int> ends;
        std::set<std::string> rulesSeen, rulesExpired;
        int plies = 0;
        for (int g = 0; g < 1000; ++g) {
            const Position start = randomEnding(variant, rng);
            Game game(start);
            RescanningReferee reference(start);
            QCOMPARE(describe(game), reference.describe());
            for (int ply = 0; ply < 200 && !game.isOver(); ++ply) {
                const Move m = randomMove(game, rng);
                QVERIFY(game.play(m));
                reference.play(m);
                ++plies;
                const std::string said = describe(game);
                if (said != reference.describe()) {
                    QFAIL(qPrintable(
                        QStringLiteral("game %1 from %2, ply %3: referee '%4', rescan '%5'")
                            .arg(g)
                            .arg(QString::fromStdString(toFen(start)))
                            .arg(game.ply())
                            .arg(QString::fromStdString(said))
                            .arg(QString::fromStdString(reference.describe()))));
                }
                for (const DrawCounter &c : game.counters()) {
                    rulesSeen.insert(std::string(c.id));
                    if (c.expired())
                        rulesExpired.insert(std::string(c.id));
                }
            }
            ++ends[std::string(reasonName(game.reason()))];
        }
        QString summary;
        for (const auto &[reason, n] : ends)
            summary += QStringLiteral(" %1:%2").arg(QString::fromStdString(reason)).arg(n);
        qInfo("%d plies;%s", plies, qPrintable(summary));
        for (DrawRule rule : drawRulesOf(variant)) {
            const std::string id(drawRuleInfo(rule).id);
            QVERIFY2(rulesSeen.count(id), id.c_str());
            QVERIFY2(rulesExpired.count(id), (id + " never ran out").c_str());
        }
        for (const char *reason : {"no-pieces", "no-moves", "repetition", "move-limit"})
            QVERIFY2(ends.count(reason), reason);
        if (variant != Variant::American)
            QVERIFY(ends.count("endgame"));
    }

    // The limits and materials the rules pages print are the referee's: each rule's data is
    // the table of draw-rules.md, and a count's limit is the one its bracket gives.
    void ruleDataIsTheSpecTable()
    {
        auto moves = [](DrawRule rule, int pieces) {
            const DrawLimit *l = drawRuleInfo(rule).limitFor(pieces);
            return l ? l->moves : -1;
        };
        QCOMPARE(moves(DrawRule::American40, 24), 40);
        QCOMPARE(moves(DrawRule::Brazilian20, 3), 20);
        QCOMPARE(moves(DrawRule::Brazilian5, 4), 5);
        QCOMPARE(moves(DrawRule::International25, 40), 25);
        QCOMPARE(moves(DrawRule::International16, 4), 16);
        QCOMPARE(moves(DrawRule::International5Diagonal, 4), 5);
        QCOMPARE(moves(DrawRule::International5Endgame, 3), 5);
        QCOMPARE(moves(DrawRule::Russian15ThreeKings, 6), 15);
        QCOMPARE(moves(DrawRule::Russian5MainRoad, 4), 5);
        const int balance[] = {-1, -1, 5, 5, 30, 30, 60, 60, -1};
        const int kingsOnly[] = {-1, -1, -1, -1, 15, 15, 25, 25, -1};
        for (int pieces = 0; pieces <= 8; ++pieces) {
            QCOMPARE(moves(DrawRule::RussianBalance, pieces), balance[pieces]);
            QCOMPARE(moves(DrawRule::RussianKingsOnly, pieces), kingsOnly[pieces]);
        }
        QCOMPARE(drawRuleInfo(DrawRule::Brazilian5).materials.size(), 8u);
        QCOMPARE(drawRuleInfo(DrawRule::International16).materials.size(), 3u);
        QCOMPARE(drawRuleInfo(DrawRule::International5Endgame).materials.size(), 3u);
        QVERIFY(drawRuleInfo(DrawRule::American40).materials.empty());

        // Four kings and a man against two kings: 7 pieces, the 60-move bracket in plies.
        Game game = *Game::fromFen(Variant::Russian, "W:WK1,K3,K5,K7,9:BK30,K32");
        const std::vector<DrawCounter> counters = game.counters();
        auto balanceCounter = std::find_if(counters.begin(), counters.end(),
            [](const DrawCounter &c) { return c.rule == DrawRule::RussianBalance; });
        QVERIFY(balanceCounter != counters.end());
        QCOMPARE(balanceCounter->limit, 2 * moves(DrawRule::RussianBalance, 7));
    }
};

QTEST_APPLESS_MAIN(TestRefereeGame)
#include "tst_referee_game.moc"
