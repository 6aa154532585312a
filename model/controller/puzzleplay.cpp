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
        return m_puzzle->check(ai::AnalysedMove{Decision::placing(*placed), decision.deployment});
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
    return inner()->undo();
}

void PuzzlePlay::installed()
{
    // The autosave of a game left for the puzzle stays on the disk, to resume it later.
    m_autosaver->release();
}

void PuzzlePlay::applied(const Decision &decision, bool)
{
    if (decision.phase != Phase::Place)
        inner()->forgetUndo();
}

} // namespace fortuna::model
