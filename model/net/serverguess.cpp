// SPDX-License-Identifier: GPL-3.0-or-later
// Guesses of the server's secrets (docs/network.md, "Limits"): a table's password, a code, a
// token. Each takes a token of its client's address, a password (hashed) one of the whole
// server's too (AddressBudget, nginx's limit_req; a right one is given back), and once they are
// spent the guess is refused at once, `rate-limit` with `retryAfter`, before any work. A password is hashed (PBKDF2,
// 10 000 rounds) on the server's one worker thread, never on its event loop: the connection's
// next messages wait, and the answer comes back to the event loop.
#include "net/server.h"

#include <QThreadPool>
#include <QWebSocket>

#include <algorithm>
#include <cmath>

#if defined(Q_OS_LINUX)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace fortuna::net
{

namespace
{

// The hashing thread runs at nice 10 (Linux: a thread's own niceness): the event loop of the
// same process comes first when both want a core, whatever the guesses cost (issue 41).
void lowerThisThread()
{
#if defined(Q_OS_LINUX)
    thread_local bool lowered = false;
    if (!lowered) {
        lowered = true;
        ::setpriority(PRIO_PROCESS, id_t(::syscall(SYS_gettid)), 10);
    }
#endif
}

} // namespace

bool Server::takeGuess(Connection &c, int n, bool hashed)
{
    const qint64 wait = m_guesses.take(c.address, now(), n, hashed);
    if (wait == 0)
        return true;
    const qint64 seconds = (wait + 999) / 1000;
    Refusal r{QLatin1String(error::RateLimit),
              QStringLiteral("too many guesses of a code, password or token from your address: try again in %1 s").arg(seconds),
              false,
              {{QStringLiteral("retryAfter"), seconds}},
              {}};
    refuse(c, r);
    return false;
}

void Server::refundGuess(const Connection &c, int n, bool hashed)
{
    m_guesses.refund(c.address, n, hashed);
}

void Server::checkPassword(Connection &c, const ClientMessage &m)
{
    if (!takeGuess(c, 1, true))
        return;
    const Table *target = table(m.code);
    c.waiting = true; // its next messages wait for the answer
    ++m_passwordChecks;
    const PasswordCheck check = target->passwordCheck();
    const quint64 id = c.id;
    m_hashing->start([this, check, m, id]() {
        lowerThisThread();
        const bool ok = check.matches(m.password);
        // Back on the event loop (dropped if the server is gone: its destructor waits for this).
        QMetaObject::invokeMethod(
            this,
            [this, m, id, ok]() {
                passwordChecked(id, m, ok);
            },
            Qt::QueuedConnection);
    });
}

std::optional<Refusal> Server::refuseCreate(const Connection &c) const
{
    if (int(m_tables.size()) >= m_config.maxTables)
        return refusal(error::ServerFull, QStringLiteral("the server has too many tables"));
    const auto own = std::count_if(m_creators.begin(), m_creators.end(), [&](const auto &entry) {
        return entry.second == c.address;
    });
    if (own >= m_config.maxTablesPerAddress)
        return refusal(error::ServerFull, QStringLiteral("your address has %1 tables on this server already").arg(m_config.maxTablesPerAddress));
    return std::nullopt;
}

void Server::hashNewPassword(Connection &c, const ClientMessage &m)
{
    if (!takeGuess(c, 1, true))
        return;
    c.waiting = true;
    ++m_passwordChecks;
    const quint64 id = c.id;
    m_hashing->start([this, m, id]() {
        lowerThisThread();
        const PasswordCheck key = PasswordCheck::make(*m.password);
        QMetaObject::invokeMethod(
            this,
            [this, m, id, key]() {
                Connection *c = connection(id);
                if (!c)
                    return;
                c->waiting = false;
                if (const std::optional<Refusal> r = refuseCreate(*c)) // meanwhile
                    refuse(*c, *r);
                else
                    hostTable(*c, m, &key);
                resume(id);
            },
            Qt::QueuedConnection);
    });
}

void Server::hostTable(Connection &c, const ClientMessage &m, const PasswordCheck *key)
{
    Refusal r;
    Table *nt = createTable(m, &r, key);
    if (!nt)
        return refuse(c, r);
    const QString code = nt->code();
    m_creators[code] = c.address;
    c.table = code;
    c.role = Table::HostRole;
    send(c.id, QJsonObject{{QStringLiteral("type"), QStringLiteral("created")}, {QStringLiteral("code"), code}, {QStringLiteral("token"), nt->hostToken()}});
    nt->attachHost(c.id);
}

void Server::passwordChecked(quint64 id, const ClientMessage &m, bool ok)
{
    Connection *c = connection(id);
    if (!c)
        return;
    Table *target = table(m.code);
    if (!ok || !target) {
        const Refusal r = !target ? Refusal{QLatin1String(error::NoTable), QStringLiteral("no table has the code %1").arg(m.code), true, {}, {}}
                                  : refusal(error::BadPassword, QStringLiteral("wrong password for table %1").arg(m.code), true);
        answerLater(*c, r.message()); // the next messages wait on
        return;
    }
    c->waiting = false;
    if (m.type == MessageType::Watch)
        watchTable(*c, target, m, true);
    else
        joinTable(*c, target, m, true);
    resume(id);
}

void Server::joinTable(Connection &c, Table *target, const ClientMessage &m, bool passwordChecked)
{
    int role = Table::NoRole;
    const quint64 id = c.id;
    const std::optional<Refusal> r = target->join(id, m, &role, passwordChecked);
    Connection *again = connection(id);
    if (!again)
        return;
    if (r) {
        if (r->code != QLatin1String(error::BadPassword))
            refundGuess(*again, 1, passwordChecked); // the code and the password were right
        return refuse(*again, *r);
    }
    refundGuess(*again, 1, passwordChecked);
    again->table = m.code;
    again->role = role;
}

void Server::watchTable(Connection &c, Table *target, const ClientMessage &m, bool passwordChecked)
{
    const quint64 id = c.id;
    const std::optional<Refusal> r = target->watch(id, m.password, m_config.maxSpectators, passwordChecked);
    Connection *again = connection(id);
    if (!again)
        return;
    if (r) {
        if (r->code != QLatin1String(error::BadPassword))
            refundGuess(*again, 1, passwordChecked);
        return refuse(*again, *r);
    }
    refundGuess(*again, 1, passwordChecked);
    again->table = m.code;
    again->role = Table::SpectatorRole;
}

} // namespace fortuna::net
