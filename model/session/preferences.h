// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences: a few remembered choices of the game screen (the last setup, animations, sound,
// computer speed) for QML, stored by fortuna::model::Settings. Qt.labs.settings is not available here.
#pragma once

#include <QObject>
#include <QVariant>
#include <QtQml/qqmlregistration.h>

class Preferences : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit Preferences(QObject *parent = nullptr);

    Q_INVOKABLE QVariant value(const QString &key, const QVariant &defaultValue = QVariant()) const;
    // Typed reads: the settings file stores text, so "false" must not come back truthy.
    Q_INVOKABLE bool boolValue(const QString &key, bool defaultValue) const;
    Q_INVOKABLE int intValue(const QString &key, int defaultValue) const;
    Q_INVOKABLE void setValue(const QString &key, const QVariant &value);
};
