// SPDX-License-Identifier: GPL-3.0-or-later
// TileGeometry: follower points lie inside the tile and agree with the art and the catalogue.
import QtQuick
import QtTest
import Fortuna
import Fortuna.Model

TestCase {
    function inside(p) {
        return p.x > 0 && p.x < 1 && p.y > 0 && p.y < 1;
    }

    // A thief on the road stub of a cloister (A) stands clear of the chapel's door.
    function test_a_thief_on_a_cloister_road_stands_clear_of_the_door() {
        for (let r = 0; r < 4; ++r) {
            const features = TileGeometry.features("A", r);
            const road = features.find(f => f.kind === FeatureKind.Road);
            const cloister = features.find(f => f.kind === FeatureKind.Cloister);
            verify(road && cloister);
            const d = Math.hypot(road.x - cloister.x, road.y - cloister.y);
            verify(d >= 0.33, "r" + r + ": thief " + d.toFixed(3) + " from the chapel");
        }
    }

    // The hit test uses the art's shapes: the drawn centre of every feature of every tile in
    // every rotation is that feature, and the deployment that names it (kind, port) stands there.
    function test_every_drawn_centre_hits_its_feature() {
        let checked = 0;
        for (const id of TileGeometry.tileIds(true)) {
            for (let r = 0; r < 4; ++r) {
                const features = TileGeometry.features(id, r);
                for (let f = 0; f < features.length; ++f) {
                    const centre = TileGeometry.featureCentre(id, r, f);
                    const what = id + " r" + r + " feature " + f + " (" + features[f].kind + " " + features[f].port + ")";
                    compare(TileGeometry.featureAt(id, r, centre.x, centre.y), f, what);
                    const stands = TileGeometry.featurePoint(id, r, features[f].kind, features[f].port);
                    fuzzyCompare(stands.x, centre.x, 1e-9, what);
                    fuzzyCompare(stands.y, centre.y, 1e-9, what);
                    ++checked;
                }
            }
        }
        verify(checked > 600, "features checked: " + checked);
    }
    function test_every_point_of_a_tile_names_a_feature() {
        for (const id of TileGeometry.tileIds(false)) {
            const count = TileGeometry.features(id, 0).length;
            for (let y = 0.05; y < 1; y += 0.1) {
                for (let x = 0.05; x < 1; x += 0.1) {
                    const f = TileGeometry.featureAt(id, 1, x, y);
                    verify(f >= 0 && f < count, id + " at " + x + "," + y + ": " + f);
                }
            }
        }
        compare(TileGeometry.featureAt("D", 0, -0.1, 0.5), -1, "outside the tile");
        compare(TileGeometry.featureAt("nonsense", 0, 0.5, 0.5), -1);
    }
    function test_hit_areas_follow_the_drawing() {
        // V: a road curving from the west side to the south side (the reported tile)
        const kinds = TileGeometry.features("V", 0).map(f => f.kind);
        const road = kinds.indexOf(FeatureKind.Road);
        verify(road >= 0);
        const onRoad = TileGeometry.featurePoint("V", 0, FeatureKind.Road, 2);
        compare(kinds[TileGeometry.featureAt("V", 0, onRoad.x, onRoad.y)], FeatureKind.Road, "the drawn road is the road");
        compare(kinds[TileGeometry.featureAt("V", 0, 0.85, 0.15)], FeatureKind.Field, "the far corner is field");
        compare(kinds[TileGeometry.featureAt("V", 0, 0.1, 0.9)], FeatureKind.Field, "inside the curve is field");
        // turned once, the same shapes turn with the tile
        const turned = TileGeometry.featurePoint("V", 1, FeatureKind.Road, 3);
        fuzzyCompare(turned.x, 1 - onRoad.y, 1e-9);
        compare(kinds[TileGeometry.featureAt("V", 1, turned.x, turned.y)], FeatureKind.Road);
        // E: the city cap is city, the meadow below is field
        const e = TileGeometry.features("E", 0).map(f => f.kind);
        compare(e[TileGeometry.featureAt("E", 0, 0.5, 0.08)], FeatureKind.City);
        compare(e[TileGeometry.featureAt("E", 0, 0.5, 0.8)], FeatureKind.Field);
        compare(e[TileGeometry.featureAt("E", 2, 0.5, 0.92)], FeatureKind.City, "turned twice: the city at the bottom");
        // B: the chapel is the cloister, round it the field
        const b = TileGeometry.features("B", 0).map(f => f.kind);
        compare(b[TileGeometry.featureAt("B", 0, 0.5, 0.5)], FeatureKind.Cloister);
        compare(b[TileGeometry.featureAt("B", 0, 0.1, 0.1)], FeatureKind.Field);
    }
    function test_no_such_feature() {
        const none = Qt.point(-1, -1);
        compare(TileGeometry.featurePoint("E", 0, FeatureKind.City, 2), none, "no city on the south side");
        compare(TileGeometry.featurePoint("E", 0, FeatureKind.Road, 0), none);
        compare(TileGeometry.featurePoint("B", 0, FeatureKind.Tent, -1), none);
        compare(TileGeometry.featurePoint("nonsense", 0, FeatureKind.Field, 0), none);
        verify(!TileGeometry.isValid("nonsense"));
        verify(TileGeometry.isValid("U/2"));
        verify(TileGeometry.isValid("FT8"));
    }
    function test_points_follow_the_features() {
        // E: city on the north edge, meadow below
        const city = TileGeometry.featurePoint("E", 0, FeatureKind.City, 0);
        verify(city.y < 0.3, "city near the top: " + city);
        const field = TileGeometry.featurePoint("E", 0, FeatureKind.Field, 5);
        verify(field.y > 0.35, "field below the city: " + field);
        // turned twice, the city is at the bottom, reached through the south side
        const turned = TileGeometry.featurePoint("E", 2, FeatureKind.City, 2);
        verify(turned.y > 0.7, "turned city: " + turned);
        fuzzyCompare(turned.x, 1 - city.x, 1e-9);
        // D: the road runs east-west through the middle
        const road = TileGeometry.featurePoint("D", 0, FeatureKind.Road, 1);
        fuzzyCompare(road.y, 0.5, 0.02);
        // two roads of IC-RrRr lie in opposite corners
        const nw = TileGeometry.featurePoint("IC-RrRr", 0, FeatureKind.Road, 0);
        const se = TileGeometry.featurePoint("IC-RrRr", 0, FeatureKind.Road, 2);
        verify(nw.x < 0.5 && nw.y < 0.5 && se.x > 0.5 && se.y > 0.5);
        // cloister in the middle, tents on the meadow
        const cloister = TileGeometry.featurePoint("A", 0, FeatureKind.Cloister, -1);
        fuzzyCompare(cloister.x, 0.5, 0.01);
        fuzzyCompare(cloister.y, 0.5, 0.01);
        const tent = TileGeometry.featurePoint("FT4", 0, FeatureKind.Tent, -1);
        verify(inside(tent) && tent.y > 0.35, "tent below the city: " + tent);
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
    function test_the_art_matches_the_catalogue() {
        compare(TileGeometry.selfCheck(), []);
    }

    name: "TileGeometry"
}
