// SPDX-License-Identifier: GPL-3.0-or-later
// The endgame tables offer: what is there, the size and time of what is missing, making them
// on a thread of their own with progress, cancel and resume, the smallest set made on first
// use, and a damaged file set aside and made again. Each test has a temporary folder.
#include "egtb.h"
#include "egtbgenerator.h"
#include "tablescontroller.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace damas;

namespace {

QString tablePath(const QTemporaryDir &dir, Variant v, const char *material)
{
    return QString::fromStdString(
        endgameFilePath(dir.path().toStdString(), v, *parseMaterial(material)));
}

// Runs the controller's generation of up to `pieces` pieces to its end.
bool makeTables(TablesController &tables, int pieces)
{
    QSignalSpy finished(&tables, &TablesController::finished);
    tables.generate(pieces);
    if (!tables.generating())
        return false;
    return finished.wait(120000) && finished.first().first().toBool();
}

} // namespace

class TestTablesController : public QObject
{
    Q_OBJECT

private slots:
    void offerAndMake()
    {
        QTemporaryDir dir;
        TablesController tables(nullptr);
        QVERIFY(!tables.offered()); // no folder: nothing offered
        // Those who keep tables open read the folder again when it or its tables change, not
        // when only the variant does.
        QSignalSpy changed(&tables, &TablesController::tablesChanged);
        tables.setFolder(dir.path());
        QCOMPARE(changed.count(), 1);
        tables.setVariant(QStringLiteral("american"));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(tables.pieces(), 0);
        QCOMPARE(tables.offerPieces(), 5);
        QVERIFY(tables.offered());
        // 151,386,376 positions at 2 bytes, and 85 headers (docs/endgame-tables.md).
        QCOMPARE(tables.bytesFor(5, true), quint64(151386376) * 2 + 85 * 64);
        QVERIFY2(
            tables.offerText().contains(QStringLiteral("303 MB")), qPrintable(tables.offerText()));
        QVERIFY2(
            tables.offerText().contains(QStringLiteral("minutes")), qPrintable(tables.offerText()));

        QSignalSpy progress(&tables, &TablesController::progressChanged);
        QVERIFY(makeTables(tables, 3));
        QCOMPARE(changed.count(), 2);
        QVERIFY(progress.count() > 0);
        QCOMPARE(tables.progress(), 1.0);
        QCOMPARE(tables.pieces(), 3);
        QVERIFY(tables.offered()); // 4 and 5 pieces still missing
        QCOMPARE(tables.bytesFor(3, true), quint64(0));
        QCOMPARE(tables.bytesFor(5, true), tables.bytesFor(5, false) - tables.bytesFor(3, false));
        QCOMPARE(
            tables.statusText(), QStringLiteral("Endgame tables of up to 3 pieces are ready."));
        // The files are sound.
        const EndgameTables made(dir.path().toStdString());
        QVERIFY(made.open(Variant::American, *parseMaterial("kk-k")));
    }

    // On first use the smallest set starts by itself; cancelled, it keeps what it made and does
    // not start again by itself; the next run goes on from there.
    void autoCancelResume()
    {
        QTemporaryDir dir;
        TablesController tables(nullptr);
        tables.setFolder(dir.path());
        tables.setAutoGenerate(true);
        QSignalSpy progress(&tables, &TablesController::progressChanged);
        tables.setVariant(QStringLiteral("russian"));
        QVERIFY(tables.generating());
        QCOMPARE(tables.generatingPieces(), 4);
        QVERIFY(!tables.offered());
        QVERIFY(
            tables.statusText().startsWith(QStringLiteral("Making the endgame tables of up to 4")));
        QVERIFY(progress.wait(60000)); // the first pair written
        tables.cancel();
        QVERIFY(!tables.generating());
        QVERIFY(tables.pieces() < 4);
        QVERIFY(tables.offered());
        QVERIFY(QFile::exists(tablePath(dir, Variant::Russian, "k-k")));
        QTest::qWait(50);
        QVERIFY(!tables.generating()); // cancelled: not started again
        QVERIFY(makeTables(tables, 3));
        QCOMPARE(tables.pieces(), 3);
    }

    // A file that fails its check is set aside, never used, and made again.
    void damagedFileRemade()
    {
        QTemporaryDir dir;
        TablesController tables(nullptr);
        tables.setFolder(dir.path());
        tables.setVariant(QStringLiteral("brazilian"));
        QVERIFY(makeTables(tables, 2));
        const QString path = tablePath(dir, Variant::Brazilian, "k-k");
        for (int round = 0; round < 2; ++round) {
            {
                QFile f(path);
                QVERIFY(f.open(QIODevice::ReadWrite));
                f.seek(100);
                char c = 0;
                f.getChar(&c);
                f.seek(100);
                f.putChar(char(c ^ 0x5a));
            }
            if (round == 0) {
                // Found by a probe (play, a hint): set aside at once.
                const EndgameTables probe(dir.path().toStdString());
                QVERIFY(!probe.open(Variant::Brazilian, *parseMaterial("k-k")));
                QVERIFY(!QFile::exists(path));
                tables.refresh();
                QCOMPARE(tables.pieces(), 0);
            } else {
                // Found by the generator, which checks every file it keeps.
                QFile::remove(path + ".damaged");
            }
            QVERIFY(makeTables(tables, 2));
            QVERIFY(QFile::exists(path + ".damaged"));
            QCOMPARE(tables.pieces(), 2);
            const EndgameTables again(dir.path().toStdString());
            QVERIFY(again.open(Variant::Brazilian, *parseMaterial("k-k")));
        }
    }
};

QTEST_GUILESS_MAIN(TestTablesController)
#include "tst_tablescontroller.moc"
