// SPDX-License-Identifier: GPL-3.0-or-later
// The words of "Learn to play": each step's title and sentences, keyed by the step's id
// (GameController.tutorial.stepId, model/coach/tutorialscript.cpp). Where the rules help
// already says it well, its sentence is used as it is (qsTranslate in the help page's context).
import QtQuick
import Fortuna.Game

QtObject {
    // The keys that do what a step's card says with the mouse (a keyboard player was told
    // only "click the lit ring").
    function keys() {
        //: %1, %2: the keys Space and Enter
        return qsTr("Keys: %1 goes through the lit places, %2 confirms.").arg(KeyNames.text("Space", KeyNames.revision)).arg(KeyNames.text("Enter", KeyNames.revision));
    }
    // The paragraphs of a step.
    function paragraphs(id) {
        switch (id) {
        case "welcome":
            return [qsTr("Welcome! In a few turns against Bruno you will try what the Wheel of Fortune adds to Carcassonne."), qsTr("The big board in the middle is the wheel: it is also the first tile of the landscape, and the pink pig stands on its Fortune sector. Press Next to begin.")];
        case "placeCity":
            return [qsTr("Your tile is a piece of city with a pennant. Lay it on the lit spot, against the wheel's city."), qsTr("Every edge must match its neighbour: city against city, road against road, field against field."), keys()];
        case "claimCity":
            return [qsTr("Now claim the city: click the lit ring to put a follower there. A follower in a city is a knight."), qsTranslate("TaxesPage", "The knights stay in their city and can score again at the next Taxes, or when the city is completed."), keys()];
        case "opponentRoad":
            return [qsTr("Bruno's turn: he lays a road north of the wheel and puts a follower on it.")];
        case "placeRoad":
            return [qsTr("Your new tile goes on with your city and starts a road. Lay it on the lit spot."), keys()];
        case "claimRefused":
            return [qsTr("Try to put another follower in your city: click the lit ring."), qsTranslate("TurnPage", "The road, city or field must be free: no follower may stand on any part of it, even on other tiles."), keys()];
        case "claimRoad":
            return [qsTr("Refused: your knight already holds this city. Put the follower on the road instead: click the lit ring."), keys()];
        case "pigTaxes":
            return [qsTr("Bruno drew a tile with a wheel icon 1: before he lays it, the pig walks one sector clockwise, to Taxes, and the event of Taxes takes place."), qsTr("Taxes pay each knight 1 point per pennant in its city plus 1 per knight of its owner there: your knight earns 2 points. Press Next.")];
        case "opponentTurn":
            return [qsTr("Bruno lays his tile.")];
        case "placeField":
            return [qsTr("A field with a cloister this time. Lay it on the lit spot, south of the wheel."), keys()];
        case "claimCrown":
            return [qsTranslate("CrownsPage", "Instead of putting a follower on the tile you have just laid, you may put it on any free crown space, in any sector, even the one where the pig stands. A crown space holds one follower."), qsTr("Put one on the lit crown of Famine, the sector after the pig's."), keys()];
        case "crownPays":
            return [qsTr("Bruno's tile had a wheel icon 1 again: the pig walked on to Famine. Your follower on its crown scored 3 points and came back to you."), qsTr("Famine pays the farmers too, the followers in fields: nobody has one yet. Press Next.")];
        case "plague":
            return [qsTr("Your tile shows a wheel icon 3: the pig walked past Storm and Inquisition and stopped on Plague."), qsTranslate("PlaguePage", "Each player must take one of their own followers off the landscape and return it to their supply. The player chooses which one."), qsTr("Click one of your followers."), keys()];
        case "opponentPlague":
            return [qsTranslate("PlaguePage", "The player whose turn it is goes first, then the others follow in turn order."), qsTr("Bruno gives back his follower.")];
        case "finish":
            return [qsTr("Well done! You have laid tiles, claimed a city, a road and a crown, seen a claim refused, and watched Taxes, a crown and the Plague at work. The rules help (%1) tells the rest.").arg(KeyNames.text("F1", KeyNames.revision)), qsTr("Now a normal game begins, against Bruno at the Easy level.")];
        }
        return [];
    }
    // The step's title.
    function title(id) {
        switch (id) {
        case "welcome":
            return qsTr("Learn to play");
        case "placeCity":
        case "placeField":
            return qsTr("Lay a tile");
        case "claimCity":
            return qsTr("Claim the city");
        case "opponentRoad":
        case "opponentTurn":
            return qsTr("Bruno's turn");
        case "placeRoad":
            return qsTr("A city and a road");
        case "claimRefused":
            return qsTr("A claim refused");
        case "claimRoad":
            return qsTr("Claim the road");
        case "pigTaxes":
            return qsTr("The pig walks to Taxes");
        case "claimCrown":
            return qsTr("A crown of the wheel");
        case "crownPays":
            return qsTr("The crown pays");
        case "plague":
        case "opponentPlague":
            return qsTr("The Plague");
        case "finish":
            return qsTr("Lesson complete");
        }
        return "";
    }
    // The last line of a card shown on the opponent's turn: before Next, and after it.
    function watching(waiting) {
        return waiting ? qsTr("Press Next to watch Bruno play.") : qsTr("Bruno is playing…");
    }
}
