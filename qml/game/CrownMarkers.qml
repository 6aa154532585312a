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

    property int actingColor: -1
    property bool animate: true
    required property GameController controller
    // Per crown space (WheelLayout order): may the follower go there.
    property var crownAvailable: []
    // The keyboard's choice (an index into the deploy options), -1 for none.
    property int cursor: -1
    property bool deploying: false
    property real renderScale: 1
    required property WheelBoard wheel

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

            readonly property point centre: crowns.spaceCentre(index)
            required property int index

            height: width
            objectName: "crownMarker_" + index
            // "Learn to play" marks only the crown its step asks for
            visible: crowns.deploying && crowns.crownAvailable[index] === true && (!crowns.controller.tutorial.active || crowns.controller.tutorial.crownSector >= 0 && index === WheelLayout.crownIndex(crowns.controller.tutorial.crownSector, 0))
            width: crowns.wheel.wheelRadius * 0.3
            x: centre.x - width / 2
            y: centre.y - height / 2
            z: 9

            Rectangle {
                anchors.fill: parent
                border.color: Theme.marker
                border.width: 3
                color: "#44fff3c4"
                radius: width / 2

                SequentialAnimation on scale  {
                    loops: Animation.Infinite
                    running: crowns.animate && crownMark.visible

                    NumberAnimation {
                        duration: Theme.pulse
                        easing.type: Easing.InOutSine
                        to: 1.12
                    }
                    NumberAnimation {
                        duration: Theme.pulse
                        easing.type: Easing.InOutSine
                        to: 1
                    }
                }
            }
            // "Learn to play": the lesson's gold ring around its crown, as TutorialMarks rings
            // its spot or feature (it stands for the keyboard's choice there)
            Rectangle {
                id: lessonRing
                anchors.centerIn: parent
                border.color: Theme.gold
                border.width: Math.max(5, crowns.wheel.wheelRadius * 0.05)
                color: "transparent"
                height: width
                objectName: "tutorialCrownRing"
                radius: width / 2
                visible: crowns.controller.tutorial.active
                width: crowns.wheel.wheelRadius * 0.42

                SequentialAnimation on scale  {
                    loops: Animation.Infinite
                    running: crowns.animate && crownMark.visible && lessonRing.visible

                    NumberAnimation {
                        duration: Theme.breathe
                        easing.type: Easing.InOutSine
                        to: 1.08
                    }
                    NumberAnimation {
                        duration: Theme.breathe
                        easing.type: Easing.InOutSine
                        to: 1
                    }
                }
            }
            Meeple {
                anchors.centerIn: parent
                anchors.verticalCenterOffset: -height * 0.1
                height: width
                opacity: 0.45
                player: crowns.actingColor
                renderScale: crowns.renderScale
                width: parent.width * 0.6
            }
        }
    }

    // The keyboard's choice of a crown space (the lesson's crown has its gold ring instead).
    Rectangle {
        readonly property point centre: crown >= 0 ? crowns.spaceCentre(crown) : Qt.point(0, 0)
        readonly property int crown: option && option.kind === "crown" ? WheelLayout.crownIndex(option.sector, option.slot) : -1
        readonly property var option: {
            crowns.cursor;
            return crowns.deploying && crowns.cursor >= 0 && crowns.cursor < crowns.controller.deployOptions.count ? crowns.controller.deployOptions.get(crowns.cursor) : null;
        }

        border.color: Theme.focus
        border.width: 4
        color: "transparent"
        height: width
        objectName: "crownChoiceRing"
        radius: width / 2
        visible: crown >= 0 && !(crowns.controller.tutorial.active && crown === WheelLayout.crownIndex(crowns.controller.tutorial.crownSector, 0))
        width: crowns.wheel.wheelRadius * 0.32
        x: centre.x - width / 2
        y: centre.y - height / 2
        z: 10
    }
}
