// SPDX-License-Identifier: GPL-3.0-or-later
// The words of "Learn from your mistakes" (GameController.puzzle): what the puzzle asks, the
// verdict of an answer, and the better move in words (the board shows it tagged "Better
// move"). Only wording: every number and verdict comes from the controller.
import QtQuick
import Fortuna.Model
import Fortuna.Game

QtObject {
    // What the puzzle asks, without what its decision is (task).
    function asked(puzzle) {
        //: %1: points, one decimal
        return qsTr("Find a better move: in your game you lost %1 points here.").arg(points(puzzle.lost));
    }
    // The better move in words: where it goes (its frame on the board), its follower; the
    // drawn tile it takes (`drawn`: GameController.drawnTiles).
    function betterMove(puzzle, drawn) {
        const best = puzzle.best;
        const parts = [];
        let taken = -1;
        for (let i = 0; drawn && i < drawn.count && best.kind === "choose"; ++i) {
            if (taken < 0 && drawn.value(i, "tileId") === best.chosen)
                taken = i;
        }
        if (taken >= 0)
            //: %1: the drawn tile's position among those the Fortune Teller drew, counted from 1
            parts.push(qsTr("The better move takes drawn tile %1.").arg(taken + 1));
        else if (best.kind === "choose")
            parts.push(qsTr("The better move takes another of the drawn tiles."));
        else if (best.kind === "plague")
            parts.push(qsTr("The better move gives back the follower in the frame tagged “Better move”."));
        else {
            parts.push(qsTr("The better move lays the tile in the frame tagged “Better move”."));
            // the turn too: the frame may be a spot lit only once the tile in hand is turned
            //: %1: 0, 90, 180 or 270, as the tile in hand's turn is said
            parts.push(qsTr("The tile is turned %1 degrees there.").arg(best.rotation * 90));
            if (best.crownSector >= 0)
                //: %1: a sector's name (Fortune, Taxes, Famine…)
                parts.push(qsTr("Follower: a crown space of %1.").arg(Words.sectorName(best.crownSector)));
            else if (best.featureKind >= 0)
                //: %1: what the follower becomes, e.g. "Thief on the road"
                parts.push(qsTr("Follower: %1.").arg(Words.midSentence(Words.followerRole(best.featureKind))));
            else
                parts.push(qsTr("No follower."));
        }
        //: %1: points, one decimal
        parts.push(qsTr("It keeps %1 points more than the move of your game.").arg(points(puzzle.lost)));
        return parts.join(" ");
    }
    // The verdict in a line, for the top bar (the card says it all).
    function brief(puzzle, drawn) {
        if (puzzle.state === PuzzleSession.Wrong)
            //: %1: points, one decimal
            return qsTr("Not yet: this move loses %1 points.").arg(points(puzzle.answerLost));
        if (puzzle.state === PuzzleSession.Right && shownUnsolved(puzzle))
            return qsTr("Right, but the better move was shown: not solved.");
        return status(puzzle, drawn);
    }
    function points(value) {
        return Number(value).toLocaleString(Qt.locale(), "f", 1);
    }
    // A right answer given after the better move was shown, to a puzzle not solved before.
    function shownUnsolved(puzzle) {
        return puzzle.betterShown && !puzzle.solved;
    }
    // What the puzzle says now, in one or two sentences (the card, the top bar, a screen reader).
    function status(puzzle, drawn) {
        switch (puzzle.state) {
        case PuzzleSession.Waiting:
            return asked(puzzle) + " " + task(puzzle);
        case PuzzleSession.Checking:
            return qsTr("Checking your move…");
        case PuzzleSession.Right:
            {
                const verdict = puzzle.answerIsBest ? qsTr("Right: this is the best move.") : qsTr("Right: this move is within one point of the best.");
                // after the better move was shown, a right answer solves nothing: said, unless the
                // puzzle was solved before
                const unsolved = shownUnsolved(puzzle) ? " " + qsTr("The better move was shown, so the puzzle stays unsolved: try it again later.") : "";
                //: %1: the name of the Enter key
                return verdict + unsolved + " " + qsTr("%1 goes on to the next puzzle.").arg(KeyNames.text("Return", KeyNames.revision));
            }
        case PuzzleSession.Wrong:
            //: %1: points, one decimal; %2: the name of the Enter key
            return qsTr("Not yet: this move loses %1 points against the best. Try again (%2), or see the better move.").arg(points(puzzle.answerLost)).arg(KeyNames.text("Return", KeyNames.revision));
        case PuzzleSession.Shown:
            return betterMove(puzzle, drawn);
        }
        return "";
    }
    // What the puzzle's decision is (the top bar says the puzzle, not the turn's prompt).
    function task(puzzle) {
        if (puzzle.kind === "plague")
            return qsTr("The Plague: choose one of your followers on the land, one ringed in red.");
        if (puzzle.kind === "choose")
            return qsTr("The Fortune Teller: take one of the drawn tiles.");
        return qsTr("Lay the tile in hand, with a follower or without.");
    }
    // The card's heading: "Puzzle · turn 12".
    function title(puzzle) {
        return qsTr("Puzzle · turn %L1").arg(puzzle.turn);
    }
}
