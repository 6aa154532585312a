// SPDX-License-Identifier: GPL-3.0-or-later
// The line of the top bar that says what to do now (or who is playing, or that the pig walks),
// from the game view's state. Its messages keep GameView's translation context.
import QtQuick
import Fortuna.Model
import Fortuna.Game

QtObject {
    readonly property PuzzleWords puzzleWords: PuzzleWords {
    }
    readonly property string text: {
        if (view.showSetup)
            return qsTranslate("GameView", "Choose the players and the rules, then start the game.");
        switch (view.controller.phase) {
        case GameController.NoGame:
            return "";
        case GameController.GameOver:
            if (!view.replaying)
                return qsTranslate("GameView", "The game is over: here are the final scores.");
        }
        if (view.replaying) {
            const r = view.controller.replay;
            //: %L1: the turn whose start the replay shows (the table after one turn fewer)
            return r.position < r.turnCount ? qsTranslate("GameView", "Replay: the table at the start of turn %L1").arg(r.position + 1) : qsTranslate("GameView", "Replay: the table at the end of the game");
        }
        if (view.controller.busy || view.board.pigWalking)
            return qsTranslate("GameView", "The pig walks round the wheel…");
        // "Learn to play": a card to read first, or the lesson over (its card's buttons go on)
        if (view.tutorial.shown && view.controller.tutorial.kind === Tutorial.Finish)
            return qsTranslate("TutorialWords", "Lesson complete"); // short: the card and the side panel say what next
        if (view.tutorial.shown && view.controller.tutorial.nextOffered)
            return qsTranslate("TileInHand", "Read the lesson's card first, then press Next.");
        // a puzzle: what it asks, or the verdict of the answer
        if (view.controller.puzzle.active && view.controller.puzzle.state === PuzzleSession.Shown)
            return qsTranslate("PuzzleWords", "The better move is on the board: play it, or go on to the next puzzle.");
        // (what it asks, but while a follower is being chosen)
        if (view.controller.puzzle.active && (view.controller.puzzle.state !== PuzzleSession.Waiting || view.controller.phase !== GameController.Deploy))
            return puzzleWords.brief(view.controller.puzzle, view.controller.drawnTiles);
        if (view.controller.networked && view.controller.net.stage === NetSession.Ended)
            return view.controller.net.status;
        if (!view.controller.awaitingHuman && view.controller.networked && !view.controller.thinking)
            //: %1: the name of the player (or computer) who acts now
            return qsTranslate("GameView", "Waiting for %1…").arg(view.actingName);
        if (!view.controller.awaitingHuman)
            //: %1: a computer player's name
            return view.controller.thinking ? qsTranslate("GameView", "%1 is thinking…").arg(view.actingName) : qsTranslate("GameView", "%1 is playing…").arg(view.actingName);
        switch (view.controller.phase) {
        case GameController.ChooseTile:
            return qsTranslate("GameView", "%1: choose one of the drawn tiles").arg(view.actingName);
        case GameController.Place:
            return qsTranslate("GameView", "%1: place the tile").arg(view.actingName);
        case GameController.Deploy:
            if (view.controller.staging.turnStaged)
                //: %1: the player's name; %2, %3: the keys (Enter, Esc)
                return qsTranslate("GameView", "%1: end the turn (%2) or take the choice back (%3)").arg(view.actingName).arg(KeyNames.text("Enter", KeyNames.revision)).arg(KeyNames.text("Esc", KeyNames.revision));
            return qsTranslate("GameView", "%1: deploy a follower or skip").arg(view.actingName);
        case GameController.Plague:
            return qsTranslate("GameView", "%1: choose a follower to lose to the plague").arg(view.actingName);
        }
        return "";
    }
    required property Item view
}
