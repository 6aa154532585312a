// SPDX-License-Identifier: GPL-3.0-or-later
// The fortuna-net/1 message reader (docs/network.md): what it accepts, what it refuses and
// with which field, codes and links.
#include "net/protocol.h"
#include "ai/agent.h"
#include "record/replay.h"
#include "rules/randomplayer.h"

#include <QJsonDocument>
#include <QTest>

using namespace fortuna;
using namespace fortuna::net;

class ProtocolTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void accepts()
    {
        ParseResult r = parseClientMessage(R"({"type":"hello","protocol":"fortuna-net/1","client":"x"})");
        QVERIFY(r.ok());
        QCOMPARE(r.message->protocol, QStringLiteral("fortuna-net/1"));

        r = parseClientMessage(
            R"({"type":"create","rules":{"fortuneTeller":true,"famine":"majority"},"seats":[{"color":"blue"},{"color":"red","ai":"easy"}],"password":"pw"})");
        QVERIFY2(r.ok(), qPrintable(r.text));
        QCOMPARE(r.message->seats.size(), size_t(2));
        QCOMPARE(r.message->seats[0].color, rules::Color::Blue);
        QCOMPARE(r.message->seats[1].level, QStringLiteral("easy"));
        QCOMPARE(r.message->seats[1].kind, record::SeatKind::Computer);
        QCOMPARE(r.message->seats[0].kind, record::SeatKind::Remote);
        QVERIFY(r.message->options.fortuneTeller);
        QCOMPARE(r.message->options.famine, rules::FamineRule::Majority);
        QCOMPARE(*r.message->password, QStringLiteral("pw"));

        r = parseClientMessage(R"({"type":"join","code":"abcdefgh","name":"Ada","seat":2})");
        QVERIFY2(r.ok(), qPrintable(r.text));
        QCOMPARE(r.message->code, QStringLiteral("ABCDEFGH"));
        QCOMPARE(r.message->seat, 2);

        r = parseClientMessage(R"({"type":"decide","seq":7,"place":{"at":[-1,2],"rotation":270}})");
        QVERIFY(r.ok());
        QCOMPARE(r.message->seq, 7);
        QCOMPARE(r.message->decision.kind, NetDecision::Kind::Place);
        QCOMPARE(r.message->decision.decision.placement.pos, (rules::Pos{-1, 2}));
        QCOMPARE(r.message->decision.decision.placement.rotation, 3);

        r = parseClientMessage(R"({"type":"decide","seq":1,"follower":{"feature":"field","port":"SSW"}})");
        QVERIFY(r.ok());
        QCOMPARE(r.message->decision.decision.deployment.feature, rules::FeatureKind::Field);
        QCOMPARE(r.message->decision.decision.deployment.port, 5);
        r = parseClientMessage(R"({"type":"decide","seq":1,"follower":{"crown":"storm","slot":1}})");
        QVERIFY(r.ok());
        QCOMPARE(r.message->decision.decision.deployment.kind, rules::Deployment::Kind::Crown);
        QCOMPARE(r.message->decision.decision.deployment.sector, rules::Sector::Storm);
        r = parseClientMessage(R"({"type":"decide","seq":1,"plague":{"at":[0,1],"feature":"cloister"}})");
        QVERIFY(r.ok());
        QCOMPARE(r.message->decision.decision.port, -1);
        r = parseClientMessage(R"({"type":"assign","seat":1,"ai":null})");
        QVERIFY(r.ok());
        QVERIFY(!r.message->ai);

        // Turn-based tables: a time per move, and status (codes in any case, like join's).
        r = parseClientMessage(R"({"type":"create","seats":[{"color":"blue"},{"color":"red"}],"moveTime":86400})");
        QVERIFY2(r.ok(), qPrintable(r.text));
        QCOMPARE(r.message->moveTime, 86400);
        r = parseClientMessage(R"({"type":"create","seats":[{"color":"blue"},{"color":"red"}]})");
        QCOMPARE(r.message->moveTime, 0);
        r = parseClientMessage(
            R"({"type":"status","tables":[{"code":"abcdefgh","token":"0123456789abcdef0123456789abcdef"},{"code":"ZZZZ2222","token":"fedcba9876543210fedcba9876543210"}]})");
        QVERIFY2(r.ok(), qPrintable(r.text));
        QCOMPARE(r.message->type, MessageType::Status);
        QCOMPARE(r.message->statusTables,
                 (std::vector<std::pair<QString, QString>>{{QStringLiteral("ABCDEFGH"), QStringLiteral("0123456789abcdef0123456789abcdef")},
                                                           {QStringLiteral("ZZZZ2222"), QStringLiteral("fedcba9876543210fedcba9876543210")}}));
        r = parseClientMessage(R"({"type":"status","tables":[]})");
        QVERIFY(r.ok());
        QVERIFY(r.message->statusTables.empty());
    }

    // Every decision written by toJson reads back as itself.
    void decisionRoundTrip()
    {
        for (const char *json : {R"({"choose":1})",
                                 R"({"undo":true})",
                                 R"({"follower":null})",
                                 R"({"follower":{"feature":"road","port":"E"}})",
                                 R"({"follower":{"crown":"storm","slot":0}})",
                                 R"({"place":{"at":[3,-4],"rotation":90}})",
                                 R"({"plague":{"at":[1,1],"feature":"city","port":"N"}})"}) {
            QJsonObject o = QJsonDocument::fromJson(json).object();
            o.insert(QStringLiteral("type"), QStringLiteral("decide"));
            o.insert(QStringLiteral("seq"), 0);
            const ParseResult r = parseClientMessage(encode(o));
            QVERIFY2(r.ok(), json);
            QCOMPARE(r.message->decision.toJson(), QJsonDocument::fromJson(json).object());
        }
    }

    // A decision is read by the record's reader: the same limits and messages, another path.
    void limitsAreTheRecords()
    {
        const record::ReadResult read =
            record::readRecord(QByteArray(R"({"format":"fortuna-record/1","seed":1,"players":[{"name":"A","color":"red"},{"name":"B","color":"blue"}],)"
                                          R"("turns":[{"at":[0,1],"rotation":0,"follower":{"crown":"famine","slot":2}}]})"));
        QVERIFY(!read.ok());
        QCOMPARE(read.field, QStringLiteral("turns[0].follower.slot"));
        QCOMPARE(read.error, QStringLiteral("turns[0].follower.slot: 2 is not 0 or 1"));
        const ParseResult net = parseClientMessage(R"({"type":"decide","seq":0,"follower":{"crown":"famine","slot":2}})");
        QVERIFY(!net.ok());
        QCOMPARE(net.field, QStringLiteral("decide.follower.slot"));
        QCOMPARE(net.text, QStringLiteral("decide.follower.slot: 2 is not 0 or 1"));
    }

    // The log entries of sync and update are the result's (one schema: "event", not "kind").
    void logIsTheResults()
    {
        record::Record header;
        header.options.fortuneTeller = true;
        header.seed = 3;
        header.players = {record::PlayerInfo::person(QStringLiteral("A"), rules::Color::Red),
                          record::PlayerInfo::person(QStringLiteral("B"), rules::Color::Blue)};
        std::optional<rules::Game> game = rules::Game::create(header.setup());
        rules::RandomPlayer player(3);
        while (game->phase() != rules::Phase::GameOver)
            QVERIFY(game->apply(player.decide(*game)));
        const QJsonObject result = QJsonDocument::fromJson(record::resultJson(*game, header, game->turn())).object();
        const QJsonArray log = logJson(*game, 0);
        QVERIFY(log.size() > 20);
        QCOMPARE(log, result.value(QLatin1String("log")).toArray());
        const QJsonArray tail = logJson(*game, 10);
        QCOMPARE(tail.size(), log.size() - 10);
        QCOMPARE(tail.first(), log.at(10));
    }

    // Defined after the class: moc (Qt 6.4) loses its way in some raw string literals of
    // their rows, and then left them out of the test (they never ran).
    void refuses_data();
    void refuses();
    void acceptsNamedLevelsAndNames();
    void links();
};

