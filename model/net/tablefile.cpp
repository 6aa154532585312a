// SPDX-License-Identifier: GPL-3.0-or-later
// A table's file: its fortuna-record/1 record with the `table` key (seats, tokens, the
// decisions of the turn in progress), written atomically after every decision and read back
// when the server starts again (docs/network.md); the messages held until a save is written.
#include "net/table.h"

#include "record/jsonwriter.h"
#include "record/replay.h"
#include "record/smallfile.h"

#include <QJsonDocument>

namespace fortuna::net
{

namespace
{

// Appends to `text`, the record written with its first `known` turns, the lines of the turns
// after them (as record::writeRecord writes them: one turn per line). False when `text` does
// not end as a record with turns does.
bool appendTurnLines(QByteArray &text, const record::Record &r, size_t known)
{
    static const QByteArray end = QByteArrayLiteral("\n ]\n}\n");
    static const QByteArray start = QByteArrayLiteral("\"turns\": [\n");
    record::Record added;
    added.turns.assign(r.turns.begin() + qsizetype(known), r.turns.end());
    const QByteArray more = record::writeRecord(added);
    const qsizetype from = more.indexOf(start);
    if (!text.endsWith(end) || from < 0 || !more.endsWith(end))
        return false;
    const qsizetype begin = from + start.size();
    text.chop(end.size());
    text.append(",\n").append(more.constData() + begin, more.size() - begin);
    return true;
}

} // namespace

QByteArray Table::fileBytes()
{
    if (!started()) {
        record::Record r;
        r.options = m_options;
        r.seed = m_seed;
        for (const Seat &s : m_seats)
            r.players.push_back(record::PlayerInfo::withAi(s.name, s.color, s.ai));
        m_recordBytes = record::writeRecord(r);
        m_recordTurns = 0;
    } else if (m_recordTurns != record().turns.size() || m_recordBytes.isEmpty()) {
        // The record changes only when a turn ends, by new turns at its end: most decisions
        // reuse its text, and a turn's end adds its line.
        if (m_recordTurns == 0 || m_recordTurns > record().turns.size() || !appendTurnLines(m_recordBytes, record(), m_recordTurns))
            m_recordBytes = record::writeRecord(record());
        m_recordTurns = record().turns.size();
        Q_ASSERT(m_recordBytes == record::writeRecord(record()));
    }
    // The `table` key, written directly (keys in QJsonDocument's order): this runs for every decision.
    QByteArray t;
    auto text = [&t](const QString &s) {
        const QByteArray u = s.toUtf8();
        record::JsonWriter::appendString(t, std::string_view(u.constData(), size_t(u.size())));
    };
    t.append(m_closed ? "{\"closed\":true,\"code\":" : "{\"code\":");
    text(m_code);
    if (m_deadline)
        t.append(",\"deadline\":").append(QByteArray::number(m_deadline));
    t.append(",\"format\":\"fortuna-table/1\",\"host\":");
    text(m_hostToken);
    if (m_moveTime)
        t.append(",\"moveTime\":").append(QByteArray::number(m_moveTime));
    t.append(m_listed ? ",\"listed\":true,\"name\":" : ",\"listed\":false,\"name\":");
    text(m_name);
    t.append(",\"password\":{\"hash\":");
    text(m_passwordHash);
    if (m_passwordIterations > 0)
        t.append(",\"iterations\":").append(QByteArray::number(m_passwordIterations));
    t.append(",\"salt\":");
    text(m_passwordSalt);
    // The decisions of the turn in progress (the Recorder's open turn), as `decide` carries them.
    record::JsonWriter pending(true);
    pending.beginArray();
    for (const rules::Decision &d : Table::pending())
        record::write(pending, d);
    pending.endArray();
    t.append("},\"pending\":").append(pending.data()).append(",\"seats\":[");
    for (size_t i = 0; i < m_seats.size(); ++i) {
        const Seat &s = m_seats[i];
        t.append(i ? ",{" : "{");
        if (s.ai) {
            t.append("\"ai\":");
            text(*s.ai);
            t.append(',');
        }
        t.append("\"name\":");
        text(s.name);
        t.append(s.taken ? ",\"taken\":true" : ",\"taken\":false");
        t.append(s.timedOut ? ",\"timedOut\":true,\"token\":" : ",\"token\":");
        text(s.token);
        t.append('}');
    }
    t.append("],\"seq\":").append(QByteArray::number(m_seq)).append(started() ? ",\"started\":true}" : ",\"started\":false}");
    const QByteArray &tableBytes = t;
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
    return read(bytes, file, error);
}

std::unique_ptr<Table> Table::read(const QByteArray &bytes, const QString &file, QString *error)
{
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
    table->m_closed = t.value(QLatin1String("closed")).toBool();
    table->m_listed = t.value(QLatin1String("listed")).toBool(); // none: saved before the lobby list
    table->m_name = t.value(QLatin1String("name")).toString().left(MaxNameLength);
    const QJsonObject pw = t.value(QLatin1String("password")).toObject();
    table->m_passwordSalt = pw.value(QLatin1String("salt")).toString();
    table->m_passwordHash = pw.value(QLatin1String("hash")).toString();
    table->m_passwordIterations = pw.value(QLatin1String("iterations")).toInt(); // none: saved before PBKDF2
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
        s.timedOut = o.value(QLatin1String("timedOut")).toBool();
        if (o.contains(QLatin1String("ai")))
            s.ai = o.value(QLatin1String("ai")).toString();
        table->m_seats.push_back(s);
    }
    table->m_seq = qint64(t.value(QLatin1String("seq")).toDouble());
    table->m_moveTime = qint64(t.value(QLatin1String("moveTime")).toDouble());
    table->m_deadline = qint64(t.value(QLatin1String("deadline")).toDouble());
    if (t.value(QLatin1String("started")).toBool()) {
        rules::Setup setup = r.setup();
        setup.keepDraws = true; // sent to the clients (their mirrors draw the same tiles)
        record::ReplayOutcome out = record::replay(r, setup);
        if (!out.ok()) {
            *error = out.error;
            return nullptr;
        }
        table->m_played = std::make_shared<record::PlayedGame>(std::move(*out.game), r);
        // The turn in progress, back into the Recorder's open turn.
        const QJsonArray pending = t.value(QLatin1String("pending")).toArray();
        for (qsizetype i = 0; i < pending.size(); ++i) {
            record::JsonError why;
            const std::optional<NetDecision> d = NetDecision::fromJson(pending.at(i).toObject(), QStringLiteral("table.pending[%1]").arg(i), &why);
            if (!d || d->kind == NetDecision::Kind::Undo || !table->m_played->recorder.apply(table->m_played->game, d->toDecision())) {
                *error = QStringLiteral("table: a pending decision does not apply");
                return nullptr;
            }
        }
        table->resetComputers();
        if (table->m_deadline)
            table->m_deadlineSeat = table->actingPlayer();
        table->scheduleComputer();
    }
    return table;
}

} // namespace fortuna::net
