// SPDX-License-Identifier: GPL-3.0-or-later
// The learned evaluation: symmetry of every variant's estimate, the pattern tables against the
// features training sees, the counted features in positions worked out by hand, training
// itself, the training file's lines, and the selfplay, label and train commands.
#include "eval.h"
#include "evalfeatures.h"
#include "evaltraining.h"
#include "fen.h"
#include "game.h"
#include "movegen.h"
#include "pdn.h"
#include "random_positions.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace damas;

namespace {

// Positions the evaluation is asked about: some of each side's pieces, no capture to make.
std::vector<Position> quietPositions(Variant v, std::uint64_t seed)
{
    std::vector<Position> quiet;
    for (const Position &p : reference::samplePositions(v, seed, 20, 300))
        if (p.white && p.black && !hasCapture(p))
            quiet.push_back(p);
    return quiet;
}

std::vector<int> randomWeights(Variant v, std::uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::uniform_int_distribution<int> d(-400, 400);
    std::vector<int> w(std::size_t(learnedWeightCount(v)));
    for (int &x : w)
        x = d(rng);
    return w;
}

// Weights cut to their first `kept` (an older round's file) score as the full set with the rest
// at 0, and the rest, when not 0, changes the score of some positions.
void shorterFileReadWithZeros(Variant v, int kept, std::uint64_t seed)
{
    std::vector<int> w = randomWeights(v, seed);
    const LearnedWeights full(v, w);
    std::fill(w.begin() + kept, w.end(), 0);
    const LearnedWeights zeroed(v, w);
    w.resize(std::size_t(kept));
    const LearnedWeights older(v, w);
    QVERIFY(older.enabled());
    QVERIFY(kept < learnedWeightCount(v));
    int differs = 0;
    for (const Position &p : quietPositions(v, seed + 4)) {
        QCOMPARE(older.score(p), zeroed.score(p));
        differs += full.score(p) != zeroed.score(p);
    }
    QVERIFY(differs > 0);
}

struct Run
{
    int exitCode = -1;
    QByteArray out, err;
};

Run runCli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(DAMAS_CLI), args);
    p.waitForFinished(120000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

} // namespace

class TestEvalTraining : public QObject
{
    Q_OBJECT

private slots:
    void symmetry_data()
    {
        QTest::addColumn<int>("variant");
        for (Variant v : kAllVariants)
            QTest::newRow(std::string(variantName(v)).c_str()) << int(v);
    }

    // The colour-flipped position gets the negated score, from White's side: the hand-set
    // terms, the generated weights, and any other weights.
    void symmetry()
    {
        QFETCH(int, variant);
        const Variant v = Variant(variant);
        const LearnedWeights random(v, randomWeights(v, 7));
        QVERIFY(random.enabled());
        const auto positions = quietPositions(v, 11);
        QVERIFY(positions.size() > 100);
        int nonZero = 0;
        for (const Position &p : positions) {
            const Position f = flippedPosition(p);
            QCOMPARE(flippedPosition(f), p);
            QCOMPARE(handEvaluation(f), -handEvaluation(p));
            QCOMPARE(evaluate(f), evaluate(p)); // each from its side to move
            QCOMPARE(learnedScore(f), -learnedScore(p));
            QCOMPARE(random.score(f), -random.score(p));
            nonZero += random.score(p) != 0;
        }
        QVERIFY(nonZero > int(positions.size()) / 2);
    }

    void tablesMatchFeatures_data() { symmetry_data(); }

    // The evaluation's one-pass tables give what training computes from the features.
    void tablesMatchFeatures()
    {
        QFETCH(int, variant);
        const Variant v = Variant(variant);
        const std::vector<int> w = randomWeights(v, 3);
        const LearnedWeights tables(v, w);
        std::vector<FeatureValue> features;
        for (const Position &p : quietPositions(v, 5)) {
            learnedFeatures(p, features);
            double sum = 0;
            for (const FeatureValue &f : features)
                sum += double(w[std::size_t(f.index)]) * f.value;
            QVERIFY2(
                std::abs(sum / kLearnedWeightScale - tables.score(p)) <= 1.0, toFen(p).c_str());
        }
    }

