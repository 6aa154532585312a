// SPDX-License-Identifier: GPL-3.0-or-later
// Small tournaments with loose bounds that cannot flake (the games are seeded, so the
// results are fixed; the bounds are far below the measured rates in docs/benchmarks.md).
#include "rules/ai/agent.h"

#include <QTest>

using namespace fortuna::rules;

namespace {

// Win rate of level `a` against level `b` over `games` 2-player games, seats swapped on
// each deal; a tie for first counts as a win.
double winRate(const std::string &a, const std::string &b, int games, bool tellers = false)
{
    int wins = 0;
    for (int g = 0; g < games; ++g) {
        Setup s;
        s.players = 2;
        s.seed = 900 + uint64_t(g / 2);
        s.options.fortuneTeller = tellers;
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

} // namespace

class TournamentTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void easyBeatsRandom() { QVERIFY(winRate("easy", "random", 20) >= 0.6); }
    void normalBeatsRandom() { QVERIFY(winRate("normal", "random", 20, true) >= 0.6); }
    void normalHoldsItsOwnAgainstEasy() { QVERIFY(winRate("normal", "easy", 20) >= 0.4); }
    void strongBeatsRandom() { QVERIFY(winRate("strong:24", "random", 10) >= 0.6); }
};

QTEST_GUILESS_MAIN(TournamentTest)
#include "tournamenttest.moc"
