// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include "controllertext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

namespace fortuna::model
{

namespace
{

// Why a file could not be written, in the player's language (Qt's own errorString() is
// English where Qt's catalogues are not installed, and names system calls). The checks that
// can be made after the fact come first; when none explains it, a full disk is the likely one.
QString whyNotWritten(const QFileInfo &info)
{
    const QFileInfo folder(info.absolutePath());
    if (!folder.exists())
        return ControllerText::tr("the folder %1 does not exist").arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (!folder.isDir())
        return ControllerText::tr("%1 is not a folder").arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (info.isDir())
        return ControllerText::tr("it is a folder");
    if (!folder.isWritable() || (info.exists() && !info.isWritable()))
        return ControllerText::tr("you may not write there");
    return ControllerText::tr("the disk may be full");
}

} // namespace

QString writeFileAtomically(const QString &path, const QByteArray &bytes, bool createFolders)
{
    if (path.isEmpty())
        return ControllerText::tr("no file name was given");
    const QFileInfo info(path);
    if (createFolders && !QDir().mkpath(info.absolutePath()))
        return ControllerText::tr("the folder %1 cannot be made").arg(QDir::toNativeSeparators(info.absolutePath()));
    // the record layer writes (QSaveFile, never in place); its reason is Qt's English one
    if (record::writeFileAtomically(path, bytes).isEmpty())
        return QString();
    return whyNotWritten(info);
}

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
