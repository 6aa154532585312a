// SPDX-License-Identifier: GPL-3.0-or-later
// One network table (docs/network.md): its seats and tokens, the lobby, and once started the
// game, of which the table is the only authority. Every decision is checked by the engine
// (through the record's Recorder), broadcast to the connections attached to the table, and the
// table's content (a fortuna-record/1 with a `table` key) is saved after each one: by the server
// into its database (TableStore), without a saver atomically into a file. A turn-based table
// (a time per move) keeps the deadline of the seat to move (tableclock.cpp).
// Computer seats are played by the app's own scheduler (seats::ComputerSeats: the same seeds,
// and a random legal move when a computer's is refused). The table knows its connections only by
// number; the Server (or a test) sends and drops through the two callbacks.
//
// With a saver (the Server's TableWriter), a save only queues the table's new content: every
// message the table sends from then on (and every message the server sends to one of its
// connections, through post()) is held, in order, until the saver reports that content on disk
// (saved()). So no client ever hears of a decision that a crash could still take back, and the
// event loop never waits for the disk. Without a saver the file is written at once.
#pragma once

#include "net/protocol.h"
#include "net/secret.h"
#include "record/recorder.h"
#include "seats/computerseats.h"

#include <QObject>

#include <deque>
#include <functional>
#include <memory>

namespace fortuna::net
{

// The key a table keeps of its password: PBKDF2-HMAC-SHA256 with the table's own salt, or, for a
// table saved before (no iteration count in its file), one SHA-256 round of salt + password.
QString hashPassword(const QString &salt, const QString &password, int iterations);

// What checking a table's password needs, copied from the table: matches() may run on any
// thread (the server's worker) while the table goes on.
struct PasswordCheck {
    QString salt, hash; // hash empty: the table has no password
    int iterations = 0;
    bool matches(const std::optional<QString> &password) const;
    // A new table's key of `password` (a new salt; Table::PasswordIterations rounds), on any thread.
    static PasswordCheck make(const QString &password);
};

// A refusal of a table operation: an error code of docs/network.md and its English message.
struct Refusal {
    QString code, text;
    bool delayed = false; // answered after the server's refusal delay (a guess of a secret)
    QJsonObject extra; // more fields for the error message (seq, refusal)
    rules::Status engine; // code Refused: the engine's refusal
    QJsonObject message() const;
};

// A refusal with a code and its English text (no extra fields), used by the table's files.
Refusal refusal(const char *code, const QString &text, bool delayed = false);

class Table : public QObject
{
    Q_OBJECT
public:
    static constexpr int HostRole = -1;
    static constexpr int NoRole = -2;
    static constexpr int SpectatorRole = -3; // watches: never a token, never acts
    // PBKDF2 rounds of a new table's password (about 35 ms on a 2020 laptop core: a join waits
    // that long, a guess of the password costs it too, after the refusal delay).
    static constexpr int PasswordIterations = 10000;

    struct Seat {
        rules::Color color = rules::Color::Red;
        QString name;
        std::optional<QString> ai;
        QString token;
        bool taken = false;
        quint64 peer = 0;
        bool local = false; // played in the hosting app itself (seatLocal), not through a connection
        bool timedOut = false; // handed to a computer when its time per move ran out (expire)
    };

    using Sender = std::function<void(quint64 peer, const QByteArray &message)>;
    using Dropper = std::function<void(quint64 peer)>;
    // Queues `bytes` as the next content of `file` (the table's key); saved(ticket) reports it written.
    using Saver = std::function<void(const QString &file, QByteArray bytes, quint64 ticket)>;
    // What the hosting app's own window follows of its table, typed (nothing of the wire format),
    // as it goes out to the connections: the lobby changed; the game started (as it stands:
    // record(), game(), pending()); a decision of `seat` was applied (none: the undoing of its
    // placement), with the tiles drawn after it; the game is over (record()).
    struct Observer {
        std::function<void()> lobbyChanged;
        std::function<void()> started;
        std::function<void(int seat, const std::optional<rules::Decision> &decision, const std::vector<rules::TileRef> &draws)> decided;
        std::function<void()> over;
    };
    // Milliseconds since the epoch, UTC (turn-based tables; the tests' clock is their own).
    using Clock = std::function<qint64()>;
    // The table's deadline changed (0: it has none).
    using DeadlineListener = std::function<void(qint64 deadline)>;

