// SPDX-License-Identifier: GPL-3.0-or-later
// Why a tried move is illegal: every expected code below is read from the rule books by hand,
// from the diagram beside each case (White at the bottom, standard numbering).
#include "explain.h"
#include "fen.h"

#include <QTest>

using namespace damas;

Q_DECLARE_METATYPE(damas::Variant)
Q_DECLARE_METATYPE(damas::MoveProblem)

/*
 * 8x8 squares:                          10x10 squares (rows used here):
 *   8  .  1  .  2  .  3  .  4             b8 11 d8 12 f8 13 h8 14 j8 15
 *   7  5  .  6  .  7  .  8  .             a7 16 c7 17 e7 18 g7 19 i7 20
 *   6  .  9  . 10  . 11  . 12             b6 21 d6 22 f6 23 h6 24 j6 25
 *   5 13  . 14  . 15  . 16  .             a5 26 c5 27 e5 28 g5 29 i5 30
 *   4  . 17  . 18  . 19  . 20             b4 31 d4 32 f4 33 h4 34 j4 35
 *   3 21  . 22  . 23  . 24  .             a3 36 c3 37 e3 38 g3 39 i3 40
 *   2  . 25  . 26  . 27  . 28             b2 41 d2 42 f2 43 h2 44 j2 45
 *   1 29  . 30  . 31  . 32  .             a1 46 c1 47 e1 48 g1 49 i1 50
 *      a  b  c  d  e  f  g  h
 */
class TestExplain : public QObject
{
    Q_OBJECT

private:
    static Position position(Variant v, const char *fen)
    {
        auto p = parseFen(v, fen);
        if (!p)
            qFatal("bad test FEN %s: %s", fen, p.error().toString().c_str());
        return *p;
    }

private slots:
    void moveProblems_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("from");
        QTest::addColumn<int>("to");
        QTest::addColumn<MoveProblem>("expected");

        const auto R = Variant::Russian;
        const auto A = Variant::American;
        const auto I = Variant::International;
        const QString start = QString::fromLatin1(rulesOf(R).startFen);

        // Russian start, White to move: c3-d4 is a plain legal move; c3-e5 steps two squares.
        QTest::addRow("legal step") << R << start << 22 << 18 << MoveProblem::None;
        QTest::addRow("man two squares") << R << start << 22 << 15 << MoveProblem::ManOneSquare;
        QTest::addRow("own piece jumped")
            << R << start << 26 << 19 << MoveProblem::OwnPieceInTheWay;
        QTest::addRow("empty start") << R << start << 13 << 9 << MoveProblem::NoPiece;
        QTest::addRow("opponent's piece") << R << start << 9 << 13 << MoveProblem::OpponentPiece;
        QTest::addRow("occupied end") << R << start << 22 << 26 << MoveProblem::Occupied;
        QTest::addRow("not diagonal") << R << start << 21 << 19 << MoveProblem::NotDiagonal;

        // White man d4 (18) alone against b8: d4-c3 goes backward.
        QTest::addRow("man backward") << R << "W:W18:B1" << 18 << 22 << MoveProblem::ManForwardOnly;

        // c3 (22) can take d4 (18) forward; a1-b2 takes nothing.
        //   5  .  .  .  .        4  .  B  .  .   (B on d4)
        //   3  W  on c3,  1  W on a1
        QTest::addRow("capture obligatory")
            << R << "W:W22,29:B18" << 29 << 25 << MoveProblem::CaptureObligatory;

        // e5 (15) can take d4 (18) backward, landing on c3: in Russian that capture is obligatory,
        // in American men do not capture backward, so a1-b2 is legal there.
        QTest::addRow("backward capture missed")
            << R << "W:W15,29:B18" << 29 << 25 << MoveProblem::CaptureBackward;
        QTest::addRow("american: no backward capture")
            << A << "W:W15,29:B18" << 29 << 25 << MoveProblem::None;
        QTest::addRow("american: man jumps backward")
            << A << "W:W15,29:B18" << 15 << 22 << MoveProblem::ManCapturesForwardOnly;

