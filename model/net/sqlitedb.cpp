// SPDX-License-Identifier: GPL-3.0-or-later
#include "sqlitedb.h"

#include <QFile>

#include <sqlite3.h>

namespace fortuna::net
{

SqliteDb::~SqliteDb()
{
    close();
}

QString SqliteDb::open(const QString &path, int flags)
{
    close();
    const QByteArray name = QFile::encodeName(path);
    if (sqlite3_open_v2(name.constData(), &m_db, flags | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
        const QString why = QStringLiteral("cannot open the database %1: %2").arg(path, m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QString());
        close();
        return why;
    }
    sqlite3_busy_timeout(m_db, 5000);
    return QString();
}

void SqliteDb::close()
{
    if (m_db)
        sqlite3_close(m_db);
    m_db = nullptr;
}

QString SqliteDb::error(const char *what) const
{
    return QStringLiteral("%1: %2").arg(QLatin1String(what), m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("no database"));
}

QString SqliteDb::exec(const char *sql)
{
    char *message = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &message) == SQLITE_OK)
        return QString();
    const QString why = QStringLiteral("%1: %2").arg(QLatin1String(sql), QString::fromUtf8(message ? message : "error"));
    sqlite3_free(message);
    return why;
}

QString SqliteDb::begin()
{
    return m_db ? exec("BEGIN IMMEDIATE") : error("begin");
}

QString SqliteDb::commit()
{
    return m_db ? exec("COMMIT") : error("commit");
}

} // namespace fortuna::net
