// SPDX-License-Identifier: GPL-3.0-or-later
// Turn-based tables (docs/network.md): a table created with a time per move has a deadline for
// the seat to move, persisted as an absolute time; a seat whose time runs out is handed to a
// computer (whose decisions everyone gets), and its player takes it back by rejoining; `status`
// tells a player's app whose turn it is at each of its tables, and answers a wrong code or token
// with ok:false. The table is resumed after both players' clients were killed and the server
// stopped and started again. The server's clock is the test's: no assertion waits for real time.
#include "nettesthelpers.h"

#include "net/server.h"

#include <QTemporaryDir>
#include <QTest>

using namespace fortuna;
using namespace fortuna::net;
using namespace fortuna::net::test;

namespace
{
constexpr int WaitMs = 30000;
constexpr qint64 Hour = 3600;
} // namespace

class TurnBasedTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir{scratchTemplate()};
    qint64 m_now = 1'800'000'000'000; // ms since the epoch: the servers' clock
    std::unique_ptr<Server> m_server;
    QUrl m_url;

    bool startServer()
    {
        ServerConfig config;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        config.dataDir = m_dir.path();
        config.refusalDelayMs = 50;
        config.timeoutLevel = QStringLiteral("random");
        config.clock = [this]() {
            return m_now;
        };
        m_server = std::make_unique<Server>(config);
        if (!m_server->start().isEmpty())
            return false;
        m_url = QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port()));
        return true;
    }

    // The `status` answer for `tables` (code, token), asked by a new connection.
    QJsonArray status(const std::vector<std::pair<QString, QString>> &tables)
    {
        Client asker;
        QJsonArray answer;
        bool got = false;
        connect(&asker, &Client::received, this, [&](const QString &type, const QJsonObject &m) {
            if (type == QLatin1String("status")) {
                answer = m.value(QLatin1String("tables")).toArray();
                got = true;
            }
        });
        QJsonArray list;
        for (const auto &[code, token] : tables)
            list.append(QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("token"), token}});
        connect(&asker, &Client::welcomed, this, [&]() {
            asker.sendRaw(encode(QJsonObject{{QStringLiteral("type"), QStringLiteral("status")}, {QStringLiteral("tables"), list}}));
        });
        asker.open(m_url);
        waitUntil(
            [&]() {
                return got;
            },
            WaitMs);
        return answer;
    }

    static QJsonObject seatOf(const Client &c, int seat) { return c.lobby().value(QLatin1String("seats")).toArray().at(seat).toObject(); }

    // The first legal placement of the position `c` sees.
    static QJsonObject firstPlacement(const Client &c)
    {
        const QJsonArray p = c.state().value(QLatin1String("legal")).toObject().value(QLatin1String("placements")).toArray().at(0).toArray();
        return QJsonObject{{QStringLiteral("place"), QJsonObject{{QStringLiteral("at"), QJsonArray{p.at(0), p.at(1)}}, {QStringLiteral("rotation"), p.at(2)}}}};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(startServer());
    }

    void timeoutRejoinStatusAndRestart()
    {
        // A table of two people, an hour a move.
        auto host = std::make_unique<Client>();
        QSignalSpy created(host.get(), &Client::created);
        connect(host.get(), &Client::welcomed, this, [&]() {
            host->sendRaw(encode(QJsonObject{
                {QStringLiteral("type"), QStringLiteral("create")},
                {QStringLiteral("seats"),
                 QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}}, QJsonObject{{QStringLiteral("color"), QStringLiteral("blue")}}}},
                {QStringLiteral("moveTime"), Hour}}));
        });
        host->open(m_url);
        QVERIFY(waitUntil(
            [&]() {
                return !created.isEmpty();
            },
            WaitMs));
        const QString code = host->code(), hostToken = host->token();
        std::vector<std::unique_ptr<Client>> players;
        for (const char *name : {"Ann", "Bob"}) {
            players.push_back(std::make_unique<Client>());
            players.back()->join(code, QLatin1String(name));
            players.back()->open(m_url);
        }
        QVERIFY(waitUntil(
            [&]() {
                return players[0]->seat() == 0 && players[1]->seat() == 1;
            },
            WaitMs));
        QCOMPARE(host->lobby().value(QLatin1String("moveTime")).toInteger(), Hour);
        QVERIFY(host->lobby().value(QLatin1String("deadline")).isNull()); // not started
        host->start();
        QVERIFY(waitUntil(
            [&]() {
                return players[0]->started() && players[1]->started() && host->lobby().value(QLatin1String("started")).toBool();
            },
            WaitMs));
        const int first = players[0]->actingPlayer();
        const int second = 1 - first;
        QVERIFY(first == 0 || first == 1);
        QTRY_COMPARE_WITH_TIMEOUT(qint64(host->lobby().value(QLatin1String("deadline")).toDouble()), m_now + Hour * 1000, WaitMs);
        const QString tokens[2] = {players[0]->token(), players[1]->token()};

        // status: whose turn, the deadline; a wrong token is ok:false.
        QJsonArray st = status({{code, tokens[first]}, {code, tokens[second]}, {code, QString(32, QLatin1Char('0'))}, {code, hostToken}});
        QCOMPARE(st.size(), 4);
        QJsonObject mine = st.at(0).toObject();
        QCOMPARE(mine.value(QLatin1String("ok")).toBool(), true);
        QCOMPARE(mine.value(QLatin1String("seat")).toInt(), first);
        QCOMPARE(mine.value(QLatin1String("yourTurn")).toBool(), true);
        QCOMPARE(mine.value(QLatin1String("toMove")).toInt(), first);
        QCOMPARE(mine.value(QLatin1String("started")).toBool(), true);
        QCOMPARE(mine.value(QLatin1String("over")).toBool(), false);
        QCOMPARE(qint64(mine.value(QLatin1String("deadline")).toDouble()), m_now + Hour * 1000);
        QCOMPARE(mine.value(QLatin1String("moveTime")).toInteger(), Hour);
        QCOMPARE(mine.value(QLatin1String("names")).toArray(), (QJsonArray{QStringLiteral("Ann"), QStringLiteral("Bob")}));
        QCOMPARE(st.at(1).toObject().value(QLatin1String("yourTurn")).toBool(), false);
        QCOMPARE(st.at(2).toObject(), (QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("ok"), false}}));
        QCOMPARE(st.at(3).toObject().value(QLatin1String("seat")).toInt(), -1);

        // A minute before the deadline nothing happens; at the deadline the seat is the computer's,
        // which plays its turn at once: the others get its updates.
        m_now += (Hour - 60) * 1000;
        m_server->checkDeadlines();
        QVERIFY(!seatOf(*host, first).contains(QLatin1String("ai")));
        const qint64 seqBefore = players[second]->seq();
        m_now += 60 * 1000;
        m_server->checkDeadlines();
        QVERIFY(waitUntil(
            [&]() {
                return seatOf(*host, first).value(QLatin1String("timedOut")).toBool() && players[second]->myTurn();
            },
            WaitMs));
        QCOMPARE(seatOf(*host, first).value(QLatin1String("ai")).toString(), QStringLiteral("random"));
        QVERIFY(players[second]->seq() > seqBefore);
        // The second seat's hour starts when its turn does.
        QTRY_COMPARE_WITH_TIMEOUT(qint64(host->lobby().value(QLatin1String("deadline")).toDouble()), m_now + Hour * 1000, WaitMs);
        const qint64 deadline = m_now + Hour * 1000;
        const qint64 seq = players[second]->seq();

        // Every client killed (no leave), the server stopped; half an hour later it starts
        // again from its database: same position, same absolute deadline.
        host->abort();
        for (auto &p : players)
            p->abort();
        host.reset();
        players.clear();
        m_server.reset();
        m_now += Hour / 2 * 1000;
        QVERIFY(startServer());
        QCOMPARE(m_server->loadedTables(), 1);
        QCOMPARE(m_server->table(code)->deadline(), deadline);
        QCOMPARE(m_server->table(code)->seq(), seq);

        // The timed-out player comes back: the seat is theirs again, the game where it was.
        Client back, other;
        back.rejoin(code, tokens[first]);
        other.rejoin(code, tokens[second]);
        back.open(m_url);
        other.open(m_url);
        QVERIFY(waitUntil(
            [&]() {
                return back.started() && other.started() && back.seq() == seq && other.seq() == seq;
            },
            WaitMs));
        QVERIFY(waitUntil(
            [&]() {
                return !seatOf(other, first).contains(QLatin1String("ai"));
            },
            WaitMs));
        QVERIFY(!seatOf(other, first).value(QLatin1String("timedOut")).toBool());
        QVERIFY(other.myTurn());
        st = status({{code, tokens[first]}, {code, tokens[second]}});
        QCOMPARE(st.at(0).toObject().value(QLatin1String("yourTurn")).toBool(), false);
        QCOMPARE(st.at(1).toObject().value(QLatin1String("yourTurn")).toBool(), true);
        QCOMPARE(qint64(st.at(1).toObject().value(QLatin1String("deadline")).toDouble()), deadline);

        // The game goes on: the second player places a tile.
        other.decide(firstPlacement(other));
        QVERIFY(waitUntil(
            [&]() {
                return back.seq() == seq + 1;
            },
            WaitMs));
    }

    // A finished table the server no longer holds (its last connection gone) is answered from
    // the database: over, nobody to move.
    void statusOfAFinishedTable()
    {
        // A game needs a person to start (no-person); Ann's seat then goes to a computer, which
        // plays the game out.
        auto host = std::make_unique<Client>();
        QSignalSpy over(host.get(), &Client::gameOver);
        host->create(rules::Options{},
                     {record::PlayerInfo::remote(rules::Color::Red), record::PlayerInfo::tableSeat(rules::Color::Blue, QStringLiteral("random"))});
        host->open(m_url);
        QVERIFY(waitUntil(
            [&]() {
                return !host->code().isEmpty();
            },
            WaitMs));
        auto ann = std::make_unique<Client>();
        ann->join(host->code(), QStringLiteral("Ann"));
        ann->open(m_url);
        QVERIFY(waitUntil(
            [&]() {
                return ann->seat() == 0;
            },
            WaitMs));
        host->start();
        QVERIFY(waitUntil(
            [&]() {
                return host->lobby().value(QLatin1String("started")).toBool();
            },
            WaitMs));
        host->assign(0, QStringLiteral("random"));
        QVERIFY(waitUntil(
            [&]() {
                return !over.isEmpty();
            },
            WaitMs));
        const QString code = host->code(), token = host->token();
        ann.reset();
        host.reset(); // the last connection: the server drops the finished table
        QVERIFY(waitUntil(
            [&]() {
                return m_server->table(code) == nullptr;
            },
            WaitMs));
        const QJsonArray st = status({{code, token}});
        QCOMPARE(st.size(), 1);
        const QJsonObject entry = st.at(0).toObject();
        QCOMPARE(entry.value(QLatin1String("ok")).toBool(), true);
        QCOMPARE(entry.value(QLatin1String("seat")).toInt(), -1);
        QCOMPARE(entry.value(QLatin1String("over")).toBool(), true);
        QCOMPARE(entry.value(QLatin1String("toMove")).toInt(), -1);
        QCOMPARE(entry.value(QLatin1String("yourTurn")).toBool(), false);
        QCOMPARE(entry.value(QLatin1String("names")).toArray(), (QJsonArray{QStringLiteral("Ann"), QStringLiteral("Computer 2")}));
        QVERIFY(entry.value(QLatin1String("seq")).toInteger() > 50);
    }

    // create.moveTime outside 0 and 60 s to 14 days is refused, naming the field.
    void refusesABadMoveTime()
    {
        for (const qint64 bad : {qint64(30), qint64(-1), MaxMoveTime + 1}) {
            const ParseResult p = parseClientMessage(encode(QJsonObject{
                {QStringLiteral("type"), QStringLiteral("create")},
                {QStringLiteral("seats"),
                 QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}}, QJsonObject{{QStringLiteral("color"), QStringLiteral("blue")}}}},
                {QStringLiteral("moveTime"), bad}}));
            QVERIFY(!p.ok());
            QCOMPARE(p.field, QStringLiteral("create.moveTime"));
        }
    }
};

QTEST_GUILESS_MAIN(TurnBasedTest)
#include "turnbasedtest.moc"
