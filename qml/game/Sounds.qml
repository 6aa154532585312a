// SPDX-License-Identifier: GPL-3.0-or-later
// The sound effects (resources/sounds, made by tools/make-sounds.py): a tile laid, coins when
// points are scored, the wheel's click per sector and the pig's trot while it walks, its grunt
// when it arrives, the bell of the plague. They play only when sound is on and the system has
// an audio output: with none (CI, offscreen) no effect is even created, so nothing is said.
pragma ComponentBehavior: Bound
import QtQuick
import QtMultimedia
import Fortuna
import Fortuna.Model

Item {
    id: root

    required property GameController controller
    // The board: its pig walks (pigWalking, pigArrived) and the wheel's step duration.
    required property Item board
    property bool on: true
    property real volume: 0.7
    // The effect played last ("tile", "coins", ...) and how many played (tests read them).
    property string lastPlayed
    property int played: 0

    readonly property bool hasOutput: devices.audioOutputs.length > 0
    readonly property bool active: on && hasOutput

    function play(name) {
        if (!on)
            return;
        lastPlayed = name;
        ++played;
        const effect = effects.item ? effects.item.byName(name) : null;
        if (effect)
            effect.play();
    }

    MediaDevices {
        id: devices
    }

    Loader {
        id: effects
        active: root.active
        sourceComponent: Item {
            function byName(name) {
                switch (name) {
                case "tile": return tile;
                case "coins": return coins;
                case "wheel-click": return click;
                case "pig-trot": return trot;
                case "pig-grunt": return grunt;
                case "plague-bell": return bell;
                }
                return null;
            }
            SoundEffect { id: tile; source: "qrc:/sounds/tile.wav"; volume: root.volume }
            SoundEffect { id: coins; source: "qrc:/sounds/coins.wav"; volume: root.volume }
            SoundEffect { id: click; source: "qrc:/sounds/wheel-click.wav"; volume: root.volume }
            SoundEffect { id: trot; source: "qrc:/sounds/pig-trot.wav"; volume: root.volume * 0.8 }
            SoundEffect { id: grunt; source: "qrc:/sounds/pig-grunt.wav"; volume: root.volume }
            SoundEffect { id: bell; source: "qrc:/sounds/plague-bell.wav"; volume: root.volume }
        }
    }

    // the wheel clicks once per sector the pig passes, and the pig trots
    Timer {
        id: steps
        interval: root.board.wheel ? root.board.wheel.stepDuration : 350
        repeat: true
        triggeredOnStart: true
        running: root.board.pigWalking
        onTriggered: {
            root.play("wheel-click");
            root.play("pig-trot");
        }
    }
    Connections {
        target: root.board
        function onPigArrived() { root.play("pig-grunt"); }
    }
    Connections {
        target: root.controller.board
        property int tiles: 0
        function onCountChanged() {
            const n = root.controller.board.count;
            if (n === tiles + 1)
                root.play("tile");
            tiles = n;
        }
    }
    Connections {
        target: root.controller.log
        function onRowsInserted(parent, first, last) {
            for (let i = first; i <= last; ++i) {
                if (root.controller.log.value(i, "total") > 0) {
                    root.play("coins");
                    return;
                }
            }
        }
    }
    Connections {
        target: root.controller
        function onHighlightedSectorChanged() {
            if (root.controller.highlightedSector === Sector.Plague)
                root.play("plague-bell");
        }
    }
}
