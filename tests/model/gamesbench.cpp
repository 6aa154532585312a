// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmark of "Your games" (docs/benchmarks.md; not a test): fills a fresh database with N
// whole games (random legal play by the rules engine, 2 to 4 seats, the first yours, the others
// easy, normal or strong computers, dates over two years, a tenth with the Fortune Teller),
// then times what the screen does: opening (a new connection, the list of every game, the
// filters' choices, every row's text as the delegates ask for it), each filter, opening one
// game (its record read and replayed), and the statistics (lists/statisticsmodel.h: every game
// replayed the first time ever, its figures kept in the store). Median of --runs runs each.
//
//   fortuna-gamesbench [--games 1000] [--runs 7] [--db PATH]   (PATH: default a temporary file)
#include "gamesmodel.h"
#include "gamestore.h"
#include "recordfile.h"

#include "record/recorder.h"
#include "rules/randomplayer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace fortuna;
using fortuna::model::GamesModel;
using fortuna::model::GameStore;

namespace
{

record::Record playOne(uint64_t seed, rules::Game *end)
{
    static const char *levels[] = {"easy", "normal", "strong"};
    static const rules::Color colors[] = {rules::Color::Red, rules::Color::Blue, rules::Color::Green, rules::Color::Yellow};
    record::Record header;
    header.seed = seed;
    header.options.fortuneTeller = seed % 10 == 0;
    const int players = 2 + int(seed % 3);
    header.players.push_back(record::PlayerInfo::person(QStringLiteral("You"), colors[0]));
    for (int p = 1; p < players; ++p)
        header.players.push_back(
            record::PlayerInfo::computer(QStringLiteral("Bot %1").arg(p), colors[p], QString::fromLatin1(levels[(seed / 3 + uint64_t(p)) % 3])));
    std::optional<rules::Game> game = rules::Game::create(header.setup());
    record::Recorder recorder(header, *game);
    rules::RandomPlayer player(seed);
    while (game->phase() != rules::Phase::GameOver)
        recorder.apply(*game, player.decide(*game));
    *end = *game;
    return recorder.record();
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double timeMs(const std::function<void()> &f)
{
    QElapsedTimer t;
    t.start();
    f();
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int games = 1000, runs = 7;
    QString db;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); i += 2) {
        if (args[i] == QLatin1String("--games"))
            games = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--runs"))
            runs = std::max(1, args[i + 1].toInt());
        else if (args[i] == QLatin1String("--db"))
            db = args[i + 1];
    }
    QTemporaryDir dir;
    if (db.isEmpty())
        db = dir.filePath(QStringLiteral("games.sqlite"));
    QFile::remove(db);

    // Fill.
    qint64 bytes = 0;
    double playMs = 0;
    const double fillMs = timeMs([&]() {
        GameStore store;
        if (!store.open(db).isEmpty())
            qFatal("cannot open %s", qPrintable(db));
        store.begin();
        const QDateTime now = QDateTime::currentDateTimeUtc();
        for (int i = 0; i < games; ++i) {
            rules::Game end = *rules::Game::create(rules::Setup{});
            record::Record rec;
            playMs += timeMs([&]() {
                rec = playOne(uint64_t(i) + 1, &end);
            });
            const QByteArray json = record::writeRecord(rec);
            bytes += json.size();
            store.add(GameStore::describe(rec, end, {0}, now.addSecs(-qint64(i) * 63000)), json);
        }
        store.commit();
    });
    std::printf("fill: %d games, %.0f kB of records (%.1f kB each), %.0f ms (of which %.0f ms playing them)\n",
                games,
                double(bytes) / 1000,
                double(bytes) / 1000 / std::max(1, games),
                fillMs,
                playMs);

    // The statistics' first opening ever: every game replayed, its figures kept in the store.
    double statsFirst = 0;
    {
        GamesModel model;
        model.setDatabasePath(db);
        statsFirst = timeMs([&]() {
            model.statistics()->refresh();
        });
    }
    std::vector<double> open, rows, level, result, days, rules, one, stats, statsAgain;
    for (int r = 0; r < runs; ++r) {
        GamesModel model;
        model.setDatabasePath(db);
        open.push_back(timeMs([&]() {
            model.refresh();
        }));
        rows.push_back(timeMs([&]() {
            for (int i = 0; i < model.rowCount(); ++i)
                for (int role : {int(GamesModel::DescriptionRole), int(GamesModel::PlayersRole), int(GamesModel::DateRole), int(GamesModel::RulesRole)})
                    model.data(model.index(i), role);
        }));
        if (model.count() != games)
            qFatal("listed %d games of %d", model.count(), games);
        level.push_back(timeMs([&]() {
            model.setLevel(QStringLiteral("strong"));
        }));
        result.push_back(timeMs([&]() {
            model.setResult(1);
        }));
        days.push_back(timeMs([&]() {
            model.setLevel(QString());
            model.setResult(0);
            model.setDays(30);
        }));
        rules.push_back(timeMs([&]() {
            model.setDays(0);
            model.setRules(QStringLiteral("fortuneTeller=true"));
        }));
        // the statistics: the figures read from the store, then from memory
        stats.push_back(timeMs([&]() {
            model.statistics()->refresh();
        }));
        if (model.statistics()->games() != games)
            qFatal("statistics of %d games of %d", model.statistics()->games(), games);
        statsAgain.push_back(timeMs([&]() {
            model.statistics()->refresh();
        }));
        one.push_back(timeMs([&]() {
            const std::optional<QByteArray> rec = model.store().record(model.gameId(0));
            const model::OpenedRecord opened = model::openRecordBytes(rec.value_or(QByteArray()), QStringLiteral("bench"));
            if (!opened.ok())
                qFatal("%s", qPrintable(opened.error));
        }));
    }
    std::printf("open the screen (connection, list of %d, choices): %.1f ms\n", games, median(open));
    std::printf("every row's texts (description, players, date, rules): %.1f ms\n", median(rows));
    std::printf("filter by level (strong): %.1f ms; then won: %.1f ms; last 30 days (3 resets): %.1f ms; rules: %.1f ms\n",
                median(level),
                median(result),
                median(days),
                median(rules));
    std::printf("open one game (record read and replayed): %.1f ms\n", median(one));
    std::printf("the statistics: first opening ever (every game replayed, figures kept) %.1f ms; opening (figures read) %.1f ms; again %.1f ms\n",
                statsFirst,
                median(stats),
                median(statsAgain));
    std::printf("median of %d runs\n", runs);
    return 0;
}
