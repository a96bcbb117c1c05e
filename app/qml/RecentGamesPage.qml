// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The games finished lately, newest first: when, which variant, against whom, the result and
// why. Each opens on the play page, to look at again (or play on from a take-back).
Page {
    id: root

    required property GameController controller
    // Why the game chosen last could not be opened; the game on the board is then unchanged.
    property string openProblem: ""

    signal backRequested
    signal openRequested(int row)

    title: qsTr("Recent games")
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
            anchors.margins: 6
            ToolButton {
                objectName: "backButton"
                text: qsTr("‹ Back")
                onClicked: root.backRequested()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Recent games")
                font.pixelSize: 20
                font.bold: true
                color: Theme.text
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        Label {
            objectName: "recentProblem"
            Layout.fillWidth: true
            Layout.maximumWidth: 720
            Layout.alignment: Qt.AlignHCenter
            visible: text.length > 0
            text: root.controller.recentGames.problem
            color: Theme.problem
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "openProblem"
            Layout.fillWidth: true
            Layout.maximumWidth: 720
            Layout.alignment: Qt.AlignHCenter
            visible: text.length > 0
            text: root.openProblem.length > 0
                ? qsTr("%1 The game on the board is unchanged.").arg(root.openProblem) : ""
            color: Theme.problem
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "noGames"
            Layout.fillWidth: true
            Layout.maximumWidth: 720
            Layout.alignment: Qt.AlignHCenter
            visible: list.count === 0
            text: qsTr("No finished games yet. Every game you finish is kept here.")
            color: Theme.mutedText
            wrapMode: Text.WordWrap
        }
        ListView {
            id: list

            objectName: "recentList"
            Layout.fillWidth: true
            Layout.maximumWidth: 720
            Layout.fillHeight: true
            Layout.alignment: Qt.AlignHCenter
            clip: true
            spacing: 6
            focus: true
            keyNavigationEnabled: true
            model: root.controller.recentGames
            ScrollBar.vertical: ScrollBar {
            }
            Keys.onReturnPressed: root.openRequested(currentIndex)
            Keys.onEnterPressed: root.openRequested(currentIndex)
            Keys.onSpacePressed: root.openRequested(currentIndex)
            delegate: ItemDelegate {
                id: row

                required property int index
                required property string date
                required property string variantName
                required property string opponent
                required property string title
                required property string line
                required property string moves
                // An entry of an older version may have kept no words: no empty part is shown.
                readonly property string heading: title.length > 0 ? qsTr("%1: %2").arg(variantName).arg(title) : variantName
                readonly property var detailParts: withWords([opponent, moves, line])
                readonly property string details: detailParts.join(" · ")

                // The parts with words in them (Qt 6.4's linter types an array literal as a list
                // without filter, so the array comes in as an argument).
                function withWords(parts) {
                    return parts.filter(part => part.length > 0);
                }

                objectName: "recent_" + index
                width: ListView.view.width
                padding: Theme.spacing
                Accessible.name: title.length > 0 ? qsTr("%1, %2: %3").arg(variantName).arg(date).arg(title) : qsTr("%1, %2").arg(variantName).arg(date)
                Accessible.description: detailParts.join(". ")
                onClicked: root.openRequested(index)
                contentItem: ColumnLayout {
                    spacing: 2
                    RowLayout {
                        Layout.fillWidth: true
                        Label {
                            Layout.fillWidth: true
                            text: row.heading
                            font.bold: true
                            color: Theme.text
                            elide: Text.ElideRight
                        }
                        Label {
                            text: row.date
                            color: Theme.mutedText
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        text: row.details
                        color: Theme.mutedText
                        wrapMode: Text.WordWrap
                    }
                }
                background: Rectangle {
                    radius: Theme.radius
                    color: Theme.panel
                    border.color: row.ListView.isCurrentItem && row.ListView.view.activeFocus ? Theme.cursor : Theme.panelBorder
                    border.width: row.ListView.isCurrentItem && row.ListView.view.activeFocus ? 2 : 1
                    opacity: row.down ? 0.85 : 1
                }
            }
        }
    }

    Component.onCompleted: list.forceActiveFocus()
}
