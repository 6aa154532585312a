// SPDX-License-Identifier: GPL-3.0-or-later
// Network play's mirror (rules::Setup::draws, Game::forceDraws): a game started with another
// seed follows a seeded game exactly when each decision is preceded by the tiles the seeded
// game drew because of it, Fortune Teller draws that all go back included; and it notices
// when it is told a tile the pile does not hold.
#include "rules/game.h"
#include "rules/randomplayer.h"
#include "support/qtplay.h"

#include <QTest>

using namespace fortuna::rules;
using namespace fortuna::testing;

namespace
{

bool sameState(const Game &a, const Game &b)
{
    if (a.phase() != b.phase() || a.turn() != b.turn() || a.currentPlayer() != b.currentPlayer() || a.tilesLeft() != b.tilesLeft() || a.pig() != b.pig()
        || a.pigSteps() != b.pigSteps() || a.log().size() != b.log().size() || !(a.drawnTiles() == b.drawnTiles()))
        return false;
    if (a.phase() != Phase::GameOver && a.phase() != Phase::ChooseTile && !(a.currentTile() == b.currentTile()))
        return false;
    for (int p = 0; p < a.playerCount(); ++p)
        if (a.score(p) != b.score(p) || a.supply(p) != b.supply(p))
            return false;
    return true;
}

} // namespace

class MirrorTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void followsTheServersGame_data()
    {
        QTest::addColumn<bool>("fortuneTeller");
        QTest::addColumn<int>("players");
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1ull, 7ull, 42ull}) {
            QTest::addRow("base %llu", seed) << false << 2 << seed;
            QTest::addRow("fortune teller %llu", seed) << true << 4 << seed;
        }
    }
    void followsTheServersGame()
    {
        QFETCH(bool, fortuneTeller);
        QFETCH(int, players);
        QFETCH(quint64, seed);
        Setup server;
        server.options.fortuneTeller = fortuneTeller;
        server.players = players;
        server.seed = seed;
        server.keepDraws = true;
        std::optional<Game> truth = Game::create(server);
        QVERIFY(truth);
        Setup client = server;
        client.keepDraws = false;
        client.seed = seed + 1000; // another pile order altogether
        client.draws = truth->draws();
        std::optional<Game> mirror = Game::create(client);
        QVERIFY(mirror);
        QVERIFY(mirror->draws().empty()); // kept only when asked
        QVERIFY(sameState(*truth, *mirror));
        RandomPlayer player(seed);
        size_t before = 0;
        Play play = checkedPlay();
        play.before = [&](const Step &) {
            before = truth->draws().size();
        };
        play.after = [&](const Step &step) {
            mirror->forceDraws(std::vector<TileRef>(truth->draws().begin() + long(before), truth->draws().end()));
            QVERIFY2(mirror->apply(step.decision).ok(), qPrintable(QStringLiteral("decision %1").arg(step.index)));
            QVERIFY2(sameState(*truth, *mirror), qPrintable(QStringLiteral("decision %1").arg(step.index)));
            QVERIFY(mirror->drawsFollowed());
        };
        const Played played = playToEnd(*truth, everySeat(player), play);
        QVERIFY2(played.ok(), played.failure.c_str());
        QVERIFY(played.decisions > 60);
    }

    void noticesATileThePileDoesNotHold()
    {
        Setup s;
        s.seed = 3;
        std::optional<Game> g = Game::create(s);
        QVERIFY(g);
        QVERIFY(g->drawsFollowed());
        // Eighty copies of one tile cannot all be in the pile.
        std::vector<TileRef> tiles(80, g->currentTile());
        g->forceDraws(tiles);
        RandomPlayer player(3);
        Play play;
        play.until = [](const Game &game) {
            return !game.drawsFollowed();
        };
        const Played played = playToEnd(*g, everySeat(player), play);
        QVERIFY2(played.ok(), played.failure.c_str());
        QVERIFY(!g->drawsFollowed());
    }
};

QTEST_GUILESS_MAIN(MirrorTest)
#include "mirrortest.moc"
