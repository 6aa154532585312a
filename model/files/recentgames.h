// SPDX-License-Identifier: GPL-3.0-or-later
// The list of recently saved or opened games, kept in Settings (absolute paths, most recent
// first, at most 8). Files that no longer exist are dropped when the list
// is read.
#pragma once

#include <QStringList>
#include <QVariantList>

namespace fortuna::model
{

class RecentGames
{
public:
    static constexpr int MaxEntries = 8;

    // The stored list without the files that no longer exist (the pruned list is stored).
    static QStringList load();
    // Puts `path` first (no duplicate, at most MaxEntries) and returns the new list.
    static QStringList add(const QString &path);
    // Empties the list (the tests start from none).
    static void clear();

    // For QML: [{url, path, name, folder, lastModified}], in the order of `paths`.
    static QVariantList toVariant(const QStringList &paths);
    // The form in which paths are stored and compared.
    static QString normalized(const QString &path);

private:
    static void store(const QStringList &paths);
};

} // namespace fortuna::model
