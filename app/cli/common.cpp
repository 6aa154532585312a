// SPDX-License-Identifier: GPL-3.0-or-later
#include "common.h"

#include "record/smallfile.h"

#include <QFile>

#include <cstdio>

using namespace Qt::Literals::StringLiterals;

namespace fortuna::cli
{

int usageError(const QString &message)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    return 2;
}

void printOut(const QByteArray &data)
{
    std::fwrite(data.constData(), 1, size_t(data.size()), stdout);
    std::fflush(stdout);
}

std::optional<long long> parseInteger(const QString &text, long long min, long long max)
{
    bool ok = false;
    const long long v = text.toLongLong(&ok);
    if (!ok || v < min || v > max)
        return std::nullopt;
    return v;
}

int loadRecord(const QString &file, record::Record *out)
{
    // Records are small; a larger input (or an endless one such as /dev/zero) is refused.
    QByteArray bytes;
    record::FileError fileError = record::FileError::None;
    QString readError;
    if (file == u"-"_s) {
        QFile in;
        readError = in.open(stdin, QIODevice::ReadOnly) ? record::readSmallFile(in, &bytes, &fileError) : in.errorString();
    } else {
        readError = record::readSmallFile(file, &bytes, &fileError);
    }
    if (fileError == record::FileError::TooLarge)
        return usageError(u"record: the file is larger than 64 MiB"_s);
    if (!readError.isEmpty())
        return usageError(u"%1: cannot read the file: %2"_s.arg(file, readError));
    record::ReadResult read = record::readRecord(bytes);
    if (!read.ok())
        return usageError(read.error);
    *out = std::move(*read.record);
    return 0;
}

} // namespace fortuna::cli
