// SPDX-License-Identifier: GPL-3.0-or-later
#include "trace.h"

#include "rules/catalogue.h"

namespace fortuna::testing
{

using namespace rules;

uint64_t hashDecision(const Decision &d)
{
    uint64_t h = 1469598103934665603ULL;
    auto add = [&h](int64_t v) {
        h ^= uint64_t(v);
        h *= 1099511628211ULL;
    };
    add(int(d.phase));
    add(d.choose);
    add(d.at.x);
    add(d.at.y);
    add(int(d.feature));
    add(d.port);
    add(d.placement.pos.x);
    add(d.placement.pos.y);
    add(d.placement.rotation);
    add(int(d.deployment.kind));
    add(int(d.deployment.feature));
    add(d.deployment.port);
    add(int(d.deployment.sector));
    add(d.deployment.slot);
    return h;
}

namespace
{

std::string port(int p)
{
    return p < 0 ? std::string("-") : std::string(portName(p));
}

} // namespace

std::string deploymentText(const Deployment &d)
{
    switch (d.kind) {
    case Deployment::Kind::None:
        return "none";
    case Deployment::Kind::Feature:
        return std::string(featureKindName(d.feature)) + " " + port(d.port);
    case Deployment::Kind::Crown:
        return "crown " + std::string(sectorName(d.sector)) + " " + std::to_string(d.slot);
    }
    return "?";
}

std::string decisionText(const Game &game, const Decision &d)
{
    const Catalogue &cat = Catalogue::instance();
    switch (d.phase) {
    case Phase::ChooseTile: {
        std::string drawn;
        for (const TileRef t : game.drawnTiles())
            drawn += (drawn.empty() ? "" : ",") + cat.name(t);
        const bool inRange = d.choose >= 0 && d.choose < int(game.drawnTiles().size());
        return "choose " + std::to_string(d.choose) + " of " + drawn + " -> " + (inRange ? cat.name(game.drawnTiles()[size_t(d.choose)]) : "?");
    }
    case Phase::Plague:
        return "plague " + std::string(featureKindName(d.feature)) + " at " + std::to_string(d.at.x) + "," + std::to_string(d.at.y) + " " + port(d.port);
    case Phase::Place:
        return "place " + cat.name(game.currentTile()) + " at " + std::to_string(d.placement.pos.x) + "," + std::to_string(d.placement.pos.y) + " r"
            + std::to_string(d.placement.rotation);
    case Phase::Deploy:
        return "deploy " + deploymentText(d.deployment);
    case Phase::GameOver:
        break;
    }
    return "game over?";
}

} // namespace fortuna::testing
