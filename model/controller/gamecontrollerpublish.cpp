// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: publication. After any change the models follow the game on screen (the
// mode's: the live game or the replayed position), the next PublishedState is computed at once
// and only then are the change signals emitted, the controller's and its facets'.
#include "gamecontroller.h"

#include <algorithm>

namespace fortuna::model
{

using namespace fortuna::rules;

int GameController::actingPlayer() const
{
    const Game *g = game();
    if (!g)
        return -1;
    return g->actingPlayer();
}

void GameController::afterChange(size_t oldLogSize, bool fresh)
{
    m_advisor->clear(); // the position changed
    const auto &log = m_played->game.log();
    m_shownLog = log.size();
    bool newWheel = false;
    for (size_t i = oldLogSize; i < log.size(); ++i) {
        if (log[i].kind == LogKind::Wheel) {
            m_lastWheelLog = int(i);
            newWheel = true;
        }
    }
    const int steps = int(m_played->game.pigSteps());
    if (!m_animationsEnabled || m_displayedPigSteps >= steps) {
        m_displayedPigSteps = steps;
        if (newWheel)
            m_highlightedSector = int(log[size_t(m_lastWheelLog)].sector);
    }
    const int hand = m_mode->followed(m_played->game); // the lesson's lit spot wants its rotation
    adjustRotationForNewPrompt();
    if (hand >= 0)
        m_rotation = hand;
    syncModels(fresh);
    scheduleComputer();
    publish();
}

void GameController::adjustRotationForNewPrompt()
{
    if (!m_played || m_played->game.phase() != rules::Phase::Place) {
        if (m_played && m_played->game.phase() != rules::Phase::Deploy)
            m_lastPlacePrompt.clear();
        return;
    }
    const QString prompt = QString::number(m_played->game.turn()) + QLatin1Char('/') + tileName(m_played->game.currentTile()) + QLatin1Char('/')
        + QString::number(m_played->game.tilesLeft());
    if (prompt == m_lastPlacePrompt)
        return;
    m_lastPlacePrompt = prompt;
    // A new tile to place: keep the player's rotation if it fits somewhere, else turn the
    // preview clockwise to the first rotation that does.
    const auto &legal = m_played->game.legalPlacements();
    for (int k = 0; k < 4; ++k) {
        const int r = (m_rotation + k) % 4;
        if (std::any_of(legal.begin(), legal.end(), [r](const Placement &p) {
                return p.rotation == r;
            })) {
            m_rotation = r;
            return;
        }
    }
}

void GameController::syncModels(bool fresh)
{
    const Game *g = game();
    std::vector<Deployment> deployments;
    std::vector<bool> crowns(size_t(CrownSpaceCount), false);
    if (g && g->phase() == rules::Phase::Deploy) {
        deployments = g->legalDeployments();
        for (const Deployment &d : deployments) {
            if (d.kind == Deployment::Kind::Crown) {
                const int i = crownIndex(d.sector, d.slot);
                if (i >= 0)
                    crowns[size_t(i)] = true;
            }
        }
    }
    m_board->update(g, fresh);
    m_players->update(g, seats(), actingPlayer(), fresh);
    m_wheel->update(g, crowns);
    m_followers->update(g, seats(), fresh);
    m_log->update(g, m_mode->shownTurns(), m_mode->shownPosition(), fresh);
    m_bag->update(g, fresh);
    m_lastMoves->update(g, m_mode->shownTurns(), m_mode->shownPosition(), fresh);
    m_drawnTiles->update(g, fresh);
    m_deployOptions->update(g, deployments, fresh);
    m_legalPositions->update(g, m_rotation, fresh);
}

PublishedState GameController::computeState() const
{
    PublishedState::Presentation p;
    p.rotation = m_rotation;
    p.displayedPigSteps = m_displayedPigSteps;
    p.highlightedSector = m_highlightedSector;
    p.lastWheelLog = m_lastWheelLog;
    p.animationsEnabled = m_animationsEnabled;
    p.thinking = m_computers->thinking();
    p.actingPlayer = actingPlayer();
    p.computerActs = m_mode->othersAct(p.actingPlayer);
    p.readOnly = !m_mode->closed().isEmpty();
    p.canUndoChoice = m_mode->canUndoChoice();
    const rules::Deployment *staged = m_mode->staged();
    p.turnStaged = staged != nullptr;
    p.stagedOption = staged ? m_deployOptions->rowOf(*staged) : -1;
    p.currentFile = m_currentFile;
    p.recordedTurns = int(liveRecord().turns.size());
    p.savedTurns = m_savedTurns;
    p.lesson = m_mode->lesson();
    p.seed = qint64(m_seed);
    p.setup = m_setup;
    p.liveGameOver = m_played && m_played->game.phase() == rules::Phase::GameOver;
    return PublishedState::compute(game(), p);
}

void GameController::publish()
{
    PublishedState next = computeState();
    // The change signals in the order of the fields, a facet's once, where its first changed
    // field stands (handlers that read several values rely on that order).
    std::vector<void (GameController::*)()> signals;
    std::vector<ControllerFacet *> facets; // parallel: a facet's changed instead of a signal
#define FORTUNA_UPDATE(field, signal)                                                                                                                          \
    if (!(m_state.field == next.field)) {                                                                                                                      \
        signals.push_back(&GameController::signal);                                                                                                            \
        facets.push_back(nullptr);                                                                                                                             \
    }
#define FORTUNA_FACET(field, facet)                                                                                                                            \
    if (!(m_state.field == next.field) && std::find(facets.begin(), facets.end(), facet) == facets.end()) {                                                    \
        signals.push_back(nullptr);                                                                                                                            \
        facets.push_back(facet);                                                                                                                               \
    }
    FORTUNA_UPDATE(running, runningChanged)
    FORTUNA_UPDATE(phase, phaseChanged)
    FORTUNA_UPDATE(turn, turnChanged)
    FORTUNA_UPDATE(currentPlayer, currentPlayerChanged)
    FORTUNA_UPDATE(plaguePlayer, plaguePlayerChanged)
    FORTUNA_UPDATE(actingPlayer, actingPlayerChanged)
    FORTUNA_UPDATE(currentTile, currentTileChanged)
    FORTUNA_UPDATE(tilesLeft, tilesLeftChanged)
    FORTUNA_UPDATE(pigSteps, pigStepsChanged)
    FORTUNA_UPDATE(pigSector, pigSectorChanged)
    FORTUNA_UPDATE(lastWheelEvent, lastWheelEventChanged)
    FORTUNA_FACET(canUndo, m_staging)
    FORTUNA_FACET(turnStaged, m_staging)
    FORTUNA_FACET(stagedOption, m_staging)
    FORTUNA_UPDATE(awaitingHuman, awaitingHumanChanged)
    FORTUNA_UPDATE(thinking, thinkingChanged)
    FORTUNA_FACET(wheelAsStart, m_options)
    FORTUNA_FACET(fortuneTellerEnabled, m_options)
    FORTUNA_FACET(rules, m_options)
    FORTUNA_FACET(seed, m_options)
    FORTUNA_FACET(setup, m_options)
    FORTUNA_FACET(aidsOff, m_aids)
    FORTUNA_UPDATE(rotation, rotationChanged)
    FORTUNA_UPDATE(displayedPigSteps, displayedPigStepsChanged)
    FORTUNA_UPDATE(busy, busyChanged)
    FORTUNA_UPDATE(highlightedSector, highlightedSectorChanged)
    FORTUNA_FACET(currentFile, m_files)
    FORTUNA_FACET(modified, m_files)
#undef FORTUNA_FACET
#undef FORTUNA_UPDATE
    // Every value is in place before the first signal, so handlers see one consistent state.
    m_state = std::move(next);
    for (size_t i = 0; i < signals.size(); ++i) {
        if (facets[i])
            Q_EMIT facets[i]->changed();
        else
            Q_EMIT(this->*signals[i])();
    }
}

} // namespace fortuna::model
