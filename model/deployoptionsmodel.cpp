// SPDX-License-Identifier: GPL-3.0-or-later
#include "deployoptionsmodel.h"

#include "convert.h"

namespace fortuna::model {

using namespace fortuna::rules;

DeployOptionsModel::DeployOptionsModel(QObject *parent)
    : RowModel({"kind", "feature", "port", "sector", "sectorName", "slot", "x", "y", "rotation", "featureKind", "portIndex"}, parent) // in the order of Roles
{
}

void DeployOptionsModel::update(const Game *game, const std::vector<Deployment> &options, bool fresh)
{
    QVector<Row> rows;
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
            auto set = [&row](int role, QVariant v) { row.values[role - Qt::UserRole - 1] = std::move(v); };
            set(KindRole, crown ? QStringLiteral("crown") : QStringLiteral("feature"));
            set(FeatureRole, crown ? QString() : featureText(d.feature));
            set(PortRole, crown ? QString() : portText(d.feature, d.port));
            set(SectorRole, crown ? int(d.sector) : -1);
            set(SectorNameRole, crown ? sectorText(d.sector) : QString());
            set(SlotRole, crown ? d.slot : -1);
            set(XRole, !crown && pending ? pending->pos.x : 0);
            set(YRole, !crown && pending ? pending->pos.y : 0);
            set(RotationRole, !crown && pending ? pending->rotation : 0);
            set(FeatureKindRole, crown ? -1 : int(d.feature));
            set(PortIndexRole, crown ? -1 : d.port);
            rows.append(std::move(row));
        }
    }
    publish(std::move(rows), fresh);
}

} // namespace fortuna::model
