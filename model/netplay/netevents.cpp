// SPDX-License-Identifier: GPL-3.0-or-later
// NetSession, what the table says of its game: its sync and update messages (docs/network.md)
// read into the typed values the session hands its owner (NetSynced, NetUpdated), from a
// connection and from the table this app hosts alike. The wire format stops here.
#include "netsession.h"

#include "net/protocol.h"

#include <QJsonArray>

namespace fortuna::model
{

namespace
{

// GCC 14 sees the moved record's optional deck as maybe uninitialized in `game` (a false
// positive of -Wmaybe-uninitialized on std::optional<std::vector> members; GCC 12 and clang
// do not): silenced for this function only.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
std::optional<NetSynced> readSynced(const QJsonObject &m, QString *why)
{
    record::JsonError error;
    std::optional<record::Record> read = net::receivedRecord(m.value(QLatin1String("rules")).toObject(),
                                                             m.value(QLatin1String("players")).toArray(),
                                                             m.value(QLatin1String("turns")).toArray(),
                                                             &error);
    std::optional<std::vector<rules::TileRef>> draws =
        read ? record::tilesFromJson(m.value(QLatin1String("draws")), QStringLiteral("draws"), &error) : std::nullopt;
    if (!read || !draws) {
        *why = error.message;
        return std::nullopt;
    }
    NetSynced game;
    game.record = std::move(*read);
    game.draws = std::move(*draws);
    const QJsonArray pending = m.value(QLatin1String("pending")).toArray();
    for (qsizetype i = 0; i < pending.size(); ++i) {
        const std::optional<net::NetDecision> d = net::NetDecision::fromJson(pending.at(i).toObject(), QStringLiteral("pending[%1]").arg(i), &error);
        if (!d || d->kind == net::NetDecision::Kind::Undo) {
            *why = d ? QStringLiteral("pending[%1]: an undo").arg(i) : error.message;
            return std::nullopt;
        }
        game.pending.push_back(d->toDecision());
    }
    return game;
}
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif

std::optional<NetUpdated> readUpdated(const QJsonObject &m, QString *why)
{
    record::JsonError error;
    std::optional<std::vector<rules::TileRef>> draws = record::tilesFromJson(m.value(QLatin1String("draws")), QStringLiteral("draws"), &error);
    const std::optional<net::NetDecision> d = net::NetDecision::fromJson(m.value(QLatin1String("decision")).toObject(), QStringLiteral("decision"), &error);
    if (!draws || !d) {
        *why = error.message;
        return std::nullopt;
    }
    NetUpdated update;
    update.seat = m.value(QLatin1String("seat")).toInt(-1);
    if (d->kind != net::NetDecision::Kind::Undo)
        update.decision = d->toDecision();
    update.draws = std::move(*draws);
    return update;
}

} // namespace

void NetSession::gameSynced(const QJsonObject &sync)
{
    QString why;
    if (const std::optional<NetSynced> game = readSynced(sync, &why))
        return showGame(*game);
    m_stage = Playing;
    setStatus(QString());
    Q_EMIT unreadable(true, why);
}

void NetSession::showGame(const NetSynced &game)
{
    m_stage = Playing;
    setStatus(QString());
    Q_EMIT synced(game);
}

void NetSession::gameOver(const QByteArray &record)
{
    m_stage = Over;
    forgetTable();
    Q_EMIT changed();
    Q_EMIT finished(record);
}

void NetSession::gameUpdated(const QJsonObject &update)
{
    QString why;
    if (const std::optional<NetUpdated> u = readUpdated(update, &why))
        Q_EMIT updated(*u);
    else
        Q_EMIT unreadable(false, why);
}

} // namespace fortuna::model
