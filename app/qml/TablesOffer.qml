// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// The endgame tables of the variant being played, when some are missing: the offer to make
// them (size and time), then the progress with a Cancel button. Hidden when they are all there,
// and the offer (not a run's progress) while no game is being played.
Pane {
    id: root

    required property string variant
    // A game is being played: once it has ended there is nothing left for tables to help with.
    required property bool playing

    visible: (TablesController.offered && root.playing) || TablesController.generating
    padding: Theme.spacing * 0.75
    // From the text's wrapped height: a layout would take its one-line height.
    implicitHeight: topPadding + bottomPadding + label.contentHeight + column.spacing
        + (bar.visible ? bar.implicitHeight + column.spacing : 0) + button.implicitHeight
    background: Rectangle {
        color: Theme.panel
        border.color: Theme.panelBorder
        radius: Theme.radius
    }

    // The page says which variant it plays; the controller looks at its tables.
    Binding {
        target: TablesController
        property: "variant"
        value: root.variant
    }

    ColumnLayout {
        id: column

        anchors.fill: parent
        spacing: 6

        Label {
            id: label

            objectName: "tablesText"
            Layout.fillWidth: true
            Layout.fillHeight: true
            verticalAlignment: Text.AlignTop
            text: TablesController.generating ? TablesController.statusText : TablesController.offerText
            color: Theme.text
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        ProgressBar {
            id: bar

            Layout.fillWidth: true
            visible: TablesController.generating
            value: TablesController.progress
            Accessible.name: qsTr("Endgame tables made")
        }
        Button {
            id: button

            objectName: "tablesButton"
            Layout.alignment: Qt.AlignRight
            text: TablesController.generating ? qsTr("Cancel") : qsTr("Make the tables")
            onClicked: TablesController.generating ? TablesController.cancel() : TablesController.generate()
        }
    }
}
