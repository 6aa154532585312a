// SPDX-License-Identifier: GPL-3.0-or-later
// GameView's reactions to the controller (a game started, a sector lit, a computer stuck, an
// autosave failed), to the board (the pig walking, arrived) and to the move advisor (a hint
// ready). Its messages keep GameView's translation context.
import QtQuick
import Fortuna.Model
import Fortuna.Game

QtObject {
    id: reactions

    property list<QtObject> connections: [
        Connections {
            function onReady() {
                view.showToast(Words.adviceText(view.controller.advisor, view.controller.phase === GameController.Plague), false);
            }

            target: view.controller.advisor
        },
        Connections {
            function onFailed(reason) {
                view.showToast(qsTranslate("GameView", "The game could not be autosaved: %1").arg(reason), true);
            }

            target: view.controller.autosave
        },
        Connections {
            function onComputerFailed(reason) {
                view.showToast(qsTranslate("GameView", "A computer player is stuck: %1").arg(reason), true);
            }
            function onGameStarted() {
                view.showSetup = false;
                view.endDismissed = false;
                view.banner.hide();
                // an opened game whose turn began with a wheel event shows it again
                const e = view.controller.lastWheelEvent;
                if (e.valid && e.turn === view.controller.turn && view.controller.phase !== GameController.GameOver)
                    view.banner.showEvent();
                view.board.view.forceActiveFocus();
            }
            function onHighlightedSectorChanged() {
                if (view.controller.highlightedSector >= 0 && view.banner.mode !== "event" && !view.replaying)
                    view.banner.showEvent();
            }

            target: view.controller
        },
        Connections {
            function onPigArrived() {
                if (view.banner.mode === "walking")
                    view.banner.showEvent();
            }
            function onPigWalkingChanged() {
                if (view.board.pigWalking)
                    view.banner.showWalking();
            }

            target: view.board
        }
    ]
    required property Item view

    // the follower waits for "End turn" when the player likes it so (View menu)
    Component.onCompleted: view.controller.confirmTurns = Preferences.confirmTurns
}
