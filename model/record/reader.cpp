// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a record: the document, its header (format, rules, seed, players, deck) and the
// list of turns (each turn: readturn.cpp).
#include "record/recordreader.h"

#include "record/jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>

#include <cmath>
#include <limits>

using namespace Qt::Literals::StringLiterals;

namespace fortuna::record
{

namespace detail
{

namespace
{

constexpr qsizetype MaxQuoted = 40;
// A record cut short still names its format near its start.
constexpr qsizetype FormatSniffBytes = 4096;

} // namespace

// A JSON value as an error message shows it, on one line.
QString describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return v.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double: {
        const qint64 a = v.toInteger(0), b = v.toInteger(1);
        if (a == b)
            return QString::number(a);
        return QString::number(v.toDouble(), 'g', 17);
    }
    case QJsonValue::String: {
        QString s = v.toString();
        const bool cut = s.size() > MaxQuoted;
        if (cut)
            s.truncate(MaxQuoted);
        QByteArray out;
        const QByteArray utf8 = s.toUtf8();
        JsonWriter::appendString(out, std::string_view(utf8.constData(), size_t(utf8.size())));
        QString q = QString::fromUtf8(out);
        if (cut)
            q.insert(q.size() - 1, u"..."_s);
        return q;
    }
    case QJsonValue::Array:
        return u"an array"_s;
    case QJsonValue::Object:
        return u"an object"_s;
    case QJsonValue::Undefined:
        return u"nothing"_s;
    }
    return u"a value"_s;
}

// The integer a JSON number holds exactly, if any.
std::optional<qint64> integerOf(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const qint64 a = v.toInteger(0), b = v.toInteger(1);
    if (a != b)
        return std::nullopt;
    return a;
}

