// SPDX-License-Identifier: GPL-3.0-or-later
// The game's vocabulary in JSON, written once for both sinks (the ordered JsonWriter and a
// QJsonValue builder with the same calls) and read by the record reader.
#include "record/json.h"

#include "record/jsonwriter.h"
#include "record/recordreader.h"

namespace fortuna::record
{

using rules::FeatureKind;

namespace
{

// Builds a QJsonValue through JsonWriter's calls (key order is QJsonObject's own).
class JsonBuilder
{
public:
    void beginObject(bool = false) { m_stack.push_back(Frame{true, {}, {}, m_key}); }
    void beginArray(bool = false) { m_stack.push_back(Frame{false, {}, {}, m_key}); }
    void endObject() { end(); }
    void endArray() { end(); }
    void key(std::string_view name) { m_key = fromView(name); }
    void value(std::string_view text) { add(fromView(text)); }
    void value(const QString &text) { add(text); }
    void value(int number) { add(number); }
    void value(bool flag) { add(flag); }
    void null() { add(QJsonValue(QJsonValue::Null)); }
    template<typename T>
    void field(std::string_view name, const T &v)
    {
        key(name);
        value(v);
    }
    void pair(int a, int b) { add(QJsonArray{a, b}); }
    QJsonValue take() { return std::move(m_result); }

private:
    struct Frame {
        bool object;
        QJsonObject o;
        QJsonArray a;
        QString key; // where it goes in its parent
    };
    void add(const QJsonValue &v)
    {
        if (m_stack.empty())
            m_result = v;
        else if (m_stack.back().object)
            m_stack.back().o.insert(m_key, v);
        else
            m_stack.back().a.append(v);
    }
    void end()
    {
        Frame f = std::move(m_stack.back());
        m_stack.pop_back();
        m_key = f.key;
        add(f.object ? QJsonValue(f.o) : QJsonValue(f.a));
    }

