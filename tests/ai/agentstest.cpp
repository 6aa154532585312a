// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players: the factory, complete legal games under every rule option, determinism,
// the strong level's counters, its time budget (on a fake clock: nothing here depends on the
// machine's speed), its early stop and its exact last tile. How well the levels play is not
// asserted here: ai-tracetest pins every decision of a few deals, and the strength figures
// are fortuna-tournament's (docs/benchmarks.md).
#include "ai/agent.h"
#include "ai/levels.h"
#include "rules/catalogue.h"
#include "rules/rng.h"
#include "support/qtplay.h"
#include "support/trace.h"

#include <QTest>

#include <cmath>

using namespace fortuna::rules;
namespace ai = fortuna::ai;
using namespace fortuna::testing;

namespace
{

// The smallest playout budget that still searches (two candidates, a duel of four pairs).
constexpr const char *QuickStrong = "strong:8";

struct Outcome {
    QString failure;
    std::vector<uint64_t> trace; // one hash per decision
    std::array<int, MaxPlayers> scores{};
    std::array<int, 4> phases{}; // ChooseTile, Plague, Place, Deploy decisions
    std::array<std::array<int, 4>, MaxPlayers> seatPhases{}; // ... of each seat
    bool over = false; // the game ended
};

// Plays `setup` with agents[seat] (one agent may sit in several seats) for at most
// `maxDecisions` decisions (0: to the end of the game).
Outcome play(const Setup &setup, const std::vector<ai::Agent *> &agents, int maxDecisions = 0)
{
    Outcome out;
    std::optional<Game> game = Game::create(setup);
    if (!game) {
        out.failure = QStringLiteral("setup refused");
        return out;
    }
    Play how;
    how.limit = maxDecisions > 0 ? maxDecisions : -1;
    how.before = [&out](const Step &step) {
        if (step.decision.phase != Phase::GameOver && int(step.decision.phase) < 4) {
            ++out.phases[size_t(step.decision.phase)];
            ++out.seatPhases[size_t(step.seat)][size_t(step.decision.phase)];
        }
        out.trace.push_back(hashDecision(step.decision));
    };
    const Played played = playToEnd(*game, seats(agents), how);
    if (!played.ok()) {
        out.failure = QString::fromStdString(played.failure);
        return out;
    }
    out.over = played.over;
    for (int p = 0; p < setup.players; ++p)
        out.scores[size_t(p)] = game->score(p);
    return out;
}

// One agent per seat, of the levels named.
struct Table {
    std::vector<std::unique_ptr<ai::Agent>> owned;
    std::vector<ai::Agent *> seats;
    bool ok = true;
    Table(const std::vector<std::string> &levels, uint64_t seed)
    {
        for (size_t p = 0; p < levels.size(); ++p) {
            owned.push_back(ai::makeAgent(levels[p], seed * 31 + uint64_t(p)));
            ok = ok && owned.back();
            seats.push_back(owned.back().get());
        }
    }
};

// A short deal of `options`: `tiles` tiles of its tile set, the Fortune Teller tiles among
// them when they are in play, in an order shuffled by `seed`. A whole game, final scoring
// included, in a fraction of the turns (for the strong level, whose decisions are slow).
std::vector<TileRef> shortDeck(const Options &options, uint64_t seed, size_t tiles)
{
    const Catalogue &cat = Catalogue::instance();
    std::vector<TileRef> all = cat.tileSet(options);
    Rng rng(seed);
    rng.shuffle(all);
    std::vector<TileRef> deck;
    for (const TileRef t : all) {
        if (cat.type(t).fortuneTellerTile)
            deck.push_back(t);
    }
    for (const TileRef t : all) {
        if (!cat.type(t).fortuneTellerTile && deck.size() < tiles)
            deck.push_back(t);
    }
    rng.shuffle(deck);
    return deck;
}

// A fake CPU clock for the time budget: every read advances the calling thread's clock by one
// tick (thread_local: each searching thread has its own, as with CLOCK_THREAD_CPUTIME_ID).
constexpr double Tick = 0.001;
thread_local long fakeReads = 0;
double fakeCpu()
{
    return double(++fakeReads) * Tick;
}

// Plays `game` with `strong` until it has made `count` searched decisions (or the game ends)
// and calls `check(cpu, playouts)` with what each of them used. Returns how many it made
// (-1: a decision was refused).
template<typename Strong, typename Check>
long playSearches(Game &game, Strong &strong, long count, Check check)
{
    long searches = 0;
    ai::AgentStats before;
    const Policy decide = [&](const Game &g, int) {
        before = strong.stats();
        return strong.decide(g);
    };
    Play play = checkedPlay();
    play.until = [&](const Game &) {
        return searches >= count;
    };
    play.after = [&](const Step &) {
        const ai::AgentStats &after = strong.stats();
        if (after.searches == before.searches)
            return;
        ++searches;
        check(after.searchCpu - before.searchCpu, after.playouts - before.playouts);
    };
    const Played played = playToEnd(game, decide, play);
    return played.ok() || played.aborted ? searches : -1;
}

} // namespace

class AgentsTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void factory()
    {
        for (const char *level : {"random", "easy", "normal", "strong", "strong:1", "strong:500", "strong:250ms", "strong:250cpu"})
            QVERIFY2(ai::makeAgent(level, 1) != nullptr, level);
        for (const char *level :
             {"", "hard", "Strong", "strong:", "strong:0", "strong:-3", "strong:12x", "strong:ms", "strong:cpu", "strong:0cpu", "strong:5mscpu", "easy:3"})
            QVERIFY2(ai::makeAgent(level, 1) == nullptr, level);
        QCOMPARE(int(ai::agentLevels().size()), 4);
        for (std::string_view l : ai::agentLevels())
            QVERIFY(ai::makeAgent(l, 0) != nullptr);
    }

    // One whole game per level and rule option. Random, Easy and Normal sit in every seat but
    // the last (random), in a game of the whole tile set; Strong, the slow one, in the first
    // seat, beside Normal and a random last seat (mixed tables), in a game of 40 tiles of the
    // set (shortDeck) that still ends with the last tile and the final scoring. (ai-tracetest
    // plays Strong through whole games of the whole tile set.)
    void completeLegalGames_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("tellers");
        QTest::addColumn<bool>("wheelStart");
        QTest::addColumn<bool>("baseAndWheel");
        QTest::addColumn<bool>("majority");
        for (const char *level : {"random", "easy", "normal", QuickStrong}) {
            const QByteArray name(level);
            QTest::newRow(QByteArray(name + " default 2p").constData()) << QString::fromLatin1(level) << 2 << false << true << false << false;
            QTest::newRow(QByteArray(name + " tellers 2p").constData()) << QString::fromLatin1(level) << 2 << true << true << false << false;
            QTest::newRow(QByteArray(name + " tellers side-wheel 3p").constData()) << QString::fromLatin1(level) << 3 << true << false << false << false;
            QTest::newRow(QByteArray(name + " base+wheel majority 4p").constData()) << QString::fromLatin1(level) << 4 << false << true << true << true;
            QTest::newRow(QByteArray(name + " everything 5p").constData()) << QString::fromLatin1(level) << 5 << true << false << true << true;
        }
    }
    void completeLegalGames()
    {
        QFETCH(QString, level);
        QFETCH(int, players);
        QFETCH(bool, tellers);
        QFETCH(bool, wheelStart);
        QFETCH(bool, baseAndWheel);
        QFETCH(bool, majority);
        Setup s;
        s.players = players;
        s.seed = 100;
        s.options.fortuneTeller = tellers;
        s.options.wheelAsStart = wheelStart;
        s.options.tileSet = baseAndWheel ? TileSet::BaseAndWheel : TileSet::WheelOfFortune;
        s.options.famine = majority ? FamineRule::Majority : FamineRule::AnyFarmer;
        const bool strong = level.startsWith(QLatin1String("strong"));
        if (strong)
            s.deck = shortDeck(s.options, 100, 40);
        std::vector<std::string> levels(size_t(players), strong ? "normal" : level.toStdString());
        levels.front() = level.toStdString();
        levels.back() = "random";
        Table table(levels, 7);
        QVERIFY(table.ok);
        const Outcome r = play(s, table.seats);
        QVERIFY2(r.failure.isEmpty(), qPrintable(r.failure));
        QVERIFY(r.over);
        QVERIFY(r.phases[size_t(Phase::Place)] > 0);
        QCOMPARE(r.phases[size_t(Phase::Deploy)], r.phases[size_t(Phase::Place)]);
        // Normal and Strong value an extra tile to choose from: they put fortune tellers out
        // and choose (in these two-player deals; the others' tellers may come too late).
        if (tellers && players == 2 && (strong || level == QLatin1String("normal")))
            QVERIFY2(r.seatPhases[0][size_t(Phase::ChooseTile)] > 0, "no Fortune Teller choice was ever made");
        // Strong searched in this game (one agent per seat: the first seat's is Strong).
        if (strong)
            QVERIFY(table.seats.front()->stats().searches > 0);
    }

    // The same seed gives the same decisions, and reseeding an agent that has played is the
    // same as making it afresh with that seed. Strong plays the first 20 decisions only.
    void sameSeedSameDecisions_data()
    {
        QTest::addColumn<QString>("level");
        for (const char *level : {"random", "easy", "normal", QuickStrong})
            QTest::newRow(level) << QString::fromLatin1(level);
    }
    void sameSeedSameDecisions()
    {
        QFETCH(QString, level);
        const std::string l = level.toStdString();
        const int decisions = level.startsWith(QLatin1String("strong")) ? 20 : 0;
        Setup s;
        s.players = 2;
        s.seed = 4242;
        s.options.fortuneTeller = true;
        auto first = ai::makeAgent(l, 99);
        auto second = ai::makeAgent(l, 99);
        const Outcome a = play(s, {first.get(), first.get()}, decisions);
        const Outcome b = play(s, {second.get(), second.get()}, decisions);
        QVERIFY2(a.failure.isEmpty(), qPrintable(a.failure));
        QVERIFY(a.trace.size() >= 20);
        QVERIFY(a.trace == b.trace);
        QCOMPARE(a.scores, b.scores);
        // An agent that played another game, reseeded, plays as a fresh one.
        Setup other = s;
        other.seed = 77;
        other.options.fortuneTeller = false;
        QVERIFY(play(other, {first.get(), first.get()}, 8).failure.isEmpty());
        first->reseed(5);
        auto fresh = ai::makeAgent(l, 5);
        const Outcome reused = play(s, {first.get(), first.get()}, 8);
        const Outcome made = play(s, {fresh.get(), fresh.get()}, 8);
        QVERIFY(reused.trace == made.trace);
        QCOMPARE(first->stats().decisions, 8L); // the counters start afresh too
    }

    void statsCountDecisionsAndPlayouts()
    {
        Setup s;
        s.seed = 3;
        std::optional<Game> game = Game::create(s);
        auto strong = ai::makeAgent("strong:40", 1);
        int placements = 0;
        Play play;
        play.until = [&placements](const Game &) {
            return placements >= 6;
        };
        play.before = [&placements](const Step &step) {
            placements += step.game.phase() == Phase::Place ? 1 : 0;
        };
        const Played played = playToEnd(*game, everySeat(*strong), play);
        QVERIFY2(played.ok(), played.failure.c_str());
        QVERIFY(strong->stats().decisions >= 6);
        QVERIFY(strong->stats().playouts > 0);
        // A playout budget is a budget: at most 40 per decision.
        QVERIFY(strong->stats().playouts <= 40L * strong->stats().decisions);
    }

    // `overruled` counts the searched decisions that played another move than Normal's choice:
    // some in a game, never more than the searches; a duel no challenger can win overrules
    // nothing (only the last tile, valued exactly, may: these first 40 decisions end before).
    void statsCountOverruledDecisions()
    {
        for (const double confidence : {1.0, 1e9}) {
            Setup s;
            s.seed = 3;
            ai::StrongConfig config = *ai::strongConfig("strong:8");
            config.confidence = confidence;
            auto strong = ai::makeStrong(config, 1);
            const Outcome r = play(s, {strong.get(), strong.get()}, 40);
            QVERIFY2(r.failure.isEmpty(), qPrintable(r.failure));
            const ai::AgentStats &st = strong->stats();
            qInfo("confidence %g: %ld searches, %ld overruled", confidence, st.searches, st.overruled);
            QVERIFY(st.searches > 10);
            QVERIFY(st.searches <= st.decisions);
            if (confidence < 10) {
                QVERIFY(st.overruled > 0);
                QVERIFY(st.overruled < st.searches);
            } else {
                QCOMPARE(st.overruled, 0L);
            }
        }
    }

    // A time budget is CPU time of all the searching threads together, the candidates'
    // generation included, checked after every playout. On a fake clock (StrongConfig::cpuClock)
    // that advances one tick per read, a 40-tick budget ends every search exactly: the search
    // stops at 0.97 of the budget (38.8 ticks), so one thread plays 38 playouts (the
    // generation takes a tick) and ends at 39 ticks; two threads may each finish the playout
    // in flight, at most one tick more.
    void timeBudgetIsCpuTime_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("one thread") << 1;
        QTest::newRow("two threads") << 2;
    }
    void timeBudgetIsCpuTime()
    {
        QFETCH(int, threads);
        Setup s;
        s.seed = 5;
        std::optional<Game> game = Game::create(s);
        ai::StrongConfig config = *ai::strongConfig("strong:40cpu"); // no wall-clock cap
        config.settle = 0; // never stops early
        config.threads = threads;
        config.cpuClock = fakeCpu;
        auto strong = ai::makeStrong(config, 1);
        const double deadline = 0.97 * 40 * Tick;
        const long searches = playSearches(*game, *strong, 3, [&](double cpu, long played) {
            const QByteArray what = QByteArray::number(cpu / Tick) + " ticks, " + QByteArray::number(played) + " playouts";
            QVERIFY2(cpu >= deadline, what.constData());
            QVERIFY2(cpu < deadline + threads * Tick, what.constData());
            QCOMPARE(played, std::lround(cpu / Tick) - 1); // one tick per playout, one for the generation
            if (threads == 1)
                QCOMPARE(played, 38L);
        });
        QCOMPARE(searches, 3L);
    }

    // The same on the threads' real CPU clocks: a budget cannot end early (the search stops
    // only once its CPU passes 0.97 of it; no wall-clock cap here), and it plays. No upper
    // bound: how far a search runs past its budget depends on the machine's speed and load.
    void timeBudgetOnTheRealClock()
    {
        Setup s;
        s.seed = 5;
        std::optional<Game> game = Game::create(s);
        ai::StrongConfig config = *ai::strongConfig("strong:40cpu");
        config.settle = 0;
        auto strong = ai::makeStrong(config, 1);
        const long searches = playSearches(*game, *strong, 2, [](double cpu, long played) {
            QVERIFY2(cpu >= 0.97 * 0.040, qPrintable(QString::number(cpu)));
            QVERIFY(played > 0);
        });
        QCOMPARE(searches, 2L);
    }

    // A search whose verdict is beyond doubt stops early (strong:N is "at most N playouts"):
    // its duel ends once settled, or is skipped when the selection already puts the challenger
    // far below Normal's choice. Stopping early does not change these decisions: the same
    // seeded game played with and without the early stop. (Half the default's pairs before a
    // verdict, `settleAfter`, so that a small budget stops early: in this game one search
    // skips its duel, 150 of 300 playouts, and one duel settles, 214.)
    void settledSearchesStopEarly()
    {
        ai::StrongConfig config = *ai::strongConfig("strong:300");
        config.settleAfter = 32;
        ai::StrongConfig full = config;
        full.settle = 0;
        auto patient = ai::makeStrong(full, 3);
        auto quick = ai::makeStrong(config, 3);
        Setup s;
        s.seed = 1;
        std::optional<Game> game = Game::create(s);
        long searches = 0, early = 0;
        ai::AgentStats before;
        long patientBefore = 0;
        const Policy decide = [&](const Game &g, int) {
            before = quick->stats();
            patientBefore = patient->stats().playouts;
            return quick->decide(g);
        };
        Play play = checkedPlay();
        play.until = [&searches](const Game &) {
            return searches >= 3;
        };
        play.before = [&](const Step &step) {
            QCOMPARE(hashDecision(patient->decide(step.game)), hashDecision(step.decision));
            if (quick->stats().searches > before.searches) {
                ++searches;
                const long used = quick->stats().playouts - before.playouts;
                const long patientUsed = patient->stats().playouts - patientBefore;
                qInfo("search %ld: %ld playouts, %ld without the early stop", searches, used, patientUsed);
                QVERIFY(patientUsed <= 300);
                QVERIFY(used <= patientUsed);
                early += used < patientUsed ? 1 : 0;
            }
        };
        const Played played = playToEnd(*game, decide, play);
        QVERIFY2(played.ok(), played.failure.c_str());
        QCOMPARE(searches, 3L);
        QVERIFY2(early >= 2, qPrintable(QString::number(early)));
    }

    // The last tile: nothing is left to draw, so the search plays each candidate once (at
    // most six playouts, whatever the budget) and ends the game at least as well as Normal.
    void lastTileIsDecidedExactly()
    {
        for (uint64_t seed = 1; seed <= 3; ++seed) {
            Setup s;
            s.seed = seed;
            std::optional<Game> game = Game::create(s);
            auto normal = ai::makeAgent("normal", seed);
            Play play;
            play.until = [](const Game &g) {
                return g.phase() == Phase::Place && g.tilesLeft() == 0;
            };
            const Played played = playToEnd(*game, everySeat(*normal), play);
            QVERIFY2(played.ok() && !played.over, played.failure.c_str());
            auto strong = ai::makeAgent("strong:5000", seed);
            const int me = game->currentPlayer();
            auto margin = [&](ai::Agent &agent) {
                Game g = *game;
                playToEnd(g, everySeat(agent));
                return g.score(me) - g.score(1 - me);
            };
            const int strongMargin = margin(*strong);
            QVERIFY2(strong->stats().playouts <= 6, qPrintable(QString::number(strong->stats().playouts)));
            QCOMPARE(strong->stats().searches, 1L);
            QVERIFY(strongMargin >= margin(*normal));
        }
    }
};

QTEST_GUILESS_MAIN(AgentsTest)
#include "agentstest.moc"
