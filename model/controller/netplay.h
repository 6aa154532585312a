// SPDX-License-Identifier: GPL-3.0-or-later
// NetPlay: the game of a network table (playmode.h). The table is the only authority: a
// decision of this computer's seat goes to the NetSession (a guest's checked on a copy first,
// for a refusal without a round trip), and the board moves when the table's update comes back
// (remoteUpdate): a guest applies it to its mirror, a host shows the table's own game, which
// the table has played on already. The other seats, computers included, play elsewhere;
// nothing is autosaved.
#pragma once

#include "playmode.h"

namespace fortuna::model
{

class Autosaver;
class NetSession;

class NetPlay : public LiveMode
{
public:
    NetPlay(PlayTable &table, NetSession *net, Autosaver *autosaver);

    QString notYours(int player) const override;
    QString decide(const rules::Decision &decision) override;
    QString undo() override;
    bool othersAct(int player) const override;
    QStringList computerLevels(const QStringList &levels) const override;
    bool keepsFinished() const override;
    bool personSeat(int seat) const override;
    void installed() override;
    bool networked() const override { return true; }
    void remoteUpdate(const NetUpdated &update) override;
    void remoteUnreadable(const QString &why) override;
    void sessionChanged() override;
    void left() override;

private:
    NetSession *m_net;
    Autosaver *m_autosaver;
};

} // namespace fortuna::model
