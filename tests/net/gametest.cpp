// SPDX-License-Identifier: GPL-3.0-or-later
// Network games on loopback, server and clients in one process: whole games under every rule
// option with 2 to 5 scripted players (records of the server and of every client equal a local
// replay, nothing hidden sent), computer seats and handing a seat to the computer, a client
// killed at its turn and rejoining, TLS, the lobby (malicious clients: malicioustest.cpp).
#include "loopbackserver.h"

#include "../support/options.h"

class NetGameTest : public QObject
{
    Q_OBJECT

    LoopbackServer m_loop;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_loop.start()); }

    void wholeGames_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("tileSet");
        QTest::addColumn<bool>("fortuneTeller");
        QTest::addColumn<int>("famine");
        QTest::addColumn<bool>("wheelAsStart");
        for (const fortuna::testing::OptionMix &mix : fortuna::testing::everyOptionMix()) {
            const rules::Options &o = mix.options;
            QTest::addRow("p%d-set%d-teller%d-famine%d-wheel%d", mix.players, int(o.tileSet), int(o.fortuneTeller), int(o.famine), int(o.wheelAsStart))
                << mix.players << int(o.tileSet) << o.fortuneTeller << int(o.famine) << o.wheelAsStart;
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
        QVERIFY(t.open(m_loop.url, options, remoteSeats(players), uint32_t(players * 100 + tileSet * 8 + famine)));
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        QCOMPARE(compareRecords(fileOf(m_loop.dir.path(), t.code), t.allClients()), QString());
        QVERIFY2(!t.leaked, "a message before the end held a seed or a deck");
        for (const auto &p : t.players)
            QVERIFY2(p->refusals.isEmpty(), qPrintable(p->refusals.join(QLatin1Char('\n'))));
        QVERIFY(t.seenBeforeOver.contains(QStringLiteral("update")));
    }

    // Two computer seats play through the server; the host hands a remote seat to the computer
    // in the middle of the game, and back.
    void computerSeats()
    {
        std::vector<record::PlayerInfo> seats = remoteSeats(4);
        seats[1] = record::PlayerInfo::tableSeat(seats[1].color, QStringLiteral("easy"));
        seats[3] = record::PlayerInfo::tableSeat(seats[3].color, QStringLiteral("random"));
        TestTable t;
        QVERIFY(t.open(m_loop.url, rules::Options{}, seats, 7));
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
        QCOMPARE(compareRecords(fileOf(m_loop.dir.path(), t.code), t.allClients()), QString());
        QVERIFY(!t.leaked);
    }

    // A client dies at its turn (no decision sent); a new client (the app started again)
    // rejoins with the seat's token and plays on.
    void clientKilledAndRejoins()
    {
        TestTable t;
        QVERIFY(t.open(m_loop.url, rules::Options{}, remoteSeats(3), 11));
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
        again->open(m_loop.url);
        QVERIFY(synced.wait(AnswerMs));
        QCOMPARE(again->seat(), seat);
        QCOMPARE(again->seq(), seqAtKill);
        QCOMPARE(again->turns().size(), t.host->turns().size());
        t.clients[1] = std::move(again);
        t.players[1] = std::move(player);
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        QCOMPARE(compareRecords(fileOf(m_loop.dir.path(), t.code), t.allClients()), QString());
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
        QVERIFY(t.open(m_loop.url, rules::Options{}, remoteSeats(3), 3, QString(), false));
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
        late.open(m_loop.url);
        QVERIFY(lateRefused.wait(AnswerMs));
        QCOMPARE(lateRefused.first().at(0).toString(), QStringLiteral("table-full"));
        // The host leaves: the table ends for everyone with a clear reason.
        QSignalSpy closed(t.clients[0].get(), &Client::tableClosed);
        t.host->leave();
        QVERIFY(closed.wait(AnswerMs));
        QCOMPARE(closed.first().at(0).toString(), QStringLiteral("host-left"));
        QTRY_VERIFY_WITH_TIMEOUT(!m_loop.server->table(t.code), AnswerMs);
    }
};

QTEST_GUILESS_MAIN(NetGameTest)
#include "gametest.moc"
