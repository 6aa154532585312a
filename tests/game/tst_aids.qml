// SPDX-License-Identifier: GPL-3.0-or-later
// The players' aids on the game screen (issue 31): the others' last tiles, followers and the
// pig's last walk marked; what a sector would pay now over its crown spaces; a follower
// decision that waits for "End turn" and can be taken back; the switch that turns the aids
// off (no hint button, no preview, no bag, no "if it ended now").
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        function optionOf(kind, feature) {
            const c = scene.controller;
            for (let i = 0; i < c.deployOptions.count; ++i) {
                const o = c.deployOptions.get(i);
                if (o.kind === kind && (feature === undefined || o.feature === feature))
                    return i;
            }
            return -1;
        }
        function startDeck(rules) {
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["B", "B", "U/1", "B"],
                        "rules": rules || {},
                        "seed": 1
                    }), "");
            scene.controller.staging.confirmTurns = false;
        }
        function test_aidsOff() {
            const c = scene.controller;
            startDeck({
                    "aids": false
                });
            verify(c.aids.off);
            verify(c.awaitingHuman);
            verify(!scene.findObject(scene.view, "hintButton").visible, "no hint button");
            const card = scene.findObject(scene.view, "playerCard_0");
            verify(!scene.findObject(card, "ifEnded").visible, "no score if it ended now");
            scene.view.extras.toggleBag();
            verify(!scene.view.extras.bagPanel.visible, "the bag stays closed");
            compare(c.placeTile(4, 0), "");
            compare(c.deployOnCrown(Sector.Taxes, 0), "");
            const layer = scene.findObject(scene.board.wheel, "crownPreviewLayer");
            layer.hovered = WheelLayout.crownIndex(Sector.Taxes, 1);
            verify(!scene.findObject(scene.view, "crownPreview").visible, "no preview");
            layer.hovered = -1;
        }
        function test_crownPreview() {
            const c = scene.controller;
            startDeck();
            compare(c.placeTile(4, 0), "");
            compare(c.deployOnCrown(Sector.Taxes, 0), "");
            const layer = scene.findObject(scene.board.wheel, "crownPreviewLayer");
            const panel = scene.findObject(scene.view, "crownPreview");
            compare(layer.hovered, -1);
            verify(!panel.visible);
            const index = WheelLayout.crownIndex(Sector.Taxes, 1);
            const area = scene.findObject(layer, "crownPreviewArea_" + index);
            mouseMove(area, area.width / 2, area.height / 2);
            tryCompare(layer, "hovered", index);
            verify(panel.visible, "hovering a crown space shows the preview");
            compare(layer.shownSector, Sector.Taxes);
            compare(layer.payouts.length, 2);
            compare(layer.payouts[0].crowns, 6); // Ana alone on Taxes' two spaces
            compare(layer.payouts[1].crowns, 0);
            compare(scene.findObject(panel, "crownPreviewTitle").text, "If the pig stopped on Taxes now:");
            // the players' panel: Ana would end with her 0 points now
            const card = scene.findObject(scene.view, "playerCard_0");
            const ifEnded = scene.findObject(card, "ifEnded");
            verify(ifEnded.visible);
            compare(ifEnded.text, "end: 0");
            // the panel stands outside the wheel: no other crown space under it
            const v = scene.boardView;
            const p0 = panel.mapToItem(v, 0, 0), p1 = panel.mapToItem(v, panel.width, panel.height);
            for (let i = 0; i < WheelLayout.crownSpaceCount; ++i) {
                const a = scene.findObject(layer, "crownPreviewArea_" + i);
                const q0 = a.mapToItem(v, 0, 0), q1 = a.mapToItem(v, a.width, a.height);
                const meets = q0.x < Math.max(p0.x, p1.x) && q1.x > Math.min(p0.x, p1.x) && q0.y < Math.max(p0.y, p1.y) && q1.y > Math.min(p0.y, p1.y);
                verify(!meets, "crown space " + i + " under the preview");
            }
            // the turn goes on while the mouse rests there: the panel goes with it
            compare(c.placeTile(5, 0), "");
            compare(c.skipDeploy(), "");
            verify(!panel.visible, "the preview stays over the wheel into the next turn");
            mouseMove(scene.boardView, 5, 5);
            tryCompare(layer, "hovered", -1);
        }
        // The preview stands clear of the cards over the board (the puzzle's card hid half of
        // it after a wrong answer): where it stood, a card; it goes elsewhere, whole.
        function test_crownPreviewClearOfTheCards() {
            const c = scene.controller;
            startDeck();
            compare(c.placeTile(4, 0), "");
            const board = scene.board;
            for (const card of [scene.view.puzzleCard, scene.view.extras.bagPanel])
                verify(board.avoid.indexOf(card) >= 0, "the preview avoids " + card);
            const layer = scene.findObject(board.wheel, "crownPreviewLayer");
            const panel = scene.findObject(scene.view, "crownPreview");
            layer.hovered = WheelLayout.crownIndex(Sector.Taxes, 1);
            tryVerify(() => panel.visible);
            wait(20);
            const v = scene.boardView;
            const was = Qt.point(panel.x, panel.y); // in its layer (the board view may glide)
            const card = Qt.createQmlObject("import QtQuick; Rectangle { color: 'grey' }", v);
            const at = panel.mapToItem(v, 0, 0);
            card.x = at.x - 10;
            card.y = at.y - 10;
            card.width = panel.width * panel.scale + 20;
            card.height = panel.height * panel.scale + 20;
            const saved = board.avoid;
            board.avoid = saved.concat([card]);
            wait(20);
            const p0 = panel.mapToItem(v, 0, 0), p1 = panel.mapToItem(v, panel.width, panel.height);
            const q0 = card.mapToItem(v, 0, 0), q1 = card.mapToItem(v, card.width, card.height);
            const meets = q0.x < p1.x && q1.x > p0.x && q0.y < p1.y && q1.y > p0.y;
            verify(!meets, "the preview at " + p0 + "–" + p1 + " under the card at " + q0 + "–" + q1);
            // the card gone, the preview may stand there again
            card.visible = false;
            wait(20);
            compare(Math.round(panel.x), Math.round(was.x));
            compare(Math.round(panel.y), Math.round(was.y));
            board.avoid = saved;
            card.destroy();
            layer.hovered = -1;
        }
        // The preview stands clear of the tile just laid, whichever crown space is pointed at
        // (it covered the new tile and the tiles round the wheel: "Dacă porcul s-ar opri acum
        // pe Biruri" over the tile laid above the wheel).
        function test_crownPreviewClearOfTheNewTile() {
            const c = scene.controller;
            startDeck();
            const v = scene.boardView;
            v.zoom = 1;
            scene.board.centre();
            compare(c.placeTile(4, 0), "");
            compare(c.phase, GameController.Deploy);
            const layer = scene.findObject(scene.board.wheel, "crownPreviewLayer");
            const panel = scene.findObject(scene.view, "crownPreview");
            const t = c.board.lastTile;
            for (let i = 0; i < WheelLayout.crownSpaceCount; ++i) {
                layer.hovered = i;
                tryVerify(() => panel.visible);
                wait(20);
                const p0 = panel.mapToItem(v, 0, 0), p1 = panel.mapToItem(v, panel.width, panel.height);
                const c0 = v.cellCentre(t.x, t.y), half = v.cellSize * v.zoom / 2;
                const ix = Math.min(p1.x, c0.x + half) - Math.max(p0.x, c0.x - half);
                const iy = Math.min(p1.y, c0.y + half) - Math.max(p0.y, c0.y - half);
                verify(ix <= 1 || iy <= 1, "crown space " + i + ": the preview covers the tile just laid");
            }
            layer.hovered = -1;
        }
        function test_lastMovesMarked() {
            const c = scene.controller;
            startDeck();
            c.rotation = 0;
            compare(c.placeTile(4, 0), "");
            compare(c.deploy(optionOf("feature", FeatureKind.Cloister)), "");
            // Bo to play: Ana's tile and monk are marked in red.
            const ana = scene.findObject(scene.boardView, "lastMove_0");
            verify(ana && ana.visible, "Ana's last move is marked for Bo");
            const outline = scene.findObject(ana, "lastTileOutline");
            compare(outline.x, 4 * scene.boardView.cellSize + 3);
            compare(outline.border.color, Theme.playerColors[Theme.colorIndex("red")]);
            verify(scene.findObject(ana, "lastFollowerRing").visible, "the monk wears a ring");
            // Bo takes a crown; Ana's draw of U/1 walks the pig: Ana's own marks go while she plays.
            compare(c.placeTile(5, 0), "");
            compare(c.deployOnCrown(Sector.Famine, 0), "");
            compare(c.actingPlayer, 0);
            verify(!ana.visible, "a player does not see her own last move while she plays");
            const bo = scene.findObject(scene.boardView, "lastMove_1");
            verify(bo && bo.visible);
            const ring = scene.findObject(scene.board.wheel, "lastCrownRing_1");
            verify(ring && ring.visible, "Bo's crown follower wears a ring");
            const trail = scene.findObject(scene.board.wheel, "pigTrail");
            verify(trail && trail.visible, "the pig's walk is drawn");
            compare(trail.from, Sector.Fortune);
            compare(trail.steps, 1);
        }
        function test_setupSwitch() {
            const setup = scene.view.setupScreen;
            scene.view.showSetup = true;
            const check = scene.findObject(setup, "aidsOffCheck");
            verify(check && !check.checked);
            mouseClick(check, 10, check.height / 2);
            verify(setup.aidsOff);
            compare(setup.setupMap().rules.aids, false);
            mouseClick(check, 10, check.height / 2);
            verify(!setup.aidsOff);
            compare(setup.setupMap().rules.aids, undefined);
            scene.view.showSetup = false;
        }
        function test_stagedTurn() {
            const c = scene.controller;
            startDeck();
            c.staging.confirmTurns = true;
            compare(c.placeTile(4, 0), "");
            compare(c.deploy(optionOf("feature", FeatureKind.Cloister)), "");
            verify(c.staging.turnStaged);
            verify(scene.view.hint.indexOf("(Enter)") > 0, "the top bar says how the held turn ends: " + scene.view.hint);
            const figure = scene.findObject(scene.boardView, "stagedFollower");
            verify(figure && figure.visible, "the follower waits on the tile");
            const endTurn = scene.findObject(scene.view, "endTurnButton");
            verify(endTurn.visible);
            verify(!scene.findObject(scene.view, "skipButton").visible);
            waitForRendering(scene.view); // the button row lays itself out again
            mouseClick(scene.findObject(scene.view, "undoButton"));
            verify(!c.staging.turnStaged);
            verify(!figure.visible);
            compare(c.phase, GameController.Deploy);
            compare(c.deployOnCrown(Sector.Taxes, 0), "");
            const crownFigure = scene.findObject(scene.board.wheel, "stagedCrownFollower");
            verify(crownFigure.visible, "the follower waits on its crown space");
            waitForRendering(scene.view);
            mouseClick(endTurn);
            compare(c.actingPlayer, 1);
            verify(!c.staging.turnStaged);
            compare(c.wheel.value(WheelLayout.crownIndex(Sector.Taxes, 0), "occupant"), 0);
        }

        name: "Aids"
        when: windowShown
    }
}
