// SPDX-License-Identifier: GPL-3.0-or-later
// The 4x4 wheel board (rules.md §5): rim land, the wheel with its six sectors and nine crown
// spaces, and the pig. It draws what it is told; the game decides.
import QtQuick
import Fortuna
import Fortuna.Art

Item {
    id: root

    // false: the pig jumps at once (tests, "animations off").
    property bool animate: true

    // Size of one board cell; the board is 4 x 4 cells.
    property real cellSize: 96
    // Per crown space (index as WheelLayout, clockwise from Fortune): player index or -1.
    property var crownOccupants: []
    // Light up the free crown spaces (a follower may be deployed there).
    property bool crownsSelectable: false
    // The sector that glows (-1: none).
    property int highlightSector: -1

    // Another wheel board whose pig this one shows, step for step (the inset that shows the
    // board's wheel when it is out of sight); null: this board's own pigSteps.
    property WheelBoard mirror: null

    // Pig state, for the game screen and tests.
    readonly property real pigPosition: mirror ? mirror.pigPosition : d.pigPos // steps, cumulative
    readonly property real pigRotation: pigPosition * 60 + 30 // degrees clockwise, cumulative
    readonly property int pigSector: ((Math.floor(pigPosition + 1e-6) % 6) + 6) % 6
    // Total steps the pig has walked (only ever increases); its sector is pigSteps % 6.
    property int pigSteps: 0
    readonly property bool pigWalking: mirror ? mirror.pigWalking : walk.running
    // Texture resolution factor for the painted layers (the board view raises it on zoom).
    property real renderScale: 1
    // The six sectors' names, clockwise from the top.
    readonly property var sectorNames: [qsTr("Fortune"), qsTr("Taxes"), qsTr("Famine"), qsTr("Storm"), qsTr("Inquisition"), qsTr("Plague")]
    property int stepDuration: 350
    readonly property real walkPhase: mirror ? mirror.walkPhase : d.phase     // 0..1 within a step
    readonly property point wheelCentre: Qt.point(2 * cellSize, 2 * cellSize)
    readonly property real wheelRadius: WheelLayout.wheelRadius * cellSize

    signal crownClicked(int sector, int slot)
    signal pigArrived
    signal sectorClicked(int sector)

    height: 4 * cellSize
    width: 4 * cellSize

    Component.onCompleted: {
        d.pigPos = pigSteps; // the starting position is shown at once
        d.ready = true;
    }
    onPigStepsChanged: d.follow()

    QtObject {
        id: d

        readonly property real phase: walk.running ? pigPos - stepFrom : 0
        property real pigPos: 0
        property bool ready: false
        property real stepFrom: 0

        function follow() {
            if (!d.ready)
                return;
            if (root.pigSteps < d.pigPos || !root.animate) {
                // animations off, or a new game that starts the pig again: jump
                walk.stop();
                d.pigPos = root.pigSteps;
                root.pigArrived();
                return;
            }
            if (!walk.running && d.pigPos < root.pigSteps)
                d.step();
        }
        function step() {
            d.stepFrom = Math.round(d.pigPos);
            walk.from = d.stepFrom;
            walk.to = d.stepFrom + 1;
            walk.start();
        }
        function stepDone() {
            if (d.pigPos < root.pigSteps && root.animate)
                d.step();
            else if (d.pigPos < root.pigSteps)
                d.follow();
            else
                root.pigArrived();
        }
    }
    NumberAnimation {
        id: walk
        duration: root.stepDuration
        easing.type: Easing.InOutSine
        property: "pigPos"
        target: d

        onFinished: d.stepDone()
    }
    WheelLand {
        anchors.fill: parent
        renderScale: root.renderScale
    }
    Item {
        id: wheel
        //: the wheel for a screen reader; %1 is the sector the pig stands on
        Accessible.name: qsTr("The wheel of fortune, six sectors clockwise from the top: Fortune, Taxes, Famine, Storm, Inquisition, Plague. The pig stands on %1.").arg(root.sectorNames[root.pigSector])
        Accessible.role: Accessible.Graphic
        height: width
        width: 2 * root.wheelRadius
        x: root.wheelCentre.x - root.wheelRadius
        y: root.wheelCentre.y - root.wheelRadius

        WheelFace {
            anchors.fill: parent
            renderScale: root.renderScale
            sectorNames: root.sectorNames
        }
        SectorGlow {
            id: glow
            anchors.fill: parent
            objectName: "glow"
            renderScale: root.renderScale
            sector: root.highlightSector
            visible: sector >= 0

            // pulse a few times when a sector is reached, then stay lit
            onSectorChanged: {
                opacity = 1;
                if (root.animate && sector >= 0)
                    pulse.restart();
                else
                    pulse.stop();
            }

            SequentialAnimation {
                id: pulse
                loops: 3

                NumberAnimation {
                    duration: 450
                    easing.type: Easing.InOutSine
                    property: "opacity"
                    target: glow
                    to: 0.6
                }
                NumberAnimation {
                    duration: 450
                    easing.type: Easing.InOutSine
                    property: "opacity"
                    target: glow
                    to: 1
                }
            }
        }
        MouseArea {
            anchors.fill: parent
            objectName: "sectorArea"

            onClicked: mouse => {
                const dx = mouse.x - width / 2, dy = mouse.y - height / 2;
                if (dx * dx + dy * dy <= (width / 2) * (width / 2))
                    root.sectorClicked(WheelLayout.sectorAt(dx, dy));
            }
        }
        Repeater {
            model: WheelLayout.crownSpaceCount

            delegate: Item {
                id: crown

                readonly property real angle: WheelLayout.crownAngle(index) * Math.PI / 180
                required property int index
                readonly property int occupant: root.crownOccupants[index] ?? -1
                readonly property real ring: root.wheelRadius * WheelLayout.crownRadius
                readonly property int sector: WheelLayout.crownSectors[index]
                readonly property int slot: WheelLayout.crownSlots[index]

                height: width
                objectName: "crown" + index
                width: root.wheelRadius * 0.23
                x: wheel.width / 2 + Math.sin(angle) * ring - width / 2
                y: wheel.height / 2 - Math.cos(angle) * ring - height / 2

                CrownPlinth {
                    anchors.fill: parent
                    lit: root.crownsSelectable && crown.occupant < 0
                    renderScale: root.renderScale
                }
                Meeple {
                    anchors.centerIn: parent
                    anchors.verticalCenterOffset: -height * 0.12
                    height: width
                    objectName: "occupant"
                    player: crown.occupant
                    renderScale: root.renderScale
                    visible: crown.occupant >= 0
                    width: parent.width * 0.82
                }
                MouseArea {
                    //: a crown space for a screen reader: its sector and whether a follower is on it
                    Accessible.description: (crown.occupant >= 0 ? qsTr("%1, taken") : qsTr("%1, free")).arg(root.sectorNames[crown.sector])
                    //: %1: this crown space's number; %2: how many crown spaces its sector has (1 or 2)
                    Accessible.name: qsTr("Crown space %1 of %2").arg(crown.slot + 1).arg(WheelLayout.crownsPerSector[crown.sector])
                    Accessible.role: Accessible.Button
                    anchors.fill: parent
                    cursorShape: Qt.PointingHandCursor

                    Accessible.onPressAction: root.crownClicked(crown.sector, crown.slot)
                    onClicked: root.crownClicked(crown.sector, crown.slot)
                }
            }
        }

        // The pig walks round the rim, clockwise. It keeps its feet towards the ground: on the
        // upper half it stands on the rim facing right, on the lower half it walks on the land
        // below the wheel facing left; either way its nose points clockwise. It stays on the
        // wheel board: its body rests just outside the wooden ring, clear of the sectors, the
        // crown spaces and the sectors' names on the ring, and never reaches past the board's
        // 4 x 4 cells (no tile, lit spot or follower is ever under it, and no tile laid later
        // covers it). Beside the side sectors (Taxes, Inquisition), where the board leaves no
        // room outside the ring, it stands higher up in its sector.
        Item {
            id: pig

            readonly property real angle: shown * Math.PI / 180
            // the pig's centre in the wheel item, clamped to the board (2 cells each way)
            readonly property real cx: Math.max(root.wheelRadius - 2 * root.cellSize + halfBoxX, Math.min(root.wheelRadius + 2 * root.cellSize - halfBoxX, wheel.width / 2 + ux * ring))
            readonly property real cy: Math.max(root.wheelRadius - 2 * root.cellSize + halfBoxY + hop, Math.min(root.wheelRadius + 2 * root.cellSize - halfBoxY, wheel.height / 2 + uy * ring))
            readonly property bool facingRight: Math.cos(angle) > -1e-9
            readonly property real halfBoxX: (Math.abs(width * Math.cos(leanRad)) + Math.abs(height * Math.sin(leanRad))) / 2
            readonly property real halfBoxY: (Math.abs(width * Math.sin(leanRad)) + Math.abs(height * Math.cos(leanRad))) / 2
            // the hop of a step, up; less on the lower half, where up is towards the crowns
            readonly property real hop: Math.sin(root.walkPhase * Math.PI) * root.wheelRadius * 0.08 * (1 - uy) / 2
            readonly property real lean: {
                const phi = ((shown % 360) + 360) % 360;
                const delta = facingRight ? (phi <= 90 ? phi : phi - 360) : phi - 180;
                return delta * 0.3;
            }
            // half the box of the turned figure, to keep it inside the board
            readonly property real leanRad: lean * Math.PI / 180
            // distance from the wheel centre to the pig's centre: its inner side at the ring's
            // outer edge (the sectors' names run along the ring)
            readonly property real reach: Math.sqrt(Math.pow(width / 2 * ux, 2) + Math.pow(height / 2 * uy, 2))
            readonly property real ring: root.wheelRadius * 1.01 + reach
            // the angle shown: the walk's, drawn towards the top beside the sides (never
            // backwards: the shift changes slower than the walk)
            readonly property real shown: {
                const s = Math.sin(root.pigRotation * Math.PI / 180);
                return root.pigRotation - 26 * s * Math.abs(s);
            }
            readonly property real ux: Math.sin(angle)
            readonly property real uy: -Math.cos(angle)

            //: the pig on the wheel, for a screen reader; %1 is a sector
            Accessible.name: qsTr("The pig, on %1").arg(root.sectorNames[root.pigSector])
            Accessible.role: Accessible.Graphic
            height: width / figure.aspect
            objectName: "pig"
            rotation: lean
            width: root.wheelRadius * 0.37
            x: cx - width / 2
            y: cy - height / 2 - hop

            PigFigure {
                id: figure
                anchors.fill: parent
                mirrored: !pig.facingRight
                renderScale: root.renderScale
                stride: Math.sin(root.walkPhase * Math.PI * 2)
            }
        }
    }
}
