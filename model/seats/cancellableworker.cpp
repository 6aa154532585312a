// SPDX-License-Identifier: GPL-3.0-or-later
#include "cancellableworker.h"

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>

namespace fortuna::seats
{

// What the jobs hand their results back through: the worker while it lives, its owner, and the
// count of its jobs still running (waitForIdle).
struct CancellableWorker::Link {
    std::mutex mutex;
    std::condition_variable idle;
    CancellableWorker *worker = nullptr; // written on the owner's thread, under the mutex
    QObject *owner = nullptr;
    int running = 0;

    // Queues `f(current)` to the owner while the worker lives (called with the mutex held);
    // the queued call is dropped with the owner if that is destroyed before it runs.
    void handBack(const std::shared_ptr<Link> &self, quint64 generation, std::function<void(bool)> f)
    {
        if (!worker)
            return;
        QMetaObject::invokeMethod(
            owner,
            [self, generation, f = std::move(f)]() {
                if (CancellableWorker *w = self->worker)
                    f(w->isCurrent(generation));
            },
            Qt::QueuedConnection);
    }
};

void CancellableWorker::Job::post(std::function<void()> f) const
{
    const std::lock_guard<std::mutex> lock(m_link->mutex);
    m_link->handBack(m_link, m_generation, [f = std::move(f)](bool current) {
        if (current)
            f();
    });
}

CancellableWorker::CancellableWorker(QObject *owner, const QString &threadName)
    : m_link(std::make_shared<Link>())
{
    m_ownPool.setMaxThreadCount(1);
    m_ownPool.setObjectName(threadName);
    m_link->worker = this;
    m_link->owner = owner;
}

CancellableWorker::~CancellableWorker()
{
    cancel();
    m_ownPool.waitForDone();
    const std::lock_guard<std::mutex> lock(m_link->mutex);
    m_link->worker = nullptr;
}

void CancellableWorker::cancel()
{
    ++m_generation; // a result still being computed will be stale
    if (m_stop)
        m_stop->store(true, std::memory_order_relaxed);
    m_stop.reset();
}

quint64 CancellableWorker::startJob(std::function<std::function<void(bool)>(const Job &)> body)
{
    cancel();
    m_stop = std::make_shared<std::atomic<bool>>(false);
    Job job;
    job.m_link = m_link;
    job.m_stop = m_stop;
    job.m_generation = m_generation;
    {
        const std::lock_guard<std::mutex> lock(m_link->mutex);
        ++m_link->running;
    }
    pool()->start([job, body = std::move(body)]() mutable {
        std::function<void(bool)> deliver = body(job);
        const std::lock_guard<std::mutex> lock(job.m_link->mutex);
        job.m_link->handBack(job.m_link, job.m_generation, std::move(deliver));
        --job.m_link->running;
        job.m_link->idle.notify_all();
    });
    return m_generation;
}

bool CancellableWorker::waitForIdle(int msecs)
{
    std::unique_lock<std::mutex> lock(m_link->mutex);
    return m_link->idle.wait_for(lock, std::chrono::milliseconds(std::max(0, msecs)), [this] {
        return m_link->running == 0;
    });
}

} // namespace fortuna::seats
