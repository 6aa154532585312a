// SPDX-License-Identifier: GPL-3.0-or-later
#include "computerseats.h"

#include "rules/randomplayer.h"
#include "rules/rng.h"

#include <QTimer>

namespace fortuna::seats
{

namespace
{

uint64_t agentSeed(uint64_t gameSeed, int seat)
{
    return rules::mixSeed(gameSeed, 0, uint64_t(seat));
}

// The seed of a computer seat for one turn: a function of the game, not of its history, so
// that a game replayed from its record continues identically.
uint64_t agentTurnSeed(uint64_t gameSeed, int seat, int turn)
{
    return rules::mixSeed(agentSeed(gameSeed, seat), uint64_t(uint32_t(turn)), 0x7475726eULL);
}

} // namespace

// One decision being computed: what the pool thread works on and hands back.
struct ComputerSeats::Task {
    std::unique_ptr<ai::Agent> agent;
    std::string level; // without an agent: made on the worker thread from this level and seed
    uint64_t seed = 0;
    rules::Game game;
    std::optional<uint64_t> reseed;
    rules::Decision decision;
    qint64 playouts = 0; // run by this decision
};

ComputerSeats::ComputerSeats(QObject *parent)
    : QObject(parent)
    , m_worker(this, QStringLiteral("Fortuna computer players"))
{
}

ComputerSeats::~ComputerSeats()
{
    cancel();
}

void ComputerSeats::reset(const QStringList &levels, uint64_t gameSeed)
{
    cancel();
    m_levels = levels;
    m_seed = gameSeed;
    m_agents.clear();
    m_agents.resize(size_t(levels.size()));
    // Without a factory the agents are made by their first task, on the worker thread (a
    // strong one fills large tables: a server starting many games must not do it on its event
    // loop); a factory's (the lesson's) are made here, on the owner's thread.
    for (int i = 0; i < levels.size(); ++i) {
        if (!levels[i].isEmpty() && m_factory)
            m_agents[size_t(i)] = makeAgent(i);
    }
    m_agentTurns.assign(size_t(levels.size()), -1);
}

std::unique_ptr<ai::Agent> ComputerSeats::makeAgent(int seat) const
{
    const std::string level = m_levels[seat].toStdString();
    const uint64_t seed = agentSeed(m_seed, seat);
    return m_factory ? m_factory(level, seed) : ai::makeAgent(level, seed);
}

bool ComputerSeats::isComputer(int seat) const
{
    return seat >= 0 && seat < m_levels.size() && !m_levels[seat].isEmpty();
}

QString ComputerSeats::level(int seat) const
{
    return m_levels.value(seat);
}

bool ComputerSeats::request(const rules::Game &game, int seat)
{
    if (m_thinking || !isComputer(seat))
        return false;
    auto task = std::make_shared<Task>(Task{std::move(m_agents[size_t(seat)]), {}, 0, game, std::nullopt, {}, 0});
    const bool remade = !task->agent; // not made yet, or its last task was cancelled
    if (remade && m_factory) {
        task->agent = makeAgent(seat);
        if (!task->agent)
            return false;
    } else if (remade) {
        task->level = m_levels[seat].toStdString();
        task->seed = agentSeed(m_seed, seat);
    }
    // Reseeded at its first decision of each turn (a plan within a turn is kept); an agent
    // made again after a cancellation is reseeded in any case.
    if (remade || m_agentTurns[size_t(seat)] != game.turn()) {
        m_agentTurns[size_t(seat)] = game.turn();
        task->reseed = agentTurnSeed(m_seed, seat, game.turn());
    }
    m_thinking = true;
    m_clock.start();
    // The task owns the seat's agent until its decision comes back (finished).
    m_worker.start(
        [task](const CancellableWorker::Job &job) {
            if (!job.stopped()) { // not cancelled while it waited
                if (!task->agent) {
                    task->agent = ai::makeAgent(task->level, task->seed);
                    if (!task->agent) // not a level (the tables and the setup check theirs): a random player
                        task->agent = ai::makeAgent("random", task->seed);
                }
                task->agent->setStopFlag(job.stopFlag());
                if (task->reseed)
                    task->agent->reseed(*task->reseed);
                const long before = task->agent->stats().playouts;
                task->decision = task->agent->decide(task->game);
                task->playouts = task->agent->stats().playouts - before;
                task->agent->setStopFlag(nullptr);
            }
            return task;
        },
        [this, seat](std::shared_ptr<Task> done, bool current) {
            finished(seat, std::move(done), current);
        });
    return true;
}

void ComputerSeats::finished(int seat, std::shared_ptr<Task> task, bool current)
{
    if (!current) {
        Q_EMIT dropped(seat, task->playouts); // cancelled: the agent goes with the task
        return;
    }
    m_agents[size_t(seat)] = std::move(task->agent);
    const rules::Decision decision = task->decision;
    const qint64 playouts = task->playouts;
    const qint64 remaining = std::max<qint64>(0, qint64(m_delay) - m_clock.elapsed());
    QTimer::singleShot(int(remaining), this, [this, generation = m_worker.generation(), seat, decision, playouts]() {
        if (!m_worker.isCurrent(generation)) {
            Q_EMIT dropped(seat, playouts); // cancelled during the delay
            return;
        }
        m_thinking = false;
        Q_EMIT decided(seat, decision);
    });
}

void ComputerSeats::cancel()
{
    m_worker.cancel(); // a decision still being computed or waiting will be dropped
    m_thinking = false;
}

rules::Decision ComputerSeats::fallback(const rules::Game &game, int seat) const
{
    rules::RandomPlayer player(agentSeed(m_seed ^ uint64_t(game.log().size()), seat));
    return player.decide(game);
}

} // namespace fortuna::seats
