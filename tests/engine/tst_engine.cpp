// SPDX-License-Identifier: GPL-3.0-or-later
// The Engine facade: thinking on its own thread, stop, hints, draw offers.
#include "egtb.h"
#include "engine.h"
#include "eval.h"
#include "fen.h"
#include "movegen.h"

#include <QTest>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <filesystem>
#include <mutex>
#include <thread>

using namespace damas;
using namespace std::chrono_literals;

namespace {

bool isLegal(const Position &pos, const Move &m)
{
    const MoveList legal = legalMoves(pos);
    return std::find(legal.begin(), legal.end(), m) != legal.end();
}

// Collects what the engine's callbacks deliver, for the test thread to wait on.
struct Inbox
{
    std::mutex mutex;
    std::condition_variable arrived;
    std::vector<SearchResult> results;
    std::vector<DrawOfferResponse> answers;
    int infos = 0;
    std::thread::id callbackThread;

    Engine::ResultCallback onResult()
    {
        return [this](const SearchResult &r) {
            std::lock_guard lock(mutex);
            callbackThread = std::this_thread::get_id();
            results.push_back(r);
            arrived.notify_all();
        };
    }
    Engine::InfoCallback onInfo()
    {
        return [this](const SearchInfo &) {
            std::lock_guard lock(mutex);
            ++infos;
        };
    }
    Engine::DrawOfferCallback onAnswer()
    {
        return [this](const DrawOfferResponse &a) {
            std::lock_guard lock(mutex);
            answers.push_back(a);
            arrived.notify_all();
        };
    }
    bool waitFor(
        std::size_t results_, std::size_t answers_ = 0, std::chrono::milliseconds timeout = 20s)
    {
        std::unique_lock lock(mutex);
        return arrived.wait_for(lock, timeout,
            [&] { return results.size() >= results_ && answers.size() >= answers_; });
    }
};

// A busy middlegame of International draughts, where a search never runs out of work.
const char *const kMiddlegame
    = "W:W24,32,33,34,36,38,39,40,41,42,43,45,47,48,49,50:B1,2,3,4,5,7,8,9,10,11,13,14,15,17,18,25";

} // namespace

class TestEngine : public QObject
{
    Q_OBJECT

private slots:
    // An Engine reads the tables of the data folder: under CTest that is the tests' own, empty
    // folder (CMakeLists.txt, DAMAS_TEST_DATA_HOME), so a developer's tables cannot change what
    // the tests below see.
    void initTestCase()
    {
        const std::filesystem::path dir = defaultEndgameDir();
        if (qEnvironmentVariableIsEmpty("XDG_DATA_HOME"))
            return; // run by hand, with the user's data folder
        std::error_code error;
        for (const auto &entry : std::filesystem::recursive_directory_iterator(dir, error))
            QVERIFY2(entry.path().extension() != ".egtb", entry.path().c_str());
    }

    void goCallsBackOnItsOwnThread()
    {
        Engine engine(8);
        Inbox inbox;
        const Position start = Position::start(Variant::Russian);
        SearchLimits limits;
        limits.depth = 6;
        engine.go(start, {}, limits, inbox.onInfo(), inbox.onResult());
        QVERIFY(inbox.waitFor(1));
        engine.wait();
        QCOMPARE(inbox.results.size(), std::size_t(1));
        QVERIFY(inbox.results[0].hasMove);
        QVERIFY(isLegal(start, inbox.results[0].bestMove));
        QCOMPARE(inbox.results[0].depth, 6);
        QCOMPARE(inbox.infos, 6);
        QVERIFY(inbox.callbackThread != std::this_thread::get_id());
        QVERIFY(!engine.isBusy());
    }

    // The game's moves are part of what is searched: the position after them is the root.
    void goSearchesAfterTheMoves()
    {
        Engine engine(8);
        Inbox inbox;
        const Position start = Position::start(Variant::American);
        const MoveList first = legalMoves(start);
        const Position after = start.after(first[0]);
        SearchLimits limits;
        limits.depth = 4;
        engine.go(start, {first[0]}, limits, {}, inbox.onResult());
        QVERIFY(inbox.waitFor(1));
        QVERIFY(isLegal(after, inbox.results[0].bestMove));
    }

