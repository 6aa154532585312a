// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamefigures.h"

#include "record/json.h"
#include "record/replay.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace fortuna::model
{

namespace
{
// The version of figuresJson: raise it when what a figure means changes.
constexpr int FiguresVersion = 1;
} // namespace

QByteArray figuresJson(const GameFigures &figures)
{
    QJsonArray players;
    for (const PlayerFigures &f : figures.players) {
        QJsonArray points;
        for (int p : f.points)
            points.append(p);
        players.append(QJsonArray{f.tilesLaid, f.followersUsed, f.wheelPoints, f.plagueFollowers, f.plagueLost, f.score, points});
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("v"), FiguresVersion}, {QStringLiteral("ok"), figures.ok}, {QStringLiteral("players"), players}})
        .toJson(QJsonDocument::Compact);
}

std::optional<GameFigures> figuresFromJson(const QByteArray &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    if (o.value(QLatin1String("v")).toInt() != FiguresVersion)
        return std::nullopt;
    GameFigures out;
    for (const QJsonValue &v : o.value(QLatin1String("players")).toArray()) {
        const QJsonArray a = v.toArray();
        const QJsonArray points = a.at(6).toArray();
        if (a.size() != 7 || points.size() != rules::ReasonCount)
            return std::nullopt;
        PlayerFigures f;
        f.tilesLaid = a.at(0).toInt();
        f.followersUsed = a.at(1).toInt();
        f.wheelPoints = a.at(2).toInt();
        f.plagueFollowers = a.at(3).toInt();
        f.plagueLost = a.at(4).toInt();
        f.score = a.at(5).toInt();
        for (int r = 0; r < rules::ReasonCount; ++r)
            f.points[size_t(r)] = points.at(r).toInt();
        out.players.push_back(f);
    }
    out.ok = o.value(QLatin1String("ok")).toBool();
    return out;
}

bool isWheelReason(rules::Reason reason)
{
    switch (reason) {
    case rules::Reason::Fortune:
    case rules::Reason::Taxes:
    case rules::Reason::Famine:
    case rules::Reason::Storm:
    case rules::Reason::Inquisition:
    case rules::Reason::Crown:
        return true;
    default:
        return false;
    }
}

GameFigures figuresOf(const record::Record &record, const rules::Setup &setup)
{
    GameFigures out;
    // The replay says the decisions; they are applied again on a game of our own, so that the
    // Plague's cost is read just before and just after each follower given back.
    std::vector<rules::Decision> decisions;
    const record::ReplayOutcome replayed = record::replay(record, setup, -1, nullptr, &decisions);
    std::optional<rules::Game> game = replayed.ok() ? rules::Game::create(setup) : std::nullopt;
    if (!game)
        return out;
    out.players.resize(size_t(game->playerCount()));
    for (const rules::Decision &d : decisions) {
        const int player = game->actingPlayer();
        if (player < 0)
            return GameFigures();
        PlayerFigures &f = out.players[size_t(player)];
        // what the land would pay the player at the end if the game ended now (the final
        // scoring alone: the last removal goes on with the Plague's crowns and the draw)
        auto landValue = [&game, player]() {
            return game->scoresIfEndedNow()[size_t(player)] - game->score(player);
        };
        int before = 0;
        if (d.phase == rules::Phase::Plague)
            before = landValue();
        if (!game->apply(d))
            return GameFigures();
        switch (d.phase) {
        case rules::Phase::Place:
            ++f.tilesLaid;
            break;
        case rules::Phase::Deploy:
            if (d.deployment.kind != rules::Deployment::Kind::None)
                ++f.followersUsed;
            break;
        case rules::Phase::Plague: {
            ++f.plagueFollowers;
            f.plagueLost += before - landValue();
            break;
        }
        default:
            break;
        }
    }
    for (int p = 0; p < game->playerCount(); ++p) {
        PlayerFigures &f = out.players[size_t(p)];
        f.score = game->score(p);
        for (int r = 0; r < rules::ReasonCount; ++r) {
            f.points[size_t(r)] = game->points(p, rules::Reason(r));
            if (isWheelReason(rules::Reason(r)))
                f.wheelPoints += f.points[size_t(r)];
        }
    }
    out.ok = true;
    return out;
}

GameFigures figuresOf(const QByteArray &recordBytes, const QByteArray &drawsJson)
{
    const record::ReadResult read = record::readRecord(recordBytes);
    if (!read.ok())
        return GameFigures();
    rules::Setup setup = read.record->setup();
    if (!drawsJson.isEmpty()) {
        record::JsonError error;
        const std::optional<std::vector<rules::TileRef>> draws =
            record::tilesFromJson(QJsonDocument::fromJson(drawsJson).array(), QStringLiteral("draws"), &error);
        if (!draws)
            return GameFigures();
        setup.draws = *draws;
    }
    return figuresOf(*read.record, setup);
}

} // namespace fortuna::model
