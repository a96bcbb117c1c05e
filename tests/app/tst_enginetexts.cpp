// SPDX-License-Identifier: GPL-3.0-or-later
// Words the hint, the analysis page and the FEN fields share: a line of moves in the variant's
// notation (cut at its length and at the first move that is not legal where it stands), why a
// FEN cannot be read, with the character, and the bands of a score that the hint's and the
// analysis's words both follow.
#include "enginetexts.h"
#include "eval.h"
#include "fen.h"
#include "language.h"
#include "movegen.h"
#include "notation.h"
#include "playmessage.h"

#include <QTest>

#include <cmath>

using namespace damas;

class TestEngineTexts : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Language::instance()->setCurrent(QStringLiteral("en")); }

    void aLineInTheVariantsNotation()
    {
        const Position start = Position::start(Variant::Russian);
        std::vector<Move> line;
        Position at = start;
        for (const char *text : {"c3-d4", "f6-e5", "d4:f6", "g7:e5"}) {
            const auto m = parseMove(at, text);
            QVERIFY(m.hasValue());
            line.push_back(*m);
            at = at.after(*m);
        }
        QCOMPARE(EngineTexts::moveLine(start, line, 8), QStringLiteral("c3-d4 f6-e5 d4:f6 g7:e5"));
        QCOMPARE(EngineTexts::moveLine(start, line, 2), QStringLiteral("c3-d4 f6-e5"));
        // A move that is not legal where it would stand ends the line there: White's second
        // move played again for Black.
        std::vector<Move> stale = {line[0], line[0], line[1]};
        QCOMPARE(EngineTexts::moveLine(start, stale, 8), QStringLiteral("c3-d4"));
        QCOMPARE(EngineTexts::moveLine(start, {}, 8), QString());
    }

    void aFenProblemSaysWhere()
    {
        QCOMPARE(EngineTexts::fenProblem(Variant::Russian, QStringLiteral("  ")), QString());
        QCOMPARE(EngineTexts::fenProblem(Variant::Russian, QStringLiteral("W:W21:B5")), QString());
        const QString bad = EngineTexts::fenProblem(Variant::Russian, QStringLiteral("W:W99:B5"));
        QVERIFY2(bad.startsWith(QStringLiteral("This FEN cannot be read (at character ")),
            qPrintable(bad));
        Language::instance()->setCurrent(QStringLiteral("es"));
        const QString es = EngineTexts::fenProblem(Variant::Russian, QStringLiteral("W:W99:B5"));
        QVERIFY2(es.startsWith(QStringLiteral("No se puede leer este FEN (en el carácter ")),
            qPrintable(es));
    }

    // The bands by the variant's man (eval.cpp): under 0.25 men equal, 0.7 about a man, 1.7
    // two, 2.7 winning; a win score by the plies left to its end.
    void scoreBands_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<double>("men");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("hint");
        QTest::addColumn<QString>("analysis");
        using B = EngineTexts::ScoreBand;
        const auto row
            = [](Variant v, double men, B::Kind kind, const char *hint, const char *analysis) {
                  QTest::addRow("%s %.2f", variantName(v).data(), men)
                      << int(v) << men << int(kind) << QString::fromUtf8(hint)
                      << QString::fromUtf8(analysis);
              };
        for (Variant v : {Variant::American, Variant::International}) {
            row(v, 0, B::Equal, "about equal", "about equal");
            row(v, 0.24, B::Equal, "about equal", "about equal");
            row(v, -0.24, B::Equal, "about equal", "about equal");
            row(v, 0.25, B::SlightEdge, "a slight edge for you", "a slight edge for White");
            row(v, -0.69, B::SlightEdge, "a slight edge for the computer",
                "a slight edge for Black");
            row(v, 0.7, B::AboutAMan, "wins a man", "White is about a man ahead");
            row(v, -1.69, B::AboutAMan, "loses a man", "Black is about a man ahead");
            row(v, 1.7, B::AboutTwoMen, "wins two men", "White is about two men ahead");
            row(v, -2.69, B::AboutTwoMen, "loses two men", "Black is about two men ahead");
            row(v, 2.7, B::Winning, "a winning advantage", "White is winning");
            row(v, -9, B::Winning, "a losing position", "Black is winning");
        }
    }
    void scoreBands()
    {
        QFETCH(int, variant);
        QFETCH(double, men);
        QFETCH(int, kind);
        QFETCH(QString, hint);
        QFETCH(QString, analysis);
        const Variant v = Variant(variant);
        // At or just past the bound: men rounded away from zero.
        const int size = int(std::ceil(std::abs(men) * materialValues(v).man));
        const int score = men < 0 ? -size : size;
        const EngineTexts::ScoreBand band = EngineTexts::scoreBand(v, score);
        QCOMPARE(int(band.kind), kind);
        QCOMPARE(band.ahead, score > 0);
        QCOMPARE(PlayMessage::scoreWords(score, v), hint);
        QCOMPARE(EngineTexts::evaluation(v, score), analysis);
    }

    void winBands()
    {
        using B = EngineTexts::ScoreBand;
        const Variant v = Variant::Russian;
        // 9 plies to the end: the winner's fifth move ends it.
        B band = EngineTexts::scoreBand(v, kScoreWin - 9);
        QCOMPARE(int(band.kind), int(B::WinIn));
        QCOMPARE(band.moves, 5);
        QCOMPARE(PlayMessage::scoreWords(kScoreWin - 9, v), QStringLiteral("a win in 5 moves"));
        QCOMPARE(
            EngineTexts::evaluation(v, -(kScoreWin - 9)), QStringLiteral("Black wins in 5 moves"));
        band = EngineTexts::scoreBand(v, -(kScoreWin - 1));
        QCOMPARE(int(band.kind), int(B::WinIn));
        QCOMPARE(band.moves, 1);
        QVERIFY(!band.ahead);
        QCOMPARE(PlayMessage::scoreWords(-(kScoreWin - 1), v),
            QStringLiteral("the computer wins next move"));
        QCOMPARE(EngineTexts::evaluation(v, kScoreWin - 1),
            QStringLiteral("White wins with the next move"));
        QCOMPARE(int(EngineTexts::scoreBand(v, kScoreWin).kind), int(B::Won));
        QCOMPARE(EngineTexts::evaluation(v, kScoreWin), QStringLiteral("White has won"));
        // In Spanish, both from the translations kept.
        Language::instance()->setCurrent(QStringLiteral("es"));
        QVERIFY(PlayMessage::scoreWords(kScoreWin - 9, v) != QStringLiteral("a win in 5 moves"));
        QVERIFY(EngineTexts::evaluation(v, 0) != QStringLiteral("about equal"));
        QVERIFY(PlayMessage::scoreWords(0, v) != QStringLiteral("about equal"));
    }
};

QTEST_GUILESS_MAIN(TestEngineTexts)
#include "tst_enginetexts.moc"
