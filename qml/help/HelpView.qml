// SPDX-License-Identifier: GPL-3.0-or-later
// The rules help: a list of pages on the left, the open page on the right.
//
//   import Fortuna.Help
//   HelpView {
//       rules: controller.rules                        // {tileSet, fortuneTeller, famine, ...}
//       symbolDelegate: Component { SectorSymbol {} }  // gets `sector` (0..5) set
//       onCloseRequested: drawer.close()
//   }
//   help.open("taxes")
//
// Keyboard: Up/Down (Home/End) choose a page in the list; Enter or Right moves into the
// page, where Up/Down/PageUp/PageDown/Home/End scroll and Left goes back to the list;
// Tab reaches the "See also" links; Escape asks to close.
import QtQuick
import QtQuick.Controls
import Fortuna.Art

FocusScope {
    id: root

    // Rule options in force, keyed as in the record (GameController.rules, or the setup's);
    // the pages adapt their text.
    property var rules: ({})

    // Draws a sector symbol; its root object should have `property int sector`, which the
    // view sets to 0..5 (Fortune, Taxes, Famine, Storm, Inquisition, Plague). Without it
    // the help draws its own emblem.
    property Component symbolDelegate: null

    // The open page (one of pageIds).
    property string currentPageId: "overview"
    readonly property int currentIndex: indexOf(currentPageId)
    readonly property string currentTitle: titleOf(currentPageId)
    readonly property int currentSector: sectorOf(currentPageId)

    readonly property var pageIds: ["overview", "setup", "turn", "wheel",
        "fortune", "taxes", "famine", "storm", "inquisition", "plague",
        "crowns", "fortuneteller", "scoring", "options"]

    // Crown spaces per sector (rules.md §2), kept as data.
    readonly property var crownSpaces: [1, 2, 1, 2, 1, 2]

    // The loaded page item (for tests and for the game screen).
    readonly property Item pageItem: pageLoader.item
    // How far the open page is scrolled down, in pixels.
    property alias pageScroll: flick.contentY

    signal closeRequested()

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
    function indexOf(pageId) { return pageIds.indexOf(pageId); }
    // The six sector pages, by sector (Fortune, Taxes, Famine, Storm, Inquisition, Plague).
    readonly property var sectorPageIds: pageIds.slice(4, 10)
    function sectorOf(pageId) { return sectorPageIds.indexOf(pageId); }
    function sectorPageId(sector) { return sectorPageIds[sector] || "wheel"; }
    function titleOf(pageId) {
        switch (pageId) {
        case "overview": return qsTr("The game in one screen");
        case "setup": return qsTr("Setting up");
        case "turn": return qsTr("A turn");
        case "wheel": return qsTr("Wheel tiles and the pig");
        case "fortune": return qsTr("Fortune");
        case "taxes": return qsTr("Taxes");
        case "famine": return qsTr("Famine");
        case "storm": return qsTr("Storm");
        case "inquisition": return qsTr("Inquisition");
        case "plague": return qsTr("Plague");
        case "crowns": return qsTr("Crown spaces");
        case "fortuneteller": return qsTr("The Fortune Teller");
        case "scoring": return qsTr("Scoring at a glance");
        case "options": return qsTr("Rule options");
        }
        return "";
    }
    function groupOf(index) {
        return index < 4 ? qsTr("Basics") : index < 10 ? qsTr("The six wheel events") : qsTr("More rules");
    }
    // Moves keyboard focus into the page text.
    function focusPage() { flick.forceActiveFocus(); }
    function focusList() { side.pageList.forceActiveFocus(); }

    implicitWidth: 960
    implicitHeight: 640
    Accessible.role: Accessible.Pane
    Accessible.name: qsTr("Rules help")

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
        anchors.left: side.right
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.bottom: parent.bottom
        clip: true
        contentWidth: width
        contentHeight: page.height + 64
        boundsBehavior: Flickable.StopAtBounds
        activeFocusOnTab: true
        Accessible.role: Accessible.Document
        Accessible.name: root.currentTitle

        ScrollBar.vertical: ScrollBar {
            policy: flick.contentHeight > flick.height ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
        }

        function scrollBy(dy) {
            contentY = Math.max(0, Math.min(contentHeight - height, contentY + dy));
        }
        Keys.onUpPressed: scrollBy(-40)
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

        Rectangle {
            // focus frame of the page area
            visible: flick.activeFocus
            x: 4
            y: flick.contentY + 4
            width: flick.width - 8
            height: flick.height - 8
            color: "transparent"
            radius: 6
            border.width: 2
            border.color: Theme.gold
        }

        Column {
            id: page
            // 60-75 characters a line: about 68 average characters of the body font.
            width: Math.min(flick.width - 2 * 36, Math.round(bodyMetrics.averageCharacterWidth * 68))
            x: 36
            y: 28
            spacing: 14

            Row {
                id: titleRow
                spacing: 16
                width: parent.width

                Loader {
                    id: symbolLoader
                    active: root.currentSector >= 0
                    visible: active
                    width: active ? 72 : 0
                    height: 72
                    sourceComponent: root.symbolDelegate ? root.symbolDelegate : emblem
                    onLoaded: {
                        if ("sector" in item)
                            item.sector = Qt.binding(() => root.currentSector);
                    }
                }
                Column {
                    anchors.verticalCenter: parent.verticalCenter
                    width: parent.width - symbolLoader.width - (symbolLoader.active ? titleRow.spacing : 0)
                    spacing: 2

                    Text {
                        id: caption
                        visible: root.currentSector >= 0
                        width: parent.width
                        text: qsTr("Wheel event %1 of 6").arg(root.currentSector + 1)
                        font.pixelSize: 12
                        font.bold: true
                        font.letterSpacing: 0.8
                        font.capitalization: Font.AllUppercase
                        color: Theme.bronze
                    }
                    Text {
                        id: heading
                        objectName: "pageHeading"
                        width: parent.width
                        text: root.currentTitle
                        wrapMode: Text.Wrap
                        font.family: "DejaVu Serif"
                        font.pixelSize: 28
                        font.bold: true
                        color: Theme.woodMid
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                    }
                }
            }

            Rectangle {
                width: parent.width
                height: 2
                color: Theme.gold
            }

            Loader {
                id: pageLoader
                width: parent.width
                sourceComponent: pageComponents[root.currentIndex] ?? null
                readonly property var pageComponents: [overviewPage, setupPage, turnPage, wheelPage,
                    fortunePage, taxesPage, faminePage, stormPage, inquisitionPage, plaguePage,
                    crownsPage, fortuneTellerPage, scoringPage, optionsPage]
                onLoaded: {
                    item.width = Qt.binding(() => pageLoader.width);
                    item.rules = Qt.binding(() => root.rules);
                    item.symbolDelegate = Qt.binding(() => root.symbolDelegate);
                    item.sectorNames = Qt.binding(() => [0, 1, 2, 3, 4, 5].map(i => root.titleOf(root.pageIds[4 + i])));
                }
            }

            // The crown spaces of an event's sector, from the table.
            HelpBox {
                visible: root.currentSector >= 0
                kind: HelpBox.Note
                title: qsTr("Crown spaces")
                HelpText {
                    text: root.crownSpaces[root.currentSector] === 1
                          ? qsTr("This sector has one crown space. When the pig stops here, after the event, a follower standing on it scores 3 points and goes back to its owner.")
                          : qsTr("This sector has two crown spaces. When the pig stops here, after the event, a follower alone on them scores 6 points; two followers score 3 points each. Then they go back to their owners.")
                }
            }

            Column {
                id: seeAlso
                visible: links.count > 0
                width: parent.width
                spacing: 8
                topPadding: 6

                Text {
                    text: qsTr("See also")
                    font.pixelSize: 14
                    font.bold: true
                    color: Theme.woodLight
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                }
                Flow {
                    width: parent.width
                    spacing: 8
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

    Component { id: emblem; SectorEmblem {} }

    Component { id: overviewPage; OverviewPage {} }
    Component { id: setupPage; SetupPage {} }
    Component { id: turnPage; TurnPage {} }
    Component { id: wheelPage; WheelPage {} }
    Component { id: fortunePage; FortunePage {} }
    Component { id: taxesPage; TaxesPage {} }
    Component { id: faminePage; FaminePage {} }
    Component { id: stormPage; StormPage {} }
    Component { id: inquisitionPage; InquisitionPage {} }
    Component { id: plaguePage; PlaguePage {} }
    Component { id: crownsPage; CrownsPage {} }
    Component { id: fortuneTellerPage; FortuneTellerPage {} }
    Component { id: scoringPage; ScoringPage {} }
    Component { id: optionsPage; OptionsPage {} }
}
