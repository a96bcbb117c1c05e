// SPDX-License-Identifier: GPL-3.0-or-later
// The translations: every text of the interface translated in Spanish and Portuguese, the three
// result sentences word for word as draw-rules.md gives them (and as the engine's referee
// carries them), and a live switch that changes what the program says.
#include "enginetexts.h"
#include "gameresult.h"
#include "language.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <map>

namespace {

struct Message
{
    QString source;
    // The disambiguation: the same source with another comment is another text.
    QString comment;
    QString translation;
    bool unfinished = false;
};

QList<Message> readTs(const QString &path)
{
    QList<Message> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("message")) {
            current = Message {};
        } else if (xml.isStartElement() && xml.name() == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("comment")) {
            current.comment = xml.readElementText();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            current.unfinished = type == QLatin1String("unfinished")
                || type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            out.append(current);
        }
    }
    return out;
}

QString tsPath(const char *language, const char *set = "damas")
{
    return QStringLiteral(DAMAS_SOURCE_DIR "/translations/%1_%2.ts")
        .arg(QLatin1String(set), QLatin1String(language));
}

// draw-rules.md, the result-line table.
const std::map<QString, std::map<QString, QString>> kSentences = {
    {"repetition",
        {{"en", "The same position appeared three times"},
            {"es", "La misma posición apareció tres veces"},
            {"pt_BR", "A mesma posição apareceu três vezes"}}},
    {"move-limit",
        {{"en", "Move limit: too long without captures"},
            {"es", "Límite de jugadas: demasiado tiempo sin capturas"},
            {"pt_BR", "Limite de lances: tempo demais sem captura"}}},
    {"endgame",
        {{"en", "Endgame rule: the stronger side did not win in the moves allowed"},
            {"es", "Regla de final: el bando más fuerte no ganó en las jugadas permitidas"},
            {"pt_BR", "Regra de final: o lado mais forte não venceu nos lances permitidos"}}},
};

