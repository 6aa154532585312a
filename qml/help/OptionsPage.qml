// SPDX-License-Identifier: GPL-3.0-or-later
// Help page "options": the rule options of a new game and what each changes, one section per
// option of the rules' table, in its order (the words: RuleOptionWords).
import QtQuick

HelpPage {
    id: root
    seeAlso: ["setup", "famine", "fortuneteller"]

    HelpText {
        text: qsTr("These options are chosen when a new game is set up and stay the same for the whole game.")
    }
    HelpBox {
        kind: HelpBox.InThisGame

        Repeater {
            model: RuleOptionWords.keys

            HelpBullet {
                required property string modelData

                objectName: "inThisGame_" + modelData
                text: RuleOptionWords.words(modelData).inThisGame[String(root.rules[modelData])] ?? ""
            }
        }
    }
    Repeater {
        model: RuleOptionWords.keys

        Column {
            id: section

            required property string modelData
            readonly property var words: RuleOptionWords.words(modelData)

            spacing: root.spacing
            width: root.width

            HelpHeading {
                text: section.words.heading
            }
            Repeater {
                model: section.words.explained

                Loader {
                    required property var modelData

                    sourceComponent: modelData.bullet ? bulletComponent : textComponent
                    width: section.width

                    Component {
                        id: bulletComponent
                        HelpBullet {
                            text: modelData.text
                        }
                    }
                    Component {
                        id: textComponent
                        HelpText {
                            text: modelData.text
                        }
                    }
                }
            }
        }
    }
}
