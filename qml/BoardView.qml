// SPDX-License-Identifier: GPL-3.0-or-later
// The landscape: a pannable, zoomable view of the placed tiles around the wheel board.
// The model has roles x, y (cells, x east, y south), tileId ("U/2") and rotation (0..3).
import QtQuick
import QtQuick.Controls
import Fortuna
import Fortuna.Art

Item {
    id: root

    property alias model: tiles.model
    property real cellSize: 96
    property real zoom: 1
    property real minZoom: 0.25
    property real maxZoom: 3
    property bool wheelAsStart: true
    property bool animate: true
    property bool showCentreButton: true
    // The world position (pixels at zoom 1) shown at the view's top-left corner.
    property real panX: -width / 2 + 2 * cellSize
    property real panY: -height / 2 + 2 * cellSize

    // The wheel board (its pigSteps, highlightSector, crownOccupants, signals...).
    readonly property alias wheel: wheelBoard
    // Items parented here are placed in board pixels: cell (x, y) starts at (x, y) * cellSize.
    readonly property alias overlay: overlayLayer
    readonly property int tileCount: tiles.count
    // Texture detail of the painted items (wheel board, followers) for the current zoom, so
    // that they stay crisp when zoomed in.
    readonly property real detail: zoom <= 1 ? 1 : zoom <= 2 ? 2 : 3
    // Tile images are drawn once at this multiple of cellSize and shared by equal tiles;
    // a fixed size means zooming never redraws them.
    property real tileDetail: 2

    // Cells that Home (centre) frames besides the tiles: the lit spots while placing.
    property var extraCells: []
    // True while the user drags, pinches or the view centres itself.
    readonly property bool interacting: drag.active || pinch.active || centring.running

    signal cellClicked(int cellX, int cellY)

    function cellAt(viewX, viewY) {
        return Qt.point(Math.floor((viewX / zoom + panX) / cellSize), Math.floor((viewY / zoom + panY) / cellSize));
    }
    function cellCentre(cellX, cellY) {
        return Qt.point(((cellX + 0.5) * cellSize - panX) * zoom, ((cellY + 0.5) * cellSize - panY) * zoom);
    }
    function zoomAt(viewX, viewY, newZoom) {
        newZoom = Math.max(minZoom, Math.min(maxZoom, newZoom));
        const wx = viewX / zoom + panX, wy = viewY / zoom + panY;
        zoom = newZoom;
        panX = wx - viewX / zoom;
        panY = wy - viewY / zoom;
    }
    // Glides to a new pan at the same zoom (at once when animations are off).
    function panTo(newPanX, newPanY) {
        centring.stop();
        if (!animate) {
            panX = newPanX;
            panY = newPanY;
            return;
        }
        zoomAnim.to = zoom;
        panXAnim.to = newPanX;
        panYAnim.to = newPanY;
        centring.start();
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
        const fit = Math.min(width / ((x1 - x0 + 2 * margin) * cellSize), height / ((y1 - y0 + 2 * margin) * cellSize));
        const z = Math.max(minZoom, Math.min(1, fit));
        const cx = (x0 + x1) / 2 * cellSize, cy = (y0 + y1) / 2 * cellSize;
        centring.stop();
        if (!animate) {
            zoom = z;
            panX = cx - width / 2 / z;
            panY = cy - height / 2 / z;
            return;
        }
        zoomAnim.to = z;
        panXAnim.to = cx - width / 2 / z;
        panYAnim.to = cy - height / 2 / z;
        centring.start();
    }

    clip: true
    activeFocusOnTab: true
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Board")

    // Keyboard: arrows pan, + and - zoom, Home centres.
    Keys.onPressed: event => {
        const step = cellSize / 2;
        switch (event.key) {
        case Qt.Key_Left: panX -= step; break;
        case Qt.Key_Right: panX += step; break;
        case Qt.Key_Up: panY -= step; break;
        case Qt.Key_Down: panY += step; break;
        case Qt.Key_Plus:
        case Qt.Key_Equal: zoomAt(width / 2, height / 2, zoom * 1.25); break;
        case Qt.Key_Minus: zoomAt(width / 2, height / 2, zoom / 1.25); break;
        case Qt.Key_Home: centre(); break;
        default: return;
        }
        event.accepted = true;
    }

    ParallelAnimation {
        id: centring
        NumberAnimation { id: zoomAnim; target: root; property: "zoom"; duration: 450; easing.type: Easing.OutCubic }
        NumberAnimation { id: panXAnim; target: root; property: "panX"; duration: 450; easing.type: Easing.OutCubic }
        NumberAnimation { id: panYAnim; target: root; property: "panY"; duration: 450; easing.type: Easing.OutCubic }
    }

    TableCloth {
        anchors.fill: parent
    }

    Item {
        id: world
        objectName: "world"
        x: -root.panX * root.zoom
        y: -root.panY * root.zoom
        scale: root.zoom
        transformOrigin: Item.TopLeft

        // Shadows first, so that tiles laid side by side show one outline.
        Repeater {
            model: tiles.model
            delegate: Rectangle {
                x: model.x * root.cellSize + root.cellSize * 0.04
                y: model.y * root.cellSize + root.cellSize * 0.06
                width: root.cellSize
                height: root.cellSize
                radius: root.cellSize * 0.03
                color: "#5a2f1506"
            }
        }
        Rectangle {
            visible: root.wheelAsStart
            x: root.cellSize * 0.05
            y: root.cellSize * 0.08
            width: 4 * root.cellSize
            height: width
            radius: root.cellSize * 0.04
            color: "#662a1405"
        }

        WheelBoard {
            id: wheelBoard
            visible: root.wheelAsStart
            cellSize: root.cellSize
            animate: root.animate
            renderScale: root.detail
        }

        Repeater {
            id: tiles
            delegate: Image {
                id: tile
                readonly property int cellX: model.x
                readonly property int cellY: model.y
                readonly property string tileId: model.tileId
                readonly property int turns: model.rotation

                x: cellX * root.cellSize
                y: cellY * root.cellSize
                width: root.cellSize
                height: root.cellSize
                source: "image://tile/" + tileId + "?r=" + (turns & 3)
                sourceSize: Qt.size(root.cellSize * root.tileDetail, root.cellSize * root.tileDetail)
                asynchronous: true
                smooth: !root.interacting
                mipmap: true

                // a short ease-out drop when a tile is laid
                Component.onCompleted: if (root.animate && root.visible) drop.start()
                ParallelAnimation {
                    id: drop
                    NumberAnimation { target: tile; property: "scale"; from: 1.18; to: 1; duration: 260; easing.type: Easing.OutCubic }
                    NumberAnimation { target: tile; property: "opacity"; from: 0; to: 1; duration: 180 }
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
        target: null
        property point last: Qt.point(0, 0)
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
        target: null
        property real last: 1
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

    RoundButton {
        id: centreButton
        objectName: "centreButton"
        visible: root.showCentreButton
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: 14
        width: 46
        height: 46
        onClicked: root.centre()
        ToolTip.visible: hovered
        ToolTip.text: qsTr("Centre the board")
        background: Rectangle {
            radius: width / 2
            color: centreButton.down ? Theme.parchmentPressed : centreButton.hovered ? "#fbf0d3" : Theme.parchmentButton
            border.color: Theme.woodEdge
            border.width: 2
        }
        contentItem: Item {
            // a target mark drawn with shapes
            Rectangle { anchors.centerIn: parent; width: 22; height: 22; radius: 11; color: "transparent"; border.color: Theme.woodMid; border.width: 2.5 }
            Rectangle { anchors.centerIn: parent; width: 8; height: 8; radius: 4; color: Theme.woodMid }
            Rectangle { anchors.centerIn: parent; width: 2.5; height: 30; color: Theme.woodMid }
            Rectangle { anchors.centerIn: parent; width: 30; height: 2.5; color: Theme.woodMid }
        }
    }
}