void ProtocolTest::refuses_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");
    QTest::addColumn<QString>("field");
    QTest::newRow("not json") << QByteArray("hello") << "bad-message"
                              << "";
    QTest::newRow("truncated") << QByteArray(R"({"type":"hel)") << "bad-message"
                               << "";
    QTest::newRow("array") << QByteArray("[]") << "bad-message"
                           << "";
    QTest::newRow("no type") << QByteArray("{}") << "bad-message"
                             << "type";
    QTest::newRow("type number") << QByteArray(R"({"type":3})") << "bad-message"
                                 << "type";
    QTest::newRow("unknown") << QByteArray(R"({"type":"fly"})") << "unknown-type"
                             << "type";
    QTest::newRow("type with newline") << QByteArray(R"({"type":"rejoin\n"})") << "unknown-type"
                                       << "type";
    QTest::newRow("large") << QByteArray(MaxClientMessage + 1, ' ') << "too-large"
                           << "";
    QTest::newRow("hello no protocol") << QByteArray(R"({"type":"hello"})") << "bad-message"
                                       << "hello.protocol";
    QTest::newRow("one seat") << QByteArray(R"({"type":"create","seats":[{"color":"red"}]})") << "bad-message"
                              << "create.seats";
    QTest::newRow("six seats") << QByteArray(
        R"({"type":"create","seats":[{"color":"red"},{"color":"blue"},{"color":"green"},{"color":"yellow"},{"color":"black"},{"color":"red"}]})")
                               << "bad-message"
                               << "create.seats";
    QTest::newRow("same colour") << QByteArray(R"({"type":"create","seats":[{"color":"red"},{"color":"red"}]})") << "bad-message"
                                 << "create.seats[1].color";
    QTest::newRow("purple") << QByteArray(R"({"type":"create","seats":[{"color":"red"},{"color":"purple"}]})") << "bad-message"
                            << "create.seats[1].color";
    QTest::newRow("bad rules") << QByteArray(R"({"type":"create","rules":{"famine":"some"},"seats":[{"color":"red"},{"color":"blue"}]})") << "bad-message"
                               << "create.rules";
    QTest::newRow("short code") << QByteArray(R"({"type":"join","code":"ABC","name":"x"})") << "bad-message"
                                << "join.code";
    QTest::newRow("code with O") << QByteArray(R"({"type":"join","code":"ABCDEFGO","name":"x"})") << "bad-message"
                                 << "join.code";
    QTest::newRow("empty name") << QByteArray(R"({"type":"join","code":"ABCDEFGH","name":"  "})") << "bad-message"
                                << "join.name";
    QTest::newRow("long name") << QByteArray(R"({"type":"join","code":"ABCDEFGH","name":")" + QByteArray(41, 'n') + R"("})") << "bad-message"
                               << "join.name";
    QTest::newRow("seat 9") << QByteArray(R"({"type":"join","code":"ABCDEFGH","name":"x","seat":9})") << "bad-message"
                            << "join.seat";
    QTest::newRow("short token") << QByteArray(R"({"type":"rejoin","code":"ABCDEFGH","token":"abc"})") << "bad-message"
                                 << "rejoin.token";
    QTest::newRow("upper token") << QByteArray(R"({"type":"rejoin","code":"ABCDEFGH","token":"0123456789ABCDEF0123456789ABCDEF"})") << "bad-message"
                                 << "rejoin.token";
    QTest::newRow("no seq") << QByteArray(R"({"type":"decide","undo":true})") << "bad-message"
                            << "decide.seq";
    QTest::newRow("negative seq") << QByteArray(R"({"type":"decide","seq":-1,"undo":true})") << "bad-message"
                                  << "decide.seq";
    QTest::newRow("two decisions") << QByteArray(R"({"type":"decide","seq":0,"undo":true,"choose":1})") << "bad-message"
                                   << "decide";
    QTest::newRow("no decision") << QByteArray(R"({"type":"decide","seq":0})") << "bad-message"
                                 << "decide";
    QTest::newRow("rotation 45") << QByteArray(R"({"type":"decide","seq":0,"place":{"at":[0,1],"rotation":45}})") << "bad-message"
                                 << "decide.place.rotation";
    QTest::newRow("far away") << QByteArray(R"({"type":"decide","seq":0,"place":{"at":[0,2000000],"rotation":0}})") << "bad-message"
                              << "decide.place.at[1]";
    QTest::newRow("fraction") << QByteArray(R"({"type":"decide","seq":0,"place":{"at":[0.5,1],"rotation":0}})") << "bad-message"
                              << "decide.place.at[0]";
    QTest::newRow("road port") << QByteArray(R"({"type":"decide","seq":0,"follower":{"feature":"road","port":"NNW"}})") << "bad-message"
                               << "decide.follower.port";
    QTest::newRow("sector") << QByteArray(R"({"type":"decide","seq":0,"follower":{"crown":"joy","slot":0}})") << "bad-message"
                            << "decide.follower.crown";
    QTest::newRow("slot 2") << QByteArray(R"({"type":"decide","seq":0,"follower":{"crown":"famine","slot":2}})") << "bad-message"
                            << "decide.follower.slot";
    QTest::newRow("choose 3") << QByteArray(R"({"type":"decide","seq":0,"choose":3})") << "bad-message"
                              << "decide.choose";
    QTest::newRow("undo false") << QByteArray(R"({"type":"decide","seq":0,"undo":false})") << "bad-message"
                                << "decide.undo";
    QTest::newRow("assign no ai") << QByteArray(R"({"type":"assign","seat":1})") << "bad-message"
                                  << "assign.ai";
    QTest::newRow("move time 59") << QByteArray(R"({"type":"create","seats":[{"color":"red"},{"color":"blue"}],"moveTime":59})") << "bad-message"
                                  << "create.moveTime";
    QTest::newRow("move time 15 days") << QByteArray(R"({"type":"create","seats":[{"color":"red"},{"color":"blue"}],"moveTime":1296000})") << "bad-message"
                                       << "create.moveTime";
    QTest::newRow("move time text") << QByteArray(R"({"type":"create","seats":[{"color":"red"},{"color":"blue"}],"moveTime":"1d"})") << "bad-message"
                                    << "create.moveTime";
    QTest::newRow("status no list") << QByteArray(R"({"type":"status"})") << "bad-message"
                                    << "status.tables";
    QTest::newRow("status entry") << QByteArray(R"({"type":"status","tables":[7]})") << "bad-message"
                                  << "status.tables[0]";
    QTest::newRow("status code") << QByteArray(R"({"type":"status","tables":[{"code":"ABC","token":"0123456789abcdef0123456789abcdef"}]})") << "bad-message"
                                 << "status.tables[0].code";
    QTest::newRow("status token") << QByteArray(R"({"type":"status","tables":[{"code":"ABCDEFGH"}]})") << "bad-message"
                                  << "status.tables[0].token";
    // Only the named computer levels: a client must not pick the server's CPU budget.
    QTest::newRow("level cpu") << QByteArray(R"({"type":"create","seats":[{"color":"red","ai":"strong:999999cpu"},{"color":"blue"}]})") << "bad-message"
                               << "create.seats[0].ai";
    QTest::newRow("level playouts") << QByteArray(R"({"type":"create","seats":[{"color":"red"},{"color":"blue","ai":"strong:99999999"}]})") << "bad-message"
                                    << "create.seats[1].ai";
    QTest::newRow("level ms") << QByteArray(R"({"type":"assign","seat":1,"ai":"strong:100ms"})") << "bad-message"
                              << "assign.ai";
    QTest::newRow("level case") << QByteArray(R"({"type":"assign","seat":1,"ai":"Strong"})") << "bad-message"
                                << "assign.ai";
    // Names that hide or fake what they show.
    QTest::newRow("zero width") << QByteArray(R"({"type":"join","code":"ABCDEFGH","name":"\u200b"})") << "bad-message"
                                << "join.name";
    QTest::newRow("bidi override") << QByteArray(R"({"type":"join","code":"ABCDEFGH","name":"\u202eanA"})") << "bad-message"
                                   << "join.name";
    QTest::newRow("nul") << QByteArray(R"({"type":"join","code":"ABCDEFGH","name":"a\u0000b"})") << "bad-message"
                         << "join.name";
    QTest::newRow("tab") << QByteArray(R"({"type":"join","code":"ABCDEFGH","name":"a\tb"})") << "bad-message"
                         << "join.name";
    QTest::newRow("isolate") << QByteArray(R"({"type":"join","code":"ABCDEFGH","name":"Bo\u2066"})") << "bad-message"
                             << "join.name";
    QTest::newRow("table name") << QByteArray(R"({"type":"create","seats":[{"color":"red"},{"color":"blue"}],"name":"Club\u200e"})") << "bad-message"
                                << "create.name";
}