ReadResult Reader::read()
{
    if (m_bytes.trimmed().isEmpty()) {
        fail(u"record"_s, u"the file is empty"_s, QJsonValue(QJsonValue::Undefined), ReadError::Empty);
        return finish(std::nullopt);
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(m_bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(u"record"_s,
             u"not valid JSON: %1 at byte %2"_s.arg(parseError.errorString().simplified()).arg(parseError.offset),
             QJsonValue(QJsonValue::Undefined),
             ReadError::NotJson);
        ReadResult result = finish(std::nullopt);
        result.namesFormat = m_bytes.left(FormatSniffBytes).contains(RecordFormat);
        return result;
    }
    if (!doc.isObject()) {
        fail(u"record"_s,
             doc.isArray() ? u"a record is a JSON object, found an array"_s : u"a record is a JSON object"_s,
             QJsonValue(QJsonValue::Undefined),
             ReadError::NotObject);
        return finish(std::nullopt);
    }
    return readObject(doc.object());
}

ReadResult Reader::finish(std::optional<Record> record)
{
    ReadResult result;
    if (error.isEmpty())
        result.record = std::move(record);
    result.error = error;
    result.code = code;
    result.field = field;
    result.value = value;
    return result;
}

ReadResult Reader::readObject(const QJsonObject &root)
{
    Record record;

    const QJsonValue format = root.value(u"format"_s);
    if (format.isUndefined()) {
        fail(u"format"_s, u"missing; expected \"%1\""_s.arg(QLatin1String(RecordFormat)), format, ReadError::NoFormat);
    } else if (format.toString() != QLatin1String(RecordFormat)) {
        static const QRegularExpression versioned(u"^fortuna-record/([0-9]+)$"_s);
        const QRegularExpressionMatch m = versioned.match(format.toString());
        const bool newer = format.isString() && m.hasMatch() && m.captured(1).toULongLong() > 1;
        fail(u"format"_s,
             u"%1 is not supported; expected \"%2\""_s.arg(describe(format), QLatin1String(RecordFormat)),
             format,
             newer ? ReadError::NewerFormat : ReadError::OtherFormat);
    }
    if (error.isEmpty())
        readOptions(root.value(u"rules"_s), u"rules"_s, &record.options);
    if (error.isEmpty())
        readAids(root.value(u"rules"_s), &record.aids);
    if (error.isEmpty())
        readSeed(root.value(u"seed"_s), &record.seed);
    if (error.isEmpty())
        readPlayers(root.value(u"players"_s), u"players"_s, &record.players);

    if (error.isEmpty()) {
        const QJsonValue deck = root.value(u"deck"_s);
        std::vector<rules::TileRef> tiles;
        if (!deck.isUndefined() && !deck.isNull() && readTiles(deck, u"deck"_s, &tiles))
            record.deck = std::move(tiles);
    }

    if (error.isEmpty()) {
        const QJsonValue turns = root.value(u"turns"_s);
        if (!turns.isUndefined() && !turns.isNull()) {
            if (!turns.isArray()) {
                fail(u"turns"_s, describe(turns) + u" is not a list of turns"_s, turns);
            } else {
                const QJsonArray a = turns.toArray();
                if (a.size() > MaxTurns) {
                    fail(u"turns"_s, u"%1 turns, at most %2 are allowed"_s.arg(a.size()).arg(MaxTurns));
                } else {
                    record.turns.reserve(size_t(a.size()));
                    for (qsizetype i = 0; i < a.size() && error.isEmpty(); ++i) {
                        Turn t;
                        if (readTurn(a.at(i), u"turns[%1]"_s.arg(i), &t))
                            record.turns.push_back(std::move(t));
                    }
                }
            }
        }
    }

    return finish(std::move(record));
}

// A non-negative integer literal written after `"key":` in the raw bytes (the seed may exceed
// what QJsonValue holds exactly, 2^63 - 1).
std::optional<uint64_t> Reader::rawUnsigned(std::string_view key) const
{
    const QByteArray needle = QByteArray(1, '"') + QByteArray(key.data(), qsizetype(key.size())) + '"';
    std::optional<uint64_t> found;
    qsizetype from = 0;
    while (true) {
        const qsizetype at = m_bytes.indexOf(needle, from);
        if (at < 0)
            break;
        qsizetype i = at + needle.size();
        from = i;
        auto skipSpace = [&] {
            while (i < m_bytes.size() && (m_bytes[i] == ' ' || m_bytes[i] == '\t' || m_bytes[i] == '\n' || m_bytes[i] == '\r'))
                ++i;
        };
        skipSpace();
        if (i >= m_bytes.size() || m_bytes[i] != ':')
            continue;
        ++i;
        skipSpace();
        uint64_t value = 0;
        bool digits = false, overflow = false;
        while (i < m_bytes.size() && m_bytes[i] >= '0' && m_bytes[i] <= '9') {
            const uint64_t d = uint64_t(m_bytes[i] - '0');
            if (value > (std::numeric_limits<uint64_t>::max() - d) / 10)
                overflow = true;
            value = value * 10 + d;
            digits = true;
            ++i;
        }
        if (!digits || overflow)
            continue;
        if (i < m_bytes.size() && (m_bytes[i] == '.' || m_bytes[i] == 'e' || m_bytes[i] == 'E'))
            continue;
        if (found && *found != value)
            return std::nullopt; // ambiguous
        found = value;
    }
    return found;
}

bool Reader::readSeed(const QJsonValue &v, uint64_t *seed)
{
    const QString range = u"an integer from 0 to 18446744073709551615"_s;
    if (v.isUndefined())
        return missing(u"seed"_s, u"missing; the seed is "_s + range);
    if (const auto i = integerOf(v)) {
        if (*i < 0)
            return fail(u"seed"_s, u"%1 is not %2"_s.arg(*i).arg(range), v);
        *seed = uint64_t(*i);
        return true;
    }
    if (v.isDouble()) {
        const double d = v.toDouble();
        // Beyond 2^63 the JSON parser only keeps a double: take the exact digits.
        if (std::isfinite(d) && d >= 9.2233720368547758e18 && d <= 1.8446744073709552e19 && d == std::floor(d)) {
            if (const auto raw = rawUnsigned("seed"); raw && double(*raw) == d) {
                *seed = *raw;
                return true;
            }
        }
    }
    return fail(u"seed"_s, u"%1 is not %2"_s.arg(describe(v), range), v);
}

bool Reader::readOptions(const QJsonValue &v, const QString &path, rules::Options *options)
{
    QString optionField;
    QJsonValue bad;
    const QString e = detail::readOptions(v, options, path, &optionField, &bad);
    return e.isEmpty() || fail(optionField, e.mid(optionField.size() + 2), bad);
}

bool Reader::readAids(const QJsonValue &rules, bool *aids)
{
    const QJsonValue v = rules.isObject() ? rules.toObject().value(u"aids"_s) : QJsonValue(QJsonValue::Undefined);
    if (v.isUndefined())
        return true;
    if (!v.isBool())
        return fail(u"rules.aids"_s, describe(v) + u" is not true or false"_s, v);
    *aids = v.toBool();
    return true;
}

bool Reader::readTiles(const QJsonValue &v, const QString &path, std::vector<rules::TileRef> *tiles)
{
    if (!v.isArray())
        return fail(path, describe(v) + u" is not a list of tiles"_s, v);
    const QJsonArray a = v.toArray();
    if (a.size() > MaxDeckTiles)
        return fail(path, u"%1 tiles, at most %2 are allowed"_s.arg(a.size()).arg(MaxDeckTiles));
    tiles->reserve(size_t(a.size()));
    for (qsizetype i = 0; i < a.size(); ++i) {
        rules::TileRef t;
        if (!readTile(a.at(i), u"%1[%2]"_s.arg(path).arg(i), &t))
            return false;
        tiles->push_back(t);
    }
    return true;
}

bool Reader::readPlayers(const QJsonValue &v, const QString &listPath, std::vector<PlayerInfo> *players)
{
    if (v.isUndefined())
        return missing(listPath, u"missing; 2 to 5 players are needed"_s);
    if (!v.isArray())
        return fail(listPath, describe(v) + u" is not a list of players"_s, v);
    const QJsonArray a = v.toArray();
    if (a.size() < 2 || a.size() > rules::MaxPlayers)
        return fail(listPath, u"2 to 5 players are needed, found %1"_s.arg(a.size()));
    bool used[rules::ColorCount] = {};
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString path = u"%1[%2]"_s.arg(listPath).arg(i);
        QJsonObject o;
        if (!objectOf(a.at(i), path, u"a player object"_s, &o))
            return false;
        PlayerInfo p;
        const QJsonValue name = o.value(u"name"_s);
        if (name.isUndefined())
            return missing(path + u".name"_s, u"missing"_s);
        if (!name.isString())
            return fail(path + u".name"_s, describe(name) + u" is not a string"_s, name);
        p.name = name.toString();
        const QJsonValue color = o.value(u"color"_s);
        if (color.isUndefined())
            return missing(path + u".color"_s, u"missing; one of red, blue, green, yellow, black"_s);
        const QByteArray colorText = color.toString().toUtf8();
        const auto c = color.isString() ? rules::colorFromName(std::string_view(colorText.constData(), size_t(colorText.size()))) : std::nullopt;
        if (!c)
            return fail(path + u".color"_s, describe(color) + u" is not one of red, blue, green, yellow, black"_s, color);
        if (used[int(*c)])
            return fail(path + u".color"_s, u"%1 is already taken by another player"_s.arg(describe(color)), color);
        used[int(*c)] = true;
        p.color = *c;
        const QJsonValue ai = o.value(u"ai"_s);
        if (!ai.isUndefined() && !ai.isNull()) {
            if (!ai.isString())
                return fail(path + u".ai"_s, describe(ai) + u" is not a level name"_s, ai);
            p.kind = SeatKind::Computer;
            p.level = ai.toString();
        }
        players->push_back(std::move(p));
    }
    return true;
}

} // namespace detail

ReadResult readRecord(const QByteArray &json)
{
    detail::Reader reader(json);
    return reader.read();
}

ReadResult readRecord(const QJsonObject &root)
{
    const QByteArray none;
    detail::Reader reader(none);
    return reader.readObject(root);
}

} // namespace fortuna::record
