// SPDX-License-Identifier: GPL-3.0-or-later
// Which hand-set positions can start a game: each case below is read by hand from its diagram
// (White at the bottom, standard numbering) against the rules in spec/variants.md.
#include "fen.h"
#include "setup.h"

#include <QTest>

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)
Q_DECLARE_METATYPE(damas::SetupProblem)

/*
 * 8x8 squares:                          10x10: 1-5 is the top row (b10..j10), 46-50 the bottom
 *   8  .  1  .  2  .  3  .  4           (a1..i1).
 *   7  5  .  6  .  7  .  8  .
 *   6  .  9  . 10  . 11  . 12
 *   5 13  . 14  . 15  . 16  .
 *   4  . 17  . 18  . 19  . 20
 *   3 21  . 22  . 23  . 24  .
 *   2  . 25  . 26  . 27  . 28
 *   1 29  . 30  . 31  . 32  .
 *      a  b  c  d  e  f  g  h
 */
class TestSetup : public QObject
{
    Q_OBJECT

private slots:
    void problems_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("manSquare");
        QTest::addColumn<bool>("whiteMan");
        QTest::addColumn<SetupProblem>("problem");
        QTest::addColumn<int>("square");

        const auto add = [](const char *name, Variant v, const char *fen, SetupProblem p, int sq) {
            QTest::newRow(name) << v << QString::fromLatin1(fen) << 0 << false << p << sq;
        };
        // The FEN reader refuses a man on its crowning row; the editor can put one there.
        const auto addMan = [](const char *name, Variant v, const char *fen, int manSquare,
                                bool white, SetupProblem p, int sq) {
            QTest::newRow(name) << v << QString::fromLatin1(fen) << manSquare << white << p << sq;
        };
        using P = SetupProblem;
        for (Variant v : kAllVariants) {
            const QByteArray id(rulesOf(v).id);
            add(QByteArray(id + " start").constData(), v, rulesOf(v).startFen, P::None, 0);
        }
        // A white man on 3 (f8), White's crowning row; kings may stand on either row.
        addMan("white man on row 8", Variant::Russian, "W:W22:B11", 3, true,
            P::WhiteManOnCrowningRow, 3);
        addMan("white man on row 8, black king on row 1", Variant::Brazilian, "B:W21:BK30", 2, true,
            P::WhiteManOnCrowningRow, 2);
        addMan("black man on row 1", Variant::American, "B:W22:B11", 31, false,
            P::BlackManOnCrowningRow, 31);
        addMan("black man on 10x10 row 1", Variant::International, "W:W33:B18", 47, false,
            P::BlackManOnCrowningRow, 47);
        // Kings may stand anywhere, the crowning rows too.
        add("kings on the crowning rows", Variant::Russian, "W:WK3,22:BK30,11", P::None, 0);
        // Thirteen white pieces on 8x8 (twelve men and a king): one more than the start.
        add("thirteen white", Variant::Russian, "W:W17-28,K32:B5", P::TooManyWhite, 0);
        add("thirteen black", Variant::American, "B:W32:BK1,5-16", P::TooManyBlack, 0);
        // Twenty-one black pieces on 10x10.
        add("twenty-one black", Variant::International, "W:W50:B6-25,K1", P::TooManyBlack, 0);
        add("twenty on 10x10 is the start's number", Variant::International, "W:W31-50:B6-25",
            P::None, 0);
        add("no white pieces", Variant::Russian, "W:W:B11", P::NoWhitePieces, 0);
        add("no black pieces", Variant::International, "B:W33:B", P::NoBlackPieces, 0);
        add("empty board", Variant::Brazilian, "W:W:B", P::NoWhitePieces, 0);
        // White's only man, on 29 (a1), has one way to go: b2 (25) holds a black man and c3
        // (22) behind it another, so it can neither step nor take.
        add("white to move, blocked", Variant::Russian, "W:W29:B25,22", P::SideToMoveBlocked, 0);
        // The same with Black to move: Black has moves, the position can be played.
        add("black to move, not blocked", Variant::Russian, "B:W29:B25,22", P::None, 0);
        // Black's only man, on 4 (h8), can go only to g7 (8), where a white man stands with
        // another behind it on f6 (11).
        add("american black man hemmed", Variant::American, "B:W8,11:B4", P::SideToMoveBlocked, 0);
    }

    void problems()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(int, manSquare);
        QFETCH(bool, whiteMan);
        QFETCH(SetupProblem, problem);
        QFETCH(int, square);
        auto pos = parseFen(variant, fen.toStdString());
        QVERIFY2(pos.hasValue(), fen.toLatin1().constData());
        if (manSquare > 0)
            pos->setPiece(manSquare, whiteMan ? Piece::WhiteMan : Piece::BlackMan);
        const SetupCheck check = checkSetup(*pos);
        QCOMPARE(check.problem, problem);
        QCOMPARE(check.square, square);
        QCOMPARE(check.accepted(), problem == SetupProblem::None);
        QCOMPARE(describe(check.problem).empty(), problem == SetupProblem::None);
    }

    // The start counts of variants.md ("men at start"): 12 a side on 8x8, 20 on 10x10.
    void startingPieces_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("pieces");
        QTest::newRow("american") << Variant::American << 12;
        QTest::newRow("brazilian") << Variant::Brazilian << 12;
        QTest::newRow("international") << Variant::International << 20;
        QTest::newRow("russian") << Variant::Russian << 12;
    }
    void startingPieces()
    {
        QFETCH(Variant, variant);
        QFETCH(int, pieces);
        QCOMPARE(damas::startingPieces(variant), pieces);
        const Position start = Position::start(variant);
        QCOMPARE(popcount(start.white), pieces);
        QCOMPARE(popcount(start.black), pieces);
    }

    // An accepted position's FEN is the engine's canonical one, and reads back to itself.
    void acceptedFen()
    {
        Position p = Position::empty(Variant::Russian, Color::Black);
        p.setPiece(22, Piece::WhiteMan);
        p.setPiece(1, Piece::WhiteKing);
        p.setPiece(11, Piece::BlackMan);
        p.setPiece(32, Piece::BlackKing);
        QVERIFY(checkSetup(p).accepted());
        const std::string fen = toFen(p);
        QCOMPARE(QString::fromStdString(fen), QStringLiteral("B:WK1,22:B11,K32"));
        const auto back = parseFen(Variant::Russian, fen);
        QVERIFY(back.hasValue());
        QCOMPARE(*back == p, true);
    }
};

QTEST_APPLESS_MAIN(TestSetup)
#include "tst_setup.moc"
