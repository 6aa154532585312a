// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView: tiles from a model at their cells, the wheel board at (0..3, 0..3), pan, zoom,
// centre.
import QtQuick
import QtTest
import Fortuna

Item {
    id: scene
    height: 600
    width: 800

    TestCase {
        id: testCase
        function makeView() {
            const view = createTemporaryObject(viewComponent, scene);
            verify(view);
            cellSpy.target = view;
            cellSpy.clear();
            return view;
        }
        function test_cell_mapping_round_trip() {
            const view = makeView();
            view.zoom = 1.5;
            view.panX = -123;
            view.panY = 77;
            for (const [cx, cy] of [[0, 0], [-3, 2], [5, -4]]) {
                const p = view.cellCentre(cx, cy);
                compare(view.cellAt(p.x, p.y), Qt.point(cx, cy));
            }
        }
        function test_centre_frames_the_board() {
            const view = makeView();
            view.panX = 5000;
            view.centre();
            verify(view.zoom <= 1 && view.zoom >= view.minZoom);
            // the content spans cells x -1..4 and y -1..3: its middle (2, 1.5) is the view's middle
            const mid = view.cellCentre(1.5, 1);
            fuzzyCompare(mid.x, view.width / 2, 1);
            fuzzyCompare(mid.y, view.height / 2, 1);
        }
        function test_click_reports_the_cell() {
            const view = makeView();
            view.centre();
            const p = view.cellCentre(4, 1);
            mouseClick(view, p.x, p.y);
            compare(cellSpy.count, 1);
            compare(cellSpy.signalArguments[0][0], 4);
            compare(cellSpy.signalArguments[0][1], 1);
        }
        function test_drag_pans() {
            const view = makeView();
            view.centre();
            const panX = view.panX, panY = view.panY;
            mouseDrag(view, 400, 300, 120, 60);
            verify(view.panX < panX - 50 / view.zoom, "dragging right moves the board right");
            verify(view.panY < panY - 20 / view.zoom);
        }
        function test_keyboard() {
            const view = makeView();
            view.centre();
            view.forceActiveFocus();
            const panX = view.panX, zoom = view.zoom;
            keyClick(Qt.Key_Right);
            fuzzyCompare(view.panX, panX + view.cellSize / 2, 1e-6);
            keyClick(Qt.Key_Plus);
            verify(view.zoom > zoom);
            keyClick(Qt.Key_Home);
            fuzzyCompare(view.zoom, zoom, 1e-6);
        }
        function test_tiles_and_wheel() {
            const view = makeView();
            compare(view.tileCount, 3);
            verify(view.wheel.visible);
            view.wheelAsStart = false;
            verify(!view.wheel.visible);
        }
        function test_zoom_keeps_the_point_under_the_cursor() {
            const view = makeView();
            view.centre();
            const before = view.cellAt(200, 150);
            const world = Qt.point(200 / view.zoom + view.panX, 150 / view.zoom + view.panY);
            view.zoomAt(200, 150, view.zoom * 2);
            fuzzyCompare(200 / view.zoom + view.panX, world.x, 1e-6);
            fuzzyCompare(150 / view.zoom + view.panY, world.y, 1e-6);
            compare(view.cellAt(200, 150), before);
            view.zoomAt(0, 0, 1000);
            compare(view.zoom, view.maxZoom);
            view.zoomAt(0, 0, 0.0001);
            compare(view.zoom, view.minZoom);
        }

        name: "BoardView"
        when: windowShown

        Component {
            id: viewComponent
            BoardView {
                animate: false
                height: 600
                width: 800

                model: ListModel {
                    ListElement {
                        rotation: 0
                        tileId: "IC-RCc"
                        x: -1
                        y: 0
                    }
                    ListElement {
                        rotation: 1
                        tileId: "D"
                        x: 4
                        y: 1
                    }
                    ListElement {
                        rotation: 1
                        tileId: "U/2"
                        x: 2
                        y: -1
                    }
                }
            }
        }
        SignalSpy {
            id: cellSpy
            signalName: "cellClicked"
        }
    }
}
