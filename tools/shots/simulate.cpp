// SPDX-License-Identifier: GPL-3.0-or-later
#include "simulate.h"

#include <QFileInfo>
#include <QImage>

#include <cstdio>

namespace fortuna::shots
{

QList<gui::ColourVision::Deficiency> parseSimulations(const QString &list, QString *error)
{
    QList<gui::ColourVision::Deficiency> out;
    for (const QString &name : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        gui::ColourVision::Deficiency d;
        if (!gui::ColourVision::parse(name.trimmed(), &d) || d == gui::ColourVision::Deficiency::None) {
            *error = QStringLiteral("--simulate wants deuteranopia, protanopia or tritanopia, not \"%1\"").arg(name);
            return {};
        }
        out.append(d);
    }
    return out;
}

int writeSimulations(const QString &file, const QList<gui::ColourVision::Deficiency> &simulations)
{
    if (simulations.isEmpty())
        return 0;
    const QImage shot(file);
    if (shot.isNull()) {
        std::fprintf(stderr, "fortuna_shots: cannot read %s back\n", qPrintable(file));
        return 1;
    }
    const QFileInfo info(file);
    for (auto d : simulations) {
        const QString name =
            info.path() + QLatin1Char('/') + info.completeBaseName() + QLatin1Char('-') + QLatin1String(gui::ColourVision::name(d)) + QStringLiteral(".png");
        if (!gui::ColourVision::simulate(shot, d).save(name)) {
            std::fprintf(stderr, "fortuna_shots: cannot write %s\n", qPrintable(name));
            return 1;
        }
    }
    return 0;
}

} // namespace fortuna::shots
