// SPDX-License-Identifier: GPL-3.0-or-later
// Turn-based tables (docs/network.md, "Turn-based tables"): the deadline of the seat to move, a
// seat handed to a computer when its time runs out and given back when its player rejoins, and
// a table's `status` entry for the players' "my tables".
#include "net/table.h"

#include <QDateTime>
#include <QJsonDocument>

namespace fortuna::net
{

qint64 Table::now() const
{
    return m_clock ? m_clock() : QDateTime::currentMSecsSinceEpoch();
}

void Table::updateDeadline()
{
    const qint64 before = m_deadline;
    int seat = m_moveTime > 0 && started() && !over() ? actingPlayer() : -1;
    if (seat >= 0 && m_seats[size_t(seat)].ai)
        seat = -1; // a computer moves at once
    if (seat < 0) {
        m_deadline = 0;
        m_deadlineSeat = -1;
    } else if (seat != m_deadlineSeat || m_deadline == 0) {
        m_deadlineSeat = seat;
        m_deadline = now() + m_moveTime * 1000;
    }
    m_deadlineMoved = m_deadline != before;
    if (m_deadlineMoved && m_deadlineListener)
        m_deadlineListener(m_deadline);
}

bool Table::expire(qint64 at)
{
    if (m_deadline == 0 || at < m_deadline || m_deadlineSeat < 0 || over())
        return false;
    Seat &s = m_seats[size_t(m_deadlineSeat)];
    s.ai = m_timeoutLevel;
    s.timedOut = true;
    resetComputers();
    updateDeadline();
    save();
    broadcastLobby();
    scheduleComputer();
    return true;
}

void Table::giveBack(int seat)
{
    Seat &s = m_seats[size_t(seat)];
    if (!s.timedOut)
        return;
    s.timedOut = false;
    s.ai.reset();
    resetComputers();
    updateDeadline();
    save();
    scheduleComputer();
}

std::optional<QJsonObject> Table::status(const QString &token) const
{
    const int seat = roleOf(token);
    if (seat == NoRole)
        return std::nullopt;
    const int toMove = started() && !over() ? actingPlayer() : -1;
    QJsonArray names;
    for (const Seat &s : m_seats)
        names.append(s.name);
    return QJsonObject{{QStringLiteral("code"), m_code},
                       {QStringLiteral("ok"), true},
                       {QStringLiteral("seat"), seat == HostRole ? -1 : seat},
                       {QStringLiteral("started"), started()},
                       {QStringLiteral("over"), over()},
                       {QStringLiteral("toMove"), toMove},
                       {QStringLiteral("yourTurn"), seat >= 0 && seat == toMove && !m_seats[size_t(seat)].ai},
                       {QStringLiteral("deadline"), m_deadline ? QJsonValue(m_deadline) : QJsonValue()},
                       {QStringLiteral("moveTime"), m_moveTime},
                       {QStringLiteral("names"), names},
                       {QStringLiteral("seq"), m_seq}};
}

std::optional<QJsonObject> Table::storedStatus(const QByteArray &content, const QString &token)
{
    const QJsonObject file = QJsonDocument::fromJson(content).object();
    const QJsonObject t = file.value(QLatin1String("table")).toObject();
    const QJsonArray seats = t.value(QLatin1String("seats")).toArray();
    int seat = sameSecret(token, t.value(QLatin1String("host")).toString()) ? HostRole : NoRole;
    QJsonArray names;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QJsonObject s = seats.at(i).toObject();
        if (s.value(QLatin1String("taken")).toBool() && sameSecret(token, s.value(QLatin1String("token")).toString()))
            seat = int(i);
        names.append(s.value(QLatin1String("name")).toString());
    }
    if (seat == NoRole)
        return std::nullopt;
    const bool started = t.value(QLatin1String("started")).toBool();
    return QJsonObject{{QStringLiteral("code"), t.value(QLatin1String("code")).toString()},
                       {QStringLiteral("ok"), true},
                       {QStringLiteral("seat"), seat == HostRole ? -1 : seat},
                       {QStringLiteral("started"), started},
                       {QStringLiteral("over"), started}, // a started table the server no longer holds has ended
                       {QStringLiteral("toMove"), -1},
                       {QStringLiteral("yourTurn"), false},
                       {QStringLiteral("deadline"), QJsonValue()},
                       {QStringLiteral("moveTime"), t.value(QLatin1String("moveTime")).toInteger()},
                       {QStringLiteral("names"), names},
                       {QStringLiteral("seq"), t.value(QLatin1String("seq")).toInteger()}};
}

} // namespace fortuna::net
