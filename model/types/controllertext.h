// SPDX-License-Identifier: GPL-3.0-or-later
// The messages that moved out of GameController into the classes it owns (SaveGames,
// Autosaver, recordfile...) keep the translation context they were written and translated
// in: ControllerText::tr() is GameController::tr().
#pragma once

#include <QCoreApplication>

namespace fortuna::model
{

struct ControllerText {
    Q_DECLARE_TR_FUNCTIONS(fortuna::model::GameController)
};

} // namespace fortuna::model
