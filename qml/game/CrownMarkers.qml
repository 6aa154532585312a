// SPDX-License-Identifier: GPL-3.0-or-later
// Wheel overlay: the free crown spaces where the follower may go (a pulsing ring with a
// ghost follower; the wheel's own crown space takes the click) and the keyboard's choice of
// a crown space (a ring in the focus colour). Its parent is the wheel in use.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna
import Fortuna.Model

Item {
    id: crowns

    required property WheelBoard wheel
    required property GameController controller
    property bool deploying: false
    property bool animate: true
    // Per crown space (WheelLayout order): may the follower go there.
    property var crownAvailable: []
    // The keyboard's choice (an index into the deploy options), -1 for none.
    property int cursor: -1
    property int actingColor: -1
    property real renderScale: 1

    // The centre of crown space `index` in the wheel's coordinates.
    function spaceCentre(index) {
        const angle = WheelLayout.crownAngle(index) * Math.PI / 180;
        const ring = wheel.wheelRadius * WheelLayout.crownRadius;
        return Qt.point(wheel.wheelCentre.x + Math.sin(angle) * ring, wheel.wheelCentre.y - Math.cos(angle) * ring);
    }

    anchors.fill: parent
    z: 9

    Repeater {
        model: WheelLayout.crownSpaceCount
        delegate: Item {
            id: crownMark
            required property int index
            readonly property point centre: crowns.spaceCentre(index)
            objectName: "crownMarker_" + index
            visible: crowns.deploying && crowns.crownAvailable[index] === true
            width: crowns.wheel.wheelRadius * 0.3
            height: width
            x: centre.x - width / 2
            y: centre.y - height / 2
            z: 9
            Rectangle {
                anchors.fill: parent
                radius: width / 2
                color: "#44fff3c4"
                border.width: 3
                border.color: Theme.marker
                SequentialAnimation on scale {
                    running: crowns.animate && crownMark.visible
                    loops: Animation.Infinite
                    NumberAnimation { to: 1.12; duration: Theme.pulse; easing.type: Easing.InOutSine }
                    NumberAnimation { to: 1; duration: Theme.pulse; easing.type: Easing.InOutSine }
                }
            }
            Meeple {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -height * 0.1
                width: parent.width * 0.6
                height: width
                player: crowns.actingColor
                opacity: 0.45
                renderScale: crowns.renderScale
            }
        }
    }

    // The keyboard's choice of a crown space.
    Rectangle {
        readonly property var option: {
            crowns.cursor;
            return crowns.deploying && crowns.cursor >= 0 && crowns.cursor < crowns.controller.deployOptions.count
                ? crowns.controller.deployOptions.get(crowns.cursor) : null;
        }
        readonly property int crown: option && option.kind === "crown" ? WheelLayout.crownIndex(option.sector, option.slot) : -1
        readonly property point centre: crown >= 0 ? crowns.spaceCentre(crown) : Qt.point(0, 0)
        visible: crown >= 0
        width: crowns.wheel.wheelRadius * 0.32
        height: width
        radius: width / 2
        color: "transparent"
        border.width: 4
        border.color: Theme.focus
        x: centre.x - width / 2
        y: centre.y - height / 2
        z: 10
    }
}
