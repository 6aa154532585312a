// SPDX-License-Identifier: GPL-3.0-or-later
#include "computerseats.h"

#include "rules/randomplayer.h"
#include "rules/rng.h"

#include <QTimer>

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace fortuna::seating
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
    std::unique_ptr<rules::ai::Agent> agent;
    std::string level; // without an agent: made on the worker thread from this level and seed
    uint64_t seed = 0;
    rules::Game game;
    std::optional<uint64_t> reseed;
    std::shared_ptr<std::atomic<bool>> stop;
    rules::Decision decision;
    qint64 playouts = 0; // run by this decision
};

// What a task hands its decision back to: the ComputerSeats while it lives (a task in a shared
// pool can outlive it), and the count of its tasks not yet handed back (waitForIdle).
struct ComputerSeats::Link {
    std::mutex mutex;
    std::condition_variable idle;
    ComputerSeats *owner = nullptr;
    int running = 0;
};

ComputerSeats::ComputerSeats(QObject *parent)
    : QObject(parent)
    , m_link(std::make_shared<Link>())
{
    m_ownPool.setMaxThreadCount(1);
    m_ownPool.setObjectName(QStringLiteral("Fortuna computer players"));
    m_link->owner = this;
}

ComputerSeats::~ComputerSeats()
{
    cancel();
    m_ownPool.waitForDone();
    // A task of a shared pool goes on without this (told to stop) and hands back nothing.
    const std::lock_guard<std::mutex> lock(m_link->mutex);
    m_link->owner = nullptr;
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

std::unique_ptr<rules::ai::Agent> ComputerSeats::makeAgent(int seat) const
{
    const std::string level = m_levels[seat].toStdString();
    const uint64_t seed = agentSeed(m_seed, seat);
    return m_factory ? m_factory(level, seed) : rules::ai::makeAgent(level, seed);
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
    auto task = std::make_shared<Task>(Task{std::move(m_agents[size_t(seat)]), {}, 0, game, std::nullopt, nullptr, {}, 0});
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
    m_stop = std::make_shared<std::atomic<bool>>(false);
    task->stop = m_stop;
    m_thinking = true;
    const quint64 generation = ++m_generation;
    m_clock.start();

    {
        const std::lock_guard<std::mutex> lock(m_link->mutex);
        ++m_link->running;
    }
    // The task hands its decision back through the link: queued to this object while it lives
    // (the queued call is dropped with the object if that is destroyed before it runs).
    pool()->start([link = m_link, generation, seat, task]() {
        if (!task->stop->load(std::memory_order_relaxed)) { // not cancelled while it waited
            if (!task->agent) {
                task->agent = rules::ai::makeAgent(task->level, task->seed);
                if (!task->agent) // not a level (the tables and the setup check theirs): a random player
                    task->agent = rules::ai::makeAgent("random", task->seed);
            }
            task->agent->setStopFlag(task->stop.get());
            if (task->reseed)
                task->agent->reseed(*task->reseed);
            const long before = task->agent->stats().playouts;
            task->decision = task->agent->decide(task->game);
            task->playouts = task->agent->stats().playouts - before;
            task->agent->setStopFlag(nullptr);
        }
        const std::lock_guard<std::mutex> lock(link->mutex);
        if (ComputerSeats *owner = link->owner)
            QMetaObject::invokeMethod(
                owner,
                [owner, generation, seat, task]() {
                    owner->finished(generation, seat, task);
                },
                Qt::QueuedConnection);
        --link->running;
        link->idle.notify_all();
    });
    return true;
}

void ComputerSeats::finished(quint64 generation, int seat, std::shared_ptr<Task> task)
{
    if (generation != m_generation) {
        Q_EMIT dropped(seat, task->playouts); // cancelled: the agent goes with the task
        return;
    }
    m_agents[size_t(seat)] = std::move(task->agent);
    const rules::Decision decision = task->decision;
    const qint64 playouts = task->playouts;
    const qint64 remaining = std::max<qint64>(0, qint64(m_delay) - m_clock.elapsed());
    QTimer::singleShot(int(remaining), this, [this, generation, seat, decision, playouts]() {
        if (generation != m_generation) {
            Q_EMIT dropped(seat, playouts); // cancelled during the delay
            return;
        }
        m_thinking = false;
        Q_EMIT decided(seat, decision);
    });
}

void ComputerSeats::cancel()
{
    ++m_generation; // a decision still being computed or waiting will be ignored
    if (m_stop)
        m_stop->store(true, std::memory_order_relaxed);
    m_stop.reset();
    m_thinking = false;
}

rules::Decision ComputerSeats::fallback(const rules::Game &game, int seat) const
{
    rules::RandomPlayer player(agentSeed(m_seed ^ uint64_t(game.log().size()), seat));
    return player.decide(game);
}

bool ComputerSeats::waitForIdle(int msecs)
{
    std::unique_lock<std::mutex> lock(m_link->mutex);
    return m_link->idle.wait_for(lock, std::chrono::milliseconds(std::max(0, msecs)), [this] {
        return m_link->running == 0;
    });
}

} // namespace fortuna::seating
