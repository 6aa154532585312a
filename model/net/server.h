// SPDX-License-Identifier: GPL-3.0-or-later
// The fortuna-net/1 server (docs/network.md): a WebSocket server holding many tables. It reads
// and checks every message (size, schema, rate limit), routes it to the connection's table,
// refuses guesses of codes, passwords and tokens after a delay, and caps connections, tables
// and the output queued for a slow reader. With a data folder, every table is saved into its
// database (DATA/tables.sqlite) after each change (by a TableWriter thread; the table's messages
// wait for it) and reloaded when the server starts; table files of an older server are imported
// once. It hands the seats of turn-based tables whose time ran out to a computer (one timer for
// the nearest deadline) and answers `status`. Used by fortuna-server, the app and the tests.
#pragma once

#include "net/budget.h"
#include "net/table.h"
#include "net/tablestore.h"
#include "net/tablewriter.h"

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QtNetwork/qtnetworkglobal.h>
#if QT_CONFIG(ssl)
#include <QSslConfiguration>
#endif

#include <deque>
#include <functional>
#include <map>
#include <memory>

class QTimer;
class QWebSocket;
class QTcpServer;
class QTcpSocket;
class QThreadPool;
class QWebSocketServer;

namespace fortuna::net
{

struct ServerConfig {
    QHostAddress address = QHostAddress::Any;
    quint16 port = DefaultPort; // 0: any free port (see Server::port())
    QString dataDir; // "" : tables are not saved
    int maxTables = 500;
    int maxSpectators = 50; // per table
    int maxListed = 200; // tables in one answer to `list`
    int maxConnections = 2000;
    int refusalDelayMs = 1000; // before answering a wrong code, password or token
    int helloTimeoutMs = 10000;
    qint64 maxQueuedOutput = 1 << 20; // bytes not yet written to one connection
    double ratePerSecond = 30;
    double rateBurst = 60;
    int maxDropped = 100; // messages over the rate in a row before closing
    int maxBadMessages = 10;
    QString tlsCertificate, tlsKey; // both set: wss://
    QString serverName = QStringLiteral("fortuna-server");
    // Turn-based tables: the computer level that takes a seat whose time ran out, and the clock
    // (ms since the epoch, UTC; none: the system's; the tests' advances when they say).
    QString timeoutLevel = QStringLiteral("normal");
    std::function<qint64()> clock;
    // Limits against anonymous clients (docs/network.md, "Limits"). Guesses of a secret (a
    // password checked, a wrong code or token, a wrong entry of `status`): per client address
    // `guessBurst` at once then `guessesPerMinute`, for the whole server `globalGuessBurst` then
    // `globalGuessesPerSecond` (nginx's limit_req); a password is hashed on a worker thread.
    double guessBurst = 50;
    double guessesPerMinute = 20;
    double globalGuessBurst = 100;
    double globalGuessesPerSecond = 20;
    int maxTablesPerAddress = 5; // tables created from one address and held
    qint64 lobbyGraceMs = 10 * 60 * 1000; // a lobby whose host has gone is removed after this
    // A started game without a time per move that every player has left (none connected) is
    // closed after this, its record kept: it no longer holds a place of maxTables.
    qint64 abandonedGraceMs = 60 * 60 * 1000;
    // Handshakes (TCP accepted, WebSocket not yet open): closed helloTimeoutMs after the accept,
    // counted with the connections against maxConnections, and from startupsBegin pending ones
    // refused at random, startupsRate % of them rising to all at startupsFull (OpenSSH's MaxStartups).
    int startupsBegin = 512;
    int startupsRate = 30;
    int startupsFull = 1024;
    int startupsPerAddress = 16; // pending from one address at most (OpenSSH's PerSourceMaxStartups)
    int acceptPauseMs = 1000; // accepting pauses that long when the file descriptors run out
    // The threads the computers of all tables search on together (0: one per core), at the
    // system's idle priority; a table's next decision waits behind the other tables' (a
    // strong search may use a second thread of its own: see ai::Agent).
    int computerThreads = 0;
};

class Server : public QObject
{
    Q_OBJECT
public:
    explicit Server(ServerConfig config, QObject *parent = nullptr);
    ~Server() override;

