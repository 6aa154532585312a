// SPDX-License-Identifier: GPL-3.0-or-later
// The server's limits against anonymous clients (docs/network.md, "Limits"; issue 41): the
// budget of guesses (the 51st refused before any hashing), lobbies whose host is gone expiring
// on the server's clock, tables per address, handshakes that never finish closed at their
// deadline and counted against --max-connections, every message past the waiting queue
// answered, a resent decision `stale`, a host's leave mid-game keeping the record.
// The clock is the test's own (ServerConfig::clock): nothing here depends on the machine's speed.
#include "loopbackserver.h"

#include "record/smallfile.h"

#include <QTcpSocket>
#include <QWebSocket>

namespace
{

// A welcomed connection that records every message the server sends it.
struct Stranger {
    Client client;
    QList<QJsonObject> got;

    bool open(const QUrl &url)
    {
        QObject::connect(&client, &Client::received, &client, [this](const QString &, const QJsonObject &m) {
            got.append(m);
        });
        QSignalSpy welcomed(&client, &Client::welcomed);
        client.open(url);
        return waitUntil(
            [&]() {
                return !welcomed.isEmpty();
            },
            AnswerMs);
    }
    // The errors received so far, by code.
    int errors(const char *code) const
    {
        int n = 0;
        for (const QJsonObject &m : got)
            n += m.value(QLatin1String("error")).toString() == QLatin1String(code) ? 1 : 0;
        return n;
    }
    int answers() const
    {
        int n = 0;
        for (const QJsonObject &m : got)
            n += m.value(QLatin1String("type")).toString() != QLatin1String("welcome") ? 1 : 0;
        return n;
    }
    bool waitAnswers(int n)
    {
        return waitUntil(
            [&]() {
                return answers() >= n;
            },
            AnswerMs);
    }
};

QByteArray joinMessage(const QString &code, const QString &password)
{
    return encode(QJsonObject{{QStringLiteral("type"), QStringLiteral("join")},
                              {QStringLiteral("code"), code},
                              {QStringLiteral("name"), QStringLiteral("Guesser")},
                              {QStringLiteral("password"), password}});
}

} // namespace

class LimitsTest : public QObject
{
    Q_OBJECT

    qint64 m_now = 1800000000000; // the servers' clock (ms since the epoch)
    QTemporaryDir m_dir{scratchTemplate()};

