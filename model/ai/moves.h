// SPDX-License-Identifier: GPL-3.0-or-later
// Whole moves (tile choice + placement + deployment) valued one ply deep by an Evaluator,
// and the Plague choice (internal to the AI).
#pragma once

#include "ai/evaluation.h"

#include <optional>
#include <vector>

namespace fortuna::ai
{

struct Candidate {
    int choose = -1; // ChooseTile: index in drawnTiles(); -1 otherwise
    rules::Placement placement;
    rules::Deployment deployment;
    double value = 0; // the evaluator's relative value for the mover after the move
};

// A placement chosen together with its deployment: the Deploy decision that follows plays
// the planned deployment (a level decides a whole move at the Place step).
class TurnPlan
{
public:
    void set(const rules::Game &game, const Candidate &c) { m_plan = Planned{game.turn(), game.currentPlayer(), c.placement, c.deployment}; }
    void reset() { m_plan.reset(); }
    // The planned deployment when `game` waits at the Deploy step the plan was made for (and
    // the deployment is still legal); the plan is used up either way.
    std::optional<rules::Deployment> take(const rules::Game &game);

private:
    struct Planned {
        int turn;
        int player;
        rules::Placement placement;
        rules::Deployment deployment;
    };
    std::optional<Planned> m_plan;
};

// Assigns to an optional, reusing the buffers of the value it already holds.
template<typename T>
T &assign(std::optional<T> &slot, const T &value)
{
    if (slot)
        *slot = value;
    else
        slot.emplace(value);
    return *slot;
}

class MoveGenerator
{
public:
    // Place phase: every placement with every legal deployment, valued for the current
    // player. `eval` must be prepared for `game`.
    void placeMoves(const rules::Game &game, Evaluator &eval, std::vector<Candidate> &out);
    // Deploy phase: the legal deployments of the pending placement.
    void deployMoves(const rules::Game &game, Evaluator &eval, std::vector<Candidate> &out);
    // ChooseTile phase: for each placeable drawn tile, its moves (choose set), valued after
    // the chosen tile's wheel event (plagues settled with plagueDecision for every player).
    // Prepares `eval` for each tile in turn. `perTile` keeps the best few of each tile (0: all).
    void chooseMoves(const rules::Game &game, Evaluator &eval, std::vector<Candidate> &out, int perTile = 0);

private:
    std::optional<rules::Game> m_placed;
    std::optional<rules::Game> m_after;
    std::optional<rules::Game> m_chosen;
    std::vector<rules::Deployment> m_deployments;
    std::vector<Candidate> m_tmp;
};

// Plague: the follower of game.plaguePlayer() whose loss costs the least by `eval`
// (prepared here).
rules::Decision plagueDecision(const rules::Game &game, Evaluator &eval);

// Best first (stable: ties keep the generation order).
void sortCandidates(std::vector<Candidate> &moves);

// Symmetric tiles offer a move twice: a straight road or a city on two opposite sides turned
// half way round is the same tile, so the two placements (with the deployment on the same
// feature) make the same position. sameMoveTurned: in `game` (at Place, or at ChooseTile for
// moves that choose a tile), `b` is `a` in another rotation of a tile that the turn leaves
// unchanged, with the same deployment. Equal values alone do not tell it: Normal's value of a
// tile that touches no follower is the same in every rotation.
bool sameMoveTurned(const rules::Game &game, const Candidate &a, const Candidate &b);
// Removes from the first `keep` moves of `moves` every copy of a move ranked before it (the
// strong level's candidates: a copy would take a slot of the search and, as the challenger of
// the move it copies, a duel that cannot be won).
void dropTurnedCopies(const rules::Game &game, std::vector<Candidate> &moves, size_t keep);

} // namespace fortuna::ai
