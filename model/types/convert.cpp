// SPDX-License-Identifier: GPL-3.0-or-later
#include "convert.h"

#include "ai/agent.h"
#include "rules/catalogue.h"

namespace fortuna::model
{

using namespace fortuna::rules;

QString tileName(TileRef tile)
{
    return QString::fromStdString(Catalogue::instance().name(tile));
}

QString tileTypeId(TileRef tile)
{
    return QString::fromStdString(Catalogue::instance().type(tile).id);
}

QString sectorText(Sector s)
{
    return toQString(sectorName(s));
}

QString featureText(FeatureKind kind)
{
    return toQString(featureKindName(kind));
}

QString reasonText(Reason reason)
{
    return toQString(reasonName(reason));
}

QString colorText(Color color)
{
    return toQString(colorName(color));
}

QString portText(FeatureKind kind, int port)
{
    switch (kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        return port < 0 ? QString() : toQString(sideName(port));
    case FeatureKind::Field:
        return port < 0 ? QString() : toQString(portName(port));
    case FeatureKind::Cloister:
    case FeatureKind::Tent:
        break;
    }
    return QString();
}

std::optional<int> parsePort(FeatureKind kind, const QString &text)
{
    const std::string s = text.trimmed().toUpper().toStdString();
    switch (kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        return sideFromName(s);
    case FeatureKind::Field:
        return portFromName(s);
    case FeatureKind::Cloister:
    case FeatureKind::Tent:
        return -1;
    }
    return std::nullopt;
}

QVariantList pointsOf(const Game &game, const LogEntry &entry)
{
    QVariantList list;
    const auto &points = game.logPoints();
    for (uint32_t i = entry.pointsBegin; i < entry.pointsEnd && i < points.size(); ++i) {
        const PointsEntry &p = points[i];
        list.append(QVariantMap{
            {QStringLiteral("player"), p.player},
            {QStringLiteral("points"), p.points},
            {QStringLiteral("reason"), reasonText(p.reason)},
        });
    }
    return list;
}

QString logKindText(LogKind kind)
{
    return toQString(logKindName(kind));
}

QVariantMap rulesToVariant(const rules::Options &options)
{
    QVariantMap map;
    for (const rules::OptionSpec &spec : rules::OptionSpecs) {
        const int value = spec.get(options);
        map.insert(toQString(spec.key), spec.isBoolean() ? QVariant(value != 0) : QVariant(toQString(spec.choiceName(value))));
    }
    return map;
}

QStringList computerLevels()
{
    QStringList names;
    for (std::string_view level : rules::ai::agentLevels())
        names << QString::fromLatin1(level.data(), qsizetype(level.size()));
    return names;
}

} // namespace fortuna::model
