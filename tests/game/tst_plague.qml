// SPDX-License-Identifier: GPL-3.0-or-later
// The plague asks each player in turn for one of their own followers on the land: only
// those are ringed and accepted; another player's follower is refused.
import QtQuick
import QtTest
import Fortuna.Model

GameScene {
    id: scene
    TestCase {
        function deployOnLand() {
            const c = scene.controller;
            for (let i = 0; i < c.deployOptions.count; ++i) {
                const o = c.deployOptions.get(i);
                if (o.kind === "feature")
                    return c.deploy(i);
            }
            return "no land option";
        }
        function followerItem(player, removable) {
            const c = scene.controller;
            for (let i = 0; i < c.followers.count; ++i) {
                const f = c.followers.get(i);
                if (f.player === player && !f.onCrown && f.removable === removable)
                    return {
                        "row": i,
                        "item": scene.findObject(scene.boardView, "follower_" + i),
                        "data": f
                    };
            }
            return null;
        }
        function landFollowers(player) {
            const c = scene.controller;
            let n = 0;
            for (let i = 0; i < c.followers.count; ++i)
                n += c.followers.get(i).player === player && !c.followers.get(i).onCrown ? 1 : 0;
            return n;
        }
        function placeFirst() {
            const p = scene.firstLegal();
            return scene.controller.placeTile(p.x, p.y);
        }
        function test_the_plague_takes_only_the_players_own_land_followers() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "D", "D", "U/3", "U/2", "B", "B", "B"],
                        "seed": 1
                    }), "");
            for (let t = 0; t < 2; ++t) {
                compare(placeFirst(), "");
                compare(deployOnLand(), "");
            }
            compare(placeFirst(), "");
            compare(c.deployOnCrown(Sector.Taxes, 0), "");
            compare(placeFirst(), "");   // blue drew U/3: storm
            compare(c.skipDeploy(), "");
            // red drew U/2: the plague. Red chooses first.
            compare(c.phase, GameController.Plague);
            compare(c.plaguePlayer, 0);
            const hint = scene.findObject(scene.view, "hintText");
            compare(hint.text, "Ana: choose a follower to lose to the plague");
            const blue = followerItem(1, false);
            const red = followerItem(0, true);
            verify(blue && blue.item && red && red.item);
            verify(red.item.visible);
            scene.focusCell(red.data.x, red.data.y);
            tryVerify(() => scene.reachable(blue.item) && scene.reachable(red.item));
            // blue's follower is not red's to give
            mouseClick(blue.item);
            compare(c.phase, GameController.Plague);
            compare(c.plaguePlayer, 0);
            compare(landFollowers(0), 1);
            compare(landFollowers(1), 1);
            tryCompare(scene.view.toast, "visible", true);
            // red's own follower goes home
            mouseClick(red.item);
            compare(landFollowers(0), 0);
            compare(c.phase, GameController.Plague);
            compare(c.plaguePlayer, 1);
            compare(hint.text, "Bo: choose a follower to lose to the plague");
            // a crown follower is never offered
            for (let i = 0; i < c.followers.count; ++i) {
                if (c.followers.get(i).onCrown)
                    verify(!c.followers.get(i).removable);
            }
            const blue2 = followerItem(1, true);
            verify(blue2 && blue2.item);
            scene.focusCell(blue2.data.x, blue2.data.y);
            tryVerify(() => scene.reachable(blue2.item));
            mouseClick(blue2.item);
            compare(landFollowers(1), 0);
            compare(c.phase, GameController.Place);
            compare(c.currentPlayer, 0);
        }

        name: "Plague"
        when: windowShown
    }
}
