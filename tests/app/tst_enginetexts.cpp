// SPDX-License-Identifier: GPL-3.0-or-later
// Words the hint, the analysis page and the FEN fields share: a line of moves in the variant's
// notation (cut at its length and at the first move that is not legal where it stands), and
// why a FEN cannot be read, with the character.
#include "enginetexts.h"
#include "fen.h"
#include "language.h"
#include "movegen.h"
#include "notation.h"

#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestEngineTexts)
#include "tst_enginetexts.moc"
