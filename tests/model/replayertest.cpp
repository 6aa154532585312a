// SPDX-License-Identifier: GPL-3.0-or-later
// The bag, the whole-game event log and the replay, through the controller and on their own:
// exact bag counts after K turns of known records, the log rows of a known record, and the
// replay at turn K showing what record::replay gives at K (scores, pig, tiles left).
#include "gamecontrollerhelpers.h"

#include "record/replay.h"
#include "rules/catalogue.h"

#include <QStandardPaths>

#include <initializer_list>
#include <utility>

using namespace fortuna;
using namespace fortuna::model;
using namespace gctest;

namespace
{

QString dataFile(const char *name)
{
    return QStringLiteral(RECORD_DATA "/") + QString::fromLatin1(name);
}

QMap<QString, int> counts(std::initializer_list<std::pair<const char *, int>> list)
{
    QMap<QString, int> map;
    for (const auto &p : list)
        map.insert(QString::fromLatin1(p.first), p.second);
    return map;
}

// The bag rows with a count, as {"U/1": 1, ...}.
QMap<QString, int> bagOf(BagModel *bag)
{
    QMap<QString, int> left;
    for (int i = 0; i < bag->count(); ++i) {
        const int n = bag->value(i, QStringLiteral("count")).toInt();
        if (n > 0)
            left.insert(bag->value(i, QStringLiteral("tileId")).toString(), n);
    }
    return left;
}

struct LogRow {
    int turn, player, kind;
    QString tileId;
    int x, y, follower, crown, feature, total;
};

QList<LogRow> logOf(EventLogModel *log)
{
    QList<LogRow> rows;
    for (int i = 0; i < log->count(); ++i) {
        auto v = [&](const char *r) {
            return log->value(i, QString::fromLatin1(r));
        };
        rows.append({v("turn").toInt(),
                     v("player").toInt(),
                     v("kind").toInt(),
                     v("tileId").toString(),
                     v("x").toInt(),
                     v("y").toInt(),
                     v("follower").toInt(),
                     v("crown").toInt(),
                     v("feature").toInt(),
                     v("total").toInt()});
    }
    return rows;
}

// Plays a whole game of human seats with random legal decisions (seeded) through the controller.
void playWholeGame(GameController &c, qint64 seed, const QVariantMap &rules)
{
    c.setAnimationsEnabled(false);
    QCOMPARE(c.newGame(headerJson(humans(3, seed, rules))), QString());
    QRandomGenerator rng{quint32(seed)};
    for (int steps = 0; c.phase() != GameController::GameOver && steps < 2000; ++steps)
        QCOMPARE(playHumanStep(c, rng, {}, true), QString());
    QCOMPARE(int(c.phase()), int(GameController::GameOver));
}

} // namespace

class ReplayerTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // fortune-teller-tent: deck FT1 B U/1 E B; turn 3 draws U/1 and E (Ana's fortune teller),
    // keeps U/1 and puts E back at the bottom of the pile.
    void bagCountsAfterKTurns()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        const QUrl file = QUrl::fromLocalFile(dataFile("fortune-teller-tent.json"));
        const QList<QMap<QString, int>> expected{
            counts({{"B", 2}, {"U/1", 1}, {"E", 1}}), // 0 turns: FT1 in hand
            counts({{"U/1", 1}, {"E", 1}, {"B", 1}}), // 1: B in hand
            counts({{"B", 1}}), // 2: U/1 and E drawn, to choose from
            counts({{"E", 1}}), // 3: E went back under B; B in hand
            counts({}), // 4: E in hand
            counts({}), // 5: the game is over
        };
        for (int k = 0; k <= 5; ++k) {
            QCOMPARE(c.loadGame(file, k), QString());
            QCOMPARE(bagOf(c.bag()), expected[k]);
            int sum = 0;
            for (int n : expected[k])
                sum += n;
            QCOMPARE(c.tilesLeft(), sum);
            QCOMPARE(c.bag()->kindsLeft(), int(expected[k].size()));
        }
        // Every kind of the tile set is listed, drawn out or not: the 72 Wheel of Fortune
        // tiles plus the Fortune Teller's.
        QStringList kinds;
        for (const rules::TileRef t : rules::Catalogue::instance().tileSet(c.game()->options())) {
            const QString name = tileName(t);
            if (!kinds.contains(name))
                kinds.append(name);
        }
        QCOMPARE(c.bag()->count(), int(kinds.size()));
        for (int i = 0; i < c.bag()->count(); ++i)
            QVERIFY(kinds.contains(c.bag()->value(i, QStringLiteral("tileId")).toString()));
    }

    // A shuffled game: at every turn, each kind's count is the tile set's copies minus the
    // tiles laid, discarded or in hand (counted from the board and the log, not the pile).
    void bagIsWhatIsUnseen()
    {
        GameController c;
        playWholeGame(c, 20261130, {{QStringLiteral("fortuneTeller"), true}});
        const record::Record rec = c.record();
        const rules::Options options = rec.options;
        for (int k = 0; k <= int(rec.turns.size()); k += 5) {
            QCOMPARE(c.startReplay(k), QString());
            const rules::Game *g = c.game();
            QMap<QString, int> expected;
            for (const rules::TileRef t : rules::Catalogue::instance().tileSet(options))
                ++expected[tileName(t)];
            auto seen = [&](rules::TileRef t) {
                if (--expected[tileName(t)] == 0)
                    expected.remove(tileName(t));
            };
            for (int i = 0; i < g->board().cellCount(); ++i) {
                if (!g->board().cell(i).isWheel())
                    seen(g->board().cell(i).tile);
            }
            for (const rules::LogEntry &e : g->log()) {
                if (e.kind == rules::LogKind::Discard)
                    seen(e.tile);
            }
            if (g->phase() == rules::Phase::ChooseTile) {
                for (const rules::TileRef t : g->drawnTiles())
                    seen(t);
            } else if (g->phase() == rules::Phase::Place || g->phase() == rules::Phase::Plague) {
                seen(g->currentTile());
            }
            QCOMPARE(bagOf(c.bag()), expected);
        }
        c.endReplay();
    }

    // plague-takes-monk: every placement and deployment, the wheel, the plague, in order.
    void logTellsTheWholeGame()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        QCOMPARE(c.loadGame(QUrl::fromLocalFile(dataFile("plague-takes-monk.json"))), QString());
        using K = vocab::LogKindEnum::Value;
        using F = vocab::FeatureKindEnum::Value;
        const QList<LogRow> rows = logOf(c.log());
        QList<int> kinds;
        for (const LogRow &r : rows)
            kinds.append(r.kind);
        // T1 Ana lays A with a monk; T2 Bo draws U/3 (the pig walks to Storm: one point per
        // follower in supply) and lays it; T3 Ana draws U/2 (Plague): she gives the monk back,
        // lays U/2; then the final scoring and the end.
        QCOMPARE(kinds.mid(0, 6), (QList<int>{K::Place, K::Wheel, K::Place, K::Wheel, K::Plague, K::Place}));
        QCOMPARE(kinds.last(), int(K::End));
        const LogRow &monk = rows[0];
        QCOMPARE(monk.turn, 1);
        QCOMPARE(monk.player, 0);
        QCOMPARE(monk.tileId, QStringLiteral("A"));
        QCOMPARE(QPoint(monk.x, monk.y), QPoint(2, -1));
        QCOMPARE(monk.follower, int(F::Cloister));
        QCOMPARE(monk.crown, -1);
        QCOMPARE(rows[1].tileId, QStringLiteral("U/3"));
        QCOMPARE(rows[1].player, 1);
        QCOMPARE(rows[1].total, 6 + 7); // Storm: Ana 6 followers in supply, Bo 7
        QCOMPARE(rows[2].player, 1);
        QCOMPARE(rows[2].tileId, QStringLiteral("U/3"));
        QCOMPARE(QPoint(rows[2].x, rows[2].y), QPoint(3, 4));
        QCOMPARE(rows[2].follower, -1);
        QCOMPARE(rows[4].player, 0);
        QCOMPARE(rows[4].feature, int(F::Cloister));
        QCOMPARE(QPoint(rows[4].x, rows[4].y), QPoint(2, -1));
        QCOMPARE(rows[5].turn, 3);
        QCOMPARE(rows[5].tileId, QStringLiteral("U/2"));
        QCOMPARE(compareWithEngine(c), QString());

        // A crown space and a Fortune Teller's choice.
        QCOMPARE(c.loadGame(QUrl::fromLocalFile(dataFile("single-crown-scores-three.json"))), QString());
        QCOMPARE(c.log()->value(0, QStringLiteral("kind")).toInt(), int(K::Place));
        QCOMPARE(c.log()->value(0, QStringLiteral("crown")).toInt(), int(rules::Sector::Famine));
        QCOMPARE(c.log()->value(0, QStringLiteral("follower")).toInt(), -1);
        QCOMPARE(c.loadGame(QUrl::fromLocalFile(dataFile("fortune-teller-tent.json"))), QString());
        const QList<LogRow> ft = logOf(c.log());
        int choose = -1;
        for (int i = 0; i < ft.size(); ++i) {
            if (ft[i].kind == K::Choose)
                choose = i;
        }
        QVERIFY(choose > 0);
        QCOMPARE(ft[choose].turn, 3);
        QCOMPARE(ft[choose].player, 0);
        QCOMPARE(ft[choose].tileId, QStringLiteral("U/1"));
        QCOMPARE(ft[choose + 1].kind, int(K::Place));
        QCOMPARE(ft[choose + 1].follower, int(F::Road));
        QCOMPARE(ft[0].follower, int(F::Tent));
    }

    // The replay at turn K is record::replay at K: scores, pig, tiles left, board; no move is
    // accepted; leaving it gives the game back as it stands.
    void replayToTurnKMatchesRecordReplay()
    {
        GameController c;
        playWholeGame(c, 4242, {});
        const record::Record rec = c.record();
        const int turns = int(rec.turns.size());
        QVERIFY(turns > 40);
        QList<int> finalScores;
        for (int p = 0; p < c.players()->rowCount(); ++p)
            finalScores.append(role(c.players(), p, "score").toInt());
        const int logRows = c.log()->count();

        Replayer *r = c.replay();
        QSignalSpy active(r, &Replayer::activeChanged);
        QCOMPARE(c.startReplay(0), QString());
        QVERIFY(r->active());
        QCOMPARE(active.count(), 1);
        QCOMPARE(r->turnCount(), turns);
        auto check = [&](int k) {
            record::ReplayOutcome out = record::replay(rec, k);
            QVERIFY(out.ok());
            QCOMPARE(r->position(), k);
            for (int p = 0; p < c.players()->rowCount(); ++p)
                QCOMPARE(role(c.players(), p, "score").toInt(), out.game->score(p));
            QCOMPARE(c.pigSteps(), int(out.game->pigSteps()));
            QCOMPARE(c.displayedPigSteps(), int(out.game->pigSteps()));
            QCOMPARE(c.tilesLeft(), out.game->tilesLeft());
            QCOMPARE(c.turn(), out.game->turn());
            QCOMPARE(compareWithEngine(c), QString());
            QVERIFY(!c.awaitingHuman());
        };
        check(0);
        // forward one by one, back, jumps
        for (int k = 1; k <= 12; ++k) {
            r->forward();
            check(k);
        }
        r->back();
        check(11);
        r->jumpTo(turns / 2);
        check(turns / 2);
        r->last();
        check(turns);
        r->forward(); // stays at the end
        check(turns);
        r->first();
        check(0);
        r->jumpTo(-5);
        check(0);

        // read-only: every move refused, and nothing changed
        QVERIFY(!c.placeTile(1, 0).isEmpty());
        QVERIFY(!c.skipDeploy().isEmpty());
        QVERIFY(!c.undoPlacement().isEmpty());
        QCOMPARE(r->position(), 0);

        // playing on its own: forward at each tick, stops at the end
        r->setInterval(100);
        r->jumpTo(turns - 2);
        r->setPlaying(true);
        QVERIFY(r->playing());
        QTRY_COMPARE_WITH_TIMEOUT(r->position(), turns, 30000); // two ticks, each a replay from the start
        QTRY_VERIFY_WITH_TIMEOUT(!r->playing(), 30000);
        check(turns);

        c.endReplay();
        QVERIFY(!r->active());
        QCOMPARE(int(c.phase()), int(GameController::GameOver));
        for (int p = 0; p < c.players()->rowCount(); ++p)
            QCOMPARE(role(c.players(), p, "score").toInt(), finalScores[p]);
        QCOMPARE(c.log()->count(), logRows);
        QCOMPARE(compareWithEngine(c), QString());
    }

    // An unfinished game: the replay suspends it, leaving lets the same player go on.
    void replayOfAGameInProgress()
    {
        GameController c;
        c.setAnimationsEnabled(false);
        QCOMPARE(c.newGame(headerJson(humans(2, 77, {}))), QString());
        QRandomGenerator rng(7);
        while (c.record().turns.size() < 6)
            QCOMPARE(playHumanStep(c, rng), QString());
        const int acting = c.actingPlayer();
        const int turn = c.turn();
        const int phase = c.phase();
        const int lit = c.highlightedSector();
        const int pig = c.pigSteps();
        QCOMPARE(c.startReplay(3), QString());
        QCOMPARE(c.replay()->position(), 3);
        QCOMPARE(c.turn(), 4);
        QVERIFY(!c.awaitingHuman());
        c.endReplay();
        QCOMPARE(c.actingPlayer(), acting);
        QCOMPARE(c.turn(), turn);
        QCOMPARE(int(c.phase()), phase);
        QCOMPARE(c.highlightedSector(), lit); // no wheel event is shown again
        QCOMPARE(c.pigSteps(), pig);
        QCOMPARE(c.displayedPigSteps(), pig);
        QVERIFY(c.awaitingHuman());
        QCOMPARE(playHumanStep(c, rng), QString());
        // a new game ends a replay
        QCOMPARE(c.startReplay(1), QString());
        QCOMPARE(c.newGame(headerJson(humans(2, 78, {}))), QString());
        QVERIFY(!c.replay()->active());
        QCOMPARE(c.turn(), 1);
    }

    void noGameNoReplay()
    {
        GameController c;
        QVERIFY(!c.startReplay(0).isEmpty());
        QVERIFY(!c.replay()->active());
        c.endReplay(); // harmless
    }
};

QTEST_MAIN(ReplayerTest)
#include "replayertest.moc"
