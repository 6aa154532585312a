// SPDX-License-Identifier: GPL-3.0-or-later
// A setup written in the tests as a map {players: [{name, color, ai}], rules, seed, deck}: as
// the record header text GameController::newGame(QString) reads, or filled into the setup
// screen's NewGameSetup.
#pragma once

#include "newgamesetup.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QVariantMap>

#include <memory>

inline QString headerJson(const QVariantMap &setup)
{
    return QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(setup)).toJson(QJsonDocument::Compact));
}

inline std::unique_ptr<fortuna::model::NewGameSetup> newGameSetup(const QVariantMap &setup)
{
    auto form = std::make_unique<fortuna::model::NewGameSetup>();
    for (const QVariant &v : setup.value(QStringLiteral("players")).toList()) {
        const QVariantMap p = v.toMap();
        form->addPlayer(p.value(QStringLiteral("name")).toString(), p.value(QStringLiteral("color")).toString(), p.value(QStringLiteral("ai")).toString());
    }
    form->setRules(setup.value(QStringLiteral("rules")).toMap());
    if (setup.contains(QStringLiteral("seed")))
        form->setSeed(setup.value(QStringLiteral("seed")).toString());
    form->setDeck(setup.value(QStringLiteral("deck")).toStringList());
    return form;
}
