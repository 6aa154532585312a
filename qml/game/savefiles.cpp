// SPDX-License-Identifier: GPL-3.0-or-later
#include "savefiles.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>

SaveFiles::SaveFiles(QObject *parent)
    : QObject(parent)
{
}

QUrl SaveFiles::documentsFolder() const
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty())
        folder = QDir::homePath();
    return QUrl::fromLocalFile(folder);
}

QVariantList SaveFiles::savedGames(const QUrl &folder, bool records) const
{
    QVariantList list;
    const QString path = folder.isLocalFile() ? folder.toLocalFile() : folder.toString();
    if (path.isEmpty())
        return list;
    QStringList patterns{QStringLiteral("*.fortuna")};
    if (records)
        patterns << QStringLiteral("*.json");
    QFileInfoList files = QDir(path).entryInfoList(patterns, QDir::Files | QDir::Readable);
    std::sort(files.begin(), files.end(), [](const QFileInfo &a, const QFileInfo &b) {
        return a.lastModified() > b.lastModified();
    });
    for (const QFileInfo &f : std::as_const(files)) {
        list.append(QVariantMap{{QStringLiteral("url"), QUrl::fromLocalFile(f.absoluteFilePath())},
                                {QStringLiteral("path"), f.absoluteFilePath()},
                                {QStringLiteral("name"), f.fileName()},
                                {QStringLiteral("lastModified"), f.lastModified()}});
    }
    return list;
}

QUrl SaveFiles::folderOf(const QUrl &file) const
{
    if (!file.isLocalFile())
        return documentsFolder();
    return QUrl::fromLocalFile(QFileInfo(file.toLocalFile()).absolutePath());
}

QString SaveFiles::fileName(const QUrl &file) const
{
    return file.isLocalFile() ? QFileInfo(file.toLocalFile()).fileName() : file.fileName();
}

QString SaveFiles::displayPath(const QUrl &fileOrFolder) const
{
    const QString path = fileOrFolder.isLocalFile() ? fileOrFolder.toLocalFile() : fileOrFolder.toString();
    return QDir::toNativeSeparators(path);
}

bool SaveFiles::exists(const QUrl &file) const
{
    return file.isLocalFile() && QFileInfo(file.toLocalFile()).isFile();
}

QUrl SaveFiles::resolve(const QString &typed, const QUrl &folder, bool addSuffix) const
{
    QString text = typed.trimmed();
    if (text.isEmpty())
        return QUrl();
    if (text.startsWith(QLatin1String("file:")))
        text = QUrl(text).toLocalFile();
    if (text == QLatin1String("~") || text.startsWith(QLatin1String("~/")))
        text = QDir::homePath() + text.mid(1);
    const QString base = folder.isLocalFile() ? folder.toLocalFile() : documentsFolder().toLocalFile();
    QString path = QDir::isAbsolutePath(text) ? text : QDir(base).filePath(text);
    if (addSuffix && QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".fortuna");
    return QUrl::fromLocalFile(QDir::cleanPath(path));
}
