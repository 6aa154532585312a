// SPDX-License-Identifier: GPL-3.0-or-later
#include "ai/moves.h"
#include "rules/catalogue.h"

#include <algorithm>

namespace fortuna::ai
{

using namespace rules;

std::optional<Deployment> TurnPlan::take(const Game &game)
{
    std::optional<Deployment> out;
    if (m_plan && m_plan->turn == game.turn() && m_plan->player == game.currentPlayer() && game.pendingPlacement() == m_plan->placement
        && game.checkDeployment(m_plan->deployment).ok())
        out = m_plan->deployment;
    m_plan.reset();
    return out;
}

void MoveGenerator::placeMoves(const Game &game, Evaluator &eval, std::vector<Candidate> &out)
{
    out.clear();
    if (game.phase() != Phase::Place)
        return;
    const int me = game.currentPlayer();
    // A crown space changes nothing on the board: its value over "no follower" is the same
    // for every placement, so it is computed once.
    std::array<double, CrownSpaceCount> crownDelta{};
    bool crownsKnown = false;
    for (const Placement &pl : game.legalPlacements()) {
        Game &placed = assign(m_placed, game);
        if (!placed.place(pl))
            continue;
        placed.legalDeployments(m_deployments);
        // The last deployment on land is played on `placed` itself (one copy less).
        size_t lastLand = 0;
        for (size_t i = 0; i < m_deployments.size(); ++i) {
            if (m_deployments[i].kind != Deployment::Kind::Crown)
                lastLand = i;
        }
        double noneValue = 0;
        for (size_t i = 0; i < m_deployments.size(); ++i) {
            const Deployment &d = m_deployments[i];
            if (d.kind == Deployment::Kind::Crown) {
                out.push_back(Candidate{-1, pl, d, noneValue + crownDelta[size_t(crownIndex(d.sector, d.slot))]});
                continue;
            }
            Game &after = i == lastLand ? placed : assign(m_after, placed);
            if (!after.deploy(d))
                continue;
            const View v = viewAfterMove(game, after);
            const double value = eval.relative(v, me);
            if (d.kind == Deployment::Kind::None) {
                noneValue = value;
                if (!crownsKnown && v.supply[size_t(me)] > 0) {
                    crownsKnown = true;
                    for (int c = 0; c < CrownSpaceCount; ++c) {
                        if (v.crowns[size_t(c)] >= 0)
                            continue;
                        View vc = v;
                        vc.crowns[size_t(c)] = int8_t(me);
                        vc.supply[size_t(me)] -= 1;
                        crownDelta[size_t(c)] = eval.relative(vc, me) - value;
                    }
                }
            }
            out.push_back(Candidate{-1, pl, d, value});
        }
    }
}

void MoveGenerator::deployMoves(const Game &game, Evaluator &eval, std::vector<Candidate> &out)
{
    out.clear();
    if (game.phase() != Phase::Deploy)
        return;
    const int me = game.currentPlayer();
    const Placement pl = *game.pendingPlacement();
    game.legalDeployments(m_deployments);
    for (const Deployment &d : m_deployments) {
        Game &after = assign(m_after, game);
        if (!after.deploy(d))
            continue;
        out.push_back(Candidate{-1, pl, d, eval.relative(viewAfterMove(game, after), me)});
    }
}

void MoveGenerator::chooseMoves(const Game &game, Evaluator &eval, std::vector<Candidate> &out, int perTile)
{
    out.clear();
    if (game.phase() != Phase::ChooseTile)
        return;
    for (int i = 0; i < int(game.drawnTiles().size()); ++i) {
        if (!game.drawnPlaceable(i))
            continue;
        Game &chosen = assign(m_chosen, game);
        if (!chosen.chooseTile(i))
            continue;
        while (chosen.phase() == Phase::Plague) {
            if (!chosen.apply(plagueDecision(chosen, eval)))
                break;
        }
        if (chosen.phase() != Phase::Place)
            continue;
        eval.prepare(chosen);
        placeMoves(chosen, eval, m_tmp);
        sortCandidates(m_tmp);
        const size_t keep = perTile > 0 ? std::min(m_tmp.size(), size_t(perTile)) : m_tmp.size();
        for (size_t k = 0; k < keep; ++k) {
            Candidate c = m_tmp[k];
            c.choose = i;
            out.push_back(c);
        }
    }
}

Decision plagueDecision(const Game &game, Evaluator &eval)
{
    const int player = game.plaguePlayer();
    eval.prepare(game);
    const View base = viewOf(game);
    double best = -1e300;
    Decision decision;
    decision.phase = Phase::Plague;
    for (const FollowerInfo &f : game.legalPlagueRemovals()) {
        Board board = game.board();
        board.removeFollower(f.node);
        View v = base;
        v.board = &board;
        v.supply[size_t(player)] += 1;
        if (f.feature == FeatureKind::Tent)
            v.tellers[size_t(player)] -= 1;
        const double value = eval.relative(v, player);
        if (value > best) {
            best = value;
            decision = Decision::plague(f.at, f.feature, f.port);
        }
    }
    return decision;
}

void sortCandidates(std::vector<Candidate> &moves)
{
    std::stable_sort(moves.begin(), moves.end(), [](const Candidate &a, const Candidate &b) {
        return a.value > b.value;
    });
}

namespace
{

// The features of `type` turned `d` quarter turns clockwise: turned[g] is the feature that g
// becomes when the turned tile is the same tile; false when it is not (most tiles).
bool turnedFeatures(const TileType &type, int d, std::array<int8_t, MaxTileFeatures> &turned)
{
    for (int s = 0; s < 4; ++s) {
        if (type.edges[size_t(s)] != type.edges[size_t((s + d) & 3)])
            return false;
    }
    auto turnEdges = [d](uint8_t m) {
        return uint8_t(((m << d) | (m >> (4 - d))) & 0xf);
    };
    auto turnPorts = [d](uint8_t m) {
        return uint8_t(((m << (2 * d)) | (m >> (8 - 2 * d))) & 0xff);
    };
    for (int g = 0; g < type.featureCount; ++g) {
        const FeatureSpec &fg = type.features[size_t(g)];
        turned[size_t(g)] = -1;
        for (int f = 0; f < type.featureCount; ++f) {
            const FeatureSpec &ff = type.features[size_t(f)];
            if (ff.kind == fg.kind && ff.pennant == fg.pennant && ff.edges == turnEdges(fg.edges) && ff.ports == turnPorts(fg.ports))
                turned[size_t(g)] = int8_t(f);
        }
        if (turned[size_t(g)] < 0)
            return false;
    }
    for (int g = 0; g < type.featureCount; ++g) { // a field's cities turn with it
        uint16_t cities = 0;
        for (int i = 0; i < type.featureCount; ++i) {
            if (type.features[size_t(g)].cities & (1u << i))
                cities |= uint16_t(1u << turned[size_t(i)]);
        }
        if (cities != type.features[size_t(turned[size_t(g)])].cities)
            return false;
    }
    return true;
}

} // namespace

bool sameMoveTurned(const Game &game, const Candidate &a, const Candidate &b)
{
    if (a.choose != b.choose || !(a.placement.pos == b.placement.pos) || a.placement.rotation == b.placement.rotation)
        return false;
    const Deployment &da = a.deployment;
    const Deployment &db = b.deployment;
    if (da.kind != db.kind || (da.kind == Deployment::Kind::Crown && (da.sector != db.sector || da.slot != db.slot)))
        return false;
    if (a.choose >= 0 && size_t(a.choose) >= game.drawnTiles().size())
        return false;
    const TileType &type = Catalogue::instance().type(a.choose >= 0 ? game.drawnTiles()[size_t(a.choose)] : game.currentTile());
    const int d = (b.placement.rotation - a.placement.rotation) & 3;
    std::array<int8_t, MaxTileFeatures> turned{};
    if (!turnedFeatures(type, d, turned))
        return false;
    if (da.kind != Deployment::Kind::Feature)
        return true;
    // a lies in rotation r, b in r + d: b's feature g lies where a's feature turned[g] does.
    const int fa = localFeatureAt(type, da.feature, da.port, a.placement.rotation);
    const int fb = localFeatureAt(type, db.feature, db.port, b.placement.rotation);
    return da.feature == db.feature && fa >= 0 && fb >= 0 && turned[size_t(fb)] == fa;
}

void dropTurnedCopies(const Game &game, std::vector<Candidate> &moves, size_t keep)
{
    for (size_t i = 1; i < moves.size() && i < keep;) {
        bool copy = false;
        for (size_t j = 0; j < i && !copy; ++j)
            copy = sameMoveTurned(game, moves[j], moves[i]);
        if (copy)
            moves.erase(moves.begin() + std::ptrdiff_t(i));
        else
            ++i;
    }
}

} // namespace fortuna::ai
