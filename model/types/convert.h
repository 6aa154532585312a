// SPDX-License-Identifier: GPL-3.0-or-later
// Translation helpers between rules-engine values and Qt/QML values (names, not sentences).
#pragma once

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

// A seat at the table, as given to GameController::newGame.
struct Seat {
    QString name;
    rules::Color color = rules::Color::Red;
    QString ai; // empty for a human
};

inline QString toQString(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// "U/2", "V", "FT3": the tile with its wheel icon.
QString tileName(rules::TileRef tile);
// "U": the catalogue id alone.
QString tileTypeId(rules::TileRef tile);

QString sectorText(rules::Sector s);
QString featureText(rules::FeatureKind kind);
QString reasonText(rules::Reason reason);
QString colorText(rules::Color color);

// The port of a follower spot as text: "N".."W" for roads and cities, "NNW".."WNW" for fields,
// "" for cloisters and tents.
QString portText(rules::FeatureKind kind, int port);
// The inverse; nullopt for a malformed port. Cloister and tent take "" (anything else is ignored).
std::optional<int> parsePort(rules::FeatureKind kind, const QString &text);

// The points of one log entry: [{player, points, reason}].
QVariantList pointsOf(const rules::Game &game, const rules::LogEntry &entry);

QString logKindText(rules::LogKind kind);

// The rule options as a map: one entry per row of rules::OptionSpecs, keyed and valued as in
// the record ({tileSet: "wheel-of-fortune", fortuneTeller: false, ...}).
QVariantMap rulesToVariant(const rules::Options &options);

// The computer levels a seat may name (the plain ones of rules::ai: random, easy, normal, strong).
QStringList computerLevels();

} // namespace fortuna::model