// The named levels are accepted (random and the whole ladder of ai, nothing else);
// names in any script, with emoji (a zero-width joiner between two of them) too.
void ProtocolTest::acceptsNamedLevelsAndNames()
{
    QStringList ladder{QStringLiteral("random")};
    for (const ai::LadderLevel &l : ai::ladderLevels())
        ladder << QString::fromLatin1(l.level.data(), qsizetype(l.level.size()));
    QStringList named;
    for (const char *level : NetLevels)
        named << QString::fromLatin1(level);
    QCOMPARE(named, ladder);
    for (const char *level : NetLevels) {
        const QJsonObject create{{QStringLiteral("type"), QStringLiteral("create")},
                                 {QStringLiteral("seats"),
                                  QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}, {QStringLiteral("ai"), QLatin1String(level)}},
                                             QJsonObject{{QStringLiteral("color"), QStringLiteral("blue")}}}}};
        const ParseResult r = parseClientMessage(encode(create));
        QVERIFY2(r.ok(), qPrintable(r.text));
        QCOMPARE(r.message->seats[0].level, QString::fromLatin1(level));
    }
    for (const QString &name : {QStringLiteral("Zoë Łukasz"),
                                QStringLiteral("Анна"),
                                QStringLiteral("\u0645\u0631\u064a\u0645"),
                                QStringLiteral("\U0001F469\u200d\U0001F4BB Ana"),
                                QStringLiteral("\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645")}) {
        const QJsonObject join{{QStringLiteral("type"), QStringLiteral("join")},
                               {QStringLiteral("code"), QStringLiteral("ABCDEFGH")},
                               {QStringLiteral("name"), name}};
        const ParseResult r = parseClientMessage(encode(join));
        QVERIFY2(r.ok(), qPrintable(name + QStringLiteral(": ") + r.text));
    }
    QCOMPARE(invisibleCharacter(QStringLiteral("a\u200bb")), QStringLiteral("U+200B"));
    QCOMPARE(invisibleCharacter(QStringLiteral("\u200dab")), QStringLiteral("U+200D"));
}

