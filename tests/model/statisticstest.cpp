// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics of your games (coach/gamefigures.h, coach/gamestatistics.h,
// lists/statisticsmodel.h): a game's figures replayed from a known record (the end screen's
// row), and the statistics of three games planted in a scratch store, to the exact number.
#include "gamefigures.h"
#include "gamesmodel.h"
#include "gamestore.h"
#include "statisticsmodel.h"

#include "record/recorder.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using fortuna::model::figuresOf;
using fortuna::model::GameFigures;
using fortuna::model::GamesModel;
using fortuna::model::GameStore;
using fortuna::model::PlayerFigures;
using fortuna::rules::Reason;

namespace
{

QByteArray recordBytes(const char *name)
{
    QFile f(QStringLiteral(RECORD_DATA "/%1.json").arg(QLatin1String(name)));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A row of the store: Ana (seat 0) against Bo (seat 1) at `level`, `yours` the seat played here.
GameStore::Game row(const QString &level, int yours, int ana, int bo, const QDateTime &at, const QByteArray &analysis = {})
{
    GameStore::Game g;
    g.playedAt = at;
    g.players = {{QStringLiteral("Ana"), QStringLiteral("red"), yours == 0 ? QString() : level, yours == 0, ana},
                 {QStringLiteral("Bo"), QStringLiteral("blue"), yours == 1 ? QString() : level, yours == 1, bo}};
    const int mine = yours == 0 ? ana : bo, theirs = yours == 0 ? bo : ana;
    g.result = yours < 0 ? GameStore::Result::None : mine >= theirs ? GameStore::Result::Won : GameStore::Result::Lost;
    if (yours < 0)
        g.players[0].yours = g.players[1].yours = false;
    g.analysis = analysis;
    return g;
}

QDateTime day(int month, int d)
{
    return QDateTime(QDate(2026, month, d), QTime(12, 0)); // local noon: the month is the same everywhere
}

} // namespace

class StatisticsTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QLocale::setDefault(QLocale::c()); // the months' names in English
    }

    // plague-takes-monk: red lays A with a monk, blue lays U/3 (Storm: red 6, blue 7), red
    // lays U/2 after the Plague took the monk, worth 1 + 3 wheel cells then.
    void figuresOfARecord()
    {
        const GameFigures f = figuresOf(recordBytes("plague-takes-monk"));
        QVERIFY(f.ok);
        QCOMPARE(f.players.size(), size_t(2));
        const PlayerFigures &red = f.players[0], &blue = f.players[1];
        QCOMPARE(red.tilesLaid, 2);
        QCOMPARE(red.followersUsed, 1);
        QCOMPARE(red.wheelPoints, 6);
        QCOMPARE(red.plagueFollowers, 1);
        QCOMPARE(red.plagueLost, 4);
        QCOMPARE(red.score, 6);
        QCOMPARE(red.points[size_t(Reason::Storm)], 6);
        QCOMPARE(blue.tilesLaid, 1);
        QCOMPARE(blue.followersUsed, 0);
        QCOMPARE(blue.wheelPoints, 7);
        QCOMPARE(blue.plagueFollowers, 0);
        QCOMPARE(blue.plagueLost, 0);
        // the end screen's row, as QML reads it
        const QVariantList row = fortuna::model::StatisticsModel::figuresList(f);
        QCOMPARE(row.size(), 2);
        const QVariantMap r = row[0].toMap();
        QCOMPARE(r.value(QStringLiteral("tiles")).toInt(), 2);
        QCOMPARE(r.value(QStringLiteral("followers")).toInt(), 1);
        QCOMPARE(r.value(QStringLiteral("wheel")).toInt(), 6);
        QCOMPARE(r.value(QStringLiteral("plague")).toInt(), 4);
        // a record that does not replay has no figures
        QVERIFY(!figuresOf(recordBytes("bad-wrong-plague")).ok);
    }

    // Ana's monk goes to the Plague while her other follower waits on the Plague's crowns: the
    // crowns the Plague pays her after the removal are no part of what the monk was worth.
    void plagueWithACrown()
    {
        using namespace fortuna;
        const record::ReadResult header = record::readRecord(R"({"format": "fortuna-record/1", "rules": {}, "seed": 5,
            "players": [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}],
            "deck": ["A", "E", "U/3", "U/2", "E"], "turns": []})");
        QVERIFY2(header.ok(), qPrintable(header.error));
        const rules::Setup setup = header.record->setup();
        std::optional<rules::Game> game = rules::Game::create(setup);
        QVERIFY(game);
        record::Recorder recorder(*header.record, *game);
        // each turn: the first legal place; then a follower as `want` says (none when none fits)
        auto turn = [&](const std::function<bool(const rules::Deployment &)> &want) {
            QCOMPARE(game->phase(), rules::Phase::Place);
            QVERIFY(recorder.apply(*game, rules::Decision::placing(game->legalPlacements().front())));
            rules::Deployment chosen = rules::Deployment::none();
            for (const rules::Deployment &d : game->legalDeployments()) {
                if (want(d)) {
                    chosen = d;
                    break;
                }
            }
            QVERIFY(recorder.apply(*game, rules::Decision::deploying(chosen)));
        };
        auto none = [](const rules::Deployment &) {
            return false;
        };
        turn([](const rules::Deployment &d) { // Ana: A, a monk
            return d.kind == rules::Deployment::Kind::Feature && d.feature == rules::FeatureKind::Cloister;
        });
        turn(none); // Bo
        turn([](const rules::Deployment &d) { // Ana: after the Storm, a follower on the Plague's crown
            return d.kind == rules::Deployment::Kind::Crown && d.sector == rules::Sector::Plague;
        });
        QCOMPARE(game->crownOccupant(rules::Sector::Plague, 0), 0);
        // Bo's draw stops the pig on the Plague: Ana gives back her monk, then her crown scores
        QCOMPARE(game->phase(), rules::Phase::Plague);
        QCOMPARE(game->plaguePlayer(), 0);
        const int before = game->score(0);
        const rules::FollowerInfo monk = game->legalPlagueRemovals().front();
        QCOMPARE(monk.feature, rules::FeatureKind::Cloister);
        int worth = 0; // the cloister's tile and its neighbours (rules.md): what it paid then
        for (int dx = -1; dx <= 1; ++dx) {
            for (int dy = -1; dy <= 1; ++dy)
                worth += game->board().cellIndexAt({monk.at.x + dx, monk.at.y + dy}) >= 0 ? 1 : 0;
        }
        QVERIFY(recorder.apply(*game, rules::Decision::plague(monk.at, monk.feature, monk.port)));
        QVERIFY(game->score(0) > before); // the crown paid
        turn(none);
        while (game->phase() != rules::Phase::GameOver)
            turn(none);
        const GameFigures f = figuresOf(recorder.record(), setup);
        QVERIFY(f.ok);
        QCOMPARE(f.players[0].plagueFollowers, 1);
        QCOMPARE(f.players[0].followersUsed, 2);
        QCOMPARE(f.players[0].plagueLost, worth);
        QCOMPARE(worth, 5);
        QCOMPARE(f.players[0].points[size_t(Reason::Crown)], game->points(0, Reason::Crown));
    }

    // Three games of yours and one watched, in a scratch store.
    void statisticsOfThreeGames()
    {
        GamesModel games;
        games.setDatabasePath(m_dir.filePath(QStringLiteral("stats.sqlite")));
        GameStore &store = games.store();
        QVERIFY(store.isOpen());
        fortuna::model::StatisticsModel *stats = games.statistics();
        stats->refresh();
        QCOMPARE(stats->games(), 0); // empty
        QCOMPARE(stats->levels().size(), 0);
        QCOMPARE(stats->points(), 0);

        // March: a loss to Easy by 1 (6 to 7), the Plague took your monk (4 points).
        QVERIFY(store.add(row(QStringLiteral("easy"), 0, 6, 7, day(3, 10)), recordBytes("plague-takes-monk")) > 0);
        // April: a tie with Easy (13 all: a win, margin 0), analysed: 3 points lost in 4 decisions.
        QVERIFY(store.add(row(QStringLiteral("easy"), 0, 13, 13, day(4, 12), R"([{"seat":0,"decisions":4,"lost":3},{"seat":1,"decisions":4,"lost":9}])"),
                          recordBytes("inquisition-monks"))
                > 0);
        // April: you are Bo, a win against Normal by 3 (10 to 7), analysed: 1.5 in 2 decisions.
        QVERIFY(store.add(row(QStringLiteral("normal"), 1, 7, 10, day(4, 20), R"([{"seat":0,"decisions":2,"lost":8},{"seat":1,"decisions":2,"lost":1.5}])"),
                          recordBytes("fortune-current-player"))
                > 0);
        // February: a game watched (no seat of yours) counts nowhere.
        QVERIFY(store.add(row(QStringLiteral("strong"), -1, 4, 0, day(2, 1)), recordBytes("road-closed-at-rim")) > 0);
        stats->refresh();

        QCOMPARE(stats->games(), 3);
        QCOMPARE(stats->periods(), (QStringList{QStringLiteral("Mar 2026"), QStringLiteral("Apr 2026")}));
        const QVariantList levels = stats->levels();
        QCOMPARE(levels.size(), 2);
        const QVariantMap easy = levels[0].toMap(), normal = levels[1].toMap();
        QCOMPARE(easy.value(QStringLiteral("level")).toString(), QStringLiteral("easy"));
        QCOMPARE(easy.value(QStringLiteral("games")).toInt(), 2);
        QCOMPARE(easy.value(QStringLiteral("wins")).toInt(), 1);
        QCOMPARE(easy.value(QStringLiteral("winPercent")).toInt(), 50);
        QCOMPARE(easy.value(QStringLiteral("margin")).toDouble(), -0.5);
        const QVariantList easyMonths = easy.value(QStringLiteral("periods")).toList();
        QCOMPARE(easyMonths.size(), 2);
        QCOMPARE(easyMonths[0].toMap().value(QStringLiteral("games")).toInt(), 1);
        QCOMPARE(easyMonths[0].toMap().value(QStringLiteral("wins")).toInt(), 0);
        QCOMPARE(easyMonths[0].toMap().value(QStringLiteral("margin")).toDouble(), -1.0);
        QCOMPARE(easyMonths[1].toMap().value(QStringLiteral("wins")).toInt(), 1);
        QCOMPARE(easyMonths[1].toMap().value(QStringLiteral("margin")).toDouble(), 0.0);
        QCOMPARE(normal.value(QStringLiteral("level")).toString(), QStringLiteral("normal"));
        QCOMPARE(normal.value(QStringLiteral("games")).toInt(), 1);
        QCOMPARE(normal.value(QStringLiteral("wins")).toInt(), 1);
        QCOMPARE(normal.value(QStringLiteral("margin")).toDouble(), 3.0);
        const QVariantList normalMonths = normal.value(QStringLiteral("periods")).toList();
        QCOMPARE(normalMonths[0].toMap().value(QStringLiteral("games")).toInt(), 0);
        QCOMPARE(normalMonths[1].toMap().value(QStringLiteral("winPercent")).toInt(), 100);

        // your points: Ana's 6 storm; Ana's 6 storm, 2 inquisition, 5 cloister; Bo's 7 storm, 3 fortune
        QCOMPARE(stats->points(), 29);
        QMap<int, QVariantMap> sources;
        for (const QVariant &v : stats->sources())
            sources.insert(v.toMap().value(QStringLiteral("reason")).toInt(), v.toMap());
        QCOMPARE(sources.size(), fortuna::rules::ReasonCount - 1); // no tent: it never scored
        QCOMPARE(sources[int(Reason::Storm)].value(QStringLiteral("points")).toInt(), 19);
        QCOMPARE(sources[int(Reason::Storm)].value(QStringLiteral("perGame")).toDouble(), 6.3);
        QCOMPARE(sources[int(Reason::Storm)].value(QStringLiteral("percent")).toInt(), 66);
        QCOMPARE(sources[int(Reason::Cloister)].value(QStringLiteral("points")).toInt(), 5);
        QCOMPARE(sources[int(Reason::Fortune)].value(QStringLiteral("points")).toInt(), 3);
        QCOMPARE(sources[int(Reason::Inquisition)].value(QStringLiteral("points")).toInt(), 2);
        QCOMPARE(sources[int(Reason::Road)].value(QStringLiteral("points")).toInt(), 0); // the watched game's road is not yours
        QCOMPARE(stats->plagueFollowers(), 1);
        QCOMPARE(stats->plagueLost(), 4);

        // points lost per decision: (3 + 1.5) / (4 + 2), none in March
        QCOMPARE(stats->analysed(), 2);
        QCOMPARE(stats->meanLost(), 0.75);
        const QVariantList accuracy = stats->accuracy();
        QCOMPARE(accuracy.size(), 2);
        QCOMPARE(accuracy[0].toMap().value(QStringLiteral("games")).toInt(), 0);
        QCOMPARE(accuracy[1].toMap().value(QStringLiteral("games")).toInt(), 2);
        QCOMPARE(accuracy[1].toMap().value(QStringLiteral("meanLost")).toDouble(), 0.75);

        // the figures are kept in the store, for the next opening: the three games of yours
        const QHash<qint64, QByteArray> kept = store.figures();
        QCOMPARE(kept.size(), 3);
        for (const QByteArray &json : kept)
            QVERIFY(fortuna::model::figuresFromJson(json).value_or(GameFigures()).ok);
        GamesModel again;
        again.setDatabasePath(m_dir.filePath(QStringLiteral("stats.sqlite")));
        again.statistics()->refresh();
        QCOMPARE(again.statistics()->sources(), stats->sources());
        QCOMPARE(again.statistics()->plagueLost(), 4);
        // a game deleted takes its figures along
        const QList<GameStore::Game> rows = store.list();
        QCOMPARE(store.remove(rows.first().id), QString());
        QCOMPARE(store.figures().size(), 2);
    }

    // The figures as the store keeps them, back as they were; another version is none.
    // The cards against each level in the ladder's order (Novice ... Master), random first and
    // a level off the ladder last, whatever the order of the games.
    void levelsInLadderOrder()
    {
        QList<GameStore::Game> rows;
        const QStringList played{QStringLiteral("master"),
                                 QStringLiteral("strong:500"),
                                 QStringLiteral("casual"),
                                 QStringLiteral("novice"),
                                 QStringLiteral("easy"),
                                 QStringLiteral("random"),
                                 QStringLiteral("intermediate"),
                                 QStringLiteral("normal")};
        for (int i = 0; i < played.size(); ++i)
            rows.append(row(played[i], 0, 10, 5, day(5, 1 + i)));
        const fortuna::model::GameStatistics s = fortuna::model::GameStatistics::of(rows, [](const GameStore::Game &) {
            return GameFigures();
        });
        QStringList levels;
        for (const fortuna::model::GameStatistics::Level &l : s.levels)
            levels.append(l.level);
        QCOMPARE(levels,
                 (QStringList{QStringLiteral("random"),
                              QStringLiteral("novice"),
                              QStringLiteral("easy"),
                              QStringLiteral("casual"),
                              QStringLiteral("intermediate"),
                              QStringLiteral("normal"),
                              QStringLiteral("master"),
                              QStringLiteral("strong:500")}));
    }

    void figuresJson()
    {
        const GameFigures f = figuresOf(recordBytes("plague-takes-monk"));
        const std::optional<GameFigures> back = fortuna::model::figuresFromJson(fortuna::model::figuresJson(f));
        QVERIFY(back);
        QCOMPARE(back->ok, true);
        QVERIFY(back->players == f.players);
        QVERIFY(!fortuna::model::figuresFromJson(R"({"v":0,"ok":true,"players":[]})"));
        QVERIFY(!fortuna::model::figuresFromJson("not json"));
    }
};

QTEST_GUILESS_MAIN(StatisticsTest)
#include "statisticstest.moc"
