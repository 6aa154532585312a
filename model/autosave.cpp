// SPDX-License-Identifier: GPL-3.0-or-later
#include "autosave.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

namespace fortuna::model {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(fortuna::model::GameController)
};

// Why a file could not be written, in the player's language (Qt's own errorString() is
// English where Qt's catalogues are not installed, and names system calls).
QString whyNotWritten(const QFileInfo &info, bool writing)
{
    const QFileInfo folder(info.absolutePath());
    if (!folder.exists())
        return Text::tr("the folder %1 does not exist").arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (!folder.isDir())
        return Text::tr("%1 is not a folder").arg(QDir::toNativeSeparators(folder.absoluteFilePath()));
    if (info.isDir())
        return Text::tr("it is a folder");
    if (!folder.isWritable() || (info.exists() && !info.isWritable()))
        return Text::tr("you may not write there");
    if (writing)
        return Text::tr("the disk may be full");
    return Text::tr("the file cannot be written");
}

} // namespace

QString writeFileAtomically(const QString &path, const QByteArray &bytes, bool createFolders)
{
    if (path.isEmpty())
        return Text::tr("no file name was given");
    const QFileInfo info(path);
    if (createFolders && !QDir().mkpath(info.absolutePath()))
        return Text::tr("the folder %1 cannot be made").arg(QDir::toNativeSeparators(info.absolutePath()));
    QSaveFile out(path);
    // Never fall back to writing the file in place: a torn file is worse than no file.
    out.setDirectWriteFallback(false);
    if (!out.open(QIODevice::WriteOnly))
        return whyNotWritten(info, false);
    if (out.write(bytes) != bytes.size()) {
        out.cancelWriting();
        return whyNotWritten(info, true);
    }
    if (!out.commit())
        return whyNotWritten(info, true);
    return QString();
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
