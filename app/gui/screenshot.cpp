// SPDX-License-Identifier: GPL-3.0-or-later
#include "screenshot.h"

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace fortuna::gui
{

void useScratchProfile(const QTemporaryDir &scratch)
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, scratch.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, scratch.path());
    const QByteArray data = scratch.path().toLocal8Bit() + "/data";
    qputenv("FORTUNA_DATA_DIR", data);
}

void holdComputers(QObject *window)
{
    auto *controller = window->property("controller").value<QObject *>();
    if (controller)
        controller->setProperty("computerDelay", 3600000);
}

void grabWhenShown(QQuickWindow *window, const QString &file, int delayMs)
{
    const int delay = std::max(0, delayMs);
    // Let the first frames and the opening animations (tile drops, centring) play out.
    QObject::connect(
        window,
        &QQuickWindow::frameSwapped,
        window,
        [window, file, delay] {
            QTimer::singleShot(delay, window, [window, file] {
                const QImage shot = window->grabWindow();
                if (shot.isNull()) {
                    std::fprintf(stderr, "%s: the window could not be grabbed\n", qPrintable(QCoreApplication::applicationName()));
                    QCoreApplication::exit(1);
                } else if (!shot.save(file)) {
                    std::fprintf(stderr, "%s: cannot write %s\n", qPrintable(QCoreApplication::applicationName()), qPrintable(file));
                    QCoreApplication::exit(1);
                } else {
                    QCoreApplication::exit(0);
                }
            });
        },
        Qt::SingleShotConnection);
    QTimer::singleShot(20000 + delay, window, [] {
        std::fprintf(stderr, "%s: no frame was rendered; no screenshot\n", qPrintable(QCoreApplication::applicationName()));
        QCoreApplication::exit(1);
    });
    window->show();
}

} // namespace fortuna::gui
