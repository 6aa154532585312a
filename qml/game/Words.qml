// SPDX-License-Identifier: GPL-3.0-or-later
// The words of the game screens: names of sectors, colours, features and reasons, and the
// sentences of the event log and the wheel banner, built from the model's roles with qsTr.
// Only wording lives here; every number comes from the game controller.
pragma Singleton
import QtQuick
import Fortuna.Model
import Fortuna.Game

QtObject {
    // The words of a "Suggest a move" advice (GameController.advisor), plainly: where the
    // tile goes (the ghost tagged "Hint"), the follower, what the move should gain against the
    // others (the strong player's estimate, in whole points), and the key that plays it.
    // `phase`: the controller's phase when the advice came.
    function adviceText(advisor, phase) {
        const enter = KeyNames.text("Return", KeyNames.revision);
        if (phase === GameController.Plague)
            //: %1: the name of the Enter key
            return qsTr("Hint: give back the follower in the frame tagged “Hint”. %1 does it.").arg(enter);
        const parts = [];
        if (advisor.choose >= 0)
            //: %1: the drawn tile's position among those the Fortune Teller drew, counted from 1
            parts.push(qsTr("Take drawn tile %1.").arg(advisor.choose + 1));
        if (phase !== GameController.Deploy)
            parts.push(qsTr("Hint: lay the tile in the frame tagged “Hint”."));
        if (advisor.crownSector >= 0)
            //: %1: a sector's name (Fortune, Taxes, Famine…)
            parts.push(qsTr("Follower: a crown space of %1.").arg(sectorName(advisor.crownSector)));
        else if (advisor.featureKind >= 0)
            //: %1: what the follower becomes, e.g. "Thief on the road"
            parts.push(qsTr("Follower: %1.").arg(midSentence(followerRole(advisor.featureKind))));
        else
            parts.push(qsTr("Keep your followers this turn."));
        const gain = Math.round(advisor.after - advisor.before);
        if (gain > 0)
            parts.push(qsTr("This move should gain you about %n point(s) over the others.", "", gain));
        else if (gain < 0)
            parts.push(qsTr("No move gains points here: this one should lose the fewest, about %n.", "", -gain));
        else
            parts.push(qsTr("This move should keep your standing against the others."));
        //: %1: the name of the Enter key
        parts.push(qsTr("%1 plays it.").arg(enter));
        return parts.join(" ");
    }
    function colorName(name) {
        switch (name) {
        case "red":
            return qsTr("Red");
        case "blue":
            return qsTr("Blue");
        case "green":
            return qsTr("Green");
        case "yellow":
            return qsTr("Yellow");
        case "black":
            return qsTr("Black");
        }
        return name;
    }
    // The name of a feature (a FeatureKind value).
    function featureName(feature) {
        switch (feature) {
        case FeatureKind.Road:
            return qsTr("Road");
        case FeatureKind.City:
            return qsTr("City");
        case FeatureKind.Field:
            return qsTr("Field");
        case FeatureKind.Cloister:
            return qsTr("Cloister");
        case FeatureKind.Tent:
            return qsTr("Fortune teller's tent");
        }
        return "";
    }
    // What a follower becomes on a feature (a FeatureKind value): tooltips of the deploy markers.
    function followerRole(feature) {
        switch (feature) {
        case FeatureKind.Road:
            return qsTr("Thief on the road");
        case FeatureKind.City:
            return qsTr("Knight in the city");
        case FeatureKind.Field:
            return qsTr("Farmer in the field");
        case FeatureKind.Cloister:
            return qsTr("Monk in the cloister");
        case FeatureKind.Tent:
            return qsTr("Fortune teller in the tent");
        }
        return "";
    }
    // One line per computer level: how it plays, how long it thinks ("" for a person).
    function levelDescription(level) {
        switch (level) {
        case "random":
            return qsTr("Plays any legal move at random; answers at once.");
        case "novice":
            return qsTr("A first game's opponent: grabs the points in sight and often misjudges them; answers at once.");
        case "beginner":
            return qsTr("Grabs the points in sight, with many slips; answers at once.");
        case "easy":
            return qsTr("Takes the points in sight, with some slips; answers at once.");
        case "casual":
            return qsTr("Thinks ahead a little and slips now and then (against one player, forgets the farms); answers at once.");
        case "intermediate":
            return qsTr("Thinks ahead, with small slips (against one player, forgets the farms); answers at once.");
        case "normal":
            return qsTr("Weighs each move by what it may still score; thinks a few milliseconds.");
        case "skilled":
            return qsTr("Weighs each move with the judgement of many two-player games; thinks a few milliseconds.");
        case "advanced":
            return qsTr("Plays out a few dozen futures of its best moves; thinks a fraction of a second.");
        case "strong":
            return qsTr("Plays out likely futures of its best moves; thinks for up to a second per move.");
        case "master":
            return qsTr("Plays out more futures of more moves; thinks for up to three seconds per move.");
        case "remote":
            return qsTr("A friend on another computer takes this seat: Host this game shows how.");
        }
        return "";
    }
    // A seat's kind: a person, a remote player, or a computer level (LevelNames, one table with
    // the C++ lists).
    function levelName(level) {
        switch (level) {
        case "":
            return qsTr("Human");
        case "remote":
            return qsTr("Remote player (network)");
        }
        // read so that a binding asks again after a switch of language (C++ names, no qsTr)
        return LevelNames.revision >= 0 ? LevelNames.computer(level) : "";
    }
    // One event log entry as a sentence. `row`: the log model's roles; `name`: the name of
    // row.player.
    function logSentence(row, name) {
        switch (row.kind) {
        case LogKind.Discard:
            return qsTr("%1 drew a tile that fits nowhere; it is put aside.").arg(name);
        case LogKind.Wheel:
            return qsTr("%1 drew a wheel tile: the pig walked %n sector(s) to %2.", "", row.moved).arg(name).arg(sectorName(row.sector));
        case LogKind.Crown:
            //: %1: a sector's name
            return qsTr("The crown spaces of %1 score; their followers go back to their owners.").arg(sectorName(row.sector));
        case LogKind.Choose:
            return qsTr("%1 kept one tile of the Fortune Teller's draw.").arg(name);
        case LogKind.Place:
            if (row.crown >= 0)
                //: %1: a player's name; %2: a sector's name
                return qsTr("%1 laid a tile and put a follower on a crown space of %2.").arg(name).arg(sectorName(row.crown));
            switch (row.follower) {
            case FeatureKind.Road:
                //: %1: a player's name. One sentence for two acts: the tile is laid, the follower is put on the road
                return qsTr("%1 laid a tile and put a thief on the road.").arg(name);
            case FeatureKind.City:
                return qsTr("%1 laid a tile and put a knight in the city.").arg(name);
            case FeatureKind.Field:
                return qsTr("%1 laid a tile and put a farmer in the field.").arg(name);
            case FeatureKind.Cloister:
                return qsTr("%1 laid a tile and put a monk in the cloister.").arg(name);
            case FeatureKind.Tent:
                return qsTr("%1 laid a tile and put a fortune teller in the tent.").arg(name);
            }
            return qsTr("%1 laid a tile.").arg(name);
        case LogKind.Plague:
            switch (row.feature) {
            case FeatureKind.Road:
                return qsTr("%1 loses a thief on a road to the plague.").arg(name);
            case FeatureKind.City:
                return qsTr("%1 loses a knight in a city to the plague.").arg(name);
            case FeatureKind.Field:
                return qsTr("%1 loses a farmer to the plague.").arg(name);
            case FeatureKind.Cloister:
                return qsTr("%1 loses a monk to the plague.").arg(name);
            case FeatureKind.Tent:
                return qsTr("%1 loses a fortune teller to the plague.").arg(name);
            }
            return qsTr("%1 loses a follower to the plague.").arg(name);
        case LogKind.Score:
            switch (row.feature) {
            case FeatureKind.Road:
                return qsTr("A road of %n tile(s) is complete.", "", row.tiles);
            case FeatureKind.City:
                return qsTr("A city of %n tile(s) is complete.", "", row.tiles);
            case FeatureKind.Cloister:
                return qsTr("A cloister is complete.");
            }
            return qsTr("A feature is complete.");
        case LogKind.Tent:
            return qsTr("A fortune teller's tent is surrounded.");
        case LogKind.Final:
            switch (row.feature) {
            case FeatureKind.Road:
                return qsTr("Final scoring: an unfinished road of %n tile(s).", "", row.tiles);
            case FeatureKind.City:
                return qsTr("Final scoring: an unfinished city of %n tile(s).", "", row.tiles);
            case FeatureKind.Cloister:
                return qsTr("Final scoring: an unfinished cloister.");
            case FeatureKind.Field:
                return qsTr("Final scoring: a farm.");
            }
            return qsTr("Final scoring.");
        case LogKind.End:
            return qsTr("The game is over.");
        }
        return "";
    }
    // A label written as a title ("Knight in the city") inside a sentence: its first letter
    // small ("Partisan : chevalier dans la ville"), as in every language of the game.
    function midSentence(label) {
        return label.length > 0 ? label.charAt(0).toLocaleLowerCase() + label.slice(1) : label;
    }
    // Column headings of the score breakdown, by Reason value.
    function reasonName(reason) {
        switch (reason) {
        case Reason.Road:
            return qsTr("Roads");
        case Reason.City:
            return qsTr("Cities");
        case Reason.Cloister:
            return qsTr("Cloisters");
        case Reason.Farm:
            return qsTr("Farms");
        case Reason.Fortune:
            return qsTr("Fortune");
        case Reason.Taxes:
            return qsTr("Taxes");
        case Reason.Famine:
            return qsTr("Famine");
        case Reason.Storm:
            return qsTr("Storm");
        case Reason.Inquisition:
            return qsTr("Inquisition");
        case Reason.Crown:
            return qsTr("Crowns");
        case Reason.Tent:
            return qsTr("Tents");
        }
        return "";
    }
    // What the event of a sector does, in one sentence (the banner and the legend).
    function sectorEffect(sector, famineRule) {
        switch (sector) {
        case Sector.Fortune:
            return qsTr("The player whose turn it is scores 3 points.");
        case Sector.Taxes:
            return qsTr("Every knight earns its owner 1 point per pennant in its city plus 1 per knight of that owner there.");
        case Sector.Famine:
            return famineRule === "majority" ? qsTr("On each farm, the players with most farmers score 1 point per farmer for every completed city next to it.") : qsTr("Every farmer scores 1 point for each completed city next to its farm.");
        case Sector.Storm:
            return qsTr("Every player scores 1 point per follower in their supply.");
        case Sector.Inquisition:
            return qsTr("Every monk earns its owner 2 points.");
        case Sector.Plague:
            return qsTr("Every player must send one follower from the land back to their supply.");
        }
        return "";
    }
    function sectorName(sector) {
        switch (sector) {
        case Sector.Fortune:
            return qsTr("Fortune");
        case Sector.Taxes:
            return qsTr("Taxes");
        case Sector.Famine:
            return qsTr("Famine");
        case Sector.Storm:
            return qsTr("Storm");
        case Sector.Inquisition:
            return qsTr("Inquisition");
        case Sector.Plague:
            return qsTr("Plague");
        }
        return "";
    }
    // Who scored what, after a sentence said to a screen reader: " Ana: 8 points." per entry
    // of `points` ([{player, points}]); `nameOf(player)` gives the names.
    function spokenPoints(points, nameOf) {
        let line = "";
        for (const p of points || [])
            //: points won, after a sentence of the event log: "Ana: 8 points" (the log shows "Ana +8")
            line += " " + qsTr("%1: %n point(s).", "", p.points).arg(nameOf(p.player));
        return line;
    }
}
