// SPDX-License-Identifier: GPL-3.0-or-later
#include "rules/randomplayer.h"

namespace fortuna::rules
{

Decision RandomPlayer::decide(const Game &game)
{
    switch (game.phase()) {
    case Phase::ChooseTile: {
        int placeable = 0;
        for (int i = 0; i < int(game.drawnTiles().size()); ++i)
            placeable += game.drawnPlaceable(i) ? 1 : 0;
        int pick = int(m_rng.below(uint32_t(placeable)));
        for (int i = 0; i < int(game.drawnTiles().size()); ++i) {
            if (game.drawnPlaceable(i) && pick-- == 0)
                return Decision::choosing(i);
        }
        return Decision::choosing(0);
    }
    case Phase::Plague: {
        game.legalPlagueRemovals(m_removals);
        const FollowerInfo &f = m_removals[m_rng.below(uint32_t(m_removals.size()))];
        return Decision::plague(f.at, f.feature, f.port);
    }
    case Phase::Place: {
        const auto &legal = game.legalPlacements();
        return Decision::placing(legal[m_rng.below(uint32_t(legal.size()))]);
    }
    case Phase::Deploy:
        game.legalDeployments(m_deployments);
        return Decision::deploying(m_deployments[m_rng.below(uint32_t(m_deployments.size()))]);
    case Phase::GameOver:
        break;
    }
    return Decision{};
}

} // namespace fortuna::rules
