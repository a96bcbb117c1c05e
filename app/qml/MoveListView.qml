// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The moves of the game in the variant's notation, two to a line. Clicking a move shows the
// position after it; the bar above the list leads back to the game.
Pane {
    id: root

    required property GameController controller

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
                visible: root.controller.viewingHistory
                text: qsTr("Back to the game")
                onClicked: root.controller.showLive()
            }
        }
        Label {
            Layout.fillWidth: true
            visible: root.controller.viewingHistory
            text: qsTr("Looking at the position after move %1.").arg(root.controller.moveList.moveText(root.controller.viewedPly))
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
            model: root.controller.moveList
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
                // qmllint disable unqualified
                MoveCell {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    controller: root.controller
                    text: moveRow.first.length > 0 ? moveRow.first : "…"
                    ply: moveRow.firstPly
                }
                MoveCell {
                    Layout.fillWidth: true
                    Layout.preferredWidth: 1
                    controller: root.controller
                    text: moveRow.second
                    ply: moveRow.secondPly
                }
                // qmllint enable unqualified
            }
        }
    }

    component MoveCell: ItemDelegate {
        id: cell

        required property GameController controller
        property int ply: 0
        readonly property bool current: ply > 0 && ply === controller.viewedPly

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
            color: cell.current ? Theme.target : (cell.hovered ? Theme.window : "transparent")
            radius: 4
        }
        onClicked: controller.viewedPly = (ply === controller.ply ? -1 : ply)
    }
}
