// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The first page: continue the saved game, start a new one, the lessons and the rules; the language, switched at once and kept for the next run.
Page {
    id: root

    // The page takes the size it is given (the window's stack): worked out from its scrolled
    // contents, whose width follows the page's, its implicit width looped on itself.
    implicitWidth: 720
    implicitHeight: 520

    required property GameController controller

    signal playRequested
    signal continueRequested
    signal rulesRequested
    signal learnRequested
    signal recentRequested
    signal editorRequested
    signal analysisRequested

    function openAbout() {
        aboutDialog.open();
    }

    title: qsTr("Home")
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
                objectName: "aboutButton"
                text: qsTr("About")
                onClicked: root.openAbout()
            }
            Item {
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("Language")
                color: Theme.mutedText
            }
            LanguageBox {
                id: languageBox
            }
        }
    }

    // The bar stays in sight while the window hides part of the page.
    ScrollView {
        objectName: "homeScroll"
        anchors.fill: parent
        contentWidth: availableWidth
        ScrollBar.vertical.policy: Theme.barPolicy(availableHeight, contentHeight)

        ColumnLayout {
            width: Math.min(parent.width - 2 * Theme.spacing, root.font.pixelSize * 40)
            x: (parent.width - width) / 2
            spacing: Theme.spacing * 1.5

            Item {
                implicitHeight: Theme.spacing
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: Theme.spacing
                Image {
                    source: "qrc:/damas/icons/damas.svg"
                    sourceSize.width: Math.round(root.font.pixelSize * 5)
                    sourceSize.height: Math.round(root.font.pixelSize * 5)
                    Accessible.ignored: true
                }
                ColumnLayout {
                    Label {
                        text: "Damas"
                        font.pixelSize: Math.round(root.font.pixelSize * 2.8)
                        font.bold: true
                        color: Theme.text
                    }
                    Label {
                        text: qsTr("Play and learn draughts")
                        font.pixelSize: Math.round(root.font.pixelSize * 1.3)
                        color: Theme.mutedText
                    }
                }
            }
            Label {
                objectName: "preferencesProblem"
                Layout.fillWidth: true
                visible: text.length > 0
                text: Preferences.problem
                color: Theme.problem
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "savedGameProblem"
                Layout.fillWidth: true
                visible: text.length > 0
                text: root.controller.savedGameProblem
                color: Theme.problem
                wrapMode: Text.WordWrap
            }
            HomeButton {
                objectName: "continueButton"
                Layout.fillWidth: true
                visible: root.controller.hasSavedGame
                title: root.controller.savedGameOver ? qsTr("Look at the finished game") : qsTr("Continue the game")
                subtitle: root.controller.savedGameSummary
                highlighted: !root.controller.savedGameOver
                onClicked: root.continueRequested()
            }
            HomeButton {
                objectName: "playButton"
                Layout.fillWidth: true
                title: qsTr("Play")
                subtitle: qsTr("A game against the computer, from a beginner's level to full strength, or between two players on this computer.")
                highlighted: !root.controller.hasSavedGame || root.controller.savedGameOver
                onClicked: root.playRequested()
            }
            HomeButton {
                objectName: "recentButton"
                Layout.fillWidth: true
                title: qsTr("Recent games")
                subtitle: root.controller.recentGames.count > 0 ? qsTr("The games you finished lately: %1. Open one to look at it again.").arg(root.controller.recentGames.count) : qsTr("The games you finish are kept here.")
                onClicked: root.recentRequested()
            }
            HomeButton {
                objectName: "learnButton"
                Layout.fillWidth: true
                title: qsTr("Learn")
                subtitle: qsTr("Step-by-step lessons on the board, from the first move to the endgame counts.")
                onClicked: root.learnRequested()
            }
            HomeButton {
                objectName: "rulesButton"
                Layout.fillWidth: true
                title: qsTr("Rules")
                subtitle: qsTr("How each variant is played, and the counts that end a game as a draw.")
                onClicked: root.rulesRequested()
            }
            HomeButton {
                objectName: "editorButton"
                Layout.fillWidth: true
                title: qsTr("Set up a position")
                subtitle: qsTr("Place men and kings, then play the position or practise it against the computer.")
                onClicked: root.editorRequested()
            }
            HomeButton {
                objectName: "analysisButton"
                Layout.fillWidth: true
                title: qsTr("Analyse a game")
                subtitle: qsTr("Open a game from a PDN file and see what the engine thinks of every move.")
                onClicked: root.analysisRequested()
            }
        }
    }

    AboutDialog {
        id: aboutDialog
    }

    component HomeButton: ItemDelegate {
        id: button

        property string title
        property string subtitle

        Accessible.name: title
        Accessible.description: subtitle
        padding: Theme.spacing * 1.2
        contentItem: ColumnLayout {
            spacing: 4
            Label {
                Layout.fillWidth: true
                text: button.title
                font.pixelSize: Math.round(button.font.pixelSize * 1.4)
                font.bold: true
                color: button.highlighted ? Theme.accentText : Theme.text
                opacity: button.enabled ? 1 : 0.55
            }
            Label {
                Layout.fillWidth: true
                text: button.subtitle
                wrapMode: Text.WordWrap
                color: button.highlighted ? Theme.accentText : Theme.mutedText
                opacity: button.enabled ? 1 : 0.7
            }
        }
        background: Rectangle {
            radius: Theme.radius
            color: button.highlighted ? Theme.accentFill : Theme.panel
            border.color: button.visualFocus ? Theme.cursor : Theme.panelBorder
            border.width: button.visualFocus ? 2 : 1
            opacity: button.down ? 0.85 : 1
        }
    }
}
