// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// Set up a position: the variant, a palette of pieces (and an eraser) to put on the board by
// clicking, pieces dragged to another square or off the board, the side to move. The engine says
// whether a game can start from it: the reason when not, else its FEN, to copy, to play from
// (the new-game page, with the position filled in) or to practise against the computer.
Page {
    id: root

    property alias editor: positionEditor
    // Why the FEN given to load() could not be read ("" once the position changes).
    property string fenError

    signal backRequested
    // A game from the position: chosen on the new-game page, or at once against the computer.
    signal playRequested(string variant, string fen)
    signal practiseRequested(string variant, string fen, int side)

    // Starts with this variant and position (an empty FEN: the variant's start).
    function load(variant, fen) {
        if (variant)
            positionEditor.variant = variant;
        const error = positionEditor.setFen(fen ? fen : "");
        fenError = error;
    }

    objectName: "editorPage"
    title: qsTr("Set up a position")
    font.pixelSize: Math.round(Math.max(13, Math.min(22, width / 90, height / 50)))
    background: Rectangle {
        color: Theme.window
    }

    PositionEditor {
        id: positionEditor

        onPositionChanged: root.fenError = ""
    }

    header: ToolBar {
        implicitHeight: Math.round(root.font.pixelSize * 3.4)
        background: Rectangle {
            color: Theme.window
        }
        RowLayout {
            anchors.fill: parent
            anchors.margins: 4
            ToolButton {
                objectName: "backButton"
                text: qsTr("‹ Back")
                onClicked: root.backRequested()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Set up a position")
                font.pixelSize: Math.round(root.font.pixelSize * 1.35)
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
        }
    }

    // Qt 6.4's linter knows neither the StandardKey enum nor a delegate's view of the ids.
    // qmllint disable unqualified
    Shortcut {
        sequences: [StandardKey.Cancel]
        onActivated: root.backRequested()
    }
    // qmllint enable unqualified

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
            model: positionEditor.board
            input: positionEditor
            editing: true
            animations: false
            focus: true
            Accessible.description: qsTr("Use the arrow keys to move over the squares and Enter to put the chosen piece on a square.")
        }

        ScrollView {
            id: side

            objectName: "editorScroll"
            Layout.preferredWidth: Math.max(280, Math.min(root.width * 0.36, root.font.pixelSize * 30))
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true
            // In sight while the window hides some of the controls, which then keep clear of it.
            ScrollBar.vertical.policy: Theme.barPolicy(availableHeight, contentHeight)

            ColumnLayout {
                width: side.availableWidth - (side.ScrollBar.vertical.policy === ScrollBar.AlwaysOn ? side.ScrollBar.vertical.width : 0)
                spacing: Theme.spacing * 0.75

                Label {
                    text: qsTr("Variant")
                    font.bold: true
                    color: Theme.text
                }
                ComboBox {
                    id: variantBox

                    objectName: "variantBox"
                    readonly property var variants: {
                        Language.current;
                        return VariantCatalog.variants();
                    }
                    Layout.fillWidth: true
                    model: variants.map(v => v.name)
                    currentIndex: variants.findIndex(v => v.id === positionEditor.variant)
                    Accessible.name: qsTr("Variant")
                    onActivated: index => positionEditor.variant = variants[index].id
                }

                Label {
                    text: qsTr("Click a square to put")
                    font.bold: true
                    color: Theme.text
                }
                // The palette: what a click on a square puts there.
                Flow {
                    Layout.fillWidth: true
                    spacing: 4
                    // The delegates reach the page's editor by id.
                    // qmllint disable unqualified
                    Repeater {
                        model: [{
                                "piece": BoardModel.WhiteMan,
                                "name": qsTr("White man"),
                                "image": "man-white"
                            }, {
                                "piece": BoardModel.WhiteKing,
                                "name": qsTr("White king"),
                                "image": "king-white"
                            }, {
                                "piece": BoardModel.BlackMan,
                                "name": qsTr("Black man"),
                                "image": "man-black"
                            }, {
                                "piece": BoardModel.BlackKing,
                                "name": qsTr("Black king"),
                                "image": "king-black"
                            }, {
                                "piece": BoardModel.Empty,
                                "name": qsTr("Eraser"),
                                "image": ""
                            }]
                        delegate: Button {
                            id: toolButton

                            required property var modelData

                            objectName: "tool_" + modelData.piece
                            checkable: true
                            checked: positionEditor.tool === modelData.piece
                            implicitWidth: Math.round(root.font.pixelSize * 3.2)
                            implicitHeight: implicitWidth
                            Accessible.name: modelData.name
                            ToolTip.visible: hovered || visualFocus
                            ToolTip.text: modelData.name
                            ToolTip.delay: 400
                            onClicked: positionEditor.tool = modelData.piece
                            contentItem: Item {
                                Image {
                                    anchors.centerIn: parent
                                    visible: toolButton.modelData.image.length > 0
                                    source: visible ? "qrc:/damas/pieces/" + toolButton.modelData.image + ".svg" : ""
                                    sourceSize.width: Math.round(toolButton.width * 0.7)
                                    sourceSize.height: Math.round(toolButton.width * 0.7)
                                }
                                Label {
                                    anchors.centerIn: parent
                                    visible: toolButton.modelData.image.length === 0
                                    text: "✕"
                                    font.pixelSize: Math.round(toolButton.width * 0.45)
                                    color: Theme.text
                                }
                            }
                        }
                    }
                }
                // qmllint enable unqualified
                Label {
                    Layout.fillWidth: true
                    text: qsTr("A click on a piece of the same kind removes it. Drag a piece to move it, or off the board to remove it.")
                    wrapMode: Text.WordWrap
                    color: Theme.mutedText
                }
                RowLayout {
                    Button {
                        objectName: "clearButton"
                        text: qsTr("Clear the board")
                        onClicked: positionEditor.clear()
                    }
                    Button {
                        objectName: "startButton"
                        text: qsTr("Start position")
                        onClicked: positionEditor.setStartPosition()
                    }
                }

                Label {
                    text: qsTr("Side to move")
                    font.bold: true
                    color: Theme.text
                }
                RowLayout {
                    RadioButton {
                        objectName: "whiteToMove"
                        palette.window: Theme.choiceRing
                        text: qsTr("White")
                        checked: positionEditor.sideToMove === 0
                        onClicked: positionEditor.sideToMove = 0
                    }
                    RadioButton {
                        objectName: "blackToMove"
                        palette.window: Theme.choiceRing
                        text: qsTr("Black")
                        checked: positionEditor.sideToMove === 1
                        onClicked: positionEditor.sideToMove = 1
                    }
                }
                Label {
                    objectName: "pieceCount"
                    Layout.fillWidth: true
                    text: qsTr("Pieces: White %1, Black %2").arg(positionEditor.whitePieces).arg(positionEditor.blackPieces)
                    color: Theme.mutedText
                    wrapMode: Text.WordWrap
                }

                Pane {
                    Layout.fillWidth: true
                    padding: Theme.spacing * 0.75
                    background: Rectangle {
                        color: Theme.panel
                        border.color: Theme.panelBorder
                        radius: Theme.radius
                    }
                    ColumnLayout {
                        width: parent.width
                        spacing: 6
                        Label {
                            objectName: "problemLabel"
                            Layout.fillWidth: true
                            visible: text.length > 0
                            text: root.fenError.length > 0 ? root.fenError : positionEditor.problem
                            color: Theme.problem
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: positionEditor.accepted
                            text: qsTr("A game can start from this position.")
                            color: Theme.text
                            wrapMode: Text.WordWrap
                        }
                        TextField {
                            objectName: "fenField"
                            Layout.fillWidth: true
                            visible: positionEditor.accepted
                            readOnly: true
                            selectByMouse: true
                            text: positionEditor.fen
                            Accessible.name: qsTr("FEN of the position")
                            // A long FEN is read from its start: the side to move, then White.
                            onTextChanged: cursorPosition = 0
                        }
                        Button {
                            objectName: "copyFenButton"
                            visible: positionEditor.accepted
                            text: qsTr("Copy FEN")
                            onClicked: positionEditor.copyFen()
                        }
                    }
                }
                Button {
                    objectName: "playButton"
                    Layout.fillWidth: true
                    enabled: positionEditor.accepted
                    highlighted: true
                    text: qsTr("Play from this position…")
                    onClicked: root.playRequested(positionEditor.variant, positionEditor.fen)
                }
                Button {
                    objectName: "practiseButton"
                    Layout.fillWidth: true
                    enabled: positionEditor.accepted
                    text: qsTr("Practise it against the computer")
                    onClicked: root.practiseRequested(positionEditor.variant, positionEditor.fen, positionEditor.sideToMove)
                }
            }
        }
    }
}
