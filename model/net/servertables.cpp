// SPDX-License-Identifier: GPL-3.0-or-later
// The server's tables: adopted (wired to the server's connections and its writer), created (by
// a connection's create, or by the app hosting the server), removed, and closed with the app;
// the deadlines of turn-based tables (one timer for the nearest) and `status`.
#include "net/server.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QTcpServer>
#include <QTimer>
#include <QWebSocket>

#include <algorithm>

namespace fortuna::net
{

Table *Server::table(const QString &code) const
{
    const auto it = m_tables.find(code);
    return it == m_tables.end() ? nullptr : it->second.get();
}

QStringList Server::tableCodes() const
{
    QStringList codes;
    for (const auto &[code, t] : m_tables)
        codes.append(code);
    return codes;
}

Table *Server::adopt(std::unique_ptr<Table> table)
{
    Table *t = table.get();
    t->computers().setPool(m_computing); // shared by every table's computers
    t->setSender([this](quint64 peer, const QByteArray &m) {
        write(peer, m);
    });
    t->setTimeoutLevel(m_config.timeoutLevel);
    if (m_config.clock)
        t->setClock(m_config.clock);
    t->setDeadlineListener([this](qint64 deadline) {
        armDeadline(deadline);
    });
    if (t->deadline())
        armDeadline(t->deadline());
    if (m_writer)
        t->setSaver([this](const QString &key, QByteArray bytes, quint64 ticket) {
            m_writer->save(key, std::move(bytes), ticket);
        });
    t->setDropper([this](quint64 peer) {
        if (Connection *c = connection(peer)) {
            c->table.clear();
            c->role = Table::NoRole;
            closeConnection(peer,
                            QJsonObject{{QStringLiteral("type"), QStringLiteral("closed")}, {QStringLiteral("reason"), QStringLiteral("replaced")}},
                            QWebSocketProtocol::CloseCodeNormal);
        }
    });
    const QString code = t->code();
    connect(t, &Table::ended, this, [this, code]() {
        QTimer::singleShot(0, this, [this, code]() {
            removeTable(code);
        });
    });
    m_tables[code] = std::move(table);
    return t;
}

Table *Server::createTable(const ClientMessage &m, Refusal *refusal, const PasswordCheck *key)
{
    QString code = newCode();
    while (m_tables.count(code) || (m_store && m_store->get(code)))
        code = newCode();
    std::unique_ptr<Table> created = Table::create(code, m, tableKey(code), refusal, key);
    if (!created)
        return nullptr;
    Table *t = adopt(std::move(created));
    t->save();
    return t;
}

bool Server::dispatchLobby(Connection &c, const ClientMessage &m)
{
    const bool spectator = c.role == Table::SpectatorRole && table(c.table);
    if (m.type == MessageType::List) {
        QJsonArray tables;
        for (const auto &[code, t] : m_tables)
            if (t->listed() && !t->over() && tables.size() < m_config.maxListed)
                tables.append(t->listEntry());
        send(c.id, QJsonObject{{QStringLiteral("type"), QStringLiteral("tables")}, {QStringLiteral("tables"), tables}});
        return true;
    }
    if (m.type == MessageType::Watch) {
        if (table(c.table)) {
            refuse(c, Refusal{QLatin1String(error::AlreadySeated), QStringLiteral("this connection has a table already"), false, {}, {}});
            return true;
        }
        Table *target = table(m.code);
        if (target && target->hasPassword())
            checkPassword(c, m); // on the worker thread, within the guess budget
        else if (!takeGuess(c))
            return true;
        else if (!target)
            refuse(c, Refusal{QLatin1String(error::NoTable), QStringLiteral("no table has the code %1").arg(m.code), true, {}, {}});
        else
            watchTable(c, target, m, false);
        return true;
    }
    if (spectator && (m.type == MessageType::Decide || m.type == MessageType::Start || m.type == MessageType::Assign)) {
        refuse(c, Refusal{QLatin1String(error::Spectator), QStringLiteral("a spectator only watches"), false, {}, {}});
        return true;
    }
    return false;
}

void Server::closeAll()
{
    for (auto &[code, t] : m_tables)
        t->releaseHeld();
    if (m_writer)
        m_writer->flush(); // what the tables wrote is on disk before the connections go
    if (m_tcp)
        m_tcp->close(); // no new connection: the port is free again
    for (auto &[id, c] : m_connections)
        c.socket->close(QWebSocketProtocol::CloseCodeGoingAway); // after what is queued
}

void Server::removeTable(const QString &code)
{
    const auto it = m_tables.find(code);
    if (it == m_tables.end())
        return;
    const bool kept = it->second->over() || it->second->closed();
    it->second->releaseHeld();
    for (auto &[id, c] : m_connections)
        if (c.table == code) {
            c.table.clear();
            c.role = Table::NoRole;
        }
    m_tables.erase(it);
    m_orphans.erase(code);
    m_creators.erase(code);
    if (!kept && m_writer)
        m_writer->remove(tableKey(code)); // a lobby is gone; a finished or closed game stays as its record
}

void Server::expireLobbies()
{
    const qint64 at = now();
    QStringList expired, abandoned;
    for (auto it = m_orphans.begin(); it != m_orphans.end();) {
        const Table *t = table(it->first);
        const bool lobby = t && !t->started();
        const bool gone = t && (lobby ? !t->hostPresent() : !t->over() && !t->closed() && !t->personPresent());
        if (!gone) {
            it = m_orphans.erase(it);
            continue;
        }
        if (at - it->second >= (lobby ? m_config.lobbyGraceMs : m_config.abandonedGraceMs))
            (lobby ? expired : abandoned).append(it->first);
        ++it;
    }
    for (const QString &code : expired) {
        table(code)->announceClosed(QStringLiteral("host-left")); // to the seats that joined
        removeTable(code);
    }
    for (const QString &code : abandoned) {
        table(code)->abandon(); // closed: its record stays
        removeTable(code);
    }
}

qint64 Server::now() const
{
    return m_config.clock ? m_config.clock() : QDateTime::currentMSecsSinceEpoch();
}

void Server::armDeadline(qint64 deadline)
{
    if (deadline == 0 || (m_nextDeadline != 0 && m_nextDeadline <= deadline))
        return; // the timer fires before (a later deadline is found then)
    if (!m_deadlineTimer) {
        m_deadlineTimer = new QTimer(this);
        m_deadlineTimer->setSingleShot(true);
        m_deadlineTimer->setTimerType(Qt::CoarseTimer);
        connect(m_deadlineTimer, &QTimer::timeout, this, &Server::checkDeadlines);
    }
    m_nextDeadline = deadline;
    // At most a day ahead: QTimer counts in int milliseconds, and the clock may be changed.
    m_deadlineTimer->start(int(std::clamp<qint64>(deadline - now(), 0, 24 * 3600 * 1000)));
}

void Server::checkDeadlines()
{
    m_nextDeadline = 0;
    if (m_deadlineTimer)
        m_deadlineTimer->stop();
    const qint64 at = now();
    std::vector<Table *> late;
    for (const auto &[code, t] : m_tables)
        if (t->deadline() && t->deadline() <= at)
            late.push_back(t.get());
    for (Table *t : late)
        t->expire(at);
    for (const auto &[code, t] : m_tables)
        armDeadline(t->deadline());
}

void Server::status(Connection &c, const ClientMessage &m)
{
    // Each (code, token) is a guess: taken from the budget first, the right ones given back.
    const int asked = int(m.statusTables.size());
    if (asked > 0 && !takeGuess(c, asked))
        return;
    QJsonArray tables;
    bool guessed = false;
    int right = 0;
    for (const auto &[code, token] : m.statusTables) {
        std::optional<QJsonObject> entry;
        if (const Table *t = table(code)) {
            entry = t->status(token);
        } else if (m_store) {
            // A finished table the server no longer holds: read from the database.
            if (const std::optional<QByteArray> content = m_store->get(code))
                entry = Table::storedStatus(*content, token);
        }
        if (!entry) {
            guessed = true;
            entry = QJsonObject{{QStringLiteral("code"), code}, {QStringLiteral("ok"), false}};
        } else {
            ++right;
        }
        tables.append(*entry);
    }
    if (right > 0)
        refundGuess(c, right);
    const QJsonObject answer{{QStringLiteral("type"), QStringLiteral("status")}, {QStringLiteral("tables"), tables}};
    if (!guessed) {
        send(c.id, answer);
        return;
    }
    answerLater(c, answer); // a wrong code or token is a guess of a secret: after the delay
}

} // namespace fortuna::net
