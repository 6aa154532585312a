// SPDX-License-Identifier: GPL-3.0-or-later
#include "record/record.h"

#include "record/jsonwriter.h"
#include "rules/catalogue.h"
#include "rules/wheel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>

#include <cmath>
#include <limits>

using namespace Qt::Literals::StringLiterals;

namespace fortuna::record {

using rules::FeatureKind;

// ---------------------------------------------------------------------------------------
// Names

QString tileName(rules::TileRef tile)
{
    return QString::fromStdString(rules::Catalogue::instance().name(tile));
}

int rotationDegrees(int quarterTurns) { return (quarterTurns & 3) * 90; }

std::optional<int> quarterTurns(int degrees)
{
    switch (degrees) {
    case 0: return 0;
    case 90: return 1;
    case 180: return 2;
    case 270: return 3;
    default: return std::nullopt;
    }
}

static QString fromView(std::string_view s) { return QString::fromLatin1(s.data(), qsizetype(s.size())); }

QString portText(FeatureKind kind, int port)
{
    switch (kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        return fromView(rules::sideName(port));
    case FeatureKind::Field:
        return fromView(rules::portName(port));
    default:
        return QString();
    }
}

std::optional<int> parsePort(FeatureKind kind, const QString &text)
{
    const QByteArray latin = text.toLatin1();
    const std::string_view view(latin.constData(), size_t(latin.size()));
    switch (kind) {
    case FeatureKind::Road:
    case FeatureKind::City:
        return rules::sideFromName(view);
    case FeatureKind::Field:
        return rules::portFromName(view);
    default:
        return -1;
    }
}



bool Turn::operator==(const Turn &o) const
{
    auto sameDeployment = [](const rules::Deployment &a, const rules::Deployment &b) {
        if (a.kind != b.kind)
            return false;
        switch (a.kind) {
        case rules::Deployment::Kind::None: return true;
        case rules::Deployment::Kind::Feature: return a.feature == b.feature && a.port == b.port;
        case rules::Deployment::Kind::Crown: return a.sector == b.sector && a.slot == b.slot;
        }
        return false;
    };
    return draw == o.draw && choose == o.choose && at == o.at && (!at || rotation == o.rotation)
        && sameDeployment(follower, o.follower) && plague == o.plague;
}

bool Record::operator==(const Record &o) const
{
    return options.tileSet == o.options.tileSet && options.fortuneTeller == o.options.fortuneTeller
        && options.famine == o.options.famine && options.wheelAsStart == o.options.wheelAsStart && seed == o.seed
        && players == o.players && deck == o.deck && turns == o.turns;
}

rules::Setup Record::setup() const
{
    rules::Setup s;
    s.options = options;
    s.seed = seed;
    s.players = int(players.size());
    s.deck = deck;
    return s;
}

// ---------------------------------------------------------------------------------------
// Reading

namespace {

constexpr qsizetype MaxQuoted = 40;
// A record cut short still names its format near its start.
constexpr qsizetype FormatSniffBytes = 4096;

// A JSON value as an error message shows it, on one line.
QString describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return u"null"_s;
    case QJsonValue::Bool: return v.toBool() ? u"true"_s : u"false"_s;
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
    case QJsonValue::Array: return u"an array"_s;
    case QJsonValue::Object: return u"an object"_s;
    case QJsonValue::Undefined: return u"nothing"_s;
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

QString readOptions(const QJsonValue &value, rules::Options *options, const QString &path, QString *field, QJsonValue *bad);

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
    bool fail(const QString &path, const QString &message, const QJsonValue &v = QJsonValue(QJsonValue::Undefined),
              ReadError why = ReadError::BadValue)
    {
        if (error.isEmpty()) {
            error = path + u": "_s + message;
            code = why;
            field = path;
            if (!v.isArray() && !v.isObject() && !v.isUndefined())
                value = describe(v);
        }
        return false;
    }
    bool missing(const QString &path, const QString &message) { return fail(path, message, QJsonValue(QJsonValue::Undefined), ReadError::Missing); }

private:
    ReadResult finish(std::optional<Record> record);
    bool readSeed(const QJsonValue &v, uint64_t *seed);
    bool readPlayers(const QJsonValue &v, std::vector<PlayerInfo> *players);
    bool readTile(const QJsonValue &v, const QString &path, rules::TileRef *tile);
    bool readPos(const QJsonValue &v, const QString &path, rules::Pos *pos);
    bool readFeaturePlace(const QJsonObject &o, const QString &path, FeatureKind *kind, int *port);
    bool readTurn(const QJsonValue &v, const QString &path, Turn *turn);
    bool readFollower(const QJsonValue &v, const QString &path, rules::Deployment *d);
    std::optional<uint64_t> rawUnsigned(std::string_view key) const;

