// SPDX-License-Identifier: GPL-3.0-or-later
// The record's data type: comparison and the engine setup it describes.
#include "record/record.h"

namespace fortuna::record
{

bool Turn::operator==(const Turn &o) const
{
    auto sameDeployment = [](const rules::Deployment &a, const rules::Deployment &b) {
        if (a.kind != b.kind)
            return false;
        switch (a.kind) {
        case rules::Deployment::Kind::None:
            return true;
        case rules::Deployment::Kind::Feature:
            return a.feature == b.feature && a.port == b.port;
        case rules::Deployment::Kind::Crown:
            return a.sector == b.sector && a.slot == b.slot;
        }
        return false;
    };
    return draw == o.draw && choose == o.choose && at == o.at && (!at || rotation == o.rotation) && sameDeployment(follower, o.follower) && plague == o.plague;
}

bool Record::operator==(const Record &o) const
{
    return options == o.options && seed == o.seed && players == o.players && deck == o.deck && turns == o.turns && aids == o.aids;
}

rules::Setup Record::setup() const
{
    rules::Setup s;
    s.options = options;
    s.seed = seed;
    s.players = int(players.size());
    s.deck = deck;
    return s;
}

} // namespace fortuna::record