    void countedFeatures_data()
    {
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("feature");
        QTest::addColumn<int>("value");
        const int i = int(Variant::International), a = int(Variant::American);
        // A man on 28 with nothing ahead; the man on 17 is in its way and it in the man's; 36
        // runs down its empty wing.
        QTest::newRow("runaway") << i << "W:W28:B" << int(kRunaways) << 1;
        QTest::newRow("runaway stopped") << i << "W:W28:B17,36" << int(kRunaways) << -1;
        QTest::newRow("runaway, king behind") << i << "W:W28:BK45" << int(kRunaways) << 0;
        QTest::newRow("runaway against a king")
            << i << "W:W28:BK45" << int(kRunawaysAgainstKings) << 1;
        // The own man on 23 shuts one way, the other stays open; shut both and it is stuck.
        QTest::newRow("runaway, one way open") << i << "W:W28,23:B" << int(kRunaways) << 2;
        QTest::newRow("runaway, both ways shut") << a << "W:W22,17,18:B" << int(kRunaways) << 2;
        // The flying king on 46 sees 41 to 10 (the man on 5 ends the line); a short king moves
        // to the four squares around it, or two in the corner.
        QTest::newRow("flying king") << i << "W:WK46:B5" << int(kKingMobility) << 8;
        QTest::newRow("short kings") << a << "W:WK14:BK32" << int(kKingMobility) << 2;
        // Four white men on the left wing, a black man on the right.
        QTest::newRow("wings") << i << "W:W31,36,41,46:B5" << int(kWingImbalance) << 3;
        // 28 faces the men on 22 and 23; the edge man on 36 faces 31 alone.
        QTest::newRow("blocked") << i << "W:W28:B22,23" << int(kBlockedMen) << 1;
        QTest::newRow("blocked at the edge") << i << "W:W36:B31" << int(kBlockedMen) << 1;
        QTest::newRow("blocked both") << i << "W:W28,27:B22,23" << int(kBlockedMen) << 0;
    }

    // The second round's counts in positions worked out by hand (board.h numbers the squares).
    void countedFeatures()
    {
        QFETCH(int, variant);
        QFETCH(QString, fen);
        QFETCH(int, feature);
        QFETCH(int, value);
        const auto pos = parseFen(Variant(variant), fen.toStdString());
        QVERIFY(pos);
        QCOMPARE(countFeatures(*pos)[std::size_t(feature)], value);
        QCOMPARE(countFeatures(flippedPosition(*pos))[std::size_t(feature)], -value);
    }

    // A first round's weights file (fewer counts) is read with the new counts at 0.
    void roundOneWeights()
    {
        const Variant v = Variant::International;
        std::vector<int> w = randomWeights(v, 9);
        w.resize(std::size_t(roundTwoWeightCount(v)));
        const LearnedWeights full(v, w);
        std::fill(w.end() - 2 * (kCountFeatures - kRoundOneCountFeatures), w.end(), 0);
        const LearnedWeights zeroed(v, w);
        w.resize(w.size() - 2 * (kCountFeatures - kRoundOneCountFeatures));
        const LearnedWeights roundOne(v, w);
        QVERIFY(roundOne.enabled());
        int differs = 0;
        for (const Position &p : quietPositions(v, 13)) {
            QCOMPARE(roundOne.score(p), zeroed.score(p));
            differs += full.score(p) != zeroed.score(p);
        }
        QVERIFY(differs > 0);
        w.pop_back();
        QVERIFY(!LearnedWeights(v, w).enabled());
    }

    void roundTwoWeights_data() { symmetry_data(); }

