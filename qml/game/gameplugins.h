// SPDX-License-Identifier: GPL-3.0-or-later
// The static QML plugins a program that shows the game window imports (fortuna, the
// screenshot tool, the game tests): include this in exactly one source file of the program,
// and link each module's library and its ...plugin target (fortuna_game links the others).
#pragma once

#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(FortunaPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_ArtPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_ModelPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_HelpPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_I18nPlugin)
Q_IMPORT_QML_PLUGIN(Fortuna_GamePlugin)