    // stop() ends an endless search, and the best move so far is reported. The search would
    // never end by itself, so an answer at all is the stop's doing; the wait's bound only keeps
    // a broken stop from hanging the run (how fast a stop is, is measured by the app's frame
    // and answer figures, docs/performance.md).
    void stopEndsAnEndlessSearchWithALegalMove()
    {
        Engine engine(16);
        Inbox inbox;
        const Position pos = *parseFen(Variant::International, kMiddlegame);
        SearchLimits limits;
        limits.infinite = true;
        engine.go(pos, {}, limits, {}, inbox.onResult());
        std::this_thread::sleep_for(300ms);
        QVERIFY(engine.isBusy());
        QCOMPARE(inbox.results.size(), std::size_t(0));
        engine.stop();
        QVERIFY(inbox.waitFor(1, 0, 60s));
        QVERIFY(inbox.results[0].hasMove);
        QVERIFY(isLegal(pos, inbox.results[0].bestMove));
    }

    // Destroying the engine while it thinks stops the search and does not call back: the
    // search is endless, so the destructor returning at all is the stop (a hang would be caught
    // by the test's time-out).
    void destroyWhileThinking()
    {
        Inbox inbox;
        {
            Engine engine(16);
            SearchLimits limits;
            limits.infinite = true;
            engine.go(
                *parseFen(Variant::International, kMiddlegame), {}, limits, {}, inbox.onResult());
            std::this_thread::sleep_for(100ms);
        }
        std::this_thread::sleep_for(50ms);
        QCOMPARE(inbox.results.size(), std::size_t(0));
    }

    // A new job abandons the running one: only the new one answers.
    void newJobAbandonsTheOld()
    {
        Engine engine(8);
        Inbox old, fresh;
        const Position pos = *parseFen(Variant::International, kMiddlegame);
        SearchLimits endless;
        endless.infinite = true;
        engine.go(pos, {}, endless, {}, old.onResult());
        std::this_thread::sleep_for(50ms);
        SearchLimits shallow;
        shallow.depth = 3;
        engine.go(pos, {}, shallow, {}, fresh.onResult());
        QVERIFY(fresh.waitFor(1));
        engine.wait();
        QCOMPARE(old.results.size(), std::size_t(0));
        QCOMPARE(fresh.results[0].depth, 3);
    }

    // A referee's game record can be handed over as it is.
    void goWithAGameRecord()
    {
        Engine engine(8);
        Inbox inbox;
        Game game(Variant::International);
        game.play(legalMoves(game.position())[0]);
        SearchLimits limits;
        limits.depth = 4;
        engine.go(game, limits, {}, inbox.onResult());
        QVERIFY(inbox.waitFor(1));
        QVERIFY(game.canPlay(inbox.results[0].bestMove));
    }

    void hintIsALegalMove()
    {
        Engine engine(8);
        Inbox inbox;
        const Position pos = Position::start(Variant::Brazilian);
        engine.hint(pos, {}, 100, inbox.onResult());
        QVERIFY(inbox.waitFor(1));
        QVERIFY(isLegal(pos, inbox.results[0].bestMove));
    }

    // draw-rules.md, "Offer draw": the computer accepts when it is not winning.
    void drawOfferPolicy()
    {
        QCOMPARE(respondToDrawOffer(0).accept, true);
        QCOMPARE(respondToDrawOffer(0).reason, DrawOfferReason::Balanced);
        QCOMPARE(respondToDrawOffer(kDrawOfferMargin).accept, true);
        QCOMPARE(respondToDrawOffer(-300).reason, DrawOfferReason::Behind);
        QCOMPARE(respondToDrawOffer(-300).accept, true);
        QCOMPARE(respondToDrawOffer(kDrawOfferMargin + 1).accept, false);
        QCOMPARE(respondToDrawOffer(kDrawOfferMargin + 1).reason, DrawOfferReason::Ahead);
        QCOMPARE(respondToDrawOffer(kScoreWin - 10).reason, DrawOfferReason::WinSeen);
    }

    void drawOfferFromItsOwnAssessment_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("accept");
        // Russian. Two men up, the engine (White, to move) plays on.
        QTest::newRow("ahead") << "W:W21,22,23,24,25,26:B1,2,3,4" << false;
        // The same two men down: it takes the draw.
        QTest::newRow("behind") << "W:W27,28,29,30:B1,2,3,4,5,6" << true;
        // Two kings (b8, h2) against one on the long diagonal (d4): no win, it takes the draw.
        QTest::newRow("drawn ending") << "W:WK1,K28:BK18" << true;
    }
    void drawOfferFromItsOwnAssessment()
    {
        QFETCH(QString, fen);
        QFETCH(bool, accept);
        const auto pos = parseFen(Variant::Russian, fen.toStdString());
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());
        Engine engine(8);
        Inbox inbox;
        engine.considerDrawOffer(*pos, {}, 200, inbox.onAnswer());
        QVERIFY(inbox.waitFor(0, 1));
        QCOMPARE(inbox.answers[0].accept, accept);
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