void ProtocolTest::refuses()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);
    QFETCH(QString, field);
    const ParseResult r = parseClientMessage(bytes);
    QVERIFY(!r.ok());
    QCOMPARE(r.error, error);
    QCOMPARE(r.field, field);
    QVERIFY(!r.text.isEmpty());
    QVERIFY(!r.text.contains(QLatin1Char('\n')));
}

void ProtocolTest::links()
{
    const auto l = parseLink(QStringLiteral("fortuna://example.org:8000/abcdefgh"));
    QVERIFY(l);
    QCOMPARE(l->host, QStringLiteral("example.org"));
    QCOMPARE(l->port, 8000);
    QCOMPARE(l->code, QStringLiteral("ABCDEFGH"));
    QCOMPARE(parseLink(QStringLiteral("fortuna://10.0.0.2/ABCDEFGH"))->port, DefaultPort);
    QCOMPARE(linkText(*l), QStringLiteral("fortuna://example.org:8000/ABCDEFGH"));
    QCOMPARE(linkText(*parseLink(QStringLiteral("fortuna://[::1]:7979/ABCDEFGH"))), QStringLiteral("fortuna://[::1]:7979/ABCDEFGH"));
    QVERIFY(!parseLink(QStringLiteral("http://example.org/ABCDEFGH")));
    QVERIFY(!parseLink(QStringLiteral("fortuna://example.org/ABC")));
    QVERIFY(!parseLink(QStringLiteral("fortuna:///ABCDEFGH")));
    QVERIFY(isCode(QStringLiteral("23456789")));
    QVERIFY(!isCode(QStringLiteral("1BCDEFGH")));
}

QTEST_GUILESS_MAIN(ProtocolTest)
#include "protocoltest.moc"
