// SPDX-License-Identifier: GPL-3.0-or-later
#include "publishedstate.h"

namespace fortuna::model
{

using namespace fortuna::rules;

PublishedState PublishedState::compute(const rules::Game *game, const Presentation &p)
{
    PublishedState v;
    v.rotation = p.rotation;
    v.thinking = p.thinking;
    v.currentFile = p.currentFile;
    if (!game)
        return v;
    v.modified = !p.lesson && (p.currentFile.isEmpty() ? p.recordedTurns > 0 : p.recordedTurns != p.savedTurns);
    const Game &g = *game;
    const rules::Phase phase = g.phase();
    const Options &o = g.options();
    v.phase = int(phase) + 1; // after NoGame
    v.running = phase != rules::Phase::GameOver;
    v.turn = g.turn();
    v.currentPlayer = phase == rules::Phase::GameOver ? -1 : g.currentPlayer();
    v.plaguePlayer = phase == rules::Phase::Plague ? g.plaguePlayer() : -1;
    v.actingPlayer = p.actingPlayer;
    // During Plague the drawn wheel tile waits to be placed once the removals are done.
    const bool hasTile = phase == rules::Phase::Place || phase == rules::Phase::Deploy || phase == rules::Phase::Plague;
    v.currentTile = hasTile ? tileName(g.currentTile()) : QString();
    v.tilesLeft = g.tilesLeft();
    v.pigSteps = int(g.pigSteps());
    v.pigSector = int(g.pig());
    if (p.lastWheelLog >= 0 && size_t(p.lastWheelLog) < g.log().size())
        v.lastWheelEvent = WheelEvent::at(g, p.lastWheelLog);
    v.displayedPigSteps = p.displayedPigSteps;
    v.busy = p.animationsEnabled && p.displayedPigSteps < v.pigSteps;
    v.highlightedSector = v.busy ? -1 : p.highlightedSector;
    const bool humanActs = v.actingPlayer >= 0 && !p.computerActs && !p.readOnly;
    v.awaitingHuman = v.running && !v.busy && humanActs;
    // (a mode closed to decisions shows a staged decision only when it means it: a puzzle's
    // answer while it is judged; the replay stages nothing)
    v.turnStaged = p.turnStaged;
    v.stagedOption = v.turnStaged ? p.stagedOption : -1;
    const bool placed = phase == rules::Phase::Deploy && g.pendingPlacement().has_value();
    v.canUndo = v.awaitingHuman && (placed || (phase == rules::Phase::Place && p.canUndoChoice));
    v.wheelAsStart = o.wheelAsStart;
    v.fortuneTellerEnabled = o.fortuneTeller;
    v.rules = rulesToVariant(o);
    v.seed = p.seed;
    v.setup = p.setup;
    v.aidsOff = !p.setup.aids && !p.liveGameOver;
    return v;
}

} // namespace fortuna::model
