// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveadvisor.h"

#include "convert.h"

#include "ai/agent.h"
#include "rules/rng.h"

namespace fortuna::model
{

// One piece of advice being computed on the pool thread.
struct MoveAdvisor::Task {
    rules::Game game;
    std::string level;
    uint64_t seed = 0;
    int seat = -1;
    rules::Decision decision;
    ai::MoveNote note;
    qint64 playouts = 0;
    bool ok = false;
};

uint64_t MoveAdvisor::adviceSeed(uint64_t gameSeed, int turn)
{
    return rules::mixSeed(gameSeed, uint64_t(uint32_t(turn)), 0x68696e74ULL);
}

MoveAdvisor::MoveAdvisor(QObject *parent)
    : QObject(parent)
    , m_worker(this, QStringLiteral("Fortuna move hints"))
{
}

void MoveAdvisor::reset()
{
    m_worker.cancel(); // an answer still being computed will be dropped
    m_thinking = false;
    m_valid = false;
    m_decision = rules::Decision{};
    m_seat = -1;
    m_tile.clear();
    m_x = m_y = m_rotation = 0;
    m_choose = m_featureKind = m_portIndex = m_crownSector = m_crownSlot = -1;
    m_before = m_after = 0;
    m_playouts = 0;
}

void MoveAdvisor::clear()
{
    const bool had = m_thinking || m_valid;
    reset();
    if (had)
        Q_EMIT changed();
}

bool MoveAdvisor::request(const rules::Game &game, int seat, uint64_t seed)
{
    reset();
    const int acting = game.actingPlayer();
    if (game.phase() == rules::Phase::GameOver || seat != acting) {
        Q_EMIT changed();
        return false;
    }
    Task task{game, m_level.toStdString(), adviceSeed(seed, game.turn()), seat, {}, {}, 0, false};
    m_thinking = true;
    m_seat = seat;
    Q_EMIT changed();
    m_worker.start(
        [task = std::move(task)](const seats::CancellableWorker::Job &job) mutable {
            std::unique_ptr<ai::Agent> agent = ai::makeAgent(task.level, task.seed);
            if (agent) {
                agent->setStopFlag(job.stopFlag());
                task.decision = agent->decide(task.game);
                task.note = agent->lastNote();
                task.playouts = agent->stats().playouts;
                task.ok = !job.stopped();
            }
            return std::move(task);
        },
        [this](const Task &task, bool current) {
            if (current)
                publish(task);
            else
                Q_EMIT dropped(task.playouts); // cleared or asked again meanwhile
        });
    return true;
}

void MoveAdvisor::publish(const Task &task)
{
    m_thinking = false;
    if (!task.ok) {
        Q_EMIT changed();
        return;
    }
    const rules::Game &g = task.game;
    const rules::Decision &d = task.decision;
    const ai::MoveNote &note = task.note;
    m_decision = d;
    std::optional<rules::Placement> placement;
    std::optional<rules::Deployment> deployment;
    switch (d.phase) {
    case rules::Phase::ChooseTile:
        m_choose = d.choose;
        if (d.choose >= 0 && d.choose < int(g.drawnTiles().size()))
            m_tile = tileName(g.drawnTiles()[size_t(d.choose)]);
        if (note.valid) {
            placement = note.placement;
            deployment = note.deployment;
        }
        break;
    case rules::Phase::Place:
        m_tile = tileName(g.currentTile());
        placement = d.placement;
        if (note.valid)
            deployment = note.deployment;
        break;
    case rules::Phase::Deploy:
        m_tile = tileName(g.currentTile());
        placement = g.pendingPlacement();
        deployment = d.deployment;
        break;
    case rules::Phase::Plague:
        m_x = d.at.x;
        m_y = d.at.y;
        m_featureKind = int(d.feature);
        m_portIndex = d.port;
        break;
    case rules::Phase::GameOver:
        break;
    }
    if (placement) {
        m_x = placement->pos.x;
        m_y = placement->pos.y;
        m_rotation = placement->rotation;
    } else if (d.phase != rules::Phase::Plague) {
        m_tile.clear(); // nothing to show on the board
    }
    if (deployment && deployment->kind == rules::Deployment::Kind::Feature) {
        m_featureKind = int(deployment->feature);
        m_portIndex = deployment->port;
    } else if (deployment && deployment->kind == rules::Deployment::Kind::Crown) {
        m_crownSector = int(deployment->sector);
        m_crownSlot = deployment->slot;
    }
    if (note.valid) {
        m_before = note.before;
        m_after = note.value;
        m_playouts = int(std::min<long>(note.playouts, 1L << 30));
    }
    m_valid = true;
    Q_EMIT changed();
    Q_EMIT ready();
}

} // namespace fortuna::model
