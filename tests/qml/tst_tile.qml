// SPDX-License-Identifier: GPL-3.0-or-later
// The tile art really renders: fields are green, cities stone, roads sand, in the right place
// for the rotation; the image provider and the followers draw too.
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model

Rectangle {
    id: scene
    color: "#204060" // a backdrop that no art uses
    height: 400
    width: 400

    TestCase {
        id: testCase
        function colourAt(item, unitPoint) {
            const img = grabImage(item);
            return img.pixel(Math.round(unitPoint.x * (item.width - 1)), Math.round(unitPoint.y * (item.height - 1)));
        }
        function isGreen(c) {
            return c.g > c.r + 0.04 && c.g > c.b + 0.15 && c.a > 0.99;
        }
        function isSand(c) {
            return c.r > 0.85 && c.g > 0.8 && c.b > 0.65 && c.b < c.r;
        }
        function isStone(c) {
            return c.r > 0.7 && c.r > c.g + 0.05 && c.g > c.b + 0.1 && c.b < 0.65 && c.a > 0.99;
        }
        function test_every_tile_draws() {
            for (const id of TileGeometry.tileIds(true)) {
                const tile = createTemporaryObject(tileComponent, scene, {
                        "tileId": id
                    });
                verify(tile.valid, id);
                waitForRendering(tile);
                const img = grabImage(tile);
                let coloured = 0;
                for (let i = 0; i < 16; ++i)
                    coloured += Qt.colorEqual(img.pixel(8 + 7 * i, 8 + 7 * ((i * 5) % 16)), scene.color) ? 0 : 1;
                compare(coloured, 16, id + " covers its square");
                tile.destroy();
            }
        }
        function test_field_and_city_colours() {
            const tile = createTemporaryObject(tileComponent, scene, {
                    "tileId": "E"
                });
            verify(tile.valid);
            waitForRendering(tile);
            const city = TileGeometry.featurePoint("E", 0, FeatureKind.City, 0);
            const field = TileGeometry.featurePoint("E", 0, FeatureKind.Field, 4);
            verify(isStone(colourAt(tile, city)), "city pixel " + colourAt(tile, city));
            verify(isGreen(colourAt(tile, field)), "field pixel " + colourAt(tile, field));
            // the city cap is at the top, the bottom edge is meadow
            verify(isStone(colourAt(tile, Qt.point(0.5, 0.06))));
            verify(isGreen(colourAt(tile, Qt.point(0.5, 0.94))));
        }
        function test_full_city_and_road() {
            const city = createTemporaryObject(tileComponent, scene, {
                    "tileId": "C"
                });
            waitForRendering(city);
            verify(isStone(colourAt(city, TileGeometry.featurePoint("C", 0, FeatureKind.City, 2))));
            const road = createTemporaryObject(tileComponent, scene, {
                    "tileId": "U/3",
                    "x": 150
                });
            waitForRendering(road);
            verify(isSand(colourAt(road, Qt.point(0.04, 0.5))), "road pixel " + colourAt(road, Qt.point(0.04, 0.5)));
            verify(isGreen(colourAt(road, Qt.point(0.3, 0.8))));
        }
        function test_image_provider() {
            const img = createTemporaryObject(imageComponent, scene, {
                    "source": "image://tile/E?r=2"
                });
            tryCompare(img, "status", Image.Ready);
            waitForRendering(img);
            verify(isStone(colourAt(img, Qt.point(0.5, 0.94))), "provider: the city faces south");
            verify(isGreen(colourAt(img, Qt.point(0.5, 0.15))));
            const withIcon = createTemporaryObject(imageComponent, scene, {
                    "source": "image://tile/U/2",
                    "x": 200
                });
            tryCompare(withIcon, "status", Image.Ready);
            compare(withIcon.implicitWidth, 128);
        }
        function test_meeple_colours() {
            const colours = [["red", 0], ["blue", 1], ["green", 2], ["yellow", 3], ["black", 4]];
            for (const [name, player] of colours) {
                const m = createTemporaryObject(meepleComponent, scene, {
                        "player": player
                    });
                waitForRendering(m);
                // the left arm is plain body colour
                const c = grabImage(m).pixel(Math.round(0.2 * 64), Math.round(0.46 * 64));
                verify(Math.abs(c.r - m.color.r) < 0.2 && Math.abs(c.g - m.color.g) < 0.2 && Math.abs(c.b - m.color.b) < 0.2, name + ": " + c + " vs " + m.color);
                m.destroy();
            }
            const none = createTemporaryObject(meepleComponent, scene, {
                    "player": -1
                });
            waitForRendering(none);
            verify(Qt.colorEqual(grabImage(none).pixel(32, 40), scene.color));
        }
        function test_rotation_turns_the_art() {
            const tile = createTemporaryObject(tileComponent, scene, {
                    "tileId": "E",
                    "turns": 2
                });
            waitForRendering(tile);
            verify(isStone(colourAt(tile, Qt.point(0.5, 0.94))), "the city faces south");
            verify(isGreen(colourAt(tile, Qt.point(0.5, 0.1))));
            tile.turns = 1;
            waitForRendering(tile);
            verify(isStone(colourAt(tile, Qt.point(0.94, 0.5))), "the city faces east");
            verify(isGreen(colourAt(tile, Qt.point(0.06, 0.5))));
        }
        function test_unknown_tile_draws_nothing() {
            const tile = createTemporaryObject(tileComponent, scene, {
                    "tileId": "ZZ"
                });
            verify(!tile.valid);
            waitForRendering(tile);
            verify(Qt.colorEqual(colourAt(tile, Qt.point(0.5, 0.5)), scene.color));
        }

        name: "TileArt"
        when: windowShown

        Component {
            id: tileComponent
            TileItem {
                height: 128
                width: 128
            }
        }
        Component {
            id: imageComponent
            Image {
                height: 128
                sourceSize: Qt.size(128, 128)
                width: 128
            }
        }
        Component {
            id: meepleComponent
            Meeple {
                height: 64
                width: 64
            }
        }
    }
}
