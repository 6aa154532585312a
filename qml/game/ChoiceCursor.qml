// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard's choice on the board (Space cycles, Enter confirms): an index into the list
// of the phase (the lit spots, the deploy options, the followers the plague may take).
// Non-visual; GameBoard owns one and the overlays light the chosen item.
import QtQml
import Fortuna.Model

QtObject {
    id: choice

    required property BoardCamera camera
    required property GameController controller
    // The current choice, -1 for none.
    property int cursor: -1
    property bool deploying: false

    // The lit spots while placing (Home frames them too): in "Learn to play" only its step's
    // spot, none while a step is read (LegalSpots lights no other).
    readonly property var litCells: {
        controller.rotation;
        const spots = controller.legalPositions;
        const lesson = controller.tutorial.active, lessonPlace = controller.tutorial.kind === Tutorial.Place, lessonSpot = controller.tutorial.spot;
        const out = [];
        if (placing) {
            for (let i = 0; i < spots.count; ++i) {
                const x = spots.value(i, "x"), y = spots.value(i, "y");
                if (!lesson || lessonPlace && x === lessonSpot.x && y === lessonSpot.y)
                    out.push(Qt.point(x, y));
            }
        }
        return out;
    }
    property bool placing: false
    property bool plaguing: false

    // A command was refused: the engine's reason.
    signal refused(string reason)

    function choiceCount() {
        if (placing)
            return controller.legalPositions.count;
        if (deploying)
            return controller.deployOptions.count;
        if (plaguing)
            return removableRows().length;
        return 0;
    }
    // Acts on the keyboard choice; false when nothing is chosen.
    function confirm() {
        if (cursor < 0 || cursor >= choiceCount())
            return false;
        let reason = "";
        if (placing) {
            const p = controller.legalPositions.get(cursor);
            reason = controller.placeTile(p.x, p.y);
        } else if (deploying) {
            reason = controller.deploy(cursor);
        } else if (plaguing) {
            reason = controller.removeFollower(removableRows()[cursor]);
        }
        if (reason.length > 0)
            choice.refused(reason);
        return true;
    }
    // The cell of the current choice, or null (crown spaces: the wheel's cell).
    function cursorCell() {
        if (cursor < 0)
            return null;
        if (placing) {
            const p = controller.legalPositions.get(cursor);
            return Qt.point(p.x, p.y);
        }
        if (deploying) {
            const o = controller.deployOptions.get(cursor);
            return o.kind === "feature" ? Qt.point(o.x, o.y) : (controller.wheelAsStart ? Qt.point(1.5, 1.5) : null);
        }
        if (plaguing) {
            const rows = removableRows();
            if (cursor >= rows.length)
                return null;
            const f = controller.followers.get(rows[cursor]);
            return Qt.point(f.x, f.y);
        }
        return null;
    }
    function cycle(step) {
        const n = choiceCount();
        if (n === 0) {
            cursor = -1;
            return false;
        }
        cursor = cursor < 0 ? (step > 0 ? 0 : n - 1) : (cursor + step + n) % n;
        const c = cursorCell();
        if (c)
            camera.ensureVisible(c.x, c.y);
        return true;
    }
    // The cells of those followers.
    function removableCells() {
        const cells = [];
        for (const r of removableRows()) {
            const f = controller.followers.get(r);
            cells.push(Qt.point(f.x, f.y));
        }
        return cells;
    }
    // The rows of the followers model that the plague may take.
    function removableRows() {
        const rows = [];
        for (let i = 0; i < controller.followers.count; ++i) {
            if (controller.followers.value(i, "removable"))
                rows.push(i);
        }
        return rows;
    }
}
