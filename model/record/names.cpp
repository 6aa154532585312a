// SPDX-License-Identifier: GPL-3.0-or-later
// The names of the record format: tiles, rotations in degrees, ports.
#include "record/record.h"

#include "rules/catalogue.h"
#include "rules/wheel.h"

namespace fortuna::record
{

using rules::FeatureKind;

QString tileName(rules::TileRef tile)
{
    return QString::fromStdString(rules::Catalogue::instance().name(tile));
}

int rotationDegrees(int quarterTurns)
{
    return (quarterTurns & 3) * 90;
}

std::optional<int> quarterTurns(int degrees)
{
    switch (degrees) {
    case 0:
        return 0;
    case 90:
        return 1;
    case 180:
        return 2;
    case 270:
        return 3;
    default:
        return std::nullopt;
    }
}

QString portText(FeatureKind kind, int port)
{
    if (port < 0)
        return QString();
    switch (kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        return fromView(rules::sideName(port));
    case FeatureKind::Field:
        return fromView(rules::portName(port));
    default:
        return QString();
    }
}

std::optional<int> parsePort(FeatureKind kind, const QString &text)
{
    const QByteArray latin = text.toLatin1();
    const std::string_view view(latin.constData(), size_t(latin.size()));
    switch (kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        return rules::sideFromName(view);
    case FeatureKind::Field:
        return rules::portFromName(view);
    default:
        return -1;
    }
}

} // namespace fortuna::record