    std::vector<Frame> m_stack;
    QString m_key;
    QJsonValue m_result;
};

template<class Out>
void putPos(Out &w, rules::Pos p)
{
    w.pair(p.x, p.y);
}

// "at": [x, y]
template<class Out>
void putAt(Out &w, rules::Pos p)
{
    w.key("at");
    putPos(w, p);
}

template<class Out>
void putFeaturePlace(Out &w, FeatureKind kind, int port)
{
    w.field("feature", rules::featureKindName(kind));
    if (kind != FeatureKind::Cloister && kind != FeatureKind::Tent)
        w.field("port", portText(kind, port));
}

template<class Out>
void putFollowerPlace(Out &w, const FollowerPlace &p)
{
    w.beginObject(true);
    putAt(w, p.at);
    putFeaturePlace(w, p.feature, p.port);
    w.endObject();
}

template<class Out>
void putPlacement(Out &w, const rules::Placement &p)
{
    w.beginObject(true);
    putAt(w, p.pos);
    w.field("rotation", rotationDegrees(p.rotation));
    w.endObject();
}

template<class Out>
void putDeployment(Out &w, const rules::Deployment &d)
{
    switch (d.kind) {
    case rules::Deployment::Kind::None:
        w.null();
        return;
    case rules::Deployment::Kind::Feature:
        w.beginObject(true);
        putFeaturePlace(w, d.feature, d.port);
        w.endObject();
        return;
    case rules::Deployment::Kind::Crown:
        w.beginObject(true);
        w.field("crown", rules::sectorName(d.sector));
        w.field("slot", d.slot);
        w.endObject();
        return;
    }
}

template<class Out>
void putDecision(Out &w, const rules::Decision &d)
{
    w.beginObject(true);
    switch (d.phase) {
    case rules::Phase::ChooseTile:
        w.field("choose", d.choose);
        break;
    case rules::Phase::Plague:
        w.key("plague");
        putFollowerPlace(w, FollowerPlace{d.at, d.feature, d.port});
        break;
    case rules::Phase::Place:
        w.key("place");
        putPlacement(w, d.placement);
        break;
    case rules::Phase::Deploy:
    case rules::Phase::GameOver:
        w.key("follower");
        putDeployment(w, d.deployment);
        break;
    }
    w.endObject();
}

template<class Out>
void putTurn(Out &w, const Turn &t)
{
    w.beginObject(true);
    if (t.draw)
        w.field("draw", tileName(*t.draw));
    if (t.choose)
        w.field("choose", tileName(*t.choose));
    w.key("at");
    if (t.at) {
        putPos(w, *t.at);
        w.field("rotation", rotationDegrees(t.rotation));
        w.key("follower");
        putDeployment(w, t.follower);
    } else {
        w.null();
    }
    if (!t.plague.empty()) {
        w.key("plague");
        w.beginArray(true);
        for (const FollowerPlace &p : t.plague)
            putFollowerPlace(w, p);
        w.endArray();
    }
    w.endObject();
}

template<class Out>
void putRules(Out &w, const rules::Options &options, bool aids)
{
    w.beginObject(true);
    for (const rules::OptionSpec &spec : rules::OptionSpecs) {
        w.key(spec.key);
        if (spec.isBoolean())
            w.value(spec.get(options) != 0);
        else
            w.value(spec.choiceName(spec.get(options)));
    }
    if (!aids)
        w.field("aids", false);
    w.endObject();
}

template<class Out>
void putOptions(Out &w, const rules::Options &options)
{
    putRules(w, options, true);
}

template<class Out>
void putPlayer(Out &w, const PlayerInfo &p)
{
    w.beginObject(true);
    w.field("name", p.name);
    w.field("color", rules::colorName(p.color));
    if (p.isComputer())
        w.field("ai", p.level);
    w.endObject();
}

template<class Out>
void putLogEntry(Out &w, const rules::Game &game, const rules::LogEntry &e)
{
    w.beginObject(true);
    w.field("turn", e.turn);
    w.field("player", e.player);
    w.field("event", rules::logKindName(e.kind));
    bool withPoints = true;
    switch (e.kind) {
    case rules::LogKind::Discard:
        w.field("tile", tileName(e.tile));
        withPoints = false;
        break;
    case rules::LogKind::Wheel:
        w.field("tile", tileName(e.tile));
        w.field("moved", e.moved);
        w.field("sector", rules::sectorName(e.sector));
        break;
    case rules::LogKind::Plague:
        w.field("feature", rules::featureKindName(e.feature));
        if (e.port >= 0)
            w.field("port", portText(e.feature, e.port));
        putAt(w, e.at);
        withPoints = false;
        break;
    case rules::LogKind::Score:
    case rules::LogKind::Final:
        w.field("feature", rules::featureKindName(e.feature));
        putAt(w, e.at);
        w.field("tiles", e.tiles);
        break;
    case rules::LogKind::Tent:
        putAt(w, e.at);
        break;
    case rules::LogKind::Crown:
        w.field("sector", rules::sectorName(e.sector));
        break;
    case rules::LogKind::GameEnd:
        withPoints = false;
        break;
    }
    if (withPoints || e.pointsEnd > e.pointsBegin) {
        const auto &points = game.logPoints();
        w.key("points");
        w.beginArray(true);
        for (uint32_t i = e.pointsBegin; i < e.pointsEnd && i < points.size(); ++i) {
            const rules::PointsEntry &pe = points[i];
            w.beginObject(true);
            w.field("player", pe.player);
            w.field("points", pe.points);
            w.field("reason", rules::reasonName(pe.reason));
            w.endObject();
        }
        w.endArray();
    }
    w.endObject();
}

template<typename T, typename Put>
QJsonValue built(const T &value, Put put)
{
    JsonBuilder b;
    put(b, value);
    return b.take();
}

// One value read by `read`, a reader without the raw bytes (they only matter for seeds
// beyond 2^63).
template<typename T, typename In>
std::optional<T> readValue(bool (detail::Reader::*read)(const In &, const QString &, T *), const In &in, const QString &path, JsonError *error)
{
    static const QByteArray none;
    detail::Reader reader(none);
    T value{};
    if ((reader.*read)(in, path, &value))
        return value;
    if (error)
        *error = JsonError{reader.field, reader.error};
    return std::nullopt;
}

} // namespace

void write(JsonWriter &w, const rules::Options &options, bool aids)
{
    putRules(w, options, aids);
}

void write(JsonWriter &w, const PlayerInfo &player)
{
    putPlayer(w, player);
}

void write(JsonWriter &w, const Turn &turn)
{
    putTurn(w, turn);
}

void write(JsonWriter &w, const rules::Placement &placement)
{
    putPlacement(w, placement);
}

void write(JsonWriter &w, const rules::Deployment &deployment)
{
    putDeployment(w, deployment);
}

void write(JsonWriter &w, const rules::Decision &decision)
{
    putDecision(w, decision);
}

void write(JsonWriter &w, const rules::Game &game, const rules::LogEntry &entry)
{
    putLogEntry(w, game, entry);
}

QJsonArray toJson(rules::Pos p)
{
    return QJsonArray{p.x, p.y};
}

QJsonObject toJson(const rules::Placement &p)
{
    return built(p, putPlacement<JsonBuilder>).toObject();
}

QJsonValue toJson(const rules::Deployment &d)
{
    return built(d, putDeployment<JsonBuilder>);
}

QJsonObject toJson(const FollowerPlace &p)
{
    return built(p, putFollowerPlace<JsonBuilder>).toObject();
}

QJsonObject toJson(const rules::Decision &d)
{
    return built(d, putDecision<JsonBuilder>).toObject();
}

QJsonObject toJson(const Turn &turn)
{
    return built(turn, putTurn<JsonBuilder>).toObject();
}

QJsonObject toJson(const rules::Options &options)
{
    return built(options, putOptions<JsonBuilder>).toObject();
}

QJsonObject toJson(const PlayerInfo &player)
{
    return built(player, putPlayer<JsonBuilder>).toObject();
}

QJsonObject toJson(const rules::Game &game, const rules::LogEntry &entry)
{
    JsonBuilder b;
    putLogEntry(b, game, entry);
    return b.take().toObject();
}

std::optional<rules::Decision> decisionFromJson(const QJsonObject &o, const QString &path, JsonError *error)
{
    return readValue(&detail::Reader::readDecision, o, path, error);
}

std::optional<Turn> turnFromJson(const QJsonValue &v, const QString &path, JsonError *error)
{
    return readValue(&detail::Reader::readTurn, v, path, error);
}

std::optional<rules::Options> optionsFromJson(const QJsonValue &v, const QString &path, JsonError *error)
{
    return readValue(&detail::Reader::readOptions, v, path, error);
}

std::optional<std::vector<PlayerInfo>> playersFromJson(const QJsonValue &v, const QString &path, JsonError *error)
{
    return readValue(&detail::Reader::readPlayers, v, path, error);
}

std::optional<std::vector<rules::TileRef>> tilesFromJson(const QJsonValue &v, const QString &path, JsonError *error)
{
    return readValue(&detail::Reader::readTiles, v, path, error);
}

} // namespace fortuna::record
