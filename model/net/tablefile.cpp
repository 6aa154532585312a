// SPDX-License-Identifier: GPL-3.0-or-later
// A table's file: its fortuna-record/1 record with the `table` key (seats, tokens, the
// decisions of the turn in progress), written atomically after every decision and read back
// when the server starts again (docs/network.md).
#include "net/table.h"

#include "record/replay.h"
#include "record/smallfile.h"

#include <QJsonDocument>

namespace fortuna::net
{

QByteArray Table::fileBytes() const
{
    record::Record r = record();
    if (!started()) {
        r.options = m_options;
        r.seed = m_seed;
        r.players.clear();
        for (const Seat &s : m_seats)
            r.players.push_back({s.name, s.color, s.ai});
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
    QByteArray bytes = record::writeRecord(r);
    const qsizetype close = bytes.lastIndexOf('}');
    bytes.insert(close, ", \"table\": " + QJsonDocument(table).toJson(QJsonDocument::Compact) + '\n');
    return bytes;
}

void Table::save()
{
    if (m_file.isEmpty())
        return;
    m_saveError = record::writeFileAtomically(m_file, fileBytes());
    if (!m_saveError.isEmpty())
        qWarning("fortuna-net: table %s not saved: %s", qPrintable(m_code), qPrintable(m_saveError));
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
        rules::Setup setup = r.setup();
        setup.keepDraws = true;
        rules::Status why;
        table->m_game = rules::Game::create(setup, &why);
        if (!table->m_game) {
            *error = QStringLiteral("table: the engine refused the game: %1").arg(QString::fromStdString(why.message));
            return nullptr;
        }
        for (size_t k = 0; k < r.turns.size(); ++k) {
            const QString bad = record::applyTurn(*table->m_game, r.turns[k], int(k) + 1, &r.players);
            if (!bad.isEmpty()) {
                *error = bad;
                return nullptr;
            }
        }
        table->m_recorder.reset(r, *table->m_game);
        const QJsonArray pending = t.value(QLatin1String("pending")).toArray();
        for (const QJsonValue &v : pending) {
            QJsonObject o = v.toObject();
            o.insert(QStringLiteral("type"), QStringLiteral("decide"));
            o.insert(QStringLiteral("seq"), 0);
            const ParseResult p = parseClientMessage(QJsonDocument(o).toJson(QJsonDocument::Compact));
            const rules::Status st =
                p.ok() ? table->m_recorder.apply(*table->m_game, p.message->decision.toDecision()) : rules::Status::refuse(rules::Refusal::WrongPhase);
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