    const QByteArray &m_bytes;
};

ReadResult Reader::read()
{
    if (m_bytes.trimmed().isEmpty()) {
        fail(u"record"_s, u"the file is empty"_s, QJsonValue(QJsonValue::Undefined), ReadError::Empty);
        return finish(std::nullopt);
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(m_bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        fail(u"record"_s, u"not valid JSON: %1 at byte %2"_s.arg(parseError.errorString().simplified()).arg(parseError.offset),
             QJsonValue(QJsonValue::Undefined), ReadError::NotJson);
        ReadResult result = finish(std::nullopt);
        result.namesFormat = m_bytes.left(FormatSniffBytes).contains(RecordFormat);
        return result;
    }
    if (!doc.isObject()) {
        fail(u"record"_s, doc.isArray() ? u"a record is a JSON object, found an array"_s : u"a record is a JSON object"_s,
             QJsonValue(QJsonValue::Undefined), ReadError::NotObject);
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
        fail(u"format"_s, u"%1 is not supported; expected \"%2\""_s.arg(describe(format), QLatin1String(RecordFormat)), format,
             newer ? ReadError::NewerFormat : ReadError::OtherFormat);
    }
    if (error.isEmpty()) {
        QString optionField;
        QJsonValue bad;
        const QString e = readOptions(root.value(u"rules"_s), &record.options, u"rules"_s, &optionField, &bad);
        if (!e.isEmpty())
            fail(optionField, e.mid(optionField.size() + 2), bad);
    }
    if (error.isEmpty())
        readSeed(root.value(u"seed"_s), &record.seed);
    if (error.isEmpty())
        readPlayers(root.value(u"players"_s), &record.players);

    if (error.isEmpty()) {
        const QJsonValue deck = root.value(u"deck"_s);
        if (!deck.isUndefined() && !deck.isNull()) {
            if (!deck.isArray()) {
                fail(u"deck"_s, describe(deck) + u" is not a list of tiles"_s, deck);
            } else {
                const QJsonArray a = deck.toArray();
                if (a.size() > MaxDeckTiles) {
                    fail(u"deck"_s, u"%1 tiles, at most %2 are allowed"_s.arg(a.size()).arg(MaxDeckTiles));
                } else {
                    std::vector<rules::TileRef> tiles;
                    tiles.reserve(size_t(a.size()));
                    for (qsizetype i = 0; i < a.size() && error.isEmpty(); ++i) {
                        rules::TileRef t;
                        if (readTile(a.at(i), u"deck[%1]"_s.arg(i), &t))
                            tiles.push_back(t);
                    }
                    record.deck = std::move(tiles);
                }
            }
        }
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

bool Reader::readPlayers(const QJsonValue &v, std::vector<PlayerInfo> *players)
{
    if (v.isUndefined())
        return missing(u"players"_s, u"missing; 2 to 5 players are needed"_s);
    if (!v.isArray())
        return fail(u"players"_s, describe(v) + u" is not a list of players"_s, v);
    const QJsonArray a = v.toArray();
    if (a.size() < 2 || a.size() > rules::MaxPlayers)
        return fail(u"players"_s, u"2 to 5 players are needed, found %1"_s.arg(a.size()));
    bool used[rules::ColorCount] = {};
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QString path = u"players[%1]"_s.arg(i);
        const QJsonValue pv = a.at(i);
        if (!pv.isObject())
            return fail(path, describe(pv) + u" is not a player object"_s, pv);
        const QJsonObject o = pv.toObject();
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
        const auto c = color.isString() ? rules::colorFromName(std::string_view(colorText.constData(), size_t(colorText.size())))
                                        : std::nullopt;
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
            p.ai = ai.toString();
        }
        players->push_back(std::move(p));
    }
    return true;
}

bool Reader::readTile(const QJsonValue &v, const QString &path, rules::TileRef *tile)
{
    if (!v.isString())
        return fail(path, describe(v) + u" is not a tile id"_s, v);
    const QByteArray text = v.toString().toUtf8();
    const auto t = rules::Catalogue::instance().parse(std::string_view(text.constData(), size_t(text.size())));
    if (!t)
        return fail(path, describe(v) + u" is not a tile of the catalogue"_s, v);
    *tile = *t;
    return true;
}

bool Reader::readPos(const QJsonValue &v, const QString &path, rules::Pos *pos)
{
    if (!v.isArray())
        return fail(path, describe(v) + u" is not [x, y]"_s, v);
    const QJsonArray a = v.toArray();
    if (a.size() != 2)
        return fail(path, u"an array of %1 values is not [x, y]"_s.arg(a.size()));
    int xy[2] = {};
    for (int k = 0; k < 2; ++k) {
        const auto i = integerOf(a.at(k));
        if (!i || *i < -MaxCoordinate || *i > MaxCoordinate)
            return fail(u"%1[%2]"_s.arg(path).arg(k),
                        u"%1 is not an integer from -%2 to %2"_s.arg(describe(a.at(k))).arg(MaxCoordinate), a.at(k));
        xy[k] = int(*i);
    }
    *pos = rules::Pos{xy[0], xy[1]};
    return true;
}

bool Reader::readFeaturePlace(const QJsonObject &o, const QString &path, FeatureKind *kind, int *port)
{
    const QJsonValue f = o.value(u"feature"_s);
    const QByteArray fText = f.toString().toUtf8();
    const auto k = f.isString() ? rules::featureKindFromName(std::string_view(fText.constData(), size_t(fText.size())))
                                : std::nullopt;
    if (!k) {
        if (f.isUndefined())
            return missing(path + u".feature"_s, u"missing; one of road, city, field, cloister, tent"_s);
        return fail(path + u".feature"_s, describe(f) + u" is not one of road, city, field, cloister, tent"_s, f);
    }
    *kind = *k;
    const QJsonValue p = o.value(u"port"_s);
    const QString portPath = path + u".port"_s;
    switch (*k) {
    case FeatureKind::Road:
    case FeatureKind::City: {
        const auto side = p.isString() ? parsePort(*k, p.toString()) : std::nullopt;
        if (!side) {
            if (p.isUndefined())
                return missing(portPath, u"missing; a %1 needs an edge N, E, S or W"_s.arg(fromView(rules::featureKindName(*k))));
            return fail(portPath, u"%1 is not an edge N, E, S or W"_s.arg(describe(p)), p);
        }
        *port = *side;
        return true;
    }
    case FeatureKind::Field: {
        const auto half = p.isString() ? parsePort(*k, p.toString()) : std::nullopt;
        if (!half) {
            if (p.isUndefined())
                return missing(portPath, u"missing; a field needs a half edge NNW, NNE, ENE, ESE, SSE, SSW, WSW or WNW"_s);
            return fail(portPath, u"%1 is not a half edge NNW, NNE, ENE, ESE, SSE, SSW, WSW or WNW"_s.arg(describe(p)), p);
        }
        *port = *half;
        return true;
    }
    case FeatureKind::Cloister:
    case FeatureKind::Tent:
        if (!p.isUndefined() && !p.isNull())
            return fail(portPath, u"%1: a %2 has no port"_s.arg(describe(p), fromView(rules::featureKindName(*k))), p);
        *port = -1;
        return true;
    }
    return false;
}

bool Reader::readFollower(const QJsonValue &v, const QString &path, rules::Deployment *d)
{
    if (v.isUndefined() || v.isNull()) {
        *d = rules::Deployment::none();
        return true;
    }
    if (!v.isObject())
        return fail(path, describe(v) + u" is not null, {feature, port} or {crown, slot}"_s, v);
    const QJsonObject o = v.toObject();
    const bool hasCrown = o.contains(u"crown"_s);
    const bool hasFeature = o.contains(u"feature"_s);
    if (hasCrown && hasFeature)
        return fail(path, u"names both a feature and a crown"_s);
    if (!hasCrown && !hasFeature)
        return fail(path, u"names neither a feature nor a crown"_s);
    if (hasCrown) {
        const QJsonValue c = o.value(u"crown"_s);
        const QByteArray text = c.toString().toUtf8();
        const auto sector = c.isString() ? rules::sectorFromName(std::string_view(text.constData(), size_t(text.size())))
                                         : std::nullopt;
        if (!sector)
            return fail(path + u".crown"_s, describe(c) + u" is not one of fortune, taxes, famine, storm, inquisition, plague"_s, c);
        const QJsonValue s = o.value(u"slot"_s);
        if (s.isUndefined())
            return missing(path + u".slot"_s, u"missing; 0 or 1"_s);
        const auto slot = integerOf(s);
        if (!slot || (*slot != 0 && *slot != 1))
            return fail(path + u".slot"_s, describe(s) + u" is not 0 or 1"_s, s);
        if (rules::crownIndex(*sector, int(*slot)) < 0)
            return fail(path + u".slot"_s,
                        u"%1 has only one crown space, slot %2 does not exist"_s.arg(fromView(rules::sectorName(*sector))).arg(*slot));
        *d = rules::Deployment::onCrown(*sector, int(*slot));
        return true;
    }
    FeatureKind kind;
    int port = -1;
    if (!readFeaturePlace(o, path, &kind, &port))
        return false;
    *d = rules::Deployment::onFeature(kind, port);
    return true;
}

bool Reader::readTurn(const QJsonValue &v, const QString &path, Turn *turn)
{
    if (!v.isObject())
        return fail(path, describe(v) + u" is not a turn object"_s, v);
    const QJsonObject o = v.toObject();

    for (const auto &[key, target] : {std::pair{u"draw"_s, &turn->draw}, std::pair{u"choose"_s, &turn->choose}}) {
        const QJsonValue t = o.value(key);
        if (t.isUndefined() || t.isNull())
            continue;
        rules::TileRef tile;
        if (!readTile(t, path + u'.' + key, &tile))
            return false;
        *target = tile;
    }

    const QJsonValue at = o.value(u"at"_s);
    if (at.isUndefined())
        return missing(path + u".at"_s, u"missing; [x, y], or null for a turn whose every tile was discarded"_s);
    if (!at.isNull()) {
        rules::Pos pos;
        if (!readPos(at, path + u".at"_s, &pos))
            return false;
        turn->at = pos;
    }

    const QJsonValue rotation = o.value(u"rotation"_s);
    if (rotation.isUndefined()) {
        if (turn->at)
            return missing(path + u".rotation"_s, u"missing; 0, 90, 180 or 270"_s);
    } else if (!(rotation.isNull() && !turn->at)) {
        const auto deg = integerOf(rotation);
        const auto q = deg && *deg >= 0 && *deg <= 270 ? quarterTurns(int(*deg)) : std::nullopt;
        if (!q)
            return fail(path + u".rotation"_s, describe(rotation) + u" is not 0, 90, 180 or 270"_s, rotation);
        turn->rotation = *q;
    }

    if (!readFollower(o.value(u"follower"_s), path + u".follower"_s, &turn->follower))
        return false;
    if (!turn->at && turn->follower.kind != rules::Deployment::Kind::None)
        return fail(path + u".follower"_s, u"a turn without a tile (at: null) deploys no follower"_s);

    const QJsonValue plague = o.value(u"plague"_s);
    if (!plague.isUndefined() && !plague.isNull()) {
        if (!plague.isArray())
            return fail(path + u".plague"_s, describe(plague) + u" is not a list of followers"_s, plague);
        const QJsonArray a = plague.toArray();
        if (a.size() > rules::MaxPlayers * rules::FollowersPerPlayer * 4)
            return fail(path + u".plague"_s, u"%1 entries are more than can be given back"_s.arg(a.size()));
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString entryPath = u"%1.plague[%2]"_s.arg(path).arg(i);
            const QJsonValue e = a.at(i);
            if (!e.isObject())
                return fail(entryPath, describe(e) + u" is not {at, feature, port}"_s, e);
            const QJsonObject eo = e.toObject();
            FollowerPlace place;
            const QJsonValue eat = eo.value(u"at"_s);
            if (eat.isUndefined())
                return missing(entryPath + u".at"_s, u"missing; [x, y]"_s);
            if (!readPos(eat, entryPath + u".at"_s, &place.at))
                return false;
            if (!readFeaturePlace(eo, entryPath, &place.feature, &place.port))
                return false;
            turn->plague.push_back(place);
        }
    }
    return true;
}

// The `rules` object: "" or the error of its first wrong field (`*field`, `*bad` its value).
QString readOptions(const QJsonValue &value, rules::Options *options, const QString &path, QString *field, QJsonValue *bad)
{
    if (value.isUndefined() || value.isNull())
        return QString();
    auto failure = [field, bad](const QString &at, const QJsonValue &v, const QString &message) -> QString {
        *field = at;
        *bad = v;
        return at + u": "_s + message;
    };
    if (!value.isObject())
        return failure(path, value, describe(value) + u" is not an object of rule options"_s);
    const QJsonObject o = value.toObject();
    rules::Options result = *options;
    const QJsonValue tileSet = o.value(u"tileSet"_s);
    if (!tileSet.isUndefined()) {
        const QByteArray name = tileSet.toString().toLatin1();
        if (const auto set = rules::tileSetFromName(std::string_view(name.constData(), size_t(name.size()))); set && tileSet.isString())
            result.tileSet = *set;
        else
            return failure(path + u".tileSet"_s, tileSet, describe(tileSet) + u" is not \"wheel-of-fortune\" or \"base+wheel\""_s);
    }
    const QJsonValue famine = o.value(u"famine"_s);
    if (!famine.isUndefined()) {
        const QByteArray name = famine.toString().toLatin1();
        if (const auto rule = rules::famineRuleFromName(std::string_view(name.constData(), size_t(name.size()))); rule && famine.isString())
            result.famine = *rule;
        else
            return failure(path + u".famine"_s, famine, describe(famine) + u" is not \"any-farmer\" or \"majority\""_s);
    }
    for (const auto &[key, target] : {std::pair{u"fortuneTeller"_s, &result.fortuneTeller}, std::pair{u"wheelAsStart"_s, &result.wheelAsStart}}) {
        const QJsonValue b = o.value(key);
        if (b.isUndefined())
            continue;
        if (!b.isBool())
            return failure(path + u'.' + key, b, describe(b) + u" is not true or false"_s);
        *target = b.toBool();
    }
    *options = result;
    return QString();
}

} // namespace