    // Loads the saved tables and listens. Returns "" or why it cannot.
    QString start();
    quint16 port() const;
    // The address it listens on (QHostAddress::Any: every one).
    QHostAddress address() const;
    // Reads the TLS certificate and key again (SIGHUP: a renewed certificate): the connections
    // accepted from then on use them, the open ones go on. "" or why not (the old pair stays).
    QString reloadTls();
    bool secure() const;
    int connectionCount() const { return int(m_connections.size()); }
    int tableCount() const { return int(m_tables.size()); }
    Table *table(const QString &code) const;
    // A new table made by the app hosting it in this process (no host connection: the app
    // drives the table itself, Table::attachLocalHost). nullptr and `*refusal` when refused.
    // `key`: its password's key, made already (PasswordCheck::make).
    Table *createTable(const ClientMessage &create, Refusal *refusal, const PasswordCheck *key = nullptr);
    // The app hosting this server goes: the tables' held messages are sent, what they wrote is
    // on disk, it listens no more, and every connection is closed once what was sent to it is written
    // (connectionClosed, count 0).
    void closeAll();
    QStringList tableCodes() const;
    // Tables read from the data folder at start, and the files that could not be read.
    int loadedTables() const { return m_loaded; }
    // Table files of a data folder written before the database, imported at start.
    int importedTables() const { return m_imported; }
    QStringList loadErrors() const { return m_loadErrors; }
    // Hands every seat whose time per move has run out to a computer (Table::expire) and sets
    // the timer for the next deadline. The timer calls it; a test with its own clock too.
    void checkDeadlines();
    // Handshakes pending (TCP accepted, WebSocket not yet open), and those closed (at their
    // deadline, or their place taken by a newcomer's from another address).
    int pendingHandshakes() const { return int(m_handshakes.size()); }
    int handshakesClosed() const { return m_handshakesClosed; }
    // The pool every table's computers search in (ServerConfig::computerThreads threads).
    QThreadPool *computerPool() const { return m_computing; }
    // Messages of connections not playing that wait behind the players' (handleDeferred).
    int deferredMessages() const { return int(m_deferred.size()); }
    // Passwords hashed so far (a table's, a guess's): the tests count them.
    int passwordChecks() const { return m_passwordChecks; }
    // Closes the handshakes past their deadline. A timer calls it every second while some are
    // pending; a test with its own clock too.
    void checkHandshakes();
    // Removes the tables not started whose host has been gone for lobbyGraceMs (from memory and
    // from the database), and closes the started games without a time per move that every
    // player has left for abandonedGraceMs (their record kept). A timer calls it every minute;
    // a test with its own clock too.
    void expireLobbies();

Q_SIGNALS:
    // A connection is gone (connectionCount() is one less).
    void connectionClosed();

private:
    // Messages a connection may send while it waits (a delayed refusal, a password check);
    // past them each is dropped and answered `rate-limit`.
    static constexpr int MaxWaiting = 16;
    struct Connection {
        quint64 id = 0;
        QWebSocket *socket = nullptr;
        bool hello = false;
        QString table; // its table's code, "" none
        int role = Table::NoRole;
        double tokens = 0;
        QElapsedTimer clock;
        int dropped = 0;
        int bad = 0;
        QString address; // addressKey() of the client's address
        bool waiting = false; // a delayed refusal or a password check is pending
        QList<QByteArray> queue; // messages received meanwhile
        int deferred = 0; // its messages in m_deferred
        qint64 queued = 0; // bytes sent but not yet written
    };

