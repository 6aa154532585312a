// SPDX-License-Identifier: GPL-3.0-or-later
// Preferences: a few remembered choices of the game screen (animations, sound, computer speed;
// the setup screen's NewGameSetup remembers its last setup itself) for QML, as typed properties over fortuna::model::Settings (which holds the
// defaults). Writing a property stores it; Qt.labs.settings is not available here. It is the one
// owner of these choices in QML: the view writes them here only, and what follows them (the
// controller's animationsEnabled, computerDelay and confirmTurns) binds to them (GameWindow).
#pragma once

#include "settings.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

class Preferences : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool animations READ animations WRITE setAnimations NOTIFY animationsChanged)
    // The board follows the computers' tiles that would land off-screen (View menu).
    Q_PROPERTY(bool followComputers READ followComputers WRITE setFollowComputers NOTIFY followComputersChanged)
    Q_PROPERTY(bool confirmTurns READ confirmTurns WRITE setConfirmTurns NOTIFY confirmTurnsChanged)
    Q_PROPERTY(int computerDelay READ computerDelay WRITE setComputerDelay NOTIFY computerDelayChanged) // milliseconds
    // The pace the computers keep unless the player chose another (the View menu's "steady").
    Q_PROPERTY(int defaultComputerDelay READ defaultComputerDelay CONSTANT)
    Q_PROPERTY(bool sound READ sound WRITE setSound NOTIFY soundChanged)
    Q_PROPERTY(int soundVolume READ soundVolume WRITE setSoundVolume NOTIFY soundVolumeChanged) // percent, 0..100

public:
    explicit Preferences(QObject *parent = nullptr);

    bool animations() const { return Settings::animations(); }
    void setAnimations(bool on);
    bool followComputers() const { return Settings::followComputers(); }
    void setFollowComputers(bool on);
    bool confirmTurns() const { return Settings::confirmTurns(); }
    void setConfirmTurns(bool on);
    int computerDelay() const { return Settings::computerDelay(); }
    void setComputerDelay(int ms);
    static int defaultComputerDelay() { return Settings::DefaultComputerDelay; }
    bool sound() const { return Settings::sound(); }
    void setSound(bool on);
    int soundVolume() const { return Settings::soundVolume(); }
    void setSoundVolume(int percent);

Q_SIGNALS:
    void animationsChanged();
    void followComputersChanged();
    void confirmTurnsChanged();
    void computerDelayChanged();
    void soundChanged();
    void soundVolumeChanged();
};

} // namespace fortuna::model
