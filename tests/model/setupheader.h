// SPDX-License-Identifier: GPL-3.0-or-later
// A setup written in the tests as a map, as the record header text GameController::newGame reads.
#pragma once

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <QVariantMap>

inline QString headerJson(const QVariantMap &setup)
{
    return QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(setup)).toJson(QJsonDocument::Compact));
}
