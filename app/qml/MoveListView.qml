// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The moves of the game in the variant's notation, two to a line. Clicking a move asks to show
// the position after it (plyChosen); the bar above the list leads back to the game (plyChosen
// with -1). The page's controller decides what is shown and says so through viewedPly.
Pane {
    id: root

    required property MoveListModel moves
    // The ply shown on the board (the last one when the game is shown live).
    property int viewedPly: moves.plyCount
    readonly property bool viewingHistory: viewedPly < moves.plyCount

    signal plyChosen(int ply)

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: Theme.radius
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 6

        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: qsTr("Moves")
                font.bold: true
                color: Theme.text
            }
            Button {
                visible: root.viewingHistory
                text: qsTr("Back to the game")
                onClicked: root.plyChosen(-1)
            }
        }
        Label {
            Layout.fillWidth: true
            visible: root.viewingHistory
            text: qsTr("Looking at the position after move %1.").arg(root.moves.moveText(root.viewedPly))
            color: Theme.accent
            wrapMode: Text.WordWrap
        }
        Label {
            visible: list.count === 0
            text: qsTr("No moves yet.")
            color: Theme.mutedText
        }
        ListView {
            id: list

            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: root.moves
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {
            }
            onCountChanged: positionViewAtEnd()

            delegate: RowLayout {
                id: moveRow

                required property int number
                required property string first
                required property string second
                required property int firstPly
                required property int secondPly

                width: ListView.view.width
                spacing: 4
                Label {
                    Layout.preferredWidth: 34
                    text: moveRow.number + "."
                    color: Theme.mutedText
                    horizontalAlignment: Text.AlignRight
                }
                MoveCell {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: moveRow.first.length > 0 ? moveRow.first : "…"
                    ply: moveRow.firstPly
                }
                MoveCell {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    text: moveRow.second
                    ply: moveRow.secondPly
                }
            }
        }
    }

    component MoveCell: ItemDelegate {
        id: cell

        property int ply: 0
        readonly property bool current: ply > 0 && ply === root.viewedPly

        objectName: "move_" + ply
        enabled: ply > 0
        padding: 3
        focusPolicy: Qt.TabFocus
        Accessible.name: text
        contentItem: Label {
            text: cell.text
            font.bold: cell.current
            color: cell.current ? Theme.accent : Theme.text
            font.family: "DejaVu Sans Mono"
        }
        background: Rectangle {
            color: cell.current ? Theme.current : (cell.hovered ? Theme.window : "transparent")
            radius: 4
        }
        onClicked: root.plyChosen(ply === root.moves.plyCount ? -1 : ply)
    }
}