    // A second round's weights file (no 3x4 nor 4x4 blocks) is read with the blocks at 0, and
    // the blocks' weights, when there, change the score.
    void roundTwoWeights()
    {
        QFETCH(int, variant);
        shorterFileReadWithZeros(Variant(variant), roundTwoWeightCount(Variant(variant)), 11);
    }

    void roundThreeWeights_data() { symmetry_data(); }

    // So is a file of the seventh to thirteenth rounds (no 4x4 blocks).
    void roundThreeWeights()
    {
        QFETCH(int, variant);
        shorterFileReadWithZeros(Variant(variant), roundThreeWeightCount(Variant(variant)), 12);
    }

    // Results that follow the men count alone: training lowers the loss and finds that a man
    // more is good (the hand-set terms left out, so only the learned ones can explain it).
    void trainingRecoversMaterial()
    {
        const Variant v = Variant::Russian;
        std::vector<TrainingSample> samples;
        for (const Position &p : quietPositions(v, 21)) {
            const int diff = popcount(p.white & ~p.kings) - popcount(p.black & ~p.kings);
            samples.push_back({p, diff > 0 ? 1.0f : diff < 0 ? 0.0f : 0.5f});
        }
        TrainingOptions o;
        o.withHandEvaluation = false;
        o.fixedScale = 0.02;
        o.epochs = 40;
        o.batchSize = 64;
        o.validationShare = 0;
        const TrainingReport r = trainLearnedWeights(v, samples, o);
        QVERIFY(r.trainPositions > int(samples.size()) * 3 / 4); // less the scaled endings
        QVERIFY2(r.trainLoss < 0.8 * r.trainLossBefore,
            qPrintable(QString("%1 -> %2").arg(r.trainLossBefore).arg(r.trainLoss)));
        // The opening and the ending weight of a man more, hundredths of a man.
        QVERIFY(r.weights[std::size_t(countWeightIndex(v, kMen, 0))] > 5);
        QVERIFY(r.weights[std::size_t(countWeightIndex(v, kMen, 1))] > 5);
    }

    // A weights file's text reads back as its weights, to the sixteenth it keeps; a stray
    // word is no weights.
    void weightsSourceRoundTrip()
    {
        const Variant v = Variant::International;
        std::vector<double> w;
        for (const int x : randomWeights(v, 3))
            w.push_back(double(x) / 7);
        const auto back = parseLearnedWeightsSource(learnedWeightsSource(w, "// a, 1, 2\n"));
        QVERIFY(back);
        QCOMPARE(back->size(), w.size());
        for (std::size_t i = 0; i < w.size(); ++i)
            QVERIFY2(std::abs((*back)[i] - w[i]) <= 0.5 / kLearnedWeightScale,
                qPrintable(QString("%1: %2, %3").arg(i).arg((*back)[i]).arg(w[i])));
        QVERIFY(!parseLearnedWeightsSource("1, 2,\n3, x,\n"));
    }

    // Training from an earlier round's weights starts from them, and the decay pulls toward
    // them, not toward 0: with no step of its own, Adam leaves them as they are.
    void trainingFromInitialWeights()
    {
        const Variant v = Variant::Russian;
        std::vector<TrainingSample> samples;
        for (const Position &p : quietPositions(v, 22))
            samples.push_back({p, 0.5f});
        TrainingOptions o;
        o.learningRate = 0;
        o.l2 = 0.05;
        o.epochs = 5;
        o.batchSize = 64;
        o.validationShare = 0;
        for (const int x : randomWeights(v, 9))
            o.initial.push_back(double(x));
        const TrainingReport r = trainLearnedWeights(v, samples, o);
        QCOMPARE(r.weights, o.initial);
        QCOMPARE(r.trainLoss, r.trainLossBefore);
        o.initial.clear();
        const TrainingReport fromZero = trainLearnedWeights(v, samples, o);
        QVERIFY(std::all_of(
            fromZero.weights.begin(), fromZero.weights.end(), [](double x) { return x == 0; }));
        // Random weights predict draws worse than none.
        QVERIFY(r.trainLossBefore > fromZero.trainLossBefore);
    }

