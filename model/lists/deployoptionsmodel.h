// SPDX-License-Identifier: GPL-3.0-or-later
// Where a follower may go after the tile was laid (Deploy phase): one row per legal deployment,
// GameController.deploy(row) makes it. Not deploying (GameController.skipDeploy) is always
// allowed and is not a row.
#pragma once

#include "rowmodel.h"

#include "rules/game.h"

#include <QVariantList>

#include <optional>
#include <vector>

namespace fortuna::model
{

class DeployOptionsModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DeployOptionsModel is provided by GameController.deployOptions")
    // Every feature of the tile just laid, legal or not, by its local index (the index
    // TileGeometry.featureAt gives): {feature, parts, owners, points, complete, option} with
    // `option` the row that deploys there, -1 when no follower may go there. Empty outside the
    // Deploy phase. It is not made of rows because the board points at any feature of the
    // tile, also where no follower may go (lit in white, named, and a click there is refused
    // with the engine's reason: GameController.deployOnTileFeature).
    Q_PROPERTY(QVariantList tileFeatures READ tileFeatures NOTIFY tileFeaturesChanged)

public:
    enum Roles {
        KindRole = Qt::UserRole + 1, // "feature" or "crown"
        FeatureRole, // feature: the FeatureKind (QML: FeatureKind.Road ...); crown: -1
        PortRole, // feature: the board-orientation port as a number (rules/types.h); -1 for none
        SectorRole, // crown: the Sector 0..5, else -1
        SlotRole, // crown: 0..1, else -1
        XRole, // feature: the tile just laid
        YRole,
        RotationRole, // feature: that tile's rotation 0..3
        LocalFeatureRole, // feature: the tile's own feature index (TileGeometry.featureAt); -1 for crowns
        // feature: the whole feature once the tile lies there (rules/featurespan.h)
        PartsRole, // [{x, y, tileId, rotation, feature (local index), wheel}]
        OwnersRole, // [{player, count}] of the followers already on it
        PointsRole, // what it would score now
        CompleteRole, // finished (road, city, cloister, tent)
    };
    Q_ENUM(Roles)

    explicit DeployOptionsModel(QObject *parent = nullptr);

    // `options`: the engine's legal deployments (the leading "none" is skipped).
    void update(const rules::Game *game, const std::vector<rules::Deployment> &options, bool fresh);

    QVariantList tileFeatures() const { return m_tileFeatures; }
    // The deployment of a row, of the tile's local feature (legal or not); nullopt for none.
    std::optional<rules::Deployment> deployment(int row) const;
    std::optional<rules::Deployment> onTileFeature(int localFeature) const;
    // The row of a deployment, -1 for none or one not offered.
    int rowOf(const rules::Deployment &d) const;

Q_SIGNALS:
    void tileFeaturesChanged();

private:
    std::vector<rules::Deployment> m_deployments; // one per row
    std::vector<rules::Deployment> m_onTileFeature; // one per local feature of tileFeatures
    QVariantList m_tileFeatures;
};

} // namespace fortuna::model
