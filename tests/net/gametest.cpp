// SPDX-License-Identifier: GPL-3.0-or-later
// Network games on loopback, server and clients in one process: whole games under every rule
// option with 2 to 5 scripted players (records of the server and of every client equal a local
// replay, nothing hidden sent), computer seats and handing a seat to the computer, a client
// killed at its turn and rejoining, and malicious clients refused with the game unharmed.
#include "net/server.h"
#include "nettesthelpers.h"

#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace fortuna;
using namespace fortuna::net;
using namespace fortuna::net::test;

// How long an answer of the server may take: anything but an event that cannot come.
constexpr int AnswerMs = 30000;

// "" once `c` has the server's answer to a message sent now: a decision with a stale seq, which
// is refused whoever sends it (no-seat, not-your-turn or stale) and changes nothing. What the
// server sent `c` before that answer has then been received (one connection, in order).
QString roundTrip(Client *c)
{
    QSignalSpy refused(c, &Client::refused);
    QJsonObject m{{QStringLiteral("type"), QStringLiteral("decide")}, {QStringLiteral("undo"), true}, {QStringLiteral("seq"), c->seq() - 1}};
    c->sendRaw(encode(m));
    if (!waitUntil(
            [&]() {
                return !refused.isEmpty();
            },
            AnswerMs))
        return QStringLiteral("no answer");
    return QString();
}

