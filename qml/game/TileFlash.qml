// SPDX-License-Identifier: GPL-3.0-or-later
// Shows one tile of the board: brings it to the middle of the view (keeping the zoom) and
// flashes a golden frame round it a few times. The event log's entries call show().
import QtQuick
import Fortuna

Item {
    id: flash

    required property BoardView view
    property bool animate: true
    // The cell shown last (tests read it).
    property point shownCell: Qt.point(0, 0)

    function show(cellX, cellY) {
        shownCell = Qt.point(cellX, cellY);
        const w = view.width / view.zoom, h = view.height / view.zoom;
        view.panX = (cellX + 0.5) * view.cellSize - w / 2;
        view.panY = (cellY + 0.5) * view.cellSize - h / 2;
        frame.parent = view.overlay;
        frame.x = cellX * view.cellSize;
        frame.y = cellY * view.cellSize;
        blink.restart();
        if (!animate) {
            blink.complete();
            frame.opacity = 0;
        }
    }

    Rectangle {
        id: frame
        objectName: "tileFlash"
        width: flash.view.cellSize
        height: width
        z: 30
        color: "transparent"
        radius: 4
        border.color: Theme.goldBright
        border.width: 5
        opacity: 0
        SequentialAnimation {
            id: blink
            loops: 3
            NumberAnimation { target: frame; property: "opacity"; to: 1; duration: 180 }
            NumberAnimation { target: frame; property: "opacity"; to: 0.15; duration: 260 }
            NumberAnimation { target: frame; property: "opacity"; to: 1; duration: 180 }
            NumberAnimation { target: frame; property: "opacity"; to: 0; duration: 400 }
        }
    }
}
