// SPDX-License-Identifier: GPL-3.0-or-later
// The fortuna-cli contract of spec/game-record.md, checked through the real binary: help,
// version and `replay` (its errors, the broken corpus, partial replays, standard input).
#include "clihelpers.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace clitest;

namespace
{

const char *const Reasons[] = {"road", "city", "cloister", "farm", "fortune", "taxes", "famine", "storm", "inquisition", "crown", "tent"};

// A small valid record, the base of the broken corpus.
QJsonObject baseRecord()
{
    return QJsonDocument::fromJson(R"({
 "format": "fortuna-record/1", "rules": {}, "seed": 1,
 "players": [ { "name": "Ana", "color": "red" }, { "name": "Bo", "color": "blue" } ],
 "deck": ["B", "U/2"],
 "turns": [ { "at": [3, -1], "rotation": 0, "follower": { "crown": "famine", "slot": 0 } },
            { "at": [2, -1], "rotation": 90, "follower": null } ]
})")
        .object();
}

QByteArray withTurn0(const char *key, const QJsonValue &v)
{
    QJsonObject r = baseRecord();
    QJsonArray turns = r.value(u"turns"_s).toArray();
    QJsonObject t = turns[0].toObject();
    if (v.isUndefined())
        t.remove(QLatin1String(key));
    else
        t.insert(QLatin1String(key), v);
    turns[0] = t;
    r.insert(u"turns"_s, turns);
    return QJsonDocument(r).toJson();
}

QByteArray withRoot(const char *key, const QJsonValue &v)
{
    QJsonObject r = baseRecord();
    if (v.isUndefined())
        r.remove(QLatin1String(key));
    else
        r.insert(QLatin1String(key), v);
    return QJsonDocument(r).toJson();
}

QJsonValue json(const char *text)
{
    const QByteArray wrapped = QByteArray("[") + text + "]";
    return QJsonDocument::fromJson(wrapped).array().at(0);
}

} // namespace

