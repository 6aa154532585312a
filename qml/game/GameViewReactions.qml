// SPDX-License-Identifier: GPL-3.0-or-later
// GameView's reactions to the controller (a game started, a sector lit, a computer stuck, an
// autosave failed), to the board (the pig walking, arrived) and to the move advisor (a hint
// ready). Its messages keep GameView's translation context.
import QtQuick
import Fortuna.Model
import Fortuna.Game

QtObject {
    id: reactions

    // the hint's tile ({x, y, rotation}) and its words once that tile is laid, or null
    property var adviceLaid: null
    // the words of the hint on screen, if any (they leave with its turn)
    property string adviceMessage
    property list<QtObject> connections: [
        Connections {
            // the hint: the tile in hand turns to the suggested rotation (its lit spot then
            // shows under the ghost), the keyboard's choice goes to it (Enter plays it), and the
            // ghost and every lit spot come into view above the strip of the toast that says
            // why and the event log's tab
            function onReady() {
                const c = view.controller;
                const a = c.advisor;
                if (a.tile.length > 0 && (c.phase === GameController.Place || c.phase === GameController.ChooseTile))
                    c.rotation = a.rotation;
                view.board.pointAtAdvice(a);
                view.board.autoCentre = false; // the view stays where the hint brings it
                if (a.tile.length > 0 || a.featureKind >= 0)
                    view.board.view.showCells(view.board.view.extraCells.concat([Qt.point(a.x, a.y)]), view.toastStrip);
                reactions.adviceMessage = Words.adviceText(a, c.phase);
                // what is left of it once the tile is laid where it says
                reactions.adviceLaid = a.tile.length > 0 && c.phase !== GameController.Deploy ? {
                    "x": a.x,
                    "y": a.y,
                    "rotation": a.rotation,
                    "words": Words.adviceText(a, GameController.Deploy)
                } : null;
                view.showToast(reactions.adviceMessage, false);
            }

            target: view.controller.advisor
        },
        Connections {
            // a hint's words leave with its turn: they would read as advice for the next tile
            // the tile laid: "lay the tile in the frame" is done; where it went as advised, the
            // rest of the hint (the follower) stays, else the whole hint goes
            function onPhaseChanged() {
                const c = view.controller, laid = reactions.adviceLaid;
                if (!laid || reactions.adviceMessage.length === 0 || view.toast.text !== reactions.adviceMessage || c.phase !== GameController.Deploy)
                    return;
                reactions.adviceLaid = null;
                const t = c.board.lastTile;
                if (t && t.x === laid.x && t.y === laid.y && t.rotation === laid.rotation) {
                    reactions.adviceMessage = laid.words;
                    view.showToast(reactions.adviceMessage, false);
                } else {
                    view.toast.hide();
                    reactions.adviceMessage = "";
                }
            }
            function onTurnChanged() {
                if (reactions.adviceMessage.length > 0 && view.toast.text === reactions.adviceMessage)
                    view.toast.hide();
                reactions.adviceMessage = "";
            }

            target: view.controller
        },
        Connections {
            // a replay opens centred below its bar; leaving it frames the game again
            function onActiveChanged() {
                Qt.callLater(view.centreBoard);
            }

            target: view.controller.replay
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
                // an opened or resumed game shows its wheel event again when it was open
                const shown = view.controller.eventShown;
                view.banner.hide();
                if (shown && view.controller.lastWheelEvent.valid)
                    view.banner.showEvent();
                // a finished game opened: its end screen keeps the keys (the first Tab went to
                // the board's buttons hidden behind it)
                if (view.endScreen.visible)
                    view.endScreen.takeKeys();
                else
                    view.board.view.forceActiveFocus();
            }
            function onHighlightedSectorChanged() {
                if (view.controller.highlightedSector >= 0 && view.banner.mode !== "event" && !view.replaying)
                    view.banner.showEvent();
            }
            // "fits here when turned": the toast goes once the tile is turned to fit there
            function onRotationChanged() {
                const b = view.board;
                if (view.toast.text === b.turnHeadline && view.controller.isLegal(b.turnCell.x, b.turnCell.y))
                    view.toast.hide();
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
}
