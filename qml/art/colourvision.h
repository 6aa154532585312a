// SPDX-License-Identifier: GPL-3.0-or-later
// Colour-vision deficiencies, simulated (Machado, Oliveira and Fernandes 2009, severity 1.0, in
// linear RGB), and the CIEDE2000 colour difference: the screenshot tool's --simulate and the
// test that keeps the player colours apart for every viewer (docs/accessibility.md).
#pragma once

#include <QColor>
#include <QImage>
#include <QStringView>

namespace fortuna::gui::ColourVision
{

enum class Deficiency { None, Protanopia, Deuteranopia, Tritanopia };

// "protanopia", "deuteranopia", "tritanopia" or "none"; false for anything else.
bool parse(QStringView name, Deficiency *out);
const char *name(Deficiency d);

// The colour as a viewer with the deficiency sees it (alpha kept).
QColor simulate(const QColor &colour, Deficiency d);
// Every pixel of `image` so (an ARGB32 copy).
QImage simulate(const QImage &image, Deficiency d);

struct Lab {
    double L = 0, a = 0, b = 0;
};
// sRGB (D65) to CIE L*a*b*.
Lab toLab(const QColor &colour);
// CIEDE2000 (Sharma, Wu and Dalal 2005), kL = kC = kH = 1.
double deltaE2000(const Lab &x, const Lab &y);
double deltaE2000(const QColor &x, const QColor &y);

} // namespace fortuna::gui::ColourVision
