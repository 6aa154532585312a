// SPDX-License-Identifier: GPL-3.0-or-later
// CancellableWorker: the one background worker of the app's searches (the computer seats, the
// move advisor, the game analysis). A job runs on a pool thread (a pool of one thread of its
// own, or a shared one: setPool) with a stop flag, and its result is handed back on the owner's
// thread (the QObject given at construction) together with whether the job is still the current
// one (no cancel() or newer start() since). cancel() raises the job's stop flag (a search polls
// it: ai::Agent::setStopFlag, ai::analyseGame) and makes its result stale.
//
// Lifetime: the worker is a member of its owner. Nothing is handed back once it is destroyed: its
// destructor cancels the job in flight and waits for its own pool; a job of a shared pool goes on
// without it (told to stop) and hands back nothing, so the shared pool must outlive the jobs
// asked of it, not the worker.
#pragma once

#include <QObject>
#include <QString>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <functional>
#include <memory>
#include <type_traits>

namespace fortuna::seats
{

class CancellableWorker
{
    struct Link;

public:
    // What a job sees on the pool thread.
    class Job
    {
    public:
        // The flag a search polls; true once the job is cancelled.
        const std::atomic<bool> *stopFlag() const { return m_stop.get(); }
        bool stopped() const { return m_stop->load(std::memory_order_relaxed); }
        // Runs `f` on the owner's thread if the job is still the current one then (progress).
        void post(std::function<void()> f) const;

    private:
        friend class CancellableWorker;
        std::shared_ptr<Link> m_link;
        std::shared_ptr<std::atomic<bool>> m_stop;
        quint64 m_generation = 0;
    };

    // `owner`: where results are handed back (its thread); `threadName`: its own pool's.
    CancellableWorker(QObject *owner, const QString &threadName);
    ~CancellableWorker();
    CancellableWorker(const CancellableWorker &) = delete;
    CancellableWorker &operator=(const CancellableWorker &) = delete;

    // Cancels the job in flight and runs work(job) -> R on the pool; then, on the owner's thread,
    // done(R, current). Returns the new job's generation (isCurrent).
    template<typename Work, typename Done>
    quint64 start(Work work, Done done)
    {
        using Result = std::invoke_result_t<Work &, const Job &>;
        return startJob([work = std::move(work), done = std::move(done)](const Job &job) mutable -> std::function<void(bool)> {
            auto result = std::make_shared<Result>(work(job));
            return [result, done](bool current) mutable {
                done(std::move(*result), current);
            };
        });
    }
    // The job in flight (if any) stops, and its result will be stale.
    void cancel();
    // No cancel() or start() since the job of `generation` started.
    bool isCurrent(quint64 generation) const { return generation == m_generation; }
    // The generation of the last start() or cancel().
    quint64 generation() const { return m_generation; }
    // Blocks until no job of this worker is running (tests, shutdown); false on timeout.
    bool waitForIdle(int msecs);

    // Runs the jobs in `shared` (nullptr: its own pool of one thread) from the next start() on.
    void setPool(QThreadPool *shared) { m_shared = shared; }
    QThreadPool *pool() { return m_shared ? m_shared : &m_ownPool; }
    // The priority of its own pool's thread (a server's searches: QThread::IdlePriority).
    void setThreadPriority(QThread::Priority priority) { m_ownPool.setThreadPriority(priority); }

private:
    quint64 startJob(std::function<std::function<void(bool)>(const Job &)> body);

    QThreadPool m_ownPool;
    QThreadPool *m_shared = nullptr;
    std::shared_ptr<Link> m_link; // to this worker from the jobs (which may outlive it)
    std::shared_ptr<std::atomic<bool>> m_stop; // of the job in flight
    quint64 m_generation = 0;
};

} // namespace fortuna::seats
