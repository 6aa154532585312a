// SPDX-License-Identifier: GPL-3.0-or-later
// The crown spaces of the wheel in WheelLayout order (clockwise from Fortune), read from the
// controller's wheel model: who holds each (a colour index, -1 when free) and which may be
// chosen now.
import QtQuick
import Fortuna
import Fortuna.Model

QtObject {
    id: crowns

    property var available: []
    // The colour index of a player (-1: none).
    property var colorIndexOf: null
    required property GameController controller
    property var occupants: []
    property Connections wheelWatch: Connections {
        function onCountChanged() {
            crowns.refresh();
        }
        function onDataChanged() {
            crowns.refresh();
        }
        function onModelReset() {
            crowns.refresh();
        }

        target: crowns.controller.wheel
    }

    function refresh() {
        const occ = [], av = [];
        for (let i = 0; i < WheelLayout.crownSpaceCount; ++i) {
            occ.push(-1);
            av.push(false);
        }
        const m = crowns.controller.wheel;
        for (let r = 0; r < m.count; ++r) {
            const i = WheelLayout.crownIndex(m.value(r, "sector"), m.value(r, "slot"));
            if (i < 0)
                continue;
            const o = m.value(r, "occupant");
            occ[i] = o >= 0 ? crowns.colorIndexOf(o) : -1;
            av[i] = m.value(r, "available");
        }
        occupants = occ;
        available = av;
    }

    Component.onCompleted: refresh()
}
