// SPDX-License-Identifier: GPL-3.0-or-later
// The server's tables: adopted (wired to the server's connections and its writer), created (by
// a connection's create, or by the app hosting the server), removed, and closed with the app.
#include "net/server.h"

#include <QFile>
#include <QJsonArray>
#include <QTimer>
#include <QWebSocket>

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
    t->setSender([this](quint64 peer, const QByteArray &m) {
        write(peer, m);
    });
    if (m_writer)
        t->setSaver([this](const QString &file, QByteArray bytes, quint64 ticket) {
            m_writer->save(file, std::move(bytes), ticket);
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

Table *Server::createTable(const ClientMessage &m, Refusal *refusal)
{
    QString code = newCode();
    while (m_tables.count(code) || (!m_config.dataDir.isEmpty() && QFile::exists(tableFile(code))))
        code = newCode();
    std::unique_ptr<Table> created = Table::create(code, m, tableFile(code), refusal);
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
        if (!target) {
            refuse(c, Refusal{QLatin1String(error::NoTable), QStringLiteral("no table has the code %1").arg(m.code), true, {}, {}});
            return true;
        }
        const quint64 id = c.id;
        const std::optional<Refusal> r = target->watch(id, m.password, m_config.maxSpectators);
        Connection *again = connection(id);
        if (again && r)
            refuse(*again, *r);
        else if (again) {
            again->table = m.code;
            again->role = Table::SpectatorRole;
        }
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
    for (auto &[id, c] : m_connections)
        c.socket->close(QWebSocketProtocol::CloseCodeGoingAway); // after what is queued
}

void Server::removeTable(const QString &code)
{
    const auto it = m_tables.find(code);
    if (it == m_tables.end())
        return;
    const bool over = it->second->over();
    it->second->releaseHeld();
    for (auto &[id, c] : m_connections)
        if (c.table == code) {
            c.table.clear();
            c.role = Table::NoRole;
        }
    m_tables.erase(it);
    if (!over && m_writer)
        m_writer->remove(tableFile(code)); // a table its host closed is gone; a finished game stays as its record
}

} // namespace fortuna::net
