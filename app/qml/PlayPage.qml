// SPDX-License-Identifier: GPL-3.0-or-later
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
    property bool flipped: Startup.flip || Preferences.flipped

    signal homeRequested
    signal newGameRequested

    // The games of a PDN file, to choose the one to open.
    function choosePdnGame(url) {
        chooser.show(url);
    }

    title: controller.variantName
    background: Rectangle {
        color: Theme.window
    }

    header: ToolBar {
        implicitHeight: 48
        background: Rectangle {
            color: Theme.window
        }
        RowLayout {
            anchors.fill: parent
            anchors.margins: 4
            ToolButton {
                objectName: "homeButton"
                text: qsTr("‹ Home")
                onClicked: root.homeRequested()
            }
            Label {
                Layout.fillWidth: true
                text: root.controller.variantName
                font.pixelSize: 18
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            ToolButton {
                objectName: "newGameButton"
                text: qsTr("New game")
                onClicked: root.newGameRequested()
            }
            ToolButton {
                objectName: "flipButton"
                text: qsTr("Flip board")
                onClicked: {
                    root.flipped = !root.flipped;
                    if (!Startup.quiet)
                        Preferences.flipped = root.flipped;
                }
            }
            ToolButton {
                id: fileButton

                objectName: "fileButton"
                text: qsTr("Game ▾")
                onClicked: fileMenu.open()
                Menu {
                    id: fileMenu

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
                    MenuItem {
                        text: qsTr("Save as PDN…")
                        onTriggered: fileDialog.pick(true)
                    }
                    MenuItem {
                        text: qsTr("Open a PDN file…")
                        onTriggered: fileDialog.pick(false)
                    }
                    MenuSeparator {
                    }
                    MenuItem {
                        text: qsTr("Copy position (FEN)")
                        onTriggered: {
                            root.controller.copyFen();
                            notice.show(qsTr("The position was copied as FEN."));
                        }
                    }
                    MenuItem {
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
                }
            }
        }
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

        // The side panel scrolls when the window is too low for all of it.
        ScrollView {
            id: side

            Layout.preferredWidth: Math.max(300, Math.min(400, root.width * 0.32))
            Layout.maximumWidth: 420
            Layout.fillHeight: true
            contentWidth: availableWidth

            ColumnLayout {
                width: side.availableWidth
                height: Math.max(implicitHeight, side.availableHeight)
                spacing: Theme.spacing * 0.75

                // Whose turn, or the result.
                Pane {
                    Layout.fillWidth: true
                    padding: Theme.spacing
                    background: Rectangle {
                        color: root.controller.over ? Theme.accent : Theme.panel
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
                                text: root.controller.humanToMove ? qsTr("Your move") : qsTr("The computer's move")
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
                            text: root.controller.thinking ? (root.controller.thinkingDepth > 0 ? qsTr("Thinking… (depth %1)").arg(root.controller.thinkingDepth) : qsTr("Thinking…")) : (root.controller.humanSide === 0 ? qsTr("You play White, level %1.") : qsTr("You play Black, level %1.")).arg(root.controller.level)
                            color: Theme.mutedText
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            objectName: "resultTitle"
                            Layout.fillWidth: true
                            visible: root.controller.over
                            text: root.controller.resultTitle
                            font.pixelSize: 20
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
                    }
                }

                CounterPanel {
                    objectName: "counterPanel"
                    Layout.fillWidth: true
                    counters: root.controller.counters
                }

                MoveListView {
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 120
                    Layout.preferredHeight: 120
                    moves: root.controller.moveList
                    viewedPly: root.controller.viewedPly
                    onPlyChosen: ply => root.controller.viewedPly = ply
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
                        Layout.fillWidth: true
                        text: qsTr("Take back")
                        enabled: root.controller.canTakeBack
                        onClicked: root.controller.takeBack()
                    }
                    Button {
                        objectName: "hintButton"
                        Layout.fillWidth: true
                        text: qsTr("Hint")
                        enabled: root.controller.canHint
                        onClicked: root.controller.requestHint()
                    }
                    Button {
                        objectName: "drawButton"
                        Layout.fillWidth: true
                        text: root.controller.drawOfferArmed ? qsTr("Draw offered") : qsTr("Offer a draw")
                        enabled: root.controller.canOfferDraw
                        onClicked: root.controller.offerDraw()
                    }
                    Button {
                        objectName: "resignButton"
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

        onChosen: row => replaceGame.ask(qsTr("Opening a game from a file starts a new game."), () => {
                const error = root.controller.openPdnGame(chooser.games, row, root.controller.variant, root.controller.humanSide, root.controller.level);
                if (error.length > 0)
                    openError.show(error);
            })
    }

    Dialog {
        id: resignDialog

        anchors.centerIn: parent
        modal: true
        title: qsTr("Resign this game?")
        standardButtons: Dialog.Yes | Dialog.No
        onAccepted: root.controller.resign()
        Label {
            text: qsTr("The computer wins the game. You can still take the resignation back.")
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
                item.open();
            } else {
                active = true;
            }
        }

        active: false
        source: "PdnFileDialog.qml"
        onLoaded: {
            item.saving = saving;
            item.open();
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
        title: qsTr("This file cannot be opened")
        standardButtons: Dialog.Ok
        Label {
            id: errorText

            width: parent.width
            wrapMode: Text.WordWrap
        }
    }

    Component.onCompleted: board.forceActiveFocus()
}
