// SPDX-License-Identifier: GPL-3.0-or-later
// The `fortuna-net/1` messages (docs/network.md): reading and checking a client message (size,
// JSON, schema), the decisions it carries, and the JSON pieces the server sends (the public
// state, log entries, turns). Qt Core only, no sockets: the fuzzer (tests/fuzz) links it alone.
#pragma once

#include "record/json.h"
#include "record/record.h"
#include "rules/game.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace fortuna::net
{

inline constexpr char Protocol[] = "fortuna-net/1";
inline constexpr int DefaultPort = 7979;
inline constexpr int MaxClientMessage = 16 * 1024; // bytes of one client message
inline constexpr int CodeLength = 8;
inline constexpr char CodeAlphabet[] = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"; // 31, no I L O 0 1
inline constexpr int MaxNameLength = 40;
inline constexpr int MaxPasswordLength = 64;
// Turn-based tables: a table's time per move, in seconds (0: none), and the tables of one `status`.
inline constexpr qint64 MinMoveTime = 60;
inline constexpr qint64 MaxMoveTime = 14 * 24 * 3600;
inline constexpr int MaxStatusTables = 50;
// The computer levels a client may ask for (create, assign): the named ones only, whose budget
// is bounded (ai::makeAgent also takes "strong:N", "strong:Ncpu"... for the app's own use):
// random and the ladder's rungs (ai::ladderLevels(), weakest first: net-protocol checks
// that both lists agree).
inline constexpr const char *NetLevels[] =
    {"random", "novice", "beginner", "easy", "casual", "intermediate", "normal", "skilled", "advanced", "strong", "master"};

// The error codes of docs/network.md.
namespace error
{
inline constexpr char Protocol[] = "protocol";
inline constexpr char HelloFirst[] = "hello-first";
inline constexpr char BadMessage[] = "bad-message";
inline constexpr char UnknownType[] = "unknown-type";
inline constexpr char TooLarge[] = "too-large";
inline constexpr char RateLimit[] = "rate-limit";
inline constexpr char ServerFull[] = "server-full";
inline constexpr char NoTable[] = "no-table";
inline constexpr char BadPassword[] = "bad-password";
inline constexpr char BadToken[] = "bad-token";
inline constexpr char TableFull[] = "table-full";
inline constexpr char AlreadySeated[] = "already-seated";
inline constexpr char NoSeat[] = "no-seat";
inline constexpr char NotHost[] = "not-host";
inline constexpr char NotStarted[] = "not-started";
inline constexpr char AlreadyStarted[] = "already-started";
inline constexpr char GameOver[] = "game-over";
inline constexpr char SeatsOpen[] = "seats-open";
inline constexpr char NoPerson[] = "no-person";
inline constexpr char NotYourTurn[] = "not-your-turn";
inline constexpr char Stale[] = "stale";
inline constexpr char Refused[] = "refused";
inline constexpr char Spectator[] = "spectator";
} // namespace error

enum class MessageType { Hello, Create, Join, Rejoin, Start, Assign, Decide, Leave, Status, Watch, List };

// One decision of `decide`: an engine decision (as the record codec writes it) or an undo.
struct NetDecision {
    enum class Kind { Choose, Plague, Place, Undo, Follower };
    Kind kind = Kind::Place;
    rules::Decision decision; // all but Undo

    // The engine's decision (Undo has none: Game::undoPlacement()).
    rules::Decision toDecision() const { return decision; }
    // The decision as `decide` carries it (without type and seq).
    QJsonObject toJson() const;
    static NetDecision fromDecision(const rules::Decision &d);
    // Reads the decision of `o` (a `decide` message, an update's `decision`, a `pending` entry);
    // `path` names `o` in the error.
    static std::optional<NetDecision> fromJson(const QJsonObject &o, const QString &path, record::JsonError *error);
};

struct ClientMessage {
    MessageType type = MessageType::Hello;
    QString protocol, client; // hello
    rules::Options options; // create
    // create: each seat a computer with its level or open to a remote player (its colour; no name)
    std::vector<record::PlayerInfo> seats;
    std::optional<QString> password; // create, join
    QString code, name, token; // join, rejoin
    int seat = -1; // join (optional), assign
    std::optional<QString> ai; // assign (none: back to its player)
    qint64 seq = 0; // decide
    NetDecision decision; // decide
    qint64 moveTime = 0; // create: seconds per move, 0 none
    std::vector<std::pair<QString, QString>> statusTables; // status: (code, token)
    bool listed = false; // create: shown by `list`
    QString tableName; // create (optional): the table's name in `list`
};

struct ParseResult {
    std::optional<ClientMessage> message;
    QString error; // an error code (error::BadMessage, UnknownType, TooLarge)
    QString field; // the field at fault ("join.code")
    QString text; // the English one-line message
    bool ok() const { return message.has_value(); }
};

// Reads one client message. Never crashes, whatever the bytes.
ParseResult parseClientMessage(const QByteArray &bytes);

// The first character of `name` that a name must not hold ("U+200B"), or "": control characters
// (NUL, tab...), format characters (zero-width, bidirectional overrides and isolates), line and
// paragraph separators, private-use, unassigned or lone surrogate code points, spaces other than
// U+0020. A zero-width joiner or non-joiner between two visible characters is allowed.
QString invisibleCharacter(const QString &name);

// Is `text` a table code (any case)? normalizeCode upper-cases it.
bool isCode(const QString &text);
QString normalizeCode(const QString &text);
// A fortuna://host:port/CODE link (fortunas://: the server speaks TLS, wss://), or none.
struct TableLink {
    QString host;
    int port = DefaultPort;
    QString code;
    bool secure = false;
};
std::optional<TableLink> parseLink(const QString &text);
QString linkText(const TableLink &link);

// A value a client sent, as an error message shows it: JSON-quoted (control characters
// escaped: one line), at most 40 characters of it.
QString shown(const QString &value);

// The server's JSON pieces (the game's vocabulary is the record codec's, record/json.h).
QByteArray encode(const QJsonObject &message);
QJsonObject errorMessage(const QString &code, const QString &text, bool fatal = false);
QJsonObject stateJson(const rules::Game &game);
// The game's log entries from the `from`-th on, as fortuna-result/1 lists them.
QJsonArray logJson(const rules::Game &game, size_t from);
// The turns [from, end) of `record`.
QJsonArray turnsJson(const record::Record &record, size_t from);
// The tiles the game took from its pile from the `from`-th on, as tile names (sync, update).
QJsonArray drawsJson(const rules::Game &game, size_t from);

// The record of what a client received (a sync's rules, players and turns, with the turns of
// the updates since; no seed, no deck), or none with `*error` naming the field at fault.
std::optional<record::Record> receivedRecord(const QJsonObject &rules, const QJsonArray &players, const QJsonArray &turns, record::JsonError *error);

} // namespace fortuna::net
