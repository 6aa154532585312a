// SPDX-License-Identifier: GPL-3.0-or-later
// A table's lobby-list entry and its spectators (docs/network.md, "Lobby and spectators"): a
// spectator gets what the players get (lobby, sync, updates, over) but never a token; who is
// there, and a game every player has left closed.
#include "net/table.h"

#include <algorithm>

namespace fortuna::net
{

QJsonObject Table::listEntry() const
{
    int free = 0;
    for (const Seat &s : m_seats)
        free += !s.taken && !s.ai ? 1 : 0;
    return QJsonObject{{QStringLiteral("code"), m_code},
                       {QStringLiteral("name"), m_name},
                       {QStringLiteral("rules"), record::toJson(m_options)},
                       {QStringLiteral("seats"), int(m_seats.size())},
                       {QStringLiteral("seatsFree"), free},
                       {QStringLiteral("password"), !m_passwordHash.isEmpty()},
                       {QStringLiteral("started"), started()},
                       {QStringLiteral("moveTime"), m_moveTime},
                       {QStringLiteral("spectators"), int(m_spectators.size())}};
}

std::optional<Refusal> Table::watch(quint64 peer, const std::optional<QString> &password, int maxSpectators, bool passwordChecked)
{
    if (!passwordChecked && !passwordMatches(password))
        return refusal(error::BadPassword, QStringLiteral("wrong password for table %1").arg(m_code), true);
    if (int(m_spectators.size()) >= maxSpectators)
        return refusal(error::TableFull, QStringLiteral("table %1 has %2 spectators already").arg(m_code).arg(maxSpectators));
    m_spectators.push_back(peer);
    sendTo(peer, QJsonObject{{QStringLiteral("type"), QStringLiteral("watching")}, {QStringLiteral("code"), m_code}});
    broadcastLobby();
    sendGame(peer);
    return std::nullopt;
}

bool Table::personPresent() const
{
    if (hostPresent())
        return true;
    return std::any_of(m_seats.begin(), m_seats.end(), [](const Seat &s) {
        return s.peer != 0;
    });
}

void Table::abandon()
{
    if (!started() || over() || m_closed)
        return;
    m_closed = true;
    save();
    announceClosed(QStringLiteral("abandoned"));
}

void Table::announceClosed(const QString &reason)
{
    broadcast(QJsonObject{{QStringLiteral("type"), QStringLiteral("closed")}, {QStringLiteral("reason"), reason}});
}

} // namespace fortuna::net
