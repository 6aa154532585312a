// SPDX-License-Identifier: GPL-3.0-or-later
// GameController in a network game: the game shown is a mirror of the server's. A sync builds
// it from the turns, the pending decisions and the tiles drawn so far (the mirror draws them
// first, so it follows the server's game without knowing its pile); each update applies the
// decision the server accepted. A decision of this computer's seat goes to the table (a guest's
// checked on a copy first); the board moves when the table's update comes back.
#include "gamecontroller.h"

#include "refusaltext.h"

#include "net/protocol.h"
#include "record/replay.h"

namespace fortuna::model
{

using namespace fortuna::rules;

void GameController::setNetworked(bool on)
{
    if (!on && m_networked)
        m_net->leave();
    if (on == m_networked)
        return;
    m_networked = on;
    Q_EMIT networkedChanged();
}

void GameController::netSynced(const QJsonObject &m)
{
    auto fail = [this](const QString &why) {
        qWarning("Network game: %s", qPrintable(why));
        Q_EMIT netMessage(tr("The game sent by the server cannot be shown: %1").arg(why));
    };
    record::JsonError error;
    std::optional<record::Record> read = net::receivedRecord(m.value(QLatin1String("rules")).toObject(),
                                                             m.value(QLatin1String("players")).toArray(),
                                                             m.value(QLatin1String("turns")).toArray(),
                                                             &error);
    const std::optional<std::vector<TileRef>> draws =
        read ? record::tilesFromJson(m.value(QLatin1String("draws")), QStringLiteral("draws"), &error) : std::nullopt;
    if (!read || !draws)
        return fail(error.message);
    record::Record rec = std::move(*read);
    Setup setup = rec.setup();
    setup.draws = *draws;
    record::ReplayOutcome replayed = record::replay(rec, setup);
    if (!replayed.ok())
        return fail(replayed.error);
    std::vector<Decision> pending;
    const QJsonArray pendingJson = m.value(QLatin1String("pending")).toArray();
    for (qsizetype i = 0; i < pendingJson.size(); ++i) {
        const std::optional<net::NetDecision> d = net::NetDecision::fromJson(pendingJson.at(i).toObject(), QStringLiteral("pending[%1]").arg(i), &error);
        if (!d || d->kind == net::NetDecision::Kind::Undo)
            return fail(d ? QStringLiteral("pending[%1]: an undo").arg(i) : error.message);
        pending.push_back(d->toDecision());
    }
    m_networked = true;
    installGame(std::move(*replayed.game), std::move(rec), true);
    m_netDraws = *draws;
    for (const Decision &d : pending) {
        const Status status = m_recorder.apply(*m_game, d);
        if (!status)
            return fail(QString::fromStdString(status.message));
    }
    if (!pending.empty())
        afterChange(m_game->log().size(), false);
    Q_EMIT networkedChanged();
}

void GameController::netUpdated(const QJsonObject &m)
{
    if (!m_networked || !m_game)
        return;
    record::JsonError error;
    const std::optional<std::vector<TileRef>> draws = record::tilesFromJson(m.value(QLatin1String("draws")), QStringLiteral("draws"), &error);
    const std::optional<net::NetDecision> d = net::NetDecision::fromJson(m.value(QLatin1String("decision")).toObject(), QStringLiteral("decision"), &error);
    if (!draws || !d) {
        qWarning("Network game: %s", qPrintable(error.message));
        Q_EMIT netMessage(tr("The server sent a move that cannot be read."));
        return;
    }
    m_game->forceDraws(*draws);
    m_netDraws.insert(m_netDraws.end(), draws->begin(), draws->end());
    const int seat = m.value(QLatin1String("seat")).toInt(-1);
    Status status;
    if (d->kind == net::NetDecision::Kind::Undo) {
        const size_t oldLog = m_game->log().size();
        status = m_game->undoPlacement();
        if (status) {
            m_highlightedSector = -1;
            afterChange(oldLog, false);
        }
    } else {
        status = step(d->toDecision(), !m_net->isLocalSeat(seat));
    }
    if (!status || !m_game->drawsFollowed()) {
        qWarning("Network game: the mirror left the server's game (%s)", status ? "draws" : status.message.c_str());
        Q_EMIT netMessage(tr("This window no longer follows the server's game."));
    }
}

QString GameController::netStep(const Decision &decision)
{
    // A hosted table's engine checks the decision itself; a guest's is checked on a copy first
    // (a refusal at once, translated, without a round trip).
    if (!m_net->hosting()) {
        Game copy = *m_game;
        const Status status = copy.apply(decision);
        if (!status)
            return refusalText(status, m_seats);
    }
    Status refused;
    const QString why = m_net->decide(actingPlayer(), decision, &refused);
    return refused ? why : refusalText(refused, m_seats);
}

QString GameController::netUndo()
{
    if (!m_net->isLocalSeat(actingPlayer()))
        return whyNotNow();
    if (!m_net->hosting()) {
        Game copy = *m_game;
        const Status status = copy.undoPlacement();
        if (!status)
            return refusalText(status, m_seats);
    }
    Status refused;
    const QString why = m_net->undo(actingPlayer(), &refused);
    return refused ? why : refusalText(refused, m_seats);
}

} // namespace fortuna::model
