// SPDX-License-Identifier: GPL-3.0-or-later
// Wheel overlay: what a sector would pay now. Hovering a crown space, or choosing one with
// the keyboard, shows what each player would score if the pig stopped on that sector now:
// its event and its crowns (GameController.sectorPreview, worked out by the rules). Not in a
// game played without aids. Its parent is the wheel in use.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model
import Fortuna.Game

Item {
    id: preview

    // Items over the board that the panel keeps clear of while they show (the puzzle's card,
    // the bag: GameBoard.avoid).
    property var avoid: []
    // the board's cell in pixels (the panel avoids the land when on the board)
    property real cellSize: 96
    required property GameController controller
    // The keyboard's choice (an index into the deploy options), -1 for none.
    property int cursor: -1
    property bool deploying: false
    // The crown space under the mouse, -1 for none.
    property int hovered: -1
    // Changes whenever the land changes (a tile laid or taken back, a new step): the panel is
    // placed again.
    readonly property real landMoves: controller.board.count + controller.legalPositions.count + controller.phase + (lastTile ? lastTile.x * 1000 + lastTile.y : 0)
    // The tile laid last (GameBoard.lastTile), kept clear of the panel.
    property var lastTile: null
    readonly property var payouts: {
        // recomputed whenever the position changes
        controller.turn;
        controller.phase;
        controller.pigSteps;
        controller.actingPlayer;
        controller.tilesLeft;
        return shownSector >= 0 && !controller.aids.off ? controller.aids.sectorPreview(shownSector) : [];
    }
    // Whether the player is placing: the lit spots are kept clear of the panel.
    property bool placing: false
    // Where the panel shows, above the land tiles around the wheel (the board's overlay when
    // the wheel lies on the board); null: on the wheel itself.
    property Item popupLayer: null
    // The crown space shown: the one under the mouse, else the keyboard's choice.
    readonly property int shown: {
        if (hovered >= 0)
            return hovered;
        const option = deploying && cursor >= 0 && cursor < controller.deployOptions.count ? controller.deployOptions.get(cursor) : null;
        return option && option.kind === "crown" ? WheelLayout.crownIndex(option.sector, option.slot) : -1;
    }
    readonly property int shownSector: shown >= 0 ? WheelLayout.crownSectors[shown] : -1
    // Changes whenever the board view pans, zooms or is resized: the panel is placed again,
    // inside the view.
    property real viewMoves: 0
    required property WheelBoard wheel
    // How much the wheel is shrunk on screen (the board view's zoom): the panel keeps its size.
    property real zoom: 1

    function spaceCentre(index) {
        const angle = WheelLayout.crownAngle(index) * Math.PI / 180;
        const ring = wheel.wheelRadius * WheelLayout.crownRadius;
        return Qt.point(wheel.wheelCentre.x + Math.sin(angle) * ring, wheel.wheelCentre.y - Math.cos(angle) * ring);
    }

    anchors.fill: parent
    objectName: "crownPreviewLayer"
    z: 11

    // a new turn or step: the panel of a crown space pointed at goes (the mouse resting on the
    // wheel must not keep it over the wheel); pointing again brings it back
    Connections {
        function onActingPlayerChanged() {
            preview.hovered = -1;
        }
        function onTurnChanged() {
            preview.hovered = -1;
        }

        target: preview.controller
    }
    Repeater {
        model: WheelLayout.crownSpaceCount

        delegate: MouseArea {
            readonly property point centre: preview.spaceCentre(index)
            required property int index

            acceptedButtons: Qt.NoButton
            height: width
            hoverEnabled: true
            objectName: "crownPreviewArea_" + index
            width: preview.wheel.wheelRadius * 0.23
            x: centre.x - width / 2
            y: centre.y - height / 2

            onContainsMouseChanged: {
                if (containsMouse)
                    preview.hovered = index;
                else if (preview.hovered === index)
                    preview.hovered = -1;
            }
        }
    }
    Rectangle {
        id: panel

        readonly property point anchor: preview.shown >= 0 ? preview.spaceCentre(preview.shown) : Qt.point(0, 0)
        readonly property point at: {
            preview.viewMoves;
            return preview.popupLayer ? preview.mapToItem(preview.popupLayer, anchor.x, anchor.y) : anchor;
        }
        // the items to keep clear of (`avoid`) where they show, in the panel's parent's
        // coordinates
        readonly property var avoided: {
            preview.viewMoves;
            const out = [];
            for (const it of preview.avoid) {
                if (!it || !it.visible || it.opacity === 0)
                    continue;
                it.x + it.y + it.width + it.height; // placed again as it moves or grows
                const a = parent.mapFromItem(it, 0, 0), b = parent.mapFromItem(it, it.width, it.height);
                out.push(Qt.rect(a.x, a.y, b.x - a.x, b.y - a.y));
            }
            return out;
        }
        // the crown spaces' ring, in the panel's parent's coordinates: the panel stands
        // outside it, so that it covers none of the other crown spaces
        readonly property rect crownRing: {
            preview.viewMoves;
            const c = preview.wheel.wheelCentre, r = preview.wheel.wheelRadius * 0.9;
            const a = preview.popupLayer ? preview.mapToItem(preview.popupLayer, c.x - r, c.y - r) : Qt.point(c.x - r, c.y - r);
            const b = preview.popupLayer ? preview.mapToItem(preview.popupLayer, c.x + r, c.y + r) : Qt.point(c.x + r, c.y + r);
            return Qt.rect(a.x, a.y, b.x - a.x, b.y - a.y);
        }
        readonly property real gap: preview.wheel.wheelRadius * 0.16
        readonly property bool leftSide: anchor.x < preview.width / 2
        // Where the panel may show, in its parent's coordinates: the view that clips the board,
        // less a margin and the event log's tab at the bottom; null when nothing clips.
        readonly property var room: {
            preview.viewMoves;
            let clipper = parent;
            while (clipper && !clipper.clip)
                clipper = clipper.parent;
            if (!clipper)
                return null;
            const a = parent.mapFromItem(clipper, 6, 6), b = parent.mapFromItem(clipper, clipper.width - 6, clipper.height - 44);
            return Qt.rect(a.x, a.y, b.x - a.x, b.y - a.y);
        }
        // where it stands (its top left corner; it is scaled about it): beside the crown space
        // outside the ring of crown spaces, on the crown's side first, else on the other side,
        // above or below the ring, inside the view that clips the board (a crown space near
        // its edge, a long title in Russian) and above the event log's tab; on the board, slid
        // along the ring where it covers least of the land (the lit spots and the tile just
        // laid never, where a place allows; then the tiles laid, as the banner does,
        // BannerSpot). When none fits: beside the crown space, and above or below it when the
        // view pushed the panel over it (the crown stays visible, and clickable). Never under
        // an item it avoids where a place is free of them (the puzzle's card hid half of it).
        readonly property point spot: {
            const w = width * scale, h = height * scale, g = gap / 2, box = crownRing;
            const clear = p => avoided.every(r => p.x >= r.x + r.width || p.x + w <= r.x || p.y >= r.y + r.height || p.y + h <= r.y);
            const fits = p => clear(p) && (!room || p.x >= room.x - 0.5 && p.y >= room.y - 0.5 && p.x + w <= room.x + room.width + 0.5 && p.y + h <= room.y + room.height + 0.5);
            const clampY = y => room ? Math.max(room.y, Math.min(room.y + room.height - h, y)) : y;
            const clampX = x => room ? Math.max(room.x, Math.min(room.x + room.width - w, x)) : x;
            const shifts = [0, -0.5, 0.5, -1, 1];
            const sideAt = (x, f) => Qt.point(x, clampY(at.y - h / 2 + f * h));
            const rowAt = (y, f) => Qt.point(clampX(at.x - w / 2 + f * w), y);
            const sides = [];
            for (const side of leftSide ? ["left", "right", "above", "below"] : ["right", "left", "above", "below"]) {
                for (const f of shifts) {
                    if (side === "right")
                        sides.push(sideAt(box.x + box.width + g, f));
                    else if (side === "left")
                        sides.push(sideAt(box.x - g - w, f));
                    else if (side === "above")
                        sides.push(rowAt(box.y - g - h, f));
                    else
                        sides.push(rowAt(box.y + box.height + g, f));
                }
            }
            let best = null, least = Infinity;
            for (const p of sides) {
                if (!fits(p))
                    continue;
                const cost = landCovered(p, w, h);
                if (cost < least - 0.5) {
                    least = cost;
                    best = p;
                }
                if (cost === 0)
                    break;
            }
            if (best)
                return best;
            // beside the crown space itself
            let x = leftSide ? at.x - gap - w : at.x + gap;
            if (room && room.width >= w)
                x = clampX(x);
            let centre = at.y;
            if (room && room.height >= h && at.x > x - gap && at.x < x + w + gap)
                centre = at.y - gap - h / 2 >= room.y + h / 2 ? at.y - gap - h / 2 : at.y + gap + h / 2;
            return Qt.point(x, room && room.height >= h ? clampY(centre - h / 2) : centre - h / 2);
        }

        // How much of the land a w × h panel at `p` covers (on the board only, in its pixels):
        // a lit spot or the tile just laid weigh most, then the tiles laid.
        function landCovered(p, w, h) {
            if (!preview.popupLayer)
                return 0;
            preview.landMoves;
            const cs = preview.cellSize;
            let cost = 0;
            const cell = (cx, cy, weight) => {
                const ix = Math.min(p.x + w, (cx + 1) * cs) - Math.max(p.x, cx * cs);
                const iy = Math.min(p.y + h, (cy + 1) * cs) - Math.max(p.y, cy * cs);
                if (ix > 0 && iy > 0)
                    cost += ix * iy * weight;
            };
            const tiles = preview.controller.board;
            for (let i = 0; i < tiles.count; ++i)
                cell(tiles.value(i, "x"), tiles.value(i, "y"), 1);
            if (preview.placing) {
                const m = preview.controller.legalPositions;
                for (let i = 0; i < m.count; ++i)
                    cell(m.value(i, "x"), m.value(i, "y"), 1000);
            }
            if (preview.lastTile)
                cell(preview.lastTile.x, preview.lastTile.y, 1000);
            return cost;
        }

        border.color: Theme.parchmentEdge
        border.width: 1.5
        color: Theme.parchment
        height: column.implicitHeight + 16
        objectName: "crownPreview"
        parent: preview.popupLayer ?? preview
        radius: 8
        scale: Math.min(3, Math.max(1, 1 / Math.max(0.01, preview.zoom)))
        transformOrigin: Item.TopLeft
        visible: preview.payouts.length > 0
        width: Math.max(column.implicitWidth + 20, 160)
        x: spot.x
        y: spot.y
        z: 20

        Column {
            id: column
            spacing: 5
            x: 10
            y: 8

            Text {
                color: Theme.heading
                font.bold: true
                font.pixelSize: 13
                objectName: "crownPreviewTitle"
                //: %1: a sector's name
                text: qsTr("If the pig stopped on %1 now:").arg(Words.sectorName(preview.shownSector))
            }
            Repeater {
                model: preview.payouts

                delegate: PointsChip {
                    required property var modelData

                    colorName: Theme.colorNames[modelData.color] ?? "red"
                    name: modelData.name
                    note: {
                        const parts = [];
                        if (modelData.event > 0)
                            //: %1: a sector's name; %L2: the points its event would pay this player
                            parts.push(qsTr("%1 %L2").arg(Words.sectorName(preview.shownSector)).arg(modelData.event));
                        if (modelData.crowns > 0)
                            //: points paid by the crown spaces of the sector
                            parts.push(qsTr("crowns %L1").arg(modelData.crowns));
                        return parts.join(" · ");
                    }
                    player: modelData.player
                    points: modelData.event + modelData.crowns
                }
            }
        }
    }
}
