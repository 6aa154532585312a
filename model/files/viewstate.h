// SPDX-License-Identifier: GPL-3.0-or-later
// ViewState: what a saved game adds to its record for the view, so that Open and Resume give
// back the table as it was left: the rotation of the tile in hand and whether the wheel event
// was open. It is the record's top-level "view" object, which the record reader (and so an
// older Fortuna, fortuna-cli and the server) ignores; a file without it opens as before.
#pragma once

#include <QByteArray>

#include <optional>

namespace fortuna::model
{

struct ViewState {
    int rotation = 0; // the tile in hand, quarter turns clockwise (0..3)
    bool eventShown = false; // the wheel event's banner was open

    bool operator==(const ViewState &o) const { return rotation == o.rotation && eventShown == o.eventShown; }
};

// The bytes of a record (a JSON object, as record::writeRecord writes it) with the "view"
// object added last: {"rotation": 0|90|180|270, "event": bool}.
QByteArray withViewState(const QByteArray &record, const ViewState &view);

// The "view" object of a record's bytes; none when the file has none or it is malformed.
std::optional<ViewState> readViewState(const QByteArray &record);

} // namespace fortuna::model
