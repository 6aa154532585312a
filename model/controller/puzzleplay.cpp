// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzleplay.h"

#include "autosaver.h"
#include "puzzlesession.h"
#include "refusaltext.h"

namespace fortuna::model
{

using namespace fortuna::rules;

PuzzlePlay::PuzzlePlay(PlayTable &table, PlayMode *local, PuzzleSession *puzzle, Autosaver *autosaver)
    : m_table(table)
    , m_puzzle(puzzle)
    , m_autosaver(autosaver)
{
    setInner(local);
}

QString PuzzlePlay::closed() const
{
    return m_puzzle->whyNot();
}

QString PuzzlePlay::decide(const Decision &decision)
{
    const Game &game = *m_table.liveGame();
    switch (decision.phase) {
    case Phase::Place:
        return inner()->decide(decision); // laid, to be taken back if the answer is wrong
    case Phase::Deploy: {
        const std::optional<Placement> placed = game.pendingPlacement();
        if (const Status status = game.checkDeployment(decision.deployment); !status || !placed)
            return refusalText(status, m_table.seats(), m_table.actingPlayer());
        // shown on the tile from the check on (check() publishes) until the verdict is left
        m_answer = decision.deployment;
        const QString why = m_puzzle->check(ai::AnalysedMove{Decision::placing(*placed), decision.deployment});
        if (!why.isEmpty())
            m_answer.reset();
        return why;
    }
    case Phase::ChooseTile:
        if (!game.drawnPlaceable(decision.choose))
            return refusalText(Game(game).chooseTile(decision.choose), m_table.seats(), m_table.actingPlayer());
        return m_puzzle->check(ai::AnalysedMove{decision, {}});
    case Phase::Plague: {
        Game copy = game;
        if (const Status status = copy.apply(decision); !status)
            return refusalText(status, m_table.seats(), m_table.actingPlayer());
        return m_puzzle->check(ai::AnalysedMove{decision, {}});
    }
    case Phase::GameOver:
        break;
    }
    return inner()->decide(decision);
}

QString PuzzlePlay::undo()
{
    if (const QString why = closed(); !why.isEmpty())
        return why;
    m_answer.reset();
    return inner()->undo();
}

QString PuzzlePlay::endTurn()
{
    // the answer shown on the tile is no staged turn to end
    if (const QString why = closed(); !why.isEmpty())
        return why;
    return inner()->endTurn();
}

const rules::Deployment *PuzzlePlay::staged() const
{
    const PuzzleSession::State state = m_puzzle->state();
    const rules::Game *game = m_table.liveGame();
    if (m_answer && game && game->phase() == Phase::Deploy
        && (state == PuzzleSession::Checking || state == PuzzleSession::Right || state == PuzzleSession::Wrong))
        return &*m_answer;
    return inner()->staged();
}

void PuzzlePlay::installed()
{
    m_answer.reset();
    // The autosave of a game left for the puzzle stays on the disk, to resume it later.
    m_autosaver->release();
}

void PuzzlePlay::applied(const Decision &decision, bool)
{
    if (decision.phase != Phase::Place)
        inner()->forgetUndo();
}

} // namespace fortuna::model