    // serveraccept.cpp: the TCP (and TLS) connections accepted, until their WebSocket is open.
    QString listen(bool tls);
    void onTcpConnection();
    bool refuseStartup(int pending) const;
    // Past startupsBegin, the handshake a newcomer from `address` takes the place of: the oldest
    // of the address that holds the most, when that is more than `address` holds; else nullptr.
    QTcpSocket *handshakeToDrop(const QString &address) const;
    void forgetHandshake(QTcpSocket *socket);
    // Closes a pending handshake (its deadline passed, or its place taken) and counts it.
    void dropHandshake(QTcpSocket *socket);
    void onNewConnection();
    // serverguess.cpp: guesses of secrets within the budget; passwords checked on the worker.
    // Takes `n` guesses from the connection's address's budget, and for a password (hashed)
    // from the server's too; false (and the refusal sent) when spent.
    bool takeGuess(Connection &c, int n = 1, bool hashed = false);
    void refundGuess(const Connection &c, int n = 1, bool hashed = false);
    // join or watch a table with a password: checked on the worker, then joinChecked().
    void checkPassword(Connection &c, const ClientMessage &m);
    // create: the table's password hashed on the worker too, then hostTable().
    void hashNewPassword(Connection &c, const ClientMessage &m);
    // create's refusals that do not need the password (too many tables, the address's share).
    std::optional<Refusal> refuseCreate(const Connection &c) const;
    void hostTable(Connection &c, const ClientMessage &m, const PasswordCheck *key);
    void passwordChecked(quint64 id, const ClientMessage &m, bool ok);
    void joinTable(Connection &c, Table *target, const ClientMessage &m, bool passwordChecked);
    void watchTable(Connection &c, Table *target, const ClientMessage &m, bool passwordChecked);
    // Handles the messages the connection received while it waited.
    void resume(quint64 id);
    void onMessage(quint64 id, const QByteArray &bytes);
    // Whether the connection is at a table whose game has started: its messages come first.
    bool playing(const Connection &c) const;
    // Handles a message now, or queues it while the connection waits.
    void take(Connection &c, const QByteArray &bytes);
    // Handles the deferred messages (of connections not playing) for a slice of time, then lets
    // the event loop read the players' messages before the next slice.
    void handleDeferred();
    // Handles at once the deferred messages of a connection that is going.
    void handleDeferredOf(quint64 id);
    void handle(Connection &c, const QByteArray &bytes);
    void dispatch(Connection &c, const ClientMessage &m);
    // watch and list (servertables.cpp); true when `m` was one of them.
    bool dispatchLobby(Connection &c, const ClientMessage &m);
    void refuse(Connection &c, const Refusal &r);
    // Sends `message` after the refusal delay (a guess of a secret), holding the connection's
    // next messages meanwhile.
    void answerLater(Connection &c, const QJsonObject &message);
    // To a connection, after what its table holds for it (Table::post).
    void send(quint64 id, const QJsonObject &message);
    // To a connection at once.
    void write(quint64 id, const QByteArray &message);
    void closeConnection(quint64 id, const QJsonObject &last, int closeCode);
    void onDisconnected(quint64 id);
    Table *adopt(std::unique_ptr<Table> table);
    void removeTable(const QString &code);
    Connection *connection(quint64 id);
    void status(Connection &c, const ClientMessage &m);
    qint64 now() const;
    // Sets the deadline timer for `deadline` if it comes before the one it waits for.
    void armDeadline(qint64 deadline);
    QString tableKey(const QString &code) const; // in the store; "" without a data folder

    ServerConfig m_config;
    TableWriter *m_writer = nullptr; // with a data folder
    std::unique_ptr<TableStore> m_store; // the event loop's connection to the database
    QWebSocketServer *m_server = nullptr;
    QTcpServer *m_tcp = nullptr; // without TLS: accepts the TCP connections (TCP_NODELAY)
    std::map<quint64, Connection> m_connections;
    // Messages of the connections not playing, handled after the players' (handleDeferred):
    // handshakes, guesses, creates and lists never hold up a game in progress.
    struct Deferred {
        quint64 id;
        QByteArray bytes;
    };
    std::deque<Deferred> m_deferred;
    qint64 m_deferredBytes = 0;
    // What the queue holds at most; past it messages are handled as they are read.
    static constexpr qint64 MaxDeferredBytes = 4 << 20;
    bool m_deferredScheduled = false;
    std::map<QString, std::unique_ptr<Table>> m_tables;
    quint64 m_nextId = 1;
    int m_loaded = 0;
    int m_imported = 0;
    QTimer *m_deadlineTimer = nullptr; // one timer for the nearest deadline of all tables
    qint64 m_nextDeadline = 0; // what it waits for (0: nothing)
    QStringList m_loadErrors;
    bool m_tls = false;
#if QT_CONFIG(ssl)
    QSslConfiguration m_ssl; // of the connections accepted from now on
#endif
    struct Handshake {
        qint64 since = 0; // accepted
        QString address; // addressKey()
    };
    QHash<QTcpSocket *, Handshake> m_handshakes; // accepted, WebSocket not yet open
    QHash<QString, int> m_handshakesFrom; // of each address
    int m_handshakesClosed = 0;
    int m_maxSockets = 1 << 30; // connections and handshakes the file descriptors allow
    int m_passwordChecks = 0;
    QTimer *m_handshakeTimer = nullptr;
    QTimer *m_lobbyTimer = nullptr;
    std::map<QString, qint64> m_orphans; // lobbies whose host is gone, games every player left: since
    std::map<QString, QString> m_creators; // tables created by a connection: its address
    AddressBudget m_guesses;
    QThreadPool *m_hashing = nullptr; // one thread: passwords are hashed there
    QThreadPool *m_computing = nullptr; // the computers of every table (destroyed after them)
};

} // namespace fortuna::net
