// SPDX-License-Identifier: GPL-3.0-or-later
#include "localplay.h"

#include "autosaver.h"
#include "computerseats.h"
#include "controllertext.h"
#include "refusaltext.h"

#include <algorithm>

namespace fortuna::model
{

using namespace fortuna::rules;

LocalPlay::LocalPlay(PlayTable &table, Autosaver *autosaver, seats::ComputerSeats *computers)
    : LiveMode(table)
    , m_autosaver(autosaver)
    , m_computers(computers)
{
}

QString LocalPlay::notYours(int player) const
{
    return m_computers->isComputer(player) ? ControllerText::tr("It is a computer player's turn.") : QString();
}

bool LocalPlay::othersAct(int player) const
{
    return m_computers->isComputer(player);
}

bool LocalPlay::personSeat(int seat) const
{
    return !seatAt(m_table.seats(), seat).isComputer();
}

QString LocalPlay::decide(const Decision &decision)
{
    if (decision.phase == rules::Phase::Deploy && m_confirmTurns)
        return stage(decision.deployment);
    if (decision.phase == rules::Phase::ChooseTile)
        return choose(decision);
    const Status status = m_table.apply(decision, false);
    return status ? QString() : refusalText(status, m_table.seats(), m_table.actingPlayer());
}

QString LocalPlay::choose(const Decision &decision)
{
    // The choice can be taken back until something random shows: the pig's walk.
    // (An optional swapped into m_beforeChoice: GCC 14 took the moved-from UndoPoint's
    // destruction for a use of uninitialized memory, -Wmaybe-uninitialized.)
    const record::PlayedGame &own = *m_table.ownGame(); // local play is this window's own game
    const Game &game = own.game;
    std::optional<UndoPoint> before;
    before.emplace(UndoPoint{game, own.recorder});
    const size_t oldLog = game.log().size();
    const Status status = m_table.apply(decision, false);
    if (!status)
        return refusalText(status, m_table.seats(), m_table.actingPlayer());
    const auto &log = game.log();
    const bool walked = std::any_of(log.begin() + long(oldLog), log.end(), [](const LogEntry &e) {
        return e.kind == LogKind::Wheel;
    });
    if (!walked && game.phase() == rules::Phase::Place) {
        m_beforeChoice.swap(before);
        m_table.publish();
    }
    return QString();
}

QString LocalPlay::stage(const Deployment &deployment)
{
    const Status status = m_table.liveGame()->checkDeployment(deployment);
    if (!status)
        return refusalText(status, m_table.seats(), m_table.actingPlayer());
    m_staged = deployment;
    m_table.publish();
    return QString();
}

QString LocalPlay::undo()
{
    if (m_computers->isComputer(m_table.actingPlayer()))
        return ControllerText::tr("It is a computer player's turn.");
    if (m_staged) {
        // The follower decision was never applied: nothing to restore but the choice.
        m_staged.reset();
        m_table.publish();
        return QString();
    }
    record::PlayedGame &own = *m_table.ownGame();
    Game &game = own.game;
    if (game.phase() == rules::Phase::Place && m_beforeChoice) {
        // Back before the Fortune Teller choice: the game and its open turn as they were.
        UndoPoint before = std::move(*m_beforeChoice);
        m_beforeChoice.reset();
        m_table.restore(std::move(before.game), std::move(before.recorder));
        return QString();
    }
    if (game.phase() == rules::Phase::Place)
        return ControllerText::tr("Nothing to take back: the last move of this turn was random (a draw or the pig's walk).");
    const size_t oldLog = game.log().size();
    const Status status = own.recorder.undoPlacement(game);
    if (!status)
        return refusalText(status, m_table.seats(), m_table.actingPlayer());
    m_table.changedBy(oldLog);
    return QString();
}

QString LocalPlay::endTurn()
{
    if (!m_staged)
        return PlayMode::endTurn();
    const QString why = m_table.whyNotNow();
    if (!why.isEmpty())
        return why;
    const Deployment d = *m_staged;
    m_staged.reset();
    const Status status = m_table.apply(Decision::deploying(d), false);
    if (!status) {
        m_table.publish();
        return refusalText(status, m_table.seats(), m_table.actingPlayer());
    }
    return QString();
}

void LocalPlay::confirmTurnsChanged()
{
    if (!m_confirmTurns && m_staged)
        endTurn(); // what waited is what the person chose
}

void LocalPlay::forgetUndo()
{
    m_beforeChoice.reset();
    m_staged.reset();
}

void LocalPlay::installed()
{
    m_autosaver->gameStarted(m_table.liveRecord(), *m_table.liveGame(), m_table.gameFile(), m_table.viewState());
}

void LocalPlay::applied(const Decision &decision, bool turnEnded)
{
    if (decision.phase != rules::Phase::Place)
        forgetUndo(); // a new decision point: what came before is committed
    // Autosave after every finished turn and every plague decision; the end removes it.
    if (turnEnded)
        writeAutosave();
}

void LocalPlay::writeAutosave()
{
    if (const Game *game = m_table.liveGame())
        m_autosaver->save(m_table.liveRecord(), *game, m_table.viewState());
}

void LocalPlay::autosaveSwitchedOn()
{
    // Switched on during a game: the game takes the autosave at once.
    const Game *game = m_table.liveGame();
    if (game && game->phase() != rules::Phase::GameOver) {
        m_autosaver->save(m_table.liveRecord(), *game, m_table.viewState());
        m_autosaver->rememberFile(m_table.gameFile());
    }
}

} // namespace fortuna::model
