// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewstate.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace fortuna::model
{

QByteArray withViewState(const QByteArray &record, const ViewState &view)
{
    const qsizetype end = record.lastIndexOf('}');
    if (end < 0)
        return record;
    QByteArray out = record.left(end);
    while (out.endsWith('\n') || out.endsWith(' '))
        out.chop(1);
    out += ",\n  \"view\": { \"rotation\": " + QByteArray::number(view.rotation * 90) + ", \"event\": " + (view.eventShown ? "true" : "false") + " }\n";
    out += record.mid(end);
    return out;
}

std::optional<ViewState> readViewState(const QByteArray &record)
{
    const QJsonObject root = QJsonDocument::fromJson(record).object();
    const QJsonValue view = root.value(QLatin1String("view"));
    if (!view.isObject())
        return std::nullopt;
    const QJsonObject o = view.toObject();
    const QJsonValue rotation = o.value(QLatin1String("rotation"));
    const QJsonValue event = o.value(QLatin1String("event"));
    const int degrees = rotation.toInt(-1);
    if (!rotation.isDouble() || degrees < 0 || degrees > 270 || degrees % 90 != 0 || !event.isBool())
        return std::nullopt;
    return ViewState{degrees / 90, event.toBool()};
}

} // namespace fortuna::model
