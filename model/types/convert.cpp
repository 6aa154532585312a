// SPDX-License-Identifier: GPL-3.0-or-later
#include "convert.h"

#include "ai/agent.h"
#include "record/json.h"
#include "rules/catalogue.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace fortuna::model
{

using namespace fortuna::rules;

QString seatName(const QString &stored)
{
    static const QRegularExpression defaultName(QStringLiteral("^Player ([1-9])$"));
    if (stored == QLatin1String("Bruno")) {
        // the lesson's opponent (Tutorial::header), stored in English like a default name
        //: the computer opponent's name in "Learn to play" (a first name)
        return QCoreApplication::translate("fortuna::model::Tutorial", "Bruno");
    }
    const QRegularExpressionMatch m = defaultName.match(stored);
    if (!m.hasMatch())
        return stored;
    // the setup screen's words for it (SetupSeats.nameTemplate)
    return QCoreApplication::translate("SetupScreen", "Player %1").arg(m.captured(1));
}

QString tileTypeId(TileRef tile)
{
    return QString::fromStdString(Catalogue::instance().type(tile).id);
}

QString sectorText(Sector s)
{
    return toQString(sectorName(s));
}

QString featureText(FeatureKind kind)
{
    return toQString(featureKindName(kind));
}

QString reasonText(Reason reason)
{
    return toQString(reasonName(reason));
}

QString colorText(Color color)
{
    return toQString(colorName(color));
}

QVariantList pointsOf(const Game &game, const LogEntry &entry)
{
    QVariantList list;
    const auto &points = game.logPoints();
    for (uint32_t i = entry.pointsBegin; i < entry.pointsEnd && i < points.size(); ++i) {
        const PointsEntry &p = points[i];
        list.append(QVariantMap{
            {QStringLiteral("player"), p.player},
            {QStringLiteral("points"), p.points},
            {QStringLiteral("reason"), reasonText(p.reason)},
        });
    }
    return list;
}

QVariantMap rulesToVariant(const rules::Options &options)
{
    return record::toJson(options).toVariantMap();
}

QStringList computerLevels()
{
    // random, then the ladder, weakest first (Novice ... Easy, Normal, Strong ... Master)
    QStringList names{QStringLiteral("random")};
    for (const ai::LadderLevel &level : ai::ladderLevels())
        names << QString::fromLatin1(level.level.data(), qsizetype(level.level.size()));
    return names;
}

} // namespace fortuna::model
