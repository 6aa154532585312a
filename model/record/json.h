// SPDX-License-Identifier: GPL-3.0-or-later
// The one JSON codec of the game's vocabulary: positions, placements, followers, decisions,
// turns, log entries, rule options and players, as fortuna-record/1 and fortuna-result/1
// write them (spec/game-record.md) and fortuna-net/1 carries them (docs/network.md).
//
// Each schema is written once (json.cpp) into either sink: the ordered JsonWriter (records,
// results: keys in the spec's order, exact 64-bit integers) or a QJsonValue (the network's
// messages). Each is read once, by the record reader, whose errors name the JSON path at
// fault (`decide.follower.slot: 2 is not 0 or 1`); its limits are the rules' (a crown slot
// exists on the wheel, a Fortune Teller choice is an index of the tiles one can draw).
#pragma once

#include "record/record.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>

namespace fortuna::record
{

class JsonWriter;

// Writing into the ordered writer, each value inline (`{ "at": [0, 1], ... }`).
// aids false adds `"aids": false` (a record's aids switch, Record::aids).
void write(JsonWriter &w, const rules::Options &options, bool aids = true);
void write(JsonWriter &w, const PlayerInfo &player);
void write(JsonWriter &w, const Turn &turn);
void write(JsonWriter &w, const rules::Placement &placement); // {at, rotation (degrees)}
void write(JsonWriter &w, const rules::Deployment &deployment); // null, {feature, port?} or {crown, slot}
void write(JsonWriter &w, const rules::Decision &decision); // as toJson(Decision)
// A log entry as fortuna-result/1 lists it: {turn, player, event, ... , points}.
void write(JsonWriter &w, const rules::Game &game, const rules::LogEntry &entry);

// The same schemas as QJsonValues.
QJsonArray toJson(rules::Pos p); // [x, y]
QJsonObject toJson(const rules::Placement &p); // {at, rotation (degrees)}
QJsonValue toJson(const rules::Deployment &d); // null, {feature, port?} or {crown, slot}
QJsonObject toJson(const FollowerPlace &p); // {at, feature, port?}
// {"choose": i}, {"plague": {at, feature, port?}}, {"place": {at, rotation}} or {"follower": ...}
QJsonObject toJson(const rules::Decision &d);
QJsonObject toJson(const Turn &turn);
QJsonObject toJson(const rules::Options &options);
QJsonObject toJson(const PlayerInfo &player);
QJsonObject toJson(const rules::Game &game, const rules::LogEntry &entry);

// Why a value was not read: the JSON path at fault and the one-line message naming it.
struct JsonError {
    QString field; // "decide.place.rotation"
    QString message; // "decide.place.rotation: 45 is not 0, 90, 180 or 270"
};

// Reading: the value, or none with `*error` set (`path` names the value in the messages).
// A decision object holds exactly one of choose, plague, place, follower.
std::optional<rules::Decision> decisionFromJson(const QJsonObject &o, const QString &path, JsonError *error);
std::optional<Turn> turnFromJson(const QJsonValue &v, const QString &path, JsonError *error);
// Omitted keys keep their defaults; unknown keys are ignored; null is the defaults.
std::optional<rules::Options> optionsFromJson(const QJsonValue &v, const QString &path, JsonError *error);
// A record's players: 2 to 5, each colour once.
std::optional<std::vector<PlayerInfo>> playersFromJson(const QJsonValue &v, const QString &path, JsonError *error);
// A list of tile ids ("U/2").
std::optional<std::vector<rules::TileRef>> tilesFromJson(const QJsonValue &v, const QString &path, JsonError *error);

} // namespace fortuna::record
