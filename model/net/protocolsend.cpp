// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-net/1: the JSON the server sends (errors, the public state, log entries, turns, the
// tiles drawn). The game's vocabulary is written by the record codec (record/json.h).
// Reading clients' messages: protocol.cpp.
#include "net/protocol.h"

namespace fortuna::net
{

QJsonObject errorMessage(const QString &code, const QString &text, bool fatal)
{
    QJsonObject o;
    o.insert(QStringLiteral("type"), QStringLiteral("error"));
    o.insert(QStringLiteral("error"), code);
    o.insert(QStringLiteral("message"), text);
    o.insert(QStringLiteral("fatal"), fatal);
    return o;
}

QJsonObject stateJson(const rules::Game &game)
{
    QJsonObject s;
    const rules::Phase phase = game.phase();
    s.insert(QStringLiteral("phase"), record::fromView(rules::phaseName(phase)));
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
        s.insert(QStringLiteral("pending"), record::toJson(*pending));
    else
        s.insert(QStringLiteral("pending"), QJsonValue(QJsonValue::Null));
    s.insert(QStringLiteral("tilesLeft"), game.tilesLeft());
    s.insert(QStringLiteral("pig"), record::fromView(rules::sectorName(game.pig())));
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
            followers.append(record::toJson(d));
    if (phase == rules::Phase::Plague)
        for (const rules::FollowerInfo &f : game.legalPlagueRemovals())
            plague.append(record::toJson(record::FollowerPlace{f.at, f.feature, f.port}));
    s.insert(QStringLiteral("legal"),
             QJsonObject{{QStringLiteral("placements"), placements}, {QStringLiteral("followers"), followers}, {QStringLiteral("plague"), plague}});
    return s;
}

QJsonArray logJson(const rules::Game &game, size_t from)
{
    QJsonArray a;
    for (size_t i = from; i < game.log().size(); ++i)
        a.append(record::toJson(game, game.log()[i]));
    return a;
}

QJsonArray turnsJson(const record::Record &record, size_t from)
{
    QJsonArray a;
    for (size_t i = from; i < record.turns.size(); ++i)
        a.append(record::toJson(record.turns[i]));
    return a;
}

QJsonArray drawsJson(const rules::Game &game, size_t from)
{
    QJsonArray a;
    const std::vector<rules::TileRef> &draws = game.draws();
    for (size_t i = from; i < draws.size(); ++i)
        a.append(record::tileName(draws[i]));
    return a;
}

} // namespace fortuna::net
