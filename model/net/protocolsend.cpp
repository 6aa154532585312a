// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-net/1: the JSON the server sends (errors, rules, players, the public state, log
// entries, turns, the record once the game is over). Reading clients' messages: protocol.cpp.
#include "net/protocol.h"

#include "net/protocoljson.h"
#include "rules/catalogue.h"

#include <QJsonDocument>

namespace fortuna::net
{

using rules::FeatureKind;
using namespace detail;

namespace detail
{

QJsonObject featurePlaceJson(FeatureKind kind, int port)
{
    QJsonObject o;
    o.insert(QStringLiteral("feature"), fromView(rules::featureKindName(kind)));
    if (kind != FeatureKind::Cloister && kind != FeatureKind::Tent)
        o.insert(QStringLiteral("port"), record::portText(kind, port));
    return o;
}

QJsonValue deploymentJson(const rules::Deployment &d)
{
    switch (d.kind) {
    case rules::Deployment::Kind::None:
        return QJsonValue(QJsonValue::Null);
    case rules::Deployment::Kind::Feature:
        return featurePlaceJson(d.feature, d.port);
    case rules::Deployment::Kind::Crown:
        break;
    }
    QJsonObject o;
    o.insert(QStringLiteral("crown"), fromView(rules::sectorName(d.sector)));
    o.insert(QStringLiteral("slot"), d.slot);
    return o;
}

QString phaseName(rules::Phase p)
{
    switch (p) {
    case rules::Phase::ChooseTile:
        return QStringLiteral("choose");
    case rules::Phase::Plague:
        return QStringLiteral("plague");
    case rules::Phase::Place:
        return QStringLiteral("place");
    case rules::Phase::Deploy:
        return QStringLiteral("deploy");
    case rules::Phase::GameOver:
        break;
    }
    return QStringLiteral("over");
}

} // namespace detail

QJsonObject errorMessage(const QString &code, const QString &text, bool fatal)
{
    QJsonObject o;
    o.insert(QStringLiteral("type"), QStringLiteral("error"));
    o.insert(QStringLiteral("error"), code);
    o.insert(QStringLiteral("message"), text);
    o.insert(QStringLiteral("fatal"), fatal);
    return o;
}

QJsonObject rulesJson(const rules::Options &options)
{
    QJsonObject o;
    for (const rules::OptionSpec &spec : rules::OptionSpecs) {
        const int value = spec.get(options);
        o.insert(fromView(spec.key), spec.isBoolean() ? QJsonValue(value != 0) : QJsonValue(fromView(spec.choiceName(value))));
    }
    return o;
}

QJsonArray playersJson(const std::vector<record::PlayerInfo> &players)
{
    QJsonArray a;
    for (const record::PlayerInfo &p : players) {
        QJsonObject o;
        o.insert(QStringLiteral("name"), p.name);
        o.insert(QStringLiteral("color"), fromView(rules::colorName(p.color)));
        if (p.ai)
            o.insert(QStringLiteral("ai"), *p.ai);
        a.append(o);
    }
    return a;
}

QJsonArray posJson(rules::Pos p)
{
    return QJsonArray{p.x, p.y};
}

QJsonObject stateJson(const rules::Game &game)
{
    QJsonObject s;
    const rules::Phase phase = game.phase();
    s.insert(QStringLiteral("phase"), phaseName(phase));
    s.insert(QStringLiteral("turn"), game.turn());
    s.insert(QStringLiteral("player"), game.currentPlayer());
    s.insert(QStringLiteral("plaguePlayer"), phase == rules::Phase::Plague ? game.plaguePlayer() : -1);
    const bool holding = phase == rules::Phase::Place || phase == rules::Phase::Deploy;
    s.insert(QStringLiteral("tile"), holding ? QJsonValue(record::tileName(game.currentTile())) : QJsonValue(QJsonValue::Null));
    QJsonArray drawn;
    if (phase == rules::Phase::ChooseTile)
        for (int i = 0; i < int(game.drawnTiles().size()); ++i)
            drawn.append(
                QJsonObject{{QStringLiteral("tile"), record::tileName(game.drawnTiles()[size_t(i)])}, {QStringLiteral("placeable"), game.drawnPlaceable(i)}});
    s.insert(QStringLiteral("drawn"), drawn);
    const auto pending = game.pendingPlacement();
    if (pending && phase == rules::Phase::Deploy)
        s.insert(QStringLiteral("pending"),
                 QJsonObject{{QStringLiteral("at"), posJson(pending->pos)}, {QStringLiteral("rotation"), record::rotationDegrees(pending->rotation)}});
    else
        s.insert(QStringLiteral("pending"), QJsonValue(QJsonValue::Null));
    s.insert(QStringLiteral("tilesLeft"), game.tilesLeft());
    s.insert(QStringLiteral("pig"), fromView(rules::sectorName(game.pig())));
    s.insert(QStringLiteral("pigSteps"), qint64(game.pigSteps()));
    QJsonArray scores, supply;
    for (int p = 0; p < game.playerCount(); ++p) {
        scores.append(game.score(p));
        supply.append(game.supply(p));
    }
    s.insert(QStringLiteral("scores"), scores);
    s.insert(QStringLiteral("supply"), supply);
    QJsonArray placements, followers, plague;
    if (phase == rules::Phase::Place)
        for (const rules::Placement &p : game.legalPlacements())
            placements.append(QJsonArray{p.pos.x, p.pos.y, record::rotationDegrees(p.rotation)});
    if (phase == rules::Phase::Deploy)
        for (const rules::Deployment &d : game.legalDeployments())
            followers.append(deploymentJson(d));
    if (phase == rules::Phase::Plague)
        for (const rules::FollowerInfo &f : game.legalPlagueRemovals()) {
            QJsonObject o = featurePlaceJson(f.feature, f.port);
            o.insert(QStringLiteral("at"), posJson(f.at));
            plague.append(o);
        }
    s.insert(QStringLiteral("legal"),
             QJsonObject{{QStringLiteral("placements"), placements}, {QStringLiteral("followers"), followers}, {QStringLiteral("plague"), plague}});
    return s;
}

QJsonObject logEntryJson(const rules::Game &game, const rules::LogEntry &e)
{
    QJsonObject o;
    o.insert(QStringLiteral("turn"), e.turn);
    o.insert(QStringLiteral("player"), e.player);
    o.insert(QStringLiteral("kind"), fromView(rules::logKindName(e.kind)));
    switch (e.kind) {
    case rules::LogKind::Discard:
        o.insert(QStringLiteral("tile"), record::tileName(e.tile));
        break;
    case rules::LogKind::Wheel:
        o.insert(QStringLiteral("tile"), record::tileName(e.tile));
        o.insert(QStringLiteral("moved"), e.moved);
        o.insert(QStringLiteral("sector"), fromView(rules::sectorName(e.sector)));
        break;
    case rules::LogKind::Crown:
        o.insert(QStringLiteral("sector"), fromView(rules::sectorName(e.sector)));
        break;
    case rules::LogKind::Plague:
    case rules::LogKind::Score:
    case rules::LogKind::Final:
        o.insert(QStringLiteral("feature"), fromView(rules::featureKindName(e.feature)));
        o.insert(QStringLiteral("at"), posJson(e.at));
        o.insert(QStringLiteral("tiles"), e.tiles);
        if (e.kind == rules::LogKind::Plague && e.port >= 0)
            o.insert(QStringLiteral("port"), record::portText(e.feature, e.port));
        break;
    case rules::LogKind::Tent:
        o.insert(QStringLiteral("at"), posJson(e.at));
        break;
    case rules::LogKind::GameEnd:
        break;
    }
    QJsonArray points;
    for (uint32_t i = e.pointsBegin; i < e.pointsEnd && i < game.logPoints().size(); ++i) {
        const rules::PointsEntry &p = game.logPoints()[i];
        points.append(QJsonObject{{QStringLiteral("player"), p.player},
                                  {QStringLiteral("points"), p.points},
                                  {QStringLiteral("reason"), fromView(rules::reasonName(p.reason))}});
    }
    o.insert(QStringLiteral("points"), points);
    return o;
}

QJsonArray turnsJson(const record::Record &full, int from)
{
    record::Record part;
    part.options = full.options;
    part.players = full.players;
    for (size_t i = size_t(std::max(0, from)); i < full.turns.size(); ++i)
        part.turns.push_back(full.turns[i]);
    if (part.turns.empty())
        return {};
    return QJsonDocument::fromJson(record::writeRecord(part)).object().value(QLatin1String("turns")).toArray();
}

QJsonObject recordObject(const QJsonObject &rules, const QJsonArray &players, const QJsonArray &turns, uint64_t seed)
{
    QJsonObject o;
    o.insert(QStringLiteral("format"), QLatin1String(record::RecordFormat));
    o.insert(QStringLiteral("rules"), rules);
    o.insert(QStringLiteral("seed"), double(seed));
    o.insert(QStringLiteral("players"), players);
    o.insert(QStringLiteral("turns"), turns);
    return o;
}

QJsonArray drawsJson(const rules::Game &game, size_t from)
{
    QJsonArray a;
    const std::vector<rules::TileRef> &draws = game.draws();
    for (size_t i = from; i < draws.size(); ++i)
        a.append(record::tileName(draws[i]));
    return a;
}

std::optional<std::vector<rules::TileRef>> readDraws(const QJsonArray &draws)
{
    std::vector<rules::TileRef> tiles;
    for (const QJsonValue &v : draws) {
        const std::optional<rules::TileRef> t = rules::Catalogue::instance().parse(v.toString().toStdString());
        if (!t)
            return std::nullopt;
        tiles.push_back(*t);
    }
    return tiles;
}

} // namespace fortuna::net
