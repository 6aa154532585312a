// SPDX-License-Identifier: GPL-3.0-or-later
// Writing a record: indented JSON, keys in the order of the spec, one turn per line.
#include "record/record.h"

#include "record/json.h"
#include "record/jsonwriter.h"

namespace fortuna::record
{

QByteArray writeRecord(const Record &record)
{
    JsonWriter w;
    w.beginObject();
    w.field("format", RecordFormat);
    w.key("rules");
    write(w, record.options, record.aids);
    w.field("seed", record.seed);
    w.key("players");
    w.beginArray();
    for (const PlayerInfo &p : record.players)
        write(w, p);
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
    for (const Turn &t : record.turns)
        write(w, t);
    w.endArray();
    w.endObject();
    return w.take();
}

} // namespace fortuna::record
