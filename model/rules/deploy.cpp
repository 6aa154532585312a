// SPDX-License-Identifier: GPL-3.0-or-later
// The Deploy step of a turn (game.h): the legal deployments of the tile laid provisionally,
// their check with its typed refusal, and the deployment that ends the turn.
#include "rules/game.h"

namespace fortuna::rules
{

std::vector<Deployment> Game::legalDeployments() const
{
    std::vector<Deployment> out;
    legalDeployments(out);
    return out;
}

template<typename Emit>
void Game::forEachLegalDeployment(Emit &&emit) const
{
    if (m_phase != Phase::Deploy || !emit(Deployment::none()) || m_supply[size_t(m_current)] == 0)
        return;
    const TileType &tt = Catalogue::instance().type(m_tile);
    const unsigned r = unsigned(m_pending->rotation);
    const uint32_t occupied = m_pendingOccupied;
    for (int i = 0; i < tt.featureCount; ++i) {
        const FeatureSpec &f = tt.features[size_t(i)];
        switch (f.kind) {
        case FeatureKind::Cloister:
            if (!emit(Deployment::onFeature(f.kind, -1)))
                return;
            break;
        case FeatureKind::Tent:
            if (m_tellers[size_t(m_current)] < MaxFortuneTellers && !emit(Deployment::onFeature(f.kind, -1)))
                return;
            break;
        case FeatureKind::Road:
        case FeatureKind::City:
            // Named by its first board side: the tile's sides turned by r (bit s = board side s).
            if (!(occupied & (1u << i)) && f.edges) {
                const unsigned sides = ((unsigned(f.edges) << r) | (unsigned(f.edges) >> (4 - r))) & 0xfu;
                if (!emit(Deployment::onFeature(f.kind, __builtin_ctz(sides))))
                    return;
            }
            break;
        case FeatureKind::Field:
            // Named by its first board half-edge: the tile's ports turned by 2r.
            if (!(occupied & (1u << i)) && f.ports) {
                const unsigned ports = ((unsigned(f.ports) << (2 * r)) | (unsigned(f.ports) >> (8 - 2 * r))) & 0xffu;
                if (!emit(Deployment::onFeature(f.kind, __builtin_ctz(ports))))
                    return;
            }
            break;
        }
    }
    static constexpr std::array<CrownSpace, CrownSpaceCount> Crowns = [] {
        std::array<CrownSpace, CrownSpaceCount> a{};
        for (int c = 0; c < CrownSpaceCount; ++c)
            a[size_t(c)] = crownSpace(c);
        return a;
    }();
    for (int c = 0; c < CrownSpaceCount; ++c) {
        if (m_crowns[size_t(c)] < 0 && !emit(Deployment::onCrown(Crowns[size_t(c)].sector, Crowns[size_t(c)].slot)))
            return;
    }
}

void Game::legalDeployments(std::vector<Deployment> &out) const
{
    out.clear();
    forEachLegalDeployment([&out](const Deployment &d) {
        out.push_back(d);
        return true;
    });
}

int Game::legalDeploymentCount() const
{
    int count = 0;
    forEachLegalDeployment([&count](const Deployment &) {
        ++count;
        return true;
    });
    return count;
}

Deployment Game::legalDeployment(int index) const
{
    Deployment found;
    forEachLegalDeployment([&](const Deployment &d) {
        if (index-- > 0)
            return true;
        found = d;
        return false;
    });
    return found;
}

int Game::localFeatureFor(const Deployment &d) const
{
    return localFeatureAt(Catalogue::instance().type(m_tile), d.feature, d.port, m_pending->rotation);
}

Refusal Game::deploymentRefusal(const Deployment &d, int *localFeature) const
{
    if (m_phase != Phase::Deploy)
        return Refusal::NoTileForFollower;
    if (d.kind == Deployment::Kind::None)
        return Refusal::None;
    if (m_supply[size_t(m_current)] == 0)
        return Refusal::NoFollowerInSupply;
    if (d.kind == Deployment::Kind::Crown) {
        const int index = crownIndex(d.sector, d.slot);
        if (index < 0)
            return Refusal::NoSuchCrownSpace;
        if (m_crowns[size_t(index)] >= 0)
            return Refusal::CrownSpaceTaken;
        return Refusal::None;
    }
    const int lf = localFeatureFor(d);
    if (lf < 0)
        return Refusal::NoFeatureOnTile;
    if (d.feature == FeatureKind::Tent && m_tellers[size_t(m_current)] >= MaxFortuneTellers)
        return Refusal::TooManyFortuneTellers;
    if (m_pendingOccupied & (1u << lf)) {
        if (localFeature)
            *localFeature = lf;
        return Refusal::FeatureOccupied;
    }
    return Refusal::None;
}

Status Game::checkDeployment(const Deployment &d) const
{
    int lf = -1;
    const Refusal code = deploymentRefusal(d, &lf);
    if (code == Refusal::None)
        return Status::success();
    RefusalArgs args;
    if (code == Refusal::NoTileForFollower || code == Refusal::NoFollowerInSupply)
        return Status::refuse(code, args);
    if (d.kind == Deployment::Kind::Crown) {
        args.sector = d.sector;
        args.slot = d.slot;
        return Status::refuse(code, args);
    }
    args.feature = d.feature;
    args.tile = m_tile;
    args.at = m_pending->pos;
    if (code == Refusal::FeatureOccupied) {
        const int occupant = m_board.occupantAfterPlacing(m_tile, *m_pending, lf);
        if (occupant >= 0) {
            const Node &n = m_board.node(occupant);
            args.player = n.occupant;
            args.other = m_board.cell(n.cell).pos;
        }
    }
    return Status::refuse(code, args);
}

Status Game::deploy(const Deployment &d)
{
    if (deploymentRefusal(d, nullptr) != Refusal::None)
        return checkDeployment(d); // the refusal with its arguments (a legal deployment builds no Status part)
    const int cell = m_board.place(m_tile, *m_pending);
    m_pending.reset();
    if (d.kind == Deployment::Kind::Feature) {
        const int node = m_board.featureNode(cell, d.feature, d.port);
        m_board.addFollower(node, m_current);
        --m_supply[size_t(m_current)];
        if (d.feature == FeatureKind::Tent)
            ++m_tellers[size_t(m_current)];
    } else if (d.kind == Deployment::Kind::Crown) {
        m_crowns[size_t(crownIndex(d.sector, d.slot))] = int8_t(m_current);
        --m_supply[size_t(m_current)];
    }
    scoreCompletedAround(cell);
    finishTurn();
    return Status::success();
}

} // namespace fortuna::rules
