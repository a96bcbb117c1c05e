// SPDX-License-Identifier: GPL-3.0-or-later
// The variant catalog behind the new-game and rules pages: the four variants, the facts of each
// read from the engine's rules (who moves first, the notation, how captures and crowning go),
// and the draw counts of each variant exactly as the referee has them, in the current language.
#include "language.h"
#include "variantcatalog.h"

#include <QTest>

namespace {

QStringList countIds(const QVariantMap &described)
{
    QStringList ids;
    for (const QVariant &c : described.value(QStringLiteral("counts")).toList())
        ids << c.toMap().value(QStringLiteral("id")).toString();
    return ids;
}

QString factText(const QVariantMap &described, const QString &topic)
{
    for (const QVariant &f : described.value(QStringLiteral("facts")).toList()) {
        const QVariantMap m = f.toMap();
        if (m.value(QStringLiteral("topic")).toString() == topic)
            return m.value(QStringLiteral("text")).toString();
    }
    return {};
}

} // namespace

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

    // The draw counts of each variant: repetition first, then the rule ids of draw-rules.md.
    void countsPerVariant_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QStringList>("ids");
        QTest::newRow("american") << "american"
                                  << QStringList {"repetition", "american-40"};
        QTest::newRow("brazilian") << "brazilian"
                                   << QStringList {"repetition", "brazilian-20", "brazilian-5"};
        QTest::newRow("international")
            << "international"
            << QStringList {"repetition", "international-25", "international-16",
                   "international-5-diagonal", "international-5-endgame"};
        QTest::newRow("russian") << "russian"
                                 << QStringList {"repetition", "russian-15-three-kings",
                                        "russian-5-main-road", "russian-balance",
                                        "russian-kings-only"};
    }

    void countsPerVariant()
    {
        QFETCH(QString, variant);
        QFETCH(QStringList, ids);
        VariantCatalog catalog;
        const QVariantMap d = catalog.describe(variant);
        QCOMPARE(d.value(QStringLiteral("id")).toString(), variant);
        QStringList got = countIds(d);
        QCOMPARE(got.value(0), QStringLiteral("repetition"));
        got.sort();
        ids.sort();
        QCOMPARE(got, ids);
        for (const QVariant &c : d.value(QStringLiteral("counts")).toList()) {
            const QVariantMap m = c.toMap();
            QVERIFY2(!m.value(QStringLiteral("name")).toString().isEmpty(),
                qPrintable(m.value(QStringLiteral("id")).toString()));
            QVERIFY(!m.value(QStringLiteral("rule")).toString().isEmpty());
            QVERIFY(!m.value(QStringLiteral("reset")).toString().isEmpty());
        }
        // Only the Russian rules have articles this program cannot apply (draw-rules.md).
        const QString notApplied = d.value(QStringLiteral("notApplied")).toString();
        QCOMPARE(notApplied.contains(QStringLiteral("6.1.8.7")), variant == "russian");
    }

    // Facts read from the rules, not written per variant.
    void factsFollowTheRules()
    {
        VariantCatalog catalog;
        const QVariantMap american = catalog.describe(QStringLiteral("american"));
        QVERIFY(factText(american, QStringLiteral("Start")).contains("Black moves first"));
        QVERIFY(factText(american, QStringLiteral("Captures")).contains("any capture"));
        QVERIFY(factText(american, QStringLiteral("Kings")).contains("one square"));
        QVERIFY(factText(american, QStringLiteral("Notation")).contains("1 to 32"));

        const QVariantMap international = catalog.describe(QStringLiteral("international"));
        QVERIFY(factText(international, QStringLiteral("Start")).contains("20 men each on the first 4 rows. White moves first."));
        QVERIFY(factText(international, QStringLiteral("Captures")).contains("the most pieces"));
        QVERIFY(factText(international, QStringLiteral("Crowning")).contains("only if its move ends"));
        QVERIFY(factText(international, QStringLiteral("Notation")).contains("1 to 50"));

        const QVariantMap russian = catalog.describe(QStringLiteral("russian"));
        QVERIFY(factText(russian, QStringLiteral("Crowning")).contains("goes on capturing as a king"));
        QVERIFY(factText(russian, QStringLiteral("Notation")).contains("“:”"));
        const QVariantMap brazilian = catalog.describe(QStringLiteral("brazilian"));
        QVERIFY(factText(brazilian, QStringLiteral("Notation")).contains("“x”"));
        QVERIFY(factText(brazilian, QStringLiteral("Board")).contains("8×8"));
    }

    // The texts come in the language in use when asked.
    void inTheCurrentLanguage()
    {
        VariantCatalog catalog;
        Language::instance()->setCurrent(QStringLiteral("es"));
        QVariantMap d = catalog.describe(QStringLiteral("brazilian"));
        QCOMPARE(d.value(QStringLiteral("name")).toString(), QStringLiteral("Damas brasileñas"));
        QCOMPARE(d.value(QStringLiteral("counts")).toList().value(0).toMap().value(QStringLiteral("name")).toString(),
            QStringLiteral("Triple repetición"));
        Language::instance()->setCurrent(QStringLiteral("pt_BR"));
        d = catalog.describe(QStringLiteral("brazilian"));
        QCOMPARE(d.value(QStringLiteral("name")).toString(), QStringLiteral("Damas brasileiras"));
    }
};

QTEST_MAIN(TestVariantCatalog)
#include "tst_variantcatalog.moc"
