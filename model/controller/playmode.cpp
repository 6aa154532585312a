// SPDX-License-Identifier: GPL-3.0-or-later
#include "playmode.h"

#include "controllertext.h"

#include "ai/agent.h"
#include "record/recorder.h"

namespace fortuna::model
{

QString PlayMode::endTurn()
{
    return ControllerText::tr("Choose where your follower goes (or no follower) first.");
}

std::unique_ptr<ai::Agent> PlayMode::makeAgent(const std::string &level, uint64_t seed) const
{
    return ai::makeAgent(level, seed);
}

void PlayMode::applied(const rules::Decision &, bool) {}

int lastWheelLog(const rules::Game &game)
{
    const auto &log = game.log();
    for (size_t i = log.size(); i-- > 0;) {
        if (log[i].kind == rules::LogKind::Wheel)
            return int(i);
    }
    return -1;
}

const std::vector<record::Turn> &LiveMode::shownTurns() const
{
    return m_table.liveRecord().turns;
}

int LiveMode::shownPosition() const
{
    return int(m_table.liveRecord().turns.size());
}

} // namespace fortuna::model
