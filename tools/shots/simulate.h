// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna_shots --simulate: a screenshot as each colour-vision deficiency sees it.
#pragma once

#include "colourvision.h"

#include <QList>
#include <QString>

namespace fortuna::shots
{

// The --simulate list (deuteranopia,protanopia,tritanopia), or an error.
QList<gui::ColourVision::Deficiency> parseSimulations(const QString &list, QString *error);
// FILE.png as each deficiency sees it, beside it: FILE-deuteranopia.png...; 0, or 1 after
// printing why not.
int writeSimulations(const QString &file, const QList<gui::ColourVision::Deficiency> &simulations);

} // namespace fortuna::shots
