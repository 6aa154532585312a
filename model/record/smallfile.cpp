// SPDX-License-Identifier: GPL-3.0-or-later
#include "record/smallfile.h"

#include <QFile>
#include <QFileInfo>

namespace fortuna::record {

namespace {

QString larger(bool *tooLarge)
{
    if (tooLarge)
        *tooLarge = true;
    return QStringLiteral("larger than 64 MiB");
}

} // namespace

QString readSmallFile(QIODevice &in, QByteArray *bytes, bool *tooLarge)
{
    if (tooLarge)
        *tooLarge = false;
    // A regular file says its size; a pipe or device is read up to the limit.
    if (!in.isSequential() && in.size() > MaxRecordBytes)
        return larger(tooLarge);
    QByteArray data;
    while (data.size() <= MaxRecordBytes) {
        const QByteArray chunk = in.read(1 << 20);
        if (chunk.isEmpty())
            break;
        data += chunk;
    }
    auto *file = qobject_cast<QFileDevice *>(&in);
    if (file && file->error() != QFileDevice::NoError)
        return file->errorString();
    if (data.size() > MaxRecordBytes)
        return larger(tooLarge);
    *bytes = std::move(data);
    return QString();
}

QString readSmallFile(const QString &path, QByteArray *bytes, bool *tooLarge)
{
    if (tooLarge)
        *tooLarge = false;
    if (QFileInfo(path).isDir())
        return QStringLiteral("it is a folder");
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return in.errorString();
    return readSmallFile(in, bytes, tooLarge);
}

} // namespace fortuna::record
