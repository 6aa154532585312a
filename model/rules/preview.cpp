// SPDX-License-Identifier: GPL-3.0-or-later
// Previews for the players' aids: what a wheel stop or the end would pay now, worked out on a
// copy of the game by the code that scores the real thing.
#include "rules/game.h"

namespace fortuna::rules
{

Game::SectorPayout Game::payoutIfPigStops(Sector sector) const
{
    SectorPayout out;
    if (m_phase == Phase::GameOver)
        return out;
    Game copy = *this;
    const auto before = copy.m_breakdown;
    copy.addLog(LogKind::Wheel).sector = sector; // the entry the event's points go to
    copy.applyEvent(sector); // a plague only queues the removals: no points
    copy.m_plagueQueue.clear();
    copy.scoreCrowns(sector);
    for (int p = 0; p < m_playerCount; ++p) {
        for (int r = 0; r < ReasonCount; ++r) {
            const int gained = copy.m_breakdown[size_t(p)][size_t(r)] - before[size_t(p)][size_t(r)];
            (Reason(r) == Reason::Crown ? out.crowns : out.event)[size_t(p)] += gained;
        }
    }
    return out;
}

std::array<int, MaxPlayers> Game::scoresIfEndedNow() const
{
    std::array<int, MaxPlayers> out{};
    if (m_phase == Phase::GameOver) {
        for (int p = 0; p < m_playerCount; ++p)
            out[size_t(p)] = score(p);
        return out;
    }
    Game copy = *this;
    copy.finalScoring();
    for (int p = 0; p < m_playerCount; ++p)
        out[size_t(p)] = copy.score(p);
    return out;
}

} // namespace fortuna::rules