QString parseOptions(const QJsonValue &value, rules::Options *options, const QString &path)
{
    QString field;
    QJsonValue bad;
    return readOptions(value, options, path, &field, &bad);
}

ReadResult readRecord(const QByteArray &json)
{
    Reader reader(json);
    return reader.read();
}

ReadResult readRecord(const QJsonObject &root)
{
    const QByteArray none;
    Reader reader(none);
    return reader.readObject(root);
}

// ---------------------------------------------------------------------------------------
// Writing

static void writePos(JsonWriter &w, rules::Pos p)
{
    w.beginArray(true);
    w.value(p.x);
    w.value(p.y);
    w.endArray();
}

static void writeFeaturePlace(JsonWriter &w, FeatureKind kind, int port)
{
    w.key("feature");
    w.value(rules::featureKindName(kind));
    if (kind != FeatureKind::Cloister && kind != FeatureKind::Tent) {
        w.key("port");
        w.value(portText(kind, port));
    }
}

QByteArray writeRecord(const Record &record)
{
    JsonWriter w;
    w.beginObject();
    w.key("format");
    w.value(RecordFormat);
    w.key("rules");
    w.beginObject(true);
    w.key("tileSet");
    w.value(fromView(rules::tileSetName(record.options.tileSet)));
    w.key("fortuneTeller");
    w.value(record.options.fortuneTeller);
    w.key("famine");
    w.value(fromView(rules::famineRuleName(record.options.famine)));
    w.key("wheelAsStart");
    w.value(record.options.wheelAsStart);
    w.endObject();
    w.key("seed");
    w.value(record.seed);
    w.key("players");
    w.beginArray();
    for (const PlayerInfo &p : record.players) {
        w.beginObject(true);
        w.key("name");
        w.value(p.name);
        w.key("color");
        w.value(rules::colorName(p.color));
        if (p.ai) {
            w.key("ai");
            w.value(*p.ai);
        }
        w.endObject();
    }
    w.endArray();
    if (record.deck) {
        w.key("deck");
        w.beginArray(true);
        for (rules::TileRef t : *record.deck)
            w.value(tileName(t));
        w.endArray();
    }
    w.key("turns");
    w.beginArray();
    for (const Turn &t : record.turns) {
        w.beginObject(true);
        if (t.draw) {
            w.key("draw");
            w.value(tileName(*t.draw));
        }
        if (t.choose) {
            w.key("choose");
            w.value(tileName(*t.choose));
        }
        w.key("at");
        if (t.at) {
            writePos(w, *t.at);
            w.key("rotation");
            w.value(rotationDegrees(t.rotation));
            w.key("follower");
            switch (t.follower.kind) {
            case rules::Deployment::Kind::None:
                w.null();
                break;
            case rules::Deployment::Kind::Feature:
                w.beginObject(true);
                writeFeaturePlace(w, t.follower.feature, t.follower.port);
                w.endObject();
                break;
            case rules::Deployment::Kind::Crown:
                w.beginObject(true);
                w.key("crown");
                w.value(rules::sectorName(t.follower.sector));
                w.key("slot");
                w.value(t.follower.slot);
                w.endObject();
                break;
            }
        } else {
            w.null();
        }
        if (!t.plague.empty()) {
            w.key("plague");
            w.beginArray(true);
            for (const FollowerPlace &p : t.plague) {
                w.beginObject(true);
                w.key("at");
                writePos(w, p.at);
                writeFeaturePlace(w, p.feature, p.port);
                w.endObject();
            }
            w.endArray();
        }
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.take();
}

} // namespace fortuna::record
