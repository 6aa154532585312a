// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna_shots --tutorial STEP: "Learn to play" opened from the Help menu's action and walked,
// as a person would, to the step STEP (a step id of model/coach/tutorialscript.cpp, or
// "resume": the question of a lesson left off).
#pragma once

#include <QString>

#include <functional>

class QObject;

namespace fortuna::shots
{

// Starts the lesson in the window's view and plays its steps until `step` shows, then calls
// `ready` (on the event loop); or returns why not at once ("" when it started).
QString walkTutorial(QObject *window, const QString &step, std::function<void()> ready);

} // namespace fortuna::shots
