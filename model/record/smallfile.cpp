// SPDX-License-Identifier: GPL-3.0-or-later
#include "record/smallfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace fortuna::record
{

namespace
{

QString failure(FileError *code, FileError why, const QString &reason)
{
    if (code)
        *code = why;
    return reason;
}

QString larger(FileError *code)
{
    return failure(code, FileError::TooLarge, QStringLiteral("larger than 64 MiB"));
}

} // namespace

QString readSmallFile(QIODevice &in, QByteArray *bytes, FileError *code)
{
    if (code)
        *code = FileError::None;
    // A regular file says its size; a pipe or device is read up to the limit.
    if (!in.isSequential() && in.size() > MaxRecordBytes)
        return larger(code);
    QByteArray data;
    while (data.size() <= MaxRecordBytes) {
        const QByteArray chunk = in.read(1 << 20);
        if (chunk.isEmpty())
            break;
        data += chunk;
    }
    auto *file = qobject_cast<QFileDevice *>(&in);
    if (file && file->error() != QFileDevice::NoError)
        return failure(code, FileError::Unreadable, file->errorString());
    if (data.size() > MaxRecordBytes)
        return larger(code);
    *bytes = std::move(data);
    return QString();
}

QString readSmallFile(const QString &path, QByteArray *bytes, FileError *code)
{
    if (code)
        *code = FileError::None;
    const QFileInfo info(path);
    if (info.isDir())
        return failure(code, FileError::Folder, QStringLiteral("it is a folder"));
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        // Qt says why in English only; the code comes from what the file system tells.
        const FileError why = !info.exists() ? FileError::NotFound : !info.isReadable() ? FileError::NoPermission : FileError::Unreadable;
        return failure(code, why, in.errorString());
    }
    return readSmallFile(in, bytes, code);
}

QString writeFileAtomically(const QString &path, const QByteArray &bytes, bool createFolders)
{
    if (path.isEmpty())
        return QStringLiteral("no file name");
    const QFileInfo info(path);
    if (createFolders && !QDir().mkpath(info.absolutePath()))
        return QStringLiteral("cannot create the folder %1").arg(info.absolutePath());
    QSaveFile out(path);
    // Never fall back to writing the file in place: a torn file is worse than no file.
    out.setDirectWriteFallback(false);
    if (!out.open(QIODevice::WriteOnly))
        return out.errorString();
    if (out.write(bytes) != bytes.size()) {
        const QString reason = out.errorString();
        out.cancelWriting();
        return reason;
    }
    if (!out.commit())
        return out.errorString();
    return QString();
}

} // namespace fortuna::record