damas::ResultReason reasonOf(const QString &id)
{
    if (id == QLatin1String("repetition"))
        return damas::ResultReason::Repetition;
    if (id == QLatin1String("move-limit"))
        return damas::ResultReason::MoveLimit;
    return damas::ResultReason::Endgame;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Language::instance()->setCurrent(QStringLiteral("en")); }

    void complete_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("es") << tsPath("es");
        QTest::newRow("pt_BR") << tsPath("pt_BR");
        QTest::newRow("lessons es") << tsPath("es", "lessons");
        QTest::newRow("lessons pt_BR") << tsPath("pt_BR", "lessons");
    }
    void complete()
    {
        QFETCH(QString, path);
        const QList<Message> messages = readTs(path);
        QVERIFY2(messages.size() > 100, qPrintable(path));
        for (const Message &m : messages) {
            QVERIFY2(!m.unfinished && !m.translation.trimmed().isEmpty(),
                qPrintable(QStringLiteral("not translated: %1").arg(m.source)));
            // The placeholders of the English text are all there.
            for (int n = 1; n <= 9; ++n) {
                const QString arg = QStringLiteral("%%1").arg(n);
                QVERIFY2(m.source.contains(arg) == m.translation.contains(arg),
                    qPrintable(QStringLiteral("%1 in: %2").arg(arg, m.source)));
            }
        }
    }

    // The same English text says the same in every place it is shown: a count's name on the
    // play page and the heading of its rules section, for one ("Only kings moving" was two
    // Portuguese names).
    void oneTranslationPerText_data() { complete_data(); }
    void oneTranslationPerText()
    {
        QFETCH(QString, path);
        std::map<std::pair<QString, QString>, QString> seen;
        for (const Message &m : readTs(path)) {
            const auto [at, added] = seen.emplace(std::pair {m.source, m.comment}, m.translation);
            QVERIFY2(added || at->second == m.translation,
                qPrintable(QStringLiteral("%1: \"%2\" and \"%3\"")
                               .arg(m.source, at->second, m.translation)));
        }
    }

    void bothLanguagesCoverTheSameTexts_data()
    {
        QTest::addColumn<QString>("set");
        QTest::newRow("app") << QStringLiteral("damas");
        QTest::newRow("lessons") << QStringLiteral("lessons");
    }
    void bothLanguagesCoverTheSameTexts()
    {
        QFETCH(QString, set);
        QStringList es;
        QStringList pt;
        for (const Message &m : readTs(tsPath("es", qPrintable(set))))
            es.append(m.source);
        for (const Message &m : readTs(tsPath("pt_BR", qPrintable(set))))
            pt.append(m.source);
        es.sort();
        pt.sort();
        QCOMPARE(es, pt);
    }

    /*
     * No text of the sources is missing from the committed translations: lupdate, run over the
     * sources into a copy of each .ts file, finds nothing new to translate (a qsTr() or tr()
     * added without running `ninja damas_app_lupdate damas_lessons_lupdate` fails here).
     */
    void noTextMissing_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<QString>("sources");
        QTest::newRow("app") << QStringLiteral("damas") << QStringLiteral(DAMAS_SOURCE_DIR "/app");
        QTest::newRow("lessons") << QStringLiteral("lessons")
                                 << QStringLiteral(DAMAS_SOURCE_DIR "/lessons");
    }
    void noTextMissing()
    {
        QFETCH(QString, set);
        QFETCH(QString, sources);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        for (const char *language : {"es", "pt_BR"}) {
            const QString copy
                = dir.filePath(QFileInfo(tsPath(language, qPrintable(set))).fileName());
            QVERIFY(QFile::copy(tsPath(language, qPrintable(set)), copy));
            QProcess lupdate;
            lupdate.start(QStringLiteral(DAMAS_LUPDATE),
                {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                    QStringLiteral("-locations"), QStringLiteral("none"),
                    QStringLiteral("-extensions"), QStringLiteral("cpp,h,qml"), sources,
                    QStringLiteral("-ts"), copy});
            QVERIFY2(lupdate.waitForFinished(60000), "lupdate did not finish");
            QCOMPARE(lupdate.exitCode(), 0);
            for (const Message &m : readTs(copy))
                QVERIFY2(!m.unfinished,
                    qPrintable(QStringLiteral("%1 (%2): not in the committed translations: %3")
                                   .arg(set, QLatin1String(language), m.source)));
        }
    }

    void resultSentences_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("reason");
        for (const auto &[reason, byLanguage] : kSentences) {
            for (const auto &[language, sentence] : byLanguage)
                QTest::addRow("%s %s", qPrintable(reason), qPrintable(language))
                    << language << reason;
        }
    }
    void resultSentences()
    {
        QFETCH(QString, language);
        QFETCH(QString, reason);
        const QString expected = kSentences.at(reason).at(language);
        Language::instance()->setCurrent(language);
        QCOMPARE(Language::instance()->current(), language);
        QCOMPARE(EngineTexts::drawSentence(reason), expected);
        // The referee carries the same sentences.
        const std::string_view engine
            = damas::drawSentence(reasonOf(reason), language.toStdString());
        QCOMPARE(QString::fromUtf8(engine.data(), qsizetype(engine.size())), expected);
    }

    void liveSwitch()
    {
        Language *language = Language::instance();
        QCOMPARE(
            EngineTexts::variantName(damas::Variant::Russian), QStringLiteral("Russian draughts"));
        language->setCurrent(QStringLiteral("es"));
        QCOMPARE(EngineTexts::variantName(damas::Variant::Russian), QStringLiteral("Damas rusas"));
        // The lessons' translations come with the app's.
        QCOMPARE(QCoreApplication::translate("RussianForcedCaptures", "Forced captures"),
            QStringLiteral("Capturas forzadas"));
        language->setCurrent(QStringLiteral("pt_BR"));
        QCOMPARE(EngineTexts::variantName(damas::Variant::Russian), QStringLiteral("Damas russas"));
        // Closest supported language for a locale name.
        QCOMPARE(Language::closestSupported(QStringLiteral("es_AR")), QStringLiteral("es"));
        QCOMPARE(Language::closestSupported(QStringLiteral("pt_PT")), QStringLiteral("pt_BR"));
        QCOMPARE(Language::closestSupported(QStringLiteral("de_DE")), QStringLiteral("en"));
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
