// SPDX-License-Identifier: GPL-3.0-or-later
// The seats of the setup screen, in turn order: {name, color, level} ("" for a human, else
// the computer's level). 2 to 5 seats; every seat has its own colour.
import QtQuick
import Fortuna

ListModel {
    id: seats

    // A language switch renames the seats that still have their default name.
    property string appliedTemplate

    // The name of seat i when none is typed ("Player %1": the seat's number), translated by
    // the setup screen.
    property string nameTemplate
    property int revision: 0 // bumped when seats change, for takenBy
    // The default name in English, the source language: a seat named so has its default name
    // in any language (a setup remembered by an older version or in another language).
    readonly property string sourceTemplate: "Player %1"
    // Colour name -> the name of the seat that has it.
    readonly property var takenBy: {
        revision;
        const map = {};
        for (let i = 0; i < count; ++i)
            map[get(i).color] = get(i).name;
        return map;
    }

    function addSeat() {
        if (count >= 5)
            return;
        append({
                "name": defaultName(count),
                "color": freeColor(),
                "level": count === 0 ? "" : "normal"
            });
        revision++;
    }
    function defaultName(i) {
        return nameTemplate.arg(i + 1);
    }
    function freeColor() {
        for (const c of Theme.colorNames) {
            let used = false;
            for (let i = 0; i < count; ++i)
                used = used || get(i).color === c;
            if (!used)
                return c;
        }
        return "";
    }
    // Whether `name` is seat i's default name (in this language, the one before or English).
    function isDefault(name, i) {
        return name === nameTemplate.arg(i + 1) || appliedTemplate.length > 0 && name === appliedTemplate.arg(i + 1) || name === sourceTemplate.arg(i + 1);
    }
    function pickColor(i, color) {
        const mine = get(i).color;
        for (let k = 0; k < count; ++k) {
            if (k !== i && get(k).color === color)
                setProperty(k, "color", mine);
        }
        setProperty(i, "color", color);
        revision++;
    }
    function removeSeat(i) {
        if (count <= 2)
            return;
        remove(i);
        revision++;
    }

    onNameTemplateChanged: {
        if (appliedTemplate.length > 0) {
            for (let i = 0; i < count; ++i) {
                if (isDefault(get(i).name, i))
                    setProperty(i, "name", nameTemplate.arg(i + 1));
            }
            revision++;
        }
        appliedTemplate = nameTemplate;
    }
}
