// SPDX-License-Identifier: GPL-3.0-or-later
#include "soundsystem.h"

#include <QFileInfo>
#include <QString>

#include <unistd.h>

using namespace fortuna::gui;

SoundSystem::SoundSystem(QObject *parent)
    : QObject(parent)
    , m_available(serverReachable())
{
}

bool SoundSystem::serverReachable()
{
    if (qEnvironmentVariableIntValue("FORTUNA_NO_SOUND") != 0)
        return false;
    if (!qEnvironmentVariableIsEmpty("PULSE_SERVER"))
        return true;
    QStringList sockets;
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty())
        sockets << runtime + QStringLiteral("/pulse/native");
    sockets << QStringLiteral("/run/user/%1/pulse/native").arg(getuid()) << QStringLiteral("/run/pulse/native") << QStringLiteral("/var/run/pulse/native");
    for (const QString &path : std::as_const(sockets)) {
        const QFileInfo info(path);
        if (info.exists() && !info.isDir() && !info.isFile())
            return true; // a socket
    }
    return false;
}
