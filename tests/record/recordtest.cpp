// SPDX-License-Identifier: GPL-3.0-or-later
// The record library in process: reading, writing, Recorder, replay, results.
#include "record/recorder.h"
#include "record/replay.h"

#include "ai/agent.h"
#include "rules/catalogue.h"
#include "rules/check.h"
#include "rules/rng.h"
#include "support/record.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace fortuna;
using record::Record;
using record::Recorder;
using record::Turn;

namespace
{

QByteArray readFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return QByteArray();
    return f.readAll();
}

QString dataPath(const QString &name)
{
    return QStringLiteral(RECORD_DATA) + u'/' + name;
}

Record readData(const QString &name)
{
    const record::ReadResult r = record::readRecord(readFile(dataPath(name)));
    if (!r.ok())
        qWarning("%s: %s", qPrintable(name), qPrintable(r.error));
    return r.record.value_or(Record());
}

rules::TileRef tile(const char *name)
{
    return *rules::Catalogue::instance().parse(name);
}

Record stripDraws(Record r)
{
    for (Turn &t : r.turns)
        t.draw.reset();
    return r;
}

// Plays a whole game of computer players through a Recorder.
struct Played {
    Record record;
    std::optional<rules::Game> game;
};

Played playRandom(const rules::Options &options, int players, uint64_t seed)
{
    Played out;
    Record header;
    header.options = options;
    header.seed = seed;
    for (int p = 0; p < players; ++p)
        header.players.push_back(record::PlayerInfo::computer(u"P%1"_s.arg(p), rules::Color(p), u"random"_s));
    out.game = rules::Game::create(header.setup());
    if (!out.game)
        return out;
    Recorder recorder(header, *out.game);
    std::vector<std::unique_ptr<ai::Agent>> agents;
    for (int p = 0; p < players; ++p)
        agents.push_back(ai::makeAgent("random", rules::mixSeed(seed, uint64_t(p))));
    testing::Play play;
    play.guard = 100000;
    const testing::Played played = testing::playRecorded(*out.game, recorder, testing::seats(agents), -1, play);
    if (!played.ok())
        qWarning("%s", played.failure.c_str());
    out.record = recorder.record();
    return out;
}

} // namespace

class RecordTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void names()
    {
        QCOMPARE(record::tileName(tile("U/3")), u"U/3"_s);
        QCOMPARE(record::tileName(tile("IC-RrRr/1")), u"IC-RrRr/1"_s);
        QCOMPARE(record::rotationDegrees(3), 270);
        QCOMPARE(record::quarterTurns(180), std::optional<int>(2));
        QCOMPARE(record::quarterTurns(45), std::optional<int>());
        QCOMPARE(record::portText(rules::FeatureKind::Road, rules::SideW), u"W"_s);
        QCOMPARE(record::portText(rules::FeatureKind::Field, 7), u"WNW"_s);
        QCOMPARE(record::portText(rules::FeatureKind::Cloister, -1), QString());
        QCOMPARE(record::parsePort(rules::FeatureKind::Field, u"SSE"_s), std::optional<int>(4));
        QCOMPARE(record::parsePort(rules::FeatureKind::City, u"SSE"_s), std::optional<int>());
    }

    void options()
    {
        rules::Options o;
        QCOMPARE(record::parseOptions(QJsonValue(), &o), QString());
        const QJsonObject all =
            QJsonDocument::fromJson(R"({"tileSet": "base+wheel", "fortuneTeller": true, "famine": "majority", "wheelAsStart": false, "future": 1})").object();
        QCOMPARE(record::parseOptions(all, &o), QString());
        QCOMPARE(o.tileSet, rules::TileSet::BaseAndWheel);
        QVERIFY(o.fortuneTeller);
        QCOMPARE(o.famine, rules::FamineRule::Majority);
        QVERIFY(!o.wheelAsStart);
        rules::Options p;
        const QJsonObject bad = QJsonDocument::fromJson(R"({"wheelAsStart": 1})").object();
        QCOMPARE(record::parseOptions(bad, &p, u"--rules"_s), u"--rules.wheelAsStart: 1 is not true or false"_s);
        QVERIFY(p.wheelAsStart); // untouched on error
    }

    // Every turn shape and odd values survive write + read unchanged.
    void writeReadRoundTrip()
    {
        Record r;
        r.options.tileSet = rules::TileSet::BaseAndWheel;
        r.options.fortuneTeller = true;
        r.options.famine = rules::FamineRule::Majority;
        r.options.wheelAsStart = false;
        r.seed = 18446744073709551615ULL;
        r.players = {record::PlayerInfo::person(u"Ana \"the bold\"\n"_s, rules::Color::Black),
                     record::PlayerInfo::computer(u"Bø 🐷"_s, rules::Color::Yellow, u"normal"_s),
                     record::PlayerInfo::computer(QString(), rules::Color::Red, u"random"_s)};
        r.deck = std::vector<rules::TileRef>{tile("U/2"), tile("D"), tile("FT3"), tile("KR-CRrR")};
        Turn a;
        a.draw = tile("U/2");
        a.at = rules::Pos{2, -1};
        a.rotation = 1;
        a.follower = rules::Deployment::onFeature(rules::FeatureKind::Road, rules::SideS);
        Turn b;
        b.choose = tile("FT3");
        b.at = rules::Pos{-7, 12};
        b.rotation = 3;
        b.follower = rules::Deployment::onFeature(rules::FeatureKind::Tent, -1);
        b.plague = {{rules::Pos{2, -1}, rules::FeatureKind::Road, rules::SideS},
                    {rules::Pos{0, 5}, rules::FeatureKind::Cloister, -1},
                    {rules::Pos{1, 1}, rules::FeatureKind::Field, 6}};
        Turn c;
        c.at = rules::Pos{4, 2};
        c.follower = rules::Deployment::onCrown(rules::Sector::Storm, 1);
        Turn d;
        d.at = rules::Pos{0, 0};
        d.rotation = 2;
        d.follower = rules::Deployment::onFeature(rules::FeatureKind::Field, 1);
        Turn e; // every tile discarded
        e.plague = {{rules::Pos{3, 3}, rules::FeatureKind::City, rules::SideN}};
        r.turns = {a, b, c, d, e};

        const QByteArray text = record::writeRecord(r);
        QVERIFY(text.startsWith("{\n \"format\": \"fortuna-record/1\",\n"));
        QVERIFY(text.contains("\"seed\": 18446744073709551615,"));
        QVERIFY(text.contains(R"({ "draw": "U/2", "at": [2, -1], "rotation": 90, "follower": { "feature": "road", "port": "S" } })"));
        QVERIFY(text.contains(R"({ "crown": "storm", "slot": 1 })"));
        QVERIFY(text.contains(R"({ "at": null, "plague": [{ "at": [3, 3], "feature": "city", "port": "N" }] })"));
        QVERIFY(text.contains(R"({ "at": [0, 5], "feature": "cloister" })"));
        QVERIFY(QJsonDocument::fromJson(text).isObject());
        const record::ReadResult back = record::readRecord(text);
        QVERIFY2(back.ok(), qPrintable(back.error));
        QVERIFY(*back.record == r);
        QCOMPARE(record::writeRecord(*back.record), text);
    }

    void seeds_data()
    {
        QTest::addColumn<QByteArray>("literal");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("0") << QByteArray("0") << quint64(0);
        QTest::newRow("2^53+1") << QByteArray("9007199254740993") << quint64(9007199254740993ULL);
        QTest::newRow("2^63-1") << QByteArray("9223372036854775807") << quint64(9223372036854775807ULL);
        QTest::newRow("2^63") << QByteArray("9223372036854775808") << quint64(9223372036854775808ULL);
        QTest::newRow("2^64-1") << QByteArray("18446744073709551615") << quint64(18446744073709551615ULL);
        QTest::newRow("2^64-2") << QByteArray("18446744073709551614") << quint64(18446744073709551614ULL);
    }
    void seeds()
    {
        QFETCH(QByteArray, literal);
        QFETCH(quint64, seed);
        const QByteArray text = R"({"format": "fortuna-record/1", "seed": )" + literal
            + R"(, "players": [{"name": "a", "color": "red"}, {"name": "b", "color": "blue"}], "turns": []})";
        const record::ReadResult r = record::readRecord(text);
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(quint64(r.record->seed), seed);
        QVERIFY(record::writeRecord(*r.record).contains(QByteArray("\"seed\": ").append(literal).append(',')));
    }

    // Cutting a record anywhere, or flipping any byte, never crashes the reader.
    void mangledRecordsNeverCrash()
    {
        const QByteArray full = readFile(dataPath(u"fortune-teller-tent.json"_s));
        QVERIFY(!full.isEmpty());
        QVERIFY(record::readRecord(full).ok());
        for (qsizetype n = 0; n < full.size(); ++n) {
            const record::ReadResult r = record::readRecord(full.left(n));
            if (full.mid(n).trimmed().isEmpty())
                continue;
            QVERIFY2(!r.ok(), qPrintable(u"accepted a record cut at %1"_s.arg(n)));
            QVERIFY(!r.error.isEmpty() && !r.error.contains(u'\n'));
        }
        const char replacements[] = {'0', '9', '-', '"', '[', '}', 'x', ' ', ',', '\0', '\n', 'e', '.'};
        for (qsizetype n = 0; n < full.size(); ++n) {
            for (char c : replacements) {
                QByteArray m = full;
                m[n] = c;
                const record::ReadResult r = record::readRecord(m);
                if (r.ok()) {
                    const record::ReplayOutcome o = record::replay(*r.record);
                    QVERIFY(o.ok() || !o.error.contains(u'\n'));
                    if (o.ok())
                        QVERIFY(!record::resultJson(*o.game, *r.record, o.turnsReplayed).isEmpty());
                } else {
                    QVERIFY(!r.error.contains(u'\n'));
                }
            }
        }
    }

    // The data records replayed through a Recorder give the same record back.
    void rerecord_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name : {"single-crown-scores-three",
                                 "storm-after-two-draws",
                                 "road-closed-at-rim",
                                 "monk-counts-wheel-cells",
                                 "city-closed-on-c1-and-farm",
                                 "taxes-pennant",
                                 "plague-takes-monk",
                                 "fortune-teller-tent",
                                 "final-turn-all-discards",
                                 "plague-in-final-discard-turn",
                                 "road-loop-counts-tile-once",
                                 "storm-crown-comes-home-after",
                                 "both-taxes-crowns-one-player",
                                 "inquisition-monks",
                                 "fortune-current-player",
                                 "famine-any-farmer",
                                 "famine-majority",
                                 "tent-laid-into-gap"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void rerecord()
    {
        QFETCH(QString, name);
        const Record original = readData(name + u".json"_s);
        QVERIFY(!original.players.empty());
        Record header = original;
        header.turns.clear();
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        QVERIFY(game);
        Recorder recorder(header, *game);
        for (size_t i = 0; i < original.turns.size(); ++i) {
            const QString e = record::applyTurn(*game, original.turns[i], int(i) + 1, &original.players, &recorder);
            QVERIFY2(e.isEmpty(), qPrintable(e));
        }
        QCOMPARE(game->phase(), rules::Phase::GameOver);
        QVERIFY(stripDraws(recorder.record()) == stripDraws(original));
        for (const Turn &t : recorder.record().turns)
            QCOMPARE(t.draw.has_value(), t.at.has_value());
        // Same state as a plain replay.
        const record::ReplayOutcome o = record::replay(original);
        QVERIFY(o.ok());
        QCOMPARE(record::resultJson(*game, recorder.record(), int(original.turns.size())), record::resultJson(*o.game, original, o.turnsReplayed));
    }

    // Every test record, replayed in check mode (rules/check.h), passes the check as far as it
    // goes: the refused ones up to their refusal, the others to their end.
    void everyRecordPassesTheCheckMode_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList files = QDir(QStringLiteral(RECORD_DATA)).entryList({u"*.expected.json"_s}, QDir::Files, QDir::Name);
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << f.chopped(int(qstrlen(".expected.json")));
    }
    void everyRecordPassesTheCheckMode()
    {
        QFETCH(QString, name);
        const record::ReadResult read = record::readRecord(readFile(dataPath(name + u".json"_s)));
        if (!read.ok())
            return; // not a readable record: nothing to replay (record-cli-replay checks its message)
        rules::InvariantChecker checker;
        const record::ReplayOutcome o = record::replay(*read.record, -1, &checker);
        QVERIFY2(checker.ok(), checker.violation().c_str());
        if (o.ok() && o.game->phase() == rules::Phase::GameOver)
            QVERIFY(checker.featureAudits() > 0);
    }

    // The final all-discard turn is recorded as { "at": null }, with its plague removals.
    void recorderWritesFinalDiscardTurn()
    {
        Record header = readData(u"plague-in-final-discard-turn.json"_s);
        const Record original = header;
        header.turns.clear();
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        QVERIFY(game);
        Recorder recorder(header, *game);
        for (int k = 0; k < 4; ++k) {
            const Turn &t = original.turns[size_t(k)];
            QVERIFY(recorder.apply(*game, rules::Decision::placing({*t.at, t.rotation})));
            QVERIFY(recorder.apply(*game, rules::Decision::deploying(t.follower)));
        }
        QCOMPARE(recorder.record().turns.size(), size_t(4));
        QCOMPARE(game->phase(), rules::Phase::Plague);
        QCOMPARE(game->plaguePlayer(), 0);
        QVERIFY(recorder.apply(*game, rules::Decision::plague({1, 0}, rules::FeatureKind::Road, rules::SideW)));
        QCOMPARE(recorder.record().turns.size(), size_t(4));
        // Any port of the feature names it; the record keeps the one given.
        QVERIFY(recorder.apply(*game, rules::Decision::plague({0, 1}, rules::FeatureKind::Road, rules::SideE)));
        QCOMPARE(game->phase(), rules::Phase::GameOver);
        QVERIFY(game->finalTurnWasAllDiscards());
        QCOMPARE(recorder.record().turns.size(), size_t(5));
        QVERIFY(stripDraws(recorder.record()) == stripDraws(original));
        QVERIFY(record::writeRecord(recorder.record()).contains(R"({ "at": null, "plague": [)"));
    }

    // Undoing a placement needs no recorder call; the turn is written at deploy time.
    void recorderAfterUndo()
    {
        Record header = readData(u"road-closed-at-rim.json"_s);
        header.turns.clear();
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        QVERIFY(game);
        Recorder recorder(header, *game);
        QVERIFY(recorder.apply(*game, rules::Decision::placing({{3, -1}, 2})));
        QVERIFY(game->undoPlacement());
        QVERIFY(recorder.apply(*game, rules::Decision::placing({{2, -1}, 0})));
        QVERIFY(recorder.record().turns.empty());
        QVERIFY(!recorder.apply(*game, rules::Decision::deploying(rules::Deployment::onCrown(rules::Sector::Fortune, 1))));
        QVERIFY(recorder.record().turns.empty());
        QVERIFY(recorder.apply(*game, rules::Decision::deploying(rules::Deployment::onFeature(rules::FeatureKind::Road, rules::SideS))));
        QCOMPARE(recorder.record().turns.size(), size_t(1));
        QCOMPARE(recorder.record().turns[0].at, std::optional<rules::Pos>(rules::Pos{2, -1}));
        QCOMPARE(recorder.record().turns[0].draw, std::optional<rules::TileRef>(tile("A")));
        QCOMPARE(game->score(0), 2);
    }

    // Two copies of the chosen tile: the first drawn is recorded and kept.
    void recorderChoosesFirstCopy()
    {
        Record header;
        header.options.fortuneTeller = true;
        header.seed = 3;
        header.players = {record::PlayerInfo::person(u"a"_s, rules::Color::Red), record::PlayerInfo::person(u"b"_s, rules::Color::Blue)};
        header.deck = std::vector<rules::TileRef>{tile("FT1"), tile("B"), tile("E"), tile("E"), tile("U/1")};
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        QVERIFY(game);
        Recorder recorder(header, *game);
        QVERIFY(recorder.apply(*game, rules::Decision::placing({{1, -1}, 0})));
        QVERIFY(recorder.apply(*game, rules::Decision::deploying(rules::Deployment::onFeature(rules::FeatureKind::Tent, -1))));
        QVERIFY(recorder.apply(*game, rules::Decision::placing({{1, -2}, 0})));
        QVERIFY(recorder.apply(*game, rules::Decision::deploying(rules::Deployment::none())));
        QCOMPARE(game->phase(), rules::Phase::ChooseTile);
        QCOMPARE(game->drawnTiles().size(), size_t(2));
        QVERIFY(recorder.apply(*game, rules::Decision::choosing(1)));
        QCOMPARE(game->currentTile(), tile("E"));
        QVERIFY(recorder.apply(*game, rules::Decision::placing(game->legalPlacements().front())));
        QVERIFY(recorder.apply(*game, rules::Decision::deploying(rules::Deployment::none())));
        QCOMPARE(recorder.record().turns.back().choose, std::optional<rules::TileRef>(tile("E")));
        const testing::Played played = testing::playRecorded(*game, recorder, testing::firstLegal);
        QVERIFY2(played.ok(), played.failure.c_str());
        const record::ReplayOutcome o = record::replay(recorder.record());
        QVERIFY2(o.ok(), qPrintable(o.error));
        QCOMPARE(record::resultJson(*o.game, recorder.record(), o.turnsReplayed),
                 record::resultJson(*game, recorder.record(), int(recorder.record().turns.size())));
    }

    // Computer games: record, write, read, replay: same record, same result and log.
    void randomGamesRoundTrip_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("games");
        QTest::newRow("2 players") << u"{}"_s << 2 << 60;
        QTest::newRow("3 players, fortune teller") << uR"({"fortuneTeller": true})"_s << 3 << 60;
        QTest::newRow("4 players, base+wheel, majority") << uR"({"tileSet": "base+wheel", "famine": "majority"})"_s << 4 << 40;
        QTest::newRow("5 players, start tile D, fortune teller") << uR"({"wheelAsStart": false, "fortuneTeller": true})"_s << 5 << 40;
    }
    void randomGamesRoundTrip()
    {
        QFETCH(QString, rules);
        QFETCH(int, players);
        QFETCH(int, games);
        rules::Options options;
        QCOMPARE(record::parseOptions(QJsonDocument::fromJson(rules.toUtf8()).object(), &options), QString());
        int plagueEntries = 0, chooses = 0;
        for (int g = 0; g < games; ++g) {
            const uint64_t seed = rules::mixSeed(uint64_t(players), uint64_t(g));
            Played played = playRandom(options, players, seed);
            QVERIFY(played.game);
            QCOMPARE(played.game->phase(), rules::Phase::GameOver);
            for (const Turn &t : played.record.turns) {
                plagueEntries += int(t.plague.size());
                chooses += t.choose ? 1 : 0;
            }
            const int turns = int(played.record.turns.size());
            QCOMPARE(turns, played.game->turn());
            const QByteArray live = record::resultJson(*played.game, played.record, turns);
            const QByteArray text = record::writeRecord(played.record);
            const record::ReadResult back = record::readRecord(text);
            QVERIFY2(back.ok(), qPrintable(back.error));
            QCOMPARE(testing::recordDifference(*back.record, played.record), QString());
            const record::ReplayOutcome o = record::replay(*back.record);
            QVERIFY2(o.ok(), qPrintable(o.error));
            QCOMPARE(o.turnsReplayed, turns);
            QCOMPARE(record::resultJson(*o.game, *back.record, o.turnsReplayed), live);

            // A partial replay stops where asked, unfinished.
            const int k = turns / 2;
            const record::ReplayOutcome half = record::replay(*back.record, k);
            QVERIFY(half.ok());
            QCOMPARE(half.turnsReplayed, k);
            QVERIFY(half.game->phase() != rules::Phase::GameOver);
            QCOMPARE(half.game->turn(), k + 1);
        }
        QVERIFY(plagueEntries > 0);
        if (options.fortuneTeller)
            QVERIFY(chooses > 0);
    }

    // A record without its final { "at": null } turn still ends the game (the engine runs
    // the discards by itself); with the turn it is the same state.
    void finalDiscardTurnMayBeOmitted()
    {
        Record r = readData(u"final-turn-all-discards.json"_s);
        const record::ReplayOutcome with = record::replay(r);
        QVERIFY(with.ok());
        r.turns.pop_back();
        const record::ReplayOutcome without = record::replay(r);
        QVERIFY(without.ok());
        QCOMPARE(without.game->phase(), rules::Phase::GameOver);
        QCOMPARE(record::resultJson(*without.game, r, without.turnsReplayed), record::resultJson(*with.game, r, with.turnsReplayed));
    }

    void resultShape()
    {
        const Record r = readData(u"plague-takes-monk.json"_s);
        const record::ReplayOutcome o = record::replay(r);
        QVERIFY(o.ok());
        const QByteArray text = record::resultJson(*o.game, r, o.turnsReplayed);
        QVERIFY(text.startsWith("{\n \"format\": \"fortuna-result/1\",\n \"finished\": true,\n \"turn\": 3,\n \"pig\": \"plague\",\n \"tilesLeft\": 0,\n"));
        const QJsonObject result = QJsonDocument::fromJson(text).object();
        const QJsonArray log = result.value(u"log"_s).toArray();
        QCOMPARE(log.size(), 4);
        const QJsonObject wheel = log[0].toObject();
        QCOMPARE(wheel.value(u"turn"_s).toInt(), 2);
        QCOMPARE(wheel.value(u"player"_s).toInt(), 1);
        QCOMPARE(wheel.value(u"tile"_s).toString(), u"U/3"_s);
        QCOMPARE(wheel.value(u"moved"_s).toInt(), 3);
        QCOMPARE(wheel.value(u"sector"_s).toString(), u"storm"_s);
        QCOMPARE(wheel.value(u"points"_s).toArray().size(), 2);
        const QJsonObject plague = log[2].toObject();
        QCOMPARE(plague.value(u"event"_s).toString(), u"plague"_s);
        QCOMPARE(plague.value(u"player"_s).toInt(), 0);
        QCOMPARE(plague.value(u"feature"_s).toString(), u"cloister"_s);
        QCOMPARE(plague.value(u"at"_s).toArray(), QJsonArray({2, -1}));
        // Compact output is the same document.
        QCOMPARE(QJsonDocument::fromJson(record::resultJson(*o.game, r, o.turnsReplayed, true)).object(), result);
    }
};

QTEST_GUILESS_MAIN(RecordTest)
#include "recordtest.moc"
