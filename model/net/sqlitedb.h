// SPDX-License-Identifier: GPL-3.0-or-later
// One SQLite connection (libsqlite3, no Qt SQL), as the server's table store and the app's
// "Your games" store use it: opened with a busy timeout of 5 s, its errors in words (English,
// for the log), statements and transactions run. One connection per thread: it is used by
// the thread that opened it.
#pragma once

#include <QString>

struct sqlite3;

namespace fortuna::net
{

class SqliteDb
{
public:
    SqliteDb() = default;
    ~SqliteDb();
    SqliteDb(const SqliteDb &) = delete;
    SqliteDb &operator=(const SqliteDb &) = delete;

    // Opens the database at `path` with sqlite3_open_v2's `flags` (SQLITE_OPEN_NOMUTEX added).
    // "" or "cannot open the database PATH: why".
    QString open(const QString &path, int flags);
    bool isOpen() const { return m_db != nullptr; }
    void close();
    sqlite3 *handle() const { return m_db; }

    // "what: SQLite's last error".
    QString error(const char *what) const;
    // Runs `sql` (statements without results): "" or "SQL: why".
    QString exec(const char *sql);
    QString begin();
    QString commit();

private:
    sqlite3 *m_db = nullptr;
};

} // namespace fortuna::net
