// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation gives, to the unit, the values it gave before it was made faster: every term of
// evaluate(), handEvaluation(), learnedScore() and the learned tables with other weights, in
// positions of all four variants (data/evaluations.tsv, first written by the evaluation of commit
// 4d5f66d, before the speed work of docs/performance.md; the learned columns are written again
// with each new round of weights (last the eleventh: American and Russian refitted), while the
// handEvaluation column has stayed as it was).
//
// To write the file again from the evaluation as it is (only when a change of value is meant):
//   DAMAS_WRITE_EVALUATIONS=tests/engine/data/evaluations.tsv build/tests/engine/tst_evalvalues
// It takes positions from random games and random positions (random_positions.h) and, when
// ../shared/testdata is there, from the first games of its records (Russian games also as
// Brazilian positions: the two boards are numbered alike).
#include "eval.h"
#include "evalfeatures.h"
#include "fen.h"
#include "pdn.h"
#include "random_positions.h"

#include <QFile>
#include <QTest>

#include <random>

using namespace damas;

namespace {

QString dataFile()
{
    return QStringLiteral(DAMAS_SOURCE_DIR "/tests/engine/data/evaluations.tsv");
}

// Weights of every kind at once, none zero by chance of the training: the tables' arithmetic
// for any weights, not only the generated ones.
const LearnedWeights &otherWeights(Variant v)
{
    static const auto make = [](Variant v) {
        std::mt19937_64 rng(17 + int(v));
        std::uniform_int_distribution<int> d(-600, 600);
        std::vector<int> w(std::size_t(learnedWeightCount(v)));
        for (int &x : w)
            x = d(rng);
        return LearnedWeights(v, w);
    };
    static const LearnedWeights weights[] = {make(Variant::American), make(Variant::Brazilian),
        make(Variant::International), make(Variant::Russian)};
    return weights[int(v)];
}

struct Values
{
    int evaluation;
    int hand;
    int learned;
    int other;
};

Values valuesOf(const Position &p)
{
    return {evaluate(p), handEvaluation(p), learnedScore(p), otherWeights(p.variant).score(p)};
}

// Every 3rd position of the first games of a record, up to `most` positions.
void addGamePositions(std::vector<Position> &out, const QString &file, Variant as, int most)
{
    QFile f(QStringLiteral(DAMAS_TESTDATA_DIR "/") + file);
    if (!f.open(QIODevice::ReadOnly))
        return;
    const std::string text = f.readAll().toStdString();
    int taken = 0;
    readPdn(text, [&](PdnGame &&game) {
        const auto replayed = replayPdnGame(game);
        if (!replayed)
            return true;
        Position p = replayed->record.start;
        for (std::size_t i = 0; i < replayed->record.moves.size() && taken < most; ++i) {
            p = p.after(replayed->record.moves[i]);
            if (i % 3 == 2 && p.white && p.black) {
                Position q = p;
                q.variant = as;
                out.push_back(q);
                ++taken;
            }
        }
        return taken < most;
    });
}

std::vector<Position> positionsToWrite(Variant v)
{
    std::vector<Position> out;
    switch (v) {
    case Variant::American:
        addGamePositions(out, "american/tinsley.pdn", v, 200);
        break;
    case Variant::Brazilian:
    case Variant::Russian:
        addGamePositions(out, "russian/World_Championship_1998.expanded.pdn", v, 200);
        break;
    case Variant::International:
        addGamePositions(out, "international/toprest1.pdn", v, 200);
        break;
    }
    for (const Position &p : reference::samplePositions(v, 2026, 4, 160))
        if (p.white && p.black)
            out.push_back(p);
    return out;
}

} // namespace

class TestEvalValues : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const QByteArray target = qgetenv("DAMAS_WRITE_EVALUATIONS");
        if (target.isEmpty())
            return;
        QFile f(QString::fromLocal8Bit(target));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("# variant\tFEN\tevaluate\thandEvaluation\tlearnedScore\tother weights\n");
        for (Variant v : kAllVariants) {
            for (const Position &p : positionsToWrite(v)) {
                const Values x = valuesOf(p);
                f.write(
                    QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\n")
                        .arg(QString::fromUtf8(variantName(v)), QString::fromStdString(toFen(p)))
                        .arg(x.evaluation)
                        .arg(x.hand)
                        .arg(x.learned)
                        .arg(x.other)
                        .toUtf8());
            }
        }
    }

    // Each stored value, recomputed; each variant holds a few hundred positions.
    void unchanged()
    {
        QFile f(dataFile());
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(dataFile()));
        int perVariant[4] = {};
        int line = 0;
        while (!f.atEnd()) {
            const QByteArray text = f.readLine().trimmed();
            ++line;
            if (text.isEmpty() || text.startsWith('#'))
                continue;
            const QList<QByteArray> parts = text.split('\t');
            const QByteArray where = dataFile().toUtf8() + ":" + QByteArray::number(line);
            QVERIFY2(parts.size() == 6, where.constData());
            const auto v = variantFromName(parts[0].toStdString());
            QVERIFY2(v, where.constData());
            const auto pos = parseFen(*v, parts[1].toStdString());
            QVERIFY2(pos, where.constData());
            const Values x = valuesOf(*pos);
            const QByteArray got = QByteArray::number(x.evaluation) + " "
                + QByteArray::number(x.hand) + " " + QByteArray::number(x.learned) + " "
                + QByteArray::number(x.other);
            const QByteArray expected = parts[2] + " " + parts[3] + " " + parts[4] + " " + parts[5];
            QVERIFY2(got == expected,
                (where + " " + parts[1] + ": " + got + ", stored " + expected).constData());
            ++perVariant[int(*v)];
        }
        for (Variant v : kAllVariants)
            QVERIFY2(perVariant[int(v)] >= 150, variantName(v).data());
    }
};

QTEST_APPLESS_MAIN(TestEvalValues)
#include "tst_evalvalues.moc"
