// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/tablewriter.h"

namespace fortuna::net
{

namespace
{

// At most this many tables in one transaction (the rest wait for the next one).
constexpr size_t MaxBatch = 1000;

} // namespace

TableWriter::TableWriter(const QString &database, QObject *parent)
    : QObject(parent)
    , m_database(database)
    , m_thread([this]() {
        run();
    })
{
}

TableWriter::~TableWriter()
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    m_thread.join();
}

void TableWriter::save(const QString &code, QByteArray bytes, quint64 ticket)
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        const auto [it, fresh] = m_jobs.try_emplace(code);
        if (fresh)
            m_order.push_back(code);
        it->second = Job{false, std::move(bytes), ticket};
    }
    m_wake.notify_one();
}

void TableWriter::remove(const QString &code)
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        const auto [it, fresh] = m_jobs.try_emplace(code);
        if (fresh)
            m_order.push_back(code);
        it->second = Job{true, {}, 0};
    }
    m_wake.notify_one();
}

void TableWriter::flush()
{
    std::unique_lock<std::mutex> lock(m_mutex);
    m_idle.wait(lock, [this]() {
        return m_jobs.empty() && !m_busy;
    });
}

void TableWriter::run()
{
    // The thread's own connection to the database (one connection per thread).
    TableStore store;
    const QString openError = store.open(m_database);
    std::unique_lock<std::mutex> lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this]() {
            return m_stop || !m_jobs.empty();
        });
        if (m_jobs.empty())
            return; // stopped, nothing left to write
        // The tables in the order of their first save since their last write: a table saved
        // again and again does not keep the others waiting.
        std::vector<std::pair<QString, Job>> batch;
        while (!m_order.empty() && batch.size() < MaxBatch) {
            auto node = m_jobs.extract(m_order.front());
            m_order.pop_front();
            batch.emplace_back(std::move(node.key()), std::move(node.mapped()));
        }
        m_busy = true;
        lock.unlock();
        std::vector<Done> done = writeBatch(store, openError, std::move(batch));
        if (!done.empty())
            QMetaObject::invokeMethod(
                this,
                [this, done = std::move(done)]() {
                    for (const Done &d : done)
                        Q_EMIT written(d.code, d.ticket, d.error);
                },
                Qt::QueuedConnection);
        lock.lock();
        m_busy = false;
        m_idle.notify_all();
    }
}

std::vector<TableWriter::Done> TableWriter::writeBatch(TableStore &store, const QString &openError, std::vector<std::pair<QString, Job>> batch)
{
    // One transaction for the whole batch: one sync of the log for every table in it. A table
    // that cannot be written fails the batch (SQLite takes the transaction back whole): every
    // table of it is reported with the error and keeps its old content.
    QString error = openError;
    if (error.isEmpty())
        error = store.begin();
    for (const auto &[code, job] : batch) {
        if (!error.isEmpty())
            break;
        error = job.remove ? store.remove(code) : store.put(code, job.bytes);
    }
    if (error.isEmpty())
        error = store.commit();
    if (!error.isEmpty())
        store.rollback();
    std::vector<Done> done;
    for (const auto &[code, job] : batch)
        if (!job.remove)
            done.push_back(Done{code, job.ticket, error});
    return done;
}

} // namespace fortuna::net
