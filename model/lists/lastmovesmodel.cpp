// SPDX-License-Identifier: GPL-3.0-or-later
#include "lastmovesmodel.h"

#include "convert.h"

#include "rules/game.h"

namespace fortuna::model
{

using namespace fortuna::rules;

LastMovesModel::LastMovesModel(QObject *parent)
    : RowModel({"player", "turn", "x", "y", "tileId", "rotation", "follower", "feature", "port", "sector", "slot"}, parent) // in the order of Roles
{
}

void LastMovesModel::update(const Game *game, const std::vector<record::Turn> &turns, int shown, bool fresh)
{
    QVector<Row> rows;
    int from = 0, walk = 0, walker = -1;
    if (game) {
        const Board &board = game->board();
        const int players = game->playerCount();
        shown = std::min(shown, int(turns.size()));
        for (int p = 0; p < players; ++p) {
            // The player's last turn that laid a tile (turn k is player k mod n's).
            int k = shown - 1;
            while (k >= 0 && (k % players != p || !turns[size_t(k)].at))
                --k;
            if (k < 0)
                continue;
            const record::Turn &t = turns[size_t(k)];
            const int cell = board.cellIndexAt(*t.at);
            if (cell < 0)
                continue;
            Row row = makeRow(QByteArray::number(p));
            auto set = [&row](int role, QVariant v) {
                row.values[role - Qt::UserRole - 1] = std::move(v);
            };
            set(PlayerRole, p);
            set(TurnRole, k + 1);
            set(XRole, t.at->x);
            set(YRole, t.at->y);
            set(TileIdRole, tileName(board.cell(cell).tile));
            set(RotationRole, int(board.cell(cell).rotation));
            QString follower;
            int feature = -1, port = -1, sector = -1, slot = -1;
            if (t.follower.kind == Deployment::Kind::Feature) {
                const int node = board.featureNode(cell, t.follower.feature, t.follower.port);
                if (node >= 0 && board.node(node).occupant == p) {
                    follower = QStringLiteral("land");
                    feature = int(t.follower.feature);
                    port = board.canonicalPort(node);
                }
            } else if (t.follower.kind == Deployment::Kind::Crown && game->crownOccupant(t.follower.sector, t.follower.slot) == p) {
                follower = QStringLiteral("crown");
                sector = int(t.follower.sector);
                slot = t.follower.slot;
            }
            set(FollowerRole, follower);
            set(FeatureRole, feature);
            set(PortRole, port);
            set(SectorRole, sector);
            set(SlotRole, slot);
            rows.append(std::move(row));
        }
        const auto &log = game->log();
        for (auto it = log.rbegin(); it != log.rend(); ++it) {
            if (it->kind == LogKind::Wheel) {
                walk = it->moved;
                from = ((int(it->sector) - walk) % SectorCount + SectorCount) % SectorCount;
                walker = it->player;
                break;
            }
        }
    }
    publish(std::move(rows), fresh);
    if (from != m_pigFrom || walk != m_pigWalk || walker != m_pigPlayer) {
        m_pigFrom = from;
        m_pigWalk = walk;
        m_pigPlayer = walker;
        Q_EMIT pigWalkChanged();
    }
}

} // namespace fortuna::model
