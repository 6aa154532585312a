// SPDX-License-Identifier: GPL-3.0-or-later
// GameController in a network game, played in NetPlay (netplay.h). A table this app hosts is
// shown as it is: the window holds the table's own game (net::Table::played()) and republishes
// it at each update. A guest shows a mirror of the server's game: NetSession's synced builds it
// from the record, the pending decisions and the tiles drawn so far (the mirror draws them
// first, so it follows the server's game without knowing its pile); each update goes to the
// mode on screen, and NetPlay applies it to the mirror.
#include "gamecontroller.h"

#include "netplay.h"

#include "record/replay.h"

namespace fortuna::model
{

using namespace fortuna::rules;

void GameController::netSynced(const NetSynced &game)
{
    if (game.hosted) { // a table this app hosts: its own game is shown, it plays it
        installHosted(m_netPlay.get(), game.hosted);
        m_netDraws = game.draws;
        return;
    }
    record::Record rec = game.record;
    Setup setup = rec.setup();
    setup.draws = game.draws;
    record::ReplayOutcome replayed = record::replay(rec, setup);
    if (!replayed.ok())
        return netUnreadable(true, replayed.error);
    installGame(m_netPlay.get(), std::move(*replayed.game), std::move(rec), true);
    m_netDraws = game.draws;
    for (const Decision &d : game.pending) {
        const Status status = m_own->recorder.apply(m_own->game, d);
        if (!status)
            return netUnreadable(true, QString::fromStdString(status.message));
    }
    if (!game.pending.empty())
        afterChange(m_played->game.log().size(), false);
}

void GameController::netUnreadable(bool game, const QString &why)
{
    if (!game)
        return m_mode->remoteUnreadable(why); // a move: only a network game shown reads moves
    qWarning("Network game: %s", qPrintable(why));
    Q_EMIT netMessage(tr("The game sent by the server cannot be shown: %1").arg(why));
}

} // namespace fortuna::model
