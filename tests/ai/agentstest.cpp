// SPDX-License-Identifier: GPL-3.0-or-later
// Computer players: the factory, complete legal games under every rule option, determinism.
#include "rules/ai/agent.h"
#include "rules/ai/levels.h"

#include <QTest>

using namespace fortuna::rules;

namespace
{

// Quick budgets for the strong level, so that whole games stay fast.
constexpr const char *QuickStrong = "strong:8";

struct Played {
    QString failure;
    std::vector<uint64_t> trace; // one hash per decision
    std::array<int, MaxPlayers> scores{};
    std::array<int, 4> phases{}; // ChooseTile, Plague, Place, Deploy decisions
};

uint64_t hashDecision(const Decision &d)
{
    uint64_t h = 1469598103934665603ULL;
    auto add = [&h](int64_t v) {
        h ^= uint64_t(v);
        h *= 1099511628211ULL;
    };
    add(int(d.phase));
    add(d.choose);
    add(d.at.x);
    add(d.at.y);
    add(int(d.feature));
    add(d.port);
    add(d.placement.pos.x);
    add(d.placement.pos.y);
    add(d.placement.rotation);
    add(int(d.deployment.kind));
    add(int(d.deployment.feature));
    add(d.deployment.port);
    add(int(d.deployment.sector));
    add(d.deployment.slot);
    return h;
}

Played play(const Setup &setup, const std::vector<std::string> &levels, uint64_t seed)
{
    Played out;
    std::optional<Game> game = Game::create(setup);
    if (!game) {
        out.failure = QStringLiteral("setup refused");
        return out;
    }
    std::vector<std::unique_ptr<ai::Agent>> agents;
    for (int p = 0; p < setup.players; ++p) {
        agents.push_back(ai::makeAgent(levels[size_t(p) % levels.size()], seed * 31 + uint64_t(p)));
        if (!agents.back()) {
            out.failure = QStringLiteral("no agent");
            return out;
        }
    }
    int decisions = 0;
    while (game->phase() != Phase::GameOver) {
        const int seat = game->phase() == Phase::Plague ? game->plaguePlayer() : game->currentPlayer();
        const Decision d = agents[size_t(seat)]->decide(*game);
        if (d.phase != Phase::GameOver && int(d.phase) < 4)
            ++out.phases[size_t(d.phase)];
        out.trace.push_back(hashDecision(d));
        const Status s = game->apply(d);
        if (!s) {
            out.failure = QStringLiteral("turn %1, %2: decision refused: %3")
                              .arg(game->turn())
                              .arg(QString::fromStdString(levels[size_t(seat) % levels.size()]), QString::fromStdString(s.message));
            return out;
        }
        if (++decisions > 5000) {
            out.failure = QStringLiteral("the game does not end");
            return out;
        }
    }
    for (int p = 0; p < setup.players; ++p)
        out.scores[size_t(p)] = game->score(p);
    return out;
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

    void completeLegalGames_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("tellers");
        QTest::addColumn<bool>("wheelStart");
        QTest::addColumn<bool>("baseAndWheel");
        QTest::addColumn<bool>("majority");
        QTest::addColumn<int>("games");
        for (const char *level : {"random", "easy", "normal", QuickStrong}) {
            const bool strong = QByteArray(level).startsWith("strong");
            const int games = strong ? 1 : 3;
            const QByteArray name(level);
            QTest::newRow(QByteArray(name + " default 2p").constData()) << QString::fromLatin1(level) << 2 << false << true << false << false << games;
            QTest::newRow(QByteArray(name + " tellers 2p").constData()) << QString::fromLatin1(level) << 2 << true << true << false << false << games;
            QTest::newRow(QByteArray(name + " tellers side-wheel 3p").constData())
                << QString::fromLatin1(level) << 3 << true << false << false << false << games;
            QTest::newRow(QByteArray(name + " base+wheel majority 4p").constData())
                << QString::fromLatin1(level) << 4 << false << true << true << true << games;
            QTest::newRow(QByteArray(name + " everything 5p").constData()) << QString::fromLatin1(level) << 5 << true << false << true << true << games;
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
        QFETCH(int, games);
        std::array<int, 4> phases{};
        for (int g = 0; g < games; ++g) {
            Setup s;
            s.players = players;
            s.seed = 100 + uint64_t(g);
            s.options.fortuneTeller = tellers;
            s.options.wheelAsStart = wheelStart;
            s.options.tileSet = baseAndWheel ? TileSet::BaseAndWheel : TileSet::WheelOfFortune;
            s.options.famine = majority ? FamineRule::Majority : FamineRule::AnyFarmer;
            // The level in every seat but the last, which is random (mixed tables).
            std::vector<std::string> levels(size_t(players), level.toStdString());
            levels.back() = "random";
            const Played r = play(s, levels, uint64_t(g) + 7);
            QVERIFY2(r.failure.isEmpty(), qPrintable(r.failure));
            for (int i = 0; i < 4; ++i)
                phases[size_t(i)] += r.phases[size_t(i)];
        }
        QVERIFY(phases[size_t(Phase::Place)] > 0);
        QCOMPARE(phases[size_t(Phase::Deploy)], phases[size_t(Phase::Place)]);
        // Normal values an extra tile to choose from: it puts fortune tellers out.
        if (tellers && level == QLatin1String("normal"))
            QVERIFY2(phases[size_t(Phase::ChooseTile)] > 0, "no Fortune Teller choice was ever made");
    }

    void sameSeedSameDecisions_data()
    {
        QTest::addColumn<QString>("level");
        for (const char *level : {"random", "easy", "normal", QuickStrong})
            QTest::newRow(level) << QString::fromLatin1(level);
    }
    void sameSeedSameDecisions()
    {
        QFETCH(QString, level);
        Setup s;
        s.players = 2;
        s.seed = 4242;
        s.options.fortuneTeller = true;
        const std::vector<std::string> levels{level.toStdString()};
        const Played a = play(s, levels, 99);
        const Played b = play(s, levels, 99);
        QVERIFY2(a.failure.isEmpty(), qPrintable(a.failure));
        QVERIFY(a.trace == b.trace);
        QCOMPARE(a.scores, b.scores);
        // Reseeding an agent is the same as making it with that seed.
        std::optional<Game> game = Game::create(s);
        auto fresh = ai::makeAgent(level.toStdString(), 5);
        auto reused = ai::makeAgent(level.toStdString(), 77);
        reused->decide(*game);
        reused->reseed(5);
        QCOMPARE(hashDecision(fresh->decide(*game)), hashDecision(reused->decide(*game)));
    }

    void statsCountDecisionsAndPlayouts()
    {
        Setup s;
        s.seed = 3;
        std::optional<Game> game = Game::create(s);
        auto strong = ai::makeAgent("strong:40", 1);
        int placements = 0;
        while (game->phase() != Phase::GameOver && placements < 6) {
            placements += game->phase() == Phase::Place ? 1 : 0;
            QVERIFY(game->apply(strong->decide(*game)).ok());
        }
        QVERIFY(strong->stats().decisions >= 6);
        QVERIFY(strong->stats().playouts > 0);
        // A playout budget is a budget: at most 40 per decision.
        QVERIFY(strong->stats().playouts <= 40L * strong->stats().decisions);
    }

    // `overruled` counts the searched decisions that played another move than Normal's choice:
    // some in a game, never more than the searches; a duel no challenger can win overrules
    // nothing (only the last tile, valued exactly, may).
    void statsCountOverruledDecisions()
    {
        for (const double confidence : {1.0, 1e9}) {
            Setup s;
            s.seed = 3;
            std::optional<Game> game = Game::create(s);
            ai::StrongConfig config = *ai::strongConfig("strong:40");
            config.confidence = confidence;
            auto strong = ai::makeStrong(config, 1);
            while (game->phase() != Phase::GameOver)
                QVERIFY(game->apply(strong->decide(*game)).ok());
            const ai::AgentStats &st = strong->stats();
            qInfo("confidence %g: %ld searches, %ld overruled", confidence, st.searches, st.overruled);
            QVERIFY(st.searches > 20);
            if (confidence < 10) {
                QVERIFY(st.overruled > 0);
                QVERIFY(st.overruled < st.searches);
            } else {
                QVERIFY(st.overruled <= 1);
            }
        }
    }

    // A time budget is CPU time of all the searching threads together (a loaded machine does
    // not shrink it): every search spends its budget, and not much more (the candidates'
    // generation and the last playout of each thread may run past it).
    void timeBudgetIsCpuTime()
    {
        Setup s;
        s.seed = 5;
        std::optional<Game> game = Game::create(s);
        ai::StrongConfig config = *ai::strongConfig("strong:40cpu"); // no wall-clock cap
        config.settle = 0; // never stops early
        auto strong = ai::makeStrong(config, 1);
        long searches = 0;
        while (game->phase() != Phase::GameOver && searches < 4) {
            const ai::AgentStats before = strong->stats();
            QVERIFY(game->apply(strong->decide(*game)).ok());
            const ai::AgentStats &after = strong->stats();
            if (after.searches == before.searches)
                continue;
            ++searches;
            const double cpu = after.searchCpu - before.searchCpu;
            QVERIFY2(cpu >= 0.95 * 0.040, qPrintable(QString::number(cpu)));
            QVERIFY2(cpu < 0.040 + 0.25, qPrintable(QString::number(cpu))); // generous for sanitizer builds
            QVERIFY(after.playouts > before.playouts);
        }
        QCOMPARE(searches, 4L);
    }

    // A search whose verdict is beyond doubt stops early (strong:N is "at most N playouts"),
    // and stopping early does not change these decisions: the same seeded game played with and
    // without the early stop.
    void settledSearchesStopEarly()
    {
        ai::StrongConfig full = *ai::strongConfig("strong:600");
        full.settle = 0;
        auto patient = ai::makeStrong(full, 3);
        auto quick = ai::makeAgent("strong:600", 3);
        Setup s;
        s.seed = 9;
        std::optional<Game> game = Game::create(s);
        long searches = 0, early = 0;
        while (game->phase() != Phase::GameOver && searches < 8) {
            const ai::AgentStats before = quick->stats();
            const long patientBefore = patient->stats().playouts;
            const Decision d = quick->decide(*game);
            QCOMPARE(hashDecision(patient->decide(*game)), hashDecision(d));
            if (quick->stats().searches > before.searches) {
                ++searches;
                const long used = quick->stats().playouts - before.playouts;
                QVERIFY(used <= 600);
                QVERIFY(used <= patient->stats().playouts - patientBefore);
                early += used < 500 ? 1 : 0;
            }
            QVERIFY(game->apply(d).ok());
        }
        QCOMPARE(searches, 8L);
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
            while (!(game->phase() == Phase::Place && game->tilesLeft() == 0))
                QVERIFY(game->apply(normal->decide(*game)).ok());
            auto strong = ai::makeAgent("strong:5000", seed);
            const int me = game->currentPlayer();
            auto margin = [&](ai::Agent &agent) {
                Game g = *game;
                while (g.phase() != Phase::GameOver)
                    g.apply(agent.decide(g));
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
