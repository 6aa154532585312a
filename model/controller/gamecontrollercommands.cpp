// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the commands QML calls for the person to act (turn the tile, lay it, take it
// back, deploy, give a follower back to the plague, ask for a hint), each refused with the
// reason, translated, when it cannot be done now.
#include "gamecontroller.h"

#include "refusaltext.h"

namespace fortuna::model
{

using namespace fortuna::rules;

void GameController::setRotation(int rotation)
{
    rotation = ((rotation % 4) + 4) % 4;
    if (rotation == m_rotation)
        return;
    m_rotation = rotation;
    m_legalPositions->update(game(), m_rotation, false);
    publish();
    viewChanged();
}

bool GameController::isLegal(int x, int y) const
{
    if (!m_game || m_game->phase() != rules::Phase::Place)
        return false;
    const Placement want{Pos{x, y}, m_rotation};
    const auto &legal = m_game->legalPlacements();
    return std::find(legal.begin(), legal.end(), want) != legal.end();
}

QVariantList GameController::legalRotations(int x, int y) const
{
    QVariantList list;
    if (!m_game || m_game->phase() != rules::Phase::Place)
        return list;
    for (const Placement &p : m_game->legalPlacements()) {
        if (p.pos == Pos{x, y})
            list.append(p.rotation);
    }
    return list;
}

QString GameController::undoPlacement()
{
    if (!m_game)
        return tr("No game is running.");
    if (m_replayer->active())
        return tr("This is a replay: leave it to play.");
    if (m_state.busy)
        return tr("Wait until the pig has finished walking.");
    if (isComputerSeat(actingPlayer()))
        return tr("It is a computer player's turn.");
    if (m_staged) {
        // The follower decision was never applied: nothing to restore but the choice.
        m_staged.reset();
        publish();
        return QString();
    }
    if (m_networked)
        return netUndo();
    const size_t oldLog = m_game->log().size();
    if (m_game->phase() == rules::Phase::Place && m_beforeChoice) {
        // Back before the Fortune Teller choice: the game and its open turn as they were.
        m_game = std::move(m_beforeChoice->game);
        m_recorder = std::move(m_beforeChoice->recorder);
        m_beforeChoice.reset();
        m_highlightedSector = -1;
        afterChange(m_game->log().size(), false);
        return QString();
    }
    if (m_game->phase() == rules::Phase::Place)
        return tr("Nothing to take back: the last move of this turn was random (a draw or the pig's walk).");
    const Status status = m_game->undoPlacement();
    if (!status)
        return refusalText(status, m_seats, actingPlayer());
    m_highlightedSector = -1;
    afterChange(oldLog, false);
    return QString();
}

QString GameController::endTurn()
{
    if (!m_staged)
        return tr("Choose where your follower goes (or no follower) first.");
    const QString why = whyNotNow();
    if (!why.isEmpty())
        return why;
    const Deployment d = *m_staged;
    m_staged.reset();
    const Status status = step(Decision::deploying(d), false);
    if (!status) {
        publish();
        return refusalText(status, m_seats, actingPlayer());
    }
    return QString();
}

void GameController::setConfirmTurns(bool on)
{
    if (on == m_confirmTurns)
        return;
    m_confirmTurns = on;
    Q_EMIT confirmTurnsChanged();
    if (!on && m_staged)
        endTurn(); // what waited is what the person chose
}

QString GameController::stageDeployment(const Deployment &deployment)
{
    const Status status = m_game->checkDeployment(deployment);
    if (!status)
        return refusalText(status, m_seats, actingPlayer());
    m_staged = deployment;
    publish();
    return QString();
}

void GameController::forgetUndo()
{
    m_beforeChoice.reset();
    m_staged.reset();
}

QString GameController::deploy(int option)
{
    const std::optional<Deployment> d = m_deployOptions->deployment(option);
    return d ? humanStep(Decision::deploying(*d)) : notOffered(option);
}

QString GameController::deployOnTileFeature(int feature)
{
    const std::optional<Deployment> d = m_deployOptions->onTileFeature(feature);
    return d ? humanStep(Decision::deploying(*d)) : notOffered(feature);
}

QString GameController::deployOnCrown(int sector, int slot)
{
    if (sector < 0 || sector >= rules::SectorCount)
        return tr("Unknown sector %1.").arg(sector);
    return humanStep(Decision::deploying(Deployment::onCrown(Sector(sector), slot)));
}

QString GameController::removeFollower(int follower)
{
    const std::optional<FollowerInfo> f = m_followers->follower(follower);
    if (!f || f->onCrown)
        return notOffered(follower);
    return humanStep(Decision::plague(f->at, f->feature, f->port));
}

QString GameController::notOffered(int choice) const
{
    const QString why = whyNotNow();
    //: %1: a drawn tile's position, counted from 1
    return why.isEmpty() ? tr("Choice %1 is not offered now.").arg(choice) : why;
}

QString GameController::whyNotNow() const
{
    if (!m_game)
        return tr("No game is running.");
    if (m_replayer->active())
        return tr("This is a replay: leave it to play.");
    if (m_game->phase() == rules::Phase::GameOver)
        return tr("The game is over.");
    if (m_state.busy)
        return tr("Wait until the pig has finished walking.");
    if (isComputerSeat(actingPlayer()))
        return tr("It is a computer player's turn.");
    if (m_networked && !m_net->isLocalSeat(actingPlayer()))
        //: %1: the name of the player who acts now
        return tr("Waiting for %1: it is not your turn.").arg(seatName(m_seats.value(actingPlayer()).name));
    return QString();
}

QString GameController::suggestMove()
{
    const QString why = whyNotNow();
    if (!why.isEmpty())
        return why;
    if (m_state.aidsOff)
        return tr("This game is played without aids: no hints.");
    m_advisor->request(*m_game, actingPlayer(), m_seed);
    return QString();
}

QString GameController::humanStep(const Decision &decision)
{
    const QString why = whyNotNow();
    if (!why.isEmpty())
        return why;
    if (m_networked)
        return netStep(decision);
    if (m_tutorial->active()) {
        // The lesson takes only its step's decision; its Refuse step shows the rules' refusal.
        const QString notNow = m_tutorial->vet(decision, *m_game);
        if (!notNow.isEmpty())
            return notNow;
        if (m_tutorial->expectsRefusal() && decision.phase == rules::Phase::Deploy) {
            const Status refused = m_game->checkDeployment(decision.deployment);
            if (!refused) {
                m_tutorial->refusalSeen(*m_game);
                return refusalText(refused, m_seats, actingPlayer());
            }
        }
    }
    if (decision.phase == rules::Phase::Deploy && m_confirmTurns)
        return stageDeployment(decision.deployment);
    if (decision.phase == rules::Phase::ChooseTile) {
        // The choice can be taken back until something random shows: the pig's walk.
        // (An optional swapped into m_beforeChoice: GCC 14 took the moved-from UndoPoint's
        // destruction for a use of uninitialized memory, -Wmaybe-uninitialized.)
        std::optional<UndoPoint> before;
        before.emplace(UndoPoint{*m_game, m_recorder});
        const size_t oldLog = m_game->log().size();
        const Status status = step(decision, false);
        if (!status)
            return refusalText(status, m_seats, actingPlayer());
        const auto &log = m_game->log();
        const bool walked = std::any_of(log.begin() + long(oldLog), log.end(), [](const LogEntry &e) {
            return e.kind == LogKind::Wheel;
        });
        if (!walked && m_game->phase() == rules::Phase::Place) {
            m_beforeChoice.swap(before);
            publish();
        }
        return QString();
    }
    const Status status = step(decision, false);
    return status ? QString() : refusalText(status, m_seats, actingPlayer());
}

} // namespace fortuna::model
