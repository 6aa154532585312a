// SPDX-License-Identifier: GPL-3.0-or-later
// The sound effects (resources/sounds, made by tools/make-sounds.py): a tile laid, coins when
// points are scored, the wheel's click per sector and the pig's trot while it walks, its grunt
// when it arrives, the bell of the plague. They play only when sound is on and an audio server
// runs (SoundSystem.available): elsewhere (CI, offscreen) Qt Multimedia is not even loaded
// (SoundEffects.qml), so nothing is said on stderr. `played`/`lastPlayed` count what the game
// asked for, heard or not.
pragma ComponentBehavior: Bound
import QtQuick
import Fortuna.Game
import Fortuna
import Fortuna.Model

Item {
    id: root

    readonly property bool active: on && SoundSystem.available
    // The board: its pig walks (pigWalking, pigArrived) and the wheel's step duration.
    required property Item board
    required property GameController controller
    // The effect played last ("tile", "coins", ...) and how many played (tests read them).
    property string lastPlayed
    property bool on: true
    property int played: 0
    property real volume: 0.7

    signal effectPlayed(string name)

    function play(name) {
        if (!on)
            return;
        lastPlayed = name;
        ++played;
        effectPlayed(name);
        if (effects.item)
            effects.item.play(name);
    }

    Loader {
        id: effects
        active: root.active
        source: "SoundEffects.qml"

        onLoaded: item.volume = Qt.binding(() => root.volume)
    }

    // the wheel clicks once per sector the pig passes, and the pig trots
    Timer {
        id: steps
        interval: root.board.wheel ? root.board.wheel.stepDuration : 350
        repeat: true
        running: root.board.pigWalking
        triggeredOnStart: true

        onTriggered: {
            root.play("wheel-click");
            root.play("pig-trot");
        }
    }
    Connections {
        function onPigArrived() {
            root.play("pig-grunt");
        }

        target: root.board
    }
    Connections {
        property int tiles: 0

        function onCountChanged() {
            const n = root.controller.board.count;
            if (n === tiles + 1)
                root.play("tile");
            tiles = n;
        }

        target: root.controller.board
    }
    Connections {
        function onRowsInserted(parent, first, last) {
            for (let i = first; i <= last; ++i) {
                if (root.controller.log.value(i, "total") > 0) {
                    root.play("coins");
                    return;
                }
            }
        }

        target: root.controller.log
    }
    Connections {
        function onHighlightedSectorChanged() {
            if (root.controller.highlightedSector === Sector.Plague)
                root.play("plague-bell");
        }

        target: root.controller
    }
}