    ServerConfig config(int refusalDelayMs = 1)
    {
        ServerConfig c;
        c.address = QHostAddress::LocalHost;
        c.port = 0;
        c.refusalDelayMs = refusalDelayMs;
        c.ratePerSecond = 300;
        c.rateBurst = 300;
        c.clock = [this]() {
            return m_now;
        };
        return c;
    }
    static QUrl urlOf(const Server &s) { return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(s.port())); }

    // A table with a password made by a host connection that stays.
    static QString passwordTable(Stranger &host, const QUrl &url)
    {
        QSignalSpy created(&host.client, &Client::created);
        host.client.create(rules::Options{}, remoteSeats(2), QStringLiteral("right"));
        if (!host.open(url) || !created.wait(AnswerMs))
            return QString();
        return host.client.code();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // 50 guesses of an address within the window are checked (hashed on the worker thread);
    // the 51st is refused at once, rate-limit with retryAfter, without hashing. A right
    // password costs nothing; the budget refills with the clock.
    void guessBudget()
    {
        Server server(config());
        QCOMPARE(server.start(), QString());
        Stranger host;
        const QString code = passwordTable(host, urlOf(server));
        QVERIFY(!code.isEmpty());
        // The table's own password was hashed once, out of the same budget.
        QCOMPARE(server.passwordChecks(), 1);
        Stranger guesser;
        QVERIFY(guesser.open(urlOf(server)));
        for (int i = 0; i < 48; ++i) { // one at a time: a connection's guesses wait for each other
            guesser.client.sendRaw(joinMessage(code, QStringLiteral("wrong%1").arg(i)));
            QVERIFY(guesser.waitAnswers(i + 1));
        }
        QCOMPARE(guesser.errors("bad-password"), 48);
        QCOMPARE(server.passwordChecks(), 49);
        // A right password (another connection of the same address) is given back.
        Stranger player;
        QSignalSpy joined(&player.client, &Client::joined);
        player.client.join(code, QStringLiteral("Ana"), QStringLiteral("right"));
        QVERIFY(player.open(urlOf(server)));
        QVERIFY(joined.wait(AnswerMs));
        QCOMPARE(server.passwordChecks(), 50);
        guesser.client.sendRaw(joinMessage(code, QStringLiteral("wrong49")));
        QVERIFY(guesser.waitAnswers(49));
        QCOMPARE(guesser.errors("bad-password"), 49);
        QCOMPARE(server.passwordChecks(), 51);
        // The 51st guess: refused before hashing.
        guesser.client.sendRaw(joinMessage(code, QStringLiteral("wrong50")));
        QVERIFY(guesser.waitAnswers(50));
        QCOMPARE(guesser.errors("rate-limit"), 1);
        QCOMPARE(guesser.got.last().value(QLatin1String("error")).toString(), QStringLiteral("rate-limit"));
        QVERIFY(guesser.got.last().value(QLatin1String("retryAfter")).toInt() >= 1);
        QCOMPARE(server.passwordChecks(), 51);
        // Guesses of a code, a token or a status entry come out of the same budget.
        guesser.client.sendRaw(encode(QJsonObject{
            {QStringLiteral("type"), QStringLiteral("status")},
            {QStringLiteral("tables"), QJsonArray{QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("token"), QString(32, QLatin1Char('0'))}}}}}));
        QVERIFY(guesser.waitAnswers(51));
        QCOMPARE(guesser.errors("rate-limit"), 2);
        // The clock goes on: one guess a 3 s (20 a minute) again.
        m_now += 3000;
        guesser.client.sendRaw(joinMessage(code, QStringLiteral("wrong51")));
        QVERIFY(guesser.waitAnswers(52));
        QCOMPARE(guesser.errors("bad-password"), 50);
        QCOMPARE(server.passwordChecks(), 52);
    }

    // The buckets: per address, and the server's shared one for the costly requests only;
    // addresses by IPv4, or IPv6 /64.
    void budgets()
    {
        AddressBudget b(50, 1.0 / 3, 100, 20);
        qint64 at = 1000;
        for (int i = 0; i < 50; ++i) {
            QCOMPARE(b.take(QStringLiteral("a"), at), 0);
            QCOMPARE(b.take(QStringLiteral("b"), at), 0);
        }
        QCOMPARE(b.take(QStringLiteral("a"), at), 3000); // a token a 3 s
        QCOMPARE(b.take(QStringLiteral("c"), at), 50); // the server's 100 are spent: 20 a second
        QCOMPARE(b.take(QStringLiteral("c"), at, 1, false), 0); // a cheap guess: c's own only
        b.refund(QStringLiteral("a"));
        QCOMPARE(b.take(QStringLiteral("a"), at, 1, false), 0);
        at += 3000;
        QCOMPARE(b.take(QStringLiteral("a"), at, 1, false), 0);
        QCOMPARE(addressKey(QHostAddress(QStringLiteral("::ffff:192.0.2.7"))), QStringLiteral("192.0.2.7"));
        QCOMPARE(addressKey(QHostAddress(QStringLiteral("2001:db8:1:2:3:4:5:6"))), QStringLiteral("2001:db8:1:2::/64"));
    }

    // Past the 16 messages that wait behind a pending answer, each one is answered rate-limit
    // (it was dropped); the 16 are handled after the answer.
    void waitingQueue()
    {
        Server server(config(2000));
        QCOMPARE(server.start(), QString());
        Stranger host;
        const QString code = passwordTable(host, urlOf(server));
        QVERIFY(!code.isEmpty());
        Stranger c;
        QVERIFY(c.open(urlOf(server)));
        c.client.sendRaw(joinMessage(code, QStringLiteral("wrong")));
        for (int i = 0; i < 17; ++i)
            c.client.sendRaw(R"({"type":"list"})");
        QVERIFY(c.waitAnswers(18));
        int tables = 0;
        for (const QJsonObject &m : c.got)
            tables += m.value(QLatin1String("type")).toString() == QLatin1String("tables") ? 1 : 0;
        QCOMPARE(c.errors("bad-password"), 1);
        QCOMPARE(c.errors("rate-limit"), 1);
        QCOMPARE(tables, 16);
        // The dropped one was answered first (the others waited for the refusal).
        QCOMPARE(c.got.at(1).value(QLatin1String("error")).toString(), QStringLiteral("rate-limit"));
    }

    // A lobby whose host is gone is removed after the grace period, from memory and from the
    // database, and its seats are told; a host that comes back in time keeps it. Tables per
    // address are capped.
    void lobbiesExpire()
    {
        ServerConfig c = config();
        c.dataDir = m_dir.path() + QStringLiteral("/lobbies");
        c.lobbyGraceMs = 600000;
        c.maxTablesPerAddress = 3;
        Server server(c);
        QCOMPARE(server.start(), QString());
        TestTable kept, gone;
        QVERIFY(kept.open(urlOf(server), rules::Options{}, remoteSeats(2), 1, QString(), false));
        QVERIFY(gone.open(urlOf(server), rules::Options{}, remoteSeats(2), 2, QString(), false));
        QVERIFY(!fileOf(c.dataDir, gone.code).isEmpty());
        QSignalSpy closed(gone.clients[0].get(), &Client::tableClosed);
        const QString keptCode = kept.code, keptToken = kept.host->token();
        kept.host->abort();
        gone.host->abort();
        QVERIFY(waitUntil(
            [&]() {
                return server.connectionCount() == 4;
            },
            AnswerMs));
        m_now += 300000;
        server.expireLobbies();
        QCOMPARE(server.tableCount(), 2);
        // The first host comes back within the grace period.
        Client back;
        QSignalSpy rejoined(&back, &Client::joined);
        back.rejoin(keptCode, keptToken);
        back.open(urlOf(server));
        QVERIFY(rejoined.wait(AnswerMs));
        m_now += 300000;
        server.expireLobbies();
        QCOMPARE(server.tableCount(), 1);
        QVERIFY(server.table(keptCode));
        QVERIFY(waitUntil(
            [&]() {
                return !closed.isEmpty();
            },
            AnswerMs));
        QCOMPARE(closed.first().at(0).toString(), QStringLiteral("host-left"));
        QVERIFY(waitUntil(
            [&]() {
                return fileOf(c.dataDir, gone.code).isEmpty();
            },
            AnswerMs));
        // Three tables per address: this one has one, and makes two more, then is refused.
        std::vector<std::unique_ptr<Stranger>> hosts;
        for (int i = 0; i < 3; ++i) {
            hosts.push_back(std::make_unique<Stranger>());
            hosts.back()->client.create(rules::Options{}, remoteSeats(2));
            QVERIFY(hosts.back()->open(urlOf(server)));
            QVERIFY(hosts.back()->waitAnswers(1));
        }
        QCOMPARE(hosts[0]->got.at(1).value(QLatin1String("type")).toString(), QStringLiteral("created"));
        QCOMPARE(hosts[1]->got.at(1).value(QLatin1String("type")).toString(), QStringLiteral("created"));
        QCOMPARE(hosts[2]->errors("server-full"), 1);
        QCOMPARE(server.tableCount(), 3);
    }

    // A started game without a time per move that every player has left is closed after the
    // grace period: no longer held (its place of --max-tables is free) and its record kept,
    // marked closed; a player back within the grace period keeps the game going.
    void abandonedGamesClose()
    {
        ServerConfig c = config();
        c.dataDir = m_dir.path() + QStringLiteral("/abandoned");
        c.abandonedGraceMs = 3600000;
        Server server(c);
        QCOMPARE(server.start(), QString());
        TestTable kept, gone;
        QVERIFY(kept.open(urlOf(server), rules::Options{}, remoteSeats(2), 1));
        QVERIFY(gone.open(urlOf(server), rules::Options{}, remoteSeats(2), 2));
        QVERIFY(server.table(gone.code) && server.table(gone.code)->started());
        const QString keptCode = kept.code, keptToken = kept.clients[0]->token();
        for (TestTable *t : {&kept, &gone}) {
            t->host->abort();
            for (const auto &player : t->clients)
                player->abort();
        }
        QVERIFY(waitUntil(
            [&]() {
                return server.connectionCount() == 0;
            },
            AnswerMs));
        m_now += 1800000;
        server.expireLobbies();
        QCOMPARE(server.tableCount(), 2); // within the grace period
        Client back;
        QSignalSpy rejoined(&back, &Client::joined);
        back.rejoin(keptCode, keptToken);
        back.open(urlOf(server));
        QVERIFY(rejoined.wait(AnswerMs));
        m_now += 1800000;
        server.expireLobbies();
        QCOMPARE(server.tableCount(), 1);
        QVERIFY(server.table(keptCode));
        QVERIFY(!server.table(gone.code));
        QVERIFY(waitUntil(
            [&]() {
                return fileOf(c.dataDir, gone.code).contains("\"closed\":true");
            },
            AnswerMs));
    }

    void stalledHandshakes_data()
    {
        QTest::addColumn<bool>("tls");
        QTest::newRow("ws") << false;
        QTest::newRow("wss") << true;
    }

    // A TCP connection that never finishes its handshake (TLS and WebSocket) counts against
    // --max-connections and is closed at its deadline (the server's clock), then counted.
    void stalledHandshakes()
    {
        QFETCH(bool, tls);
        ServerConfig c = config();
        c.maxConnections = 3;
        c.helloTimeoutMs = 10000;
        QByteArray ca;
        if (tls) {
            c.tlsCertificate = QStringLiteral(NET_DATA "/test-ca-server-cert.pem");
            c.tlsKey = QStringLiteral(NET_DATA "/test-ca-server-key.pem");
            QVERIFY(record::readSmallFile(QStringLiteral(NET_DATA "/test-ca.pem"), &ca).isEmpty());
        }
        Server server(c);
        QCOMPARE(server.start(), QString());
        const QUrl url(QStringLiteral("%1://127.0.0.1:%2").arg(tls ? QLatin1String("wss") : QLatin1String("ws")).arg(server.port()));
        QTcpSocket silent, slow;
        silent.connectToHost(QHostAddress::LocalHost, server.port());
        slow.connectToHost(QHostAddress::LocalHost, server.port());
        QVERIFY(silent.waitForConnected(AnswerMs) && slow.waitForConnected(AnswerMs));
        slow.write(tls ? QByteArray("\x16\x03\x01\x02\x00", 5) : QByteArray("GET / HTTP/1.1\r\nHost: local"));
        QVERIFY(waitUntil(
            [&]() {
                return server.pendingHandshakes() == 2;
            },
            AnswerMs));
        // One real client more fills the three: the next one is refused.
        Stranger first;
        first.client.setTrustedCertificate(ca);
        QVERIFY(first.open(url));
        Client refused;
        refused.setTrustedCertificate(ca);
        QSignalSpy welcomed(&refused, &Client::welcomed);
        QSignalSpy lost(&refused, &Client::connectionLost);
        refused.open(url);
        QVERIFY(waitUntil(
            [&]() {
                return !lost.isEmpty();
            },
            AnswerMs));
        QVERIFY(welcomed.isEmpty());
        // 9.9 s: still there; 10 s: closed and counted.
        m_now += 9900;
        server.checkHandshakes();
        QCOMPARE(server.pendingHandshakes(), 2);
        m_now += 100;
        server.checkHandshakes();
        QCOMPARE(server.pendingHandshakes(), 0);
        QCOMPARE(server.handshakesClosed(), 2);
        QVERIFY(waitUntil(
            [&]() {
                return silent.state() == QAbstractSocket::UnconnectedState && slow.state() == QAbstractSocket::UnconnectedState;
            },
            AnswerMs));
        Stranger after;
        after.client.setTrustedCertificate(ca);
        QVERIFY(after.open(url));
    }

    // Handshakes pending from one address, and overall (MaxStartups' FULL): one more is closed
    // at once.
    void startupCaps()
    {
        for (const bool perAddress : {true, false}) {
            ServerConfig c = config();
            c.startupsPerAddress = perAddress ? 1 : 100;
            c.startupsBegin = c.startupsFull = perAddress ? 100 : 1;
            Server server(c);
            QCOMPARE(server.start(), QString());
            QTcpSocket first, second;
            first.connectToHost(QHostAddress::LocalHost, server.port());
            QVERIFY(first.waitForConnected(AnswerMs));
            QVERIFY(waitUntil(
                [&]() {
                    return server.pendingHandshakes() == 1;
                },
                AnswerMs));
            second.connectToHost(QHostAddress::LocalHost, server.port());
            QVERIFY(waitUntil(
                [&]() {
                    return second.state() == QAbstractSocket::UnconnectedState;
                },
                AnswerMs));
            QCOMPARE(server.pendingHandshakes(), 1);
            QCOMPARE(first.state(), QAbstractSocket::ConnectedState);
        }
    }

    // Past MaxStartups' BEGIN, a newcomer from an address holding fewer handshakes takes the
    // place of the oldest handshake of the address holding the most (counted as closed): an
    // attack spread over many addresses, each within its cap, never shuts a new address out.
    // One from the address that holds the most is refused as before.
    void startupsMakeRoom()
    {
        ServerConfig c = config();
        c.startupsPerAddress = 3;
        c.startupsBegin = c.startupsFull = 4;
        Server server(c);
        QCOMPARE(server.start(), QString());
        // 127.0.0.2 holds three (its cap), 127.0.0.3 one: the server is full (4).
        std::vector<std::unique_ptr<QTcpSocket>> held;
        auto connectFrom = [&](const char *source) {
            auto s = std::make_unique<QTcpSocket>();
            if (!s->bind(QHostAddress(QLatin1String(source))))
                return false;
            s->connectToHost(QHostAddress::LocalHost, server.port());
            const bool ok = s->waitForConnected(AnswerMs);
            held.push_back(std::move(s));
            return ok;
        };
        for (const char *source : {"127.0.0.2", "127.0.0.2", "127.0.0.3", "127.0.0.2"}) {
            const int before = server.pendingHandshakes();
            QVERIFY(connectFrom(source));
            QVERIFY(waitUntil(
                [&]() {
                    return server.pendingHandshakes() == before + 1;
                },
                AnswerMs));
            m_now += 10; // their order
        }
        QTcpSocket *oldest = held.front().get();
        // A fourth from 127.0.0.2 (at its cap) is refused, taking no one's place.
        QVERIFY(connectFrom("127.0.0.2"));
        QVERIFY(waitUntil(
            [&]() {
                return held.back()->state() == QAbstractSocket::UnconnectedState;
            },
            AnswerMs));
        QCOMPARE(server.handshakesClosed(), 0);
        // A newcomer (127.0.0.1, none held) is served: 127.0.0.2's oldest handshake goes.
        Stranger newcomer;
        QVERIFY(newcomer.open(urlOf(server)));
        QVERIFY(waitUntil(
            [&]() {
                return oldest->state() == QAbstractSocket::UnconnectedState;
            },
            AnswerMs));
        QCOMPARE(server.handshakesClosed(), 1);
        QCOMPARE(server.pendingHandshakes(), 3);
        for (size_t i = 1; i < 4; ++i)
            QCOMPARE(held[i]->state(), QAbstractSocket::ConnectedState);
        // Now 127.0.0.2 holds 2, 127.0.0.3 holds 1, and the server has room for one again: the
        // next from 127.0.0.3 is accepted without taking anyone's place; after it, one more
        // from 127.0.0.3 (holding as many as any) is refused.
        QVERIFY(connectFrom("127.0.0.3"));
        QVERIFY(waitUntil(
            [&]() {
                return server.pendingHandshakes() == 4;
            },
            AnswerMs));
        QVERIFY(connectFrom("127.0.0.3"));
        QVERIFY(waitUntil(
            [&]() {
                return held.back()->state() == QAbstractSocket::UnconnectedState;
            },
            AnswerMs));
        QCOMPARE(server.handshakesClosed(), 1);
        QCOMPARE(server.pendingHandshakes(), 4);
    }

    // A decision sent again after it was applied is `stale` (with the table's seq), also when
    // the turn has passed to another seat; the host's leave mid-game keeps the game's record.
    void staleAndHostLeave()
    {
        LoopbackServer loop;
        QVERIFY(loop.start());
        TestTable t;
        QVERIFY(t.open(loop.url, rules::Options{}, remoteSeats(2), 7, QString(), false));
        for (auto &p : t.players)
            p->setPaused(true);
        t.host->start();
        QVERIFY(waitUntil(
            [&]() {
                return t.clients[0]->started() && t.clients[1]->started();
            },
            AnswerMs));
        Client *mover = t.clients[0]->myTurn() ? t.clients[0].get() : t.clients[1].get();
        ScriptedPlayer *player = mover == t.clients[0].get() ? t.players[0].get() : t.players[1].get();
        QByteArray last;
        while (mover->myTurn()) {
            const qint64 seq = mover->seq();
            QJsonObject m = player->choose(mover->state());
            m.insert(QStringLiteral("type"), QStringLiteral("decide"));
            m.insert(QStringLiteral("seq"), seq);
            last = encode(m);
            mover->sendRaw(last);
            QVERIFY(waitUntil(
                [&]() {
                    return mover->seq() > seq;
                },
                AnswerMs));
        }
        QSignalSpy refused(mover, &Client::refused);
        mover->sendRaw(last);
        QVERIFY(refused.wait(AnswerMs));
        QCOMPARE(refused.first().at(0).toString(), QStringLiteral("stale"));
        QCOMPARE(refused.first().at(2).toJsonObject().value(QLatin1String("seq")).toInteger(), mover->seq());
        // The host leaves mid-game: the game ends for everyone, its record stays.
        const qint64 seq = mover->seq();
        QSignalSpy closed(mover, &Client::tableClosed);
        t.host->leave();
        QVERIFY(closed.wait(AnswerMs));
        QVERIFY(waitUntil(
            [&]() {
                return loop.server->table(t.code) == nullptr;
            },
            AnswerMs));
        loop.server.reset(); // its writer has written
        const QByteArray kept = fileOf(loop.dir.path(), t.code);
        QVERIFY(!kept.isEmpty());
        const std::unique_ptr<Table> read = [&]() {
            QString error;
            return Table::read(kept, t.code, &error);
        }();
        QVERIFY(read && read->started() && read->closed());
        QCOMPARE(read->seq(), seq);
        // Not reloaded as a live table.
        ServerConfig again;
        again.address = QHostAddress::LocalHost;
        again.port = 0;
        again.dataDir = loop.dir.path();
        Server restarted(again);
        QCOMPARE(restarted.start(), QString());
        QVERIFY(!restarted.table(t.code));
    }
};

QTEST_GUILESS_MAIN(LimitsTest)
#include "limitstest.moc"
