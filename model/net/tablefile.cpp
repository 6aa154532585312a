// SPDX-License-Identifier: GPL-3.0-or-later
// A table's file: its fortuna-record/1 record with the `table` key (seats, tokens, the
// decisions of the turn in progress), written atomically after every decision and read back
// when the server starts again (docs/network.md); the messages held until a save is written.
#include "net/table.h"

#include "record/replay.h"
#include "record/smallfile.h"

#include <QJsonDocument>

namespace fortuna::net {

QByteArray Table::fileBytes()
{
    if (!started()) {
        record::Record r;
        r.options = m_options;
        r.seed = m_seed;
        for (const Seat &s : m_seats)
            r.players.push_back({s.name, s.color, s.ai});
        m_recordBytes = record::writeRecord(r);
        m_recordTurns = 0;
    } else if (m_recordBytes.isEmpty() || m_recordTurns != record().turns.size()) {
        // The record changes only when a turn ends: most decisions reuse its text.
        m_recordBytes = record::writeRecord(record());
        m_recordTurns = record().turns.size();
    }
    QJsonArray seats;
    for (const Seat &s : m_seats) {
        QJsonObject o{{QStringLiteral("token"), s.token}, {QStringLiteral("name"), s.name}, {QStringLiteral("taken"), s.taken}};
        if (s.ai)
            o.insert(QStringLiteral("ai"), *s.ai);
        seats.append(o);
    }
    const QJsonObject table{{QStringLiteral("format"), QStringLiteral("fortuna-table/1")},
                            {QStringLiteral("code"), m_code},
                            {QStringLiteral("host"), m_hostToken},
                            {QStringLiteral("password"), QJsonObject{{QStringLiteral("salt"), m_passwordSalt}, {QStringLiteral("hash"), m_passwordHash}}},
                            {QStringLiteral("started"), started()},
                            {QStringLiteral("seq"), m_seq},
                            {QStringLiteral("seats"), seats},
                            {QStringLiteral("pending"), m_pending}};
    const QByteArray tableBytes = QJsonDocument(table).toJson(QJsonDocument::Compact);
    const qsizetype close = m_recordBytes.lastIndexOf('}');
    QByteArray bytes;
    bytes.reserve(m_recordBytes.size() + tableBytes.size() + 16);
    bytes.append(m_recordBytes.constData(), close).append(", \"table\": ").append(tableBytes).append('\n').append(m_recordBytes.constData() + close);
    return bytes;
}

void Table::save()
{
    if (m_file.isEmpty())
        return;
    const quint64 ticket = ++m_saveTicket;
    if (m_saver) {
        m_saver(m_file, fileBytes(), ticket);
        return;
    }
    saved(ticket, record::writeFileAtomically(m_file, fileBytes()));
}

void Table::saved(quint64 ticket, const QString &error)
{
    m_saveError = error;
    if (!error.isEmpty())
        qWarning("fortuna-net: table %s not saved: %s", qPrintable(m_code), qPrintable(error));
    m_savedTicket = std::max(m_savedTicket, ticket);
    while (!m_held.empty() && m_held.front().ticket <= m_savedTicket) {
        const Held h = std::move(m_held.front());
        m_held.pop_front();
        if (m_send)
            m_send(h.peer, h.message);
    }
}

void Table::post(quint64 peer, const QByteArray &message)
{
    if (!peer || !m_send)
        return;
    if (m_savedTicket < m_saveTicket || !m_held.empty())
        m_held.push_back(Held{m_saveTicket, peer, message});
    else
        m_send(peer, message);
}

void Table::releaseHeld()
{
    m_savedTicket = m_saveTicket;
    for (; !m_held.empty(); m_held.pop_front())
        if (m_send)
            m_send(m_held.front().peer, m_held.front().message);
}

std::unique_ptr<Table> Table::load(const QString &file, QString *error)
{
    QByteArray bytes;
    QString why = record::readSmallFile(file, &bytes);
    if (!why.isEmpty()) {
        *error = why;
        return nullptr;
    }
    const record::ReadResult read = record::readRecord(bytes);
    if (!read.ok()) {
        *error = read.error;
        return nullptr;
    }
    const QJsonObject t = QJsonDocument::fromJson(bytes).object().value(QLatin1String("table")).toObject();
    if (t.value(QLatin1String("format")).toString() != QLatin1String("fortuna-table/1")) {
        *error = QStringLiteral("table: not a fortuna-table/1");
        return nullptr;
    }
    std::unique_ptr<Table> table(new Table);
    table->m_file = file;
    table->m_code = t.value(QLatin1String("code")).toString();
    table->m_hostToken = t.value(QLatin1String("host")).toString();
    const QJsonObject pw = t.value(QLatin1String("password")).toObject();
    table->m_passwordSalt = pw.value(QLatin1String("salt")).toString();
    table->m_passwordHash = pw.value(QLatin1String("hash")).toString();
    const record::Record &r = *read.record;
    table->m_options = r.options;
    table->m_seed = r.seed;
    const QJsonArray seats = t.value(QLatin1String("seats")).toArray();
    if (!isCode(table->m_code) || seats.size() != qsizetype(r.players.size())) {
        *error = QStringLiteral("table: code or seats do not match the record");
        return nullptr;
    }
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QJsonObject o = seats.at(i).toObject();
        Seat s;
        s.color = r.players[size_t(i)].color;
        s.name = o.value(QLatin1String("name")).toString();
        s.token = o.value(QLatin1String("token")).toString();
        s.taken = o.value(QLatin1String("taken")).toBool();
        if (o.contains(QLatin1String("ai")))
            s.ai = o.value(QLatin1String("ai")).toString();
        table->m_seats.push_back(s);
    }
    table->m_agents.resize(table->m_seats.size());
    table->m_seq = qint64(t.value(QLatin1String("seq")).toDouble());
    if (t.value(QLatin1String("started")).toBool()) {
        record::ReplayOutcome out = record::replay(r);
        if (!out.ok()) {
            *error = out.error;
            return nullptr;
        }
        table->m_game = std::move(out.game);
        table->m_recorder.reset(r, *table->m_game);
        const QJsonArray pending = t.value(QLatin1String("pending")).toArray();
        for (const QJsonValue &v : pending) {
            QJsonObject o = v.toObject();
            o.insert(QStringLiteral("type"), QStringLiteral("decide"));
            o.insert(QStringLiteral("seq"), 0);
            const ParseResult p = parseClientMessage(QJsonDocument(o).toJson(QJsonDocument::Compact));
            const rules::Status st = p.ok() ? table->m_recorder.apply(*table->m_game, p.message->decision.toDecision())
                                            : rules::Status::refuse(rules::Refusal::WrongPhase);
            if (!p.ok() || !st.ok()) {
                *error = QStringLiteral("table: a pending decision does not apply");
                return nullptr;
            }
            table->m_pending.append(v);
        }
        for (size_t i = 0; i < table->m_seats.size(); ++i)
            if (table->m_seats[i].ai)
                table->makeAgent(int(i));
        table->scheduleComputer();
    }
    return table;
}

} // namespace fortuna::net
