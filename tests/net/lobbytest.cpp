// SPDX-License-Identifier: GPL-3.0-or-later
// The lobby of a club server and its spectators (docs/network.md, "Lobby and spectators"):
// `list` shows the listed tables only, with their name, seats free and password; a spectator
// watches a whole game live, never gets a token, never sees the seed or the pile before the
// end, and every decision, start or assign it sends is refused with `spectator`.
#include "loopbackserver.h"

class LobbyTest : public QObject
{
    Q_OBJECT

    LoopbackServer m_loop;

    static QJsonArray listTables(const QUrl &url)
    {
        Client c;
        QSignalSpy listed(&c, &Client::tablesListed);
        c.list();
        c.open(url);
        if (!listed.wait(AnswerMs))
            return {};
        return listed.first().at(0).toJsonArray();
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_loop.start()); }

    // Only the tables created with listed: true, with their name, seats and password flag.
    void list()
    {
        auto create = [&](const QJsonObject &extra) {
            auto c = std::make_unique<Client>();
            QSignalSpy created(c.get(), &Client::created);
            QJsonObject m{{QStringLiteral("type"), QStringLiteral("create")},
                          {QStringLiteral("seats"),
                           QJsonArray{QJsonObject{{QStringLiteral("color"), QStringLiteral("red")}},
                                      QJsonObject{{QStringLiteral("color"), QStringLiteral("blue")}},
                                      QJsonObject{{QStringLiteral("color"), QStringLiteral("green")}, {QStringLiteral("ai"), QStringLiteral("easy")}}}}};
            for (auto it = extra.begin(); it != extra.end(); ++it)
                m.insert(it.key(), it.value());
            connect(c.get(), &Client::welcomed, c.get(), [raw = c.get(), m]() {
                raw->sendRaw(encode(m));
            });
            c->open(m_loop.url);
            return created.wait(AnswerMs) ? std::move(c) : nullptr;
        };
        const auto hidden = create({});
        QVERIFY(hidden);
        const auto club = create({{QStringLiteral("listed"), true}, {QStringLiteral("name"), QStringLiteral("  Thursday club ")}});
        QVERIFY(club);
        const auto locked = create({{QStringLiteral("listed"), true}, {QStringLiteral("password"), QStringLiteral("pw")}});
        QVERIFY(locked);
        Client joiner;
        QSignalSpy joined(&joiner, &Client::joined);
        joiner.join(club->code(), QStringLiteral("Ann"));
        joiner.open(m_loop.url);
        QVERIFY(joined.wait(AnswerMs));

        const QJsonArray tables = listTables(m_loop.url);
        QHash<QString, QJsonObject> byCode;
        for (const QJsonValue &v : tables)
            byCode.insert(v.toObject().value(QLatin1String("code")).toString(), v.toObject());
        QVERIFY(!byCode.contains(hidden->code()));
        QVERIFY(byCode.contains(club->code()));
        QVERIFY(byCode.contains(locked->code()));
        const QJsonObject c = byCode.value(club->code());
        QCOMPARE(c.value(QLatin1String("name")).toString(), QStringLiteral("Thursday club"));
        QCOMPARE(c.value(QLatin1String("seats")).toInt(), 3);
        QCOMPARE(c.value(QLatin1String("seatsFree")).toInt(), 1); // Ann's taken, the computer's not free
        QCOMPARE(c.value(QLatin1String("password")).toBool(), false);
        QCOMPARE(c.value(QLatin1String("started")).toBool(), false);
        QCOMPARE(c.value(QLatin1String("spectators")).toInt(), 0);
        QVERIFY(c.value(QLatin1String("rules")).isObject());
        const QJsonObject l = byCode.value(locked->code());
        QCOMPARE(l.value(QLatin1String("name")).toString(), QStringLiteral("Table %1").arg(locked->code()));
        QCOMPARE(l.value(QLatin1String("password")).toBool(), true);
        QCOMPARE(l.value(QLatin1String("seatsFree")).toInt(), 2);

        // A wrong type is refused and names the field.
        Client bad;
        QSignalSpy refused(&bad, &Client::refused);
        connect(&bad, &Client::welcomed, &bad, [&bad]() {
            bad.sendRaw(R"({"type":"create","seats":[{"color":"red"},{"color":"blue"}],"listed":"yes"})");
        });
        bad.open(m_loop.url);
        QVERIFY(refused.wait(AnswerMs));
        QCOMPARE(refused.first().at(0).toString(), QStringLiteral("bad-message"));
        QCOMPARE(refused.first().at(2).toJsonObject().value(QLatin1String("field")).toString(), QStringLiteral("create.listed"));
    }

    // A spectator follows a whole game, never acts, never learns a secret before the end.
    void spectator()
    {
        TestTable t;
        QVERIFY(t.open(m_loop.url, rules::Options{}, remoteSeats(2), 11, QStringLiteral("pw"), false));
        for (auto &p : t.players)
            p->setPaused(true);

        // A wrong password is refused (delayed, like every guess).
        {
            Client guess;
            QSignalSpy refused(&guess, &Client::refused);
            guess.watch(t.code, QStringLiteral("nope"));
            guess.open(m_loop.url);
            QVERIFY(refused.wait(AnswerMs));
            QCOMPARE(refused.first().at(0).toString(), QStringLiteral("bad-password"));
        }

        Client watcher;
        QStringList types;
        bool leaked = false;
        connect(&watcher, &Client::received, &watcher, [&](const QString &type, const QJsonObject &m) {
            types.append(type);
            const QByteArray bytes = encode(m);
            if (type != QLatin1String("over") && (bytes.contains("\"seed\"") || bytes.contains("\"deck\"") || bytes.contains("\"token\"")))
                leaked = true;
        });
        QSignalSpy watching(&watcher, &Client::watching);
        watcher.watch(t.code, QStringLiteral("pw"));
        watcher.open(m_loop.url);
        QVERIFY(watching.wait(AnswerMs));
        QVERIFY(watcher.isSpectator());
        QCOMPARE(watcher.token(), QString());
        QCOMPARE(watcher.seat(), -1);
        QTRY_COMPARE_WITH_TIMEOUT(t.host->lobby().value(QLatin1String("spectators")).toInt(), 1, AnswerMs);

        auto expectSpectator = [&](auto send) {
            QSignalSpy refused(&watcher, &Client::refused);
            send();
            if (!refused.wait(AnswerMs))
                return QStringLiteral("no answer");
            return refused.first().at(0).toString();
        };
        QCOMPARE(expectSpectator([&]() {
                     watcher.start();
                 }),
                 QStringLiteral("spectator"));
        QCOMPARE(expectSpectator([&]() {
                     watcher.assign(0, QStringLiteral("easy"));
                 }),
                 QStringLiteral("spectator"));

        t.host->start();
        QTRY_VERIFY_WITH_TIMEOUT(watcher.started() && t.clients[0]->started() && t.clients[1]->started(), AnswerMs);
        // The spectator's every decision is refused: the legal move of the seat to move, and a
        // seat's move is not taken for it either.
        Client *mover = t.clients[0]->myTurn() ? t.clients[0].get() : t.clients[1].get();
        const QJsonObject legal = t.players[mover == t.clients[0].get() ? 0 : 1]->choose(mover->state());
        const qint64 seq = mover->seq();
        QCOMPARE(expectSpectator([&]() {
                     watcher.decide(legal);
                 }),
                 QStringLiteral("spectator"));
        QCOMPARE(roundTrip(mover), QString());
        QCOMPARE(mover->seq(), seq);

        // Live: it receives every update, and it sees the end with the whole record.
        for (auto &p : t.players)
            p->setPaused(false);
        QVERIFY2(t.waitOver(120000), qPrintable(t.refusals()));
        QTRY_VERIFY_WITH_TIMEOUT(watcher.isOver(), AnswerMs);
        QVERIFY(!leaked);
        QVERIFY(types.contains(QStringLiteral("sync")));
        QVERIFY(types.count(QStringLiteral("update")) >= 2);
        QCOMPARE(watcher.seq(), t.host->seq());
        QCOMPARE(compareRecords(fileOf(m_loop.dir.path(), t.code), {&watcher}), QString());
        QVERIFY(!types.contains(QStringLiteral("joined")));
    }

    // A spectator of a game under way gets the sync at once; the cap on spectators holds.
    void spectatorCap()
    {
        ServerConfig config;
        config.address = QHostAddress::LocalHost;
        config.port = 0;
        config.maxSpectators = 2;
        Server server(config);
        QCOMPARE(server.start(), QString());
        const QUrl url(QStringLiteral("ws://127.0.0.1:%1").arg(server.port()));
        TestTable t;
        QVERIFY(t.open(url, rules::Options{}, remoteSeats(2), 4));
        for (auto &p : t.players)
            p->setPaused(true);
        std::vector<std::unique_ptr<Client>> watchers;
        for (int i = 0; i < 2; ++i) {
            auto w = std::make_unique<Client>();
            QSignalSpy synced(w.get(), &Client::synced);
            w->watch(t.code);
            w->open(url);
            QVERIFY(synced.wait(AnswerMs));
            QCOMPARE(w->seq(), t.host->seq());
            watchers.push_back(std::move(w));
        }
        Client third;
        QSignalSpy refused(&third, &Client::refused);
        third.watch(t.code);
        third.open(url);
        QVERIFY(refused.wait(AnswerMs));
        QCOMPARE(refused.first().at(0).toString(), QStringLiteral("table-full"));
        // One leaves: the lobby counts one spectator.
        watchers[0]->leave();
        QTRY_COMPARE_WITH_TIMEOUT(t.host->lobby().value(QLatin1String("spectators")).toInt(), 1, AnswerMs);
    }
};

QTEST_GUILESS_MAIN(LobbyTest)
#include "lobbytest.moc"
