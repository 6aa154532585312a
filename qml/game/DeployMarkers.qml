// SPDX-License-Identifier: GPL-3.0-or-later
// Board overlay of the follower step: the features of the tile just laid are the targets.
// Pointing at a road, city, field, cloister or tent of that tile (the art's own shapes,
// TileGeometry.featureAt) lights the whole feature across the board, shows a ghost follower
// where it would stand and a label with its owners and what it is worth now; a click deploys
// there. The keyboard's choice lights and names its feature the same way. Small dots mark the
// features where a follower may go. The engine decides: a click on a feature that is not
// among the deploy options is still sent, and refused with the engine's reason.
// Its parent is the board view's overlay.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model
import Fortuna.Game

Item {
    id: markers

    // The acting player's colour index (the ghost follower).
    property int actingColor: -1
    property bool active: false
    property bool animate: true
    required property GameController controller
    // The keyboard's choice (an index into the deploy options), -1 for none.
    property int cursor: -1
    // Every feature of the tile just laid, legal or not, by local index (the model's
    // tileFeatures: parts, owners, points, complete, option).
    readonly property var featureInfo: tileLaid ? options.tileFeatures : []
    // The local feature under the mouse, -1 for none.
    readonly property int hoverFeature: tileLaid && hitArea.containsMouse ? TileGeometry.featureAt(tileId, turns, hitArea.mouseX / hitArea.width, hitArea.mouseY / hitArea.height) : -1
    // The deploy option of the feature under the mouse, -1 when no follower may go there.
    readonly property int hoverOption: hoverFeature >= 0 && hoverFeature < featureInfo.length ? featureInfo[hoverFeature].option : -1
    // The accessible name of a dot ("Deploy here: %1": role), translated by the board.
    property string nameTemplate
    readonly property DeployOptionsModel options: controller.deployOptions
    readonly property var shown: shownFeature >= 0 && shownFeature < featureInfo.length && featureInfo[shownFeature].parts !== undefined ? featureInfo[shownFeature] : null
    readonly property point shownCentre: shown ? TileGeometry.featureCentre(tileId, turns, shownFeature) : Qt.point(-1, -1)
    // What is lit and named: the pointed feature, else the keyboard's choice of a feature.
    readonly property int shownFeature: {
        if (hoverFeature >= 0)
            return hoverFeature;
        for (let f = 0; cursor >= 0 && f < featureInfo.length; ++f) {
            if (featureInfo[f].option === cursor)
                return f;
        }
        return -1;
    }
    readonly property int shownOption: shown ? shown.option : -1
    // The tile just laid: a row of the board model ({x, y, tileId, rotation, pending}) or null.
    property var tile: null
    readonly property string tileId: tileLaid ? tile.tileId : ""
    readonly property bool tileLaid: !!(active && tile && tile.pending)
    readonly property int turns: tileLaid ? tile.rotation : 0
    required property BoardView view

    // A command was refused: the engine's reason.
    signal refused(string reason)

    // A click at unit point (ux, uy) of the tile just laid: deploys on the feature there, or
    // the engine says why not.
    function clickAt(ux, uy) {
        const f = TileGeometry.featureAt(tileId, turns, ux, uy);
        if (f < 0 || f >= featureInfo.length)
            return;
        const reason = controller.deployOnTileFeature(f);
        if (reason.length > 0)
            markers.refused(reason);
    }

    // How much a w × h rectangle at (x, y) of the view covers: the laid tiles and the wheel
    // under it (the new tile itself weighs most).
    function coveredCells(x, y, w, h) {
        const v = markers.view;
        const taken = new Set();
        const b = markers.controller.board;
        for (let i = 0; i < b.count; ++i)
            taken.add(b.value(i, "x") + "," + b.value(i, "y"));
        const a = v.cellAt(x, y), z = v.cellAt(x + w - 1, y + h - 1);
        let cost = 0;
        for (let cy = a.y; cy <= z.y; ++cy) {
            for (let cx = a.x; cx <= z.x; ++cx) {
                // the tile itself, then the wheel (its crown spaces are choices too), then a tile
                const onWheel = markers.controller.options.wheelAsStart && cx >= 0 && cx <= 3 && cy >= 0 && cy <= 3;
                if (markers.tile && cx === markers.tile.x && cy === markers.tile.y)
                    cost += 100;
                else if (onWheel)
                    cost += 20;
                else if (taken.has(cx + "," + cy))
                    cost += 1;
            }
        }
        return cost;
    }
    function deployOption(i) {
        const reason = controller.deploy(i);
        if (reason.length > 0)
            markers.refused(reason);
    }
    function ownersText(row) {
        if (!row)
            return "";
        if (row.owners.length === 0)
            //: Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: no follower stands on it. Avoid a gendered "it"
            return qsTr("Nobody holds it yet");
        const names = [];
        for (const o of row.owners) {
            const name = controller.players.value(o.player, "name");
            names.push(o.count > 1 ? name + " ×" + o.count : name);
        }
        //: Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: %1 lists the players with followers on it, e.g. "Ana ×2, Bo". Avoid a gendered "it"
        return qsTr("Held by %1").arg(names.join(", "));
    }
    // The label's second line: what the feature is worth now.
    function worthText(row) {
        if (!row)
            return "";
        switch (row.feature) {
        case FeatureKind.Field:
            return qsTr("Farm: %n point(s) at the end of the game", "", row.points);
        case FeatureKind.Tent:
            return qsTr("%n point(s) when surrounded", "", row.points);
        }
        return row.complete ? qsTr("Complete: %n point(s)", "", row.points) : qsTr("%n point(s) now", "", row.points);
    }

    // The whole feature pointed at or chosen, lit on every tile it spans and on the wheel
    // board's rim cities (its rim roads and fields are not tile art and stay unlit).
    Repeater {
        model: markers.shown ? markers.shown.parts : []

        delegate: FeatureGlow {
            readonly property var art: modelData.wheel ? rim : modelData
            required property var modelData
            readonly property var rim: modelData.wheel && markers.shown.feature === FeatureKind.City ? TileGeometry.wheelRimCity(modelData.x, modelData.y) : ({})

            color: markers.shownOption >= 0 ? Qt.alpha(Theme.goldBright, 0.45) : Qt.alpha(Theme.white, 0.4)
            feature: art.feature ?? -1
            height: width
            objectName: "featureGlow_" + modelData.x + "_" + modelData.y
            renderScale: markers.view.detail
            tileId: art.tileId ?? ""
            turns: art.rotation ?? 0
            visible: art.tileId !== undefined
            width: markers.view.cellSize
            x: modelData.x * markers.view.cellSize
            y: modelData.y * markers.view.cellSize
            z: 2
        }
    }

    // Where a follower may go: a small dot per feature.
    Repeater {
        model: markers.tileLaid ? markers.options : null

        delegate: Item {
            id: dot

            readonly property point at: kind === "feature" && markers.tileLaid ? TileGeometry.featureCentre(markers.tileId, markers.turns, model.localFeature) : Qt.point(-1, -1)
            readonly property int feature: model.feature
            required property int index
            readonly property string kind: model.kind
            readonly property bool lit: markers.shownOption === index
            required property var model
            readonly property int port: model.port
            // where it lies on the tile: two cities of one tile have different names
            readonly property string where: Speech.place(port, feature === FeatureKind.Field, KeyNames.revision)

            Accessible.name: where.length > 0 ? qsTranslate("Announcer", "Deploy here: %1 %2").arg(Words.followerRole(feature)).arg(where) : markers.nameTemplate.arg(Words.followerRole(feature))
            Accessible.role: Accessible.Button
            height: width
            objectName: "deployMarker_" + feature + "_" + port
            visible: kind === "feature" && at.x >= 0
            width: markers.view.cellSize * 0.12
            x: (markers.tile ? markers.tile.x + at.x : 0) * markers.view.cellSize - width / 2
            y: (markers.tile ? markers.tile.y + at.y : 0) * markers.view.cellSize - height / 2
            z: 3

            Accessible.onPressAction: markers.deployOption(index)

            Rectangle {
                anchors.fill: parent
                border.color: Theme.ink
                border.width: 1.5
                color: Theme.goldLight
                radius: width / 2
                visible: !dot.lit

                SequentialAnimation on scale  {
                    loops: Animation.Infinite
                    running: markers.animate && dot.visible

                    NumberAnimation {
                        duration: Theme.pulse
                        easing.type: Easing.InOutSine
                        to: 1.3
                    }
                    NumberAnimation {
                        duration: Theme.pulse
                        easing.type: Easing.InOutSine
                        to: 1
                    }
                }
            }
        }
    }

    // The follower as it would stand on the lit feature: a ghost, see-through in a dashed
    // ring (whole, it read as a follower already placed, in the lesson above all).
    Item {
        height: width
        objectName: "deployGhost"
        visible: markers.shownOption >= 0 && markers.shownCentre.x >= 0
        width: markers.view.cellSize * 0.3
        x: (markers.tile ? markers.tile.x + markers.shownCentre.x : 0) * markers.view.cellSize - width / 2
        y: (markers.tile ? markers.tile.y + markers.shownCentre.y : 0) * markers.view.cellSize - height / 2
        z: 4

        Canvas {
            id: ghostRing
            anchors.fill: parent
            anchors.margins: -parent.width * 0.15
            objectName: "deployGhostRing"

            onHeightChanged: requestPaint()
            onPaint: {
                const ctx = getContext("2d");
                ctx.reset();
                const r = width / 2 - 1.5;
                ctx.lineWidth = Math.max(1.5, width / 24);
                ctx.setLineDash([3, 2]);
                ctx.strokeStyle = Theme.cream;
                ctx.beginPath();
                ctx.arc(width / 2, height / 2, r, 0, 2 * Math.PI);
                ctx.stroke();
                ctx.strokeStyle = ghostFigure.color;
                ctx.lineDashOffset = 2.5;
                ctx.stroke();
            }
            onWidthChanged: requestPaint()
        }
        Meeple {
            id: ghostFigure
            anchors.fill: parent
            objectName: "deployGhostFigure"
            opacity: 0.55
            player: markers.actingColor
            renderScale: markers.view.detail

            onColorChanged: ghostRing.requestPaint()
        }
    }

    // The target: the tile just laid; the art's shapes say which feature the mouse is on.
    MouseArea {
        id: hitArea
        cursorShape: markers.hoverOption >= 0 ? Qt.PointingHandCursor : Qt.ArrowCursor
        height: width
        hoverEnabled: true
        objectName: "deployArea"
        visible: markers.tileLaid
        width: markers.view.cellSize
        x: markers.tile ? markers.tile.x * markers.view.cellSize : 0
        y: markers.tile ? markers.tile.y * markers.view.cellSize : 0
        z: 5

        onClicked: mouse => markers.clickAt(mouse.x / width, mouse.y / height)
    }

    // The label of the lit feature, in view pixels beside the tile: above, below, right or left
    // of it, the first place that covers no other tile nor the wheel (else the least, the
    // wheel's crown spaces last).
    Rectangle {
        id: label

        readonly property real half: markers.view.cellSize * markers.view.zoom / 2
        readonly property point spot: {
            const v = markers.view, c = tileCentre, h = half, m = 8;
            if (!visible)
                return Qt.point(0, 0);
            const places = [Qt.point(c.x - width / 2, c.y - h - height - m), Qt.point(c.x - width / 2, c.y + h + m), Qt.point(c.x + h + m, c.y - height / 2), Qt.point(c.x - h - m - width, c.y - height / 2)];
            let best = places[0], least = Infinity;
            for (const p0 of places) {
                const p = Qt.point(Math.max(m, Math.min(v.width - width - m, p0.x)), Math.max(m, Math.min(v.height - height - m, p0.y)));
                const cost = markers.coveredCells(p.x, p.y, width, height);
                if (cost < least) {
                    least = cost;
                    best = p;
                }
                if (cost === 0)
                    break;
            }
            return best;
        }
        readonly property point tileCentre: {
            markers.view.panX;
            markers.view.panY;
            markers.view.zoom;
            return markers.tile ? markers.view.cellCentre(markers.tile.x, markers.tile.y) : Qt.point(0, 0);
        }

        border.color: Theme.woodEdge
        border.width: 1.5
        color: Theme.parchment
        height: column.implicitHeight + 12
        objectName: "featureLabel"
        parent: markers.view
        radius: 6
        visible: markers.tileLaid && markers.shown !== null
        width: Math.min(markers.view.width - 16, Math.max(role.implicitWidth, worth.implicitWidth, owners.implicitWidth) + 20)
        x: spot.x
        y: spot.y
        z: 20

        Column {
            id: column
            anchors.centerIn: parent
            spacing: 2

            Text {
                id: role
                anchors.horizontalCenter: parent.horizontalCenter
                color: Theme.ink
                font.bold: true
                font.pixelSize: 14
                objectName: "featureLabelRole"
                text: !markers.shown ? "" : markers.shownOption >= 0 ? Words.followerRole(markers.shown.feature) : Words.featureName(markers.shown.feature)
            }
            Text {
                id: worth
                anchors.horizontalCenter: parent.horizontalCenter
                color: Theme.ink
                font.pixelSize: 12
                objectName: "featureLabelWorth"
                text: markers.worthText(markers.shown)
            }
            Text {
                id: owners
                anchors.horizontalCenter: parent.horizontalCenter
                color: Theme.inkSoft
                font.pixelSize: 12
                objectName: "featureLabelOwners"
                text: markers.ownersText(markers.shown)
            }
        }
    }
}
