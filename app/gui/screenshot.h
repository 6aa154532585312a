// SPDX-License-Identifier: GPL-3.0-or-later
// Pictures of the game window: `fortuna --screenshot` and the screenshot tool
// (tools/shots, fortuna_shots) take them the same way.
#pragma once

#include <QString>

class QObject;
class QQuickWindow;
class QTemporaryDir;

namespace fortuna::gui
{

// Keeps this run's settings, autosave and recent games in `scratch`, apart from the player's.
void useScratchProfile(const QTemporaryDir &scratch);

// Computer players of the window's game wait (for an hour), so that the picture shows the
// game as it was opened. `window` is a GameWindow (its `controller` property).
void holdComputers(QObject *window);

// Shows `window`, waits `delayMs` after its first frame (the opening animations), saves the
// window as the PNG `file` and exits the application with 0, or with 1 when the window could
// not be grabbed or written, or when no frame came within 20 s.
void grabWhenShown(QQuickWindow *window, const QString &file, int delayMs);

} // namespace fortuna::gui
