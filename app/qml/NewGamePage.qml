// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// A new game: the variant, the opponent (the computer, or a second player on this computer),
// the side you play and the computer's level (or whether the board turns for the side to move),
// and where the game starts (the standard position, a position as FEN, or a game from a PDN file).
Page {
    id: root

    required property GameController controller
    property string variant: Preferences.variant
    property int side: Preferences.side
    property int level: Preferences.level
    property bool twoPlayers: Preferences.twoPlayers
    property int start: 0 // 0 standard, 1 FEN, 2 PDN file
    // The game chosen among the file's games, and how the page names it.
    property int pdnRow: -1
    property string pdnGameName
    property string error
    // The FEN field's text (the board editor fills it in).
    property alias fenText: fenField.text

    signal started
    signal backRequested

    function levelName(level) {
        if (level <= 2)
            return qsTr("Beginner");
        if (level <= 4)
            return qsTr("Casual");
        if (level <= 6)
            return qsTr("Club player");
        if (level <= 8)
            return qsTr("Strong");
        return qsTr("Full strength");
    }
    function begin() {
        if (!Startup.quiet) {
            Preferences.variant = variant;
            Preferences.side = side;
            Preferences.level = level;
            Preferences.twoPlayers = twoPlayers;
        }
        if (start === 2)
            error = root.pdnRow >= 0 ? "" : qsTr("Choose a PDN file first.");
        else
            error = controller.fenProblem(variant, start === 1 ? fenField.text : "");
        if (error.length === 0)
            replaceGame.ask(qsTr("A new game starts with the choices on this page."), startChosen);
    }
    function startChosen() {
        if (start === 2)
            error = controller.openPdnGame(chooser.games, root.pdnRow, variant, root.twoPlayers ? 0 : side, level, root.twoPlayers);
        else
            error = controller.newGame(variant, root.twoPlayers ? 0 : side, level, start === 1 ? fenField.text : "", root.twoPlayers);
        if (error.length === 0)
            started();
    }

    title: qsTr("New game")
    // The text grows with a large window, as on the lesson page (at most half as large again).
    font.pixelSize: Math.round(14 * Math.max(1, Math.min(1.5, Math.min(width / 1280, height / 800))))
    background: Rectangle {
        color: Theme.window
    }
    header: ToolBar {
        implicitHeight: Math.round(root.font.pixelSize * 3.4)
        background: Rectangle {
            color: Theme.window
        }
        RowLayout {
            anchors.fill: parent
            anchors.margins: 6
            ToolButton {
                text: qsTr("‹ Back")
                onClicked: root.backRequested()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("New game")
                font.pixelSize: Math.round(root.font.pixelSize * 1.45)
                font.bold: true
                color: Theme.text
            }
        }
    }

    // The Start button and the error line sit below the choices, always in view, whatever the
    // window's height and whichever start is chosen.
    footer: Pane {
        background: Rectangle {
            color: Theme.window
        }
        RowLayout {
            width: Math.min(parent.width, root.font.pixelSize * 52)
            x: (parent.width - width) / 2
            spacing: Theme.spacing

            // Room for three lines is kept, so the Start button stays where it is when an
            // error comes and goes.
            Label {
                id: errorLabel

                objectName: "errorLabel"
                Layout.fillWidth: true
                Layout.preferredHeight: errorMetrics.lineSpacing * 3
                text: root.error
                color: Theme.problem
                wrapMode: Text.WordWrap
                maximumLineCount: 3
                elide: Text.ElideRight
                verticalAlignment: Text.AlignTop

                FontMetrics {
                    id: errorMetrics

                    font: errorLabel.font
                }
            }
            Button {
                id: startButton

                objectName: "startButton"
                Layout.alignment: Qt.AlignRight | Qt.AlignTop
                text: qsTr("Start the game")
                padding: Theme.spacing
                font.bold: true
                onClicked: root.begin()
                contentItem: Label {
                    text: startButton.text
                    font: startButton.font
                    color: Theme.accentText
                    horizontalAlignment: Text.AlignHCenter
                }
                background: Rectangle {
                    implicitWidth: 180
                    radius: Theme.radius
                    color: startButton.down ? Qt.darker(Theme.accentFill, 1.2) : Theme.accentFill
                    border.color: startButton.visualFocus ? Theme.cursor : Theme.accentFill
                    border.width: startButton.visualFocus ? 2 : 1
                }
            }
        }
    }

    ScrollView {
        id: scroll

        objectName: "newGameScroll"
        anchors.fill: parent
        contentWidth: availableWidth
        // In sight while the window hides some of the choices.
        ScrollBar.vertical.policy: Theme.barPolicy(availableHeight, contentHeight)

        ColumnLayout {
            width: Math.min(scroll.availableWidth - 2 * Theme.spacing, root.font.pixelSize * 52)
            x: (scroll.availableWidth - width) / 2
            spacing: Theme.spacing

            Label {
                text: qsTr("Variant")
                font.bold: true
                color: Theme.text
            }
            GridLayout {
                Layout.fillWidth: true
                // From the scrolled width, not the grid's own: read from its own width, the
                // count could settle at one column of squeezed cards when the page was short
                // (two players, fewer settings).
                columns: scroll.availableWidth - 2 * Theme.spacing > 560 ? 2 : 1
                columnSpacing: Theme.spacing
                rowSpacing: Theme.spacing
                Repeater {
                    model: {
                        Language.current;
                        return VariantCatalog.variants();
                    }
                    delegate: ItemDelegate {
                        id: card

                        required property var modelData
                        readonly property bool chosen: root.variant === modelData.id

                        objectName: "variant_" + modelData.id
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        Accessible.role: Accessible.RadioButton
                        Accessible.name: modelData.name
                        Accessible.description: modelData.summary
                        Accessible.checkable: true
                        Accessible.checked: chosen
                        padding: Theme.spacing
                        onClicked: root.variant = modelData.id
                        contentItem: ColumnLayout {
                            spacing: 4
                            Label {
                                Layout.fillWidth: true
                                text: card.modelData.name
                                font.bold: true
                                color: card.chosen ? Theme.accentText : Theme.text
                            }
                            Label {
                                Layout.fillWidth: true
                                text: card.modelData.summary
                                wrapMode: Text.WordWrap
                                color: card.chosen ? Theme.accentText : Theme.mutedText
                            }
                            Item {
                                Layout.fillHeight: true
                            }
                        }
                        background: Rectangle {
                            radius: Theme.radius
                            color: card.chosen ? Theme.accentFill : Theme.panel
                            border.color: card.visualFocus ? Theme.cursor : Theme.panelBorder
                            border.width: card.visualFocus ? 2 : 1
                        }
                    }
                }
            }

            Label {
                text: qsTr("Opponent")
                font.bold: true
                color: Theme.text
            }
            RowLayout {
                spacing: Theme.spacing
                RadioButton {
                    objectName: "opponentComputer"
                    palette.window: Theme.choiceRing
                    text: qsTr("The computer")
                    checked: !root.twoPlayers
                    onClicked: root.twoPlayers = false
                }
                RadioButton {
                    objectName: "opponentPlayer"
                    palette.window: Theme.choiceRing
                    text: qsTr("A second player on this computer")
                    checked: root.twoPlayers
                    onClicked: root.twoPlayers = true
                }
            }
            CheckBox {
                objectName: "turnBoardBox"
                palette.window: Theme.choiceRing
                visible: root.twoPlayers
                text: qsTr("Turn the board for the side to move")
                checked: Preferences.turnBoard
                onToggled: {
                    if (!Startup.quiet)
                        Preferences.turnBoard = checked;
                }
            }

            Label {
                visible: !root.twoPlayers
                text: qsTr("You play")
                font.bold: true
                color: Theme.text
            }
            RowLayout {
                visible: !root.twoPlayers
                spacing: Theme.spacing
                RadioButton {
                    objectName: "sideWhite"
                    palette.window: Theme.choiceRing
                    text: qsTr("White")
                    checked: root.side === 0
                    onClicked: root.side = 0
                }
                RadioButton {
                    objectName: "sideBlack"
                    palette.window: Theme.choiceRing
                    text: qsTr("Black")
                    checked: root.side === 1
                    onClicked: root.side = 1
                }
                RadioButton {
                    objectName: "sideRandom"
                    palette.window: Theme.choiceRing
                    text: qsTr("Random")
                    checked: root.side === 2
                    onClicked: root.side = 2
                }
            }

            Label {
                visible: !root.twoPlayers
                text: qsTr("Computer level: %1 (%2)").arg(root.level).arg(root.levelName(root.level))
                font.bold: true
                color: Theme.text
            }
            Slider {
                objectName: "levelSlider"
                visible: !root.twoPlayers
                Layout.fillWidth: true
                from: 1
                to: 10
                stepSize: 1
                snapMode: Slider.SnapAlways
                value: root.level
                Accessible.name: qsTr("Computer level")
                onMoved: root.level = value
            }

            RowLayout {
                visible: !root.twoPlayers
                spacing: Theme.spacing
                Label {
                    text: qsTr("Time per move")
                    color: Theme.text
                }
                ComboBox {
                    id: timeBox

                    objectName: "timeBox"
                    readonly property var times: [1000, 2000, 5000, 10000, 30000]
                    model: times.map(ms => qsTr("%1 s").arg(ms / 1000))
                    currentIndex: Math.max(0, times.indexOf(Preferences.moveTime))
                    Accessible.name: qsTr("Time per move")
                    onActivated: index => {
                        if (!Startup.quiet)
                            Preferences.moveTime = times[index];
                    }
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Level 10 uses all of it; lower levels answer sooner.")
                    color: Theme.mutedText
                    wrapMode: Text.WordWrap
                }
            }

            Label {
                text: qsTr("Start from")
                font.bold: true
                color: Theme.text
            }
            ColumnLayout {
                Layout.fillWidth: true
                RadioButton {
                    objectName: "startStandard"
                    palette.window: Theme.choiceRing
                    text: qsTr("The standard starting position")
                    checked: root.start === 0
                    onClicked: root.start = 0
                }
                RadioButton {
                    objectName: "startFen"
                    palette.window: Theme.choiceRing
                    text: qsTr("A position (FEN)")
                    checked: root.start === 1
                    onClicked: root.start = 1
                }
                RowLayout {
                    Layout.fillWidth: true
                    Layout.leftMargin: 32
                    visible: root.start === 1
                    TextField {
                        id: fenField

                        objectName: "fenField"
                        Layout.fillWidth: true
                        placeholderText: qsTr("For example %1").arg(VariantCatalog.exampleFen(root.variant))
                        Accessible.name: qsTr("Position as FEN")
                        selectByMouse: true
                        onAccepted: root.begin()
                        // A new text deserves a new verdict.
                        onTextChanged: root.error = ""
                    }
                    Button {
                        text: qsTr("Paste")
                        onClicked: {
                            fenField.clear();
                            fenField.paste();
                        }
                    }
                }
                RadioButton {
                    objectName: "startPdn"
                    palette.window: Theme.choiceRing
                    text: qsTr("A game from a PDN file (it goes on from its last move)")
                    checked: root.start === 2
                    onClicked: root.start = 2
                }
                RowLayout {
                    Layout.fillWidth: true
                    Layout.leftMargin: 32
                    visible: root.start === 2
                    Button {
                        text: qsTr("Choose a file…")
                        onClicked: pdnDialog.show()
                    }
                    Label {
                        Layout.fillWidth: true
                        text: root.pdnRow >= 0 ? root.pdnGameName : qsTr("No file chosen")
                        elide: Text.ElideMiddle
                        color: Theme.mutedText
                    }
                }
            }
            Item {
                implicitHeight: Theme.spacing
            }
        }
    }

    ReplaceGameDialog {
        id: replaceGame

        controller: root.controller
    }

    // The file picker, loaded on first use.
    // (The item is a PdnFileDialog, loaded by URL so that its module loads late.)
    // qmllint disable
    Loader {
        id: pdnDialog

        function show() {
            if (item)
                item.show();
            else
                active = true;
        }

        active: false
        source: "PdnFileDialog.qml"
        onLoaded: item.show()
    }
    Connections {
        target: pdnDialog.item
        function onAccepted() {
            chooser.show(pdnDialog.item.file);
        }
    }
    // qmllint enable
    PdnGameChooser {
        id: chooser

        variant: root.variant
        onChosen: row => {
            const at = chooser.games.index(row, 0);
            const white = chooser.games.data(at, PdnCollection.WhiteRole);
            const black = chooser.games.data(at, PdnCollection.BlackRole);
            root.pdnRow = row;
            root.pdnGameName = qsTr("%1, game %2: %3 – %4").arg(chooser.games.fileName).arg(chooser.games.data(at, PdnCollection.NumberRole)).arg(white.length > 0 ? white : qsTr("White not named")).arg(black.length > 0 ? black : qsTr("Black not named"));
            root.error = "";
        }
    }
}
