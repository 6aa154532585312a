// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace fortuna::model {

QString AutosaveStore::defaultDirectory()
{
    const QString env = qEnvironmentVariable(EnvironmentVariable);
    if (!env.isEmpty())
        return env;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

QString AutosaveStore::filePath() const
{
    if (m_directory.isEmpty())
        return QString();
    return QDir(m_directory).filePath(QLatin1String(FileName));
}

bool AutosaveStore::exists() const
{
    const QString path = filePath();
    return !path.isEmpty() && QFileInfo(path).isFile();
}

bool AutosaveStore::remove() const
{
    const QString path = filePath();
    if (path.isEmpty() || !QFileInfo::exists(path))
        return true;
    return QFile::remove(path);
}

int AutosaveStore::removeStaleTemporaries() const
{
    if (m_directory.isEmpty())
        return 0;
    const QDir dir(m_directory);
    static const QRegularExpression pattern(QStringLiteral("^autosave\\.fortuna\\.[A-Za-z0-9]{6}$"));
    int removed = 0;
    const QStringList names = dir.entryList({QStringLiteral("autosave.fortuna.*")}, QDir::Files | QDir::Hidden);
    for (const QString &name : names) {
        if (pattern.match(name).hasMatch() && QFile::remove(dir.filePath(name)))
            ++removed;
    }
    return removed;
}

} // namespace fortuna::model
