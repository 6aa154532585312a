// SPDX-License-Identifier: GPL-3.0-or-later
#include "convert.h"

#include "rules/ai/agent.h"
#include "rules/catalogue.h"

namespace fortuna::model {

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

QVariantMap wheelEventToVariant(const rules::Game &game, int logIndex)
{
    const auto &log = game.log();
    const rules::LogEntry &e = log[size_t(logIndex)];
    QVariantList points = pointsOf(game, e);
    QVariantList removals;
    for (size_t i = size_t(logIndex) + 1; i < log.size(); ++i) {
        const rules::LogEntry &next = log[i];
        if (next.kind == rules::LogKind::Plague) {
            removals.append(QVariantMap{
                {QStringLiteral("player"), next.player},
                {QStringLiteral("x"), next.at.x},
                {QStringLiteral("y"), next.at.y},
                {QStringLiteral("feature"), featureText(next.feature)},
            });
            continue;
        }
        if (next.kind == rules::LogKind::Crown && next.sector == e.sector)
            points += pointsOf(game, next);
        break;
    }
    int total = 0;
    for (const QVariant &p : std::as_const(points))
        total += p.toMap().value(QStringLiteral("points")).toInt();
    return QVariantMap{
        {QStringLiteral("logIndex"), logIndex},
        {QStringLiteral("turn"), e.turn},
        {QStringLiteral("player"), e.player},
        {QStringLiteral("tileId"), tileName(e.tile)},
        {QStringLiteral("moved"), e.moved},
        {QStringLiteral("sector"), int(e.sector)},
        {QStringLiteral("sectorName"), sectorText(e.sector)},
        {QStringLiteral("points"), points},
        {QStringLiteral("total"), total},
        {QStringLiteral("removals"), removals},
    };
}

QString tileSetText(rules::TileSet tileSet)
{
    return toQString(rules::tileSetName(tileSet));
}

QString famineText(rules::FamineRule famine)
{
    return toQString(rules::famineRuleName(famine));
}

QVariantMap rulesToVariant(const rules::Options &options)
{
    return QVariantMap{
        {QStringLiteral("tileSet"), tileSetText(options.tileSet)},
        {QStringLiteral("fortuneTeller"), options.fortuneTeller},
        {QStringLiteral("famine"), famineText(options.famine)},
        {QStringLiteral("wheelAsStart"), options.wheelAsStart},
    };
}

QStringList computerLevels()
{
    QStringList names;
    for (std::string_view level : rules::ai::agentLevels())
        names << QString::fromLatin1(level.data(), qsizetype(level.size()));
    return names;
}

QVariantMap scoreHistoryToVariant(const rules::ScoreTimeline &timeline, const QVector<Seat> &seats)
{
    QVariantList wheelTurns;
    for (const rules::ScoreTimeline::WheelTurn &w : timeline.wheelTurns) {
        wheelTurns.append(QVariantMap{
            {QStringLiteral("turn"), w.turn},
            {QStringLiteral("sector"), int(w.sector)},
            {QStringLiteral("sectorName"), sectorText(w.sector)},
        });
    }
    QVariantList players;
    for (size_t p = 0; p < timeline.scores.size(); ++p) {
        QVariantList series;
        for (int s : timeline.scores[p])
            series.append(s);
        const Seat seat = seats.value(int(p));
        players.append(QVariantMap{
            {QStringLiteral("player"), int(p)},
            {QStringLiteral("name"), seat.name},
            {QStringLiteral("colorName"), colorText(seat.color)},
            {QStringLiteral("scores"), series},
            {QStringLiteral("final"), timeline.finals[p]},
        });
    }
    return QVariantMap{
        {QStringLiteral("turns"), timeline.turns},
        {QStringLiteral("players"), players},
        {QStringLiteral("wheelTurns"), wheelTurns},
    };
}

} // namespace fortuna::model
