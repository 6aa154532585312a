// SPDX-License-Identifier: GPL-3.0-or-later
// The rules help: a list of pages on the left, the open page on the right.
//   import Fortuna.Help
//   HelpView {
//       rules: controller.options.rules                        // {tileSet, fortuneTeller, famine, ...}
//       symbolDelegate: Component { SectorSymbol {} }  // gets `sector` (0..5) set
//       onCloseRequested: drawer.close()
//   }
//   help.open("taxes")
// Keyboard: Up/Down (Home/End) choose a page in the list; Enter or Right moves into the
// page, where Up/Down/PageUp/PageDown/Home/End scroll and Left goes back to the list;
// Tab reaches the "See also" links; Escape asks to close.
import QtQuick
import QtQuick.Controls
import Fortuna.Art

FocusScope {
    id: root

    // Crown spaces per sector (rules.md §2), kept as data.
    readonly property var crownSpaces: [1, 2, 1, 2, 1, 2]
    readonly property int currentIndex: indexOf(currentPageId)

    // The open page (one of pageIds).
    property string currentPageId: "overview"
    readonly property int currentSector: sectorOf(currentPageId)
    readonly property string currentTitle: titleOf(currentPageId)
    readonly property var pageIds: ["overview", "setup", "turn", "wheel", "fortune", "taxes", "famine", "storm", "inquisition", "plague", "crowns", "fortuneteller", "scoring", "options"]

    // The loaded page item (for tests and for the game screen).
    readonly property Item pageItem: pageLoader.item
    // How far the open page is scrolled down, in pixels.
    property alias pageScroll: flick.contentY

    // Rule options in force, keyed as in the record (GameController.rules, or the setup's);
    // the pages adapt their text.
    property var rules: ({})
    // The six sector pages, by sector (Fortune, Taxes, Famine, Storm, Inquisition, Plague).
    readonly property var sectorPageIds: pageIds.slice(4, 10)

    // Draws a sector symbol; its root object should have `property int sector`, which the
    // view sets to 0..5 (Fortune, Taxes, Famine, Storm, Inquisition, Plague). Without it
    // the help draws its own emblem.
    property Component symbolDelegate: null

    signal closeRequested

    function focusList() {
        side.pageList.forceActiveFocus();
    }
    // Moves keyboard focus into the page text.
    function focusPage() {
        flick.forceActiveFocus();
    }
    function groupOf(index) {
        return index < 4 ? qsTr("Basics") : index < 10 ? qsTr("The six wheel events") : qsTr("More rules");
    }
    function indexOf(pageId) {
        return pageIds.indexOf(pageId);
    }

    // Opens a page by id; returns false for an unknown id.
    function open(pageId) {
        const index = indexOf(pageId);
        if (index < 0)
            return false;
        currentPageId = pageId;
        side.pageList.currentIndex = index;    // the list's own key handling replaces its binding
        flick.contentY = 0;
        return true;
    }
    function sectorOf(pageId) {
        return sectorPageIds.indexOf(pageId);
    }
    function sectorPageId(sector) {
        return sectorPageIds[sector] || "wheel";
    }
    function titleOf(pageId) {
        switch (pageId) {
        case "overview":
            return qsTr("The game in one screen");
        case "setup":
            return qsTr("Setting up");
        case "turn":
            return qsTr("A turn");
        case "wheel":
            return qsTr("Wheel tiles and the pig");
        case "fortune":
            return qsTr("Fortune");
        case "taxes":
            return qsTr("Taxes");
        case "famine":
            return qsTr("Famine");
        case "storm":
            return qsTr("Storm");
        case "inquisition":
            return qsTr("Inquisition");
        case "plague":
            return qsTr("Plague");
        case "crowns":
            return qsTr("Crown spaces");
        case "fortuneteller":
            return qsTr("The Fortune Teller");
        case "scoring":
            return qsTr("Scoring at a glance");
        case "options":
            return qsTr("Rule options");
        }
        return "";
    }

    Accessible.name: qsTr("Rules help")
    Accessible.role: Accessible.Pane
    implicitHeight: 640
    implicitWidth: 960

    Keys.onEscapePressed: root.closeRequested()

    FontMetrics {
        id: bodyMetrics
        font.pixelSize: 15
    }
    Rectangle {
        anchors.fill: parent
        color: Theme.parchmentPage
    }

    // ---- the list of pages ----
    HelpPageList {
        id: side
        help: root
    }

    // ---- the page ----
    Flickable {
        id: flick
        function scrollBy(dy) {
            contentY = Math.max(0, Math.min(contentHeight - height, contentY + dy));
        }

        Accessible.name: root.currentTitle
        Accessible.role: Accessible.Document
        activeFocusOnTab: true
        anchors.bottom: parent.bottom
        anchors.left: side.right
        anchors.right: parent.right
        anchors.top: parent.top
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        contentHeight: page.height + 64
        contentWidth: width

        ScrollBar.vertical: ScrollBar {
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        Keys.onDownPressed: scrollBy(40)
        Keys.onLeftPressed: root.focusList()
        Keys.onPressed: event => {
            if (event.key === Qt.Key_PageUp) {
                scrollBy(-(height - 60));
            } else if (event.key === Qt.Key_PageDown || event.key === Qt.Key_Space) {
                scrollBy(height - 60);
            } else if (event.key === Qt.Key_Home) {
                contentY = 0;
            } else if (event.key === Qt.Key_End) {
                scrollBy(contentHeight);
            } else {
                return;
            }
            event.accepted = true;
        }
        Keys.onUpPressed: scrollBy(-40)

        Rectangle {
            border.color: Theme.gold
            border.width: 2
            color: "transparent"
            height: flick.height - 8
            radius: 6
            // focus frame of the page area
            visible: flick.activeFocus
            width: flick.width - 8
            x: 4
            y: flick.contentY + 4
        }
        Column {
            id: page
            spacing: 14
            // 60-75 characters a line: about 68 average characters of the body font.
            width: Math.min(flick.width - 2 * 36, Math.round(bodyMetrics.averageCharacterWidth * 68))
            x: 36
            y: 28

            Row {
                id: titleRow
                spacing: 16
                width: parent.width

                Loader {
                    id: symbolLoader
                    active: root.currentSector >= 0
                    height: 72
                    sourceComponent: root.symbolDelegate ? root.symbolDelegate : emblem
                    visible: active
                    width: active ? 72 : 0

                    onLoaded: {
                        if ("sector" in item)
                            item.sector = Qt.binding(() => root.currentSector);
                    }
                }
                Column {
                    anchors.verticalCenter: parent.verticalCenter
                    spacing: 2
                    width: parent.width - symbolLoader.width - (symbolLoader.active ? titleRow.spacing : 0)

                    Text {
                        id: caption
                        color: Theme.bronze
                        font.bold: true
                        font.capitalization: Font.AllUppercase
                        font.letterSpacing: 0.8
                        font.pixelSize: 12
                        text: qsTr("Wheel event %1 of 6").arg(root.currentSector + 1)
                        visible: root.currentSector >= 0
                        width: parent.width
                    }
                    Text {
                        id: heading
                        Accessible.name: text
                        Accessible.role: Accessible.Heading
                        color: Theme.woodMid
                        font.bold: true
                        font.family: "DejaVu Serif"
                        font.pixelSize: 28
                        objectName: "pageHeading"
                        text: root.currentTitle
                        width: parent.width
                        wrapMode: Text.Wrap
                    }
                }
            }
            Rectangle {
                color: Theme.gold
                height: 2
                width: parent.width
            }
            Loader {
                id: pageLoader

                readonly property var pageComponents: [overviewPage, setupPage, turnPage, wheelPage, fortunePage, taxesPage, faminePage, stormPage, inquisitionPage, plaguePage, crownsPage, fortuneTellerPage, scoringPage, optionsPage]

                sourceComponent: pageComponents[root.currentIndex] ?? null
                width: parent.width

                onLoaded: {
                    item.width = Qt.binding(() => pageLoader.width);
                    item.rules = Qt.binding(() => root.rules);
                    item.symbolDelegate = Qt.binding(() => root.symbolDelegate);
                    item.sectorNames = Qt.binding(() => [0, 1, 2, 3, 4, 5].map(i => root.titleOf(root.pageIds[4 + i])));
                }
            }

            // The crown spaces of an event's sector, from the table.
            HelpBox {
                kind: HelpBox.Note
                title: qsTr("Crown spaces")
                visible: root.currentSector >= 0

                HelpText {
                    text: root.crownSpaces[root.currentSector] === 1 ? qsTr("This sector has one crown space. When the pig stops here, after the event, a follower standing on it scores 3 points and goes back to its owner.") : qsTr("This sector has two crown spaces. When the pig stops here, after the event, a follower alone on them scores 6 points; two followers score 3 points each. Then they go back to their owners.")
                }
            }
            Column {
                id: seeAlso
                spacing: 8
                topPadding: 6
                visible: links.count > 0
                width: parent.width

                Text {
                    Accessible.name: text
                    Accessible.role: Accessible.Heading
                    color: Theme.woodLight
                    font.bold: true
                    font.pixelSize: 14
                    text: qsTr("See also")
                }
                Flow {
                    spacing: 8
                    width: parent.width

                    Repeater {
                        id: links
                        model: root.pageItem ? root.pageItem.seeAlso : []

                        HelpLink {
                            required property string modelData

                            text: root.titleOf(modelData)

                            onActivated: {
                                root.open(modelData);
                                root.focusPage();
                            }
                        }
                    }
                }
            }
        }
    }
    Component {
        id: emblem
        SectorEmblem {
        }
    }
    Component {
        id: overviewPage
        OverviewPage {
        }
    }
    Component {
        id: setupPage
        SetupPage {
        }
    }
    Component {
        id: turnPage
        TurnPage {
        }
    }
    Component {
        id: wheelPage
        WheelPage {
        }
    }
    Component {
        id: fortunePage
        FortunePage {
        }
    }
    Component {
        id: taxesPage
        TaxesPage {
        }
    }
    Component {
        id: faminePage
        FaminePage {
        }
    }
    Component {
        id: stormPage
        StormPage {
        }
    }
    Component {
        id: inquisitionPage
        InquisitionPage {
        }
    }
    Component {
        id: plaguePage
        PlaguePage {
        }
    }
    Component {
        id: crownsPage
        CrownsPage {
        }
    }
    Component {
        id: fortuneTellerPage
        FortuneTellerPage {
        }
    }
    Component {
        id: scoringPage
        ScoringPage {
        }
    }
    Component {
        id: optionsPage
        OptionsPage {
        }
    }
}
