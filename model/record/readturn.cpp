// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a record: one turn (tiles, positions, followers, plague entries), and one decision
// of the network protocol, whose pieces are a turn's.
#include "record/recordreader.h"

#include "rules/catalogue.h"
#include "rules/wheel.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace fortuna::record::detail
{

using rules::FeatureKind;

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
            return fail(u"%1[%2]"_s.arg(path).arg(k), u"%1 is not an integer from -%2 to %2"_s.arg(describe(a.at(k))).arg(MaxCoordinate), a.at(k));
        xy[k] = int(*i);
    }
    *pos = rules::Pos{xy[0], xy[1]};
    return true;
}

bool Reader::readFeaturePlace(const QJsonObject &o, const QString &path, FeatureKind *kind, int *port)
{
    const QJsonValue f = o.value(u"feature"_s);
    const QByteArray fText = f.toString().toUtf8();
    const auto k = f.isString() ? rules::featureKindFromName(std::string_view(fText.constData(), size_t(fText.size()))) : std::nullopt;
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

bool Reader::readRotation(const QJsonValue &v, const QString &path, int *quarters)
{
    const auto deg = integerOf(v);
    const auto q = deg && *deg >= 0 && *deg <= 270 ? quarterTurns(int(*deg)) : std::nullopt;
    if (!q)
        return fail(path, describe(v) + u" is not 0, 90, 180 or 270"_s, v);
    *quarters = *q;
    return true;
}

bool Reader::readFollowerPlace(const QJsonValue &v, const QString &path, FollowerPlace *place)
{
    QJsonObject o;
    if (!objectOf(v, path, u"{at, feature, port}"_s, &o))
        return false;
    const QJsonValue at = o.value(u"at"_s);
    if (at.isUndefined())
        return missing(path + u".at"_s, u"missing; [x, y]"_s);
    return readPos(at, path + u".at"_s, &place->at) && readFeaturePlace(o, path, &place->feature, &place->port);
}

bool Reader::readDecision(const QJsonObject &o, const QString &path, rules::Decision *d)
{
    const QString keys[] = {u"choose"_s, u"plague"_s, u"place"_s, u"follower"_s};
    int found = 0;
    for (const QString &k : keys)
        found += o.contains(k) ? 1 : 0;
    if (found != 1)
        return fail(path, u"needs exactly one of choose, plague, place, follower"_s);
    if (o.contains(keys[0])) {
        // A Fortune Teller draws one tile, and one more per teller the player has.
        const QJsonValue v = o.value(keys[0]);
        const auto i = integerOf(v);
        if (!i || *i < 0 || *i > rules::MaxFortuneTellers)
            return fail(path + u".choose"_s, u"%1 is not an index from 0 to %2 of the tiles drawn"_s.arg(describe(v)).arg(rules::MaxFortuneTellers), v);
        *d = rules::Decision::choosing(int(*i));
        return true;
    }
    if (o.contains(keys[1])) {
        FollowerPlace p;
        if (!readFollowerPlace(o.value(keys[1]), path + u".plague"_s, &p))
            return false;
        *d = rules::Decision::plague(p.at, p.feature, p.port);
        return true;
    }
    if (o.contains(keys[2])) {
        const QString placePath = path + u".place"_s;
        QJsonObject p;
        if (!objectOf(o.value(keys[2]), placePath, u"{at, rotation}"_s, &p))
            return false;
        rules::Placement placement;
        const QJsonValue at = p.value(u"at"_s), rotation = p.value(u"rotation"_s);
        if (at.isUndefined())
            return missing(placePath + u".at"_s, u"missing; [x, y]"_s);
        if (rotation.isUndefined())
            return missing(placePath + u".rotation"_s, u"missing; 0, 90, 180 or 270"_s);
        if (!readPos(at, placePath + u".at"_s, &placement.pos) || !readRotation(rotation, placePath + u".rotation"_s, &placement.rotation))
            return false;
        *d = rules::Decision::placing(placement);
        return true;
    }
    rules::Deployment deployment;
    if (!readFollower(o.value(keys[3]), path + u".follower"_s, &deployment))
        return false;
    *d = rules::Decision::deploying(deployment);
    return true;
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
        const auto sector = c.isString() ? rules::sectorFromName(std::string_view(text.constData(), size_t(text.size()))) : std::nullopt;
        if (!sector)
            return fail(path + u".crown"_s, describe(c) + u" is not one of fortune, taxes, famine, storm, inquisition, plague"_s, c);
        const QJsonValue s = o.value(u"slot"_s);
        if (s.isUndefined())
            return missing(path + u".slot"_s, u"missing; 0 or 1"_s);
        static_assert(*std::max_element(rules::CrownSpaces.begin(), rules::CrownSpaces.end()) == 2, "a sector has crown slots 0 and 1 at most");
        const auto slot = integerOf(s);
        if (!slot || (*slot != 0 && *slot != 1))
            return fail(path + u".slot"_s, describe(s) + u" is not 0 or 1"_s, s);
        if (rules::crownIndex(*sector, int(*slot)) < 0)
            return fail(path + u".slot"_s, u"%1 has only one crown space, slot %2 does not exist"_s.arg(fromView(rules::sectorName(*sector))).arg(*slot));
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
        if (!readRotation(rotation, path + u".rotation"_s, &turn->rotation))
            return false;
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
            FollowerPlace place;
            if (!readFollowerPlace(a.at(i), u"%1.plague[%2]"_s.arg(path).arg(i), &place))
                return false;
            turn->plague.push_back(place);
        }
    }
    return true;
}

} // namespace fortuna::record::detail
