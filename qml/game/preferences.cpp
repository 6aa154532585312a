// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferences.h"

#include <QSettings>

Preferences::Preferences(QObject *parent)
    : QObject(parent)
{
}

QVariant Preferences::value(const QString &key, const QVariant &defaultValue) const
{
    return QSettings().value(QStringLiteral("game/") + key, defaultValue);
}

bool Preferences::boolValue(const QString &key, bool defaultValue) const
{
    return QSettings().value(QStringLiteral("game/") + key, defaultValue).toBool();
}

int Preferences::intValue(const QString &key, int defaultValue) const
{
    bool ok = false;
    const int v = QSettings().value(QStringLiteral("game/") + key, defaultValue).toInt(&ok);
    return ok ? v : defaultValue;
}

void Preferences::setValue(const QString &key, const QVariant &value)
{
    QSettings settings;
    settings.setValue(QStringLiteral("game/") + key, value);
}
