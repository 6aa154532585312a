// SPDX-License-Identifier: GPL-3.0-or-later
// What the computer players know: the unseen multiset (never the order of the pile), the
// wheel forecast, crown values, and the Plague choice.
#include "ai/agent.h"
#include "ai/evaluation.h"
#include "ai/moves.h"
#include "rules/randomplayer.h"
#include "support/qtplay.h"
#include "support/trace.h"

#include <QTest>

using namespace fortuna::rules;
using namespace fortuna::ai;
using namespace fortuna::testing;

namespace
{

std::optional<Game> withDeck(const Options &options, std::vector<TileRef> deck, uint64_t seed = 1)
{
    Setup s;
    s.players = 2;
    s.options = options;
    s.seed = seed;
    s.deck = std::move(deck);
    return Game::create(s);
}

TileRef tile(const char *name)
{
    return *Catalogue::instance().parse(name);
}

} // namespace

class KnowledgeTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unseenTilesAreWhatIsLeft_data()
    {
        QTest::addColumn<bool>("tellers");
        QTest::addColumn<bool>("wheelStart");
        QTest::addColumn<bool>("baseAndWheel");
        QTest::newRow("default") << false << true << false;
        QTest::newRow("tellers side-wheel") << true << false << false;
        QTest::newRow("base+wheel tellers") << true << true << true;
    }
    void unseenTilesAreWhatIsLeft()
    {
        QFETCH(bool, tellers);
        QFETCH(bool, wheelStart);
        QFETCH(bool, baseAndWheel);
        for (uint64_t seed = 1; seed <= 6; ++seed) {
            Setup s;
            s.players = 3;
            s.seed = seed;
            s.options.fortuneTeller = tellers;
            s.options.wheelAsStart = wheelStart;
            s.options.tileSet = baseAndWheel ? TileSet::BaseAndWheel : TileSet::WheelOfFortune;
            std::optional<Game> g = Game::create(s);
            RandomPlayer random(seed);
            Knowledge k;
            Play play = checkedPlay();
            play.before = [&k](const Step &step) {
                k.compute(step.game);
                QCOMPARE(k.total(), step.game.tilesLeft());
                int icons = 0;
                for (uint16_t idx : k.distinct())
                    icons += (idx & 3) ? k.count(idx) : 0;
                QCOMPARE(k.icons(1) + k.icons(2) + k.icons(3), icons);
            };
            const Played played = playToEnd(*g, everySeat(random), play);
            QVERIFY2(played.ok(), played.failure.c_str());
            k.compute(*g);
            QCOMPARE(k.total(), 0);
        }
    }

    void wheelForecastIsExact()
    {
        // One 1-icon left: the pig goes from Fortune to Taxes, surely, once.
        WheelForecast f = wheelForecast(Sector::Fortune, 1, 0, 0);
        QCOMPARE(f.hit[size_t(Sector::Taxes)], 1.0);
        QCOMPARE(f.stops[size_t(Sector::Taxes)], 1.0);
        QCOMPARE(f.hit[size_t(Sector::Fortune)], 0.0);
        QCOMPARE(f.firstAt[size_t(Sector::Taxes)], 1.0);
        QCOMPARE(f.firstAt[size_t(Sector::Famine)], 2.0); // never: icons + 1
        // A 1 and a 2: Taxes then Storm, or Famine then Storm, each half the time.
        f = wheelForecast(Sector::Fortune, 1, 1, 0);
        QCOMPARE(f.hit[size_t(Sector::Taxes)], 0.5);
        QCOMPARE(f.hit[size_t(Sector::Famine)], 0.5);
        QCOMPARE(f.hit[size_t(Sector::Storm)], 1.0);
        QCOMPARE(f.firstAt[size_t(Sector::Storm)], 2.0);
        QCOMPARE(f.hit[size_t(Sector::Plague)], 0.0);
        // Wrapping round: a 3 from Plague stops on Famine.
        f = wheelForecast(Sector::Plague, 0, 0, 1);
        QCOMPARE(f.hit[size_t(Sector::Famine)], 1.0);
        // With the full set every sector is likely hit, and the stops add up to the icons.
        f = wheelForecast(Sector::Fortune, 11, 5, 3);
        double stops = 0;
        for (int s = 0; s < SectorCount; ++s) {
            QVERIFY(f.hit[size_t(s)] > 0.9);
            stops += f.stops[size_t(s)];
        }
        QCOMPARE(qRound(stops * 1000), 19000);
    }

    void softStandingIsTheExpectedBest()
    {
        // Without uncertainty: own value minus the best opponent's, as relativeValue with the
        // leader's whole share.
        const std::array<double, MaxPlayers> v{40, 50, 30, 45};
        QCOMPARE(softStanding(v, 4, 0, 0), -10.0);
        QCOMPARE(softStanding(v, 4, 1, 0), 5.0);
        QCOMPARE(softStanding(v, 4, 0, 0), relativeValue(v, 4, 0, 1.0));
        // One opponent: its value, however uncertain.
        QCOMPARE(softStanding(v, 2, 0, 8), -10.0);
        QCOMPARE(softStanding(v, 2, 1, 8), 10.0);
        // Three equal opponents: the best of them is expected tau ln 3 above their value.
        const std::array<double, MaxPlayers> eq{40, 42, 42, 42};
        QCOMPARE(qRound(softStanding(eq, 4, 0, 5) * 1000), qRound((-2 - 5 * std::log(3.0)) * 1000));
        // A gain of the second best opponent now counts, less than the same gain of the best.
        const std::array<double, MaxPlayers> second{40, 50, 30, 48};
        const std::array<double, MaxPlayers> best{40, 53, 30, 45};
        const double before = softStanding(v, 4, 0, 5);
        QVERIFY(softStanding(second, 4, 0, 5) < before);
        QVERIFY(softStanding(best, 4, 0, 5) < softStanding(second, 4, 0, 5));
        QCOMPARE(softStanding(second, 4, 0, 0), softStanding(v, 4, 0, 0));
    }

    void crownValueFollowsThePig()
    {
        // Late in seeded games, when few icons are left: a crown space of a sector the pig
        // cannot reach any more is worth nothing (less: the follower is stuck), one it surely
        // reaches is worth its points (at least 3) less the follower's time away.
        int checked = 0;
        for (uint64_t seed = 1; seed <= 20; ++seed) {
            Setup s;
            s.seed = seed;
            std::optional<Game> g = Game::create(s);
            RandomPlayer random(seed);
            HeuristicEvaluator eval;
            Play play = checkedPlay();
            play.before = [&](const Step &step) {
                const Game &game = step.game;
                if (game.phase() == Phase::Place) {
                    eval.prepare(game);
                    const Knowledge &k = eval.knowledge();
                    const WheelForecast &f = k.forecast();
                    const View v = viewOf(game);
                    int never = -1, surely = -1;
                    for (int c = 0; c < CrownSpaceCount; ++c) {
                        const Sector sector = crownSpace(c).sector;
                        if (f.hit[size_t(sector)] == 0)
                            never = c;
                        if (f.hit[size_t(sector)] == 1)
                            surely = c;
                    }
                    if (never >= 0 && surely >= 0 && k.total() >= 6) {
                        const double lost = eval.crownValue(v, never, game.currentPlayer());
                        const double sure = eval.crownValue(v, surely, game.currentPlayer());
                        QVERIFY(lost <= 0);
                        QVERIFY(sure > lost + 2);
                        ++checked;
                    }
                }
            };
            const Played played = playToEnd(*g, everySeat(random), play);
            QVERIFY2(played.ok(), played.failure.c_str());
        }
        QVERIFY(checked > 0);
    }

    // The determinization the strong level plays on: after redeterminize(seed), two games that
    // differed only in the order of their unseen tiles are the same game (same draws, same
    // scores), so a playout cannot learn anything from the true order.
    void determinizationIgnoresThePileOrder()
    {
        for (uint64_t seed = 1; seed <= 6; ++seed) {
            Options options;
            options.fortuneTeller = seed % 2 == 0;
            std::vector<TileRef> a = Catalogue::instance().tileSet(options);
            Rng rng(seed);
            rng.shuffle(a);
            std::vector<TileRef> b = a;
            Rng other(seed + 77);
            other.shuffle(b, 1); // the first tile is drawn at once; the rest differ in order
            QVERIFY(a != b);
            std::optional<Game> ga = withDeck(options, a, seed);
            std::optional<Game> gb = withDeck(options, b, seed);
            ga->redeterminize(seed * 31);
            gb->redeterminize(seed * 31);
            RandomPlayer pa(seed), pb(seed);
            Play play = checkedPlay();
            play.before = [&](const Step &step) {
                const Decision db = pb.decide(*gb);
                QCOMPARE(hashDecision(step.decision), hashDecision(db));
                QVERIFY(gb->apply(db).ok());
            };
            play.after = [&](const Step &) {
                QCOMPARE(ga->currentTile(), gb->currentTile());
            };
            const Played played = playToEnd(*ga, everySeat(pa), play);
            QVERIFY2(played.ok(), played.failure.c_str());
            QCOMPARE(gb->phase(), Phase::GameOver);
            QVERIFY(played.decisions > 60);
            for (int p = 0; p < 2; ++p)
                QCOMPARE(ga->score(p), gb->score(p));
        }
    }

    // Two games that differ only in the order of the tiles not yet drawn: easy, normal and
    // strong (its playouts shuffle the unseen tiles: a determinization must depend on the
    // unseen multiset only) make the same decisions as long as the drawn tiles are the same.
    // Four deals each for Easy and Normal, two for the slow strong:24.
    void noPeekingAtThePile_data()
    {
        QTest::addColumn<QString>("level");
        QTest::addColumn<bool>("tellers");
        for (const char *level : {"easy", "normal", "strong:24"}) {
            QTest::newRow(QByteArray(QByteArray(level) + " plain").constData()) << QString::fromLatin1(level) << false;
            QTest::newRow(QByteArray(QByteArray(level) + " tellers").constData()) << QString::fromLatin1(level) << true;
        }
    }
    void noPeekingAtThePile()
    {
        QFETCH(QString, level);
        QFETCH(bool, tellers);
        Options options;
        options.fortuneTeller = tellers;
        constexpr size_t Prefix = 14;
        const uint64_t deals = level.startsWith(QLatin1String("strong")) ? 2 : 4;
        for (uint64_t seed = 1; seed <= deals; ++seed) {
            std::vector<TileRef> a = Catalogue::instance().tileSet(options);
            Rng rng(seed);
            rng.shuffle(a);
            std::vector<TileRef> b = a;
            Rng other(seed + 1000);
            other.shuffle(b, Prefix);
            QVERIFY(a != b);
            std::optional<Game> ga = withDeck(options, a, seed);
            std::optional<Game> gb = withDeck(options, b, seed);
            auto agentA = makeAgent(level.toStdString(), seed);
            auto agentB = makeAgent(level.toStdString(), seed);
            const int total = ga->tilesLeft();
            Play play = checkedPlay();
            // While only prefix tiles have left the pile (a Fortune Teller draw may take up to
            // three at once, and tiles given back go to the end of an explicit deck).
            play.until = [total](const Game &game) {
                return total - game.tilesLeft() + 3 > int(Prefix);
            };
            play.before = [&](const Step &step) {
                const Decision db = agentB->decide(*gb);
                QCOMPARE(hashDecision(step.decision), hashDecision(db));
                QCOMPARE(agentA->stats().playouts, agentB->stats().playouts);
                QVERIFY(gb->apply(db).ok());
            };
            const Played played = playToEnd(*ga, everySeat(*agentA), play);
            QVERIFY2(played.ok(), played.failure.c_str());
            QVERIFY(played.decisions >= 8);
        }
    }

    // Red has a monk on a cloister with three filled neighbours and a follower on a fresh
    // one-tile road; Plague strikes: every level but random gives back the road follower.
    void plagueGivesBackTheLeastValuableFollower_data()
    {
        QTest::addColumn<QString>("level");
        for (const char *level : {"easy", "normal", "strong", "strong:30"})
            QTest::newRow(level) << QString::fromLatin1(level);
    }
    void plagueGivesBackTheLeastValuableFollower()
    {
        QFETCH(QString, level);
        // Draws: red B, blue B, red D, blue U/3 (pig to Storm), red U/2 (pig to Plague).
        std::optional<Game> g = withDeck({}, {tile("B"), tile("B"), tile("D"), tile("U/3"), tile("U/2"), tile("B"), tile("B"), tile("B")});
        QVERIFY(g->place({{4, 1}, 0}).ok());
        QVERIFY(g->deploy(Deployment::onFeature(FeatureKind::Cloister, -1)).ok());
        QVERIFY(g->place({{4, 3}, 0}).ok());
        QVERIFY(g->deploy(Deployment::none()).ok());
        // D turned a quarter: road north-south onto the wheel's road r1, city to the east.
        QVERIFY(g->place({{2, -1}, 1}).ok());
        QVERIFY(g->deploy(Deployment::onFeature(FeatureKind::Road, SideS)).ok());
        QCOMPARE(g->pig(), Sector::Storm);
        QCOMPARE(g->phase(), Phase::Place);
        QVERIFY(g->place(g->legalPlacements().front()).ok());
        QVERIFY(g->deploy(Deployment::none()).ok());
        QCOMPARE(g->pig(), Sector::Plague);
        QCOMPARE(g->phase(), Phase::Plague);
        QCOMPARE(g->plaguePlayer(), 0);
        QCOMPARE(int(g->legalPlagueRemovals().size()), 2);
        auto agent = makeAgent(level.toStdString(), 3);
        const Decision d = agent->decide(*g);
        QCOMPARE(d.phase, Phase::Plague);
        QCOMPARE(d.feature, FeatureKind::Road);
        QCOMPARE(d.at, (Pos{2, -1}));
        QVERIFY(g->apply(d).ok());
    }

    // A symmetric tile's move turned half way round is the same move: played on two copies of
    // a game and followed by the same draws and the same Normal players, the two give the same
    // scores and decisions. dropTurnedCopies removes exactly those copies, keeping the order.
    void turnedCopiesAreTheSameMove()
    {
        int pairs = 0;
        for (uint64_t seed = 1; seed <= 40 && pairs < 12; ++seed) {
            Setup setup;
            setup.seed = seed;
            setup.players = 2 + int(seed % 3);
            std::optional<Game> g = Game::create(setup);
            RandomPlayer random(seed);
            HeuristicEvaluator eval;
            MoveGenerator gen;
            std::vector<Candidate> moves;
            Play play = checkedPlay();
            play.until = [&pairs](const Game &) {
                return pairs >= 12;
            };
            play.before = [&](const Step &step) {
                const Game &game = step.game;
                if (game.phase() == Phase::Place) {
                    eval.prepare(game);
                    gen.placeMoves(game, eval, moves);
                    sortCandidates(moves);
                    size_t copies = 0;
                    for (size_t i = 0; i < moves.size(); ++i) {
                        for (size_t j = 0; j < i; ++j) {
                            if (!sameMoveTurned(game, moves[j], moves[i]))
                                continue;
                            ++copies;
                            if (pairs < 12 && copies <= 2) {
                                ++pairs;
                                sameFuture(game, moves[j], moves[i], seed * 7 + i);
                            }
                            break;
                        }
                    }
                    std::vector<Candidate> kept = moves;
                    dropTurnedCopies(game, kept, kept.size());
                    QCOMPARE(kept.size(), moves.size() - copies);
                    for (size_t i = 1; i < kept.size(); ++i) {
                        QVERIFY(kept[i - 1].value >= kept[i].value);
                        for (size_t j = 0; j < i; ++j)
                            QVERIFY(!sameMoveTurned(game, kept[j], kept[i]));
                    }
                }
            };
            const Played played = playToEnd(*g, everySeat(random), play);
            QVERIFY2(played.ok(), played.failure.c_str());
        }
        QCOMPARE(pairs, 12);
    }

