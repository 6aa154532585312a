// SPDX-License-Identifier: GPL-3.0-or-later
// Check mode: a game that checks itself after every decision. Used by
// `fortuna-cli selfplay --check`, the property tests and the fuzzer.
//
// After each decision:
//   - followers are conserved (supply + land + crowns = 7), at most 2 fortune tellers each;
//   - no score goes down; the pile shrinks but by Fortune Teller returns; every tile is in
//     the pile, in hand, on the board or discarded, exactly once;
//   - a tile waiting to be placed has a legal placement, and the engine's legal placements
//     are exactly those recomputed from the cells;
//   - after each placement, every feature recomputed from scratch (FeatureAudit: a flood
//     fill, no union-find) agrees with the incremental board: members, open edges, pennants,
//     followers of each player, the cities each field touches, completion; and the frontier;
//   - while a follower may be deployed, every deployment the engine offers or refuses is
//     played on a copy of the board (the tile laid, the features recounted) and the verdict
//     confirmed.
// At the end: the game is over, scores = breakdown = the log's points, no follower on land.
// A violation is one sentence that names the turn and the feature.
#pragma once

#include "rules/featureaudit.h"
#include "rules/game.h"

#include <string>

namespace fortuna::rules
{

class InvariantChecker
{
public:
    // Starts checking `game` (its state now is the reference for what follows).
    void start(const Game &game);
    // After a decision; `returnable`: the tiles that a Fortune Teller choice may have put
    // back into the pile. False on the first violation (see violation()).
    bool after(const Game &game, int returnable = 0);
    // After the game ended.
    bool finish(const Game &game);

    const std::string &violation() const { return m_violation; }
    bool ok() const { return m_violation.empty(); }
    // Features and deployments audited so far (for reports).
    long long featureAudits() const { return m_featureAudits; }
    long long deploymentsChecked() const { return m_deploymentsChecked; }

private:
    bool fail(const Game &game, const std::string &why);
    void checkCounts(const Game &game, int returnable);
    void checkBoard(const Game &game);
    void checkPlacements(const Game &game);
    void checkDeployments(const Game &game);
    int tilesAccounted(const Game &game) const;
    static long boardState(const Game &game);

    int m_players = 0;
    std::array<int, MaxPlayers> m_scores{};
    int m_tilesLeft = 0;
    int m_tilesTotal = 0;
    long m_auditedState = -1;
    bool m_auditIsOfGame = false; // m_audit describes the game's board as it is (not a copy)
    long long m_featureAudits = 0;
    long long m_deploymentsChecked = 0;
    std::string m_violation;
    FeatureAudit m_audit;
    std::vector<Placement> m_placements, m_recounted;
    std::vector<int> m_counts; // placements of each tile type, recounted
    std::vector<Deployment> m_offered;
    std::vector<std::string> m_differences;
};

} // namespace fortuna::rules
