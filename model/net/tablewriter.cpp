// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/tablewriter.h"

#include <QFile>
#include <QFileInfo>

#include <set>
#include <system_error>

#include <cerrno>
#include <fcntl.h>
#include <unistd.h>

namespace fortuna::net
{

namespace
{

// At most this many files are open at once in a batch (the rest wait for the next one).
constexpr size_t MaxBatch = 64;

QString systemError(const char *what, const QByteArray &path)
{
    const int e = errno;
    return QStringLiteral("%1 %2: %3").arg(QLatin1String(what), QFile::decodeName(path), QString::fromStdString(std::system_category().message(e)));
}

bool writeAll(int fd, const QByteArray &bytes)
{
    const char *p = bytes.constData();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t n = ::write(fd, p, size_t(left));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        p += n;
        left -= n;
    }
    return true;
}

} // namespace

TableWriter::TableWriter(QObject *parent)
    : QObject(parent)
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

void TableWriter::save(const QString &file, QByteArray bytes, quint64 ticket)
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        const auto [it, fresh] = m_jobs.try_emplace(file);
        if (fresh)
            m_order.push_back(file);
        it->second = Job{false, std::move(bytes), ticket};
    }
    m_wake.notify_one();
}

void TableWriter::remove(const QString &file)
{
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        const auto [it, fresh] = m_jobs.try_emplace(file);
        if (fresh)
            m_order.push_back(file);
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
    std::unique_lock<std::mutex> lock(m_mutex);
    for (;;) {
        m_wake.wait(lock, [this]() {
            return m_stop || !m_jobs.empty();
        });
        if (m_jobs.empty())
            return; // stopped, nothing left to write
        // The files in the order of their first save since their last write: a table saved
        // again and again does not keep the others waiting.
        std::vector<std::pair<QString, Job>> batch;
        while (!m_order.empty() && batch.size() < MaxBatch) {
            auto node = m_jobs.extract(m_order.front());
            m_order.pop_front();
            batch.emplace_back(std::move(node.key()), std::move(node.mapped()));
        }
        m_busy = true;
        lock.unlock();
        std::vector<Done> done = writeBatch(std::move(batch));
        if (!done.empty())
            QMetaObject::invokeMethod(
                this,
                [this, done = std::move(done)]() {
                    for (const Done &d : done)
                        Q_EMIT written(d.file, d.ticket, d.error);
                },
                Qt::QueuedConnection);
        lock.lock();
        m_busy = false;
        m_idle.notify_all();
    }
}

std::vector<TableWriter::Done> TableWriter::writeBatch(std::vector<std::pair<QString, Job>> batch)
{
    struct Open {
        Done done;
        QByteArray path, part;
        int fd = -1;
    };
    std::vector<Open> open;
    std::set<QByteArray> folders;
    for (auto &[file, job] : batch) {
        const QByteArray path = QFile::encodeName(file);
        const QByteArray part = path + ".part";
        const QByteArray folder = QFile::encodeName(QFileInfo(file).absolutePath());
        if (job.remove) {
            ::unlink(path.constData());
            ::unlink(part.constData());
            folders.insert(folder);
            continue;
        }
        Open o{Done{file, job.ticket, {}}, path, part};
        o.fd = ::open(part.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
        if (o.fd < 0)
            o.done.error = systemError("cannot create", part);
        else if (!writeAll(o.fd, job.bytes))
            o.done.error = systemError("cannot write", part);
#ifdef SYNC_FILE_RANGE_WRITE
        else // start every file's disk write before waiting for the first one: one wait for the batch
            ::sync_file_range(o.fd, 0, 0, SYNC_FILE_RANGE_WRITE);
#endif
        open.push_back(std::move(o));
    }
    // Every file synced first, then every rename: a rename between two syncs would make the
    // next sync wait for one more journal commit.
    for (Open &o : open) {
        if (o.done.error.isEmpty() && ::fdatasync(o.fd) != 0)
            o.done.error = systemError("cannot sync", o.part);
        if (o.fd >= 0)
            ::close(o.fd);
    }
    std::vector<Done> done;
    for (Open &o : open) {
        if (o.done.error.isEmpty() && ::rename(o.part.constData(), o.path.constData()) != 0)
            o.done.error = systemError("cannot rename over", o.path);
        if (o.done.error.isEmpty())
            folders.insert(QFile::encodeName(QFileInfo(o.done.file).absolutePath()));
        else
            ::unlink(o.part.constData());
        done.push_back(std::move(o.done));
    }
    // The renames themselves are on disk once their folder is synced.
    for (const QByteArray &folder : folders) {
        const int fd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd >= 0) {
            ::fsync(fd);
            ::close(fd);
        }
    }
    return done;
}

} // namespace fortuna::net