    // The same seed writes the same positions; another seed other games. The train command
    // reads them and writes a weights file saying how it was made.
    void selfplayAndTrainCommands()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath("a.txt"), b = dir.filePath("b.txt"),
                      c = dir.filePath("c.txt"), inc = dir.filePath("w.inc");
        const QStringList common {"selfplay", "american", "--games", "3", "--nodes", "300"};
        QCOMPARE(runCli(common + QStringList {"--seed", "5", "--out", a}).exitCode, 0);
        QCOMPARE(runCli(common + QStringList {"--seed", "5", "--out", b}).exitCode, 0);
        QCOMPARE(runCli(common + QStringList {"--seed", "6", "--out", c}).exitCode, 0);
        QFile fa(a), fb(b), fc(c);
        QVERIFY(fa.open(QIODevice::ReadOnly) && fb.open(QIODevice::ReadOnly)
            && fc.open(QIODevice::ReadOnly));
        const QByteArray textA = fa.readAll();
        QVERIFY(textA.count('\n') > 60);
        QCOMPARE(textA, fb.readAll());
        QVERIFY(textA != fc.readAll());
        for (const QByteArray &line : textA.trimmed().split('\n')) {
            const QList<QByteArray> parts = line.split('\t');
            QCOMPARE(parts.size(), 2);
            const auto pos = parseFen(Variant::American, parts[0].toStdString());
            QVERIFY2(pos && !hasCapture(*pos), line.constData());
            QVERIFY(parts[1] == "1" || parts[1] == "0" || parts[1] == "0.5");
        }

        const Run t = runCli(
            {"train", "american", "--data", a, "--out", inc, "--seed", "2", "--epochs", "3"});
        QCOMPARE(t.exitCode, 0);
        QFile fi(inc);
        QVERIFY(fi.open(QIODevice::ReadOnly));
        const QByteArray weights = fi.readAll();
        QVERIFY(weights.startsWith("// Generated by: damas-cli train american --data "));
        QVERIFY(weights.contains("--seed 2"));
        int numbers = 0;
        for (const QByteArray &line : weights.split('\n'))
            if (!line.startsWith("//"))
                numbers += int(line.count(','));
        QCOMPARE(numbers, learnedWeightCount(Variant::American));

        // --init: from the weights of such a file, named in the new file's first line with the
        // step (--rate, above 0); a file of another variant's count is refused.
        const QString refined = dir.filePath("r.inc");
        const Run r = runCli({"train", "american", "--data", a, "--out", refined, "--epochs", "1",
            "--init", inc, "--rate", "0.1"});
        QCOMPARE(r.exitCode, 0);
        QFile fr0(refined);
        QVERIFY(fr0.open(QIODevice::ReadOnly));
        const QByteArray first = fr0.readLine();
        QVERIFY(first.contains(QByteArray("--init ") + inc.toUtf8() + " --rate 0.1"));
        QCOMPARE(
            runCli({"train", "american", "--data", a, "--out", refined, "--rate", "0"}).exitCode,
            2);
        const Run wrong
            = runCli({"train", "international", "--data", a, "--out", refined, "--init", inc});
        QCOMPARE(wrong.exitCode, 2);
        QVERIFY2(wrong.err.contains("weights, not the"), wrong.err.constData());
        // An older round's file starts the blocks it lacks at 0; the new file has them all: a
        // second round's (no 3x4 nor 4x4 blocks) and one of the seventh to thirteenth rounds
        // (no 4x4 blocks).
        for (const int count :
            {roundTwoWeightCount(Variant::American), roundThreeWeightCount(Variant::American)}) {
            std::vector<double> older(std::size_t(count), 0.0);
            older[std::size_t(countWeightIndex(Variant::American, kMen, 0))] = 100;
            const QString olderPath = dir.filePath(QStringLiteral("older%1.inc").arg(count));
            {
                QFile f(olderPath);
                QVERIFY(f.open(QIODevice::WriteOnly));
                f.write(learnedWeightsSource(older, "// an older round\n").c_str());
            }
            QCOMPARE(runCli({"train", "american", "--data", a, "--out", refined, "--epochs", "1",
                                "--init", olderPath})
                         .exitCode,
                0);
            QFile fr1(refined);
            QVERIFY(fr1.open(QIODevice::ReadOnly));
            const auto widened = parseLearnedWeightsSource(fr1.readAll().toStdString());
            QVERIFY(widened);
            QCOMPARE(int(widened->size()), learnedWeightCount(Variant::American));
        }

