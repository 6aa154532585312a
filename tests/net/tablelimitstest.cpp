// SPDX-License-Identifier: GPL-3.0-or-later
// The tables' limits on a server (docs/network.md, "Limits"; issue 41): lobbies whose host is
// gone expiring on the server's clock, tables per address, started games every player has left
// closed with their record kept, a resent decision `stale`, a host's leave mid-game keeping
// the record. The clock is the test's own (ServerConfig::clock): nothing here depends on the
// machine's speed.
#include "loopbackserver.h"
#include "strangers.h"

class TableLimitsTest : public QObject
{
    Q_OBJECT

    qint64 m_now = 1800000000000; // the servers' clock (ms since the epoch)
    QTemporaryDir m_dir{scratchTemplate()};

    ServerConfig config() { return limitsConfig(&m_now); }
    static QUrl urlOf(const Server &s) { return QUrl(QStringLiteral("ws://127.0.0.1:%1").arg(s.port())); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

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

    // A decision sent again after it was applied is `stale` (with the table's seq), also when
    // the turn has passed to another seat; the host's leave mid-game keeps the game's record.
    void staleAndHostLeave()
    {
        LoopbackServer loop;
        QVERIFY(loop.start());
        TestTable t;
        Client *mover = t.startPaused(loop.url, 7);
        QVERIFY(mover);
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

QTEST_GUILESS_MAIN(TableLimitsTest)
#include "tablelimitstest.moc"
