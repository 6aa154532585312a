// SPDX-License-Identifier: GPL-3.0-or-later
#include "preferences.h"

namespace fortuna::model
{

Preferences::Preferences(QObject *parent)
    : QObject(parent)
{
}

namespace
{

// Stores `value` and emits `changed` when it differs from what is stored.
template<typename T>
void write(Preferences *self, const T &value, T (Preferences::*read)() const, void (*store)(T), void (Preferences::*changed)())
{
    if ((self->*read)() == value)
        return;
    store(value);
    Q_EMIT(self->*changed)();
}

} // namespace

void Preferences::setAnimations(bool on)
{
    write(this, on, &Preferences::animations, &Settings::setAnimations, &Preferences::animationsChanged);
}
void Preferences::setFollowComputers(bool on)
{
    write(this, on, &Preferences::followComputers, &Settings::setFollowComputers, &Preferences::followComputersChanged);
}

void Preferences::setConfirmTurns(bool on)
{
    write(this, on, &Preferences::confirmTurns, &Settings::setConfirmTurns, &Preferences::confirmTurnsChanged);
}
void Preferences::setComputerDelay(int ms)
{
    write(this, ms, &Preferences::computerDelay, &Settings::setComputerDelay, &Preferences::computerDelayChanged);
}
void Preferences::setSound(bool on)
{
    write(this, on, &Preferences::sound, &Settings::setSound, &Preferences::soundChanged);
}
void Preferences::setSoundVolume(int percent)
{
    write(this, percent, &Preferences::soundVolume, &Settings::setSoundVolume, &Preferences::soundVolumeChanged);
}

} // namespace fortuna::model
