// SPDX-License-Identifier: GPL-3.0-or-later
// The draw counters panel's model: one row per active count, matched by rule id from move to
// move (a tick is a dataChanged), the bar's remaining fraction and colour, the texts of each rule.
#include "drawcountermodel.h"
#include "enginetexts.h"
#include "language.h"

#include <QAbstractItemModelTester>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using Counter = DrawCounterModel::Counter;

class TestDrawCounterModel : public QObject
{
    Q_OBJECT

private:
    // A count of unit ply: `limit` plies; the moves left follow draw-rules.md (side to move
    // ceil(R/2), the other floor(R/2), R = plies remaining), given here as the referee would.
    static Counter plyCount(const char *rule, int count, int limit, int whiteLeft, int blackLeft)
    {
        return Counter {QString::fromLatin1(rule), QStringLiteral("move-limit"), count, limit,
            false, -1, whiteLeft, blackLeft};
    }
    static QVariant at(const DrawCounterModel &m, int row, int role)
    {
        return m.data(m.index(row), role);
    }

private slots:
    void cleanup() { Language::instance()->setCurrent(QStringLiteral("en")); }

    void rowsFollowTheReferee()
    {
        DrawCounterModel model;
        QAbstractItemModelTester tester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

        // Russian, 4-5 pieces, kings on both sides: russian-balance (60 plies) and
        // russian-kings-only (30 plies), White to move.
        model.setCounters({plyCount("russian-balance", 0, 60, 30, 30),
            plyCount("russian-kings-only", 0, 30, 15, 15)});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(
            at(model, 0, DrawCounterModel::RuleRole).toString(), QStringLiteral("russian-balance"));
        QCOMPARE(at(model, 1, DrawCounterModel::NameRole).toString(),
            QStringLiteral("Only kings moving"));
        QCOMPARE(at(model, 1, DrawCounterModel::LeftTextRole).toString(),
            QStringLiteral("Moves left: White 15, Black 15"));
        QCOMPARE(at(model, 1, DrawCounterModel::RemainingRole).toDouble(), 1.0);

        // One ply later (White moved): 29 plies left in the 30-ply count, Black to move has 15,
        // White 14. Both rows tick; no row comes or goes.
        model.setCounters({plyCount("russian-balance", 1, 60, 29, 30),
            plyCount("russian-kings-only", 1, 30, 14, 15)});
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(at(model, 1, DrawCounterModel::WhiteLeftRole).toInt(), 14);
        QCOMPARE(at(model, 1, DrawCounterModel::RemainingRole).toDouble(), 29.0 / 30.0);

        // A capture leaves 3 pieces: kings-only ends (it does not apply with 2 or 3 pieces) and
        // balance starts again with its 10-ply limit (draw-rules.md, Russian).
        model.setCounters({plyCount("russian-balance", 0, 10, 5, 5)});
        QCOMPARE(removed.count(), 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(at(model, 0, DrawCounterModel::LimitRole).toInt(), 10);

        model.setCounters({});
        QCOMPARE(model.rowCount(), 0);
    }

    void strongerSideCount()
    {
        // russian-15-three-kings, counted in the stronger side's moves: 15 - 4 = 11 left.
        DrawCounterModel model;
        model.setCounters({Counter {QStringLiteral("russian-15-three-kings"),
            QStringLiteral("endgame"), 4, 15, true, 0, 11, 11}});
        QCOMPARE(at(model, 0, DrawCounterModel::StrongerOnlyRole).toBool(), true);
        QCOMPARE(at(model, 0, DrawCounterModel::LeftTextRole).toString(),
            QStringLiteral("Moves left for White, the stronger side: 11"));
    }

    void urgency_data()
    {
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("whiteLeft");
        QTest::addColumn<int>("blackLeft");
        QTest::addColumn<int>("urgency");
        // 80 plies (American 40 moves a side): calm at the start, amber in the last quarter,
        // red with two moves or fewer left.
        QTest::newRow("start") << 0 << 80 << 40 << 40 << int(DrawCounterModel::Calm);
        QTest::newRow("half") << 40 << 80 << 20 << 20 << int(DrawCounterModel::Calm);
        QTest::newRow("last quarter") << 60 << 80 << 10 << 10 << int(DrawCounterModel::Warning);
        QTest::newRow("three left") << 74 << 80 << 3 << 3 << int(DrawCounterModel::Warning);
        QTest::newRow("two left") << 76 << 80 << 2 << 2 << int(DrawCounterModel::Critical);
        // 10 plies (5 moves a side): three moves left is already amber.
        QTest::newRow("short, start") << 0 << 10 << 5 << 5 << int(DrawCounterModel::Calm);
        QTest::newRow("short, three") << 4 << 10 << 3 << 3 << int(DrawCounterModel::Warning);
        QTest::newRow("short, last") << 9 << 10 << 1 << 0 << int(DrawCounterModel::Critical);
    }
    void urgency()
    {
        QFETCH(int, count);
        QFETCH(int, limit);
        QFETCH(int, whiteLeft);
        QFETCH(int, blackLeft);
        QFETCH(int, urgency);
        const Counter c {QStringLiteral("american-40"), QStringLiteral("move-limit"), count, limit,
            false, -1, whiteLeft, blackLeft};
        QCOMPARE(int(DrawCounterModel::urgencyOf(c)), urgency);
    }

    void languageSwitchRereadsTexts()
    {
        DrawCounterModel model;
        model.setCounters({plyCount("american-40", 0, 80, 40, 40)});
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        Language::instance()->setCurrent(QStringLiteral("es"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(at(model, 0, DrawCounterModel::LeftTextRole).toString(),
            QStringLiteral("Jugadas restantes: blancas 40, negras 40"));
        Language::instance()->setCurrent(QStringLiteral("en"));
        QCOMPARE(changed.count(), 2);
    }
    // The (i) of each count (issue 11): every number its name and rule text give is one of the
    // rule's own in engine/drawstate.h (a limit or a bracket's pieces), every limit is given, and
    // so is every material the condition names, in each language.
    void ruleTextsGiveTheEnginesNumbers_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("es") << QStringLiteral("es");
        QTest::newRow("pt_BR") << QStringLiteral("pt_BR");
    }
    void ruleTextsGiveTheEnginesNumbers()
    {
        QFETCH(QString, language);
        Language::instance()->setCurrent(language);
        static const QRegularExpression number(QStringLiteral("\\d+"));
        int rules = 0;
        for (damas::Variant v : damas::kAllVariants) {
            for (damas::DrawRule rule : damas::drawRulesOf(v)) {
                const damas::DrawRuleInfo &info = damas::drawRuleInfo(rule);
                const QString id = QString::fromLatin1(info.id.data(), qsizetype(info.id.size()));
                QCOMPARE(EngineTexts::ruleInfo(id), &info);
                const QString name = EngineTexts::counterName(id);
                const QString text = EngineTexts::counterRule(id);
                QVERIFY2(!text.isEmpty(), qPrintable(id));
                QSet<int> own;
                for (const damas::DrawLimit &l : info.limits) {
                    own << l.moves << l.minPieces << l.maxPieces;
                    QVERIFY2(text.contains(QString::number(l.moves)), qPrintable(id + ": " + text));
                }
                for (const QString &said : {name, text}) {
                    for (const auto &m : number.globalMatch(said)) {
                        QVERIFY2(own.contains(m.captured().toInt()),
                            qPrintable(id + ": " + m.captured() + " in " + said));
                    }
                }
                if (name.contains(number))
                    QVERIFY2(name.contains(QString::number(info.limits.front().moves)),
                        qPrintable(name));
                for (const damas::DrawMaterial &m : info.materials)
                    QVERIFY2(
                        text.contains(EngineTexts::material(m.side)), qPrintable(id + ": " + text));
                ++rules;
            }
        }
        QCOMPARE(rules, 11);
    }
    // The texts as they read, with their numbers in place.
    void ruleTextsRead()
    {
        QCOMPARE(EngineTexts::counterName(QStringLiteral("russian-15-three-kings")),
            QStringLiteral("15 moves: three kings against one"));
        QCOMPARE(EngineTexts::counterRule(QStringLiteral("russian-balance")),
            QStringLiteral("Both sides have a king and at most 7 pieces are left: 5 moves by each "
                           "side with 2 or 3 pieces, 30 with 4 or 5, 60 with 6 or 7, then the game "
                           "is a draw."));
        QCOMPARE(EngineTexts::counterRule(QStringLiteral("russian-kings-only")),
            QStringLiteral("With 4 to 7 pieces on the board and no capture or man move: 15 moves "
                           "by each side with 4 or 5 pieces, 25 with 6 or 7, then the game is a "
                           "draw."));
        QCOMPARE(EngineTexts::counterRule(QStringLiteral("international-5-endgame")),
            QStringLiteral("With two kings, a king and a man, or a king against a lone king there "
                           "are 5 moves by each side to win, then the game is a draw."));
        QCOMPARE(EngineTexts::counterRule(QStringLiteral("no-such-rule")), QString());
    }
};

QTEST_MAIN(TestDrawCounterModel)
#include "tst_drawcountermodel.moc"
