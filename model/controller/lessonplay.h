// SPDX-License-Identifier: GPL-3.0-or-later
// LessonPlay: "Learn to play" as a vetting decorator over LocalPlay (playmode.h). The lesson
// takes only its step's decision (its Refuse step shows the rules' refusal instead); what it
// takes goes to the local game. Its opponent plays the script and waits while a card is read;
// its record is kept in the settings to continue it, and nothing of it goes to "Your games".
#pragma once

#include "playmode.h"

namespace fortuna::model
{

class Autosaver;
class Tutorial;

class LessonPlay : public ModeDecorator
{
public:
    LessonPlay(PlayTable &table, PlayMode *local, Tutorial *tutorial, Autosaver *autosaver);

    QString decide(const rules::Decision &decision) override;
    std::unique_ptr<ai::Agent> makeAgent(const std::string &level, uint64_t seed) const override;
    bool computersMove() const override;
    bool keepsFinished() const override { return false; }
    void installed() override;
    void applied(const rules::Decision &decision, bool turnEnded) override;
    int followed(const rules::Game &game) override;
    void writeAutosave() override;
    void autosaveSwitchedOn() override;
    bool lesson() const override { return true; }

private:
    PlayTable &m_table;
    Tutorial *m_tutorial;
    Autosaver *m_autosaver;
};

} // namespace fortuna::model
