// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/server.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTcpServer>
#include <QThread>
#include <QThreadPool>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>
#if QT_CONFIG(ssl)
#include <QSslCertificate>
#include <QSslKey>
#endif

#include <algorithm>

namespace fortuna::net
{

Server::Server(ServerConfig config, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_guesses(m_config.guessBurst, m_config.guessesPerMinute / 60.0, m_config.globalGuessBurst, m_config.globalGuessesPerSecond)
    , m_hashing(new QThreadPool(this))
    , m_computing(new QThreadPool(this))
{
    m_hashing->setMaxThreadCount(1);
    // One pool for the computers of every table: however many tables play, their searches take
    // these threads and no more, at idle priority (never before the connections: issue 41).
    m_computing->setMaxThreadCount(m_config.computerThreads > 0 ? m_config.computerThreads : std::max(1, QThread::idealThreadCount()));
    m_computing->setThreadPriority(QThread::IdlePriority);
    m_computing->setObjectName(QStringLiteral("Fortuna computer players"));
}

Server::~Server()
{
    m_hashing->waitForDone(); // its answers, queued to this server, are dropped with it
    if (m_writer)
        m_writer->flush();
    for (auto &[id, c] : m_connections) {
        c.socket->disconnect(this);
        c.socket->abort();
        c.socket->deleteLater();
    }
    m_connections.clear();
}

QString Server::tableKey(const QString &code) const
{
    return m_config.dataDir.isEmpty() ? QString() : code;
}

QString Server::start()
{
    const bool tls = !m_config.tlsCertificate.isEmpty() || !m_config.tlsKey.isEmpty();
    // The server accepts the TCP connections itself and does their TLS handshake (serveraccept.cpp):
    // the WebSocket server gets them once encrypted, in either mode.
    m_server = new QWebSocketServer(m_config.serverName, QWebSocketServer::NonSecureMode, this);
    m_tls = tls;
    if (tls) {
        const QString why = reloadTls();
        if (!why.isEmpty())
            return why;
    }
    if (!m_config.dataDir.isEmpty()) {
        if (!QDir().mkpath(m_config.dataDir))
            return QStringLiteral("cannot create the data folder %1").arg(m_config.dataDir);
        const QString database = TableStore::databaseIn(m_config.dataDir);
        m_store = std::make_unique<TableStore>();
        QString why = m_store->open(database);
        // The writer before the tables: adopt() gives each table its saver.
        m_writer = new TableWriter(database, this);
        connect(m_writer, &TableWriter::written, this, [this](const QString &code, quint64 ticket, const QString &error) {
            if (Table *t = table(code))
                t->saved(ticket, error);
        });
        if (why.isEmpty())
            why = m_store->importFiles(m_config.dataDir, &m_imported, &m_loadErrors);
        if (why.isEmpty())
            why = m_store->forEach([this](const QString &code, const QByteArray &content) {
                QString error;
                std::unique_ptr<Table> t = Table::read(content, code, &error);
                if (!t) {
                    m_loadErrors.append(code + QStringLiteral(": ") + error);
                    return;
                }
                if (t->over() || t->closed() || int(m_tables.size()) >= m_config.maxTables)
                    return; // a finished or closed game stays in the database as a record
                if (!t->started() || t->moveTime() == 0)
                    m_orphans[code] = now(); // its host (its players) have the grace period to come back
                adopt(std::move(t));
                ++m_loaded;
            });
        if (!why.isEmpty())
            return why;
        checkDeadlines(); // a seat whose time ran out while the server was stopped
    }
    m_server->setMaxPendingConnections(64);
    m_server->setHandshakeTimeout(m_config.helloTimeoutMs);
    connect(m_server, &QWebSocketServer::newConnection, this, &Server::onNewConnection);
    m_lobbyTimer = new QTimer(this);
    m_lobbyTimer->setTimerType(Qt::CoarseTimer);
    connect(m_lobbyTimer, &QTimer::timeout, this, &Server::expireLobbies);
    m_lobbyTimer->start(int(std::clamp<qint64>(m_config.lobbyGraceMs / 4, 1000, 60000)));
    return listen(tls);
}

QString Server::reloadTls()
{
    if (!m_tls)
        return QStringLiteral("the server does not use TLS");
#if QT_CONFIG(ssl)
    QFile certFile(m_config.tlsCertificate), keyFile(m_config.tlsKey);
    if (!certFile.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read the TLS certificate %1: %2").arg(m_config.tlsCertificate, certFile.errorString());
    if (!keyFile.open(QIODevice::ReadOnly))
        return QStringLiteral("cannot read the TLS key %1: %2").arg(m_config.tlsKey, keyFile.errorString());
    const QList<QSslCertificate> chain = QSslCertificate::fromDevice(&certFile, QSsl::Pem);
    QSslKey key(&keyFile, QSsl::Rsa, QSsl::Pem);
    if (key.isNull()) {
        keyFile.seek(0);
        key = QSslKey(&keyFile, QSsl::Ec, QSsl::Pem);
    }
    if (chain.isEmpty() || key.isNull())
        return QStringLiteral("%1 and %2 are not a PEM certificate and its key").arg(m_config.tlsCertificate, m_config.tlsKey);
    // New connections get the new certificate; the open ones keep their session.
    QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
    ssl.setLocalCertificateChain(chain);
    ssl.setPrivateKey(key);
    ssl.setPeerVerifyMode(QSslSocket::VerifyNone);
    m_ssl = ssl;
    return QString();
#else
    return QStringLiteral("this build of Qt has no TLS support");
#endif
}

quint16 Server::port() const
{
    return m_tcp ? m_tcp->serverPort() : 0;
}
QHostAddress Server::address() const
{
    return m_tcp ? m_tcp->serverAddress() : QHostAddress();
}
bool Server::secure() const
{
    return m_tls;
}

Server::Connection *Server::connection(quint64 id)
{
    const auto it = m_connections.find(id);
    return it == m_connections.end() ? nullptr : &it->second;
}

void Server::send(quint64 id, const QJsonObject &message)
{
    const Connection *c = connection(id);
    if (!c)
        return;
    if (Table *t = table(c->table))
        t->post(id, encode(message));
    else
        write(id, encode(message));
}

void Server::write(quint64 id, const QByteArray &bytes)
{
    Connection *c = connection(id);
    if (!c || !c->socket)
        return;
    if (c->queued + bytes.size() > m_config.maxQueuedOutput) {
        // A client that does not read: disconnect it (its seat stays its own).
        c->socket->abort();
        return;
    }
    c->queued += bytes.size();
    c->socket->sendTextMessage(QString::fromUtf8(bytes));
}

void Server::closeConnection(quint64 id, const QJsonObject &last, int closeCode)
{
    Connection *c = connection(id);
    if (!c || !c->socket)
        return;
    if (!last.isEmpty())
        write(id, encode(last));
    c->socket->close(QWebSocketProtocol::CloseCode(closeCode));
}

void Server::onDisconnected(quint64 id)
{
    handleDeferredOf(id); // what it said before it went (a leave, a create) still counts
    const auto it = m_connections.find(id);
    if (it == m_connections.end())
        return;
    Connection c = std::move(it->second);
    m_connections.erase(it);
    if (Table *t = table(c.table)) {
        t->detach(id, c.role, false);
        if (c.role == Table::HostRole && !t->started() && !t->hostPresent())
            m_orphans[c.table] = now(); // its lobby expires unless the host comes back
        else if (t->started() && !t->over() && t->moveTime() == 0 && !t->personPresent())
            m_orphans.try_emplace(c.table, now()); // closed unless a player comes back
        if (t->over() && !t->hasPeers())
            QTimer::singleShot(0, this, [this, code = c.table]() {
                Table *t = table(code);
                if (t && t->over() && !t->hasPeers())
                    removeTable(code);
            });
    }
    c.socket->disconnect(this);
    c.socket->deleteLater();
    Q_EMIT connectionClosed();
}

void Server::onMessage(quint64 id, const QByteArray &bytes)
{
    Connection *c = connection(id);
    if (!c)
        return;
    // The rate limit: a token bucket.
    c->tokens = std::min(m_config.rateBurst, c->tokens + double(c->clock.restart()) * m_config.ratePerSecond / 1000.0);
    if (c->tokens < 1) {
        if (++c->dropped >= m_config.maxDropped) {
            closeConnection(id,
                            errorMessage(QLatin1String(error::RateLimit), QStringLiteral("too many messages"), true),
                            QWebSocketProtocol::CloseCodePolicyViolated);
            return;
        }
        send(id, errorMessage(QLatin1String(error::RateLimit), QStringLiteral("too many messages: this one was dropped")));
        return;
    }
    c->tokens -= 1;
    c->dropped = 0;
    if (c->deferred == 0 && (c->waiting || playing(*c))) {
        take(*c, bytes);
        return;
    }
    if (m_deferredBytes + bytes.size() > MaxDeferredBytes) {
        // The queue is full (the server cannot keep up): handled at once, its earlier ones
        // first, so that reading the sockets slows down as before instead of the queue growing.
        handleDeferredOf(id);
        if (Connection *again = connection(id))
            take(*again, bytes);
        return;
    }
    // Not in a game: after the players' messages (in its turn with its earlier ones).
    ++c->deferred;
    m_deferredBytes += bytes.size();
    m_deferred.push_back(Deferred{id, bytes});
    if (!m_deferredScheduled) {
        m_deferredScheduled = true;
        QMetaObject::invokeMethod(this, &Server::handleDeferred, Qt::QueuedConnection);
    }
}

bool Server::playing(const Connection &c) const
{
    const Table *t = c.table.isEmpty() ? nullptr : table(c.table);
    return t && t->started();
}

void Server::take(Connection &c, const QByteArray &bytes)
{
    if (c.waiting) {
        if (c.queue.size() < MaxWaiting)
            c.queue.append(bytes);
        else // answered, as every message is
            send(c.id, errorMessage(QLatin1String(error::RateLimit), QStringLiteral("%1 messages wait already: this one was dropped").arg(MaxWaiting)));
        return;
    }
    handle(c, bytes);
}

void Server::handleDeferred()
{
    // A slice of a few milliseconds, then the event loop reads the sockets again (a player's
    // decision is handled at once) before the next slice.
    constexpr qint64 SliceNs = 2000000;
    m_deferredScheduled = false;
    QElapsedTimer slice;
    slice.start();
    while (!m_deferred.empty() && slice.nsecsElapsed() < SliceNs) {
        const Deferred d = std::move(m_deferred.front());
        m_deferred.pop_front();
        m_deferredBytes -= d.bytes.size();
        if (Connection *c = connection(d.id)) {
            --c->deferred;
            take(*c, d.bytes);
        }
    }
    if (!m_deferred.empty() && !m_deferredScheduled) {
        m_deferredScheduled = true;
        QMetaObject::invokeMethod(this, &Server::handleDeferred, Qt::QueuedConnection);
    }
}

void Server::handleDeferredOf(quint64 id)
{
    Connection *c = connection(id);
    if (!c || c->deferred == 0)
        return;
    std::vector<QByteArray> mine;
    for (auto it = m_deferred.begin(); it != m_deferred.end();)
        if (it->id == id) {
            m_deferredBytes -= it->bytes.size();
            mine.push_back(std::move(it->bytes));
            it = m_deferred.erase(it);
        } else {
            ++it;
        }
    c->deferred = 0;
    for (const QByteArray &bytes : mine) {
        take(*c, bytes);
        c = connection(id);
        if (!c)
            return;
    }
}

void Server::handle(Connection &c, const QByteArray &bytes)
{
    const ParseResult p = parseClientMessage(bytes);
    if (!p.ok()) {
        if (p.error == QLatin1String(error::TooLarge)) {
            closeConnection(c.id, errorMessage(p.error, p.text, true), QWebSocketProtocol::CloseCodeTooMuchData);
            return;
        }
        Refusal r{p.error, p.text, false, {}, {}};
        if (!p.field.isEmpty())
            r.extra.insert(QStringLiteral("field"), p.field);
        if (!c.hello) {
            closeConnection(c.id,
                            errorMessage(QLatin1String(error::HelloFirst), QStringLiteral("the first message must be hello"), true),
                            QWebSocketProtocol::CloseCodeProtocolError);
            return;
        }
        refuse(c, r);
        return;
    }
    dispatch(c, *p.message);
}

void Server::refuse(Connection &c, const Refusal &r)
{
    const quint64 id = c.id;
    if (r.code == QLatin1String(error::BadMessage) && ++c.bad >= m_config.maxBadMessages) {
        QJsonObject m = r.message();
        m.insert(QStringLiteral("fatal"), true);
        closeConnection(id, m, QWebSocketProtocol::CloseCodePolicyViolated);
        return;
    }
    if (!r.delayed) {
        send(id, r.message());
        return;
    }
    answerLater(c, r.message());
}

void Server::answerLater(Connection &c, const QJsonObject &message)
{
    const quint64 id = c.id;
    c.waiting = true;
    QTimer::singleShot(m_config.refusalDelayMs, this, [this, id, message]() {
        if (!connection(id))
            return;
        send(id, message);
        resume(id);
    });
}

void Server::resume(quint64 id)
{
    Connection *c = connection(id);
    if (!c)
        return;
    c->waiting = false;
    while (!c->waiting && !c->queue.isEmpty()) {
        const QByteArray next = c->queue.takeFirst();
        handle(*c, next);
        c = connection(id);
        if (!c)
            return;
    }
}

void Server::dispatch(Connection &c, const ClientMessage &m)
{
    if (!c.hello) {
        if (m.type != MessageType::Hello) {
            closeConnection(c.id,
                            errorMessage(QLatin1String(error::HelloFirst), QStringLiteral("the first message must be hello"), true),
                            QWebSocketProtocol::CloseCodeProtocolError);
            return;
        }
        if (m.protocol != QLatin1String(Protocol)) {
            QJsonObject e = errorMessage(QLatin1String(error::Protocol),
                                         QStringLiteral("this server speaks %1, not %2").arg(QLatin1String(Protocol), shown(m.protocol)),
                                         true);
            e.insert(QStringLiteral("protocol"), QLatin1String(Protocol));
            closeConnection(c.id, e, QWebSocketProtocol::CloseCodeProtocolError);
            return;
        }
        c.hello = true;
        send(c.id,
             QJsonObject{{QStringLiteral("type"), QStringLiteral("welcome")},
                         {QStringLiteral("protocol"), QLatin1String(Protocol)},
                         {QStringLiteral("server"), m_config.serverName}});
        return;
    }
    if (dispatchLobby(c, m))
        return;
    Table *t = table(c.table);
    auto refused = [&](const char *code, const QString &text) {
        refuse(c, Refusal{QLatin1String(code), text, false, {}, {}});
    };
    switch (m.type) {
    case MessageType::Hello:
        refused(error::BadMessage, QStringLiteral("hello: said already"));
        return;
    case MessageType::Create: {
        if (t)
            return refused(error::AlreadySeated, QStringLiteral("this connection has a table already"));
        if (const std::optional<Refusal> r = refuseCreate(c))
            return refuse(c, *r);
        if (m.password && !m.password->isEmpty())
            return hashNewPassword(c, m); // on the worker, within the guess budget
        return hostTable(c, m, nullptr);
    }
    case MessageType::Join:
    case MessageType::Rejoin: {
        if (t)
            return refused(error::AlreadySeated, QStringLiteral("this connection has a table already"));
        // A code or a token is a guess of a secret (a password too: checkPassword).
        Table *target = table(m.code);
        if (m.type == MessageType::Join && target && target->hasPassword())
            return checkPassword(c, m);
        if (!takeGuess(c))
            return;
        if (!target)
            return refuse(c, Refusal{QLatin1String(error::NoTable), QStringLiteral("no table has the code %1").arg(m.code), true, {}, {}});
        if (m.type == MessageType::Join)
            return joinTable(c, target, m, false);
        int role = Table::NoRole;
        const quint64 id = c.id;
        const std::optional<Refusal> r = target->rejoin(id, m.token, &role);
        Connection *again = connection(id);
        if (!again)
            return;
        if (r)
            return refuse(*again, *r);
        refundGuess(*again);
        again->table = m.code;
        again->role = role;
        if (role == Table::HostRole)
            m_orphans.erase(m.code);
        return;
    }
    case MessageType::Status:
        return status(c, m);
    default:
        break;
    }
    if (!t)
        return refused(error::NoSeat, QStringLiteral("this connection has no table"));
    std::optional<Refusal> r;
    switch (m.type) {
    case MessageType::Start:
        r = t->start(c.role);
        break;
    case MessageType::Assign:
        r = t->assign(c.role, m.seat, m.ai);
        break;
    case MessageType::Decide:
        r = t->decide(c.role, m);
        break;
    case MessageType::Leave: {
        const quint64 id = c.id;
        const int role = c.role;
        c.table.clear();
        c.role = Table::NoRole;
        t->detach(id, role, true);
        closeConnection(id, {}, QWebSocketProtocol::CloseCodeNormal);
        return;
    }
    default:
        break;
    }
    if (r)
        if (Connection *again = connection(c.id))
            refuse(*again, *r);
}

} // namespace fortuna::net
