// SPDX-License-Identifier: GPL-3.0-or-later
// The script of "Learn to play" (tutorial.h): a short game on a fixed deal, as data.
//
// Two players, the person (seat 0) and a scripted opponent (seat 1), play seven tiles drawn
// in a fixed order around the wheel. Each step of the lesson belongs to one position of the
// game (turn, phase, acting seat) and says what the person is to do there: read (Info), lay
// the tile on one spot (Place), put a follower on one feature or crown (Deploy), try a claim
// that the rules refuse (Refuse), give a follower back to the plague (Plague), watch the
// opponent (Wait), or start a real game (Finish). The opponent's moves are in the script too
// (ScriptedAgent), so every event the lesson speaks of happens: the pig walks to Taxes on the
// opponent's wheel tile and pays the person's knight 2, a crown of Famine pays 3, the Plague
// takes a follower back (tutorialtest.cpp checks it on the engine).
//
// Pure data and the rules: no Qt.
#pragma once

#include "ai/agent.h"
#include "rules/game.h"

#include <optional>
#include <string>
#include <vector>

namespace fortuna::model::tutorial
{

enum class StepKind { Info, Place, Deploy, Refuse, Plague, Wait, Finish };

struct Step {
    const char *id; // the key of the step's words (qml/game/TutorialWords.qml)
    StepKind kind;
    int turn; // the position where the step is shown: turn, phase, acting seat
    rules::Phase phase;
    int seat;
    rules::Decision expected; // Place, Deploy, Refuse: the one decision the step asks for
};

inline constexpr int PersonSeat = 0;
inline constexpr int OpponentSeat = 1;

// The steps, in order.
const std::vector<Step> &steps();
// The fixed deal: the draw pile, first drawn first ("M", "U/1"...), the seed and the rules
// (the game's defaults).
std::vector<rules::TileRef> deck();
uint64_t seed();
// The engine setup of the lesson's game.
rules::Setup setup();

// Whether the step applies at the game's position.
bool matches(const Step &step, const rules::Game &game);
// The first step at the game's position, or -1 (a position the lesson never reaches).
int stepAt(const rules::Game &game);
// Whether `d` is the decision `step` expects on `game` (a follower: the same feature of the
// tile just laid, whichever port names it; a crown: the same sector, any free space).
bool isExpected(const Step &step, const rules::Decision &d, const rules::Game &game);

// The opponent's move at the game's position: its scripted decision, or for a plague the
// follower it has on land; nullopt when it is not the opponent's turn.
std::optional<rules::Decision> opponentMove(const rules::Game &game);

// The opponent as a computer seat: plays opponentMove(), or the first legal move off script.
class ScriptedAgent : public ai::Agent
{
public:
    rules::Decision decide(const rules::Game &game) override;
    void reseed(uint64_t) override {}
    const ai::AgentStats &stats() const override { return m_stats; }

private:
    ai::AgentStats m_stats;
};

} // namespace fortuna::model::tutorial
