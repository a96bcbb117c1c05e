// SPDX-License-Identifier: GPL-3.0-or-later
// The variant catalog behind the new-game and rules pages: the four variants, their boards as the
// engine sets them up, and the limits, brackets and materials of each draw rule exactly as the
// referee has them (engine/drawstate.h), the materials in the current language.
#include "language.h"
#include "variantcatalog.h"

#include <QTest>

class TestVariantCatalog : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Language::instance()->setCurrent(QStringLiteral("en")); }

    void fourVariants()
    {
        VariantCatalog catalog;
        const QVariantList list = catalog.variants();
        QStringList ids;
        for (const QVariant &v : list) {
            const QVariantMap m = v.toMap();
            ids << m.value(QStringLiteral("id")).toString();
            QVERIFY(!m.value(QStringLiteral("name")).toString().isEmpty());
            QVERIFY(!m.value(QStringLiteral("summary")).toString().isEmpty());
        }
        QCOMPARE(ids,
            (QStringList {QStringLiteral("american"), QStringLiteral("brazilian"),
                QStringLiteral("international"), QStringLiteral("russian")}));
    }

    // variants.md, "Board, numbering, start".
    void boards()
    {
        VariantCatalog catalog;
        const QVariantMap international = catalog.board(QStringLiteral("international"));
        QCOMPARE(international.value(QStringLiteral("size")).toInt(), 10);
        QCOMPARE(international.value(QStringLiteral("squares")).toInt(), 50);
        QCOMPARE(international.value(QStringLiteral("men")).toInt(), 20);
        QCOMPARE(international.value(QStringLiteral("rows")).toInt(), 4);
        QCOMPARE(international.value(QStringLiteral("lastColumn")).toString(), QStringLiteral("j"));
        const QVariantMap russian = catalog.board(QStringLiteral("russian"));
        QCOMPARE(russian.value(QStringLiteral("squares")).toInt(), 32);
        QCOMPARE(russian.value(QStringLiteral("men")).toInt(), 12);
        QCOMPARE(russian.value(QStringLiteral("rows")).toInt(), 3);
    }

    // draw-rules.md, "The rules, variant by variant": moves per side, or the stronger side's.
    void limits()
    {
        VariantCatalog catalog;
        QCOMPARE(catalog.drawLimit(QStringLiteral("american-40")), 40);
        QCOMPARE(catalog.drawLimit(QStringLiteral("brazilian-20")), 20);
        QCOMPARE(catalog.drawLimit(QStringLiteral("international-16")), 16);
        QCOMPARE(catalog.drawLimit(QStringLiteral("russian-15-three-kings")), 15);
        QCOMPARE(catalog.drawLimit(QStringLiteral("russian-balance"), 5), 30);
        QCOMPARE(catalog.drawLimit(QStringLiteral("russian-balance"), 8), -1);
        QCOMPARE(catalog.drawLimit(QStringLiteral("russian-kings-only"), 3), -1);
        QCOMPARE(catalog.drawLimit(QStringLiteral("no-such-rule")), -1);
        const QVariantList brackets = catalog.drawLimits(QStringLiteral("russian-kings-only"));
        QCOMPARE(brackets.size(), 2);
        QCOMPARE(brackets[0].toMap().value(QStringLiteral("minPieces")).toInt(), 4);
        QCOMPARE(brackets[1].toMap().value(QStringLiteral("maxPieces")).toInt(), 7);
        QCOMPARE(brackets[1].toMap().value(QStringLiteral("moves")).toInt(), 25);
    }

    // Every material of the condition, in order, joined as the language joins a list.
    void materials()
    {
        VariantCatalog catalog;
        QCOMPARE(catalog.drawMaterials(QStringLiteral("brazilian-5"), 0, 5),
            QStringLiteral("two kings against two kings, two kings against a king, two kings "
                           "against a king and a man, a king against a king, and a king against a "
                           "king and a man"));
        QCOMPARE(catalog.drawSides(QStringLiteral("brazilian-5"), 5, 3),
            QStringLiteral("three kings, two kings and a man, or a king and two men"));
        QCOMPARE(catalog.drawSides(QStringLiteral("russian-5-main-road")),
            QStringLiteral("three pieces"));
        QCOMPARE(catalog.drawSides(QStringLiteral("russian-15-three-kings")),
            QStringLiteral("three kings or more, with or without other pieces"));
        QCOMPARE(catalog.drawMaterials(QStringLiteral("american-40")), QString());
        QCOMPARE(catalog.drawSides(QStringLiteral("brazilian-5"), 8), QString());
    }

    // The texts come in the language in use when asked.
    void inTheCurrentLanguage()
    {
        VariantCatalog catalog;
        Language::instance()->setCurrent(QStringLiteral("es"));
        QCOMPARE(catalog.drawSides(QStringLiteral("international-5-endgame")),
            QStringLiteral("dos damas, una dama y un peón, o una dama"));
        QCOMPARE(catalog.drawSentence(QStringLiteral("repetition")),
            QStringLiteral("La misma posición apareció tres veces"));
        Language::instance()->setCurrent(QStringLiteral("pt_BR"));
        QCOMPARE(catalog.drawMaterials(QStringLiteral("brazilian-5"), 3, 1),
            QStringLiteral("uma dama contra uma dama"));
    }
};

QTEST_MAIN(TestVariantCatalog)
#include "tst_variantcatalog.moc"
