// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a record: indented JSON, keys in the order of the spec, one turn per line.
#include "record/record.h"

#include "record/jsonwriter.h"

namespace fortuna::record
{

using rules::FeatureKind;

namespace
{

void writePos(JsonWriter &w, rules::Pos p)
{
    w.pair(p.x, p.y);
}

void writeFeaturePlace(JsonWriter &w, FeatureKind kind, int port)
{
    w.field("feature", rules::featureKindName(kind));
    if (kind != FeatureKind::Cloister && kind != FeatureKind::Tent) {
        w.field("port", portText(kind, port));
    }
}

} // namespace

QByteArray writeRecord(const Record &record)
{
    JsonWriter w;
    w.beginObject();
    w.field("format", RecordFormat);
    w.key("rules");
    w.beginObject(true);
    for (const rules::OptionSpec &spec : rules::OptionSpecs) {
        w.key(spec.key);
        if (spec.isBoolean())
            w.value(spec.get(record.options) != 0);
        else
            w.value(spec.choiceName(spec.get(record.options)));
    }
    w.endObject();
    w.field("seed", record.seed);
    w.key("players");
    w.beginArray();
    for (const PlayerInfo &p : record.players) {
        w.beginObject(true);
        w.field("name", p.name);
        w.field("color", rules::colorName(p.color));
        if (p.ai) {
            w.field("ai", *p.ai);
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
            w.field("draw", tileName(*t.draw));
        }
        if (t.choose) {
            w.field("choose", tileName(*t.choose));
        }
        w.key("at");
        if (t.at) {
            writePos(w, *t.at);
            w.field("rotation", rotationDegrees(t.rotation));
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
                w.field("crown", rules::sectorName(t.follower.sector));
                w.field("slot", t.follower.slot);
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
