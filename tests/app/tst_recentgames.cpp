// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"
#include "recentgames.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace damas;

namespace {

RecentGame sample(int n)
{
    RecentGame g;
    g.id = QStringLiteral("game-%1").arg(n);
    g.date = QDateTime(QDate(2026, 11, 1), QTime(12, 0), Qt::UTC).addSecs(n * 60);
    g.variant = n % 2 ? Variant::Russian : Variant::International;
    g.twoPlayers = n % 3 == 0;
    g.level = g.twoPlayers ? 3 : 1 + n % 10;
    g.human = n % 2 ? Color::Black : Color::White;
    g.title = QStringLiteral("You win");
    g.line = QStringLiteral("Black has no legal move.");
    g.pdn = QStringLiteral("[Event \"x\"]\n1. 32-28 *\n");
    if (n % 4 == 1) {
        g.ending = QStringLiteral("resignation");
        g.resigned = Color::Black;
    }
    if (n % 5 != 4) { // every fifth as an older version kept it: its words only
        g.result = n % 4 == 1 ? GameResult::WhiteWins : GameResult::Draw;
        g.reason = n % 4 == 1 ? ResultReason::Resignation : ResultReason::Agreement;
        g.ply = 2 * n + 1;
        g.computerWasBehind = n % 2 == 0;
    }
    return g;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestRecentGames : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { Language::instance()->setCurrent(QStringLiteral("en")); }

    void roundTrip()
    {
        std::vector<RecentGame> games;
        for (int i = 0; i < 6; ++i)
            games.push_back(sample(i));
        const RecentGames::Read read = RecentGames::fromJson(RecentGames::toJson(games));
        QCOMPARE(read.problem, QString());
        QCOMPARE(read.games.size(), games.size());
        for (std::size_t i = 0; i < games.size(); ++i)
            QVERIFY2(read.games[i] == games[i], qPrintable(games[i].id));
    }

    void keptAcrossRuns()
    {
        QTemporaryDir dir;
        {
            RecentGames recent;
            recent.load(dir.path());
            QCOMPARE(recent.count(), 0);
            QVERIFY(recent.add(sample(1)));
            QVERIFY(recent.add(sample(2)));
        }
        RecentGames again;
        QAbstractItemModelTester tester(&again);
        again.load(dir.path());
        QCOMPARE(again.count(), 2);
        QCOMPARE(again.game(0)->id, QStringLiteral("game-2")); // newest first
        QCOMPARE(again.data(again.index(1), RecentGames::OpponentRole).toString(),
            QStringLiteral("You played Black against level 2"));
        QCOMPARE(again.data(again.index(0), RecentGames::VariantNameRole).toString(),
            QStringLiteral("International draughts"));
        QCOMPARE(again.problem(), QString());
    }

    void aGameFinishedAgainReplacesItself()
    {
        QTemporaryDir dir;
        RecentGames recent;
        recent.load(dir.path());
        recent.add(sample(1));
        recent.add(sample(2));
        RecentGame again = sample(1);
        again.line = QStringLiteral("White resigned.");
        recent.add(again);
        QCOMPARE(recent.count(), 2);
        QCOMPARE(recent.game(0)->line, QStringLiteral("White resigned."));
    }

    void bounded()
    {
        QTemporaryDir dir;
        RecentGames recent;
        recent.load(dir.path());
        for (int i = 0; i < RecentGames::kMaxGames + 7; ++i)
            QVERIFY(recent.add(sample(i)));
        QCOMPARE(recent.count(), RecentGames::kMaxGames);
        QCOMPARE(recent.game(0)->id, QStringLiteral("game-%1").arg(RecentGames::kMaxGames + 6));
        QCOMPARE(recent.game(RecentGames::kMaxGames - 1)->id, QStringLiteral("game-7"));
        RecentGames again;
        again.load(dir.path());
        QCOMPARE(again.count(), RecentGames::kMaxGames);
    }

    void aDamagedFileIsSetAside()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("recent-games.json"));
        const QByteArray damaged = "{\"format\": 1, \"games\": [\n  {\"id\": \"a\"\n";
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(damaged);
        }
        RecentGames recent;
        recent.load(dir.path());
        QCOMPARE(recent.count(), 0);
        const QString problem = recent.problem();
        QVERIFY2(problem.contains(QStringLiteral(
                     "could not be read whole: line 2, column 13: a “,” or a “}” is missing.")),
            qPrintable(problem));
        QVERIFY2(problem.contains(
                     QStringLiteral("The damaged file was kept as recent-games.json.unreadable-")),
            qPrintable(problem));
        QVERIFY(!QFile::exists(file));
        const QStringList kept
            = QDir(dir.path()).entryList({QStringLiteral("recent-games.json.unreadable-*")});
        QCOMPARE(kept.size(), 1);
        QCOMPARE(readAll(dir.filePath(kept.first())), damaged); // nothing lost
        // The list goes on: the next game is kept in a new file.
        QVERIFY(recent.add(sample(3)));
        RecentGames again;
        again.load(dir.path());
        QCOMPARE(again.count(), 1);
        QCOMPARE(again.problem(), QString());
    }

    void aBadEntryKeepsTheOthers()
    {
        std::vector<RecentGame> games {sample(1), sample(2), sample(3)};
        QByteArray json = RecentGames::toJson(games);
        json.replace("\"variant\": \"international\"", "\"variant\": \"chess\"");
        const RecentGames::Read read = RecentGames::fromJson(json);
        QCOMPARE(read.games.size(), std::size_t(2));
        QCOMPARE(read.problem, QStringLiteral("game 2 cannot be read: its variant is unknown"));
    }

    // The title and the line are worded when the list is shown, in the language of the moment,
    // from the result kept; an entry of an older version shows the words it kept.
    void inTheLanguageOfTheMoment()
    {
        RecentGame game = sample(2);
        game.twoPlayers = false;
        game.human = Color::White;
        game.result = GameResult::BlackWins;
        game.reason = ResultReason::Resignation;
        game.title = QStringLiteral("The computer wins");
        game.line = QStringLiteral("You resigned.");
        RecentGame old = sample(4);
        QCOMPARE(old.result, GameResult::Ongoing);
        old.title = QStringLiteral("Tablas");
        old.line = QStringLiteral("Tablas acordadas entre los jugadores.");
        QTemporaryDir dir;
        {
            QFile f(dir.filePath(QStringLiteral("recent-games.json")));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(RecentGames::toJson({game, old}));
        }
        Language::instance()->setCurrent(QStringLiteral("es"));
        RecentGames recent;
        QAbstractItemModelTester tester(&recent);
        recent.load(dir.path());
        QCOMPARE(recent.problem(), QString());
        QCOMPARE(recent.data(recent.index(0), RecentGames::TitleRole).toString(),
            QStringLiteral("Gana la computadora"));
        QCOMPARE(recent.data(recent.index(0), RecentGames::LineRole).toString(),
            QStringLiteral("Has abandonado."));
        QCOMPARE(recent.data(recent.index(1), RecentGames::TitleRole).toString(), old.title);
        QCOMPARE(recent.data(recent.index(1), RecentGames::LineRole).toString(), old.line);
        // A switch rewords the list at once.
        QSignalSpy changed(&recent, &QAbstractItemModel::dataChanged);
        Language::instance()->setCurrent(QStringLiteral("pt_BR"));
        QCOMPARE(changed.count(), 1);
        QVERIFY(changed.first().at(2).value<QList<int>>().contains(RecentGames::TitleRole));
        QCOMPARE(recent.data(recent.index(0), RecentGames::TitleRole).toString(),
            QStringLiteral("O computador venceu"));
        QCOMPARE(recent.data(recent.index(1), RecentGames::TitleRole).toString(), old.title);
    }

    void aResultThatCannotBeRead()
    {
        QByteArray json = RecentGames::toJson({sample(1), sample(2)});
        json.replace("\"result\": \"draw\"", "\"result\": \"drawn\"");
        const RecentGames::Read read = RecentGames::fromJson(json);
        QCOMPARE(read.games.size(), std::size_t(1));
        QCOMPARE(read.problem, QStringLiteral("game 2 cannot be read: its result cannot be read"));
    }

    void notAList()
    {
        QCOMPARE(
            RecentGames::fromJson("[1, 2]").problem, QStringLiteral("it is not a list of games"));
        QCOMPARE(RecentGames::fromJson("{\"format\": 9, \"games\": []}").problem,
            QStringLiteral("unknown format 9 (this version reads format 1)"));
    }
};

QTEST_GUILESS_MAIN(TestRecentGames)
#include "tst_recentgames.moc"
