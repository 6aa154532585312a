// SPDX-License-Identifier: GPL-3.0-or-later
// ComputerSeats: the computer players of one game and the thread they think on. The one
// computer-seat scheduler: the app's GameController and the network table (net::Table) both
// use it, so a computer seat decides the same on a server as in a local game.
//
// Each computer seat has an ai::Agent of its level. A decision is computed off the UI
// thread, on a copy of the game, in a dedicated pool of one thread (the app), or in a pool
// shared with other games (setPool: a server's tables share one, so the threads that search
// never grow with the number of tables; its queue is first in, first out, and a game has one
// decision in flight at most, so each game's next search waits behind the others'); it is
// handed back on the owner's thread (decided) no sooner than `delay` ms after it was asked
// for, so the table can follow the computers' moves.
//
// Ownership invariant: while a seat's decision is being computed, the task owns the seat's
// agent (it is moved into the task and back with the result), so no two threads ever touch
// one agent. A cancelled task's agent is dropped; the seat gets a fresh one of the same level
// when it is asked again.
//
// Determinism: an agent is reseeded at its first decision of every turn from (game seed,
// seat, turn), so a game resumed from its record plays on exactly as it would have without
// the interruption (a plan made within a turn, such as Place then Deploy, is kept).
//
// Cancellation: reset(), clear(), cancel() and the destructor drop the decision in flight
// (it is never delivered) and tell its search to stop (ai::Agent::setStopFlag), so no
// pool thread stays busy with an abandoned game. A dropped decision that comes back is
// reported (dropped), so that a test can tell "dropped" from "not yet arrived".
//
// A refused decision (an agent at fault) is the owner's to report; fallback() gives the random
// legal decision to play instead, so the game goes on.
#pragma once

#include "ai/agent.h"
#include "cancellableworker.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace fortuna::seats
{

class ComputerSeats : public QObject
{
    Q_OBJECT

public:
    explicit ComputerSeats(QObject *parent = nullptr);
    ~ComputerSeats() override;

    // The seats of a new game: each one's level ("" for a person) and the game's seed.
    // Cancels the decision in flight.
    void reset(const QStringList &levels, uint64_t gameSeed);
    void clear() { reset({}, 0); }

    bool isComputer(int seat) const;
    QString level(int seat) const;
    // A decision is being computed (or waits for its delay).
    bool thinking() const { return m_thinking; }
    // Minimum time between request() and decided, in ms (default 0: at once; the app paces its
    // computers with the delay the player chose, Settings::DefaultComputerDelay unless set).
    int delay() const { return m_delay; }
    void setDelay(int ms) { m_delay = std::max(0, ms); }

    // Asks the computer at `seat` (the game's acting player) for its decision on `game`.
    // False when it is not a computer seat or a decision is already being computed.
    bool request(const rules::Game &game, int seat);
    // Drops the decision in flight and stops its search.
    void cancel();
    // A uniformly random legal decision for the acting player (when an agent got it wrong).
    rules::Decision fallback(const rules::Game &game, int seat) const;
    // The searches run at the system's idle priority (Linux: SCHED_IDLE; the threads a search
    // starts inherit it): a server's computers never take the CPU from its event loop.
    // (Of its own pool; a shared pool's owner sets the shared one's.)
    void setBackground(bool on) { m_worker.setThreadPriority(on ? QThread::IdlePriority : QThread::InheritPriority); }
    // Computes the decisions in `shared` (nullptr: its own pool of one thread) from the next
    // request on. `shared` must outlive the decisions asked of it: it is destroyed after this
    // (its destructor waits for them; one whose game is gone is told to stop and dropped).
    void setPool(QThreadPool *shared) { m_worker.setPool(shared); }
    QThreadPool *pool() { return m_worker.pool(); }
    // Blocks until this game's decision in flight, if any, is computed (tests, shutdown);
    // false on timeout.
    bool waitForIdle(int msecs) { return m_worker.waitForIdle(msecs); }

    // Makes the agents (level, seed): ai::makeAgent unless a test sets another (takes
    // effect at the next reset()).
    using AgentFactory = std::function<std::unique_ptr<ai::Agent>(const std::string &level, uint64_t seed)>;
    void setAgentFactory(AgentFactory factory) { m_factory = std::move(factory); }

Q_SIGNALS:
    // The decision of `seat`, on the owner's thread; thinking is false again.
    void decided(int seat, const rules::Decision &decision);
    // A cancelled decision of `seat` came back and was thrown away (never delivered), on the
    // owner's thread: once per cancelled request (none after the destructor), after its search
    // stopped. `playouts`: the playouts that decision ran (AgentStats::playouts; 0 when it did
    // not search, or was stopped before its first).
    void dropped(int seat, qint64 playouts);

private:
    struct Task;
    void finished(int seat, std::shared_ptr<Task> task, bool current);
    std::unique_ptr<ai::Agent> makeAgent(int seat) const;

    CancellableWorker m_worker;
    QStringList m_levels;
    uint64_t m_seed = 0;
    std::vector<std::unique_ptr<ai::Agent>> m_agents; // per seat; empty while its task runs
    std::vector<int> m_agentTurns; // per seat: the turn of its last reseed
    bool m_thinking = false;
    int m_delay = 0;
    QElapsedTimer m_clock;
    AgentFactory m_factory;
};

} // namespace fortuna::seats

Q_DECLARE_METATYPE(fortuna::rules::Decision)
