// SPDX-License-Identifier: GPL-3.0-or-later
// The Deploy step of a turn (game.h): the legal deployments of the tile laid provisionally,
// their check with its typed refusal, and the deployment that ends the turn.
#include "rules/game.h"

namespace fortuna::rules {

std::vector<Deployment> Game::legalDeployments() const
{
    std::vector<Deployment> out;
    legalDeployments(out);
    return out;
}

void Game::legalDeployments(std::vector<Deployment> &out) const
{
    out.clear();
    if (m_phase != Phase::Deploy)
        return;
    out.push_back(Deployment::none());
    if (m_supply[size_t(m_current)] == 0)
        return;
    const TileType &tt = Catalogue::instance().type(m_tile);
    const int r = m_pending->rotation;
    const uint32_t occupied = pendingOccupied();
    for (int i = 0; i < tt.featureCount; ++i) {
        const FeatureSpec &f = tt.features[size_t(i)];
        switch (f.kind) {
        case FeatureKind::Cloister:
            out.push_back(Deployment::onFeature(f.kind, -1));
            break;
        case FeatureKind::Tent:
            if (m_tellers[size_t(m_current)] < MaxFortuneTellers)
                out.push_back(Deployment::onFeature(f.kind, -1));
            break;
        case FeatureKind::Road:
        case FeatureKind::City:
            if (!(occupied & (1u << i))) {
                for (int s = 0; s < 4; ++s) {
                    if (f.edges & (1u << localSide(s, r))) {
                        out.push_back(Deployment::onFeature(f.kind, s));
                        break;
                    }
                }
            }
            break;
        case FeatureKind::Field:
            if (!(occupied & (1u << i))) {
                for (int p = 0; p < 8; ++p) {
                    if (f.ports & (1u << localPort(p, r))) {
                        out.push_back(Deployment::onFeature(f.kind, p));
                        break;
                    }
                }
            }
            break;
        }
    }
    for (int c = 0; c < CrownSpaceCount; ++c) {
        if (m_crowns[size_t(c)] < 0)
            out.push_back(Deployment::onCrown(crownSpace(c).sector, crownSpace(c).slot));
    }
}

uint32_t Game::pendingOccupied() const
{
    if (!m_pendingOccupiedKnown) {
        m_pendingOccupied = m_board.occupiedFeaturesAfterPlacing(m_tile, *m_pending);
        m_pendingOccupiedKnown = true;
    }
    return m_pendingOccupied;
}

int Game::localFeatureFor(const Deployment &d) const
{
    return localFeatureAt(Catalogue::instance().type(m_tile), d.feature, d.port, m_pending->rotation);
}

Status Game::checkDeployment(const Deployment &d) const
{
    if (m_phase != Phase::Deploy)
        return Status::refuse(Refusal::NoTileForFollower);
    if (d.kind == Deployment::Kind::None)
        return Status::success();
    if (m_supply[size_t(m_current)] == 0)
        return Status::refuse(Refusal::NoFollowerInSupply);
    RefusalArgs args;
    if (d.kind == Deployment::Kind::Crown) {
        args.sector = d.sector;
        args.slot = d.slot;
        const int index = crownIndex(d.sector, d.slot);
        if (index < 0)
            return Status::refuse(Refusal::NoSuchCrownSpace, args);
        if (m_crowns[size_t(index)] >= 0)
            return Status::refuse(Refusal::CrownSpaceTaken, args);
        return Status::success();
    }
    args.feature = d.feature;
    args.tile = m_tile;
    args.at = m_pending->pos;
    const int lf = localFeatureFor(d);
    if (lf < 0)
        return Status::refuse(Refusal::NoFeatureOnTile, args);
    if (d.feature == FeatureKind::Tent && m_tellers[size_t(m_current)] >= MaxFortuneTellers)
        return Status::refuse(Refusal::TooManyFortuneTellers, args);
    if (pendingOccupied() & (1u << lf)) {
        const int occupant = m_board.occupantAfterPlacing(m_tile, *m_pending, lf);
        if (occupant >= 0) {
            const Node &n = m_board.node(occupant);
            args.player = n.occupant;
            args.other = m_board.cell(n.cell).pos;
        }
        return Status::refuse(Refusal::FeatureOccupied, args);
    }
    return Status::success();
}

Status Game::deploy(const Deployment &d)
{
    Status s = checkDeployment(d);
    if (!s)
        return s;
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
