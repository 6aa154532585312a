// SPDX-License-Identifier: GPL-3.0-or-later
// The landscape: a pannable, zoomable view of the placed tiles around the wheel board.
// The model has roles x, y (cells, x east, y south), tileId ("U/2") and rotation (0..3).
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Art

Item {
    id: root

    property bool animate: true
    // The view's bottom strip that something covers (the analysis panel): framing leaves it free.
    property real bottomInset: 0
    property real cellSize: 96
    // The round "centre the board" button in the corner (what floats over the view keeps
    // clear of it).
    readonly property alias centreButton: centreButton
    // Texture detail of the painted items (wheel board, followers) for the current zoom, so
    // that they stay crisp when zoomed in.
    readonly property real detail: zoom <= 1 ? 1 : zoom <= 2 ? 2 : 3

    // Cells that Home (centre) frames besides the tiles: the lit spots while placing.
    property var extraCells: []
    // True while the user drags, pinches or the view centres itself.
    readonly property bool interacting: drag.active || pinch.active || centring.running
    property real maxZoom: 3
    property real minZoom: 0.25
    property alias model: tiles.model
    // Items parented here are placed in board pixels: cell (x, y) starts at (x, y) * cellSize.
    readonly property alias overlay: overlayLayer
    // The world position (pixels at zoom 1) shown at the view's top-left corner.
    property real panX: -width / 2 + 2 * cellSize
    property real panY: -height / 2 + 2 * cellSize
    property bool showCentreButton: true
    readonly property int tileCount: tiles.count
    // Tile images are drawn once at this multiple of cellSize and shared by equal tiles;
    // a fixed size means zooming never redraws them.
    property real tileDetail: 2
    // The view's top strip that something covers (the replay bar): framing leaves it free.
    property real topInset: 0

    // The wheel board (its pigSteps, highlightSector, crownOccupants, signals...).
    readonly property alias wheel: wheelBoard
    property bool wheelAsStart: true
    property real zoom: 1

    signal cellClicked(int cellX, int cellY)

    function cellAt(viewX, viewY) {
        return Qt.point(Math.floor((viewX / zoom + panX) / cellSize), Math.floor((viewY / zoom + panY) / cellSize));
    }
    function cellCentre(cellX, cellY) {
        return Qt.point(((cellX + 0.5) * cellSize - panX) * zoom, ((cellY + 0.5) * cellSize - panY) * zoom);
    }
    // Frames everything on the board and the extra cells (zoom at most 1), animated unless
    // animations are off.
    function centre() {
        let x0 = wheelAsStart ? 0 : Infinity, y0 = x0, x1 = wheelAsStart ? 4 : -Infinity, y1 = x1;
        for (const c of extraCells) {
            x0 = Math.min(x0, c.x);
            y0 = Math.min(y0, c.y);
            x1 = Math.max(x1, c.x + 1);
            y1 = Math.max(y1, c.y + 1);
        }
        for (let i = 0; i < tiles.count; ++i) {
            const t = tiles.itemAt(i);
            if (!t)
                continue;
            x0 = Math.min(x0, t.cellX);
            y0 = Math.min(y0, t.cellY);
            x1 = Math.max(x1, t.cellX + 1);
            y1 = Math.max(y1, t.cellY + 1);
        }
        if (!isFinite(x0)) {
            x0 = y0 = 0;
            x1 = y1 = 1;
        }
        const margin = 0.6;
        const h = Math.max(cellSize, height - topInset - bottomInset);
        const fit = Math.min(width / ((x1 - x0 + 2 * margin) * cellSize), h / ((y1 - y0 + 2 * margin) * cellSize));
        const z = Math.max(minZoom, Math.min(1, fit));
        const cx = (x0 + x1) / 2 * cellSize, cy = (y0 + y1) / 2 * cellSize;
        frameTo(z, cx - width / 2 / z, cy - (height + topInset - bottomInset) / 2 / z);
    }
    // Frames the cells of `cells` ({x, y}) in the part of the view the insets leave free, a
    // third of a cell round them, at zoom 1 at most and, when they lie far apart, below the
    // smallest zoom down to `lowest` (two moves to compare: both must show).
    function fitCells(cells, lowest) {
        if (cells.length === 0)
            return;
        let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
        for (const c of cells) {
            x0 = Math.min(x0, c.x - 0.35);
            y0 = Math.min(y0, c.y - 0.35);
            x1 = Math.max(x1, c.x + 1.35);
            y1 = Math.max(y1, c.y + 1.35);
        }
        const h = Math.max(cellSize, height - topInset - bottomInset);
        const fit = Math.min(width / ((x1 - x0) * cellSize), h / ((y1 - y0) * cellSize));
        const z = Math.max(Math.min(minZoom, lowest), Math.min(1, fit));
        frameTo(z, (x0 + x1) / 2 * cellSize - width / 2 / z, (y0 + y1) / 2 * cellSize - (height + topInset - bottomInset) / 2 / z);
    }
    // Glides to a zoom and pan (at once when animations are off).
    function frameTo(newZoom, newPanX, newPanY) {
        centring.stop();
        if (!animate) {
            zoom = newZoom;
            panX = newPanX;
            panY = newPanY;
            return;
        }
        zoomAnim.to = newZoom;
        panXAnim.to = newPanX;
        panYAnim.to = newPanY;
        centring.start();
    }
    // Glides to a new pan at the same zoom (at once when animations are off).
    function panTo(newPanX, newPanY) {
        frameTo(zoom, newPanX, newPanY);
    }
    // Brings every cell of `cells` ({x, y}) into view, a quarter cell from the edges (below
    // the top inset, above the bottom inset or `bottomFree` pixels kept free at the bottom,
    // whichever is more): the least pan at the same zoom when they fit, else zoomed out to
    // fit. Returns whether the view moves.
    function showCells(cells, bottomFree) {
        const bottom = Math.max(bottomInset, bottomFree || 0);
        if (cells.length === 0)
            return false;
        const m = 0.25;
        let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
        for (const c of cells) {
            x0 = Math.min(x0, (c.x - m) * cellSize);
            y0 = Math.min(y0, (c.y - m) * cellSize);
            x1 = Math.max(x1, (c.x + 1 + m) * cellSize);
            y1 = Math.max(y1, (c.y + 1 + m) * cellSize);
        }
        const h = Math.max(cellSize, height - topInset - bottom);
        const z = Math.max(minZoom, Math.min(zoom, width / (x1 - x0), h / (y1 - y0)));
        const top = panY + topInset / zoom, end = panY + (height - bottom) / zoom;
        if (z === zoom && x0 >= panX && x1 <= panX + width / z && y0 >= top && y1 <= end)
            return false;
        if (z < zoom) {
            frameTo(z, (x0 + x1) / 2 - width / 2 / z, (y0 + y1) / 2 - (height + topInset - bottom) / 2 / z);
            return true;
        }
        const shift = (lo, hi, from, to) => lo < from ? lo - from : hi > to ? hi - to : 0;
        panTo(panX + shift(x0, x1, panX, panX + width / z), panY + shift(y0, y1, top, end));
        return true;
    }
    function zoomAt(viewX, viewY, newZoom) {
        newZoom = Math.max(minZoom, Math.min(maxZoom, newZoom));
        const wx = viewX / zoom + panX, wy = viewY / zoom + panY;
        zoom = newZoom;
        panX = wx - viewX / zoom;
        panY = wy - viewY / zoom;
    }

    Accessible.name: qsTr("Board")
    Accessible.role: Accessible.Pane
    activeFocusOnTab: true
    clip: true

    // Keyboard: arrows pan, + and - zoom, Home centres.
    Keys.onPressed: event => {
        const step = cellSize / 2;
        switch (event.key) {
        case Qt.Key_Left:
            panX -= step;
            break;
        case Qt.Key_Right:
            panX += step;
            break;
        case Qt.Key_Up:
            panY -= step;
            break;
        case Qt.Key_Down:
            panY += step;
            break;
        case Qt.Key_Plus:
        case Qt.Key_Equal:
            zoomAt(width / 2, height / 2, zoom * 1.25);
            break;
        case Qt.Key_Minus:
            zoomAt(width / 2, height / 2, zoom / 1.25);
            break;
        case Qt.Key_Home:
            centre();
            break;
        default:
            return;
        }
        event.accepted = true;
    }

    ParallelAnimation {
        id: centring
        NumberAnimation {
            id: zoomAnim
            duration: 450
            easing.type: Easing.OutCubic
            property: "zoom"
            target: root
        }
        NumberAnimation {
            id: panXAnim
            duration: 450
            easing.type: Easing.OutCubic
            property: "panX"
            target: root
        }
        NumberAnimation {
            id: panYAnim
            duration: 450
            easing.type: Easing.OutCubic
            property: "panY"
            target: root
        }
    }
    TableCloth {
        anchors.fill: parent
    }
    Item {
        id: world
        objectName: "world"
        scale: root.zoom
        transformOrigin: Item.TopLeft
        x: -root.panX * root.zoom
        y: -root.panY * root.zoom

        // Shadows first, so that tiles laid side by side show one outline.
        Repeater {
            model: tiles.model

            delegate: Rectangle {
                color: "#5a2f1506"
                height: root.cellSize
                radius: root.cellSize * 0.03
                width: root.cellSize
                x: model.x * root.cellSize + root.cellSize * 0.04
                y: model.y * root.cellSize + root.cellSize * 0.06
            }
        }
        Rectangle {
            color: "#662a1405"
            height: width
            radius: root.cellSize * 0.04
            visible: root.wheelAsStart
            width: 4 * root.cellSize
            x: root.cellSize * 0.05
            y: root.cellSize * 0.08
        }
        WheelBoard {
            id: wheelBoard
            animate: root.animate
            cellSize: root.cellSize
            renderScale: root.detail
            visible: root.wheelAsStart
        }
        Repeater {
            id: tiles
            delegate: Image {
                id: tile

                readonly property int cellX: model.x
                readonly property int cellY: model.y
                readonly property string tileId: model.tileId
                readonly property int turns: model.rotation

                asynchronous: true
                height: root.cellSize
                mipmap: true
                smooth: !root.interacting
                source: "image://tile/" + tileId + "?r=" + (turns & 3)
                sourceSize: Qt.size(root.cellSize * root.tileDetail, root.cellSize * root.tileDetail)
                width: root.cellSize
                x: cellX * root.cellSize
                y: cellY * root.cellSize

                // a short ease-out drop when a tile is laid
                Component.onCompleted: if (root.animate && root.visible)
                    drop.start()

                ParallelAnimation {
                    id: drop
                    NumberAnimation {
                        duration: 260
                        easing.type: Easing.OutCubic
                        from: 1.18
                        property: "scale"
                        target: tile
                        to: 1
                    }
                    NumberAnimation {
                        duration: 180
                        from: 0
                        property: "opacity"
                        target: tile
                        to: 1
                    }
                }
            }
        }
        Item {
            id: overlayLayer
            objectName: "overlay"
        }
    }
    DragHandler {
        id: drag

        property point last: Qt.point(0, 0)

        target: null

        onActiveChanged: last = Qt.point(0, 0)
        onTranslationChanged: {
            centring.stop();
            root.panX -= (translation.x - last.x) / root.zoom;
            root.panY -= (translation.y - last.y) / root.zoom;
            last = Qt.point(translation.x, translation.y);
        }
    }
    PinchHandler {
        id: pinch

        property real last: 1

        target: null

        onActiveChanged: last = 1
        onActiveScaleChanged: {
            centring.stop();
            root.zoomAt(centroid.position.x, centroid.position.y, root.zoom * activeScale / last);
            last = activeScale;
        }
    }
    WheelHandler {
        onWheel: event => {
            centring.stop();
            root.zoomAt(point.position.x, point.position.y, root.zoom * Math.pow(1.0015, event.angleDelta.y));
        }
    }
    TapHandler {
        onTapped: eventPoint => {
            root.forceActiveFocus();
            const c = root.cellAt(eventPoint.position.x, eventPoint.position.y);
            root.cellClicked(c.x, c.y);
        }
    }
    CentreButton {
        id: centreButton
        anchors.bottom: parent.bottom
        anchors.margins: 14
        anchors.right: parent.right
        visible: root.showCentreButton

        onClicked: root.centre()
    }
}