private:
    // Plays `a` on one copy of `game` and `b` on another, then the same draws and Normal
    // players for twelve more decisions: the scores and decisions must be the same.
    static void sameFuture(const Game &game, const Candidate &a, const Candidate &b, uint64_t seed)
    {
        QVERIFY(a.placement.rotation != b.placement.rotation);
        Game ga = game;
        Game gb = game;
        QVERIFY(ga.place(a.placement).ok() && ga.deploy(a.deployment).ok());
        QVERIFY(gb.place(b.placement).ok() && gb.deploy(b.deployment).ok());
        ga.redeterminize(seed);
        gb.redeterminize(seed);
        auto na = makeAgent("normal", seed);
        auto nb = makeAgent("normal", seed);
        Play play = checkedPlay();
        play.limit = 12;
        play.before = [&](const Step &step) {
            const Decision db = nb->decide(gb);
            QCOMPARE(hashDecision(step.decision), hashDecision(db));
            QVERIFY(gb.apply(db).ok());
        };
        play.after = [&](const Step &) {
            for (int p = 0; p < ga.playerCount(); ++p) {
                QCOMPARE(ga.score(p), gb.score(p));
                QCOMPARE(ga.supply(p), gb.supply(p));
            }
        };
        const Played played = playToEnd(ga, everySeat(*na), play);
        QVERIFY2(played.ok(), played.failure.c_str());
    }
};

QTEST_GUILESS_MAIN(KnowledgeTest)
#include "knowledgetest.moc"