    // A new table with `code`; `file` is where it is saved ("" for none): a file's path, or
    // with a saver its key for the saver (the server's: the code, in its database). Fails (nullptr,
    // `*refusal`) on a seat with an unknown computer level.
    // `key`: the password's key made already (PasswordCheck::make), else it is made here.
    static std::unique_ptr<Table>
    create(const QString &code, const ClientMessage &create, const QString &file, Refusal *refusal, const PasswordCheck *key = nullptr);
    // A table saved earlier; nullptr and `*error` when the file is not one.
    static std::unique_ptr<Table> load(const QString &file, QString *error);
    // A table from the content of its file, saved as `file` from then on (the server: the key
    // of the table in its database, its code).
    static std::unique_ptr<Table> read(const QByteArray &content, const QString &file, QString *error);
    ~Table() override;

    void setSender(Sender s) { m_send = std::move(s); }
    void setDropper(Dropper d) { m_drop = std::move(d); }
    void setSaver(Saver s) { m_saver = std::move(s); }
    void setObserver(Observer o) { m_observer = std::move(o); }
    void setClock(Clock c) { m_clock = std::move(c); }
    void setDeadlineListener(DeadlineListener l) { m_deadlineListener = std::move(l); }
    // The computer level that takes a seat whose time ran out (default "normal").
    void setTimeoutLevel(const QString &level) { m_timeoutLevel = level; }

    // Saves the table to its file (create() does not: its owner saves once the callbacks are set).
    void save();
    // The saver wrote the content of `ticket` (or failed to: `error`, the table goes on): sends
    // the messages held for it.
    void saved(quint64 ticket, const QString &error);
    // A message of the server for `peer`, one of the table's connections: sent after the
    // table's messages already held.
    void post(quint64 peer, const QByteArray &message);
    // Sends every held message now (the table is going away).
    void releaseHeld();

    QString code() const { return m_code; }
    QString hostToken() const { return m_hostToken; }
    QString name() const { return m_name; }
    bool listed() const { return m_listed; }
    bool hasPassword() const { return !m_passwordHash.isEmpty(); }
    PasswordCheck passwordCheck() const;
    // The host is connected (or the hosting app drives the table).
    bool hostPresent() const { return m_hostPeer != 0 || m_localHost; }
    // The host or a seat's player is connected (spectators do not count).
    bool personPresent() const;
    // Closes a started game that every player has left (Server::expireLobbies): its record stays
    // (the server's --export) and the connections left (spectators) are told, with `abandoned`.
    void abandon();
    int spectatorCount() const { return int(m_spectators.size()); }
    // The table as `list` shows it (docs/network.md): code, name, rules, seats, seatsFree...
    QJsonObject listEntry() const;
    bool started() const { return m_played != nullptr; }
    // Its host left it mid-game (leave): the game ended for everyone, its record is kept (the
    // server's --export) but the table is not reloaded.
    bool closed() const { return m_closed; }
    // Tells every connection of the table that it is closed (`closed` with `reason`).
    void announceClosed(const QString &reason);
    bool over() const;
    qint64 seq() const { return m_seq; }
    const std::vector<Seat> &seats() const { return m_seats; }
    // The record of the turns played (the header alone before the start).
    const record::Record &record() const { return m_played ? m_played->recorder.record() : m_noRecord; }
    const rules::Game *game() const { return m_played ? &m_played->game : nullptr; }
    // The game and its recorder, for the app that hosts the table to show (null before the
    // start): the window follows it as the table plays it (Observer), it never changes it.
    std::shared_ptr<const record::PlayedGame> played() const { return m_played; }
    // The decisions of the turn in progress (a sync's `pending`): the Recorder's open turn.
    const std::vector<rules::Decision> &pending() const;
    bool hasPeers() const;
    // The messages of docs/network.md a connection would get: the lobby; once started the
    // whole game (sync); once over the record (over).
    QJsonObject lobby() const;
    QJsonObject sync() const;
    QJsonObject overMessage() const;
    QString saveError() const { return m_saveError; }
    // Who acts now (rules::Game::actingPlayer), -1 before the start.
    int actingPlayer() const { return m_played ? m_played->game.actingPlayer() : -1; }
    // Turn-based tables (docs/network.md): the time per move in seconds (0: none), and the
    // moment (ms since the epoch, UTC; 0: none) the seat to move runs out of time.
    qint64 moveTime() const { return m_moveTime; }
    qint64 deadline() const { return m_deadline; }
    // At or after the deadline: the seat to move is handed to the timeout level's computer
    // (its player takes it back by rejoining). True if it was.
    bool expire(qint64 now);
    // The `status` entry of this table for `token` (a seat's or the host's), or none when no
    // seat has it.
    std::optional<QJsonObject> status(const QString &token) const;
    // The same for a finished table the server no longer holds, from its stored content
    // (without replaying its game).
    static std::optional<QJsonObject> storedStatus(const QByteArray &content, const QString &token);
    // The computer seats' scheduler (tests: its agents).
    seats::ComputerSeats &computers() { return m_computers; }

