// SPDX-License-Identifier: GPL-3.0-or-later
// The rules column of the setup screen: one control per rule option of the rules' table
// (RuleOptions.all), in its order: a check box for an on/off option, a heading and a radio
// button per value for the others, each with its "?" help page. The words are
// RuleOptionWords'; the values are those of the record ({tileSet: "base+wheel", ...}).
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Fortuna
import Fortuna.Model
import Fortuna.Help

ColumnLayout {
    id: root

    // The chosen rules, one entry per option.
    required property var rules
    signal ruleChosen(string key, var value)
    signal helpRequested(string page)

    spacing: 4

    Text {
        text: qsTranslate("SetupScreen", "Rules") // the screen's context, as its other words
        font.family: Theme.serif
        font.bold: true
        font.pixelSize: 17
        color: Theme.heading
    }
    Repeater {
        model: RuleOptions.all
        ColumnLayout {
            id: option
            required property var modelData
            readonly property string key: modelData.key
            readonly property var words: RuleOptionWords.words(key)
            Layout.fillWidth: true
            spacing: 4

            RowLayout {
                Layout.fillWidth: true
                SetupCheck {
                    objectName: "option_" + option.key
                    visible: option.modelData.boolean
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: option.words.label
                    checked: root.rules[option.key] === true
                    onToggled: root.ruleChosen(option.key, checked)
                    font.pixelSize: 13
                }
                Text {
                    visible: !option.modelData.boolean
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: option.words.label
                    font.pixelSize: 13
                    font.bold: true
                    color: Theme.ink
                    topPadding: 4
                    wrapMode: Text.Wrap
                }
                RuleHelpButton {
                    tip: qsTranslate("SetupScreen", "Explain this rule")
                    page: option.words.helpPage
                    onClicked: root.helpRequested(page)
                }
            }
            ButtonGroup { id: group }
            Repeater {
                model: option.modelData.choices
                SetupRadio {
                    required property string modelData
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    ButtonGroup.group: group
                    objectName: "option_" + option.key + "_" + modelData
                    text: option.words.choices[modelData]
                    checked: root.rules[option.key] === modelData
                    onToggled: root.ruleChosen(option.key, modelData)
                    font.pixelSize: 13
                }
            }
        }
    }
}
