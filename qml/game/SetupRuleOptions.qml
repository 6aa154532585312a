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

    signal helpRequested(string page)
    signal ruleChosen(string key, var value)

    spacing: 4

    Text {
        color: Theme.heading
        font.bold: true
        font.family: Theme.serif
        font.pixelSize: 17
        text: qsTranslate("SetupScreen", "Rules") // the screen's context, as its other words
    }
    Repeater {
        model: RuleOptions.all

        ColumnLayout {
            id: option

            readonly property string key: modelData.key
            required property var modelData
            readonly property var words: RuleOptionWords.words(key)

            Layout.fillWidth: true
            spacing: 4

            // as SetupRadio: the settled height once the column's layout pass is over
            onImplicitHeightChanged: Qt.callLater(() => Layout.preferredHeight = implicitHeight)

            RowLayout {
                Layout.fillWidth: true

                SetupCheck {
                    Layout.fillWidth: true
                    checked: root.rules[option.key] === true
                    font.pixelSize: 13
                    objectName: "option_" + option.key
                    text: option.words.label
                    visible: option.modelData.boolean

                    onToggled: root.ruleChosen(option.key, checked)
                }
                Text {
                    Layout.fillWidth: true
                    color: Theme.ink
                    font.bold: true
                    font.pixelSize: 13
                    text: option.words.label
                    topPadding: 4
                    visible: !option.modelData.boolean
                    wrapMode: Text.Wrap
                }
                RuleHelpButton {
                    //: %1: the rule's label ("The Fortune Teller (8 tiles with a tent)"): four such buttons must not read the same
                    Accessible.name: qsTranslate("SetupScreen", "Explain this rule: %1").arg(option.words.label)
                    page: option.words.helpPage
                    tip: qsTranslate("SetupScreen", "Explain this rule")

                    onClicked: root.helpRequested(page)
                }
            }
            ButtonGroup {
                id: group
            }
            Repeater {
                model: option.modelData.choices

                SetupRadio {
                    required property string modelData

                    ButtonGroup.group: group
                    Layout.fillWidth: true
                    checked: root.rules[option.key] === modelData
                    font.pixelSize: 13
                    objectName: "option_" + option.key + "_" + modelData
                    text: option.words.choices[modelData]

                    onToggled: root.ruleChosen(option.key, modelData)
                }
            }
        }
    }
}
