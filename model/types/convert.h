// SPDX-License-Identifier: GPL-3.0-or-later
// Translation helpers between rules-engine values and Qt/QML values (names, not sentences).
#pragma once

#include "record/record.h"
#include "rules/game.h"
#include "rules/standings.h"

#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVector>

#include <optional>
#include <string_view>

namespace fortuna::model
{

// The record format's names of tiles ("U/2") and ports ("N", "NNW", "" for cloister and tent).
using record::parsePort;
using record::portText;
using record::tileName;

// The seats of a game: its record's players (a person, a computer with its level, a remote
// player), the one seat of the app (record::PlayerInfo).
using Seats = std::vector<record::PlayerInfo>;

// Seat `i` of `seats`, or an unnamed person's when there is none.
inline record::PlayerInfo seatAt(const Seats &seats, int i)
{
    return i >= 0 && size_t(i) < seats.size() ? seats[size_t(i)] : record::PlayerInfo();
}

// A seat's name as shown. The setup stores the default name of a seat left unnamed in the
// source language ("Player 3"): it shows in the interface's language and follows a language
// switch; so does the lesson's opponent, "Bruno" (Tutorial::header); any other name shows as
// typed.
QString seatName(const QString &stored);

inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// "U": the catalogue id alone.
QString tileTypeId(rules::TileRef tile);

QString sectorText(rules::Sector s);
QString featureText(rules::FeatureKind kind);
QString reasonText(rules::Reason reason);
QString colorText(rules::Color color);

// The points of one log entry: [{player, points, reason}].
QVariantList pointsOf(const rules::Game &game, const rules::LogEntry &entry);

// The rule options as a map, as the record codec writes them ({tileSet: "wheel-of-fortune",
// fortuneTeller: false, ...}: one entry per row of rules::OptionSpecs).
QVariantMap rulesToVariant(const rules::Options &options);

// The computer levels a seat may name (the plain ones of ai: random, easy, normal, strong).
QStringList computerLevels();

} // namespace fortuna::model
