// SPDX-License-Identifier: GPL-3.0-or-later
// TileGeometry: follower points lie inside the tile and agree with the art and the catalogue.
import QtQuick
import QtTest
import Fortuna

TestCase {
    name: "TileGeometry"

    function inside(p) {
        return p.x > 0 && p.x < 1 && p.y > 0 && p.y < 1;
    }

    function test_the_art_matches_the_catalogue() {
        compare(TileGeometry.selfCheck(), []);
    }

    function test_points_inside_every_tile() {
        const ids = TileGeometry.tileIds(true);
        verify(ids.length >= 41 + 19 / 3, "catalogue ids: " + ids.length);
        for (const id of ids) {
            for (let r = 0; r < 4; ++r) {
                const features = TileGeometry.features(id, r);
                verify(features.length > 0, id);
                for (const f of features) {
                    verify(inside(Qt.point(f.x, f.y)), id + " r" + r + " kind " + f.kind + " at " + f.x + "," + f.y);
                    const p = TileGeometry.featurePoint(id, r, f.kind, f.port);
                    fuzzyCompare(p.x, f.x, 1e-9, id + " r" + r + " kind " + f.kind);
                    fuzzyCompare(p.y, f.y, 1e-9);
                }
            }
        }
    }

    function test_points_follow_the_features() {
        // E: city on the north edge, meadow below
        const city = TileGeometry.featurePoint("E", 0, TileGeometry.City, 0);
        verify(city.y < 0.3, "city near the top: " + city);
        const field = TileGeometry.featurePoint("E", 0, TileGeometry.Field, 5);
        verify(field.y > 0.35, "field below the city: " + field);
        // turned twice, the city is at the bottom, reached through the south side
        const turned = TileGeometry.featurePoint("E", 2, TileGeometry.City, 2);
        verify(turned.y > 0.7, "turned city: " + turned);
        fuzzyCompare(turned.x, 1 - city.x, 1e-9);
        // D: the road runs east-west through the middle
        const road = TileGeometry.featurePoint("D", 0, TileGeometry.Road, 1);
        fuzzyCompare(road.y, 0.5, 0.02);
        // two roads of IC-RrRr lie in opposite corners
        const nw = TileGeometry.featurePoint("IC-RrRr", 0, TileGeometry.Road, 0);
        const se = TileGeometry.featurePoint("IC-RrRr", 0, TileGeometry.Road, 2);
        verify(nw.x < 0.5 && nw.y < 0.5 && se.x > 0.5 && se.y > 0.5);
        // cloister in the middle, tents on the meadow
        const cloister = TileGeometry.featurePoint("A", 0, TileGeometry.Cloister, -1);
        fuzzyCompare(cloister.x, 0.5, 0.01);
        fuzzyCompare(cloister.y, 0.5, 0.01);
        const tent = TileGeometry.featurePoint("FT4", 0, TileGeometry.Tent, -1);
        verify(inside(tent) && tent.y > 0.35, "tent below the city: " + tent);
    }

    function test_no_such_feature() {
        const none = Qt.point(-1, -1);
        compare(TileGeometry.featurePoint("E", 0, TileGeometry.City, 2), none, "no city on the south side");
        compare(TileGeometry.featurePoint("E", 0, TileGeometry.Road, 0), none);
        compare(TileGeometry.featurePoint("B", 0, TileGeometry.Tent, -1), none);
        compare(TileGeometry.featurePoint("nonsense", 0, TileGeometry.Field, 0), none);
        verify(!TileGeometry.isValid("nonsense"));
        verify(TileGeometry.isValid("U/2"));
        verify(TileGeometry.isValid("FT8"));
    }
}