        // --pdn: the quiet positions of a game with a result, with that result.
        GameRecord record;
        record.variant = Variant::American;
        record.start = Position::start(Variant::American);
        record.result = PdnResult::BlackWins;
        Game game(Variant::American);
        int quiet = 0;
        while (game.ply() < 12) {
            quiet += !hasCapture(game.position());
            const Move m = legalMoves(game.position())[0];
            record.moves.push_back(m);
            game.play(m);
        }
        const QString pdn = dir.filePath("g.pdn"), fromPdn = dir.filePath("p.txt");
        QFile fp(pdn);
        QVERIFY(fp.open(QIODevice::WriteOnly));
        fp.write(QByteArray::fromStdString(writePdn(std::vector<GameRecord> {record})));
        fp.close();
        const Run p
            = runCli({"selfplay", "american", "--games", "0", "--pdn", pdn, "--out", fromPdn});
        QCOMPARE(p.exitCode, 0);
        QFile fr(fromPdn);
        QVERIFY(fr.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = fr.readAll().trimmed().split('\n');
        QCOMPARE(int(lines.size()), quiet);
        QVERIFY(lines.front().startsWith(
            QByteArray::fromStdString(toFen(Position::start(Variant::American)))));
        for (const QByteArray &line : lines)
            QVERIFY(line.endsWith("\t0"));

        const Run bad = runCli({"train", "american", "--data", inc, "--out", dir.filePath("x")});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("w.inc:1: not FEN<TAB>result"), bad.err.constData());

