// SPDX-License-Identifier: GPL-3.0-or-later
// Pieces of fortuna-net/1 JSON shared by the reading (protocol.cpp) and the sending
// (protocolsend.cpp) halves of the protocol; not part of its interface.
#pragma once

#include "rules/game.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <string_view>

namespace fortuna::net::detail
{

inline QString fromView(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}
// {"feature": "road", "port": "N"} (no port for a cloister or a tent)
QJsonObject featurePlaceJson(rules::FeatureKind kind, int port);
// null, {"feature"...} or {"crown": "taxes", "slot": 0}
QJsonValue deploymentJson(const rules::Deployment &d);
// "choose", "plague", "place", "deploy" or "over"
QString phaseName(rules::Phase p);

} // namespace fortuna::net::detail
