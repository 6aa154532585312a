// SPDX-License-Identifier: GPL-3.0-or-later
// The server's limits against anonymous clients (docs/network.md, "Limits"; issue 41): the
// budget of guesses (the 51st refused before any hashing), handshakes that never finish closed
// at their deadline and counted against --max-connections, every message past the waiting
// queue answered. The tables' own limits: tablelimitstest.cpp.
// The clock is the test's own (ServerConfig::clock): nothing here depends on the machine's speed.
#include "loopbackserver.h"
#include "strangers.h"

#include "record/smallfile.h"

#include <QTcpSocket>
#include <QWebSocket>

namespace
{

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

    ServerConfig config(int refusalDelayMs = 1) { return limitsConfig(&m_now, refusalDelayMs); }
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
};

QTEST_GUILESS_MAIN(LimitsTest)
#include "limitstest.moc"
