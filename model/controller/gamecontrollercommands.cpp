// SPDX-License-Identifier: GPL-3.0-or-later
// GameController: the commands QML calls for the person to act (turn the tile, lay it, take it
// back, deploy, give a follower back to the plague, ask for a hint), each refused with the
// reason, translated, when it cannot be done now.
#include "gamecontroller.h"

#include "localplay.h"
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
    if (!m_played || m_played->game.phase() != rules::Phase::Place)
        return false;
    const Placement want{Pos{x, y}, m_rotation};
    const auto &legal = m_played->game.legalPlacements();
    return std::find(legal.begin(), legal.end(), want) != legal.end();
}

QVariantList GameController::legalRotations(int x, int y) const
{
    QVariantList list;
    if (!m_played || m_played->game.phase() != rules::Phase::Place)
        return list;
    for (const Placement &p : m_played->game.legalPlacements()) {
        if (p.pos == Pos{x, y})
            list.append(p.rotation);
    }
    return list;
}

QString GameController::undoPlacement()
{
    if (!m_played)
        return tr("No game is running.");
    const QString closed = m_mode->closed();
    if (!closed.isEmpty())
        return closed;
    if (m_state.busy)
        return tr("Wait until the pig has finished walking.");
    return m_mode->undo();
}

QString GameController::endTurn()
{
    return m_mode->endTurn();
}

bool GameController::confirmTurns() const
{
    return m_localPlay->confirmTurns();
}

void GameController::setConfirmTurns(bool on)
{
    if (on == m_localPlay->confirmTurns())
        return;
    m_localPlay->setConfirmTurns(on);
    Q_EMIT m_staging->changed();
    m_mode->confirmTurnsChanged();
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
    if (!m_played)
        return tr("No game is running.");
    const QString closed = m_mode->closed(); // a replay
    if (!closed.isEmpty())
        return closed;
    if (m_played->game.phase() == rules::Phase::GameOver)
        return tr("The game is over.");
    if (m_state.busy)
        return tr("Wait until the pig has finished walking.");
    return m_mode->notYours(actingPlayer()); // a computer's turn, another's at the table
}

QString GameController::suggestMove()
{
    const QString why = whyNotNow();
    if (!why.isEmpty())
        return why;
    if (m_state.aidsOff)
        return tr("This game is played without aids: no hints.");
    if (m_puzzle->active())
        return tr("No hints in a puzzle: the move is yours to find.");
    m_advisor->request(m_played->game, actingPlayer(), m_seed);
    return QString();
}

QString GameController::humanStep(const Decision &decision)
{
    const QString why = whyNotNow();
    if (!why.isEmpty())
        return why;
    return m_mode->decide(decision); // applied, staged, vetted by the lesson or sent to the table
}

} // namespace fortuna::model
