// SPDX-License-Identifier: GPL-3.0-or-later
#include "tutorialscript.h"

#include "rules/catalogue.h"

#include <algorithm>

namespace fortuna::model::tutorial
{

using namespace fortuna::rules;

namespace
{

// Board sides (ports of roads and cities): north, east, south, west.
constexpr int N = 0, E = 1, S = 2;

Decision place(int x, int y, int rotation)
{
    return Decision::placing(Placement{Pos{x, y}, rotation});
}

Decision onFeature(FeatureKind kind, int port)
{
    return Decision::deploying(Deployment::onFeature(kind, port));
}

// The opponent's moves: turn, phase, decision.
struct Move {
    int turn;
    Phase phase;
    Decision decision;
};

const std::vector<Move> &opponentMoves()
{
    static const std::vector<Move> moves = {
        // Turn 2: a curve from the wheel's northern road, and a follower on it.
        {2, Phase::Place, place(2, -1, 0)},
        {2, Phase::Deploy, onFeature(FeatureKind::Road, S)},
        // Turn 4: U/1 walks the pig to Taxes; a road from the wheel's southern road, no follower.
        {4, Phase::Place, place(3, 4, 1)},
        {4, Phase::Deploy, Decision::deploying(Deployment::none())},
        // Turn 6: N/1 walks the pig to Famine; a city beside the wheel's eastern city.
        {6, Phase::Place, place(4, 2, 3)},
        {6, Phase::Deploy, Decision::deploying(Deployment::none())},
    };
    return moves;
}

} // namespace

const std::vector<Step> &steps()
{
    static const std::vector<Step> list = {
        {"welcome", StepKind::Info, 1, Phase::Place, PersonSeat, {}},
        // Turn 1: M (a city with a pennant) beside the wheel's south-western city.
        {"placeCity", StepKind::Place, 1, Phase::Place, PersonSeat, place(-1, 3, 1)},
        {"claimCity", StepKind::Deploy, 1, Phase::Deploy, PersonSeat, onFeature(FeatureKind::City, E)},
        {"opponentRoad", StepKind::Wait, 2, Phase::Place, OpponentSeat, {}},
        // Turn 3: J continues the person's city and starts a road.
        {"placeRoad", StepKind::Place, 3, Phase::Place, PersonSeat, place(-1, 2, 2)},
        {"claimRefused", StepKind::Refuse, 3, Phase::Deploy, PersonSeat, onFeature(FeatureKind::City, S)},
        {"claimRoad", StepKind::Deploy, 3, Phase::Deploy, PersonSeat, onFeature(FeatureKind::Road, N)},
        // Turn 4: the opponent's wheel tile; Taxes pay the person's knight 2 (1 pennant + 1 knight).
        {"pigTaxes", StepKind::Info, 4, Phase::Place, OpponentSeat, {}},
        {"opponentTurn", StepKind::Wait, 4, Phase::Place, OpponentSeat, {}},
        // Turn 5: B south of the wheel; the follower goes on the crown of Famine.
        {"placeField", StepKind::Place, 5, Phase::Place, PersonSeat, place(1, 4, 0)},
        {"claimCrown", StepKind::Deploy, 5, Phase::Deploy, PersonSeat, Decision::deploying(Deployment::onCrown(Sector::Famine, 0))},
        // Turn 6: the opponent's wheel tile walks the pig to Famine: the crown pays 3.
        {"crownPays", StepKind::Info, 6, Phase::Place, OpponentSeat, {}},
        {"opponentTurn", StepKind::Wait, 6, Phase::Place, OpponentSeat, {}},
        // Turn 7: U/3 walks the pig to Plague: each player gives a follower back.
        {"plague", StepKind::Plague, 7, Phase::Plague, PersonSeat, {}},
        {"opponentPlague", StepKind::Wait, 7, Phase::Plague, OpponentSeat, {}},
        {"finish", StepKind::Finish, 7, Phase::Place, PersonSeat, {}},
    };
    return list;
}

std::vector<TileRef> deck()
{
    std::vector<TileRef> tiles;
    for (const char *name : {"M", "V", "J", "U/1", "B", "N/1", "U/3"})
        tiles.push_back(*Catalogue::instance().parse(name));
    return tiles;
}

uint64_t seed()
{
    return 20261206;
}

Setup setup()
{
    Setup s;
    s.seed = seed();
    s.players = 2;
    s.deck = deck();
    return s;
}

bool matches(const Step &step, const Game &game)
{
    return game.phase() == step.phase && game.turn() == step.turn && game.actingPlayer() == step.seat;
}

int stepAt(const Game &game)
{
    const std::vector<Step> &list = steps();
    for (size_t i = 0; i < list.size(); ++i) {
        if (matches(list[i], game))
            return int(i);
    }
    return -1;
}

bool isExpected(const Step &step, const Decision &d, const Game &game)
{
    const Decision &want = step.expected;
    if (d.phase != want.phase)
        return false;
    switch (want.phase) {
    case Phase::Place:
        return d.placement == want.placement;
    case Phase::Deploy: {
        const Deployment &a = d.deployment, &b = want.deployment;
        if (a.kind != b.kind)
            return false;
        if (a.kind == Deployment::Kind::Crown)
            return a.sector == b.sector;
        if (a.kind == Deployment::Kind::None)
            return true;
        const std::optional<Placement> at = game.pendingPlacement();
        if (!at || a.feature != b.feature)
            return false;
        const TileType &type = Catalogue::instance().type(game.currentTile());
        return localFeatureAt(type, a.feature, a.port, at->rotation) == localFeatureAt(type, b.feature, b.port, at->rotation);
    }
    default:
        return false;
    }
}

std::optional<Decision> opponentMove(const Game &game)
{
    if (game.actingPlayer() != OpponentSeat)
        return std::nullopt;
    if (game.phase() == Phase::Plague) {
        const std::vector<FollowerInfo> removals = game.legalPlagueRemovals();
        if (removals.empty())
            return std::nullopt;
        const FollowerInfo &f = removals.front();
        return Decision::plague(f.at, f.feature, f.port);
    }
    for (const Move &m : opponentMoves()) {
        if (m.turn == game.turn() && m.phase == game.phase())
            return m.decision;
    }
    return std::nullopt;
}

Decision ScriptedAgent::decide(const Game &game)
{
    ++m_stats.decisions;
    if (const std::optional<Decision> scripted = opponentMove(game)) {
        const auto &legal = game.legalPlacements();
        const bool fits = scripted->phase == Phase::Place ? std::find(legal.begin(), legal.end(), scripted->placement) != legal.end()
            : scripted->phase == Phase::Deploy            ? game.checkDeployment(scripted->deployment).ok()
                                                          : true;
        if (fits)
            return *scripted;
    }
    // Off the script (a game that went another way): the first legal move.
    switch (game.phase()) {
    case Phase::ChooseTile:
        for (int i = 0; i < int(game.drawnTiles().size()); ++i) {
            if (game.drawnPlaceable(i))
                return Decision::choosing(i);
        }
        return Decision::choosing(0);
    case Phase::Plague: {
        const std::vector<FollowerInfo> removals = game.legalPlagueRemovals();
        return removals.empty() ? Decision{} : Decision::plague(removals.front().at, removals.front().feature, removals.front().port);
    }
    case Phase::Place:
        return game.legalPlacements().empty() ? Decision{} : Decision::placing(game.legalPlacements().front());
    default:
        return Decision::deploying(Deployment::none());
    }
}

} // namespace fortuna::model::tutorial
