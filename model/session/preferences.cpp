// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferences.h"

#include "settings.h"

using fortuna::model::Settings;

Preferences::Preferences(QObject *parent)
    : QObject(parent)
{
}

// The keys QML uses map onto the typed Settings; an unknown key is a programming error.
QVariant Preferences::value(const QString &key, const QVariant &defaultValue) const
{
    if (key == QLatin1String("lastSetup")) {
        const QString json = Settings::lastSetup();
        return json.isEmpty() ? defaultValue : QVariant(json);
    }
    if (key == QLatin1String("animations"))
        return Settings::animations(defaultValue.isValid() ? defaultValue.toBool() : true);
    if (key == QLatin1String("followComputers"))
        return Settings::followComputers(defaultValue.isValid() ? defaultValue.toBool() : true);
    if (key == QLatin1String("computerDelay"))
        return Settings::computerDelay(defaultValue.isValid() ? defaultValue.toInt() : 700);
    if (key == QLatin1String("sound"))
        return Settings::sound(defaultValue.isValid() ? defaultValue.toBool() : true);
    if (key == QLatin1String("soundVolume"))
        return Settings::soundVolume(defaultValue.isValid() ? defaultValue.toInt() : 70);
    qWarning("Preferences: unknown key %s", qPrintable(key));
    return defaultValue;
}

bool Preferences::boolValue(const QString &key, bool defaultValue) const
{
    return value(key, defaultValue).toBool();
}

int Preferences::intValue(const QString &key, int defaultValue) const
{
    bool ok = false;
    const int v = value(key, defaultValue).toInt(&ok);
    return ok ? v : defaultValue;
}

void Preferences::setValue(const QString &key, const QVariant &value)
{
    if (key == QLatin1String("lastSetup"))
        Settings::setLastSetup(value.toString());
    else if (key == QLatin1String("animations"))
        Settings::setAnimations(value.toBool());
    else if (key == QLatin1String("followComputers"))
        Settings::setFollowComputers(value.toBool());
    else if (key == QLatin1String("computerDelay"))
        Settings::setComputerDelay(value.toInt());
    else if (key == QLatin1String("sound"))
        Settings::setSound(value.toBool());
    else if (key == QLatin1String("soundVolume"))
        Settings::setSoundVolume(value.toInt());
    else
        qWarning("Preferences: unknown key %s", qPrintable(key));
}
