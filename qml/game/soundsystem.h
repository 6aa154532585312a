// SPDX-License-Identifier: GPL-3.0-or-later
// SoundSystem: whether the sound effects can be played here. Qt Multimedia 6.4 plays audio
// on Linux through PulseAudio (or PipeWire's PulseAudio server) only, and merely asking it for
// its devices where no server runs prints "PulseAudioService: pa_context_connect() failed".
// So Sounds.qml loads Qt Multimedia only when a server can be reached: PULSE_SERVER is set,
// or the server's socket exists ($XDG_RUNTIME_DIR/pulse/native, /run/user/<uid>/pulse/native,
// /run/pulse/native). FORTUNA_NO_SOUND=1 keeps the game silent whatever the system offers.
#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace fortuna::gui
{

class SoundSystem : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(bool available READ available CONSTANT)

public:
    explicit SoundSystem(QObject *parent = nullptr);
    bool available() const { return m_available; }

    // The check itself (also for tests): the environment and the sockets as they are now.
    static bool serverReachable();

private:
    bool m_available = false;
};

} // namespace fortuna::gui
