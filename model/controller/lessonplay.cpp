// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonplay.h"

#include "autosaver.h"
#include "refusaltext.h"
#include "tutorial.h"
#include "tutorialscript.h"

#include "record/recorder.h"

namespace fortuna::model
{

using namespace fortuna::rules;

LessonPlay::LessonPlay(PlayTable &table, PlayMode *local, Tutorial *tutorial, Autosaver *autosaver)
    : m_table(table)
    , m_tutorial(tutorial)
    , m_autosaver(autosaver)
{
    setInner(local);
}

QString LessonPlay::decide(const Decision &decision)
{
    const Game &game = *m_table.liveGame();
    const QString notNow = m_tutorial->vet(decision, game);
    if (!notNow.isEmpty())
        return notNow;
    if (m_tutorial->expectsRefusal() && decision.phase == rules::Phase::Deploy) {
        const Status refused = game.checkDeployment(decision.deployment);
        if (!refused) {
            m_tutorial->refusalSeen(game);
            return refusalText(refused, m_table.seats(), m_table.actingPlayer());
        }
    }
    return inner()->decide(decision);
}

std::unique_ptr<ai::Agent> LessonPlay::makeAgent(const std::string &, uint64_t) const
{
    return std::make_unique<tutorial::ScriptedAgent>();
}

bool LessonPlay::computersMove() const
{
    return !m_tutorial->holdsComputers() && inner()->computersMove();
}

void LessonPlay::installed()
{
    if (m_tutorial->finished())
        m_autosaver->gameClosed();
    else
        inner()->installed();
}

void LessonPlay::applied(const Decision &decision, bool turnEnded)
{
    if (decision.phase != rules::Phase::Place)
        inner()->forgetUndo();
    if (turnEnded) {
        writeAutosave();
        m_tutorial->remember(m_table.liveRecord());
    }
}

int LessonPlay::followed(const Game &game)
{
    m_tutorial->follow(game);
    if (m_tutorial->finished())
        m_autosaver->gameClosed(); // the lesson's end: its autosave goes, as a game's end does
    // the lit spot's tile, turned as it must lie (on the card before it too)
    return m_tutorial->handRotation();
}

void LessonPlay::writeAutosave()
{
    if (m_tutorial->finished())
        m_autosaver->gameClosed(); // a lesson over is nothing to resume (like a game over)
    else
        inner()->writeAutosave();
}

void LessonPlay::autosaveSwitchedOn()
{
    if (!m_tutorial->finished())
        inner()->autosaveSwitchedOn();
}

} // namespace fortuna::model
