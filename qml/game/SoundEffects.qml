// SPDX-License-Identifier: GPL-3.0-or-later
// The sound effects themselves (Qt Multimedia), loaded by Sounds.qml only where an audio server
// runs (SoundSystem.available), so that nothing of Qt Multimedia starts elsewhere.
import QtQuick
import QtMultimedia

Item {
    id: root

    property real volume: 0.7

    function byName(name) {
        switch (name) {
        case "tile":
            return tile;
        case "coins":
            return coins;
        case "wheel-click":
            return click;
        case "pig-trot":
            return trot;
        case "pig-grunt":
            return grunt;
        case "plague-bell":
            return bell;
        }
        return null;
    }
    function play(name) {
        const effect = byName(name);
        if (effect)
            effect.play();
    }

    SoundEffect {
        id: tile
        source: "qrc:/sounds/tile.wav"
        volume: root.volume
    }
    SoundEffect {
        id: coins
        source: "qrc:/sounds/coins.wav"
        volume: root.volume
    }
    SoundEffect {
        id: click
        source: "qrc:/sounds/wheel-click.wav"
        volume: root.volume
    }
    SoundEffect {
        id: trot
        source: "qrc:/sounds/pig-trot.wav"
        volume: root.volume * 0.8
    }
    SoundEffect {
        id: grunt
        source: "qrc:/sounds/pig-grunt.wav"
        volume: root.volume
    }
    SoundEffect {
        id: bell
        source: "qrc:/sounds/plague-bell.wav"
        volume: root.volume
    }
}
