// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Damas

// One diagram of an article: the play page's board, still (input: null), with the diagram's
// highlights and arrows; beside it the caption and the buttons that open the position on the
// play page or in its lesson.
RowLayout {
    id: root

    required property ArticleDiagram diagram
    required property string articleVariant
    readonly property alias position: position
    readonly property string variant: diagram.variant.length > 0 ? diagram.variant : articleVariant
    // The board's side in pixels (the article view sets it from its height).
    property real boardSide: 250

    signal practiseRequested(string variant, string fen, int side)
    signal lessonRequested(string lesson, int step)

    spacing: Theme.spacing

    DiagramBoard {
        id: position

        variant: root.variant
        fen: root.diagram.fen
        highlights: root.diagram.highlights
        arrows: root.diagram.arrows
    }
    Board {
        objectName: "diagramBoard"
        Layout.preferredWidth: root.boardSide
        Layout.preferredHeight: root.boardSide
        Layout.alignment: Qt.AlignTop
        model: position.board
        animations: false
        showTargets: false
        Accessible.name: root.diagram.caption
    }
    ColumnLayout {
        Layout.fillWidth: true
        Layout.alignment: Qt.AlignTop
        spacing: Theme.spacing / 2

        Label {
            Layout.fillWidth: true
            text: position.error.length > 0 ? position.error : root.diagram.caption
            color: position.error.length > 0 ? Theme.problem : Theme.mutedText
            font.italic: position.error.length === 0
            wrapMode: Text.WordWrap
        }
        Button {
            objectName: "practiseButton"
            enabled: position.error.length === 0
            text: qsTr("Play from here")
            onClicked: root.practiseRequested(root.variant, position.canonicalFen, position.sideToMove)
        }
        Button {
            objectName: "lessonButton"
            visible: root.diagram.lesson.length > 0
            text: qsTr("Open its lesson")
            onClicked: root.lessonRequested(root.diagram.lesson, root.diagram.step)
        }
    }
}
