// SPDX-License-Identifier: GPL-3.0-or-later
// NetSession::SetupTable (nethost.cpp, netremote.cpp): the table a setup asks for, in the
// network's terms (kept out of netsession.h: the controller includes nothing of net/).
#pragma once

#include "netsession.h"

#include "net/protocol.h"

namespace fortuna::model
{

struct NetSession::SetupTable {
    QString error; // why not (translated); "" when the rest is made
    net::ClientMessage create;
    QList<int> local; // this computer's seats
    QStringList names; // their players' names
};

} // namespace fortuna::model
