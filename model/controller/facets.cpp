// SPDX-License-Identifier: GPL-3.0-or-later
#include "facets.h"

#include "gamecontroller.h"

namespace fortuna::model
{

ControllerFacet::ControllerFacet(GameController &controller, const PublishedState &state)
    : QObject(&controller)
    , m_controller(controller)
    , m_state(state)
{
}

bool GameOptions::wheelAsStart() const
{
    return m_state.wheelAsStart;
}

bool GameOptions::fortuneTellerEnabled() const
{
    return m_state.fortuneTellerEnabled;
}

QVariantMap GameOptions::rules() const
{
    return m_state.rules;
}

qint64 GameOptions::seed() const
{
    return m_state.seed;
}

SetupInfo GameOptions::setup() const
{
    return m_state.setup;
}

bool TurnStaging::canUndo() const
{
    return m_state.canUndo;
}

bool TurnStaging::confirmTurns() const
{
    return m_controller.confirmTurns();
}

void TurnStaging::setConfirmTurns(bool on)
{
    m_controller.setConfirmTurns(on);
}

bool TurnStaging::turnStaged() const
{
    return m_state.turnStaged;
}

int TurnStaging::stagedOption() const
{
    return m_state.stagedOption;
}

QString TurnStaging::undoPlacement()
{
    return m_controller.undoPlacement();
}

QString TurnStaging::endTurn()
{
    return m_controller.endTurn();
}

bool PlayerAids::off() const
{
    return m_state.aidsOff;
}

QString PlayerAids::suggestMove()
{
    return m_controller.suggestMove();
}

ScoreHistory PlayerAids::scoreHistory() const
{
    return m_controller.scoreHistory();
}

QVariantList PlayerAids::gameFigures() const
{
    return m_controller.gameFigures();
}

QVariantList PlayerAids::sectorPreview(int sector) const
{
    return m_controller.sectorPreview(sector);
}

QVariantList PlayerAids::scoresIfEndedNow() const
{
    return m_controller.scoresIfEndedNow();
}

QUrl GameFile::currentFile() const
{
    return m_state.currentFile;
}

bool GameFile::modified() const
{
    return m_state.modified;
}

QString GameFile::saveGame(const QUrl &file)
{
    return m_controller.saveGame(file);
}

QString GameFile::loadGame(const QUrl &file, int turns)
{
    return m_controller.loadGame(file, turns);
}

QString GameFile::resumeAutosave()
{
    return m_controller.resumeAutosave();
}

QString GameFile::openStoredGame(qint64 id)
{
    return m_controller.openStoredGame(id);
}

QString GameFile::recordJson() const
{
    return m_controller.recordJson();
}

QString LessonCommands::startTutorial(bool resume)
{
    return m_controller.startTutorial(resume);
}

QString LessonCommands::playAfterTutorial()
{
    return m_controller.playAfterTutorial();
}

QString ReviewCommands::startReplay(int turn)
{
    return m_controller.startReplay(turn);
}

void ReviewCommands::endReplay()
{
    m_controller.endReplay();
}

QString ReviewCommands::analyseGame()
{
    return m_controller.analyseGame();
}

QString ReviewCommands::showAnalysedDecision(int row)
{
    return m_controller.showAnalysedDecision(row);
}

QString PuzzleCommands::start(qint64 id)
{
    return m_controller.startPuzzle(id);
}

QString PuzzleCommands::retry()
{
    return m_controller.retryPuzzle();
}

QString PuzzleCommands::showBetter()
{
    return m_controller.showBetterMove();
}

QString PuzzleCommands::next()
{
    return m_controller.nextPuzzle();
}

} // namespace fortuna::model
