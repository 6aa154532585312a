// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the tables into their database (TableStore) on a thread of its own (docs/network.md,
// Persistence), so that a slow disk never stalls the server's event loop. Each table has at most
// one write waiting: a newer content replaces one not yet started. The thread takes everything
// waiting as one batch (a group commit): one SQLite transaction, committed with one sync of the
// write-ahead log; then `written` reports each table, in the thread of the writer's owner. A
// table so reported survives a crash of the process and of the machine, and is always either
// the old content or the new one.
#pragma once

#include "net/tablestore.h"

#include <QObject>
#include <QString>

#include <condition_variable>
#include <deque>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace fortuna::net
{

class TableWriter : public QObject
{
    Q_OBJECT
public:
    // Writes into the database at `database` (created if need be; TableStore::open).
    explicit TableWriter(const QString &database, QObject *parent = nullptr);
    // Writes everything still waiting, then stops the thread.
    ~TableWriter() override;

    // Queues `bytes` as the next content of the table `code`; `ticket` comes back with `written`.
    void save(const QString &code, QByteArray bytes, quint64 ticket);
    // Queues the removal of the table `code` (after any write of it already started).
    void remove(const QString &code);
    // Blocks until everything queued so far is on disk (its `written` may still be on its way).
    void flush();

Q_SIGNALS:
    // The table `code` holds the content of `ticket` (or the write failed: `error`, English).
    void written(const QString &code, quint64 ticket, const QString &error);

private:
    struct Job {
        bool remove = false;
        QByteArray bytes;
        quint64 ticket = 0;
    };
    struct Done {
        QString code;
        quint64 ticket;
        QString error;
    };
    void run();
    std::vector<Done> writeBatch(TableStore &store, const QString &openError, std::vector<std::pair<QString, Job>> batch);

    std::mutex m_mutex;
    std::condition_variable m_wake, m_idle;
    QString m_database;
    std::map<QString, Job> m_jobs;
    std::deque<QString> m_order; // the tables of m_jobs, oldest first
    bool m_busy = false;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace fortuna::net
