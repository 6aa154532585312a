// SPDX-License-Identifier: GPL-3.0-or-later
// The keyboard's choice on the board (Space cycles, Enter confirms): an index into the list
// of the phase (the lit spots, the deploy options, the followers the plague may take).
// Non-visual; GameBoard owns one and the overlays light the chosen item.
import QtQml
import Fortuna.Model

QtObject {
    id: choice

    // The follower of the advice the choice was pointed at while placing ({feature, port,
    // sector, slot}; all -1: none), and where its tile goes ({x, y, rotation}): kept for the
    // follower step when the tile is laid there; null otherwise.
    property var advisedFollower: null
    property var advisedPlacement: null
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
    // The cell of the lit spot chosen while placing (kept when the tile turns: aimNear).
    property var placingCell: null
    property bool plaguing: false

    // A command was refused: the engine's reason.
    signal refused(string reason)

    // The tile turned (R): the choice stays on the cell it was on when that is still lit, else
    // goes to the lit spot nearest to it (none was chosen: none is).
    function aimNear(cell) {
        if (!placing || !cell)
            return;
        const lit = litCells;
        let best = -1, bestDistance = Infinity;
        for (let i = 0; i < controller.legalPositions.count; ++i) {
            const x = controller.legalPositions.value(i, "x"), y = controller.legalPositions.value(i, "y");
            if (!lit.some(c => c.x === x && c.y === y))
                continue;
            const d = (x - cell.x) * (x - cell.x) + (y - cell.y) * (y - cell.y);
            if (d < bestDistance) {
                best = i;
                bestDistance = d;
            }
        }
        cursor = best; // the view keeps still: turning the tile never pans the board
    }
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
            return o.kind === "feature" ? Qt.point(o.x, o.y) : (controller.options.wheelAsStart ? Qt.point(1.5, 1.5) : null);
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
        // the choice comes into view with the others of its kind (the least move, none when
        // they all show): the view never pans the other lit spots away
        const c = cursorCell();
        if (c)
            camera.showAll([c].concat(placing ? litCells : plaguing ? removableCells() : []));
        return true;
    }
    // The index of the deploy option of a follower ({feature, port, sector, slot}), -1 for none.
    function deployIndex(f) {
        const m = controller.deployOptions;
        for (let i = 0; i < m.count; ++i) {
            const o = m.get(i);
            if (f.sector >= 0 ? o.kind === "crown" && o.sector === f.sector && o.slot === f.slot : o.kind === "feature" && o.feature === f.feature && o.port === f.port)
                return i;
        }
        return -1;
    }
    // "Suggest a move" (H): the choice goes to the advice (`advisor`: GameController.advisor),
    // so that Enter plays it: the lit spot of its tile (its follower follows after Enter), the
    // deploy option of its follower, or the follower the Plague takes. False when the advice
    // is none of the choices (the tile not turned its way).
    function pointAtAdvice(advisor) {
        const follower = {
            "feature": advisor.featureKind,
            "port": advisor.portIndex,
            "sector": advisor.crownSector,
            "slot": advisor.crownSlot
        };
        let i = -1;
        advisedFollower = advisedPlacement = null;
        if (placing) {
            for (let k = 0; k < controller.legalPositions.count && i < 0; ++k) {
                if (controller.legalPositions.value(k, "x") === advisor.x && controller.legalPositions.value(k, "y") === advisor.y)
                    i = k;
            }
            if (i >= 0 && advisor.rotation === controller.rotation) {
                advisedFollower = follower;
                advisedPlacement = {
                    "x": advisor.x,
                    "y": advisor.y,
                    "rotation": advisor.rotation
                };
            } else {
                i = -1;
            }
        } else if (deploying) {
            i = follower.feature < 0 && follower.sector < 0 ? -1 : deployIndex(follower);
        } else if (plaguing) {
            const rows = removableRows();
            for (let k = 0; k < rows.length && i < 0; ++k) {
                const f = controller.followers.get(rows[k]);
                if (f.x === advisor.x && f.y === advisor.y && f.feature === advisor.featureKind && f.port === advisor.portIndex)
                    i = k;
            }
        }
        cursor = i;
        return i >= 0;
    }
    // The follower step after the advice's tile was laid where it said: the choice goes to the
    // advice's follower (none: Enter skips, as advised).
    function pointAtAdvisedFollower() {
        const f = advisedFollower, a = advisedPlacement, t = controller.board.count > 0 ? controller.board.lastTile : null;
        advisedFollower = advisedPlacement = null;
        if (!deploying || !f || !a || !t || t.x !== a.x || t.y !== a.y || t.rotation !== a.rotation || f.feature < 0 && f.sector < 0)
            return false;
        const i = deployIndex(f);
        if (i >= 0)
            cursor = i;
        return i >= 0;
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

    onCursorChanged: placingCell = placing && cursor >= 0 ? cursorCell() : null
}
