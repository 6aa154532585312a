// SPDX-License-Identifier: GPL-3.0-or-later
// ComputerSeats: decisions off the UI thread, paced, deterministic, cancellable; the strong
// search stops on its stop flag. Nothing here depends on the machine's speed: a cancellation is
// checked on its report (dropped), not on how long nothing arrived.
#include "computerseats.h"

#include "ai/agent.h"
#include "rules/randomplayer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <mutex>

using fortuna::seats::ComputerSeats;
namespace ai = fortuna::ai;
namespace rules = fortuna::rules;

namespace
{

rules::Game newGame(uint64_t seed, int players = 2)
{
    rules::Setup s;
    s.players = players;
    s.seed = seed;
    return *rules::Game::create(s);
}

int actor(const rules::Game &g)
{
    return g.actingPlayer();
}

// The process's threads, by id: a thread started shows as an id not there before (a thread of
// an earlier test that ends meanwhile is no thread started).
QSet<QString> processThreads()
{
    const QStringList ids = QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    return QSet<QString>(ids.begin(), ids.end());
}

QStringList startedSince(const QSet<QString> &before, const QSet<QString> &now)
{
    QStringList started = (now - before).values();
    started.sort();
    return started;
}

// Where the games of a shared pool search: how many at once (and the process's threads then),
// and in which order the games were served.
struct PoolWatch {
    std::atomic<int> busy{0};
    std::atomic<int> maxBusy{0};
    std::mutex mutex;
    QSet<QString> threads; // every thread of the process seen while a search ran
    std::vector<int> order; // the game of each decision, in the order they were computed
};

// Decides at random, noting the game it plays for in `watch` (a search that lasts a little,
// so that searches would overlap if they could).
class WatchedAgent : public fortuna::ai::Agent
{
public:
    WatchedAgent(PoolWatch *watch, int game, uint64_t seed)
        : m_watch(watch)
        , m_game(game)
        , m_player(seed)
    {
    }
    rules::Decision decide(const rules::Game &game) override
    {
        const int busy = ++m_watch->busy;
        m_watch->maxBusy.store(std::max(m_watch->maxBusy.load(), busy));
        const QSet<QString> threads = processThreads();
        {
            const std::lock_guard<std::mutex> lock(m_watch->mutex);
            m_watch->threads.unite(threads);
            m_watch->order.push_back(m_game);
        }
        QThread::msleep(2);
        --m_watch->busy;
        return m_player.decide(game);
    }
    void reseed(uint64_t seed) override { m_player = rules::RandomPlayer(seed); }
    const fortuna::ai::AgentStats &stats() const override { return m_stats; }

private:
    PoolWatch *m_watch;
    int m_game;
    rules::RandomPlayer m_player;
    fortuna::ai::AgentStats m_stats;
};

// Holds the threads of a pool until opened, or until it goes out of scope (a failed check).
struct Gate {
    std::shared_ptr<std::atomic<bool>> open = std::make_shared<std::atomic<bool>>(false);
    ~Gate() { *open = true; }
    void hold(QThreadPool &pool, int threads)
    {
        for (int t = 0; t < threads; ++t)
            pool.start([open = open] {
                while (!open->load())
                    QThread::msleep(1);
            });
    }
};

} // namespace

class ComputerSeatsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { qRegisterMetaType<rules::Decision>(); }

    void seatsAndLevels()
    {
        ComputerSeats seats;
        seats.reset({QString(), QStringLiteral("random")}, 7);
        QVERIFY(!seats.isComputer(0));
        QVERIFY(seats.isComputer(1));
        QVERIFY(!seats.isComputer(2));
        QCOMPARE(seats.level(1), QStringLiteral("random"));
        const rules::Game g = newGame(3);
        QCOMPARE(g.currentPlayer(), 0);
        QVERIFY(!seats.request(g, 0)); // a person
        QVERIFY(!seats.thinking());
    }

    void decidesALegalMoveAfterTheDelay()
    {
        ComputerSeats seats;
        seats.reset({QStringLiteral("normal"), QStringLiteral("normal")}, 11);
        seats.setDelay(200);
        QSignalSpy decided(&seats, &ComputerSeats::decided);
        rules::Game g = newGame(5);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(seats.request(g, actor(g)));
        QVERIFY(seats.thinking());
        QVERIFY(!seats.request(g, actor(g))); // one decision at a time
        QVERIFY(decided.wait(30000));
        QVERIFY(clock.elapsed() >= 190); // a lower bound: a slow machine only adds to it
        QCOMPARE(decided.count(), 1);
        QVERIFY(!seats.thinking());
        QCOMPARE(decided.at(0).at(0).toInt(), actor(g));
        const rules::Decision d = decided.at(0).at(1).value<rules::Decision>();
        QVERIFY(g.apply(d).ok());
    }

    void twoRunsPlayTheSameGame()
    {
        // The same seats and seed decide the same moves, whatever the thread timing.
        std::vector<rules::Decision> first;
        for (int run = 0; run < 2; ++run) {
            ComputerSeats seats;
            seats.reset({QStringLiteral("easy"), QStringLiteral("random")}, 42);
            seats.setDelay(0);
            rules::Game g = newGame(9);
            for (int i = 0; i < 12 && g.phase() != rules::Phase::GameOver; ++i) {
                QSignalSpy decided(&seats, &ComputerSeats::decided);
                QVERIFY(seats.request(g, actor(g)));
                QVERIFY(decided.wait(30000));
                const rules::Decision d = decided.at(0).at(1).value<rules::Decision>();
                QVERIFY(g.apply(d).ok());
                if (run == 0) {
                    first.push_back(d);
                } else {
                    QCOMPARE(int(d.phase), int(first[size_t(i)].phase));
                    QCOMPARE(d.placement, first[size_t(i)].placement);
                    QCOMPARE(d.choose, first[size_t(i)].choose);
                }
            }
        }
        QVERIFY(first.size() >= 6);
    }

    void aCancelledDecisionIsNeverDelivered()
    {
        ComputerSeats seats;
        seats.reset({QStringLiteral("random"), QStringLiteral("random")}, 1);
        seats.setDelay(50);
        QSignalSpy decided(&seats, &ComputerSeats::decided);
        QSignalSpy dropped(&seats, &ComputerSeats::dropped);
        const rules::Game g = newGame(2);
        QVERIFY(seats.request(g, actor(g)));
        seats.cancel();
        QVERIFY(!seats.thinking());
        // The decision comes back from the pool and is thrown away: reported, never delivered.
        QTRY_COMPARE_WITH_TIMEOUT(dropped.count(), 1, 30000);
        QCOMPARE(dropped.at(0).at(0).toInt(), actor(g));
        QVERIFY(seats.waitForIdle(30000));
        QCoreApplication::processEvents();
        QCOMPARE(decided.count(), 0);
        QVERIFY(!seats.thinking());
        // The seat plays on with a fresh agent.
        QVERIFY(seats.request(g, actor(g)));
        QVERIFY(decided.wait(30000));
        QCOMPARE(decided.count(), 1);
        QCOMPARE(dropped.count(), 1);
    }

    void cancellingStopsALongSearch()
    {
        // strong:1000000 has no time cap (hours of playouts): find a decision where it really
        // searches, cancel it mid-search, and see it come back with a fraction of its budget.
        rules::Game g = newGame(17, 3);
        rules::RandomPlayer random(3);
        ComputerSeats seats;
        seats.reset({QStringLiteral("strong:1000000"), QStringLiteral("strong:1000000"), QStringLiteral("strong:1000000")}, 5);
        seats.setDelay(0);
        QSignalSpy decided(&seats, &ComputerSeats::decided);
        QSignalSpy dropped(&seats, &ComputerSeats::dropped);
        bool searched = false;
        // How long the search runs before the cancel: only a chance to get past the candidates'
        // generation (nothing below depends on it); doubled when the cancel came before the first
        // playout.
        int head = 300;
        for (int i = 0; i < 40 && !searched && g.phase() != rules::Phase::GameOver; ++i) {
            if (g.phase() == rules::Phase::Place) {
                const int before = int(dropped.count());
                QVERIFY(seats.request(g, actor(g)));
                QTest::qWait(head);
                seats.cancel();
                QVERIFY(!seats.thinking());
                // The search stopped because it was told to (it would run for hours otherwise):
                // its decision comes back, is dropped, and the pool thread is free again.
                QTRY_COMPARE_WITH_TIMEOUT(int(dropped.count()), before + 1, 60000);
                QVERIFY(seats.waitForIdle(30000));
                QCoreApplication::processEvents();
                QCOMPARE(decided.count(), 0);
                const qint64 playouts = dropped.last().at(1).toLongLong();
                QVERIFY2(playouts < 1000000, qPrintable(QString::number(playouts)));
                searched = playouts > 0; // it was cut in the middle of its playouts
                if (!searched)
                    head = std::min(2 * head, 8000);
            }
            QVERIFY(g.apply(random.decide(g)).ok());
        }
        QVERIFY(searched);
    }

    void theStopFlagCutsTheStrongSearch()
    {
        // Find a position where strong:200 runs playouts, then ask again with the flag set.
        rules::Game g = newGame(23, 2);
        rules::RandomPlayer random(8);
        bool checked = false;
        for (int i = 0; i < 200 && !checked && g.phase() != rules::Phase::GameOver; ++i) {
            if (g.phase() == rules::Phase::Place) {
                auto free = ai::makeAgent("strong:200", 4);
                const rules::Decision searched = free->decide(g);
                if (free->stats().playouts > 0) {
                    std::atomic<bool> stop{true};
                    auto stopped = ai::makeAgent("strong:200", 4);
                    stopped->setStopFlag(&stop);
                    const rules::Decision d = stopped->decide(g);
                    QCOMPARE(stopped->stats().playouts, 0L);
                    rules::Game copy = g;
                    QVERIFY(copy.apply(d).ok()); // still legal
                    rules::Game other = g;
                    QVERIFY(other.apply(searched).ok());
                    checked = true;
                }
            }
            QVERIFY(g.apply(random.decide(g)).ok());
        }
        QVERIFY(checked);
    }

    // A server's tables share one pool (setPool): 50 games of computers search on its 1 or 2
    // threads and never more at once, the process starts no thread per game, the games are
    // served first come first served (a game's next search waits behind the others') and every
    // one of them goes on.
    void sharedPoolBoundsTheThreadsAndServesEveryGame_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }
    void sharedPoolBoundsTheThreadsAndServesEveryGame()
    {
        QFETCH(int, threads);
        constexpr int Games = 50, Decisions = 3;
        PoolWatch watch; // outlives the pool's searches
        QThreadPool shared;
        shared.setMaxThreadCount(threads);
        std::vector<std::unique_ptr<ComputerSeats>> seats;
        std::vector<rules::Game> games;
        std::vector<int> decided(Games, 0);
        // Holds the pool's threads until every game has asked, so that the order is the queue's.
        Gate gate;
        gate.hold(shared, threads);
        const QSet<QString> before = processThreads();
        for (int i = 0; i < Games; ++i) {
            seats.push_back(std::make_unique<ComputerSeats>());
            ComputerSeats &s = *seats.back();
            s.setPool(&shared);
            QCOMPARE(s.pool(), &shared);
            s.setDelay(0);
            s.setAgentFactory([&watch, i](const std::string &, uint64_t seed) {
                return std::make_unique<WatchedAgent>(&watch, i, seed);
            });
            s.reset({QStringLiteral("normal"), QStringLiteral("normal")}, uint64_t(100 + i));
            games.push_back(newGame(uint64_t(200 + i)));
            connect(&s, &ComputerSeats::decided, this, [&, i](int seat, const rules::Decision &d) {
                QCOMPARE(seat, actor(games[size_t(i)]));
                QVERIFY(games[size_t(i)].apply(d).ok());
                if (++decided[size_t(i)] < Decisions)
                    QVERIFY(seats[size_t(i)]->request(games[size_t(i)], actor(games[size_t(i)])));
            });
            QVERIFY(s.request(games.back(), actor(games.back())));
        }
        QCOMPARE(startedSince(before, processThreads()), QStringList()); // asking started no thread
        *gate.open = true;
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(decided.begin(),
                                             decided.end(),
                                             [](int n) {
                                                 return n == Decisions;
                                             }),
                                 60000);
        QVERIFY(watch.maxBusy.load() <= threads);
        QCOMPARE(startedSince(before, watch.threads), QStringList()); // nor did searching
        // First come, first served: the first searches in the order the games asked, and no
        // game's second search before every game's first (on one thread, where the order in
        // which the searches begin is the queue's).
        QCOMPARE(int(watch.order.size()), Games * Decisions);
        for (int i = 0; i < Games && threads == 1; ++i)
            QCOMPARE(watch.order[size_t(i)], i);
        for (int i = 0; i < Games; ++i) {
            seats[size_t(i)]->cancel();
            QVERIFY(seats[size_t(i)]->waitForIdle(30000));
        }
    }

    // A game that goes while its decision waits in a shared pool: the pool's thread drops it
    // (nothing is delivered to the game gone) and the pool serves the others.
    void sharedPoolOutlivesItsGames()
    {
        QThreadPool shared;
        shared.setMaxThreadCount(1);
        Gate gate;
        gate.hold(shared, 1);
        const rules::Game g = newGame(5);
        {
            ComputerSeats gone;
            gone.setPool(&shared);
            gone.reset({QStringLiteral("strong"), QStringLiteral("strong")}, 3);
            QVERIFY(gone.request(g, actor(g)));
        } // destroyed with its decision queued
        ComputerSeats stays;
        stays.setPool(&shared);
        stays.setDelay(0);
        stays.reset({QStringLiteral("random"), QStringLiteral("random")}, 4);
        QSignalSpy decided(&stays, &ComputerSeats::decided);
        QVERIFY(stays.request(g, actor(g)));
        *gate.open = true;
        QTRY_COMPARE_WITH_TIMEOUT(decided.count(), 1, 30000);
        QVERIFY(shared.waitForDone(30000));
    }

    void fallbackIsLegal()
    {
        ComputerSeats seats;
        seats.reset({QStringLiteral("random"), QString()}, 3);
        rules::Game g = newGame(4);
        QVERIFY(g.apply(seats.fallback(g, actor(g))).ok());
    }
};

QTEST_GUILESS_MAIN(ComputerSeatsTest)
#include "computerseatstest.moc"
