// SPDX-License-Identifier: GPL-3.0-or-later
// The previews of the players' aids (Game::payoutIfPigStops, Game::scoresIfEndedNow): exact
// payouts of each sector and of the end, and the game left as it was.
#include "scenario.h"

using namespace fortuna::rules;
using namespace fortuna::rules::test;

class PreviewTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void taxesPreviewIsWhatTheStopPays()
    {
        // The position of taxesExampleOfTheRules before blue draws U/1.
        auto g = makeGame({"F", "F", "B", "E", "T", "U/1", "B"});
        PLAY(*g, 1, -1, 0, on("city", "E"));
        PLAY(*g, 3, -1, 0, on("city", "W"));
        PLAY(*g, 3, -2, 0, none());
        PLAY(*g, 2, -2, 180, on("city", "S"));
        const int logBefore = int(g->log().size());
        const Game::SectorPayout before = g->payoutIfPigStops(Sector::Taxes);
        // Not joined yet: red's knight alone in a city with a pennant, blue's two knights
        // alone in two cities, one with the other pennant.
        QCOMPARE(before.event[0], 1 * (1 + 1));
        QCOMPARE(before.event[1], 1 * (1 + 1) + 1 * (0 + 1));
        QCOMPARE(int(g->log().size()), logBefore); // nothing happened
        PLAY(*g, 2, -1, 0, none()); // T joins them; blue draws U/1: the pig goes to Taxes
        QCOMPARE(g->points(0, Reason::Taxes), 3);
        QCOMPARE(g->points(1, Reason::Taxes), 8);
    }

    void previewMatchesTheStop()
    {
        // Red took a Taxes crown; during blue's turn the preview of Taxes says what red's
        // draw of U/1 then pays.
        auto g = makeGame({"B", "B", "U/1", "B"});
        PLAY(*g, 4, 0, 0, crown(Sector::Taxes, 0));
        QCOMPARE(g->currentPlayer(), 1);
        const Game::SectorPayout taxes = g->payoutIfPigStops(Sector::Taxes);
        QCOMPARE(taxes.crowns[0], 6); // alone on a two-space sector
        QCOMPARE(taxes.crowns[1], 0);
        QCOMPARE(taxes.event[0], 0); // no knight
        const Game::SectorPayout fortune = g->payoutIfPigStops(Sector::Fortune);
        QCOMPARE(fortune.event[1], 3); // the current player
        QCOMPARE(fortune.event[0], 0);
        QCOMPARE(fortune.crowns[0], 0);
        const Game::SectorPayout storm = g->payoutIfPigStops(Sector::Storm);
        QCOMPARE(storm.event[0], 6); // 7 less the crown follower
        QCOMPARE(storm.event[1], 7);
        const Game::SectorPayout plague = g->payoutIfPigStops(Sector::Plague);
        QCOMPARE(plague.event[0] + plague.event[1] + plague.crowns[0] + plague.crowns[1], 0);
        // The game is untouched: red's crown is still there, nobody scored.
        QCOMPARE(g->crownOccupant(Sector::Taxes, 0), 0);
        QCOMPARE(g->score(0), 0);
        QCOMPARE(g->score(1), 0);
        QCOMPARE(g->supply(0), 6);
        QCOMPARE(g->phase(), Phase::Place);
        PLAY(*g, 5, 0, 0, on("cloister"));
        const Game::SectorPayout inquisition = g->payoutIfPigStops(Sector::Inquisition);
        QCOMPARE(inquisition.event[1], 2);
        // Red's draw of U/1 stops the pig on Taxes: the preview was right.
        QCOMPARE(g->pig(), Sector::Taxes);
        QCOMPARE(g->points(0, Reason::Crown), taxes.crowns[0]);
        QCOMPARE(g->points(0, Reason::Taxes), taxes.event[0]);
    }

    void twoCrownsOfOneSectorPayThreeEach()
    {
        auto g = makeGame({"B", "B", "B", "B"});
        PLAY(*g, 4, 0, 0, crown(Sector::Taxes, 0));
        PLAY(*g, 5, 0, 0, crown(Sector::Taxes, 1));
        const Game::SectorPayout taxes = g->payoutIfPigStops(Sector::Taxes);
        QCOMPARE(taxes.crowns[0], 3);
        QCOMPARE(taxes.crowns[1], 3);
    }

    void endNowIsTheFinalScoring()
    {
        auto g = makeGame({"F", "F", "B", "E", "T", "U/1", "B"});
        PLAY(*g, 1, -1, 0, on("city", "E"));
        PLAY(*g, 3, -1, 0, on("city", "W"));
        PLAY(*g, 3, -2, 0, none());
        PLAY(*g, 2, -2, 180, on("city", "S"));
        PLAY(*g, 2, -1, 0, none());
        PLAY(*g, 2, 4, 0, none());
        // One tile left: the end-now preview is the game's real final score.
        const std::array<int, MaxPlayers> ifEnded = g->scoresIfEndedNow();
        QCOMPARE(g->score(0), 3);
        QCOMPARE(g->score(1), 8);
        QCOMPARE(ifEnded[0], 3);
        QCOMPARE(ifEnded[1], 8 + 6); // blue's majority of the open city: 4 tiles + 2 pennants
        QCOMPARE(g->supply(1), 5); // the preview sent nobody home
        PLAY(*g, 2, 5, 0, none());
        QCOMPARE(g->phase(), Phase::GameOver);
        QCOMPARE(g->score(1), ifEnded[1]);
    }
};

QTEST_GUILESS_MAIN(PreviewTest)
#include "previewtest.moc"
