// SPDX-License-Identifier: GPL-3.0-or-later
// GameController in a network game: the game shown is a mirror of the server's. NetSession's
// synced builds it from the record, the pending decisions and the tiles drawn so far (the mirror
// draws them first, so it follows the server's game without knowing its pile); each updated
// applies the decision the server accepted. A decision of this computer's seat goes to the table (a guest's
// checked on a copy first); the board moves when the table's update comes back.
#include "gamecontroller.h"

#include "refusaltext.h"

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

void GameController::netSynced(const NetSynced &game)
{
    record::Record rec = game.record;
    Setup setup = rec.setup();
    setup.draws = game.draws;
    record::ReplayOutcome replayed = record::replay(rec, setup);
    if (!replayed.ok())
        return netUnreadable(true, replayed.error);
    m_networked = true;
    installGame(std::move(*replayed.game), std::move(rec), true);
    m_netDraws = game.draws;
    for (const Decision &d : game.pending) {
        const Status status = m_recorder.apply(*m_game, d);
        if (!status)
            return netUnreadable(true, QString::fromStdString(status.message));
    }
    if (!game.pending.empty())
        afterChange(m_game->log().size(), false);
    Q_EMIT networkedChanged();
}

void GameController::netUnreadable(bool game, const QString &why)
{
    if (!game && (!m_networked || !m_game))
        return; // a move of a game no longer shown
    qWarning("Network game: %s", qPrintable(why));
    Q_EMIT netMessage(game ? tr("The game sent by the server cannot be shown: %1").arg(why) : tr("The server sent a move that cannot be read."));
}

void GameController::netUpdated(const NetUpdated &update)
{
    if (!m_networked || !m_game)
        return;
    m_game->forceDraws(update.draws);
    m_netDraws.insert(m_netDraws.end(), update.draws.begin(), update.draws.end());
    Status status;
    if (!update.decision) { // the seat's placement undone
        const size_t oldLog = m_game->log().size();
        status = m_game->undoPlacement();
        if (status) {
            m_highlightedSector = -1;
            afterChange(oldLog, false);
        }
    } else {
        status = step(*update.decision, !m_net->isLocalSeat(update.seat));
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
