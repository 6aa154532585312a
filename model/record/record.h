// SPDX-License-Identifier: GPL-3.0-or-later
// The game record `fortuna-record/1` (see README.md and the spec game-record.md): the data
// type, reading with one-line errors that name the field at fault, and writing.
#pragma once

#include "rules/game.h"

#include <QByteArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>
#include <string_view>
#include <vector>

namespace fortuna::record
{

// The format tags.
inline constexpr char RecordFormat[] = "fortuna-record/1";
inline constexpr char ResultFormat[] = "fortuna-result/1";
inline constexpr char SelfplayFormat[] = "fortuna-selfplay/1";

// Limits of what readRecord accepts (larger values are refused with exit-2 errors).
inline constexpr int MaxDeckTiles = 10000;
inline constexpr int MaxTurns = 10000;
inline constexpr int MaxCoordinate = 1000000;

// Who plays a seat: a person at this computer, a computer at a level, or a person on another
// computer (a seat of a table to host). The one seat of the app: the setup screen builds these,
// a game's header holds them, a hosted table's seats are made of them. The record holds persons
// and computers: a remote seat is written as a person (no "ai"), which it is in the game.
enum class SeatKind { Person, Computer, Remote };

struct PlayerInfo {
    QString name;
    rules::Color color = rules::Color::Red;
    SeatKind kind = SeatKind::Person;
    QString level; // a computer's level ("easy", ...: the record's "ai"); empty for the others

    static PlayerInfo person(const QString &name, rules::Color color) { return {name, color, SeatKind::Person, QString()}; }
    static PlayerInfo computer(const QString &name, rules::Color color, const QString &level) { return {name, color, SeatKind::Computer, level}; }
    // A seat of a network table open to a remote player (unnamed until one takes it).
    static PlayerInfo remote(rules::Color color) { return {QString(), color, SeatKind::Remote, QString()}; }
    // A table's seat: a computer when `ai` names a level, else open to a remote player.
    static PlayerInfo tableSeat(rules::Color color, const std::optional<QString> &ai = std::nullopt)
    {
        return ai ? computer(QString(), color, *ai) : remote(color);
    }
    // A computer when `ai` names a level, else a person (the record's and the protocol's "ai").
    static PlayerInfo withAi(const QString &name, rules::Color color, const std::optional<QString> &ai)
    {
        return ai ? computer(name, color, *ai) : person(name, color);
    }
    bool isComputer() const { return kind == SeatKind::Computer; }
    // The record's "ai": a computer's level, none for a person (remote or not).
    std::optional<QString> ai() const { return isComputer() ? std::optional<QString>(level) : std::nullopt; }
    bool operator==(const PlayerInfo &o) const { return name == o.name && color == o.color && kind == o.kind && level == o.level; }
};

// Where a follower stands on land (a plague entry): a tile, a feature kind and a port of the
// feature in board orientation (-1 for cloister and tent).
struct FollowerPlace {
    rules::Pos at;
    rules::FeatureKind feature = rules::FeatureKind::Road;
    int port = -1;
    bool operator==(const FollowerPlace &o) const { return at == o.at && feature == o.feature && port == o.port; }
};

struct Turn {
    std::optional<rules::TileRef> draw; // asserts the tile placed this turn
    std::optional<rules::TileRef> choose; // Fortune Teller: the drawn tile kept
    std::optional<rules::Pos> at; // none: every remaining tile was discarded (`"at": null`)
    int rotation = 0; // quarter turns clockwise 0..3 (JSON: degrees)
    rules::Deployment follower; // Kind::None for `"follower": null`
    std::vector<FollowerPlace> plague; // followers given back to Plague this turn, in order

    bool allDiscards() const { return !at.has_value(); }
    bool operator==(const Turn &o) const;
};

struct Record {
    rules::Options options;
    uint64_t seed = 0;
    std::vector<PlayerInfo> players;
    std::optional<std::vector<rules::TileRef>> deck; // explicit draw pile, first drawn first
    std::vector<Turn> turns;
    // The players' aids (hints, previews, the bag, analysis) during the game; off for the bare
    // board game. Not a rule: `"aids": false` in `rules`, absent when on (older readers ignore it).
    bool aids = true;

    // The engine setup of this record (options, seed, player count, deck).
    rules::Setup setup() const;
    bool operator==(const Record &o) const;
};

// Why bytes are not a readable record, for people (the UI builds a translated sentence from
// the code and its arguments; the English `error` line is for the CLI and logs).
enum class ReadError {
    None,
    Empty, // no bytes, or only white space
    NotJson, // not JSON; `namesFormat` tells whether the bytes name fortuna-record near their start (a cut file)
    NotObject, // JSON, but not an object
    NoFormat, // an object without "format"
    OtherFormat, // another format (`value` holds it)
    NewerFormat, // fortuna-record/N with N > 1 (`value` holds it)
    Missing, // a required field is missing (`field`)
    BadValue, // a field holds a wrong value (`field`, and `value` as written when it is a scalar)
};

// A read: either a record or a one-line error naming the field at fault
// (e.g. `turns[3].rotation: 45 is not 0, 90, 180 or 270`). JSON paths count from 0.
struct ReadResult {
    std::optional<Record> record;
    QString error; // the English one-line message
    ReadError code = ReadError::None; // its code, and the arguments:
    QString field; // the JSON path at fault ("turns[3].rotation")
    QString value; // the wrong value as JSON ("45", "\"purple\""), "" for arrays and objects
    bool namesFormat = false; // NotJson: the bytes name fortuna-record/1 near their start
    bool ok() const { return record.has_value(); }
};

// Never crashes, whatever the bytes.
ReadResult readRecord(const QByteArray &json);
// The same from a parsed JSON object (a game setup from QML: a record header, no turns).
// Seeds beyond 2^63 need the bytes.
ReadResult readRecord(const QJsonObject &root);

// Indented JSON, keys in the order of the spec, one turn per line.
QByteArray writeRecord(const Record &record);

// The `rules` object (also the CLI's --rules): omitted keys keep their defaults, unknown
// keys are ignored. Returns an empty string or a one-line error prefixed with `path`.
QString parseOptions(const QJsonValue &value, rules::Options *options, const QString &path = QStringLiteral("rules"));

// A name of the rules library (Latin-1: ASCII) as a QString.
inline QString fromView(std::string_view s)
{
    return QString::fromLatin1(s.data(), qsizetype(s.size()));
}

// Names of the format.
QString tileName(rules::TileRef tile); // "U/2"
int rotationDegrees(int quarterTurns); // 0..3 -> 0, 90, 180, 270
std::optional<int> quarterTurns(int degrees); // 0, 90, 180, 270 -> 0..3
QString portText(rules::FeatureKind kind, int port); // "N", "NNW", "" for cloister/tent
std::optional<int> parsePort(rules::FeatureKind kind, const QString &text); // -1 when the kind has none

} // namespace fortuna::record
