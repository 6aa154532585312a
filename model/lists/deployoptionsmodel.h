// SPDX-License-Identifier: GPL-3.0-or-later
// Where a follower may go after the tile was laid (Deploy phase). Not deploying
// (GameController.skipDeploy) is always allowed and is not a row.
#pragma once

#include "rowmodel.h"

#include <QVariantList>

#include <vector>

namespace fortuna::rules
{
class Game;
struct Deployment;
}

namespace fortuna::model
{

class DeployOptionsModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("DeployOptionsModel is provided by GameController.deployOptions")
    // Every feature of the tile just laid, legal or not, by its local index (the index
    // TileGeometry.featureAt gives): {feature, featureKind, parts, owners, points, complete,
    // option} with `option` the row that deploys there, -1 when no follower may go there.
    // Empty outside the Deploy phase.
    Q_PROPERTY(QVariantList tileFeatures READ tileFeatures NOTIFY tileFeaturesChanged)

public:
    enum Roles {
        KindRole = Qt::UserRole + 1, // "feature" or "crown"
        FeatureRole, // feature: road, city, field, cloister, tent
        PortRole, // feature: board-orientation port ("N", "NNW", "" for cloister/tent)
        SectorRole, // crown: 0..5, else -1
        SectorNameRole, // crown: fortune ... plague
        SlotRole, // crown: 0..1, else -1
        XRole, // feature: the tile just laid
        YRole,
        RotationRole, // feature: that tile's rotation 0..3
        FeatureKindRole, // feature: the FeatureKind (QML: FeatureKind.Road ...); crown: -1
        PortIndexRole, // feature: the port as a number (rules/types.h); -1 for none
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

Q_SIGNALS:
    void tileFeaturesChanged();

private:
    QVariantList m_tileFeatures;
};

} // namespace fortuna::model
