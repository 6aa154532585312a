// SPDX-License-Identifier: GPL-3.0-or-later
// The tables of a server's data folder, in one SQLite database (DATA/tables.sqlite; docs/network.md,
// Persistence): one row per table, its code and its content (a fortuna-record/1 with a `table`
// key: the table's seats, secrets and state, docs/network.md). The database is in WAL mode with
// synchronous=FULL: a committed transaction is in the log and the log is synced, so it survives
// a crash of the process and of the machine. The TableWriter writes through one store on its own
// thread (one transaction per batch); the server opens another to load the tables at start, to
// import the `*.fortuna` files of a folder written before, and to read a finished table.
// One connection per thread: a store is used by the thread that opened it.
#pragma once

#include "sqlitedb.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

struct sqlite3_stmt;

namespace fortuna::net
{

class TableStore : private SqliteDb
{
public:
    static constexpr char FileName[] = "tables.sqlite";

    TableStore() = default;
    ~TableStore();
    TableStore(const TableStore &) = delete;
    TableStore &operator=(const TableStore &) = delete;

    // The database of the data folder `folder`.
    static QString databaseIn(const QString &folder);
    // Opens (creating it, mode 0600, unless `readOnly`) the database at `path`. "" or why not.
    QString open(const QString &path, bool readOnly = false);
    using SqliteDb::isOpen;
    void close();

    // A transaction: every put and remove between begin() and commit() is one write to disk.
    using SqliteDb::begin;
    using SqliteDb::commit;
    void rollback();
    QString put(const QString &code, const QByteArray &content);
    QString remove(const QString &code);
    // The content of `code`; none when there is no such table (or `*error`).
    std::optional<QByteArray> get(const QString &code, QString *error = nullptr);
    // Every table, by code.
    QString forEach(const std::function<void(const QString &code, const QByteArray &content)> &f);
    // Moves every `*.fortuna` file of `folder` (a data folder written before the database) into
    // the database, in one transaction, then into `folder/imported/`. Files that are not tables
    // are left where they are and named in `*skipped`. Returns "" or why the import failed.
    QString importFiles(const QString &folder, int *imported, QStringList *skipped);

private:
    sqlite3_stmt *m_put = nullptr;
    sqlite3_stmt *m_remove = nullptr;
    sqlite3_stmt *m_get = nullptr;
};

} // namespace fortuna::net
