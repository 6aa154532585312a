// SPDX-License-Identifier: GPL-3.0-or-later
// Malicious clients on loopback: every message that must be refused (bad JSON, wrong seats,
// stale or foreign decisions, floods, oversized frames, raw sockets) is refused, and the game
// and the table's file are left as they were.
#include "loopbackserver.h"
#include "netattackers.h"

class MaliciousTest : public QObject
{
    Q_OBJECT

    LoopbackServer m_loop;

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_loop.start()); }

    // The messages of connections not in a game (hellos, lists, guesses, creates) wait behind
    // the players': a decision that arrives after a flood of them is applied while they still
    // wait, and they are all answered after, in order (issue 41: an anonymous flood never
    // holds up a game in progress).
    void playersFirst()
    {
        TestTable t;
        Client *mover = t.startPaused(m_loop.url, 7);
        QVERIFY(mover);
        const QJsonObject decision = t.players[0]->choose(mover->state());
        // 60 strangers (each from an address of its own: one address has 16 handshakes at
        // most), welcomed.
        constexpr int Strangers = 60, Lists = 30;
        std::vector<std::unique_ptr<attack::RawClient>> strangers;
        for (int i = 0; i < Strangers; ++i) {
            strangers.push_back(std::make_unique<attack::RawClient>(QHostAddress(QStringLiteral("127.0.1.%1").arg(2 + i)), m_loop.server->port()));
            strangers.back()->connectAgain();
        }
        QVERIFY(waitUntil(
            [&]() {
                return std::all_of(strangers.begin(), strangers.end(), [](const auto &s) {
                    return s->frames >= 1;
                });
            },
            AnswerMs));
        // Their lists reach the server first, then the decision.
        for (auto &s : strangers) {
            for (int i = 0; i < Lists; ++i)
                s->sendText(R"({"type":"list"})");
            s->flush(); // into the server's socket now, not at the next pass of the event loop
        }
        Table *table = m_loop.server->table(t.code);
        QVERIFY(table);
        const qint64 seq = table->seq();
        mover->decide(decision);
        int waiting = -1;
        for (QElapsedTimer clock; !clock.isValid() || clock.elapsed() < AnswerMs;) {
            if (!clock.isValid())
                clock.start();
            QCoreApplication::processEvents(); // one pass of the event loop
            if (table->seq() > seq) {
                waiting = m_loop.server->deferredMessages();
                break;
            }
        }
        QVERIFY2(waiting > 0, qPrintable(QStringLiteral("%1 lists waited when the decision was applied").arg(waiting)));
        // Every list is answered all the same.
        QVERIFY(waitUntil(
            [&]() {
                return std::all_of(strangers.begin(), strangers.end(), [](const auto &s) {
                    return s->frames >= 1 + Lists;
                });
            },
            AnswerMs));
        QCOMPARE(m_loop.server->deferredMessages(), 0);
    }

    // Messages that must be refused, each leaving the game as it was.
    void maliciousClients()
    {
        TestTable t;
        Client *mover = t.startPaused(m_loop.url, 5, QStringLiteral("secret"));
        QVERIFY(mover);
        Client *other = mover == t.clients[0].get() ? t.clients[1].get() : t.clients[0].get();
        const qint64 seq = mover->seq();
        const QByteArray fileBefore = fileOf(m_loop.dir.path(), t.code);
        QVERIFY(!fileBefore.isEmpty());

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
        QCOMPARE(fileOf(m_loop.dir.path(), t.code), fileBefore);

        // Strangers: a forged token, a wrong code, a wrong or missing password: each refused
        // only after the delay. A stranger is a connection the server said welcome to (null if
        // it did not).
        auto stranger = [this]() {
            auto c = std::make_unique<Client>();
            QSignalSpy welcomed(c.get(), &Client::welcomed);
            c->open(m_loop.url);
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

        // status (turn-based tables' "my tables"): a malformed list is a bad-message naming its
        // field; a guessed token is ok:false, only after the delay; the seat's own is answered.
        auto s6 = stranger();
        QVERIFY(s6);
        QJsonArray many;
        for (int i = 0; i < MaxStatusTables + 1; ++i)
            many.append(QJsonObject{{QStringLiteral("code"), t.code}, {QStringLiteral("token"), mover->token()}});
        for (const QJsonObject &bad :
             {QJsonObject{{QStringLiteral("type"), QStringLiteral("status")}},
              QJsonObject{{QStringLiteral("type"), QStringLiteral("status")}, {QStringLiteral("tables"), many}},
              QJsonObject{
                  {QStringLiteral("type"), QStringLiteral("status")},
                  {QStringLiteral("tables"), QJsonArray{QJsonObject{{QStringLiteral("code"), t.code}, {QStringLiteral("token"), QStringLiteral("XYZ")}}}}},
              QJsonObject{
                  {QStringLiteral("type"), QStringLiteral("create")},
                  {QStringLiteral("seats"),
                   QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}}, QJsonObject{{QStringLiteral("color"), QStringLiteral("blue")}}}},
                  {QStringLiteral("moveTime"), 59}}})
            QCOMPARE(expectError(
                         s6.get(),
                         [&]() {
                             s6->sendRaw(encode(bad));
                         },
                         QStringLiteral("bad-message")),
                     QString());
        QJsonArray answer;
        connect(s6.get(), &Client::received, this, [&](const QString &type, const QJsonObject &m) {
            if (type == QLatin1String("status"))
                answer = m.value(QLatin1String("tables")).toArray();
        });
        clock.restart();
        s6->sendRaw(encode(QJsonObject{
            {QStringLiteral("type"), QStringLiteral("status")},
            {QStringLiteral("tables"),
             QJsonArray{QJsonObject{{QStringLiteral("code"), t.code}, {QStringLiteral("token"), QStringLiteral("0123456789abcdef0123456789abcdef")}},
                        QJsonObject{{QStringLiteral("code"), t.code}, {QStringLiteral("token"), mover->token()}}}}}));
        QVERIFY(waitUntil(
            [&]() {
                return !answer.isEmpty();
            },
            AnswerMs));
        QVERIFY2(clock.elapsed() >= 250, "a guessed token in status was answered without the delay");
        QCOMPARE(answer.size(), 2);
        QCOMPARE(answer.at(0).toObject(), (QJsonObject{{QStringLiteral("code"), t.code}, {QStringLiteral("ok"), false}}));
        QCOMPARE(answer.at(1).toObject().value(QLatin1String("seat")).toInt(), mover->seat());
        QCOMPARE(answer.at(1).toObject().value(QLatin1String("yourTurn")).toBool(), true);

        // Another protocol version: a clear refusal and the connection closes.
        {
            Client c;
            c.setProtocol(QStringLiteral("fortuna-net/2"));
            QSignalSpy lost(&c, &Client::connectionLost);
            QCOMPARE(expectError(
                         &c,
                         [&]() {
                             c.open(m_loop.url);
                         },
                         QStringLiteral("protocol")),
                     QString());
            QVERIFY(waitUntil(
                [&]() {
                    return !lost.isEmpty();
                },
                AnswerMs));
        }
        // An oversized message is answered too-large, then the connection closes (close code
        // 1009); a message before hello too.
        {
            auto c = stranger();
            QVERIFY(c);
            QSignalSpy lost(c.get(), &Client::connectionLost);
            QSignalSpy refused(c.get(), &Client::refused);
            c->sendRaw(QByteArray(MaxClientMessage + 100, 'x'));
            QVERIFY(waitUntil(
                [&]() {
                    return !lost.isEmpty();
                },
                AnswerMs));
            QCOMPARE(refused.size(), 1);
            QCOMPARE(refused.first().at(0).toString(), QStringLiteral("too-large"));
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
            raw.connectToHost(QHostAddress::LocalHost, m_loop.server->port());
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
        QCOMPARE(fileOf(m_loop.dir.path(), t.code), fileBefore);
        for (auto &p : t.players)
            p->setPaused(false);
        QVERIFY2(t.waitOver(60000), qPrintable(t.refusals()));
        QCOMPARE(compareRecords(fileOf(m_loop.dir.path(), t.code), t.allClients()), QString());
    }
};

QTEST_GUILESS_MAIN(MaliciousTest)
#include "malicioustest.moc"