class CliReplayTest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(QStringLiteral(FORTUNA_CLI)), FORTUNA_CLI);
        QVERIFY(m_dir.isValid());
    }

    void helpAndVersion()
    {
        Run r = runCli({u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains("replay FILE"));
        QVERIFY(r.out.contains("selfplay"));
        r = runCli({u"--version"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QByteArray("fortuna-cli " FORTUNA_VERSION_STRING "\n"));
        r = runCli({});
        QCOMPARE(r.exitCode, 2);
        r = runCli({u"frobnicate"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(isOneErrorLine(r));
    }

    void replayUsageErrors()
    {
        Run r = runCli({u"replay"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(isOneErrorLine(r));
        r = runCli({u"replay"_s, m_dir.filePath(u"does-not-exist.json"_s)});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(isOneErrorLine(r));
        QVERIFY(r.err.contains("does-not-exist.json"));
        r = runCli({u"replay"_s, m_dir.path()}); // a directory
        QCOMPARE(r.exitCode, 2);
        QVERIFY(isOneErrorLine(r));
        r = runCli({u"replay"_s, dataPath(u"storm-after-two-draws.json"_s), u"--turns"_s, u"-1"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(isOneErrorLine(r));
        r = runCli({u"replay"_s, dataPath(u"storm-after-two-draws.json"_s), u"--turns"_s});
        QCOMPARE(r.exitCode, 2);
    }

    // Every NAME.expected.json of tests/record/data (the spec's examples and our own).
    void examples_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList files = QDir(QStringLiteral(RECORD_DATA)).entryList({u"*.expected.json"_s}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 20);
        for (const QString &f : files) {
            const QString name = f.chopped(int(qstrlen(".expected.json")));
            QTest::newRow(qPrintable(name)) << name;
        }
    }
    void examples()
    {
        QFETCH(QString, name);
        const QJsonObject expected = QJsonDocument::fromJson(readFile(dataPath(name + u".expected.json"_s))).object();
        QVERIFY(!expected.isEmpty());
        const Run r = runCli({u"replay"_s, dataPath(name + u".json"_s)});
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, expected.value(u"exit"_s).toInt());
        if (r.exitCode != 0) {
            QVERIFY2(isOneErrorLine(r), r.err.constData());
            if (expected.contains(u"stderr"_s))
                QCOMPARE(QString::fromUtf8(r.err.trimmed()), expected.value(u"stderr"_s).toString());
            return;
        }
        QVERIFY(r.err.isEmpty());
        QJsonParseError pe;
        const QJsonObject result = QJsonDocument::fromJson(r.out, &pe).object();
        QCOMPARE(pe.error, QJsonParseError::NoError);
        QCOMPARE(result.value(u"format"_s).toString(), u"fortuna-result/1"_s);
        for (const char *key : {"finished", "pig", "turn", "tilesLeft"}) {
            const QString k = QLatin1String(key);
            if (expected.contains(k))
                QCOMPARE(result.value(k), expected.value(k));
        }
        const QJsonArray players = result.value(u"players"_s).toArray();
        const QJsonArray want = expected.value(u"players"_s).toArray();
        QCOMPARE(players.size(), want.size());
        for (qsizetype p = 0; p < want.size(); ++p) {
            const QJsonObject got = players[p].toObject();
            const QJsonObject w = want[p].toObject();
            QCOMPARE(got.value(u"score"_s).toInt(), w.value(u"score"_s).toInt());
            QCOMPARE(got.value(u"supply"_s).toInt(), w.value(u"supply"_s).toInt());
            const QJsonObject breakdown = got.value(u"breakdown"_s).toObject();
            QCOMPARE(breakdown.size(), 11);
            int sum = 0;
            for (const char *reason : Reasons) {
                const QString k = QLatin1String(reason);
                QVERIFY2(breakdown.contains(k), reason);
                QCOMPARE(breakdown.value(k).toInt(), w.value(u"breakdown"_s).toObject().value(k).toInt(0));
                sum += breakdown.value(k).toInt();
            }
            QCOMPARE(sum, got.value(u"score"_s).toInt());
        }
        if (expected.contains(u"events"_s)) {
            QStringList events;
            for (const QJsonValue &e : result.value(u"log"_s).toArray())
                events << e.toObject().value(u"event"_s).toString();
            QStringList wantEvents;
            for (const QJsonValue &e : expected.value(u"events"_s).toArray())
                wantEvents << e.toString();
            QCOMPARE(events, wantEvents);
        }
    }

    // Files that are not a readable fortuna-record/1: exit 2 and one line naming the field.
    void broken_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        const QString notJson = u"record: not valid JSON: "_s;
        QTest::newRow("empty file") << QByteArray() << u"record: the file is empty"_s;
        QTest::newRow("blank file") << QByteArray(" \n\t\n") << u"record: the file is empty"_s;
        QTest::newRow("not JSON") << QByteArray("this is not JSON") << notJson;
        QTest::newRow("binary") << QByteArray("\x00\xff\xfe{\x01", 5) << notJson;
        QTest::newRow("JSON array") << QByteArray("[1, 2, 3]") << u"record: a record is a JSON object, found an array"_s;
        QTest::newRow("trailing garbage") << QByteArray("{\"format\": \"fortuna-record/1\"} x") << notJson;
        QTest::newRow("deep nesting") << QByteArray(200000, '[') << notJson;
        QTest::newRow("deep nesting in turn") << QByteArray("{\"format\":\"fortuna-record/1\",\"turns\":") + QByteArray(5000, '[') << notJson;
        QTest::newRow("missing format") << withRoot("format", QJsonValue::Undefined) << u"format: missing; expected \"fortuna-record/1\""_s;
        QTest::newRow("wrong format") << withRoot("format", u"fortuna-game/1"_s)
                                      << u"format: \"fortuna-game/1\" is not supported; expected \"fortuna-record/1\""_s;
        QTest::newRow("future format") << withRoot("format", u"fortuna-record/2"_s)
                                       << u"format: \"fortuna-record/2\" is not supported; expected \"fortuna-record/1\""_s;
        QTest::newRow("format number") << withRoot("format", 1) << u"format: 1 is not supported; expected \"fortuna-record/1\""_s;
        QTest::newRow("rules not object") << withRoot("rules", u"default"_s) << u"rules: \"default\" is not an object of rule options"_s;
        QTest::newRow("bad tileSet") << withRoot("rules", json(R"({"tileSet": "base"})"))
                                     << u"rules.tileSet: \"base\" is not \"wheel-of-fortune\" or \"base+wheel\""_s;
        QTest::newRow("bad famine") << withRoot("rules", json(R"({"famine": true})")) << u"rules.famine: true is not \"any-farmer\" or \"majority\""_s;
        QTest::newRow("fortuneTeller string") << withRoot("rules", json(R"({"fortuneTeller": "yes"})"))
                                              << u"rules.fortuneTeller: \"yes\" is not true or false"_s;
        const QString seedRange = u" is not an integer from 0 to 18446744073709551615"_s;
        QTest::newRow("missing seed") << withRoot("seed", QJsonValue::Undefined) << u"seed: missing; the seed is an integer from 0 to 18446744073709551615"_s;
        QTest::newRow("negative seed") << withRoot("seed", -1) << u"seed: -1"_s + seedRange;
        QTest::newRow("fractional seed") << withRoot("seed", 1.5) << u"seed: 1.5"_s + seedRange;
        QTest::newRow("string seed") << withRoot("seed", u"42"_s) << u"seed: \"42\""_s + seedRange;
        QTest::newRow("huge seed") << QByteArray(R"({"format":"fortuna-record/1","seed":1e300,"players":[]})")
                                   << u"seed: 1.0000000000000001e+300"_s + seedRange;
        QTest::newRow("seed 2^64") << QByteArray(R"({"format":"fortuna-record/1","seed":18446744073709551616,"players":[]})")
                                   << u"seed: 1.8446744073709552e+19"_s + seedRange;
        QTest::newRow("missing players") << withRoot("players", QJsonValue::Undefined) << u"players: missing; 2 to 5 players are needed"_s;
        QTest::newRow("players object") << withRoot("players", QJsonObject()) << u"players: an object is not a list of players"_s;
        QTest::newRow("no players") << withRoot("players", QJsonArray()) << u"players: 2 to 5 players are needed, found 0"_s;
        QTest::newRow("1 player") << withRoot("players", json(R"([{"name": "Ana", "color": "red"}])")) << u"players: 2 to 5 players are needed, found 1"_s;
        QTest::newRow("6 players") << withRoot("players", json(R"([{"name":"a","color":"red"},{"name":"b","color":"blue"},{"name":"c","color":"green"},
                                 {"name":"d","color":"yellow"},{"name":"e","color":"black"},{"name":"f","color":"red"}])"))
                                   << u"players: 2 to 5 players are needed, found 6"_s;
        QTest::newRow("player not object") << withRoot("players", json(R"([1, 2])")) << u"players[0]: 1 is not a player object"_s;
        QTest::newRow("player without name") << withRoot("players", json(R"([{"color": "red"}, {"name": "b", "color": "blue"}])"))
                                             << u"players[0].name: missing"_s;
        QTest::newRow("duplicate colour") << withRoot("players", json(R"([{"name": "a", "color": "red"}, {"name": "b", "color": "red"}])"))
                                          << u"players[1].color: \"red\" is already taken by another player"_s;
        QTest::newRow("unknown colour") << withRoot("players", json(R"([{"name": "a", "color": "red"}, {"name": "b", "color": "purple"}])"))
                                        << u"players[1].color: \"purple\" is not one of red, blue, green, yellow, black"_s;
        QTest::newRow("colour in capitals") << withRoot("players", json(R"([{"name": "a", "color": "Red"}, {"name": "b", "color": "blue"}])"))
                                            << u"players[0].color: \"Red\" is not one of red, blue, green, yellow, black"_s;
        QTest::newRow("control characters in colour") << withRoot("players", json(R"([{"name": "a", "color": "re\nd"}, {"name": "b", "color": "blue"}])"))
                                                      << u"players[0].color: \"re\\nd\" is not one of red, blue, green, yellow, black"_s;
        QTest::newRow("ai number") << withRoot("players", json(R"([{"name": "a", "color": "red", "ai": 3}, {"name": "b", "color": "blue"}])"))
                                   << u"players[0].ai: 3 is not a level name"_s;
        QTest::newRow("deck not list") << withRoot("deck", u"B"_s) << u"deck: \"B\" is not a list of tiles"_s;
        QTest::newRow("unknown tile in deck") << withRoot("deck", json(R"(["B", "Z"])")) << u"deck[1]: \"Z\" is not a tile of the catalogue"_s;
        QTest::newRow("icon no copy has") << withRoot("deck", json(R"(["B", "U/4"])")) << u"deck[1]: \"U/4\" is not a tile of the catalogue"_s;
        QTest::newRow("tile number in deck") << withRoot("deck", json(R"(["B", 7])")) << u"deck[1]: 7 is not a tile id"_s;
        QTest::newRow("tent tile without the option") << withRoot("deck", json(R"(["FT1", "B"])"))
                                                      << u"deck: the deck holds FT1, which needs the Fortune Teller option"_s;
        QTest::newRow("turns object") << withRoot("turns", QJsonObject()) << u"turns: an object is not a list of turns"_s;
        QTest::newRow("turn not object") << withRoot("turns", json("[[3, -1]]")) << u"turns[0]: an array is not a turn object"_s;
        QTest::newRow("missing at") << withTurn0("at", QJsonValue::Undefined)
                                    << u"turns[0].at: missing; [x, y], or null for a turn whose every tile was discarded"_s;
        QTest::newRow("at not pair") << withTurn0("at", json("[3]")) << u"turns[0].at: an array of 1 values is not [x, y]"_s;
        QTest::newRow("at string") << withTurn0("at", u"3,-1"_s) << u"turns[0].at: \"3,-1\" is not [x, y]"_s;
        QTest::newRow("at fractional") << withTurn0("at", json("[3.5, -1]")) << u"turns[0].at[0]: 3.5 is not an integer from -1000000 to 1000000"_s;
        QTest::newRow("at huge") << withTurn0("at", json("[3, -1e12]")) << u"turns[0].at[1]: -1000000000000 is not an integer from -1000000 to 1000000"_s;
        QTest::newRow("missing rotation") << withTurn0("rotation", QJsonValue::Undefined) << u"turns[0].rotation: missing; 0, 90, 180 or 270"_s;
        QTest::newRow("rotation 45") << withTurn0("rotation", 45) << u"turns[0].rotation: 45 is not 0, 90, 180 or 270"_s;
        QTest::newRow("rotation 360") << withTurn0("rotation", 360) << u"turns[0].rotation: 360 is not 0, 90, 180 or 270"_s;
        QTest::newRow("rotation -90") << withTurn0("rotation", -90) << u"turns[0].rotation: -90 is not 0, 90, 180 or 270"_s;
        QTest::newRow("rotation string") << withTurn0("rotation", u"90"_s) << u"turns[0].rotation: \"90\" is not 0, 90, 180 or 270"_s;
        QTest::newRow("rotation huge") << withTurn0("rotation", 1e300) << u"turns[0].rotation: 1.0000000000000001e+300 is not 0, 90, 180 or 270"_s;
        QTest::newRow("unknown tile in draw") << withTurn0("draw", u"B/1"_s) << u"turns[0].draw: \"B/1\" is not a tile of the catalogue"_s;
        QTest::newRow("unknown tile in choose") << withTurn0("choose", u"Q/2"_s) << u"turns[0].choose: \"Q/2\" is not a tile of the catalogue"_s;
        QTest::newRow("follower string") << withTurn0("follower", u"road"_s) << u"turns[0].follower: \"road\" is not null, {feature, port} or {crown, slot}"_s;
        QTest::newRow("follower empty") << withTurn0("follower", QJsonObject()) << u"turns[0].follower: names neither a feature nor a crown"_s;
        // A follower object and the error after "turns[0].follower".
        const char *const followers[][3] = {
            {"follower both", R"({"crown": "taxes", "slot": 0, "feature": "road", "port": "N"})", ": names both a feature and a crown"},
            {"unknown feature", R"({"feature": "monastery"})", ".feature: \"monastery\" is not one of road, city, field, cloister, tent"},
            {"unknown port", R"({"feature": "road", "port": "NE"})", ".port: \"NE\" is not an edge N, E, S or W"},
            {"port lower case", R"({"feature": "city", "port": "n"})", ".port: \"n\" is not an edge N, E, S or W"},
            {"missing port", R"({"feature": "road"})", ".port: missing; a road needs an edge N, E, S or W"},
            {"field on an edge", R"({"feature": "field", "port": "N"})", ".port: \"N\" is not a half edge NNW, NNE, ENE, ESE, SSE, SSW, WSW or WNW"},
            {"road on a half edge", R"({"feature": "road", "port": "NNE"})", ".port: \"NNE\" is not an edge N, E, S or W"},
            {"cloister with port", R"({"feature": "cloister", "port": "N"})", ".port: \"N\": a cloister has no port"},
            {"unknown crown", R"({"crown": "Taxes", "slot": 0})", ".crown: \"Taxes\" is not one of fortune, taxes, famine, storm, inquisition, plague"},
            {"slot 2", R"({"crown": "taxes", "slot": 2})", ".slot: 2 is not 0 or 1"},
            {"slot missing", R"({"crown": "taxes"})", ".slot: missing; 0 or 1"},
            {"slot 1 of a one-crown sector", R"({"crown": "fortune", "slot": 1})", ".slot: fortune has only one crown space, slot 1 does not exist"},
        };
        for (const auto &f : followers)
            QTest::newRow(f[0]) << withTurn0("follower", json(f[1])) << u"turns[0].follower"_s + QString::fromUtf8(f[2]);
        QTest::newRow("plague not list") << withTurn0("plague", QJsonObject()) << u"turns[0].plague: an object is not a list of followers"_s;
        QTest::newRow("plague entry without at") << withTurn0("plague", json(R"([{"feature": "cloister"}])")) << u"turns[0].plague[0].at: missing; [x, y]"_s;
        QTest::newRow("plague bad port") << withTurn0("plague", json(R"([{"at": [0, 0], "feature": "field", "port": "X"}])"))
                                         << u"turns[0].plague[0].port: \"X\" is not a half edge NNW, NNE, ENE, ESE, SSE, SSW, WSW or WNW"_s;
        QTest::newRow("follower on an all-discard turn")
            << withTurn0("at", QJsonValue::Null) << u"turns[0].follower: a turn without a tile (at: null) deploys no follower"_s;
    }
    void broken()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString path = m_dir.filePath(u"broken.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(content);
        f.close();
        const Run r = runCli({u"replay"_s, path});
        QVERIFY(!r.crashed);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(isOneErrorLine(r), r.err.constData());
        const QString line = QString::fromUtf8(r.err.trimmed());
        if (message.endsWith(u": "_s))
            QVERIFY2(line.startsWith(message), qPrintable(line));
        else
            QCOMPARE(line, message);
    }

    // A small record cut at every byte: always exit 2 with one line, never a crash.
    void truncatedEverywhere()
    {
        const QByteArray full = QJsonDocument::fromJson(readFile(dataPath(u"single-crown-scores-three.json"_s))).toJson(QJsonDocument::Compact);
        QVERIFY(full.size() > 100);
        QVERIFY(full.size() < 400);
        const QString path = m_dir.filePath(u"truncated.json"_s);
        for (qsizetype n = 0; n < full.size(); ++n) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(full.left(n));
            f.close();
            const Run r = runCli({u"replay"_s, path});
            QVERIFY2(!r.crashed && r.exitCode == 2 && isOneErrorLine(r),
                     qPrintable(u"cut at %1: exit %2: %3"_s.arg(n).arg(r.exitCode).arg(QString::fromUtf8(r.err))));
        }
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(full);
        f.close();
        QCOMPARE(runCli({u"replay"_s, path}).exitCode, 0);
    }

    void partialReplay_data()
    {
        QTest::addColumn<int>("turns");
        QTest::addColumn<bool>("finished");
        QTest::addColumn<int>("turn");
        QTest::addColumn<QString>("pig");
        QTest::addColumn<int>("tilesLeft");
        QTest::addColumn<int>("storm");
        // The state after K turns includes turn K+1's automatic draw (wheel move and event).
        QTest::newRow("0") << 0 << false << 0 << u"taxes"_s << 1 << 0;
        QTest::newRow("1") << 1 << false << 1 << u"storm"_s << 0 << 7;
        QTest::newRow("2") << 2 << true << 2 << u"storm"_s << 0 << 7;
        QTest::newRow("beyond the end") << 9 << true << 2 << u"storm"_s << 0 << 7;
    }
    void partialReplay()
    {
        QFETCH(int, turns);
        QFETCH(bool, finished);
        QFETCH(int, turn);
        QFETCH(QString, pig);
        QFETCH(int, tilesLeft);
        QFETCH(int, storm);
        const Run r = runCli({u"replay"_s, dataPath(u"storm-after-two-draws.json"_s), u"--turns"_s, QString::number(turns)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject result = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(result.value(u"finished"_s).toBool(), finished);
        QCOMPARE(result.value(u"turn"_s).toInt(), turn);
        QCOMPARE(result.value(u"pig"_s).toString(), pig);
        QCOMPARE(result.value(u"tilesLeft"_s).toInt(), tilesLeft);
        for (const QJsonValue &p : result.value(u"players"_s).toArray())
            QCOMPARE(p.toObject().value(u"breakdown"_s).toObject().value(u"storm"_s).toInt(), storm);
    }

    // An illegal turn after --turns K is not reached.
    void partialReplayStopsBeforeTheError()
    {
        const QString file = dataPath(u"bad-missing-plague.json"_s);
        QCOMPARE(runCli({u"replay"_s, file, u"--turns"_s, u"2"_s}).exitCode, 0);
        const Run r = runCli({u"replay"_s, file, u"--turns"_s, u"3"_s});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(r.err.startsWith("turn 3: "));
    }

    // spec/examples/field-joined-through-the-placed-tile: at turn 24 the U tile joins its two
    // fields through the farm around [4,-2], and red's farmer at [4,0] holds the result; the
    // farmer on its NNW field is refused. The 23 turns before it are a legal game.
    void fieldJoinedThroughThePlacedTileIsRefused()
    {
        const QString file = dataPath(u"field-joined-through-the-placed-tile.json"_s);
        const Run before = runCli({u"replay"_s, file, u"--turns"_s, u"23"_s});
        QCOMPARE(before.exitCode, 0);
        const QJsonObject result = QJsonDocument::fromJson(before.out).object();
        QCOMPARE(result.value(u"finished"_s).toBool(), false);
        QCOMPARE(result.value(u"turn"_s).toInt(), 23);
        const QJsonArray players = result.value(u"players"_s).toArray();
        QCOMPARE(players.size(), 5);
        const int scores[] = {18, 20, 22, 24, 14};
        const int supplies[] = {4, 6, 4, 6, 4};
        for (int p = 0; p < 5; ++p) {
            QCOMPARE(players[p].toObject().value(u"score"_s).toInt(), scores[p]);
            QCOMPARE(players[p].toObject().value(u"supply"_s).toInt(), supplies[p]);
        }
        const Run r = runCli({u"replay"_s, file});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("turn 24: follower (field at [3,-1] port NNW): the field is already occupied"), r.err.constData());
        QVERIFY2(r.err.contains("[4,0]"), r.err.constData());
    }

    void replayFromStandardInput()
    {
        QProcess p;
        p.start(QStringLiteral(FORTUNA_CLI), {u"replay"_s, u"-"_s, u"--compact"_s});
        QVERIFY(p.waitForStarted());
        p.write(readFile(dataPath(u"taxes-pennant.json"_s)));
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished());
        QCOMPARE(p.exitCode(), 0);
        const QByteArray out = p.readAllStandardOutput();
        QCOMPARE(out.count('\n'), 1);
        const QJsonObject result = QJsonDocument::fromJson(out).object();
        QCOMPARE(result.value(u"players"_s).toArray()[0].toObject().value(u"score"_s).toInt(), 5);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(CliReplayTest)
#include "clireplaytest.moc"
