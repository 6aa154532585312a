// SPDX-License-Identifier: GPL-3.0-or-later
// Small tournaments with loose bounds that cannot flake (the games are seeded, so the
// results are fixed; the bounds are far below the measured rates in docs/benchmarks.md).
#include "rules/ai/agent.h"

#include <QTest>

#include <algorithm>

using namespace fortuna::rules;

namespace
{

// Below the fixed seeded results (strongAgainstNormal prints them: 1.000 and 0.375 with the
// two-player weights of session 12; 0.750 and 0.375 before): strong:N must at least hold its own against Normal (half of the two-player
// games, a quarter of the four-player ones, what an equal level gets).
constexpr double TwoPlayerBound = 0.5;
constexpr double FourPlayerBound = 0.25;

// Win rate of level `a` against level `b` over `games` 2-player games, seats swapped on
// each deal; a tie for first counts as a win.
double winRate(const std::string &a, const std::string &b, int games, bool tellers = false, TileSet tiles = TileSet::WheelOfFortune)
{
    int wins = 0;
    for (int g = 0; g < games; ++g) {
        Setup s;
        s.players = 2;
        s.seed = 900 + uint64_t(g / 2);
        s.options.fortuneTeller = tellers;
        s.options.tileSet = tiles;
        std::optional<Game> game = Game::create(s);
        const int seatA = g % 2;
        std::unique_ptr<ai::Agent> agents[2];
        agents[seatA] = ai::makeAgent(a, uint64_t(g) * 2 + 1);
        agents[1 - seatA] = ai::makeAgent(b, uint64_t(g) * 2 + 2);
        while (game->phase() != Phase::GameOver) {
            const int seat = game->phase() == Phase::Plague ? game->plaguePlayer() : game->currentPlayer();
            if (!game->apply(agents[seat]->decide(*game)).ok())
                return -1;
        }
        wins += game->score(seatA) >= game->score(1 - seatA) ? 1 : 0;
    }
    return double(wins) / games;
}

// Four players: level `a` in one seat (rotating), `b` in the other three; the share of the
// games `a` wins (a tie for first counts). A level equal to `b` wins a quarter.
double fourPlayerWinRate(const std::string &a, const std::string &b, int games, TileSet tiles = TileSet::WheelOfFortune)
{
    int wins = 0;
    for (int g = 0; g < games; ++g) {
        Setup s;
        s.players = 4;
        s.seed = 700 + uint64_t(g / 4);
        s.options.tileSet = tiles;
        std::optional<Game> game = Game::create(s);
        const int seatA = g % 4;
        std::unique_ptr<ai::Agent> agents[4];
        for (int p = 0; p < 4; ++p)
            agents[p] = ai::makeAgent(p == seatA ? a : b, uint64_t(g) * 4 + uint64_t(p) + 1);
        while (game->phase() != Phase::GameOver) {
            const int seat = game->phase() == Phase::Plague ? game->plaguePlayer() : game->currentPlayer();
            if (!game->apply(agents[seat]->decide(*game)).ok())
                return -1;
        }
        int best = 0;
        for (int p = 0; p < 4; ++p)
            best = std::max(best, game->score(p));
        wins += game->score(seatA) == best ? 1 : 0;
    }
    return double(wins) / games;
}

} // namespace

class TournamentTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void easyBeatsRandom() { QVERIFY(winRate("easy", "random", 20) >= 0.6); }
    void normalBeatsRandom() { QVERIFY(winRate("normal", "random", 20, true) >= 0.6); }
    void normalHoldsItsOwnAgainstEasy() { QVERIFY(winRate("normal", "easy", 20) >= 0.4); }
    void strongBeatsRandom() { QVERIFY(winRate("strong:8", "random", 10) >= 0.6); }
    // Deterministic strong:N (one thread): the seeded results are fixed; printed for the record.
    // (Two functions: each stays well inside QtTest's watchdog under the sanitizers.)
    void strongAgainstNormalTwoPlayers()
    {
        const double two = winRate("strong:24", "normal", 8);
        qInfo("strong:24 vs normal: %.3f of 8 two-player games", two);
        QVERIFY(two >= TwoPlayerBound);
    }
    void strongAgainstNormalFourPlayers()
    {
        const double four = fourPlayerWinRate("strong:12", "normal", 8);
        qInfo("strong:12 + 3 normal: %.3f of 8 four-player games", four);
        QVERIFY(four >= FourPlayerBound);
    }
    // Nothing tuned to one rule set: with the Fortune Teller and with the base+wheel tile set
    // too, a small strong:N beats Easy (a quick check; the benchmark has the Normal figures).
    void strongBeatsEasyUnderOtherRules()
    {
        const double tellers = winRate("strong:8", "easy", 4, true);
        const double base = winRate("strong:8", "easy", 4, false, TileSet::BaseAndWheel);
        qInfo("strong:8 vs easy: %.3f of 4 games with the Fortune Teller, %.3f of 4 games base+wheel", tellers, base);
        QVERIFY(tellers > 0.5);
        QVERIFY(base > 0.5);
    }
};

QTEST_GUILESS_MAIN(TournamentTest)
#include "tournamenttest.moc"
