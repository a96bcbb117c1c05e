// SPDX-License-Identifier: GPL-3.0-or-later
// The board model: one row per playable square in standard numbering, pieces and marks as the
// engine's positions say, and only the rows that change announced (so pieces animate).
#include "boardmodel.h"
#include "notation.h"
#include "testpositions.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <set>

using namespace damas;

/*
 * 8x8 squares (White at the bottom):      The 10x10 corners: 1 = b10, 5 = j10, 46 = a1, 50 = i1.
 *   8  .  1  .  2  .  3  .  4
 *   7  5  .  6  .  7  .  8  .
 *   6  .  9  . 10  . 11  . 12
 *   5 13  . 14  . 15  . 16  .
 *   4  . 17  . 18  . 19  . 20
 *   3 21  . 22  . 23  . 24  .
 *   2  . 25  . 26  . 27  . 28
 *   1 29  . 30  . 31  . 32  .
 *      a  b  c  d  e  f  g  h
 */
class TestBoardModel : public QObject
{
    Q_OBJECT

private:
    static QVariant at(const BoardModel &m, int square, int role)
    {
        return m.data(m.index(square - 1), role);
    }
    // The rows named by a dataChanged spy, as 1-based squares.
    static std::set<int> changedSquares(const QSignalSpy &spy)
    {
        std::set<int> squares;
        for (const auto &args : spy) {
            const int first = args[0].toModelIndex().row();
            const int last = args[1].toModelIndex().row();
            for (int r = first; r <= last; ++r)
                squares.insert(r + 1);
        }
        return squares;
    }

private slots:
    void startPositions()
    {
        BoardModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy sizeSpy(&model, &BoardModel::boardSizeChanged);

        model.setPosition(Position::start(Variant::Russian));
        QCOMPARE(model.rowCount(), 32);
        QCOMPARE(model.boardSize(), 8);
        QVERIFY(!model.numericNotation());
        QCOMPARE(at(model, 1, BoardModel::NameRole).toString(), QStringLiteral("b8"));
        QCOMPARE(at(model, 1, BoardModel::ColumnRole).toInt(), 1);
        QCOMPARE(at(model, 1, BoardModel::RankRole).toInt(), 7);
        QCOMPARE(at(model, 29, BoardModel::NameRole).toString(), QStringLiteral("a1"));
        // Black men on 1-12, White men on 21-32, the two middle rows empty.
        for (int sq = 1; sq <= 32; ++sq) {
            const int expected = sq <= 12 ? BoardModel::BlackMan
                : sq >= 21                ? BoardModel::WhiteMan
                                          : BoardModel::Empty;
            QCOMPARE(at(model, sq, BoardModel::PieceRole).toInt(), expected);
        }
        QCOMPARE(model.squareAt(0, 0), 29); // a1
        QCOMPARE(model.squareAt(1, 0), 0); // b1 is a light square
        QCOMPARE(model.squareAt(7, 7), 4); // h8

        model.setPosition(Position::start(Variant::International));
        QCOMPARE(model.rowCount(), 50);
        QVERIFY(model.numericNotation());
        QCOMPARE(sizeSpy.count(), 2);
        QCOMPARE(at(model, 46, BoardModel::NameRole).toString(), QStringLiteral("46"));
        QCOMPARE(at(model, 46, BoardModel::ColumnRole).toInt(), 0);
        QCOMPARE(at(model, 46, BoardModel::RankRole).toInt(), 0);
        QCOMPARE(model.squareAt(0, 0), 46);
        QCOMPARE(model.squareAt(9, 9), 5); // j10
        QCOMPARE(at(model, 20, BoardModel::PieceRole).toInt(), int(BoardModel::BlackMan));
        QCOMPARE(at(model, 31, BoardModel::PieceRole).toInt(), int(BoardModel::WhiteMan));
    }

    void aMoveChangesTwoRows()
    {
        BoardModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const Position start = Position::start(Variant::Russian);
        model.setPosition(start);
        QSignalSpy resetSpy(&model, &QAbstractItemModel::modelReset);
        QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);

        // c3-d4: the man leaves 22 and arrives on 18, coming from c3.
        const Move move = *parseMove(start, "c3-d4");
        model.setPosition(start.after(move), {22, 18}, {});
        QCOMPARE(resetSpy.count(), 0);
        QCOMPARE(changedSquares(spy), (std::set<int> {18, 22}));
        QCOMPARE(at(model, 22, BoardModel::PieceRole).toInt(), int(BoardModel::Empty));
        QCOMPARE(at(model, 18, BoardModel::PieceRole).toInt(), int(BoardModel::WhiteMan));
        const QVariantList arrival = at(model, 18, BoardModel::ArrivalRole).toList();
        QCOMPARE(arrival.size(), 2);
        QCOMPARE(arrival[0].toMap().value("column").toInt(), 2); // c
        QCOMPARE(arrival[0].toMap().value("rank").toInt(), 2); // 3
        QCOMPARE(model.arrivalSteps(), 1);
    }

    void aCaptureLeavesTheTakenPieceToFade()
    {
        BoardModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // White c3 takes d4 and lands on e5.
        const Position before = testPosition(Variant::Russian, "W:W22:B18");
        model.setPosition(before);
        const Move capture = *parseMove(before, "c3:e5");
        model.setPosition(before.after(capture), {22, 15}, {18});
        QCOMPARE(at(model, 18, BoardModel::PieceRole).toInt(), int(BoardModel::Empty));
        QCOMPARE(at(model, 18, BoardModel::TakenRole).toInt(), int(BoardModel::BlackMan));
        QCOMPARE(at(model, 15, BoardModel::PieceRole).toInt(), int(BoardModel::WhiteMan));
        // The next position clears the traces of the last move.
        QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
        model.setPosition(before.after(capture));
        QCOMPARE(at(model, 18, BoardModel::TakenRole).toInt(), int(BoardModel::Empty));
        QVERIFY(at(model, 15, BoardModel::ArrivalRole).toList().isEmpty());
        QCOMPARE(changedSquares(spy), (std::set<int> {15, 18}));
    }

    void marks()
    {
        BoardModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPosition(Position::start(Variant::Russian));
        QSignalSpy spy(&model, &QAbstractItemModel::dataChanged);
        BoardModel::Marks marks;
        marks.picked = 22;
        marks.targets = {17, 18};
        marks.hint = {23, 19};
        model.setMarks(marks);
        QCOMPARE(changedSquares(spy), (std::set<int> {17, 18, 19, 22, 23}));
        QVERIFY(at(model, 22, BoardModel::PickedRole).toBool());
        QVERIFY(at(model, 17, BoardModel::TargetRole).toBool());
        QVERIFY(at(model, 18, BoardModel::TargetRole).toBool());
        QVERIFY(!at(model, 19, BoardModel::TargetRole).toBool());
        QVERIFY(at(model, 19, BoardModel::HintRole).toBool());
        QCOMPARE(at(model, 22, BoardModel::AccessibleNameRole).toString(),
            QStringLiteral("c3, white man, picked"));
        QCOMPARE(at(model, 17, BoardModel::AccessibleNameRole).toString(),
            QStringLiteral("b4, empty, you can move here"));
        spy.clear();
        model.setMarks({});
        QCOMPARE(changedSquares(spy), (std::set<int> {17, 18, 19, 22, 23}));
    }
};

QTEST_MAIN(TestBoardModel)
#include "tst_boardmodel.moc"
