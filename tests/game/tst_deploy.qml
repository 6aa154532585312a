// SPDX-License-Identifier: GPL-3.0-or-later
// The follower step as a player does it: pointing at a feature of the tile just laid lights
// that feature (and names it), a click deploys exactly there. For a few sample tiles, the
// mouse goes to the drawn centre of each feature where a follower may go; one of them is
// clicked and the follower must stand on that feature (the regression: the marker named
// "Thief on the road" put a farmer in the field). Every tile type in every rotation is
// checked without the screen by tests/qml/deploygeometrytest.cpp (qml-deploygeometry): the
// same geometry, the hover's option, the command a click sends and where the follower stands.
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model
import Fortuna.Game

GameScene {
    id: scene
    TestCase {
        readonly property var markers: scene.findObject(scene.boardView, "deployMarkers")

        // Points at every feature option's drawn centre, then clicks option `pick`.
        function checkTile(tile, rotation, seed) {
            const spot = layFirst(tile, rotation, seed);
            if (!spot)
                return 0;
            const c = scene.controller;
            const tileId = c.board.get(c.board.count - 1).tileId;
            const features = [];
            for (let i = 0; i < c.deployOptions.count; ++i) {
                if (c.deployOptions.value(i, "kind") === "feature")
                    features.push(i);
            }
            verify(features.length > 0, tile + " r" + rotation + ": a follower may go somewhere");
            const label = scene.findObject(scene.boardView, "featureLabelRole");
            for (const i of features) {
                const o = c.deployOptions.get(i);
                const centre = TileGeometry.featureCentre(tileId, rotation, o.localFeature);
                verify(centre.x > 0 && centre.y > 0, tile + " " + o.feature);
                compare(TileGeometry.featureAt(tileId, rotation, centre.x, centre.y), o.localFeature, tile + " r" + rotation + " " + o.feature + " " + o.port);
                const p = viewPoint(spot.x, spot.y, centre);
                mouseMove(scene.boardView, p.x, p.y);
                compare(markers.hoverOption, i, tile + " r" + rotation + ": pointing at the " + o.feature + " " + o.port);
                compare(label.text, Words.followerRole(o.feature), "the label names the feature");
                compare(labelCovers(), [], tile + " r" + rotation + ": the label beside the tile covers no tile nor the wheel");
                const glow = scene.findObject(scene.boardView, "featureGlow_" + spot.x + "_" + spot.y);
                verify(glow && glow.visible && glow.feature === o.localFeature, "the feature is lit on the tile");
            }
            const pick = features[rotation % features.length];
            const chosen = c.deployOptions.get(pick);
            const centre = TileGeometry.featureCentre(tileId, rotation, chosen.localFeature);
            const p = viewPoint(spot.x, spot.y, centre);
            mouseMove(scene.boardView, p.x, p.y);
            mouseClick(scene.boardView, p.x, p.y);
            compare(c.phase, GameController.Place, tile + ": the click deployed and ended the turn");
            // what the game recorded (the follower may already be home: a completed feature)
            const turns = JSON.parse(c.files.recordJson()).turns;
            const f = turns[turns.length - 1].follower;
            verify(f && f.feature, tile + " r" + rotation + ": a follower was deployed");
            const kind = ["road", "city", "field", "cloister", "tent"].indexOf(f.feature);
            compare(kind, chosen.feature, tile + " r" + rotation + ": on the feature pointed at");
            const ports = f.feature === "field" ? ["NNW", "NNE", "ENE", "ESE", "SSE", "SSW", "WSW", "WNW"] : ["N", "E", "S", "W"];
            const stands = TileGeometry.featurePoint(tileId, rotation, kind, f.port ? ports.indexOf(f.port) : -1);
            fuzzyCompare(stands.x, centre.x, 1e-9, tile + " r" + rotation + " " + chosen.feature + " " + chosen.port + ": the same feature");
            fuzzyCompare(stands.y, centre.y, 1e-9);
            return features.length;
        }

        // The cells of laid tiles and of the wheel that the feature label covers ("x,y").
        function labelCovers() {
            const c = scene.controller;
            const v = scene.boardView;
            const l = scene.findObject(v, "featureLabel");
            const taken = new Set();
            for (let i = 0; i < c.board.count; ++i)
                taken.add(c.board.value(i, "x") + "," + c.board.value(i, "y"));
            for (let x = 0; x < 4; ++x)
                for (let y = 0; y < 4; ++y)
                    taken.add(x + "," + y);
            const a = v.cellAt(l.x + 1, l.y + 1), z = v.cellAt(l.x + l.width - 2, l.y + l.height - 2);
            const hits = [];
            for (let y = a.y; y <= z.y; ++y)
                for (let x = a.x; x <= z.x; ++x)
                    if (taken.has(x + "," + y))
                        hits.push(x + "," + y);
            return hits;
        }

        // Starts a game whose first tile is `tile`, laid in `rotation` on its first lit spot;
        // the lit spot, or null when the tile does not fit in that rotation.
        function layFirst(tile, rotation, seed) {
            const setup = {
                "players": scene.humans(2),
                "deck": [tile, "D", "E", "D"],
                "seed": seed
            };
            if (tile.startsWith("FT"))
                setup.rules = {
                    "fortuneTeller": true
                };
            let reason = scene.start(setup);
            if (reason.length > 0 && tile.indexOf("/") < 0) {
                setup.deck[0] = tile + "/1";
                reason = scene.start(setup);
            }
            compare(reason, "", tile);
            const c = scene.controller;
            compare(c.phase, GameController.Place, tile);
            c.rotation = rotation;
            wait(0);
            if (c.legalPositions.count === 0)
                return null;
            const spot = c.legalPositions.get(0);
            compare(c.placeTile(spot.x, spot.y), "", tile);
            compare(c.phase, GameController.Deploy);
            scene.focusCell(spot.x, spot.y);
            wait(0);
            return spot;
        }
        function test_a_click_beside_the_features_list_is_refused_by_the_engine() {
            const spot = layFirst("D", 0, 7);
            verify(spot);
            const c = scene.controller;
            // beside the tile (away from the wheel): the board says how to deploy, nothing happens
            const p = viewPoint(spot.x - 2, spot.y, Qt.point(0.5, 0.5));
            mouseClick(scene.boardView, p.x, p.y);
            compare(c.phase, GameController.Deploy);
            tryCompare(scene.view.toast, "visible", true);
        }

        // A feature somebody holds: pointing at it names it with its owner, unlit for a
        // follower; a click is refused with the engine's reason.
        function test_a_held_feature_is_named_and_refused() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "deck": ["D", "D", "E", "D"],
                        "seed": 7
                    }), "");
            let spot = scene.firstLegal();
            compare(c.placeTile(spot.x, spot.y), "");
            // Ana puts a follower on the first feature she may
            compare(c.deployOptions.value(0, "kind"), "feature");
            compare(c.deploy(0), "");
            compare(c.phase, GameController.Place);
            // Bo: find a placement whose tile joins a held feature
            let held = -1;
            for (let r = 0; r < 4 && held < 0; ++r) {
                c.rotation = r;
                for (let i = 0; i < c.legalPositions.count && held < 0; ++i) {
                    spot = c.legalPositions.get(i);
                    compare(c.placeTile(spot.x, spot.y), "");
                    const info = c.deployOptions.tileFeatures;
                    for (let f = 0; f < info.length; ++f) {
                        if (info[f].option < 0 && info[f].owners.length > 0)
                            held = f;
                    }
                    if (held < 0)
                        compare(c.staging.undoPlacement(), "");
                }
            }
            verify(held >= 0, "a placement that joins Ana's feature");
            scene.focusCell(spot.x, spot.y);
            wait(0);
            const tileId = c.board.get(c.board.count - 1).tileId;
            const centre = TileGeometry.featureCentre(tileId, c.rotation, held);
            const p = viewPoint(spot.x, spot.y, centre);
            mouseMove(scene.boardView, p.x - 1, p.y);
            mouseMove(scene.boardView, p.x, p.y);
            compare(markers.hoverOption, -1);
            const info = c.deployOptions.tileFeatures[held];
            compare(scene.findObject(scene.boardView, "featureLabelRole").text, Words.featureName(info.feature));
            compare(scene.findObject(scene.boardView, "featureLabelOwners").text, "Held by Ana");
            verify(!scene.findObject(scene.boardView, "deployGhost").visible, "no follower shown where none may go");
            mouseClick(scene.boardView, p.x, p.y);
            compare(c.phase, GameController.Deploy, "refused");
            tryCompare(scene.view.toast, "visible", true);
            verify(scene.view.toast.text.length > 0);
        }
        function test_keyboard_names_the_feature_it_chooses() {
            const spot = layFirst("D", 0, 7);
            verify(spot);
            const c = scene.controller;
            mouseMove(scene.boardView, 5, 5);
            const label = scene.findObject(scene.boardView, "featureLabelRole");
            for (let i = 0; i < c.deployOptions.count; ++i) {
                keyClick(Qt.Key_Space);
                compare(scene.board.cursor, i);
                const o = c.deployOptions.get(i);
                if (o.kind !== "feature")
                    continue;
                compare(markers.shownOption, i);
                compare(label.text, Words.followerRole(o.feature));
                verify(scene.findObject(scene.boardView, "featureLabel").visible);
                // the follower it would put there shows as a ghost: see-through, in a dashed
                // ring (whole, it read as a follower already placed)
                const ghost = scene.findObject(scene.boardView, "deployGhost");
                verify(ghost.visible);
                const figure = scene.findObject(ghost, "deployGhostFigure");
                verify(figure && figure.opacity <= 0.6, "a see-through ghost");
                verify(scene.findObject(ghost, "deployGhostRing").visible, "its dashed ring");
            }
        }
        // One sample of each kind of tile, in a rotation other than the catalogue's (the
        // click goes to option `rotation % count`): L, a city, three road ends and three
        // fields, a road beside a field on every side (clicks the south road: the kind of
        // the regression); A, a cloister with a road (clicks the cloister); FT2, a Fortune
        // Teller tent with a road and two fields (clicks the tent).
        function test_samples_are_deployed_where_pointed(data) {
            verify(markers);
            compare(checkTile(data.tile, data.rotation, 7), data.options, "feature options pointed at");
        }
        function test_samples_are_deployed_where_pointed_data() {
            return [{
                    "tag": "L r1",
                    "tile": "L",
                    "rotation": 1,
                    "options": 7
                }, {
                    "tag": "A r2",
                    "tile": "A",
                    "rotation": 2,
                    "options": 3
                }, {
                    "tag": "FT2 r3",
                    "tile": "FT2",
                    "rotation": 3,
                    "options": 4
                }];
        }

        // The game of the report: seed 483234957487360, turn 1, the lit spot above the wheel.
        function test_the_reported_curve_road() {
            const c = scene.controller;
            compare(scene.start({
                        "players": scene.humans(2),
                        "seed": 483234957487360
                    }), "");
            compare(c.phase, GameController.Place);
            let laid = 0;
            for (let r = 0; r < 4 && laid === 0; ++r)
                laid = checkTile(c.currentTile, r, 483234957487360);
            verify(laid > 0);
        }
        // A unit point of a cell, in board-view coordinates.
        function viewPoint(cellX, cellY, u) {
            const v = scene.boardView;
            return Qt.point(((cellX + u.x) * v.cellSize - v.panX) * v.zoom, ((cellY + u.y) * v.cellSize - v.panY) * v.zoom);
        }

        name: "Deploy"
        when: windowShown
    }
}
