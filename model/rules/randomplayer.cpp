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
        // legalPlagueRemovals() lists the player's followers on land in node order; only the
        // one drawn is needed, so the list is walked here without being built.
        const Board &board = game.board();
        const int player = game.plaguePlayer();
        int own = 0;
        for (int i = 0; i < board.occupiedCount(); ++i)
            own += board.node(board.occupiedNode(i)).occupant == player ? 1 : 0;
        int pick = int(m_rng.below(uint32_t(own)));
        for (int i = 0; i < board.occupiedCount(); ++i) {
            const int n = board.occupiedNode(i);
            const Node &node = board.node(n);
            if (node.occupant == player && pick-- == 0)
                return Decision::plague(board.cell(node.cell).pos, node.kind, board.canonicalPort(n));
        }
        return Decision{};
    }
    case Phase::Place: {
        const auto &legal = game.legalPlacements();
        return Decision::placing(legal[m_rng.below(uint32_t(legal.size()))]);
    }
    case Phase::Deploy: {
        const int count = game.legalDeploymentCount();
        return Decision::deploying(game.legalDeployment(int(m_rng.below(uint32_t(count)))));
    }
    case Phase::GameOver:
        break;
    }
    return Decision{};
}

} // namespace fortuna::rules
