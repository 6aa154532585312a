// SPDX-License-Identifier: GPL-3.0-or-later
// The server's connections until their WebSocket is open (docs/network.md, "Limits"): the
// server accepts the TCP connections itself (TCP_NODELAY: small messages answered by small
// messages would otherwise wait for delayed acknowledgements), does the TLS handshake of wss://,
// then hands them to the WebSocket server. Every such pending handshake counts against
// --max-connections, is closed 10 s (helloTimeoutMs) after the accept whatever it sent, one
// address has at most startupsPerAddress of them, and past startupsBegin of them new ones are
// refused at random (OpenSSH's PerSourceMaxStartups and MaxStartups). When the file
// descriptors run out, accepting pauses a moment instead of spinning on the listening socket.
#include "net/server.h"

#include <QPointer>
#include <QRandomGenerator>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QWebSocket>
#include <QWebSocketServer>
#if QT_CONFIG(ssl)
#include <QSslSocket>
#endif

#include <sys/resource.h>

namespace fortuna::net
{

namespace
{

// A TCP server whose connections are QSslSockets for wss://.
class Acceptor : public QTcpServer
{
public:
    Acceptor(bool tls, QObject *parent)
        : QTcpServer(parent)
        , m_tls(tls)
    {
    }

protected:
    void incomingConnection(qintptr descriptor) override
    {
#if QT_CONFIG(ssl)
        if (m_tls) {
            auto *socket = new QSslSocket(this);
            if (!socket->setSocketDescriptor(descriptor)) {
                delete socket;
                return;
            }
            addPendingConnection(socket);
            return;
        }
#endif
        QTcpServer::incomingConnection(descriptor);
    }

private:
    bool m_tls;
};

} // namespace

QString Server::listen(bool tls)
{
    // File descriptors: enough for every connection and handshake the limits allow, and a
    // reserve (the database, the event loop's own); the limits shrink to what there is. The
    // server then refuses a connection (accepted and closed at once) before accept() fails.
    constexpr rlim_t reserve = 64;
    rlimit files{};
    if (::getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur != RLIM_INFINITY) {
        const rlim_t want = rlim_t(m_config.maxConnections) + rlim_t(m_config.startupsFull) + reserve;
        if (files.rlim_cur < want && files.rlim_cur < files.rlim_max) {
            files.rlim_cur = std::min(want, files.rlim_max);
            ::setrlimit(RLIMIT_NOFILE, &files);
            ::getrlimit(RLIMIT_NOFILE, &files);
        }
        m_maxSockets = files.rlim_cur > 2 * reserve ? int(std::min<rlim_t>(files.rlim_cur - reserve, 1 << 30)) : int(files.rlim_cur / 2);
    }

    m_tcp = new Acceptor(tls, this);
    m_tcp->setMaxPendingConnections(m_config.startupsFull);
    // The kernel's queue of connections not yet accepted (Qt's default: 50): when the event loop
    // waits a moment for a core while many connect, a longer queue keeps a newcomer's SYN from
    // being dropped (its client would try again 1, 3, 7 s later). The kernel caps it (somaxconn).
    m_tcp->setListenBacklogSize(std::max(128, m_config.startupsFull));
    connect(m_tcp, &QTcpServer::newConnection, this, &Server::onTcpConnection);
    connect(m_tcp, &QTcpServer::acceptError, this, [this](QAbstractSocket::SocketError error) {
        // Out of file descriptors (or another error of accept): wait a moment rather than
        // try again at once, which spins while the descriptors stay taken.
        qWarning("fortuna-net: cannot accept connections (%s): pausing %d ms", qPrintable(m_tcp->errorString()), m_config.acceptPauseMs);
        Q_UNUSED(error);
        m_tcp->pauseAccepting();
        QTimer::singleShot(m_config.acceptPauseMs, m_tcp, [tcp = m_tcp]() {
            tcp->resumeAccepting();
        });
    });
    m_handshakeTimer = new QTimer(this);
    m_handshakeTimer->setInterval(1000);
    connect(m_handshakeTimer, &QTimer::timeout, this, &Server::checkHandshakes);
    if (!m_tcp->listen(m_config.address, m_config.port))
        return QStringLiteral("cannot listen on port %1: %2").arg(m_config.port).arg(m_tcp->errorString());
    return QString();
}

bool Server::refuseStartup(int pending) const
{
    if (pending >= m_config.startupsFull)
        return true;
    if (pending < m_config.startupsBegin)
        return false;
    const int span = std::max(1, m_config.startupsFull - m_config.startupsBegin);
    const int percent = m_config.startupsRate + (100 - m_config.startupsRate) * (pending - m_config.startupsBegin) / span;
    return int(QRandomGenerator::global()->bounded(100)) < percent;
}

QTcpSocket *Server::handshakeToDrop(const QString &address) const
{
    // The address holding the most handshakes, and its oldest one (the ties: the oldest of all).
    int most = 0;
    for (auto it = m_handshakesFrom.cbegin(); it != m_handshakesFrom.cend(); ++it)
        most = std::max(most, it.value());
    if (most <= m_handshakesFrom.value(address))
        return nullptr; // the newcomer's address holds as many as any: MaxStartups decides
    QTcpSocket *oldest = nullptr;
    qint64 since = 0;
    for (auto it = m_handshakes.cbegin(); it != m_handshakes.cend(); ++it)
        if (m_handshakesFrom.value(it->address) == most && (!oldest || it->since < since)) {
            oldest = it.key();
            since = it->since;
        }
    return oldest;
}

void Server::dropHandshake(QTcpSocket *socket)
{
    forgetHandshake(socket);
    ++m_handshakesClosed;
    // Closed after what the WebSocket server was already told of it (a queued read, which
    // would find the socket closed): it is told nothing more.
    socket->disconnect(m_server);
    QMetaObject::invokeMethod(
        socket,
        [socket]() {
            socket->abort();
            socket->deleteLater();
        },
        Qt::QueuedConnection);
}

void Server::forgetHandshake(QTcpSocket *socket)
{
    const auto it = m_handshakes.find(socket);
    if (it == m_handshakes.end())
        return;
    const auto from = m_handshakesFrom.find(it->address);
    if (from != m_handshakesFrom.end() && --*from <= 0)
        m_handshakesFrom.erase(from);
    m_handshakes.erase(it);
}

void Server::onTcpConnection()
{
    while (QTcpSocket *socket = m_tcp->nextPendingConnection()) {
        int pending = int(m_handshakes.size());
        const QString address = addressKey(socket->peerAddress());
        // Past MaxStartups' BEGIN, a newcomer from an address that holds fewer handshakes than
        // another takes the place of that address's oldest one: however many addresses attack
        // (each within its own cap), a new address is served and a slow handshake goes first.
        if (pending >= m_config.startupsBegin && m_handshakesFrom.value(address) < m_config.startupsPerAddress)
            if (QTcpSocket *drop = handshakeToDrop(address)) {
                dropHandshake(drop);
                pending = int(m_handshakes.size());
            }
        const int open = int(m_connections.size()) + pending;
        if (open >= m_config.maxConnections || open >= m_maxSockets || m_handshakesFrom.value(address) >= m_config.startupsPerAddress
            || refuseStartup(pending)) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        m_handshakes.insert(socket, Handshake{now(), address});
        ++m_handshakesFrom[address];
        connect(socket, &QObject::destroyed, this, [this, socket]() {
            forgetHandshake(socket);
        });
        connect(socket, &QAbstractSocket::disconnected, this, [this, socket]() {
            forgetHandshake(socket);
        });
        if (!m_handshakeTimer->isActive())
            m_handshakeTimer->start();
#if QT_CONFIG(ssl)
        if (auto *ssl = qobject_cast<QSslSocket *>(socket)) {
            ssl->setSslConfiguration(m_ssl);
            connect(ssl, &QSslSocket::encrypted, this, [this, ssl]() {
                m_server->handleConnection(ssl);
            });
            connect(ssl, &QSslSocket::sslErrors, ssl, [ssl]() {
                ssl->abort();
            });
            ssl->startServerEncryption();
            continue;
        }
#endif
        m_server->handleConnection(socket);
    }
}

void Server::checkHandshakes()
{
    const qint64 at = now();
    QList<QTcpSocket *> late;
    for (auto it = m_handshakes.cbegin(); it != m_handshakes.cend(); ++it)
        if (at - it->since >= m_config.helloTimeoutMs)
            late.append(it.key());
    for (QTcpSocket *socket : late)
        dropHandshake(socket);
    if (m_handshakes.isEmpty() && m_handshakeTimer)
        m_handshakeTimer->stop();
}

void Server::onNewConnection()
{
    while (QWebSocket *socket = m_server->nextPendingConnection()) {
        // Its handshake is done: it counts as a connection from now on.
        for (auto it = m_handshakes.begin(); it != m_handshakes.end(); ++it)
            if (it.key()->peerPort() == socket->peerPort() && it.key()->peerAddress() == socket->peerAddress()) {
                forgetHandshake(it.key());
                break;
            }
        if (int(m_connections.size()) >= m_config.maxConnections) {
            socket->sendTextMessage(
                QString::fromUtf8(encode(errorMessage(QLatin1String(error::ServerFull), QStringLiteral("the server has too many connections"), true))));
            socket->close(QWebSocketProtocol::CloseCodePolicyViolated);
            socket->deleteLater();
            continue;
        }
        const quint64 id = m_nextId++;
        Connection &c = m_connections[id];
        c.id = id;
        c.socket = socket;
        c.address = addressKey(socket->peerAddress());
        c.tokens = m_config.rateBurst;
        c.clock.start();
        socket->setParent(this);
        // Twice the largest message: a larger one is read and refused with `too-large` before
        // the connection closes; past this Qt closes it at once (1009).
        socket->setMaxAllowedIncomingFrameSize(2 * MaxClientMessage);
        socket->setMaxAllowedIncomingMessageSize(2 * MaxClientMessage);
        socket->setOutgoingFrameSize(64 * 1024);
        connect(socket, &QWebSocket::textMessageReceived, this, [this, id](const QString &text) {
            onMessage(id, text.toUtf8());
        });
        connect(socket, &QWebSocket::binaryMessageReceived, this, [this, id](const QByteArray &) {
            if (Connection *c = connection(id))
                refuse(*c, Refusal{QLatin1String(error::BadMessage), QStringLiteral("binary frames are not messages of fortuna-net/1"), false, {}, {}});
        });
        connect(socket, &QWebSocket::bytesWritten, this, [this, id](qint64 n) {
            if (Connection *c = connection(id))
                c->queued = std::max<qint64>(0, c->queued - n);
        });
        // Queued: abort() may report the disconnection at once, inside a handler that still uses
        // the connection.
        connect(
            socket,
            &QWebSocket::disconnected,
            this,
            [this, id]() {
                onDisconnected(id);
            },
            Qt::QueuedConnection);
        QPointer<QWebSocket> guard(socket);
        QTimer::singleShot(m_config.helloTimeoutMs, this, [this, id, guard]() {
            Connection *c = connection(id);
            if (c && guard && !c->hello)
                closeConnection(id,
                                errorMessage(QLatin1String(error::HelloFirst), QStringLiteral("no hello"), true),
                                QWebSocketProtocol::CloseCodePolicyViolated);
        });
    }
}

} // namespace fortuna::net
