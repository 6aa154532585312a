// SPDX-License-Identifier: GPL-3.0-or-later
// The players in turn order: identity, score, supply, and the score breakdown.
#pragma once

#include "convert.h"
#include "rowmodel.h"

namespace fortuna::model
{

class PlayersModel : public RowModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PlayersModel is provided by GameController.players")

public:
    enum Roles {
        NameRole = Qt::UserRole + 1,
        ColorNameRole, // red, blue, green, yellow, black
        IsComputerRole,
        AiLevelRole, // "" for a human, else "random", "easy", ...
        ScoreRole,
        SupplyRole, // followers in supply
        FortuneTellersRole, // fortune tellers on tents
        IsCurrentRole, // whose turn it is
        IsActingRole, // who must decide now (the plague player during Plague)
        BreakdownRole, // {road, city, cloister, farm, fortune, taxes, famine, storm, inquisition, crown, tent}
        RankRole, // 1 + number of players with more points (ties share a rank)
        IsWinnerRole, // at GameOver: rank 1
    };
    Q_ENUM(Roles)

    explicit PlayersModel(QObject *parent = nullptr);

    void update(const rules::Game *game, const Seats &seats, int actingPlayer, bool fresh);

protected:
    // A language switch (QEvent::LanguageChange on the application): the default names
    // (seatName) are shown in the new language.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QVector<QString> m_names; // as stored, in seat order
};

} // namespace fortuna::model
