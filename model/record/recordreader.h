// SPDX-License-Identifier: GPL-3.0-or-later
// Inside the record reader (reader.cpp: the document and its header; readturn.cpp: the turns;
// options.cpp: the `rules` object). Not part of the library's API: include record/record.h.
#pragma once

#include "record/record.h"

#include <string_view>

namespace fortuna::record::detail
{

// A JSON value as an error message shows it, on one line.
QString describe(const QJsonValue &v);
// The integer a JSON number holds exactly, if any.
std::optional<qint64> integerOf(const QJsonValue &v);
// The `rules` object: "" or the error of its first wrong field (`*field`, `*bad` its value).
QString readOptions(const QJsonValue &value, rules::Options *options, const QString &path, QString *field, QJsonValue *bad);

// Reads one record, keeping the first error with its code and arguments.
class Reader
{
public:
    explicit Reader(const QByteArray &bytes)
        : m_bytes(bytes)
    {
    }

    ReadResult read();
    ReadResult readObject(const QJsonObject &root);
    QString error;
    ReadError code = ReadError::None;
    QString field, value;

    // Records the first error: `path: message`, with its code and arguments.
    bool fail(const QString &path, const QString &message, const QJsonValue &v = QJsonValue(QJsonValue::Undefined), ReadError why = ReadError::BadValue)
    {
        if (error.isEmpty()) {
            error = path + QStringLiteral(": ") + message;
            code = why;
            field = path;
            if (!v.isArray() && !v.isObject() && !v.isUndefined())
                value = describe(v);
        }
        return false;
    }
    bool missing(const QString &path, const QString &message) { return fail(path, message, QJsonValue(QJsonValue::Undefined), ReadError::Missing); }
    // `v` as an object, or a failure "<v> is not <what>" at `path`.
    bool objectOf(const QJsonValue &v, const QString &path, const QString &what, QJsonObject *object)
    {
        if (!v.isObject())
            return fail(path, describe(v) + QStringLiteral(" is not ") + what, v);
        *object = v.toObject();
        return true;
    }

    // The values of the vocabulary (json.h), each at `path`.
    bool readOptions(const QJsonValue &v, const QString &path, rules::Options *options);
    bool readAids(const QJsonValue &rules, bool *aids); // rules.aids, absent: on
    bool readPlayers(const QJsonValue &v, const QString &path, std::vector<PlayerInfo> *players);
    bool readTiles(const QJsonValue &v, const QString &path, std::vector<rules::TileRef> *tiles);
    bool readTurn(const QJsonValue &v, const QString &path, Turn *turn);
    bool readDecision(const QJsonObject &o, const QString &path, rules::Decision *d);

private:
    ReadResult finish(std::optional<Record> record);
    bool readSeed(const QJsonValue &v, uint64_t *seed);
    bool readTile(const QJsonValue &v, const QString &path, rules::TileRef *tile);
    bool readPos(const QJsonValue &v, const QString &path, rules::Pos *pos);
    bool readRotation(const QJsonValue &v, const QString &path, int *quarterTurns);
    bool readFeaturePlace(const QJsonObject &o, const QString &path, rules::FeatureKind *kind, int *port);
    bool readFollowerPlace(const QJsonValue &v, const QString &path, FollowerPlace *place);
    bool readFollower(const QJsonValue &v, const QString &path, rules::Deployment *d);
    std::optional<uint64_t> rawUnsigned(std::string_view key) const;

    const QByteArray &m_bytes;
};

} // namespace fortuna::record::detail
