// SPDX-License-Identifier: GPL-3.0-or-later
// The codec of the game's vocabulary (record/json.h): every decision kind, turn, rule set and
// player list reads back as itself; the ordered writer and the QJsonValue writer give one
// schema (the log entries of fortuna-result/1 included); the readers name the path at fault.
#include "record/json.h"
#include "record/jsonwriter.h"
#include "record/recorder.h"
#include "record/replay.h"

#include "rules/randomplayer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>
#include <QTest>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace fortuna;

namespace
{

// A whole game of random players with the Fortune Teller (choices, plague, crowns, discards).
struct Played {
    std::optional<rules::Game> game;
    record::Record record;
};

Played play(uint64_t seed)
{
    record::Record header;
    header.options.fortuneTeller = true;
    header.options.tileSet = rules::TileSet::BaseAndWheel;
    header.seed = seed;
    header.players = {record::PlayerInfo::person(u"Ana"_s, rules::Color::Red),
                      record::PlayerInfo::computer(u"Bo"_s, rules::Color::Blue, u"easy"_s),
                      record::PlayerInfo::person(u"Cy"_s, rules::Color::Green)};
    Played p;
    p.game = rules::Game::create(header.setup());
    record::Recorder recorder(header, *p.game);
    rules::RandomPlayer player(seed);
    while (p.game->phase() != rules::Phase::GameOver)
        recorder.apply(*p.game, player.decide(*p.game));
    p.record = recorder.record();
    return p;
}

// What the ordered writer wrote, parsed.
template<typename Write>
QJsonValue written(Write write)
{
    record::JsonWriter w;
    w.beginArray();
    write(w);
    w.endArray();
    return QJsonDocument::fromJson(w.take()).array().at(0);
}

} // namespace

class JsonTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Every decision of whole games, of every kind, reads back as itself.
    void decisions()
    {
        int kinds[5] = {};
        for (uint64_t seed = 1; seed <= 40 && std::count(kinds, kinds + 5, 0) > 0; ++seed) {
            record::Record header;
            header.options.fortuneTeller = true;
            header.seed = seed;
            header.players = {record::PlayerInfo::person(u"A"_s, rules::Color::Red), record::PlayerInfo::person(u"B"_s, rules::Color::Blue)};
            std::optional<rules::Game> game = rules::Game::create(header.setup());
            rules::RandomPlayer player(seed);
            while (game->phase() != rules::Phase::GameOver) {
                const rules::Decision d = player.decide(*game);
                const QJsonObject json = record::toJson(d);
                QCOMPARE(json.size(), 1);
                record::JsonError error;
                const std::optional<rules::Decision> back = record::decisionFromJson(json, u"decision"_s, &error);
                QVERIFY2(back, qPrintable(error.message));
                QCOMPARE(record::toJson(*back), json);
                QCOMPARE(int(back->phase), int(d.phase));
                ++kinds[d.phase == rules::Phase::Deploy ? 3 + int(d.deployment.kind == rules::Deployment::Kind::Crown) : int(d.phase)];
                QVERIFY(game->apply(*back));
            }
        }
        for (int k = 0; k < 5; ++k) // choose, plague, place, on land or none, on a crown
            QVERIFY2(kinds[k] > 0, qPrintable(QString::number(k)));
    }

    // Turns, rules and players: the two writers agree, and the readers give the values back.
    void turnsRulesPlayers()
    {
        const Played p = play(11);
        QVERIFY(p.record.turns.size() > 20);
        for (size_t i = 0; i < p.record.turns.size(); ++i) {
            const record::Turn &t = p.record.turns[i];
            const QJsonObject json = record::toJson(t);
            QCOMPARE(written([&](record::JsonWriter &w) {
                         record::write(w, t);
                     }),
                     QJsonValue(json));
            record::JsonError error;
            const std::optional<record::Turn> back = record::turnFromJson(json, u"turns[%1]"_s.arg(i), &error);
            QVERIFY2(back, qPrintable(error.message));
            QVERIFY(*back == t);
        }
        for (const rules::TileSet set : {rules::TileSet::WheelOfFortune, rules::TileSet::BaseAndWheel}) {
            rules::Options o;
            o.tileSet = set;
            o.fortuneTeller = set == rules::TileSet::BaseAndWheel;
            o.famine = rules::FamineRule::Majority;
            o.wheelAsStart = set != rules::TileSet::BaseAndWheel;
            const QJsonObject json = record::toJson(o);
            QCOMPARE(json.size(), int(rules::OptionSpecs.size()));
            QCOMPARE(written([&](record::JsonWriter &w) {
                         record::write(w, o);
                     }),
                     QJsonValue(json));
            record::JsonError error;
            QCOMPARE(record::optionsFromJson(json, u"rules"_s, &error), std::optional<rules::Options>(o));
        }
        QJsonArray players;
        for (const record::PlayerInfo &player : p.record.players)
            players.append(record::toJson(player));
        record::JsonError error;
        QCOMPARE(record::playersFromJson(players, u"players"_s, &error), std::optional<std::vector<record::PlayerInfo>>(p.record.players));
        // The record written by writeRecord holds the same pieces.
        const QJsonObject whole = QJsonDocument::fromJson(record::writeRecord(p.record)).object();
        QCOMPARE(whole.value(u"rules"_s), QJsonValue(record::toJson(p.record.options)));
        QCOMPARE(whole.value(u"players"_s), QJsonValue(players));
    }

    // One log schema: the result's log is what toJson writes for each entry, with "event".
    void logEntries()
    {
        const QStringList all = {u"discard"_s, u"wheel"_s, u"plague"_s, u"score"_s, u"tent"_s, u"final"_s, u"end"_s, u"crown"_s};
        QSet<QString> events;
        auto check = [&events](const rules::Game &game, const record::Record &record) {
            const QJsonArray log = QJsonDocument::fromJson(record::resultJson(game, record, int(record.turns.size()))).object().value(u"log"_s).toArray();
            QCOMPARE(log.size(), qsizetype(game.log().size()));
            for (qsizetype i = 0; i < log.size(); ++i) {
                const QJsonObject entry = record::toJson(game, game.log()[size_t(i)]);
                QCOMPARE(log.at(i), QJsonValue(entry));
                QVERIFY(!entry.contains(u"kind"_s));
                events.insert(entry.value(u"event"_s).toString());
            }
        };
        // Discards are rare in random games: a record of the spec's examples has them.
        QFile file(QStringLiteral(RECORD_DATA "/final-turn-all-discards.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const record::ReadResult read = record::readRecord(file.readAll());
        QVERIFY2(read.ok(), qPrintable(read.error));
        const record::ReplayOutcome replayed = record::replay(*read.record);
        QVERIFY2(replayed.ok(), qPrintable(replayed.error));
        check(*replayed.game, *read.record);
        for (uint64_t seed = 1; seed <= 40 && events.size() < all.size(); ++seed) {
            const Played p = play(seed);
            check(*p.game, p.record);
        }
        for (const QString &event : all)
            QVERIFY2(events.contains(event), qPrintable(event));
    }

    // The readers' limits are the rules', and their errors name the path.
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("slot 2") << QByteArray(R"({"follower": {"crown": "famine", "slot": 2}})") << u"d.follower.slot: 2 is not 0 or 1"_s;
        QTest::newRow("no slot 1") << QByteArray(R"({"follower": {"crown": "fortune", "slot": 1}})")
                                   << u"d.follower.slot: fortune has only one crown space, slot 1 does not exist"_s;
        QTest::newRow("choose 3") << QByteArray(R"({"choose": 3})") << u"d.choose: 3 is not an index from 0 to 2 of the tiles drawn"_s;
        QTest::newRow("two") << QByteArray(R"({"choose": 0, "follower": null})") << u"d: needs exactly one of choose, plague, place, follower"_s;
        QTest::newRow("rotation") << QByteArray(R"({"place": {"at": [0, 1], "rotation": 45}})") << u"d.place.rotation: 45 is not 0, 90, 180 or 270"_s;
        QTest::newRow("no rotation") << QByteArray(R"({"place": {"at": [0, 1]}})") << u"d.place.rotation: missing; 0, 90, 180 or 270"_s;
        QTest::newRow("far") << QByteArray(R"({"place": {"at": [0, 1000001], "rotation": 0}})")
                             << u"d.place.at[1]: 1000001 is not an integer from -1000000 to 1000000"_s;
        QTest::newRow("plague port") << QByteArray(R"({"plague": {"at": [0, 1], "feature": "road", "port": "NNE"}})")
                                     << u"d.plague.port: \"NNE\" is not an edge N, E, S or W"_s;
    }

    void refusals()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        record::JsonError error;
        QVERIFY(!record::decisionFromJson(QJsonDocument::fromJson(json).object(), u"d"_s, &error));
        QCOMPARE(error.message, message);
        QCOMPARE(error.field, message.left(message.indexOf(u": "_s)));
    }
};

QTEST_GUILESS_MAIN(JsonTest)
#include "jsontest.moc"