    // The operations of docs/network.md for the connection `peer`. `*role` is the connection's
    // role (HostRole, a seat, NoRole); join and rejoin set it.
    std::optional<Refusal> attachHost(quint64 peer);
    // `passwordChecked`: the server checked m.password already (on its worker thread).
    std::optional<Refusal> join(quint64 peer, const ClientMessage &m, int *role, bool passwordChecked = false);
    std::optional<Refusal> rejoin(quint64 peer, const QString &token, int *role);
    // A spectator (SpectatorRole): `watching`, the lobby, then the game as the players see it
    // (sync, updates, over), never a token. At most `maxSpectators` of them.
    std::optional<Refusal> watch(quint64 peer, const std::optional<QString> &password, int maxSpectators, bool passwordChecked = false);
    std::optional<Refusal> start(int role);
    std::optional<Refusal> assign(int role, int seat, const std::optional<QString> &ai);
    std::optional<Refusal> decide(int role, const ClientMessage &m);
    // The connection is gone (leave: on purpose; a seat of a table not started is freed).
    void detach(quint64 peer, int role, bool leave);

    // The hosting app drives the table itself (a local seat is one more kind of seat): it is the
    // host without a connection (the table stays while it does; it leaves with
    // detach(0, HostRole, true)), and seatLocal() takes a seat for a player at its screen, or
    // takes back such a seat of a table hosted again. Its decisions come through decide().
    void attachLocalHost() { m_localHost = true; }
    std::optional<Refusal> seatLocal(int seat, const QString &name);

Q_SIGNALS:
    // The host left on purpose: the table ended for everyone.
    void ended();

private:
    Table();
    void sendTo(quint64 peer, const QJsonObject &m) { post(peer, encode(m)); }
    void broadcast(const QJsonObject &m);
    void broadcastLobby();
    // A newcomer (a player back, a spectator) gets the game as it stands: over, else its sync.
    void sendGame(quint64 peer);
    // The role of the holder of `token` (the host's, a taken seat's; sameSecret), else NoRole.
    int roleOf(const QString &token) const;
    // No password, or `password` is the table's.
    bool passwordMatches(const std::optional<QString> &password) const;
    QByteArray fileBytes();
    // pending() as a sync carries it.
    QJsonArray pendingJson() const;
    std::optional<Refusal> apply(int seat, const NetDecision &d);
    void resetComputers();
    void scheduleComputer();
    void computerDecided(int seat, const rules::Decision &d);
    qint64 now() const;
    // After every change of the seat to move (before the save): a new deadline for a person's
    // seat, none for a computer's or when the game is over.
    void updateDeadline();
    // A seat handed to a computer by a timeout goes back to its player (rejoin).
    void giveBack(int seat);

    QString m_code;
    QString m_file;
    QString m_hostToken;
    QString m_name; // shown by `list`
    bool m_listed = false;
    bool m_closed = false;
    quint64 m_hostPeer = 0;
    std::vector<quint64> m_spectators;
    QString m_passwordSalt, m_passwordHash; // empty: no password
    int m_passwordIterations = 0; // PBKDF2's; 0: a table saved before (one SHA-256 round)
    rules::Options m_options;
    std::vector<Seat> m_seats;
    uint64_t m_seed = 0;
    // The game and its record, once started (shared with the window of the app that hosts it).
    std::shared_ptr<record::PlayedGame> m_played;
    record::Record m_noRecord; // record() before the start: empty
    qint64 m_seq = 0;
    seats::ComputerSeats m_computers;
    qint64 m_computerSeq = -1; // the position the computer in flight decides on
    QString m_saveError;
    Sender m_send;
    Dropper m_drop;
    Saver m_saver;
    Observer m_observer;
    bool m_localHost = false;
    quint64 m_saveTicket = 0; // the last save queued
    quint64 m_savedTicket = 0; // the last save written
    struct Held {
        quint64 ticket; // sent once this save is written
        quint64 peer;
        QByteArray message;
    };
    std::deque<Held> m_held;
    QByteArray m_recordBytes; // the record part of the file, for m_recordTurns turns
    size_t m_recordTurns = 0;
    qint64 m_moveTime = 0; // seconds
    qint64 m_deadline = 0; // ms since the epoch, 0: none
    int m_deadlineSeat = -1;
    bool m_deadlineMoved = false; // by the last updateDeadline()
    Clock m_clock;
    DeadlineListener m_deadlineListener;
    QString m_timeoutLevel = QStringLiteral("normal");
};

QString newToken();
QString newCode();

} // namespace fortuna::net
