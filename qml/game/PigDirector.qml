// SPDX-License-Identifier: GPL-3.0-or-later
// The pig on the wheel in use: it walks when the engine says so (busy) and jumps otherwise.
// The KNetWalk handshake: the pig stands at displayedPigSteps, walks to pigSteps, and the
// controller hears pigAnimationFinished() when it arrives. Non-visual; GameBoard owns one.
import QtQml
import Fortuna
import Fortuna.Model

QtObject {
    id: director

    property bool animate: true
    property Connections arrivalWatch: Connections {
        function onPigArrived() {
            if (director.ignoreArrival)
                return;
            if (director.controller.busy)
                director.controller.pigAnimationFinished();
            director.arrived();
        }

        target: director.wheel
    }
    required property GameController controller
    // True while the pig is moved without walking (jumps are not arrivals).
    property bool ignoreArrival: false
    required property WheelBoard otherWheel
    property Connections pigWatch: Connections {
        function onBusyChanged() {
            Qt.callLater(director.syncPig);
        }
        function onPigStepsChanged() {
            Qt.callLater(director.syncPig);
        }

        target: director.controller
    }
    // The wheel in use and the other one (kept at the same place, without walking).
    required property WheelBoard wheel

    // The pig arrived after a walk the engine asked for (or a replayed one).
    signal arrived

    // Shows the last walk again (purely visual; the engine is not involved).
    function replayWalk(steps) {
        if (steps <= 0 || controller.pigSteps < steps || controller.busy)
            return;
        director.ignoreArrival = true;
        wheel.animate = false;
        wheel.pigSteps = controller.pigSteps - steps;
        director.ignoreArrival = false;
        wheel.animate = director.animate;
        wheel.pigSteps = controller.pigSteps;
    }
    function syncPig() {
        otherWheel.animate = false;
        otherWheel.pigSteps = controller.pigSteps;
        otherWheel.animate = director.animate;
        if (wheel.pigWalking && controller.busy && wheel.pigSteps <= controller.pigSteps) {
            wheel.pigSteps = controller.pigSteps; // a longer walk: keep going
            return;
        }
        const walk = controller.busy && director.animate;
        // stand where the engine says the pig is shown (jumps are not arrivals)
        director.ignoreArrival = true;
        wheel.animate = false;
        wheel.pigSteps = walk ? controller.displayedPigSteps : controller.pigSteps;
        director.ignoreArrival = false;
        wheel.animate = director.animate;
        if (walk)
            wheel.pigSteps = controller.pigSteps;
        else if (controller.busy)
            controller.pigAnimationFinished();
    }
}
