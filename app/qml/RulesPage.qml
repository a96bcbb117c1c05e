// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The rules of each variant as the engine applies them: the board, the moves, the captures,
// the crowning, the notation, and every count that ends a game as a draw.
Page {
    id: root

    property string variant: Preferences.variant

    signal backRequested

    title: qsTr("Rules")
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
                text: qsTr("‹ Back")
                onClicked: root.backRequested()
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("Rules")
                font.pixelSize: 20
                font.bold: true
                color: Theme.text
            }
        }
    }

    readonly property var info: {
        Language.current;
        return VariantCatalog.describe(variant);
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.spacing
        spacing: Theme.spacing

        TabBar {
            id: tabs

            Layout.fillWidth: true
            Repeater {
                model: {
                    Language.current;
                    return VariantCatalog.variants();
                }
                delegate: TabButton {
                    required property var modelData
                    text: modelData.name
                    // qmllint disable unqualified
                    checked: root.variant === modelData.id
                    onClicked: root.variant = modelData.id
                    // qmllint enable unqualified
                }
            }
        }

        ScrollView {
            id: scroll

            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth

            ColumnLayout {
                width: Math.min(scroll.availableWidth - 2 * Theme.spacing, 820)
                x: (scroll.availableWidth - width) / 2
                spacing: Theme.spacing

                Label {
                    Layout.fillWidth: true
                    text: root.info.name
                    font.pixelSize: 24
                    font.bold: true
                    color: Theme.text
                }
                Repeater {
                    model: root.info.facts
                    delegate: RowLayout {
                        id: factRow

                        required property var modelData
                        Layout.fillWidth: true
                        spacing: Theme.spacing
                        Label {
                            Layout.preferredWidth: 160
                            Layout.alignment: Qt.AlignTop
                            text: factRow.modelData.topic
                            font.bold: true
                            color: Theme.accent
                            wrapMode: Text.WordWrap
                        }
                        Label {
                            Layout.fillWidth: true
                            text: factRow.modelData.text
                            color: Theme.text
                            wrapMode: Text.WordWrap
                        }
                    }
                }
                Label {
                    Layout.topMargin: Theme.spacing
                    text: qsTr("Draws that come by themselves")
                    font.pixelSize: 18
                    font.bold: true
                    color: Theme.text
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("No one has to claim these draws: the game ends the moment a count runs out, and the result line says why. A win is checked first, then a threefold repetition, then the counts. During a game the counts in force are shown beside the board, ticking down.")
                    wrapMode: Text.WordWrap
                    color: Theme.text
                }
                Repeater {
                    model: root.info.counts
                    delegate: Pane {
                        id: countPane

                        required property var modelData
                        Layout.fillWidth: true
                        padding: Theme.spacing
                        background: Rectangle {
                            color: Theme.panel
                            border.color: Theme.panelBorder
                            radius: Theme.radius
                        }
                        ColumnLayout {
                            anchors.fill: parent
                            Label {
                                Layout.fillWidth: true
                                text: countPane.modelData.name
                                font.bold: true
                                color: Theme.text
                            }
                            Label {
                                Layout.fillWidth: true
                                text: countPane.modelData.rule
                                wrapMode: Text.WordWrap
                                color: Theme.text
                            }
                            Label {
                                Layout.fillWidth: true
                                text: countPane.modelData.reset
                                wrapMode: Text.WordWrap
                                color: Theme.mutedText
                            }
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    visible: text.length > 0
                    text: root.info.notApplied
                    wrapMode: Text.WordWrap
                    color: Theme.mutedText
                }
                Item {
                    implicitHeight: Theme.spacing
                }
            }
        }
    }
}
