// SPDX-License-Identifier: GPL-3.0-or-later
// A table on a server for the tests: a host client creates it, player clients join, the host
// starts; and the check that every record of a finished game agrees with a local replay.
#pragma once

#include "netplayers.h"

#include "net/tablestore.h"

#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>

#include <memory>
#include <vector>

namespace fortuna::net::test
{

// The tables' folder: in memory (/dev/shm) when there is one, so that the sync of every save
// does not make the tests wait on the disk.
inline QString scratchTemplate()
{
    const QFileInfo shm(QStringLiteral("/dev/shm"));
    return shm.isDir() && shm.isWritable() ? QStringLiteral("/dev/shm/fortuna-net-test-XXXXXX") : QDir::tempPath() + QStringLiteral("/fortuna-net-test-XXXXXX");
}

// A port free on the loopback a moment ago (0: none), for a server started in another process.
inline quint16 freePort()
{
    QTcpServer probe;
    if (!probe.listen(QHostAddress::LocalHost, 0))
        return 0;
    return probe.serverPort();
}

struct TestTable {
    std::unique_ptr<Client> host;
    std::vector<std::unique_ptr<Client>> clients; // by join order
    std::vector<std::unique_ptr<ScriptedPlayer>> players;
    QString code;
    QUrl url;
    QStringList seenBeforeOver; // every message type before `over`
    bool leaked = false; // a message before `over` held "seed" or "deck"
    QByteArray trustedPem; // wss:// with a self-signed certificate

    void watch(Client *c)
    {
        QObject::connect(c, &Client::received, c, [this, c](const QString &type, const QJsonObject &m) {
            if (c->isOver() || type == QLatin1String("over"))
                return;
            seenBeforeOver.append(type);
            const QByteArray bytes = encode(m);
            if (bytes.contains("\"seed\"") || bytes.contains("\"deck\""))
                leaked = true;
        });
    }

    // Creates the table with `seats` (remote seats have no ai) and joins one scripted player
    // per remote seat; starts the game when `startGame`. Each answer of the server is waited
    // for up to 30 s (a loaded sanitizer build), so false means it did not come.
    bool open(const QUrl &serverUrl,
              const rules::Options &options,
              const std::vector<record::PlayerInfo> &seats,
              uint32_t seed,
              const QString &password = QString(),
              bool startGame = true)
    {
        url = serverUrl;
        host = std::make_unique<Client>();
        host->setTrustedCertificate(trustedPem);
        watch(host.get());
        QSignalSpy created(host.get(), &Client::created);
        host->create(options, seats, password);
        host->open(url);
        if (!created.wait(30000))
            return false;
        code = host->code();
        int remote = 0;
        for (const record::PlayerInfo &s : seats)
            remote += s.isComputer() ? 0 : 1;
        for (int i = 0; i < remote; ++i) {
            auto c = std::make_unique<Client>();
            c->setTrustedCertificate(trustedPem);
            watch(c.get());
            c->setAutoReconnect(true);
            c->setReconnectInterval(100);
            QSignalSpy joined(c.get(), &Client::joined);
            c->join(code, QStringLiteral("Player %1").arg(i + 1), password);
            c->open(url);
            if (!joined.wait(30000))
                return false;
            players.push_back(std::make_unique<ScriptedPlayer>(c.get(), seed * 31 + uint32_t(i)));
            clients.push_back(std::move(c));
        }
        if (!startGame)
            return true;
        host->start();
        for (auto &c : clients)
            if (!waitUntil(
                    [&]() {
                        return c->started();
                    },
                    30000))
                return false;
        return true;
    }

    // Two remote seats on `serverUrl`, their scripted players paused before the start (so that
    // no decision of theirs is on its way when a test acts), the game started and seen started
    // by both; returns the client whose turn it is, or nullptr if an answer did not come.
    Client *startPaused(const QUrl &serverUrl, uint32_t seed, const QString &password = QString());

    QString refusals() const
    {
        QStringList all;
        for (const auto &p : players)
            all += p->refusals;
        return all.join(QLatin1Char('\n'));
    }

    // The host's client and every other one.
    std::vector<const Client *> allClients() const
    {
        std::vector<const Client *> v{host.get()};
        for (const auto &c : clients)
            v.push_back(c.get());
        return v;
    }

    bool waitOver(int ms)
    {
        return waitUntil(
            [this]() {
                for (auto &c : clients)
                    if (!c->isOver())
                        return false;
                return host->isOver();
            },
            ms);
    }
};

// Seats for n remote players, colours in order.
inline std::vector<record::PlayerInfo> remoteSeats(int n)
{
    std::vector<record::PlayerInfo> seats;
    for (int i = 0; i < n; ++i)
        seats.push_back(record::PlayerInfo::remote(rules::Color(i)));
    return seats;
}

inline Client *TestTable::startPaused(const QUrl &serverUrl, uint32_t seed, const QString &password)
{
    if (!open(serverUrl, rules::Options{}, remoteSeats(2), seed, password, false))
        return nullptr;
    for (auto &p : players)
        p->setPaused(true);
    host->start();
    if (!waitUntil(
            [&]() {
                return clients[0]->started() && clients[1]->started();
            },
            30000))
        return nullptr;
    return clients[0]->myTurn() ? clients[0].get() : clients[1].get();
}

// The server's record of table `code` in its data directory `dir` (empty if unreadable).
// The table `code` as the server's data folder `dir` holds it (its database), or a null array.
inline QByteArray fileOf(const QString &dir, const QString &code)
{
    TableStore store;
    if (!store.open(TableStore::databaseIn(dir), true).isEmpty())
        return QByteArray();
    return store.get(code).value_or(QByteArray());
}

// "" when the server's file, every client's final record, every client's own turns and a
// local replay all agree; otherwise what differs.
inline QString compareRecords(const QByteArray &serverFile, const std::vector<const Client *> &clients)
{
    const record::ReadResult server = record::readRecord(serverFile);
    if (!server.ok())
        return QStringLiteral("server file: ") + server.error;
    QString error;
    const std::optional<record::Record> local = localReplay(*server.record, &error);
    if (!local)
        return QStringLiteral("local replay: ") + error;
    if (!(*local == *server.record))
        return QStringLiteral("the server's record differs from its local replay");
    for (size_t i = 0; i < clients.size(); ++i) {
        const record::ReadResult final = record::readRecord(clients[i]->finalRecord());
        if (!final.ok() || !(*final.record == *server.record))
            return QStringLiteral("client %1: its final record differs from the server's").arg(i);
        record::JsonError error;
        const std::optional<record::Record> own = clients[i]->receivedRecord(&error);
        if (!own)
            return QStringLiteral("client %1: its turns do not read: %2").arg(i).arg(error.message);
        if (!(own->turns == server.record->turns) || !(own->players == server.record->players) || own->options != server.record->options)
            return QStringLiteral("client %1: the turns it received differ from the server's (%2 vs %3 turns)")
                .arg(i)
                .arg(own->turns.size())
                .arg(server.record->turns.size());
        // The scores the client was shown at the end are the replay's.
        const record::ReplayOutcome out = record::replay(*server.record);
        const QJsonArray scores = clients[i]->state().value(QLatin1String("scores")).toArray();
        for (int p = 0; p < out.game->playerCount(); ++p)
            if (scores.at(p).toInt(-1) != out.game->score(p))
                return QStringLiteral("client %1: score of player %2 is %3, the replay says %4")
                    .arg(i)
                    .arg(p)
                    .arg(scores.at(p).toInt(-1))
                    .arg(out.game->score(p));
    }
    return QString();
}

} // namespace fortuna::net::test
