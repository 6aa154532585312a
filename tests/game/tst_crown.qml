// SPDX-License-Identifier: GPL-3.0-or-later
// Deploying on a crown space of the wheel by clicking it; a taken space refuses.
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function test_a_crown_click_outside_the_deploy_step_opens_the_help() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "E"],
                        "seed": 4
                    }), "");
            compare(c.phase, GameController.Place);
            scene.focusCell(1.5, 1.5);
            const crown = scene.findObject(scene.board.wheel, "crown0");
            tryVerify(() => scene.reachable(crown));
            mouseClick(crown);
            compare(c.followers.count, 0);
            tryCompare(scene.view.helpView, "currentPageId", "crowns");
            scene.view.toggleHelp();
        }
        function test_a_crown_space_click_deploys_there() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "D", "E", "B"],
                        "seed": 4
                    }), "");
            const spot = scene.firstLegal();
            compare(c.placeTile(spot.x, spot.y), "");
            compare(c.phase, GameController.Deploy);
            verify(scene.board.anyCrownAvailable);
            verify(scene.board.wheel.crownsSelectable);
            scene.focusCell(1.5, 1.5);
            // Storm's second crown space (sector 3, slot 1)
            const index = WheelLayout.crownIndex(3, 1);
            const crown = scene.findObject(scene.board.wheel, "crown" + index);
            verify(crown);
            tryVerify(() => scene.reachable(crown));
            mouseClick(crown);
            compare(c.phase, GameController.Place);
            compare(c.currentPlayer, 1);
            let found = false;
            for (let i = 0; i < c.followers.count; ++i) {
                const f = c.followers.get(i);
                if (f.onCrown && f.sector === 3 && f.slot === 1 && f.player === 0)
                    found = true;
            }
            verify(found, "red stands on Storm's second crown space");
            compare(scene.board.crownOccupants[index], 0);
            const occupant = scene.findObject(crown, "occupant");
            verify(occupant.visible);

            // Blue: that space is taken now; the other Storm space is free.
            const spot2 = scene.firstLegal();
            compare(c.placeTile(spot2.x, spot2.y), "");
            scene.focusCell(1.5, 1.5);
            tryVerify(() => scene.reachable(crown));
            mouseClick(crown);
            compare(c.phase, GameController.Deploy);
            tryCompare(scene.view.toast, "visible", true);
            compare(scene.view.toast.text, "That crown space is taken.");
            const other = scene.findObject(scene.board.wheel, "crown" + WheelLayout.crownIndex(3, 0));
            mouseClick(other);
            compare(c.phase, GameController.Place);
            compare(scene.board.crownOccupants[WheelLayout.crownIndex(3, 0)], 1);
        }

        name: "Crown"
        when: windowShown
    }
}
