// SPDX-License-Identifier: GPL-3.0-or-later
// The move list: moves in pairs under their move number, the first mover's move first; a game
// set up with the second mover to move leaves the first cell empty. Rows change one at a time.
#include "movelistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

class TestMoveListModel : public QObject
{
    Q_OBJECT

private:
    static QVariant at(const MoveListModel &m, int row, int role)
    {
        return m.data(m.index(row), role);
    }

private slots:
    void pairsUnderMoveNumbers()
    {
        MoveListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMoves({"c3-d4", "f6-e5", "d4:f6"}, false);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.plyCount(), 3);
        QCOMPARE(at(model, 0, MoveListModel::NumberRole).toInt(), 1);
        QCOMPARE(at(model, 0, MoveListModel::FirstRole).toString(), QStringLiteral("c3-d4"));
        QCOMPARE(at(model, 0, MoveListModel::SecondRole).toString(), QStringLiteral("f6-e5"));
        QCOMPARE(at(model, 0, MoveListModel::FirstPlyRole).toInt(), 1);
        QCOMPARE(at(model, 0, MoveListModel::SecondPlyRole).toInt(), 2);
        QCOMPARE(at(model, 1, MoveListModel::FirstRole).toString(), QStringLiteral("d4:f6"));
        QCOMPARE(at(model, 1, MoveListModel::SecondPlyRole).toInt(), 0);
        QCOMPARE(at(model, 1, Qt::DisplayRole).toString(), QStringLiteral("2. d4:f6"));
        QCOMPARE(model.rowOfPly(3), 1);
        QCOMPARE(model.rowOfPly(0), -1);
        QCOMPARE(model.moveText(2), QStringLiteral("f6-e5"));
    }

    void secondMoverStarts()
    {
        // A game set up with the second mover to move: "1. ... f6-e5 2. c3-d4".
        MoveListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMoves({"f6-e5", "c3-d4"}, true);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(at(model, 0, MoveListModel::FirstRole).toString(), QString());
        QCOMPARE(at(model, 0, MoveListModel::FirstPlyRole).toInt(), 0);
        QCOMPARE(at(model, 0, MoveListModel::SecondRole).toString(), QStringLiteral("f6-e5"));
        QCOMPARE(at(model, 0, MoveListModel::SecondPlyRole).toInt(), 1);
        QCOMPARE(at(model, 1, MoveListModel::FirstRole).toString(), QStringLiteral("c3-d4"));
        QCOMPARE(at(model, 1, MoveListModel::FirstPlyRole).toInt(), 2);
    }

    void changesRowByRow()
    {
        MoveListModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy count(&model, &MoveListModel::plyCountChanged);

        model.setMoves({"11-15"}, false);
        QCOMPARE(inserted.count(), 1);
        model.setMoves({"11-15", "23-19"}, false); // the reply fills row 0
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last()[0].toModelIndex().row(), 0);
        model.setMoves({"11-15", "23-19", "8-11"}, false); // a new row
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(inserted.last()[1].toInt(), 1);
        model.setMoves({"11-15"}, false); // taken back to the first move
        QCOMPARE(removed.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(at(model, 0, MoveListModel::SecondRole).toString(), QString());
        QCOMPARE(reset.count(), 0);
        QCOMPARE(count.count(), 4);
    }
};

QTEST_MAIN(TestMoveListModel)
#include "tst_movelistmodel.moc"
