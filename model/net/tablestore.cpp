// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/tablestore.h"

#include "record/smallfile.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <sqlite3.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fortuna::net
{

namespace
{
constexpr char FileSuffix[] = ".fortuna";
}

TableStore::~TableStore()
{
    close();
}

QString TableStore::databaseIn(const QString &folder)
{
    return QDir(folder).filePath(QLatin1String(FileName));
}

QString TableStore::open(const QString &path, bool readOnly)
{
    close();
    const QByteArray name = QFile::encodeName(path);
    if (!readOnly) {
        // Created private to the server (the tables hold the seats' tokens); SQLite gives its
        // -wal and -shm files the database's mode.
        const int fd = ::open(name.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        if (fd < 0)
            return QStringLiteral("cannot create the database %1: %2").arg(path, QString::fromLocal8Bit(strerror(errno)));
        ::close(fd);
    }
    if (const QString why = SqliteDb::open(path, readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE); !why.isEmpty())
        return why;
    QString why;
    if (!readOnly) {
        // WAL: a commit appends to the log and syncs it once (synchronous=FULL), the readers
        // never wait for the writer. FULL, not NORMAL: in WAL mode NORMAL does not sync at each
        // commit, so a power cut could take back a decision the clients were told of.
        why = exec("PRAGMA journal_mode=WAL");
        if (why.isEmpty())
            why = exec("PRAGMA synchronous=FULL");
        if (why.isEmpty())
            why = exec("CREATE TABLE IF NOT EXISTS tables (code TEXT PRIMARY KEY, content BLOB NOT NULL) WITHOUT ROWID");
    }
    if (why.isEmpty()
        && (sqlite3_prepare_v2(handle(), "SELECT content FROM tables WHERE code = ?1", -1, &m_get, nullptr) != SQLITE_OK
            || (!readOnly
                && (sqlite3_prepare_v2(handle(), "INSERT OR REPLACE INTO tables (code, content) VALUES (?1, ?2)", -1, &m_put, nullptr) != SQLITE_OK
                    || sqlite3_prepare_v2(handle(), "DELETE FROM tables WHERE code = ?1", -1, &m_remove, nullptr) != SQLITE_OK))))
        why = error("cannot prepare the statements");
    if (!why.isEmpty()) {
        close();
        return QStringLiteral("the database %1: %2").arg(path, why);
    }
    return QString();
}

void TableStore::close()
{
    for (sqlite3_stmt **s : {&m_put, &m_remove, &m_get}) {
        sqlite3_finalize(*s);
        *s = nullptr;
    }
    SqliteDb::close();
}

void TableStore::rollback()
{
    if (handle() && !sqlite3_get_autocommit(handle()))
        exec("ROLLBACK");
}

QString TableStore::put(const QString &code, const QByteArray &content)
{
    if (!m_put)
        return error("cannot write");
    const QByteArray key = code.toUtf8();
    sqlite3_bind_text(m_put, 1, key.constData(), int(key.size()), SQLITE_STATIC);
    sqlite3_bind_blob(m_put, 2, content.constData(), int(content.size()), SQLITE_STATIC);
    const int rc = sqlite3_step(m_put);
    sqlite3_reset(m_put);
    sqlite3_clear_bindings(m_put);
    return rc == SQLITE_DONE ? QString() : error("cannot write the table");
}

QString TableStore::remove(const QString &code)
{
    if (!m_remove)
        return error("cannot remove");
    const QByteArray key = code.toUtf8();
    sqlite3_bind_text(m_remove, 1, key.constData(), int(key.size()), SQLITE_STATIC);
    const int rc = sqlite3_step(m_remove);
    sqlite3_reset(m_remove);
    return rc == SQLITE_DONE ? QString() : error("cannot remove the table");
}

std::optional<QByteArray> TableStore::get(const QString &code, QString *why)
{
    if (!m_get) {
        if (why)
            *why = error("cannot read");
        return std::nullopt;
    }
    const QByteArray key = code.toUtf8();
    sqlite3_bind_text(m_get, 1, key.constData(), int(key.size()), SQLITE_STATIC);
    std::optional<QByteArray> content;
    const int rc = sqlite3_step(m_get);
    if (rc == SQLITE_ROW)
        content = QByteArray(static_cast<const char *>(sqlite3_column_blob(m_get, 0)), sqlite3_column_bytes(m_get, 0));
    else if (rc != SQLITE_DONE && why)
        *why = error("cannot read the table");
    sqlite3_reset(m_get);
    return content;
}

QString TableStore::forEach(const std::function<void(const QString &, const QByteArray &)> &f)
{
    if (!handle())
        return error("cannot read");
    sqlite3_stmt *all = nullptr;
    if (sqlite3_prepare_v2(handle(), "SELECT code, content FROM tables ORDER BY code", -1, &all, nullptr) != SQLITE_OK)
        return error("cannot read the tables");
    int rc;
    while ((rc = sqlite3_step(all)) == SQLITE_ROW)
        f(QString::fromUtf8(reinterpret_cast<const char *>(sqlite3_column_text(all, 0))),
          QByteArray(static_cast<const char *>(sqlite3_column_blob(all, 1)), sqlite3_column_bytes(all, 1)));
    sqlite3_finalize(all);
    return rc == SQLITE_DONE ? QString() : error("cannot read the tables");
}

QString TableStore::importFiles(const QString &folder, int *imported, QStringList *skipped)
{
    *imported = 0;
    const QDir dir(folder);
    const QStringList names = dir.entryList({QLatin1String("*") + QLatin1String(FileSuffix)}, QDir::Files, QDir::Name);
    if (names.isEmpty())
        return QString();
    QStringList moved;
    QString why = begin();
    for (const QString &name : names) {
        if (!why.isEmpty())
            break;
        QByteArray bytes;
        const QString readError = record::readSmallFile(dir.filePath(name), &bytes);
        const QJsonObject table = QJsonDocument::fromJson(bytes).object().value(QLatin1String("table")).toObject();
        const QString code = name.left(name.size() - qsizetype(sizeof FileSuffix - 1));
        if (!readError.isEmpty() || table.value(QLatin1String("format")).toString() != QLatin1String("fortuna-table/1")
            || table.value(QLatin1String("code")).toString() != code) {
            skipped->append(name + QStringLiteral(": not a table of fortuna-server"));
            continue;
        }
        why = put(code, bytes);
        moved.append(name);
    }
    if (why.isEmpty())
        why = commit();
    if (!why.isEmpty()) {
        rollback();
        return QStringLiteral("cannot import the table files of %1: %2").arg(folder, why);
    }
    // In the database now: the files go aside (kept, not deleted), so that they are imported once.
    dir.mkpath(QStringLiteral("imported"));
    for (const QString &name : moved)
        QFile::rename(dir.filePath(name), dir.filePath(QStringLiteral("imported/") + name));
    *imported = int(moved.size());
    return QString();
}

} // namespace fortuna::net
