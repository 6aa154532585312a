// SPDX-License-Identifier: GPL-3.0-or-later
#include "record.h"

namespace fortuna::testing
{

Played playRecorded(rules::Game &game, record::Recorder &recorder, const Policy &policy, int turns, Play play)
{
    play.apply = [&recorder](rules::Game &g, const rules::Decision &d) {
        return recorder.apply(g, d);
    };
    if (turns >= 0) {
        auto until = play.until;
        play.until = [&recorder, turns, until](const rules::Game &g) {
            return int(recorder.record().turns.size()) >= turns || (until && until(g));
        };
    }
    return playToEnd(game, policy, play);
}

} // namespace fortuna::testing