class NetGameTest : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir{scratchTemplate()};
    std::unique_ptr<Server> m_server;
    QUrl m_url;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        ServerConfig config;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        config.dataDir = m_dir.path();
        config.refusalDelayMs = 300;
        // Scripted players decide at full speed: a higher rate than a person's 30 a second
        // keeps the games short (they retry after a rate-limit refusal anyway); the flood
        // below still trips it.
        config.ratePerSecond = 300;
        m_server = std::make_unique<Server>(config);
        QCOMPARE(m_server->start(), QString());
        m_url = QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(m_server->port()));
    }

    void wholeGames_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("tileSet");
        QTest::addColumn<bool>("fortuneTeller");
        QTest::addColumn<int>("famine");
        QTest::addColumn<bool>("wheelAsStart");
        int n = 0;
        for (int tileSet = 0; tileSet < 2; ++tileSet)
            for (int teller = 0; teller < 2; ++teller)
                for (int famine = 0; famine < 2; ++famine)
                    for (int wheel = 0; wheel < 2; ++wheel) {
                        const int players = 2 + (n++ % 4);
                        QTest::addRow("p%d-set%d-teller%d-famine%d-wheel%d", players, tileSet, teller, famine, wheel)
                            << players << tileSet << bool(teller) << famine << bool(wheel);
                    }
    }

    void wholeGames()
    {
        QFETCH(int, players);
        QFETCH(int, tileSet);
        QFETCH(bool, fortuneTeller);
        QFETCH(int, famine);
        QFETCH(bool, wheelAsStart);
        rules::Options options;
        options.tileSet = rules::TileSet(tileSet);
        options.fortuneTeller = fortuneTeller;
        options.famine = rules::FamineRule(famine);
        options.wheelAsStart = wheelAsStart;
        TestTable t;
        QVERIFY(t.open(m_url, options, remoteSeats(players), uint32_t(players * 100 + tileSet * 8 + famine)));
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        QCOMPARE(compareRecords(fileOf(m_dir.path(), t.code), t.allClients()), QString());
        QVERIFY2(!t.leaked, "a message before the end held a seed or a deck");
        for (const auto &p : t.players)
            QVERIFY2(p->refusals.isEmpty(), qPrintable(p->refusals.join(QLatin1Char('\n'))));
        QVERIFY(t.seenBeforeOver.contains(QStringLiteral("update")));
    }

    // Two computer seats play through the server; the host hands a remote seat to the computer
    // in the middle of the game, and back.
    void computerSeats()
    {
        std::vector<SeatSpec> seats = remoteSeats(4);
        seats[1].ai = QStringLiteral("easy");
        seats[3].ai = QStringLiteral("random");
        TestTable t;
        QVERIFY(t.open(m_url, rules::Options{}, seats, 7));
        QCOMPARE(t.clients.size(), size_t(2));
        const QJsonArray lobby = t.host->lobby().value(QLatin1String("seats")).toArray();
        QCOMPARE(lobby.at(1).toObject().value(QLatin1String("ai")).toString(), QStringLiteral("easy"));
        // Pause seat 0's player: after a few turns, hand its seat to the computer, then back.
        QVERIFY(waitUntil(
            [&]() {
                return t.host->seq() >= 10 || t.host->turns().size() >= 3;
            },
            AnswerMs));
        ScriptedPlayer *first = t.players[0].get();
        first->setPaused(true);
        t.host->assign(first->client()->seat(), QStringLiteral("random"));
        const int turnsBefore = int(t.host->turns().size());
        QVERIFY(waitUntil(
            [&]() {
                return t.host->turns().size() >= turnsBefore + 8 || t.host->isOver();
            },
            60000));
        t.host->assign(first->client()->seat(), std::nullopt);
        first->setPaused(false);
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        QCOMPARE(compareRecords(fileOf(m_dir.path(), t.code), t.allClients()), QString());
        QVERIFY(!t.leaked);
    }

    // A client dies at its turn (no decision sent); a new client (the app started again)
    // rejoins with the seat's token and plays on.
    void clientKilledAndRejoins()
    {
        TestTable t;
        QVERIFY(t.open(m_url, rules::Options{}, remoteSeats(3), 11));
        ScriptedPlayer *victim = t.players[1].get();
        bool killed = false;
        victim->beforeDeciding = [&]() {
            if (killed || victim->client()->turns().size() < 5)
                return true;
            killed = true;
            victim->client()->setAutoReconnect(false);
            victim->client()->abort();
            return false;
        };
        QVERIFY(waitUntil(
            [&]() {
                return killed;
            },
            AnswerMs));
        // The table as the victim last saw it (the host may not have had that update yet).
        const qint64 seqAtKill = victim->client()->seq();
        // The table waits for the dead seat, and shows it disconnected.
        const int seat = victim->client()->seat();
        QVERIFY(waitUntil(
            [&]() {
                return !t.host->lobby().value(QLatin1String("seats")).toArray().at(seat).toObject().value(QLatin1String("connected")).toBool();
            },
            AnswerMs));
        // No move was made meanwhile: whatever the server did about the dead seat reaches the
        // host before the answer to a later message of the host's (one connection, in order).
        QCOMPARE(roundTrip(t.host.get()), QString());
        QCOMPARE(t.host->seq(), seqAtKill);
        auto again = std::make_unique<Client>();
        t.watch(again.get());
        auto player = std::make_unique<ScriptedPlayer>(again.get(), 99);
        QSignalSpy synced(again.get(), &Client::synced);
        again->rejoin(t.code, victim->client()->token());
        again->open(m_url);
        QVERIFY(synced.wait(AnswerMs));
        QCOMPARE(again->seat(), seat);
        QCOMPARE(again->seq(), seqAtKill);
        QCOMPARE(again->turns().size(), t.host->turns().size());
        t.clients[1] = std::move(again);
        t.players[1] = std::move(player);
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        QCOMPARE(compareRecords(fileOf(m_dir.path(), t.code), t.allClients()), QString());
    }

    // Messages that must be refused, each leaving the game as it was.
    void maliciousClients()
    {
        TestTable t;
        QVERIFY(t.open(m_url, rules::Options{}, remoteSeats(2), 5, QStringLiteral("secret"), false));
        for (auto &p : t.players)
            p->setPaused(true);
        t.host->start();
        QVERIFY(waitUntil(
            [&]() {
                return t.clients[0]->started() && t.clients[1]->started();
            },
            AnswerMs));
        Client *mover = t.clients[0]->myTurn() ? t.clients[0].get() : t.clients[1].get();
        Client *other = mover == t.clients[0].get() ? t.clients[1].get() : t.clients[0].get();
        const qint64 seq = mover->seq();
        const QByteArray fileBefore = fileOf(m_dir.path(), t.code);

        auto expectError = [](Client *c, auto send, const QString &code) {
            QSignalSpy spy(c, &Client::refused);
            send();
            if (!waitUntil(
                    [&]() {
                        return !spy.isEmpty();
                    },
                    AnswerMs))
                return QStringLiteral("no answer");
            const QString got = spy.first().at(0).toString();
            return got == code ? QString() : got + QStringLiteral(": ") + spy.first().at(1).toString();
        };
        const QJsonObject legal = t.players[0]->choose(mover->state());
        // Another seat's move: the right decision, sent by the seat not to move.
        QCOMPARE(expectError(
                     other,
                     [&]() {
                         other->decide(legal);
                     },
                     QStringLiteral("not-your-turn")),
                 QString());
        // The host has no seat.
        QCOMPARE(expectError(
                     t.host.get(),
                     [&]() {
                         t.host->decide(legal);
                     },
                     QStringLiteral("no-seat")),
                 QString());
        // An illegal move: far from every tile, and on the start tile.
        const QJsonObject far{{QStringLiteral("place"), QJsonObject{{QStringLiteral("at"), QJsonArray{40, 40}}, {QStringLiteral("rotation"), 0}}}};
        QCOMPARE(expectError(
                     mover,
                     [&]() {
                         mover->decide(far);
                     },
                     QStringLiteral("refused")),
                 QString());
        const QJsonObject taken{{QStringLiteral("place"), QJsonObject{{QStringLiteral("at"), QJsonArray{0, 0}}, {QStringLiteral("rotation"), 0}}}};
        QCOMPARE(expectError(
                     mover,
                     [&]() {
                         mover->decide(taken);
                     },
                     QStringLiteral("refused")),
                 QString());
        // A decision of another phase.
        QCOMPARE(expectError(
                     mover,
                     [&]() {
                         mover->decide({{QStringLiteral("follower"), QJsonValue(QJsonValue::Null)}});
                     },
                     QStringLiteral("refused")),
                 QString());
        // A stale or future seq.
        QCOMPARE(expectError(
                     mover,
                     [&]() {
                         QJsonObject m = legal;
                         m.insert(QStringLiteral("type"), QStringLiteral("decide"));
                         m.insert(QStringLiteral("seq"), seq + 5);
                         mover->sendRaw(encode(m));
                     },
                     QStringLiteral("stale")),
                 QString());
        // Garbage, truncated JSON, wrong schema, unknown type, binary frames.
        for (const QByteArray &bad : {QByteArray("garbage"),
                                      QByteArray("{\"type\":\"deci"),
                                      QByteArray("[1,2,3]"),
                                      QByteArray("{\"seq\":1}"),
                                      QByteArray("{\"type\":\"decide\",\"seq\":\"x\",\"undo\":true}"),
                                      QByteArray("{\"type\":\"decide\",\"seq\":0,\"place\":{\"at\":[1e300,0],\"rotation\":0}}"),
                                      QByteArray("{\"type\":\"decide\",\"seq\":0,\"place\":{\"at\":[1,0],\"rotation\":45}}"),
                                      QByteArray("{\"type\":\"decide\",\"seq\":0,\"undo\":true,\"choose\":0}")})
            QCOMPARE(expectError(
                         mover,
                         [&]() {
                             mover->sendRaw(bad);
                         },
                         QStringLiteral("bad-message")),
                     QString());
        QCOMPARE(expectError(
                     mover,
                     [&]() {
                         mover->sendRaw("{\"type\":\"teleport\"}");
                     },
                     QStringLiteral("unknown-type")),
                 QString());
        QCOMPARE(expectError(
                     mover,
                     [&]() {
                         mover->sendRaw("{}", true);
                     },
                     QStringLiteral("bad-message")),
                 QString());
        QCOMPARE(mover->seq(), seq);
        QCOMPARE(fileOf(m_dir.path(), t.code), fileBefore);

        // Strangers: a forged token, a wrong code, a wrong or missing password: each refused
        // only after the delay. A stranger is a connection the server said welcome to (null if
        // it did not).
        auto stranger = [this]() {
            auto c = std::make_unique<Client>();
            QSignalSpy welcomed(c.get(), &Client::welcomed);
            c->open(m_url);
            if (!waitUntil(
                    [&]() {
                        return !welcomed.isEmpty();
                    },
                    AnswerMs))
                c.reset();
            return c;
        };
        QElapsedTimer clock;
        auto s1 = stranger();
        QVERIFY(s1);
        clock.start();
        QCOMPARE(expectError(
                     s1.get(),
                     [&]() {
                         s1->rejoin(t.code, QStringLiteral("0123456789abcdef0123456789abcdef"));
                     },
                     QStringLiteral("bad-token")),
                 QString());
        QVERIFY2(clock.elapsed() >= 250, "a wrong token was refused without the delay");
        auto s2 = stranger();
        QVERIFY(s2);
        QCOMPARE(expectError(
                     s2.get(),
                     [&]() {
                         s2->join(QStringLiteral("ZZZZZZZZ"), QStringLiteral("Eve"));
                     },
                     QStringLiteral("no-table")),
                 QString());
        auto s3 = stranger();
        QVERIFY(s3);
        QCOMPARE(expectError(
                     s3.get(),
                     [&]() {
                         s3->join(t.code, QStringLiteral("Eve"), QStringLiteral("guess"));
                     },
                     QStringLiteral("bad-password")),
                 QString());
        auto s4 = stranger();
        QVERIFY(s4);
        QCOMPARE(expectError(
                     s4.get(),
                     [&]() {
                         s4->join(t.code, QStringLiteral("Eve"));
                     },
                     QStringLiteral("bad-password")),
                 QString());
        auto s5 = stranger();
        QVERIFY(s5);
        QCOMPARE(expectError(
                     s5.get(),
                     [&]() {
                         s5->join(t.code, QStringLiteral("Eve"), QStringLiteral("secret"));
                     },
                     QStringLiteral("already-started")),
                 QString());

        // Another protocol version: a clear refusal and the connection closes.
        {
            Client c;
            c.setProtocol(QStringLiteral("fortuna-net/2"));
            QSignalSpy lost(&c, &Client::connectionLost);
            QCOMPARE(expectError(
                         &c,
                         [&]() {
                             c.open(m_url);
                         },
                         QStringLiteral("protocol")),
                     QString());
            QVERIFY(waitUntil(
                [&]() {
                    return !lost.isEmpty();
                },
                AnswerMs));
        }
        // An oversized message closes the connection (close code 1009); a message before
        // hello too.
        {
            auto c = stranger();
            QVERIFY(c);
            QSignalSpy lost(c.get(), &Client::connectionLost);
            c->sendRaw(QByteArray(MaxClientMessage + 100, 'x'));
            QVERIFY(waitUntil(
                [&]() {
                    return !lost.isEmpty();
                },
                AnswerMs));
        }
        // A flood: answered with rate-limit, then cut off. On a server of its own that refills
        // one message a second: the 300 a second of the games' server is refilled faster than
        // a loaded sanitizer build reads the flood, which then never runs dry.
        {
            ServerConfig config;
            config.address = QHostAddress::LocalHost;
            config.port = 0;
            config.ratePerSecond = 1;
            config.rateBurst = 20;
            config.maxDropped = 50;
            Server slow(config);
            QCOMPARE(slow.start(), QString());
            auto c = std::make_unique<Client>();
            QSignalSpy welcomed(c.get(), &Client::welcomed);
            c->open(QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(slow.port())));
            QVERIFY(waitUntil(
                [&]() {
                    return !welcomed.isEmpty();
                },
                AnswerMs));
            QSignalSpy lost(c.get(), &Client::connectionLost);
            QSignalSpy refused(c.get(), &Client::refused);
            for (int i = 0; i < 400; ++i)
                c->sendRaw("{\"type\":\"start\"}");
            QVERIFY(waitUntil(
                [&]() {
                    return !lost.isEmpty();
                },
                AnswerMs));
            bool limited = false;
            for (const QList<QVariant> &r : refused)
                limited = limited || r.at(0).toString() == QLatin1String("rate-limit");
            QVERIFY(limited);
        }
        // Raw WebSocket frames: one cut short (the connection then dropped), one that claims
        // 2^63 - 1 bytes, one that claims 17 KiB; the server drops them, nothing else. A frame
        // over the size limit is answered with a close frame and the connection closed (the test
        // sees that it was read instead of sleeping); the one cut short waits for bytes that
        // never come.
        const QList<std::pair<QByteArray, bool>> frames{
            {QByteArray(QByteArray::fromHex("81fe0100") + QByteArray(4, '\x11') + QByteArray(10, 'x')), false},
            {QByteArray(QByteArray::fromHex("81ff7fffffffffffffff") + QByteArray(4, '\x11') + QByteArray(64, 'y')), true},
            {QByteArray(QByteArray::fromHex("81fe4400") + QByteArray(4, '\x11') + QByteArray(200, 'z')), true}};
        for (const auto &[frame, tooLarge] : frames) {
            QTcpSocket raw;
            raw.connectToHost(QHostAddress::LocalHost, m_server->port());
            QVERIFY(raw.waitForConnected(AnswerMs));
            raw.write(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n");
            QByteArray answer;
            QVERIFY(waitUntil(
                [&]() {
                    raw.waitForReadyRead(10);
                    answer += raw.readAll();
                    return answer.contains("\r\n\r\n");
                },
                AnswerMs));
            QVERIFY2(answer.startsWith("HTTP/1.1 101"), answer.constData());
            raw.write(frame);
            raw.flush();
            if (tooLarge) {
                QByteArray closing;
                QVERIFY2(waitUntil(
                             [&]() {
                                 raw.waitForReadyRead(10);
                                 closing += raw.readAll();
                                 return raw.state() == QAbstractSocket::UnconnectedState;
                             },
                             AnswerMs),
                         "the server kept a connection that sent a frame over the limit");
                QVERIFY2(closing.startsWith('\x88'), closing.toHex().constData()); // a close frame
            }
            raw.abort();
        }

        // The game is unharmed: what the server sent the mover meanwhile has come before the
        // answer to its next message, and nothing changed. It then plays to its end and every
        // record agrees.
        QCOMPARE(roundTrip(mover), QString());
        QCOMPARE(mover->seq(), seq);
        QCOMPARE(fileOf(m_dir.path(), t.code), fileBefore);
        for (auto &p : t.players)
            p->setPaused(false);
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        QCOMPARE(compareRecords(fileOf(m_dir.path(), t.code), t.allClients()), QString());
    }

    // wss://: the same game over TLS (a self-signed certificate the clients trust).
    void tls()
    {
        ServerConfig config;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        config.tlsCertificate = QStringLiteral(NET_DATA "/test-cert.pem");
        config.tlsKey = QStringLiteral(NET_DATA "/test-key.pem");
        Server server(config);
        QCOMPARE(server.start(), QString());
        QVERIFY(server.secure());
        QByteArray pem;
        QCOMPARE(record::readSmallFile(config.tlsCertificate, &pem), QString());
        const QUrl url(QStringLiteral("wss://127.0.0.1:%1").arg(server.port()));
        // A client that does not trust the certificate gets nowhere.
        {
            Client stranger;
            QSignalSpy lost(&stranger, &Client::connectionLost);
            QSignalSpy welcomed(&stranger, &Client::welcomed);
            stranger.open(url);
            QVERIFY(waitUntil(
                [&]() {
                    return !lost.isEmpty();
                },
                AnswerMs));
            QVERIFY(welcomed.isEmpty()); // a welcome would have come before the connection was lost
        }
        TestTable t;
        t.trustedPem = pem;
        QVERIFY(t.open(url, rules::Options{}, remoteSeats(2), 17));
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        QCOMPARE(server.table(t.code)->over(), true);
    }

    // The lobby: seats fill, start refused while a seat is open and for a non-host, a seat
    // taken twice refused.
    void lobby()
    {
        TestTable t;
        QVERIFY(t.open(m_url, rules::Options{}, remoteSeats(3), 3, QString(), false));
        auto allTaken = [&]() {
            const QJsonArray seats = t.host->lobby().value(QLatin1String("seats")).toArray();
            bool taken = seats.size() == 3;
            for (const QJsonValue &s : seats)
                taken = taken && s.toObject().value(QLatin1String("taken")).toBool();
            return taken;
        };
        QTRY_VERIFY_WITH_TIMEOUT(allTaken(), AnswerMs);
        const QJsonArray seats = t.host->lobby().value(QLatin1String("seats")).toArray();
        QCOMPARE(seats.at(2).toObject().value(QLatin1String("name")).toString(), QStringLiteral("Player 3"));
        QSignalSpy refused(t.clients[0].get(), &Client::refused);
        t.clients[0]->start();
        QVERIFY(refused.wait(AnswerMs));
        QCOMPARE(refused.first().at(0).toString(), QStringLiteral("not-host"));
        Client late;
        QSignalSpy lateRefused(&late, &Client::refused);
        late.join(t.code, QStringLiteral("Late"));
        late.open(m_url);
        QVERIFY(lateRefused.wait(AnswerMs));
        QCOMPARE(lateRefused.first().at(0).toString(), QStringLiteral("table-full"));
        // The host leaves: the table ends for everyone with a clear reason.
        QSignalSpy closed(t.clients[0].get(), &Client::tableClosed);
        t.host->leave();
        QVERIFY(closed.wait(AnswerMs));
        QCOMPARE(closed.first().at(0).toString(), QStringLiteral("host-left"));
        QTRY_VERIFY_WITH_TIMEOUT(!m_server->table(t.code), AnswerMs);
    }
};

QTEST_GUILESS_MAIN(NetGameTest)
#include "gametest.moc"
