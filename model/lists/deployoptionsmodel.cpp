// SPDX-License-Identifier: GPL-3.0-or-later
#include "deployoptionsmodel.h"

#include "convert.h"

#include "rules/featurespan.h"

#include <QVariantMap>

namespace fortuna::model
{

using namespace fortuna::rules;

DeployOptionsModel::DeployOptionsModel(QObject *parent)
    : RowModel({"kind", "feature", "port", "sector", "slot", "x", "y", "rotation", "localFeature", "parts", "owners", "points", "complete"},
               parent) // in the order of Roles
{
}

namespace
{

// The whole feature that (kind, port) of the tile laid at `where` belongs to, as roles.
QVariantMap spanOf(const Game &game, const Placement &where, FeatureKind kind, int port)
{
    const TileRef tile = game.currentTile();
    const std::optional<FeatureSpan> span = featureAfterPlacing(game.board(), tile, where, kind, port);
    if (!span)
        return {};
    QVariantList parts, owners;
    for (const FeaturePart &part : span->parts) {
        QVariantMap m{{QStringLiteral("x"), part.at.x}, {QStringLiteral("y"), part.at.y}, {QStringLiteral("wheel"), part.wheel}};
        if (!part.wheel) {
            const bool laidNow = part.at == where.pos;
            const int cell = game.board().cellIndexAt(part.at);
            const TileRef t = laidNow ? tile : game.board().cell(cell).tile;
            const int rotation = laidNow ? where.rotation : game.board().cell(cell).rotation;
            m.insert(QStringLiteral("tileId"), tileName(t));
            m.insert(QStringLiteral("rotation"), rotation);
            m.insert(QStringLiteral("feature"), localFeatureAt(Catalogue::instance().type(t.type), span->kind, part.port, rotation));
        }
        parts.append(m);
    }
    for (int p = 0; p < game.playerCount(); ++p) {
        if (span->followers[size_t(p)] > 0)
            owners.append(QVariantMap{{QStringLiteral("player"), p}, {QStringLiteral("count"), int(span->followers[size_t(p)])}});
    }
    return {{QStringLiteral("parts"), parts},
            {QStringLiteral("owners"), owners},
            {QStringLiteral("points"), span->points},
            {QStringLiteral("complete"), span->complete}};
}

void describeFeature(const Game &game, const Placement &where, const Deployment &d, RowModel::Row &row)
{
    auto set = [&row](int role, QVariant v) {
        row.values[role - Qt::UserRole - 1] = std::move(v);
    };
    const TileRef tile = game.currentTile();
    set(DeployOptionsModel::LocalFeatureRole, localFeatureAt(Catalogue::instance().type(tile.type), d.feature, d.port, where.rotation));
    const QVariantMap span = spanOf(game, where, d.feature, d.port);
    if (span.isEmpty())
        return;
    set(DeployOptionsModel::PartsRole, span.value(QStringLiteral("parts")));
    set(DeployOptionsModel::OwnersRole, span.value(QStringLiteral("owners")));
    set(DeployOptionsModel::PointsRole, span.value(QStringLiteral("points")));
    set(DeployOptionsModel::CompleteRole, span.value(QStringLiteral("complete")));
}

// Every feature of the tile laid at `where`, by local index; `optionOf[f]` is the row of
// the deploy option on local feature f, or -1. `deployments`: the deployment on each.
QVariantList tileFeatureList(const Game &game, const Placement &where, const std::vector<int> &optionOf, std::vector<Deployment> *deployments)
{
    QVariantList out;
    deployments->clear();
    const TileType &type = Catalogue::instance().type(game.currentTile().type);
    for (int f = 0; f < type.featureCount; ++f) {
        const auto &spec = type.features[size_t(f)];
        int port = -1;
        if (spec.kind == FeatureKind::Road || spec.kind == FeatureKind::City) {
            for (int s = 0; s < 4 && port < 0; ++s) {
                if (spec.edges & (1 << s))
                    port = boardSide(s, where.rotation);
            }
        } else if (spec.kind == FeatureKind::Field) {
            for (int h = 0; h < 8 && port < 0; ++h) {
                if (spec.ports & (1 << h))
                    port = boardPort(h, where.rotation);
            }
        }
        QVariantMap m = spanOf(game, where, spec.kind, port);
        m.insert(QStringLiteral("feature"), int(spec.kind));
        m.insert(QStringLiteral("option"), optionOf[size_t(f)]);
        out.append(m);
        deployments->push_back(Deployment::onFeature(spec.kind, port));
    }
    return out;
}

} // namespace

void DeployOptionsModel::update(const Game *game, const std::vector<Deployment> &options, bool fresh)
{
    QVector<Row> rows;
    m_deployments.clear();
    if (game) {
        const std::optional<Placement> pending = game->pendingPlacement();
        const QByteArray turn = QByteArray::number(game->turn());
        for (const Deployment &d : options) {
            if (d.kind == Deployment::Kind::None)
                continue;
            const bool crown = d.kind == Deployment::Kind::Crown;
            QByteArray key;
            if (crown)
                key = "crown/" + QByteArray::number(int(d.sector)) + '/' + QByteArray::number(d.slot);
            else
                key = "feature/" + turn + '/' + QByteArray::number(int(d.feature)) + '/' + QByteArray::number(d.port);
            Row row = makeRow(key);
            auto set = [&row](int role, QVariant v) {
                row.values[role - Qt::UserRole - 1] = std::move(v);
            };
            set(KindRole, crown ? QStringLiteral("crown") : QStringLiteral("feature"));
            set(FeatureRole, crown ? -1 : int(d.feature));
            set(PortRole, crown ? -1 : d.port);
            set(SectorRole, crown ? int(d.sector) : -1);
            set(SlotRole, crown ? d.slot : -1);
            set(XRole, !crown && pending ? pending->pos.x : 0);
            set(YRole, !crown && pending ? pending->pos.y : 0);
            set(RotationRole, !crown && pending ? pending->rotation : 0);
            set(LocalFeatureRole, -1);
            set(PartsRole, QVariantList());
            set(OwnersRole, QVariantList());
            set(PointsRole, 0);
            set(CompleteRole, false);
            if (!crown && pending)
                describeFeature(*game, *pending, d, row);
            rows.append(std::move(row));
            m_deployments.push_back(d);
        }
    }
    QVariantList features;
    m_onTileFeature.clear();
    if (game && game->phase() == Phase::Deploy && game->pendingPlacement()) {
        std::vector<int> optionOf(size_t(Catalogue::instance().type(game->currentTile().type).featureCount), -1);
        for (int i = 0; i < rows.size(); ++i) {
            const int f = rows[i].values[LocalFeatureRole - Qt::UserRole - 1].toInt();
            if (f >= 0 && f < int(optionOf.size()))
                optionOf[size_t(f)] = i;
        }
        features = tileFeatureList(*game, *game->pendingPlacement(), optionOf, &m_onTileFeature);
    }
    publish(std::move(rows), fresh);
    if (features != m_tileFeatures) {
        m_tileFeatures = features;
        Q_EMIT tileFeaturesChanged();
    }
}

std::optional<Deployment> DeployOptionsModel::deployment(int row) const
{
    if (row < 0 || size_t(row) >= m_deployments.size())
        return std::nullopt;
    return m_deployments[size_t(row)];
}

std::optional<Deployment> DeployOptionsModel::onTileFeature(int localFeature) const
{
    if (localFeature < 0 || size_t(localFeature) >= m_onTileFeature.size())
        return std::nullopt;
    return m_onTileFeature[size_t(localFeature)];
}

int DeployOptionsModel::rowOf(const rules::Deployment &d) const
{
    for (size_t i = 0; i < m_deployments.size(); ++i) {
        const rules::Deployment &o = m_deployments[i];
        if (o.kind != d.kind)
            continue;
        const bool same = o.kind == rules::Deployment::Kind::Crown ? o.sector == d.sector && o.slot == d.slot
                                                                   : o.feature == d.feature && (o.port == d.port || o.port < 0 || d.port < 0);
        if (same)
            return int(i);
    }
    return -1;
}

} // namespace fortuna::model
