// SPDX-License-Identifier: GPL-3.0-or-later
#include "playersmodel.h"

#include "rules/standings.h"

#include <QCoreApplication>
#include <QEvent>

namespace fortuna::model
{

using namespace fortuna::rules;

PlayersModel::PlayersModel(QObject *parent)
    : RowModel({"name", "colorName", "isComputer", "aiLevel", "score", "supply", "fortuneTellers", "isCurrent", "isActing", "breakdown", "rank", "isWinner"},
               parent) // in the order of Roles
{
    if (auto *app = QCoreApplication::instance())
        app->installEventFilter(this);
}

bool PlayersModel::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && watched == QCoreApplication::instance() && !m_names.isEmpty()) {
        QVector<Row> next = rows();
        for (int p = 0; p < next.size() && p < m_names.size(); ++p)
            next[p].values[NameRole - Qt::UserRole - 1] = seatName(m_names[p]);
        sync(std::move(next));
    }
    return RowModel::eventFilter(watched, event);
}

void PlayersModel::update(const Game *game, const Seats &seats, int actingPlayer, bool fresh)
{
    QVector<Row> rows;
    m_names.clear();
    if (game) {
        const int n = game->playerCount();
        const bool over = game->phase() == Phase::GameOver;
        const std::vector<int> ranks = ranking(*game);
        for (int p = 0; p < n; ++p) {
            const record::PlayerInfo seat = seatAt(seats, p);
            Row row = makeRow(QByteArray::number(p));
            auto set = [&row](int role, QVariant v) {
                row.values[role - Qt::UserRole - 1] = std::move(v);
            };
            const int score = game->score(p);
            const int rank = ranks[size_t(p)];
            QVariantMap breakdown;
            for (int r = 0; r < ReasonCount; ++r)
                breakdown.insert(reasonText(Reason(r)), game->points(p, Reason(r)));
            set(NameRole, seatName(seat.name));
            m_names.append(seat.name);
            set(ColorNameRole, colorText(seat.color));
            set(IsComputerRole, seat.isComputer());
            set(AiLevelRole, seat.level);
            set(ScoreRole, score);
            set(SupplyRole, game->supply(p));
            set(FortuneTellersRole, game->fortuneTellers(p));
            set(IsCurrentRole, !over && game->currentPlayer() == p);
            set(IsActingRole, !over && actingPlayer == p);
            set(BreakdownRole, breakdown);
            set(RankRole, rank);
            set(IsWinnerRole, over && rank == 1);
            rows.append(std::move(row));
        }
    }
    publish(std::move(rows), fresh);
}

} // namespace fortuna::model
