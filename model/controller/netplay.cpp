// SPDX-License-Identifier: GPL-3.0-or-later
#include "netplay.h"

#include "autosaver.h"
#include "controllertext.h"
#include "netsession.h"
#include "refusaltext.h"

#include "record/recorder.h"

namespace fortuna::model
{

using namespace fortuna::rules;

NetPlay::NetPlay(PlayTable &table, NetSession *net, Autosaver *autosaver)
    : LiveMode(table)
    , m_net(net)
    , m_autosaver(autosaver)
{
}

QString NetPlay::notYours(int player) const
{
    if (m_net->isLocalSeat(player))
        return QString();
    //: %1: the name of the player who acts now
    return ControllerText::tr("Waiting for %1: it is not your turn.").arg(seatName(seatAt(m_table.seats(), player).name));
}

bool NetPlay::othersAct(int player) const
{
    return player >= 0 && !m_net->isLocalSeat(player);
}

QStringList NetPlay::computerLevels(const QStringList &levels) const
{
    return QStringList(levels.size(), QString()); // a network game's computers play on the server
}

bool NetPlay::keepsFinished() const
{
    return !m_net->spectating(); // not a table watched without a seat
}

bool NetPlay::personSeat(int seat) const
{
    return m_net->isLocalSeat(seat);
}

void NetPlay::installed()
{
    m_autosaver->gameClosed();
}

QString NetPlay::decide(const Decision &decision)
{
    // A hosted table's engine checks the decision itself; a guest's is checked on a copy first
    // (a refusal at once, translated, without a round trip).
    if (!m_net->hosting()) {
        Game copy = *m_table.liveGame();
        const Status status = copy.apply(decision);
        if (!status)
            return refusalText(status, m_table.seats());
    }
    Status refused;
    const QString why = m_net->decide(m_table.actingPlayer(), decision, &refused);
    return refused ? why : refusalText(refused, m_table.seats());
}

QString NetPlay::undo()
{
    if (!m_net->isLocalSeat(m_table.actingPlayer()))
        return m_table.whyNotNow();
    if (!m_net->hosting()) {
        Game copy = *m_table.liveGame();
        const Status status = copy.undoPlacement();
        if (!status)
            return refusalText(status, m_table.seats());
    }
    Status refused;
    const QString why = m_net->undo(m_table.actingPlayer(), &refused);
    return refused ? why : refusalText(refused, m_table.seats());
}

void NetPlay::remoteUpdate(const NetUpdated &update)
{
    if (!m_table.liveGame())
        return;
    m_table.followDraws(update.draws);
    const bool computer = !m_net->isLocalSeat(update.seat);
    record::PlayedGame *mirror = m_table.ownGame();
    if (!mirror) // the table this app hosts played it on its own game, which is the one shown
        return m_table.tablePlayed(update.seat, update.decision.has_value(), computer);
    Status status;
    if (!update.decision) { // the seat's placement undone
        const size_t oldLog = mirror->game.log().size();
        status = mirror->recorder.undoPlacement(mirror->game);
        if (status)
            m_table.changedBy(oldLog);
    } else {
        status = m_table.apply(*update.decision, computer);
    }
    if (!status || !mirror->game.drawsFollowed()) {
        qWarning("Network game: the mirror left the server's game (%s)", status ? "draws" : status.message.c_str());
        m_table.tell(ControllerText::tr("This window no longer follows the server's game."));
    }
}

void NetPlay::remoteUnreadable(const QString &why)
{
    if (!m_table.liveGame())
        return; // a move of a game no longer shown
    qWarning("Network game: %s", qPrintable(why));
    m_table.tell(ControllerText::tr("The server sent a move that cannot be read."));
}

void NetPlay::sessionChanged()
{
    // The table was left (here or by the host's leaving): its game goes with it.
    if (!m_net->active())
        m_table.closeTable();
}

void NetPlay::left()
{
    m_net->leave();
}

} // namespace fortuna::model
