// SPDX-License-Identifier: GPL-3.0-or-later
// Shows one tile of the board: brings it to the middle of the visible view (keeping the zoom) and
// flashes a golden frame round it a few times. The event log's entries call show().
import QtQuick
import Fortuna

Item {
    id: flash

    property bool animate: true
    // The cell shown last (tests read it).
    property point shownCell: Qt.point(0, 0)
    required property BoardView view

    // `bottomInset`: the height hidden at the bottom of the view (the open event log).
    function show(cellX, cellY, bottomInset) {
        shownCell = Qt.point(cellX, cellY);
        const w = view.width / view.zoom, h = Math.max(view.cellSize, view.height - (bottomInset || 0)) / view.zoom;
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
        border.color: Theme.goldBright
        border.width: 6
        color: "#40ffd54a"
        height: width
        objectName: "tileFlash"
        opacity: 0
        radius: 4
        width: flash.view.cellSize
        x: 0
        z: 30

        SequentialAnimation {
            id: blink
            loops: 3

            NumberAnimation {
                duration: 120
                property: "opacity"
                target: frame
                to: 1
            }
            PauseAnimation {
                duration: 380
            }
            NumberAnimation {
                duration: 220
                property: "opacity"
                target: frame
                to: 0.2
            }
            NumberAnimation {
                duration: 120
                property: "opacity"
                target: frame
                to: 1
            }
            PauseAnimation {
                duration: 380
            }
            NumberAnimation {
                duration: 300
                property: "opacity"
                target: frame
                to: 0
            }
        }
    }
}
