// SPDX-License-Identifier: GPL-3.0-or-later
#include "recentgames.h"

#include "settings.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QVariantMap>

namespace fortuna::model
{

QString RecentGames::normalized(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

void RecentGames::store(const QStringList &paths)
{
    Settings::setRecentGames(paths);
}

QStringList RecentGames::load()
{
    const QStringList stored = Settings::recentGames();
    QStringList kept;
    for (const QString &p : stored) {
        if (p.isEmpty() || kept.contains(p) || !QFileInfo(p).isFile())
            continue;
        kept.append(p);
        if (kept.size() == MaxEntries)
            break;
    }
    if (kept != stored)
        store(kept);
    return kept;
}

QStringList RecentGames::add(const QString &path)
{
    const QString p = normalized(path);
    QStringList list = load();
    list.removeAll(p);
    list.prepend(p);
    while (list.size() > MaxEntries)
        list.removeLast();
    store(list);
    return list;
}

void RecentGames::clear()
{
    store({});
}

QVariantList RecentGames::toVariant(const QStringList &paths)
{
    QVariantList list;
    for (const QString &p : paths) {
        const QFileInfo info(p);
        list.append(QVariantMap{
            {QStringLiteral("url"), QUrl::fromLocalFile(p)},
            {QStringLiteral("path"), p},
            {QStringLiteral("name"), info.completeBaseName()},
            {QStringLiteral("folder"), QDir::toNativeSeparators(info.absolutePath())},
            {QStringLiteral("lastModified"), info.lastModified()},
        });
    }
    return list;
}

} // namespace fortuna::model