        // Russian: c3 takes d4 and lands on e5, then must take d6 and land on c7 (22x6).
        QTest::addRow("capture stopped early")
            << R << "W:W22:B10,18" << 22 << 15 << MoveProblem::CaptureNotFinished;
        QTest::addRow("capture completed") << R << "W:W22:B10,18" << 22 << 6 << MoveProblem::None;

        // American kings step one square: c3-e5 over an empty d4 is a flying move.
        QTest::addRow("short king") << A << "W:WK22:B1" << 22 << 15 << MoveProblem::KingOneSquare;
        QTest::addRow("flying king") << R << "W:WK22:B1" << 22 << 15 << MoveProblem::None;

        // A king on a1 behind b2 and c3: two pieces in a row cannot be jumped.
        QTest::addRow("two pieces in a row")
            << R << "W:WK29:B22,25" << 29 << 18 << MoveProblem::TwoPiecesInTheWay;

        // A man on a1 "jumping" c3 from two squares away.
        QTest::addRow("man jumps from afar")
            << R << "W:W29:B22" << 29 << 15 << MoveProblem::ManOneSquare;

        /*
         * International, majority rule (FMJD art. 4.13). d4 (32) takes e5 (28) landing on f6 (23),
         * then g7 (19) landing on h8 (14): two pieces. Taking c5 (27) to b6 (21) takes one, and so
         * does j2 (45) over i3 (40) to h4 (34). The only legal move is 32x14.
         */
        const char *majority = "W:W32,45:B19,27,28,40";
        QTest::addRow("fewer pieces, same man")
            << I << majority << 32 << 21 << MoveProblem::MustTakeMost;
        QTest::addRow("fewer pieces, other man")
            << I << majority << 45 << 34 << MoveProblem::MustTakeMost;
        QTest::addRow("the majority capture") << I << majority << 32 << 14 << MoveProblem::None;
        QTest::addRow("majority stopped early")
            << I << majority << 32 << 23 << MoveProblem::CaptureNotFinished;
    }

    void moveProblems()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(int, from);
        QFETCH(int, to);
        QFETCH(MoveProblem, expected);
        const Position pos = position(variant, fen.toLatin1().constData());
        QCOMPARE(moveProblem(pos, from, to), expected);
    }

    void pieceProblems()
    {
        const Position start = Position::start(Variant::Russian);
        QCOMPARE(pieceProblem(start, 22), MoveProblem::None);
        QCOMPARE(pieceProblem(start, 29), MoveProblem::PieceBlocked); // a1 behind b2
        QCOMPARE(pieceProblem(start, 5), MoveProblem::OpponentPiece);
        QCOMPARE(pieceProblem(start, 17), MoveProblem::NoPiece);

        const Position capture = position(Variant::Russian, "W:W22,29:B18");
        QCOMPARE(pieceProblem(capture, 29), MoveProblem::CaptureObligatory);
        QCOMPARE(pieceProblem(capture, 22), MoveProblem::None);

        const Position majority = position(Variant::International, "W:W32,45:B19,27,28,40");
        QCOMPARE(pieceProblem(majority, 45), MoveProblem::MustTakeMost);
        QCOMPARE(pieceProblem(majority, 32), MoveProblem::None);
    }

    void jumpLandings()
    {
        // A flying king on a1 sees d4 and may land on e5, f6, g7 or h8 (FMJD art. 4.3).
        const Position flying = position(Variant::Russian, "W:WK29:B18");
        QCOMPARE(singleJumpLandings(flying, 29), (std::vector<int> {4, 8, 11, 15}));
        // The same king in American checkers is short: d4 is not adjacent, nothing to take.
        const Position shortKing = position(Variant::American, "W:WK29:B18");
        QVERIFY(singleJumpLandings(shortKing, 29).empty());
        // A man on c3 next to d4 lands right behind it, on e5.
        const Position man = position(Variant::Russian, "W:W22:B18");
        QCOMPARE(singleJumpLandings(man, 22), (std::vector<int> {15}));
    }
};

QTEST_APPLESS_MAIN(TestExplain)
#include "tst_explain.moc"
