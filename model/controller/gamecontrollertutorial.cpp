// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: "Learn to play". The lesson is a game like any other (a record on a fixed
// deal, autosaved); the Tutorial follows it step by step, and its record kept in the settings
// lets a lesson left off go on where it was.
#include "gamecontroller.h"

#include "record/replay.h"
#include "tutorialscript.h"

namespace fortuna::model
{

// The lesson's opponent plays its script; a step read lets it play on.
void GameController::connectTutorial()
{
    m_computers->setAgentFactory([this](const std::string &level, uint64_t seed) {
        return m_live->makeAgent(level, seed);
    });
    connect(m_tutorial, &Tutorial::stepRead, this, [this]() {
        if (m_tutorial->kind() == Tutorial::Place)
            setRotation(m_tutorial->spotRotation());
        scheduleComputer();
        publish();
    });
}

QString GameController::startTutorial(bool resume)
{
    if (resume) {
        record::ReadResult read = record::readRecord(m_tutorial->savedRecord());
        if (read.ok() && Tutorial::isLesson(*read.record)) {
            record::ReplayOutcome replayed = record::replay(*read.record);
            if (replayed.ok() && tutorial::stepAt(*replayed.game) >= 0) {
                installGame(localMode(), std::move(*replayed.game), std::move(*read.record), true);
                return QString();
            }
        }
        // A lesson kept by another version that no longer replays: it starts again.
    }
    m_tutorial->forget();
    return begin(GameSetup::start(Tutorial::header()));
}

QString GameController::playAfterTutorial()
{
    m_tutorial->forget();
    // The lesson's seats (the person and Bruno at the Easy level), the default rules, a new deal.
    return begin(GameSetup::start(GameSetup::fresh(Tutorial::header())));
}

} // namespace fortuna::model
