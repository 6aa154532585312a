// SPDX-License-Identifier: GPL-3.0-or-later
// DEMO ONLY: a board view with the wheel board and a few sample tiles laid around it, a few
// followers, and the pig taking a walk now and then. It shows the view components at work
// until the game screen (driven by the game controller) replaces it.
import QtQuick
import Fortuna

BoardView {
    id: root

    // Demo settings.
    property bool walkThePig: true

    model: ListModel {
        // x, y in cells; the wheel board fills (0..3, 0..3)
        ListElement { x: 0; y: -1; tileId: "E"; rotation: 2 }
        ListElement { x: 1; y: -1; tileId: "FT4"; rotation: 0 }
        ListElement { x: 2; y: -1; tileId: "U/2"; rotation: 1 }
        ListElement { x: 2; y: -2; tileId: "A"; rotation: 0 }
        ListElement { x: 3; y: -1; tileId: "N/1"; rotation: 1 }
        ListElement { x: 4; y: 0; tileId: "V/2"; rotation: 3 }
        ListElement { x: 4; y: 1; tileId: "D"; rotation: 1 }
        ListElement { x: 5; y: 1; tileId: "C"; rotation: 0 }
        ListElement { x: 4; y: 2; tileId: "KR-CRrR"; rotation: 3 }
        ListElement { x: 4; y: 3; tileId: "W"; rotation: 3 }
        ListElement { x: 5; y: 3; tileId: "FT6"; rotation: 0 }
        ListElement { x: 4; y: 4; tileId: "V/1"; rotation: 1 }
        ListElement { x: 3; y: 4; tileId: "L"; rotation: 2 }
        ListElement { x: 2; y: 4; tileId: "U/3"; rotation: 0 }
        ListElement { x: 1; y: 4; tileId: "V/1"; rotation: 3 }
        ListElement { x: 0; y: 4; tileId: "I"; rotation: 0 }
        ListElement { x: -1; y: 3; tileId: "H"; rotation: 1 }
        ListElement { x: -1; y: 2; tileId: "B"; rotation: 0 }
        ListElement { x: -1; y: 1; tileId: "J"; rotation: 3 }
        ListElement { x: -1; y: 0; tileId: "IC-RCc"; rotation: 0 }
        ListElement { x: -2; y: 1; tileId: "M"; rotation: 1 }
    }

    wheel.highlightSector: wheel.pigSector
    wheel.crownOccupants: [-1, 1, -1, 3, 0, -1, 2, -1, 4]

    // A few followers standing on land, placed with TileGeometry like the real game will.
    Repeater {
        parent: root.overlay
        model: [
            { x: 4, y: 2, tile: "KR-CRrR", r: 3, kind: TileGeometry.City, port: 3, player: 1 },
            { x: 2, y: -2, tile: "A", r: 0, kind: TileGeometry.Cloister, port: -1, player: 0 },
            { x: -1, y: 2, tile: "B", r: 0, kind: TileGeometry.Field, port: 0, player: 3 },
            { x: 4, y: 3, tile: "W", r: 3, kind: TileGeometry.Road, port: 1, player: 2 },
            { x: 1, y: -1, tile: "FT4", r: 0, kind: TileGeometry.Tent, port: -1, player: 4 }
        ]
        delegate: Meeple {
            required property var modelData
            readonly property point at: TileGeometry.featurePoint(modelData.tile, modelData.r, modelData.kind, modelData.port)
            player: modelData.player
            renderScale: root.detail
            width: root.cellSize * 0.3
            height: width
            x: (modelData.x + at.x) * root.cellSize - width / 2
            y: (modelData.y + at.y) * root.cellSize - height / 2
        }
    }

    Timer {
        interval: 6000
        repeat: true
        running: root.walkThePig && root.animate
        onTriggered: root.wheel.pigSteps += 1 + Math.floor(Math.random() * 3)
    }
}
