// SPDX-License-Identifier: GPL-3.0-or-later
// Building a move by clicks: pick, destinations, turning squares when two captures share their
// start and end, and the reason a click is refused. Positions and legal moves are read from the
// rule books by hand (diagram in tst_boardmodel.cpp: 8x8 numbering, White at the bottom).
#include "moveinput.h"
#include "notation.h"
#include "testpositions.h"

#include <QTest>

using namespace damas;
using Outcome = MoveInput::Outcome;

class TestMoveInput : public QObject
{
    Q_OBJECT

private slots:
    void clickClick()
    {
        const Position start = Position::start(Variant::Russian);
        MoveInput input;
        input.reset(start);
        QCOMPARE(input.click(22), Outcome::Picked); // c3
        QCOMPARE(input.picked(), 22);
        QCOMPARE(input.targets(), (std::vector<int> {17, 18})); // b4, d4
        QCOMPARE(input.click(18), Outcome::Complete);
        QCOMPARE(moveToString(start, input.move()), std::string("c3-d4"));
    }

    void pickAnotherOrPutBack()
    {
        MoveInput input;
        input.reset(Position::start(Variant::Russian));
        QCOMPARE(input.click(22), Outcome::Picked);
        QCOMPARE(input.click(23), Outcome::Picked); // e3 instead
        QCOMPARE(input.targets(), (std::vector<int> {18, 19}));
        QCOMPARE(input.click(23), Outcome::Unpicked);
        QCOMPARE(input.picked(), 0);
    }

    void refusals()
    {
        MoveInput input;
        input.reset(Position::start(Variant::Russian));
        QCOMPARE(input.click(29), Outcome::Rejected); // a1, behind b2
        QCOMPARE(input.problem(), MoveProblem::PieceBlocked);
        QCOMPARE(input.click(9), Outcome::Rejected); // a black man
        QCOMPARE(input.problem(), MoveProblem::OpponentPiece);
        QCOMPARE(input.click(22), Outcome::Picked);
        QCOMPARE(input.click(15), Outcome::Rejected); // c3-e5: two squares
        QCOMPARE(input.problem(), MoveProblem::ManOneSquare);
        QCOMPARE(input.picked(), 22); // still picked after a refusal

        // c3 must take d4; a1-b2 is refused because a capture is obligatory.
        input.reset(testPosition(Variant::Russian, "W:W22,29:B18"));
        QCOMPARE(input.click(29), Outcome::Rejected);
        QCOMPARE(input.problem(), MoveProblem::CaptureObligatory);
        // The player goes on to click b2, the square meant: the refusal still names the rule,
        // not "pick a piece first".
        QCOMPARE(input.click(25), Outcome::Rejected);
        QCOMPARE(input.problem(), MoveProblem::CaptureObligatory);
        // Once said, a further click on an empty square is just a click with nothing picked.
        QCOMPARE(input.click(25), Outcome::Rejected);
        QCOMPARE(input.problem(), MoveProblem::NoPiece);
        // The piece that must take is picked as usual afterwards.
        QCOMPARE(input.click(29), Outcome::Rejected);
        QCOMPARE(input.click(22), Outcome::Picked);
        QCOMPARE(input.targets(), (std::vector<int> {15}));
    }

    /*
     * American checkers, White man on c3 (22); Black men on b4 (17), d4 (18), b6 (9), d6 (10):
     *   6  .  B  .  B  .     c3xe5xc7 takes d4 and d6; c3xa5xc7 takes b4 and b6.
     *   5  .  .  .  .  .     Both end on c7 (6) and take two pieces: two moves, one end.
     *   4  .  B  .  B  .     (WCDF: free choice; men capture forward only, so c7 is the end.)
     *   3  .  .  W  .  .
     */
    void turningSquareAfterTheEnd()
    {
        const Position pos = testPosition(Variant::American, "W:W22:B9,10,17,18");
        MoveInput input;
        input.reset(pos);
        QCOMPARE(input.click(22), Outcome::Picked);
        QCOMPARE(input.targets(), (std::vector<int> {6}));
        QCOMPARE(input.click(6), Outcome::Narrowed);
        QVERIFY(input.choosingPath());
        QCOMPARE(input.targets(), (std::vector<int> {13, 15})); // a5 or e5
        QCOMPARE(input.click(13), Outcome::Complete);
        QCOMPARE(capturedSquares(pos, input.move()), (std::vector<int> {9, 17}));
    }

    void turningSquareBeforeTheEnd()
    {
        const Position pos = testPosition(Variant::American, "W:W22:B9,10,17,18");
        MoveInput input;
        input.reset(pos);
        input.click(22);
        QCOMPARE(input.click(15), Outcome::Narrowed); // e5 first
        QVERIFY(!input.choosingPath());
        QCOMPARE(input.targets(), (std::vector<int> {6}));
        QCOMPARE(input.click(6), Outcome::Complete);
        QCOMPARE(capturedSquares(pos, input.move()), (std::vector<int> {10, 18}));
    }

    /*
     * Russian, White man c3 (22) against b4 (17), d4 (18), b6 (9), d6 (10), d2 (26): c3:e1 takes
     * d2 alone; c3:a5:c7:e5:c3:e1 goes round the four men back to c3, then takes d2. Every
     * landing of the short one (e1) is on the long one's path too, so no turning square names
     * it: the end clicked again does.
     */
    void shortCaptureByTheEndAgain()
    {
        const Position pos = testPosition(Variant::Russian, "W:W22:B9,10,17,18,26");
        MoveInput input;
        input.reset(pos);
        QCOMPARE(input.click(22), Outcome::Picked);
        QCOMPARE(input.targets(), (std::vector<int> {31}));
        QCOMPARE(input.click(31), Outcome::Narrowed);
        QVERIFY(input.choosingPath());
        QCOMPARE(input.targets(), (std::vector<int> {6, 13, 15, 31})); // c7, a5, e5, or e1 again
        QCOMPARE(input.click(31), Outcome::Complete);
        QCOMPARE(capturedSquares(pos, input.move()), (std::vector<int> {26}));
        QCOMPARE(moveToString(pos, input.move()), std::string("c3:e1"));

        input.reset(pos);
        input.click(22);
        input.click(31);
        QCOMPARE(input.click(13), Outcome::Complete); // by a5: the long one
        QCOMPARE(capturedSquares(pos, input.move()), (std::vector<int> {9, 10, 17, 18, 26}));
    }

    void captureGoesOn()
    {
        // Russian: c3 takes d4 landing on e5, and must go on over d6 to c7 (22x6).
        const Position pos = testPosition(Variant::Russian, "W:W22:B10,18");
        MoveInput input;
        input.reset(pos);
        input.click(22);
        QCOMPARE(input.targets(), (std::vector<int> {6}));
        QCOMPARE(input.click(15), Outcome::Narrowed);
        QCOMPARE(input.click(6), Outcome::Complete);
        QCOMPARE(capturedSquares(pos, input.move()), (std::vector<int> {10, 18}));
    }

    void drag()
    {
        const Position start = Position::start(Variant::Russian);
        MoveInput input;
        input.reset(start);
        QCOMPARE(input.drag(23, 19), Outcome::Complete); // e3-f4
        QCOMPARE(moveToString(start, input.move()), std::string("e3-f4"));
        input.reset(start);
        QCOMPARE(input.drag(23, 22), Outcome::Rejected); // onto its own man
        QCOMPARE(input.problem(), MoveProblem::Occupied);
    }
};

QTEST_APPLESS_MAIN(TestMoveInput)
#include "tst_moveinput.moc"
