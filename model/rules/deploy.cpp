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

namespace
{

constexpr std::array<CrownSpace, CrownSpaceCount> Crowns = [] {
    std::array<CrownSpace, CrownSpaceCount> a{};
    for (int c = 0; c < CrownSpaceCount; ++c)
        a[size_t(c)] = crownSpace(c);
    return a;
}();

} // namespace

uint32_t Game::deployableFeatures() const
{
    const TileType &tt = Catalogue::instance().type(m_tile);
    return (tt.claimable & ~m_pendingOccupied) | tt.cloisters | (m_tellers[size_t(m_current)] < MaxFortuneTellers ? tt.tents : 0u);
}

template<typename Emit>
void Game::forEachLegalDeployment(Emit &&emit) const
{
    if (m_phase != Phase::Deploy || !emit(Deployment::none()) || m_supply[size_t(m_current)] == 0)
        return;
    const TileType &tt = Catalogue::instance().type(m_tile);
    const unsigned r = unsigned(m_pending->rotation);
    for (uint32_t features = deployableFeatures(); features; features &= features - 1) {
        const FeatureSpec &f = tt.features[size_t(__builtin_ctz(features))];
        int port = -1; // cloister, tent
        if (f.kind == FeatureKind::Road || f.kind == FeatureKind::City) {
            // Named by its first board side: the tile's sides turned by r (bit s = board side s).
            port = __builtin_ctz(((unsigned(f.edges) << r) | (unsigned(f.edges) >> (4 - r))) & 0xfu);
        } else if (f.kind == FeatureKind::Field) {
            // Named by its first board half-edge: the tile's ports turned by 2r.
            port = __builtin_ctz(((unsigned(f.ports) << (2 * r)) | (unsigned(f.ports) >> (8 - 2 * r))) & 0xffu);
        }
        if (!emit(Deployment::onFeature(f.kind, port)))
            return;
    }
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
    // What forEachLegalDeployment enumerates, counted: none, the deployable features, the free crowns.
    if (m_phase != Phase::Deploy)
        return 0;
    if (m_supply[size_t(m_current)] == 0)
        return 1;
    constexpr uint8_t BitCount[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    static_assert(MaxTileFeatures <= 12, "three nibbles of features");
    const uint32_t features = deployableFeatures();
    int count = 1 + BitCount[features & 0xfu] + BitCount[(features >> 4) & 0xfu] + BitCount[(features >> 8) & 0xfu];
    for (int c = 0; c < CrownSpaceCount; ++c)
        count += m_crowns[size_t(c)] < 0 ? 1 : 0;
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