        // Several files, read in turn: the second one's positions count too, and its faults
        // are named as its own.
        const Run both
            = runCli({"train", "american", "--data", a + "," + c, "--out", inc, "--epochs", "1"});
        QCOMPARE(both.exitCode, 0);
        const auto positions = [](const QByteArray &figures) {
            return figures.left(figures.indexOf(" training")).toInt()
                + figures.mid(figures.indexOf(" and ") + 5).split(' ').front().toInt();
        };
        const Run one = runCli({"train", "american", "--data", a, "--out", inc, "--epochs", "1"});
        const Run other = runCli({"train", "american", "--data", c, "--out", inc, "--epochs", "1"});
        QVERIFY2(
            positions(both.out.mid(3)) == positions(one.out.mid(3)) + positions(other.out.mid(3)),
            both.out.constData());
        const Run badSecond
            = runCli({"train", "american", "--data", a + "," + inc, "--out", dir.filePath("x")});
        QCOMPARE(badSecond.exitCode, 2);
        QVERIFY2(badSecond.err.contains("w.inc:1: not FEN<TAB>result"), badSecond.err.constData());
    }

    // A training file's lines: FEN and result, and after label a search score too; what is
    // wrong is said.
    void trainingLines_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("error"); // empty: read
        QTest::addColumn<int>("score"); // -9999: none
        const QString fen = QString::fromStdString(toFen(Position::start(Variant::American)));
        QTest::newRow("result") << fen + "\t0.5"
                                << "" << -9999;
        QTest::newRow("result and score") << fen + "\t1\t-37"
                                          << "" << -37;
        QTest::newRow("the highest score") << fen + "\t0\t2000"
                                           << "" << 2000;
        QTest::newRow("no tab") << fen << "not FEN<TAB>result" << 0;
        QTest::newRow("bad result") << fen + "\t2"
                                    << "the result '2' is not 1, 0.5 or 0" << 0;
        QTest::newRow("score too high") << fen + "\t1\t2001"
                                        << "the score '2001' is not a whole" << 0;
        QTest::newRow("the lowest int") << fen + "\t1\t-2147483648"
                                        << "the score '-2147483648'" << 0;
        QTest::newRow("score not a number") << fen + "\t1\t12x"
                                            << "the score '12x'" << 0;
        QTest::newRow("empty score") << fen + "\t1\t"
                                     << "the score ''" << 0;
        QTest::newRow("a third tab") << fen + "\t1\t5\t6"
                                     << "the score '5\\t6'" << 0;
        QTest::newRow("plus sign") << fen + "\t1\t+5"
                                   << "the score '+5'" << 0;
        QTest::newRow("bad FEN") << "W:W33:B1\t1"
                                 << "33" << 0;
    }

    void trainingLines()
    {
        QFETCH(QString, line);
        QFETCH(QString, error);
        QFETCH(int, score);
        const auto sample = parseTrainingLine(Variant::American, line.toStdString());
        if (!error.isEmpty()) {
            QVERIFY(!sample);
            QVERIFY2(QString::fromStdString(sample.error().message).contains(error),
                sample.error().message.c_str());
            return;
        }
        QVERIFY2(sample, sample ? "" : sample.error().message.c_str());
        QCOMPARE(sample->hasScore, score != -9999);
        if (sample->hasScore)
            QCOMPARE(sample->score, score);
        // Written back, the line is the same.
        QCOMPARE(QString::fromStdString(trainingLine(*sample)), line);
    }

    // Every game drawn, but each position searched to a score that follows the men count: with
    // the score's share at 1 the fit finds that a man more is good; with it at 0 (the results
    // alone) it has nothing to learn, and the men weigh nothing.
    void trainingFitsScores()
    {
        const Variant v = Variant::Russian;
        std::vector<TrainingSample> samples;
        for (const Position &p : quietPositions(v, 23)) {
            const int diff = popcount(p.white & ~p.kings) - popcount(p.black & ~p.kings);
            samples.push_back({p, 0.5f, true, std::clamp(100 * diff, -400, 400)});
        }
        TrainingOptions o;
        o.withHandEvaluation = false;
        o.fixedScale = 0.01;
        o.epochs = 40;
        o.batchSize = 64;
        o.validationShare = 0.2;
        o.scoreShare = 1;
        const TrainingReport scored = trainLearnedWeights(v, samples, o);
        QVERIFY(scored.scoredPositions == scored.trainPositions + scored.validationPositions);
        QVERIFY2(scored.validationLoss < 0.9 * scored.validationLossBefore,
            qPrintable(
                QString("%1 -> %2").arg(scored.validationLossBefore).arg(scored.validationLoss)));
        QVERIFY(scored.weights[std::size_t(countWeightIndex(v, kMen, 0))] > 5);
        QVERIFY(scored.weights[std::size_t(countWeightIndex(v, kMen, 1))] > 5);
        // Against the results alone (all draws) the scored fit predicts worse than nothing.
        QVERIFY(scored.validationResultLoss > scored.validationResultLossBefore);

        o.scoreShare = 0;
        const TrainingReport results = trainLearnedWeights(v, samples, o);
        QVERIFY(std::abs(results.weights[std::size_t(countWeightIndex(v, kMen, 0))]) < 1);
        QCOMPARE(results.validationLoss, results.validationResultLoss);
    }

    // label: every line gets a search's score from White's side, the same whatever the number
    // of threads; train fits to it with --score-share; bad input is named where it is.
    void labelCommand()
    {
        QTemporaryDir dir;
        const QString data = dir.filePath("d.txt"), one = dir.filePath("one.txt"),
                      three = dir.filePath("three.txt");
        QCOMPARE(runCli({"selfplay", "american", "--games", "2", "--nodes", "300", "--seed", "4",
                            "--out", data})
                     .exitCode,
            0);
        QFile fd(data);
        QVERIFY(fd.open(QIODevice::Append));
        // White far ahead, with either side to move.
        fd.write("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1\t0.5\n"
                 "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1\t0.5\n");
        fd.close();
        const Run r1 = runCli({"label", "american", "--data", data, "--out", one, "--nodes", "400",
            "--threads", "1"});
        QCOMPARE(r1.exitCode, 0);
        QVERIFY2(r1.out.startsWith("label american: "), r1.out.constData());
        QCOMPARE(runCli({"label", "american", "--data", data, "--out", three, "--nodes", "400",
                            "--threads", "3"})
                     .exitCode,
            0);
        QFile f1(one), f3(three), fdr(data);
        QVERIFY(f1.open(QIODevice::ReadOnly) && f3.open(QIODevice::ReadOnly)
            && fdr.open(QIODevice::ReadOnly));
        const QByteArray labelled = f1.readAll();
        QCOMPARE(labelled, f3.readAll());
        const QList<QByteArray> in = fdr.readAll().trimmed().split('\n');
        const QList<QByteArray> out = labelled.trimmed().split('\n');
        QCOMPARE(out.size(), in.size());
        for (int i = 0; i < out.size(); ++i) {
            QVERIFY2(out[i].startsWith(in[i] + '\t'), out[i].constData());
            const auto sample = parseTrainingLine(Variant::American, out[i].toStdString());
            QVERIFY(sample && sample->hasScore);
        }
        for (int i = 1; i <= 2; ++i) {
            const int score = out[out.size() - i].split('\t').back().toInt();
            QVERIFY2(score > 500, out[out.size() - i].constData());
        }
        // A labelled file is labelled again in place.
        QCOMPARE(
            runCli({"label", "american", "--data", one, "--out", one, "--nodes", "400"}).exitCode,
            0);
        QFile f1again(one);
        QVERIFY(f1again.open(QIODevice::ReadOnly));
        QCOMPARE(f1again.readAll(), labelled);

        const QString inc = dir.filePath("w.inc");
        const Run t = runCli({"train", "american", "--data", one, "--out", inc, "--epochs", "2",
            "--score-share", "0.5"});
        QCOMPARE(t.exitCode, 0);
        QVERIFY2(t.out.contains("positions with a search score, share 0.50"), t.out.constData());
        QFile fi(inc);
        QVERIFY(fi.open(QIODevice::ReadOnly));
        QVERIFY(fi.readLine().contains("--score-share 0.5"));
        const Run share
            = runCli({"train", "american", "--data", one, "--out", inc, "--score-share", "1.5"});
        QCOMPARE(share.exitCode, 2);
        QVERIFY2(share.err.contains("--score-share must be a number from 0 to 1"),
            share.err.constData());

        // A damaged line: the file and line are named, and nothing is written.
        const QString damaged = dir.filePath("bad.txt"), none = dir.filePath("none.txt");
        QFile fb(damaged);
        QVERIFY(fb.open(QIODevice::WriteOnly));
        fb.write(in[0] + "\n" + in[1] + "\t7x\n");
        fb.close();
        const Run bad = runCli({"label", "american", "--data", damaged, "--out", none});
        QCOMPARE(bad.exitCode, 2);
        QVERIFY2(bad.err.contains("bad.txt:2: the score '7x'"), bad.err.constData());
        QVERIFY(!QFile::exists(none));
        QCOMPARE(runCli({"label", "american", "--data", dir.filePath("missing.txt"), "--out", none})
                     .exitCode,
            2);
        QCOMPARE(
            runCli({"label", "american", "--data", data, "--out", none, "--nodes", "0"}).exitCode,
            2);
    }
};

QTEST_GUILESS_MAIN(TestEvalTraining)
#include "tst_evaltraining.moc"
