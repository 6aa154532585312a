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

Item {
    id: markers

    required property BoardView view
    required property GameController controller
    property bool active: false
    property bool animate: true
    // The keyboard's choice (an index into the deploy options), -1 for none.
    property int cursor: -1
    // The acting player's colour index (the ghost follower).
    property int actingColor: -1
    // The tile just laid: a row of the board model ({x, y, tileId, rotation, pending}) or null.
    property var tile: null
    // The accessible name of a dot ("Deploy here: %1": role), translated by the board.
    property string nameTemplate

    // A command was refused: the engine's reason.
    signal refused(string reason)

    readonly property DeployOptionsModel options: controller.deployOptions
    readonly property bool tileLaid: !!(active && tile && tile.pending)
    readonly property string tileId: tileLaid ? tile.tileId : ""
    readonly property int turns: tileLaid ? tile.rotation : 0
    // The tile's own features in local order ({kind, port, featureName, portName, x, y}).
    readonly property var tileFeatures: tileLaid ? TileGeometry.features(tileId, turns) : []

    // Bumped when the options change, to re-read them.
    property int revision: 0
    // Every feature of the tile just laid, legal or not, by local index (the model's
    // tileFeatures: parts, owners, points, complete, option).
    readonly property var featureInfo: tileLaid ? options.tileFeatures : []
    // The local feature under the mouse, -1 for none.
    readonly property int hoverFeature: tileLaid && hitArea.containsMouse
        ? TileGeometry.featureAt(tileId, turns, hitArea.mouseX / hitArea.width, hitArea.mouseY / hitArea.height) : -1
    // The deploy option of the feature under the mouse, -1 when no follower may go there.
    readonly property int hoverOption: hoverFeature >= 0 && hoverFeature < featureInfo.length ? featureInfo[hoverFeature].option : -1
    // What is lit and named: the pointed feature, else the keyboard's choice of a feature.
    readonly property int shownFeature: {
        revision;
        if (hoverFeature >= 0)
            return hoverFeature;
        return cursor >= 0 && cursor < options.count && options.value(cursor, "kind") === "feature" ? options.value(cursor, "localFeature") : -1;
    }
    readonly property var shown: shownFeature >= 0 && shownFeature < featureInfo.length && featureInfo[shownFeature].parts !== undefined
        ? featureInfo[shownFeature] : null
    readonly property int shownOption: shown ? shown.option : -1
    readonly property point shownCentre: shown ? TileGeometry.featureCentre(tileId, turns, shownFeature) : Qt.point(-1, -1)

    function deployOption(i) {
        const reason = controller.deployOnFeature(options.value(i, "feature"), options.value(i, "port"));
        if (reason.length > 0)
            markers.refused(reason);
    }
    // A click at unit point (ux, uy) of the tile just laid.
    function clickAt(ux, uy) {
        const f = TileGeometry.featureAt(tileId, turns, ux, uy);
        if (f < 0 || f >= tileFeatures.length)
            return;
        const o = f < featureInfo.length ? featureInfo[f].option : -1;
        if (o >= 0) {
            deployOption(o);
            return;
        }
        // not a deploy option: the engine says why
        const reason = controller.deployOnFeature(tileFeatures[f].featureName, tileFeatures[f].portName);
        if (reason.length > 0)
            markers.refused(reason);
    }
    // The label's second line: what the feature is worth now.
    function worthText(row) {
        if (!row)
            return "";
        switch (row.feature) {
        case "field": return qsTr("Farm: %n point(s) at the end of the game", "", row.points);
        case "tent": return qsTr("%n point(s) when surrounded", "", row.points);
        }
        return row.complete ? qsTr("Complete: %n point(s)", "", row.points) : qsTr("%n point(s) now", "", row.points);
    }
    function ownersText(row) {
        if (!row)
            return "";
        if (row.owners.length === 0)
            return qsTr("Nobody holds it yet");
        const names = [];
        for (const o of row.owners) {
            const name = controller.players.value(o.player, "name");
            names.push(o.count > 1 ? name + " ×" + o.count : name);
        }
        return qsTr("Held by %1").arg(names.join(", "));
    }

    Connections {
        target: markers.options
        function onModelReset() { markers.revision++; }
        function onDataChanged() { markers.revision++; }
        function onCountChanged() { markers.revision++; }
    }

    // The whole feature pointed at or chosen, lit on every tile it spans and on the wheel
    // board's rim cities (its rim roads and fields are not tile art and stay unlit).
    Repeater {
        model: markers.shown ? markers.shown.parts : []
        delegate: FeatureGlow {
            required property var modelData
            readonly property var rim: modelData.wheel && markers.shown.feature === "city" ? TileGeometry.wheelRimCity(modelData.x, modelData.y) : ({})
            readonly property var art: modelData.wheel ? rim : modelData
            objectName: "featureGlow_" + modelData.x + "_" + modelData.y
            visible: art.tileId !== undefined
            x: modelData.x * markers.view.cellSize
            y: modelData.y * markers.view.cellSize
            width: markers.view.cellSize
            height: width
            z: 2
            tileId: art.tileId ?? ""
            turns: art.rotation ?? 0
            feature: art.feature ?? -1
            color: markers.shownOption >= 0 ? Qt.alpha(Theme.goldBright, 0.45) : Qt.alpha(Theme.white, 0.4)
            renderScale: markers.view.detail
        }
    }

    // Where a follower may go: a small dot per feature.
    Repeater {
        model: markers.tileLaid ? markers.options : null
        delegate: Item {
            id: dot
            required property int index
            required property var model
            readonly property string kind: model.kind
            readonly property string feature: model.feature
            readonly property string port: model.port
            readonly property point at: kind === "feature" && markers.tileLaid
                ? TileGeometry.featureCentre(markers.tileId, markers.turns, model.localFeature) : Qt.point(-1, -1)
            readonly property bool lit: markers.shownOption === index

            objectName: "deployMarker_" + feature + "_" + port
            visible: kind === "feature" && at.x >= 0
            width: markers.view.cellSize * 0.12
            height: width
            z: 3
            x: (markers.tile ? markers.tile.x + at.x : 0) * markers.view.cellSize - width / 2
            y: (markers.tile ? markers.tile.y + at.y : 0) * markers.view.cellSize - height / 2
            Accessible.role: Accessible.Button
            Accessible.name: markers.nameTemplate.arg(Words.followerRole(feature))
            Accessible.onPressAction: markers.deployOption(index)

            Rectangle {
                anchors.fill: parent
                visible: !dot.lit
                radius: width / 2
                color: Theme.goldLight
                border.width: 1.5
                border.color: Theme.ink
                SequentialAnimation on scale {
                    running: markers.animate && dot.visible
                    loops: Animation.Infinite
                    NumberAnimation { to: 1.3; duration: Theme.pulse; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 1; duration: Theme.pulse; easing.type: Easing.InOutSine }
                }
            }
        }
    }

    // The follower as it would stand on the lit feature.
    Meeple {
        objectName: "deployGhost"
        visible: markers.shownOption >= 0 && markers.shownCentre.x >= 0
        width: markers.view.cellSize * 0.3
        height: width
        z: 4
        x: (markers.tile ? markers.tile.x + markers.shownCentre.x : 0) * markers.view.cellSize - width / 2
        y: (markers.tile ? markers.tile.y + markers.shownCentre.y : 0) * markers.view.cellSize - height / 2
        player: markers.actingColor
        renderScale: markers.view.detail
        opacity: 0.9
    }

    // The target: the tile just laid; the art's shapes say which feature the mouse is on.
    MouseArea {
        id: hitArea
        objectName: "deployArea"
        visible: markers.tileLaid
        x: markers.tile ? markers.tile.x * markers.view.cellSize : 0
        y: markers.tile ? markers.tile.y * markers.view.cellSize : 0
        width: markers.view.cellSize
        height: width
        z: 5
        hoverEnabled: true
        cursorShape: markers.hoverOption >= 0 ? Qt.PointingHandCursor : Qt.ArrowCursor
        onClicked: mouse => markers.clickAt(mouse.x / width, mouse.y / height)
    }

    // The label of the lit feature, in view pixels above the tile (below it near the top).
    Rectangle {
        id: label
        objectName: "featureLabel"
        parent: markers.view
        readonly property point tileCentre: {
            markers.view.panX; markers.view.panY; markers.view.zoom;
            return markers.tile ? markers.view.cellCentre(markers.tile.x, markers.tile.y) : Qt.point(0, 0);
        }
        readonly property real half: markers.view.cellSize * markers.view.zoom / 2
        visible: markers.tileLaid && markers.shown !== null
        z: 20
        width: Math.min(markers.view.width - 16, Math.max(role.implicitWidth, worth.implicitWidth, owners.implicitWidth) + 20)
        height: column.implicitHeight + 12
        x: Math.max(8, Math.min(markers.view.width - width - 8, tileCentre.x - width / 2))
        y: tileCentre.y - half - height - 8 >= 8 ? tileCentre.y - half - height - 8 : tileCentre.y + half + 8
        radius: 6
        color: Theme.parchment
        border.color: Theme.woodEdge
        border.width: 1.5

        Column {
            id: column
            anchors.centerIn: parent
            spacing: 2
            Text {
                id: role
                objectName: "featureLabelRole"
                anchors.horizontalCenter: parent.horizontalCenter
                font.bold: true
                font.pixelSize: 14
                color: Theme.ink
                text: !markers.shown ? "" : markers.shownOption >= 0 ? Words.followerRole(markers.shown.feature) : Words.featureName(markers.shown.feature)
            }
            Text {
                id: worth
                objectName: "featureLabelWorth"
                anchors.horizontalCenter: parent.horizontalCenter
                font.pixelSize: 12
                color: Theme.ink
                text: markers.worthText(markers.shown)
            }
            Text {
                id: owners
                objectName: "featureLabelOwners"
                anchors.horizontalCenter: parent.horizontalCenter
                font.pixelSize: 12
                color: Theme.inkSoft
                text: markers.ownersText(markers.shown)
            }
        }
    }
}
