// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// A game analysed by the engine: the board at the chosen move, the engine's evaluation of that
// position and its best line, a bar per position for the evaluation along the game, and the
// moves, those that changed the result marked, and the shots played and missed. The positions
// are searched in the background, one after another; stepping through (buttons, arrow keys, a
// click on a move or a bar) never waits for them, and leaving the page stops the search.
Page {
    id: root

    property alias analysis: analysisController

    signal backRequested

    function variantName(id) {
        Language.current;
        const variants = VariantCatalog.variants();
        for (let i = 0; i < variants.length; ++i) {
            if (variants[i].id === id)
                return variants[i].name;
        }
        return id;
    }

    objectName: "analysisPage"
    title: qsTr("Analyse a game")
    font.pixelSize: Math.round(Math.max(13, Math.min(22, width / 90, height / 50)))
    background: Rectangle {
        color: Theme.window
    }

    AnalysisController {
        id: analysisController

        moveTime: Startup.moveTime > 0 ? Startup.moveTime : 400
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
                text: qsTr("Analysis — %1").arg(root.variantName(analysisController.variant))
                font.pixelSize: Math.round(root.font.pixelSize * 1.35)
                font.bold: true
                color: Theme.text
                elide: Text.ElideRight
            }
            BusyIndicator {
                Layout.preferredHeight: Math.round(root.font.pixelSize * 2)
                Layout.preferredWidth: Layout.preferredHeight
                running: analysisController.analysing
                visible: running
            }
            Label {
                objectName: "progressLabel"
                text: analysisController.analysing ? qsTr("Analysing: %1 of %2 positions").arg(analysisController.evaluated).arg(analysisController.count) : qsTr("Analysis done")
                color: Theme.mutedText
            }
        }
    }

    Shortcut {
        sequences: ["Left"]
        onActivated: analysisController.previous()
    }
    Shortcut {
        sequences: ["Right"]
        onActivated: analysisController.next()
    }
    Shortcut {
        sequences: ["Home"]
        onActivated: analysisController.first()
    }
    Shortcut {
        sequences: ["End"]
        onActivated: analysisController.last()
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

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: Theme.spacing * 0.5

            Board {
                objectName: "board"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumWidth: 240
                model: analysisController.board
                animations: false
            }
            // The evaluation along the game, for White above the line and for Black below it.
            Rectangle {
                id: graph

                objectName: "graph"
                Layout.fillWidth: true
                Layout.preferredHeight: Math.round(root.font.pixelSize * 4.5)
                color: Theme.panel
                border.color: Theme.panelBorder
                radius: Theme.radius
                Accessible.name: qsTr("Evaluation along the game")

                Rectangle {
                    x: 0
                    width: parent.width
                    y: parent.height / 2
                    height: 1
                    color: Theme.panelBorder
                    visible: analysisController.count >= 2
                }
                // A game with no moves has only its start position: one bar would fill the
                // graph and read as a line, so the graph says what it will show instead.
                Label {
                    objectName: "graphEmptyLabel"
                    anchors.fill: parent
                    anchors.margins: Theme.spacing * 0.5
                    visible: analysisController.count < 2
                    text: qsTr("The evaluation after each move shows here once the game has moves.")
                    color: Theme.mutedText
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    verticalAlignment: Text.AlignVCenter
                    elide: Text.ElideRight
                }
                Row {
                    anchors.fill: parent
                    anchors.margins: 2
                    visible: analysisController.count >= 2
                    // The delegates reach the controller by id.
                    // qmllint disable unqualified
                    Repeater {
                        model: analysisController
                        delegate: Item {
                            id: barCell

                            required property int index
                            required property real bar
                            required property int mark
                            required property bool evaluated

                            width: (graph.width - 4) / Math.max(1, analysisController.count)
                            height: parent.height
                            Rectangle {
                                anchors.fill: parent
                                visible: barCell.index === analysisController.current
                                color: Theme.accent
                                opacity: 0.25
                            }
                            Rectangle {
                                x: width < 3 ? 0 : width * 0.15
                                width: Math.max(1, parent.width * (parent.width < 3 ? 1 : 0.7))
                                height: Math.abs(barCell.bar) * parent.height / 2
                                y: barCell.bar >= 0 ? parent.height / 2 - height : parent.height / 2
                                color: barCell.mark > 0 ? Theme.problem : (barCell.bar >= 0 ? Theme.lightSquare : Theme.text)
                                border.color: Theme.mutedText
                                border.width: barCell.bar >= 0 && barCell.mark === 0 ? 1 : 0
                                visible: barCell.evaluated
                            }
                            MouseArea {
                                anchors.fill: parent
                                onClicked: analysisController.current = barCell.index
                            }
                        }
                    }
                }
                    // qmllint enable unqualified
            }
        }

        ColumnLayout {
            Layout.preferredWidth: Math.max(280, Math.min(root.width * 0.36, root.font.pixelSize * 30))
            Layout.fillWidth: false
            Layout.fillHeight: true
            spacing: Theme.spacing * 0.75

            Label {
                objectName: "errorLabel"
                Layout.fillWidth: true
                visible: text.length > 0
                text: analysisController.error
                color: Theme.problem
                wrapMode: Text.WordWrap
            }
            // The position shown: its evaluation, the engine's line, and the mark of the move.
            Pane {
                id: current

                readonly property var row: analysisController.currentRow

                Layout.fillWidth: true
                padding: Theme.spacing * 0.75
                background: Rectangle {
                    color: Theme.panel
                    border.color: Theme.panelBorder
                    radius: Theme.radius
                }
                ColumnLayout {
                    width: parent.width
                    spacing: 4
                    Label {
                        objectName: "moveLabel"
                        Layout.fillWidth: true
                        text: current.row.ply === 0 ? qsTr("Start position") : qsTr("After %1 %2").arg(current.row.number).arg(current.row.move)
                        font.bold: true
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        objectName: "evaluationLabel"
                        Layout.fillWidth: true
                        text: current.row.evaluated ? (current.row.scoreText.length > 0 ? qsTr("Evaluation: %1 (%2)").arg(current.row.evaluation).arg(current.row.scoreText) : qsTr("Evaluation: %1").arg(current.row.evaluation)) : qsTr("Evaluation: the engine is still thinking…")
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        objectName: "lineLabel"
                        Layout.fillWidth: true
                        visible: current.row.line.length > 0
                        text: qsTr("Best line: %1").arg(current.row.line)
                        color: Theme.mutedText
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        objectName: "markLabel"
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: current.row.markText
                        color: Theme.problem
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        objectName: "shotLabel"
                        Layout.fillWidth: true
                        visible: text.length > 0
                        text: current.row.shotText
                        color: current.row.shot === 2 ? Theme.problem : Theme.accent
                        font.bold: true
                        wrapMode: Text.WordWrap
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                Button {
                    objectName: "firstButton"
                    text: "«"
                    Accessible.name: qsTr("First position")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("First position (Home)")
                    onClicked: analysisController.first()
                }
                Button {
                    objectName: "previousButton"
                    text: "◀"
                    Accessible.name: qsTr("Previous move")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Previous move (Left)")
                    onClicked: analysisController.previous()
                }
                Button {
                    objectName: "nextButton"
                    text: "▶"
                    Accessible.name: qsTr("Next move")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Next move (Right)")
                    onClicked: analysisController.next()
                }
                Button {
                    objectName: "lastButton"
                    text: "»"
                    Accessible.name: qsTr("Last position")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Last position (End)")
                    onClicked: analysisController.last()
                }
            }
            Label {
                objectName: "marksLabel"
                Layout.fillWidth: true
                text: analysisController.markCount > 1 ? qsTr("%1 moves changed the result.").arg(analysisController.markCount) : analysisController.markCount === 1 ? qsTr("One move changed the result.") : analysisController.analysing ? qsTr("No move has changed the result so far.") : qsTr("No move changed the result.")
                color: Theme.mutedText
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "shotsLabel"
                Layout.fillWidth: true
                visible: analysisController.shotsPlayed + analysisController.shotsMissed > 0
                text: qsTr("Shots: %1 played, %2 missed.").arg(analysisController.shotsPlayed).arg(analysisController.shotsMissed)
                color: Theme.mutedText
                wrapMode: Text.WordWrap
            }
            // The delegates reach the controller and the list by id.
            // qmllint disable unqualified
            // The current move stays in view.
            Connections {
                target: analysisController
                function onCurrentChanged() {
                    scrollLater.restart();
                }
            }
            // Once the rows are laid out (a new game's are not yet when its last move becomes
            // the current one).
            Timer {
                id: scrollLater

                interval: 30
                onTriggered: moves.showCurrent()
            }
            ListView {
                id: moves

                function showCurrent() {
                    positionViewAtIndex(analysisController.current, ListView.Contain);
                }

                objectName: "moveList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.minimumHeight: root.font.pixelSize * 6
                clip: true
                model: analysisController
                activeFocusOnTab: true
                keyNavigationEnabled: false
                highlightMoveDuration: 0
                ScrollBar.vertical: ScrollBar {}
                // The panel above grows as the current position's line comes in.
                onHeightChanged: scrollLater.restart()
                delegate: ItemDelegate {
                    id: moveRow

                    required property int index
                    required property string number
                    required property string move
                    required property string evaluation
                    required property string markText
                    required property int mark
                    required property string shotText
                    required property int shot

                    width: moves.width
                    highlighted: index === analysisController.current
                    onClicked: analysisController.current = index
                    contentItem: RowLayout {
                        spacing: Theme.spacing * 0.5
                        Label {
                            text: moveRow.index === 0 ? qsTr("Start") : moveRow.number + " " + moveRow.move
                            font.bold: moveRow.highlighted
                            color: moveRow.highlighted ? Theme.accentText : Theme.text
                        }
                        Label {
                            objectName: "rowEvaluation"
                            Layout.fillWidth: true
                            text: moveRow.mark > 0 ? moveRow.markText : moveRow.shot > 0 ? moveRow.shotText : moveRow.evaluation
                            color: moveRow.highlighted ? Theme.accentText : moveRow.mark > 0 || moveRow.shot === 2 ? Theme.problem : moveRow.shot === 1 ? Theme.accent : Theme.mutedText
                            // Whole on a narrow panel too: the longer Spanish and Portuguese
                            // evaluations take a second line.
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
        }
        // qmllint enable unqualified
    }
}
