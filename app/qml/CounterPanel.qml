// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The referee's draw counts, ticking down: each count's name, the moves left, and a bar that
// shrinks and changes colour near the end; hovering or focusing a count explains its rule and
// what resets it. Below them, how often the current position has occurred.
Pane {
    id: root

    required property DrawCounterModel counters

    padding: Theme.spacing
    background: Rectangle {
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: Theme.radius
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.spacing * 0.75

        Label {
            text: qsTr("Draw counts")
            font.bold: true
            color: Theme.text
        }
        Label {
            Layout.fillWidth: true
            visible: counterList.count === 0
            text: qsTr("No count is running in this position.")
            color: Theme.mutedText
            wrapMode: Text.WordWrap
        }
        // The counts come and go with the position: their rows are in a Column, not straight in
        // the layout. Qt 6.4's layouts can keep a removed row and crash on the next resize.
        Column {
            objectName: "counterRows"
            Layout.fillWidth: true
            spacing: Theme.spacing * 0.75
            visible: counterList.count > 0

            Repeater {
                id: counterList

                model: root.counters
                delegate: ItemDelegate {
                    id: row

                    required property string rule
                    required property string name
                    required property string ruleText
                    required property string resetText
                    required property string leftText
                    required property real remaining
                    required property int urgency
                    // What the rule is and what resets it, shown on hover or keyboard focus.
                    readonly property string explanation: ruleText + "\n" + resetText
                    readonly property bool explaining: hovered || activeFocus

                    objectName: "counter_" + rule
                    width: parent ? parent.width : 0
                    padding: 4
                    hoverEnabled: true
                    focusPolicy: Qt.TabFocus
                    Accessible.name: name + ". " + leftText
                    Accessible.description: ruleText + " " + resetText
                    // The count's section of the rules (Main.showRules), where the window has one.
                    onClicked: {
                        const w = ApplicationWindow.window;
                        if (w && w.showRules)
                            w.showRules("", rule, false);
                    }
                    ToolTip {
                        id: tip

                        objectName: "counterTip"
                        parent: row
                        visible: row.explaining
                        delay: 300
                        text: row.explanation
                        // A short paragraph beside the panel, level with its count, so that it
                        // covers the board rather than the other counts.
                        x: -tip.width - root.padding - Theme.spacing
                        y: 0
                        width: Math.min(tip.implicitWidth, Math.max(row.width, root.font.pixelSize * 22))
                        contentItem: Label {
                            text: tip.text
                            wrapMode: Text.WordWrap
                            font: tip.font
                        }
                    }

                    contentItem: ColumnLayout {
                        spacing: 3
                        RowLayout {
                            Layout.fillWidth: true
                            Label {
                                Layout.fillWidth: true
                                text: row.name
                                color: Theme.text
                                elide: Text.ElideRight
                                font.bold: row.urgency === DrawCounterModel.Critical
                            }
                            Rectangle {
                                implicitWidth: 16
                                implicitHeight: 16
                                radius: 8
                                color: "transparent"
                                border.color: Theme.mutedText
                                Accessible.ignored: true
                                Label {
                                    anchors.centerIn: parent
                                    text: "i"
                                    font.pixelSize: Math.max(11, Math.round(root.font.pixelSize * 0.8))
                                    font.bold: true
                                    color: Theme.mutedText
                                }
                            }
                        }
                        Rectangle {
                            Layout.fillWidth: true
                            implicitHeight: 8
                            radius: 4
                            color: Theme.panelBorder
                            Rectangle {
                                width: parent.width * Math.max(0, Math.min(1, row.remaining))
                                height: parent.height
                                radius: 4
                                color: row.urgency === DrawCounterModel.Critical ? Theme.critical : row.urgency === DrawCounterModel.Warning ? Theme.warning : Theme.calm
                                Behavior on width {
                                    NumberAnimation {
                                        duration: 250
                                    }
                                }
                                Behavior on color {
                                    ColorAnimation {
                                        duration: 250
                                    }
                                }
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            text: row.leftText
                            color: Theme.mutedText
                            font.pixelSize: Math.max(12, Math.round(root.font.pixelSize * 0.86))
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
        }
        Label {
            Layout.fillWidth: true
            visible: text.length > 0
            text: root.counters.repetitionText
            color: root.counters.repetitions >= 2 ? Theme.critical : Theme.mutedText
            wrapMode: Text.WordWrap
        }
    }
}
