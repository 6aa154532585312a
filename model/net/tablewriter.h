// SPDX-License-Identifier: GPL-3.0-or-later
// Writes the tables' files on a thread of its own (docs/network.md, Persistence), so that a slow
// disk never stalls the server's event loop. Each file has at most one write waiting: a newer
// content replaces one not yet started. The thread takes everything waiting as one batch (a
// group commit): each file is written beside its target, all of them are synced with one wait
// for the disk, renamed over their targets, and their folder is synced; then `written` reports
// each file, in the thread of the writer's owner. A file so reported survives a crash of the
// process and of the machine, and is always either the old content or the new one.
#pragma once

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
    explicit TableWriter(QObject *parent = nullptr);
    // Writes everything still waiting, then stops the thread.
    ~TableWriter() override;

    // Queues `bytes` as the next content of `file`; `ticket` comes back with `written`.
    void save(const QString &file, QByteArray bytes, quint64 ticket);
    // Queues the removal of `file` (after any write of it already started).
    void remove(const QString &file);
    // Blocks until everything queued so far is on disk (its `written` may still be on its way).
    void flush();

Q_SIGNALS:
    // `file` holds the content of `ticket` (or the write failed: `error`, Qt-style English).
    void written(const QString &file, quint64 ticket, const QString &error);

private:
    struct Job {
        bool remove = false;
        QByteArray bytes;
        quint64 ticket = 0;
    };
    struct Done {
        QString file;
        quint64 ticket;
        QString error;
    };
    void run();
    std::vector<Done> writeBatch(std::vector<std::pair<QString, Job>> batch);

    std::mutex m_mutex;
    std::condition_variable m_wake, m_idle;
    std::map<QString, Job> m_jobs;
    std::deque<QString> m_order; // the files of m_jobs, oldest first
    bool m_busy = false;
    bool m_stop = false;
    std::thread m_thread;
};

} // namespace fortuna::net
