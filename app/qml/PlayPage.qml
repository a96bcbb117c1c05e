// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The game: the board, and beside it whose turn it is (or the result), the line that says why
// a move was refused, the draw counts, the moves, a field to type a move, and the game's
// actions (take back, hint, offer a draw, resign, flip, files).
Page {
    id: root

    required property GameController controller
    // The player's own side at the bottom (Black's for a player of Black), unless they turned it;
    // with two players, the first player's side, or the side to move when the board turns.
    property bool turned: Startup.flip || Preferences.flipped
    readonly property int bottomSide: controller.twoPlayers && Preferences.turnBoard ? controller.sideToMove : controller.humanSide
    readonly property bool flipped: (bottomSide === GameController.Black) !== turned

    signal homeRequested
    signal newGameRequested
    // The rules of this game's variant.
    signal rulesRequested
    // The game on the board, analysed by the engine (the Game menu and the result card).
    signal analysisRequested
    // The window goes full screen, or back.
    signal fullScreenRequested

    function flip() {
        turned = !turned;
        if (!Startup.quiet)
            Preferences.flipped = turned;
    }
    // A tooltip's text with the keys that do the same.
    function withKeys(text, keys) {
        return keys.length > 0 ? qsTr("%1 (%2)").arg(text).arg(keys) : text;
    }

    // The games of a PDN file, to choose the one to open.
    function choosePdnGame(url) {
        chooser.show(url);
    }

    title: controller.variantName
    // Text grows with the window, from 13 px at the minimum size to 22 px on a large screen.
    font.pixelSize: Math.round(Math.max(13, Math.min(22, width / 90, height / 50)))
    background: Rectangle {
        color: Theme.window
    }

    // The linter of Qt 6.4 does not know the StandardKey enum: each line that names it switches
    // the linter's unqualified check off for that line alone.
    header: ToolBar {
        implicitHeight: Math.round(root.font.pixelSize * 3.4)
        background: Rectangle {
            color: Theme.window
        }
        RowLayout {
            anchors.fill: parent
            anchors.margins: 4
            HeaderButton {
                objectName: "homeButton"
                text: qsTr("‹ Home")
                onClicked: root.homeRequested()
            }
            Label {
                Layout.fillWidth: true
                text: root.controller.variantName
                font.pixelSize: Math.round(root.font.pixelSize * 1.35)
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            HeaderButton {
                objectName: "newGameButton"
                text: qsTr("New game")
                keys: KeyNames.standard(StandardKey.New) // qmllint disable unqualified
                onClicked: root.newGameRequested()
            }
            HeaderButton {
                objectName: "flipButton"
                text: qsTr("Flip board")
                keys: KeyNames.of(flipKey.sequence)
                onClicked: root.flip()
            }
            HeaderButton {
                id: fileButton

                objectName: "fileButton"
                text: qsTr("Game ▾")
                onClicked: fileMenu.open()
                Menu {
                    id: fileMenu

                    objectName: "gameMenu"
                    // As wide as its longest item (in every language), and opening leftwards
                    // from the button at the window's right edge.
                    width: {
                        let widest = 0;
                        for (let i = 0; i < count; ++i) {
                            const item = itemAt(i);
                            if (item && item.contentItem)
                                widest = Math.max(widest, item.contentItem.implicitWidth + item.leftPadding + item.rightPadding);
                        }
                        return Math.max(widest + leftPadding + rightPadding, 160);
                    }
                    x: fileButton.width - width
                    y: fileButton.height
                    KeyMenuItem {
                        objectName: "saveItem"
                        text: qsTr("Save as PDN…")
                        keys: KeyNames.standard(StandardKey.Save) // qmllint disable unqualified
                        onTriggered: fileDialog.pick(true)
                    }
                    KeyMenuItem {
                        objectName: "openItem"
                        text: qsTr("Open a PDN file…")
                        keys: KeyNames.standard(StandardKey.Open) // qmllint disable unqualified
                        onTriggered: fileDialog.pick(false)
                    }
                    MenuSeparator {
                    }
                    KeyMenuItem {
                        text: qsTr("Copy position (FEN)")
                        onTriggered: {
                            root.controller.copyFen();
                            notice.show(qsTr("The position was copied as FEN."));
                        }
                    }
                    KeyMenuItem {
                        objectName: "pasteFenItem"
                        text: qsTr("New game from a pasted FEN")
                        onTriggered: {
                            const problem = root.controller.clipboardFenProblem();
                            if (problem.length > 0) {
                                openError.show(problem, true);
                                return;
                            }
                            replaceGame.ask(qsTr("The pasted position starts a new game."), () => {
                                    const error = root.controller.pasteFen();
                                    if (error.length > 0)
                                        openError.show(error, true);
                                    else
                                        notice.show(qsTr("A new game starts from the pasted position."));
                                });
                        }
                    }
                    KeyMenuItem {
                        objectName: "analyseItem"
                        text: qsTr("Analyse this game")
                        enabled: root.controller.ply > 0
                        onTriggered: root.analysisRequested()
                    }
                    MenuSeparator {
                    }
                    KeyMenuItem {
                        objectName: "rulesItem"
                        text: qsTr("Rules of %1").arg(root.controller.variantName)
                        keys: KeyNames.standard(StandardKey.HelpContents) // qmllint disable unqualified
                        onTriggered: root.rulesRequested()
                    }
                    KeyMenuItem {
                        objectName: "fullScreenItem"
                        text: qsTr("Full screen")
                        keys: KeyNames.standard(StandardKey.FullScreen) // qmllint disable unqualified
                        onTriggered: root.fullScreenRequested()
                    }
                }
            }
        }
    }

    // The keyboard shortcuts: the platform's standard keys where it has one.
    Shortcut {
        id: newGameKey

        sequences: [StandardKey.New] // qmllint disable unqualified
        onActivated: root.newGameRequested()
    }
    Shortcut {
        id: openKey

        sequences: [StandardKey.Open] // qmllint disable unqualified
        onActivated: fileDialog.pick(false)
    }
    Shortcut {
        id: saveKey

        sequences: [StandardKey.Save] // qmllint disable unqualified
        onActivated: fileDialog.pick(true)
    }
    Shortcut {
        id: takeBackKey

        sequences: [StandardKey.Undo] // qmllint disable unqualified
        enabled: root.controller.canTakeBack
        onActivated: root.controller.takeBack()
    }
    Shortcut {
        id: flipKey

        // No platform key turns a board; R as in "rotate".
        sequence: "Ctrl+R"
        onActivated: root.flip()
    }
    Shortcut {
        id: hintKey

        sequence: "Ctrl+H"
        enabled: root.controller.canHint
        onActivated: root.controller.requestHint()
    }
    Shortcut {
        id: rulesKey

        sequences: [StandardKey.HelpContents] // qmllint disable unqualified
        onActivated: root.rulesRequested()
    }
    Shortcut {
        id: fullScreenKey

        sequences: [StandardKey.FullScreen] // qmllint disable unqualified
        onActivated: root.fullScreenRequested()
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        Board {
            id: board

            objectName: "board"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.minimumWidth: 240
            model: root.controller.board
            input: root.controller
            flipped: root.flipped
            animations: Preferences.animations && !Startup.screenshot
            showTargets: Preferences.showTargets
            focus: true
        }

        // The side panel: its width and text grow with the window. The turn, the move field
        // and the actions always show; the counts scroll when the window is too low for them
        // and the moves.
        // The side panel sits in an item of its own, not straight in the row's layout: Qt 6.4's
        // nested layouts stop updating when a child's height changes during the outer layout's
        // pass (the tables offer's wrapped text then ended under its button, and the turn's
        // pane kept an old height).
        Item {
            Layout.preferredWidth: Math.max(280, Math.min(root.width * 0.36, root.font.pixelSize * 30))
            Layout.fillWidth: false
            Layout.fillHeight: true

            ColumnLayout {
                id: side

                anchors.fill: parent
                spacing: Theme.spacing * 0.75

                // Whose turn, or the result.
                Pane {
                    Layout.fillWidth: true
                    padding: Theme.spacing
                    background: Rectangle {
                        color: root.controller.over ? Theme.accentFill : Theme.panel
                        border.color: Theme.panelBorder
                        radius: Theme.radius
                    }
                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 4
                        RowLayout {
                            visible: !root.controller.over
                            spacing: 8
                            Rectangle {
                                implicitWidth: 16
                                implicitHeight: 16
                                radius: 8
                                color: root.controller.sideToMove === 0 ? "#fbf6e8" : "#2a2624"
                                border.color: "#8c7b5c"
                            }
                            Label {
                                objectName: "turnLabel"
                                Layout.fillWidth: true
                                text: root.controller.twoPlayers ? (root.controller.sideToMove === 0 ? qsTr("White to move") : qsTr("Black to move")) : (root.controller.humanToMove ? qsTr("Your move") : qsTr("The computer's move"))
                                font.bold: true
                                color: Theme.text
                            }
                            BusyIndicator {
                                objectName: "thinkingIndicator"
                                implicitWidth: 28
                                implicitHeight: 28
                                running: root.controller.thinking || root.controller.hinting
                                visible: running
                                Accessible.name: qsTr("The computer is thinking")
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: !root.controller.over
                            text: root.controller.thinking ? (root.controller.thinkingDepth > 0 ? qsTr("Thinking… (depth %1)").arg(root.controller.thinkingDepth) : qsTr("Thinking…")) : (root.controller.twoPlayers ? (root.controller.humanSide === 0 ? qsTr("Two players: Player 1 has White, Player 2 Black.") : qsTr("Two players: Player 1 has Black, Player 2 White.")) : (root.controller.humanSide === 0 ? qsTr("You play White, level %1.") : qsTr("You play Black, level %1.")).arg(root.controller.level))
                            color: Theme.mutedText
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            objectName: "resultTitle"
                            Layout.fillWidth: true
                            visible: root.controller.over
                            text: root.controller.resultTitle
                            font.pixelSize: Math.round(root.font.pixelSize * 1.5)
                            font.bold: true
                            color: Theme.accentText
                        }
                        Label {
                            objectName: "resultLine"
                            Layout.fillWidth: true
                            visible: root.controller.over
                            text: root.controller.resultLine
                            wrapMode: Text.WordWrap
                            color: Theme.accentText
                        }
                        // Why a move was refused, a hint, the answer to a draw offer. Its line
                        // is kept while the game goes on, so the panels below do not jump when a
                        // message comes and goes.
                        Label {
                            id: messageLabel

                            objectName: "messageLabel"
                            Layout.fillWidth: true
                            Layout.minimumHeight: messageMetrics.height
                            visible: !root.controller.over || text.length > 0
                            text: root.controller.message
                            color: root.controller.over ? Theme.accentText : (root.controller.messageIsProblem ? Theme.problem : Theme.accent)
                            font.bold: true
                            wrapMode: Text.WordWrap
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text

                            FontMetrics {
                                id: messageMetrics

                                font: messageLabel.font
                            }
                        }
                        // What to do once the game is over.
                        Flow {
                            Layout.fillWidth: true
                            visible: root.controller.over
                            spacing: 6
                            Button {
                                objectName: "rematchButton"
                                text: qsTr("Rematch")
                                ToolTip.visible: hovered
                                ToolTip.delay: 600
                                ToolTip.text: qsTr("The same game again from the start, the colours swapped")
                                onClicked: root.controller.rematch()
                            }
                            Button {
                                objectName: "saveGameButton"
                                text: qsTr("Save game…")
                                onClicked: fileDialog.pick(true)
                            }
                            Button {
                                objectName: "analyseButton"
                                text: qsTr("Analyse")
                                onClicked: root.analysisRequested()
                            }
                        }
                    }
                }

                ScrollView {
                    id: countsScroll

                    objectName: "countsScroll"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.preferredHeight: counterPanel.implicitHeight
                    Layout.maximumHeight: counterPanel.implicitHeight
                    Layout.minimumHeight: Math.min(counterPanel.implicitHeight, root.font.pixelSize * 7)
                    contentWidth: availableWidth
                    contentHeight: counterPanel.implicitHeight
                    clip: true
                    ScrollBar.vertical.policy: Theme.barPolicy(height, contentHeight)

                    CounterPanel {
                        id: counterPanel

                        objectName: "counterPanel"
                        width: countsScroll.availableWidth
                        counters: root.controller.counters
                    }
                }

                MoveListView {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: root.font.pixelSize * 7
                    Layout.preferredHeight: root.font.pixelSize * 12
                    moves: root.controller.moveList
                    viewedPly: root.controller.viewedPly
                    onPlyChosen: ply => root.controller.viewedPly = ply
                }

                TablesOffer {
                    objectName: "tablesOffer"
                    Layout.fillWidth: true
                    Layout.minimumHeight: implicitHeight
                    variant: root.controller.variant
                    playing: root.controller.active && !root.controller.over
                }

                TextField {
                    id: moveField

                    objectName: "moveField"
                    Layout.fillWidth: true
                    placeholderText: qsTr("Type a move, e.g. %1").arg(root.controller.board.numericNotation ? "32-28" : "c3-d4")
                    enabled: root.controller.humanToMove && !root.controller.viewingHistory
                    Accessible.name: qsTr("Type a move")
                    selectByMouse: true
                    onAccepted: {
                        if (root.controller.enterMove(text).length === 0)
                            clear();
                    }
                }

                GridLayout {
                    Layout.fillWidth: true
                    columns: 2
                    columnSpacing: 6
                    rowSpacing: 6
                    Button {
                        objectName: "takeBackButton"
                        // Equal columns, whatever the language makes of their texts.
                        Layout.preferredWidth: 1
                        Layout.fillWidth: true
                        text: qsTr("Take back")
                        enabled: root.controller.canTakeBack
                        ToolTip.visible: hovered
                        ToolTip.delay: 600
                        ToolTip.text: root.withKeys(qsTr("Take back your last move"),
                            KeyNames.standard(StandardKey.Undo)) // qmllint disable unqualified
                        onClicked: root.controller.takeBack()
                    }
                    Button {
                        objectName: "hintButton"
                        Layout.preferredWidth: 1
                        Layout.fillWidth: true
                        text: qsTr("Hint")
                        enabled: root.controller.canHint
                        ToolTip.visible: hovered
                        ToolTip.delay: 600
                        ToolTip.text: root.withKeys(qsTr("The move the computer would play, and what it expects next"), KeyNames.of(hintKey.sequence))
                        onClicked: root.controller.requestHint()
                    }
                    Button {
                        objectName: "drawButton"
                        Layout.preferredWidth: 1
                        Layout.fillWidth: true
                        text: root.controller.drawOfferArmed ? qsTr("Draw offered") : qsTr("Offer a draw")
                        enabled: root.controller.canOfferDraw
                        onClicked: {
                            if (root.controller.twoPlayers)
                                drawDialog.open();
                            else
                                root.controller.offerDraw();
                        }
                    }
                    Button {
                        objectName: "resignButton"
                        Layout.preferredWidth: 1
                        Layout.fillWidth: true
                        text: qsTr("Resign")
                        enabled: root.controller.canResign
                        onClicked: resignDialog.open()
                    }
                }
            }
        }
    }

    // A short notice at the bottom, for things done (a file saved, a FEN copied).
    ToolTip {
        id: notice

        function show(message) {
            text = message;
            open();
        }

        objectName: "notice"
        x: (root.width - width) / 2
        y: root.height - height - Theme.spacing
        timeout: 4000
    }

    ReplaceGameDialog {
        id: replaceGame

        controller: root.controller
    }
    PdnGameChooser {
        id: chooser

        variant: root.controller.variant
        onChosen: row => replaceGame.ask(qsTr("Opening a game from a file starts a new game."), () => {
                const error = root.controller.openPdnGame(chooser.games, row, root.controller.variant, root.controller.humanSide, root.controller.level, root.controller.twoPlayers);
                if (error.length > 0)
                    openError.show(error);
            })
    }

    Dialog {
        id: resignDialog

        // A set width, the text wrapped to it: a width worked out from the contents looped
        // through the wrapped text and the buttons (a binding loop on implicitWidth).
        width: Math.min(root.width * 0.7, root.font.pixelSize * 32) + leftPadding + rightPadding
        anchors.centerIn: parent
        modal: true
        Overlay.modal: Rectangle {
            color: Theme.scrim
        }
        title: qsTr("Resign this game?")
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: root.controller.resign()
        Label {
            width: Math.min(root.width * 0.7, root.font.pixelSize * 32)
            text: !root.controller.twoPlayers ? qsTr("The computer wins the game. You can still take the resignation back.") : root.controller.sideToMove === 0 ? qsTr("White resigns and Black wins the game. The resignation can still be taken back.") : qsTr("Black resigns and White wins the game. The resignation can still be taken back.")
            wrapMode: Text.WordWrap
        }
    }

    // Two players: the side to move offers a draw, the other answers here.
    Dialog {
        id: drawDialog

        objectName: "drawDialog"
        // A set width, the text wrapped to it: a width worked out from the contents looped
        // through the wrapped text and the buttons (a binding loop on implicitWidth).
        width: Math.min(root.width * 0.7, root.font.pixelSize * 32) + leftPadding + rightPadding
        anchors.centerIn: parent
        modal: true
        Overlay.modal: Rectangle {
            color: Theme.scrim
        }
        title: root.controller.sideToMove === 0 ? qsTr("White offers a draw") : qsTr("Black offers a draw")
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: root.controller.answerDrawOffer(true)
        onRejected: root.controller.answerDrawOffer(false)
        Label {
            width: Math.min(root.width * 0.7, root.font.pixelSize * 32)
            text: root.controller.sideToMove === 0 ? qsTr("Black, do you accept the draw?") : qsTr("White, do you accept the draw?")
            wrapMode: Text.WordWrap
        }
    }

    // The file picker, loaded on first use by URL so that its module loads late (the item is a
    // PdnFileDialog).
    // qmllint disable
    Loader {
        id: fileDialog

        property bool saving: false

        function pick(save) {
            saving = save;
            if (item) {
                item.saving = save;
                item.show();
            } else {
                active = true;
            }
        }

        active: false
        source: "PdnFileDialog.qml"
        onLoaded: {
            item.saving = saving;
            item.show();
        }
    }
    Connections {
        target: fileDialog.item
        function onAccepted() {
            const file = fileDialog.item.file;
            if (fileDialog.saving) {
                const error = root.controller.savePdn(file);
                notice.show(error.length > 0 ? error : qsTr("The game was saved."));
            } else {
                root.choosePdnGame(file);
            }
        }
    }

    // qmllint enable
    Dialog {
        id: openError

        // `pasted`: the message is about a pasted FEN, not a file.
        function show(message, pasted) {
            errorText.text = message;
            title = pasted ? qsTr("This position cannot be read") : qsTr("This file cannot be opened");
            open();
        }

        objectName: "openError"
        anchors.centerIn: parent
        width: Math.min(root.width * 0.8, 560)
        modal: true
        Overlay.modal: Rectangle {
            color: Theme.scrim
        }
        title: qsTr("This file cannot be opened")
        standardButtons: Dialog.Ok
        Label {
            id: errorText

            width: parent.width
            wrapMode: Text.WordWrap
        }
    }

    Component.onCompleted: board.forceActiveFocus()

    // A tool bar button as wide in every language (a longer text is cut short, never the bar
    // rearranged), with its keys in its tooltip.
    component HeaderButton: ToolButton {
        property string keys
        readonly property string tip: root.withKeys(text, keys)

        Layout.preferredWidth: Math.round(root.font.pixelSize * 8.5)
        ToolTip.visible: hovered && keys.length > 0
        ToolTip.delay: 600
        ToolTip.text: tip
    }
    // A menu item with its keys at the right.
    component KeyMenuItem: MenuItem {
        id: keyItem

        property string keys

        contentItem: RowLayout {
            spacing: Theme.spacing * 2
            Label {
                Layout.fillWidth: true
                text: keyItem.text
                font: keyItem.font
                color: keyItem.enabled ? Theme.text : Theme.mutedText
            }
            Label {
                objectName: "keys"
                visible: text.length > 0
                text: keyItem.keys
                font: keyItem.font
                color: Theme.mutedText
            }
        }
    }
}
