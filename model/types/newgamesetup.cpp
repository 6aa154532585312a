// SPDX-License-Identifier: GPL-3.0-or-later
#include "newgamesetup.h"

#include <QJsonArray>

namespace fortuna::model
{

NewGameSetup::NewGameSetup(QObject *parent)
    : QObject(parent)
{
}

void NewGameSetup::clearPlayers()
{
    if (m_players.isEmpty())
        return;
    m_players.clear();
    Q_EMIT changed();
}

void NewGameSetup::addPlayer(const QString &name, const QString &color, const QString &ai)
{
    m_players.append(Player{name, color, ai});
    Q_EMIT changed();
}

QJsonObject NewGameSetup::headerFields() const
{
    QJsonArray players;
    for (const Player &p : m_players) {
        QJsonObject seat{{QStringLiteral("name"), p.name}};
        if (!p.color.isEmpty())
            seat.insert(QStringLiteral("color"), p.color);
        if (!p.ai.isEmpty())
            seat.insert(QStringLiteral("ai"), p.ai);
        players.append(seat);
    }
    QJsonObject fields{{QStringLiteral("players"), players}, {QStringLiteral("rules"), QJsonObject::fromVariantMap(m_rules)}};
    if (!m_deck.isEmpty())
        fields.insert(QStringLiteral("deck"), QJsonArray::fromStringList(m_deck));
    return fields;
}

} // namespace fortuna::model
