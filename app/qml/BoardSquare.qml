// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Damas

// One playable (dark) square and its piece: the marks the player sees on it, the piece's
// slide along the path of the move that brought it here, the fading of a piece just taken,
// and the piece's drag. It knows nothing of the game: the board sets what it shows and hears
// what the player does to it.
Item {
    id: root

    required property int index
    required property int square
    required property string name
    required property int column
    required property int rank
    required property int piece
    required property bool picked
    required property bool target
    required property bool waypoint
    required property bool lastMove
    required property bool hint
    required property bool highlight
    required property bool mustCapture
    required property bool doomed
    required property var arrival
    required property int taken
    required property string accessibleName

    // Set by the board.
    property real cell: 40
    property int boardSize: 8
    property bool flipped: false
    property bool animations: true
    property bool showTargets: true
    property bool numbered: false
    property bool cursor: false
    property bool draggable: false
    property int arrivalSteps: 1

    property var points: []
    property real step: 0
    property bool dragging: false
    readonly property bool whitePiece: piece === BoardModel.WhiteMan || piece === BoardModel.WhiteKing

    // A click (or Enter from a screen reader), a drag that starts, and a drop at a point of the
    // board's squares area (this item's parent).
    signal activated(int square)
    signal dragStarted(int square)
    signal dropped(int square, real x, real y)

    function visualColumn(c) {
        return flipped ? boardSize - 1 - c : c;
    }
    function visualRow(r) {
        return flipped ? r : boardSize - 1 - r;
    }
    function pieceSource(kind) {
        switch (kind) {
        case BoardModel.WhiteMan:
            return "qrc:/damas/pieces/man-white.svg";
        case BoardModel.WhiteKing:
            return "qrc:/damas/pieces/king-white.svg";
        case BoardModel.BlackMan:
            return "qrc:/damas/pieces/man-black.svg";
        case BoardModel.BlackKing:
            return "qrc:/damas/pieces/king-black.svg";
        }
        return "";
    }
    // Where the piece stands now on its way, in cells from this square.
    function slideOffset() {
        if (points.length < 2)
            return Qt.point(0, 0);
        const i = Math.min(Math.floor(step), points.length - 2);
        const f = step - i;
        return Qt.point(points[i].x + (points[i + 1].x - points[i].x) * f, points[i].y + (points[i + 1].y - points[i].y) * f);
    }

    objectName: "square_" + square
    x: visualColumn(column) * cell
    y: visualRow(rank) * cell
    z: (slide.running || dragging) ? 10 : 0
    width: cell
    height: cell

    Accessible.role: Accessible.Button
    Accessible.name: accessibleName
    Accessible.focusable: true
    Accessible.onPressAction: activated(square)

    onArrivalChanged: {
        if (!animations || arrival.length < 2) {
            points = [];
            return;
        }
        points = arrival.map(p => Qt.point(visualColumn(p.column) - visualColumn(column), visualRow(p.rank) - visualRow(rank)));
        step = 0;
        slide.to = points.length - 1;
        slide.duration = Theme.moveStepMs * (points.length - 1);
        slide.restart();
    }
    onTakenChanged: {
        fade.stop();
        ghost.opacity = taken !== BoardModel.Empty && animations ? 1 : 0;
        if (ghost.opacity > 0) {
            fadeDelay.duration = Theme.moveStepMs * Math.max(1, arrivalSteps);
            fade.start();
        }
    }

    Rectangle {
        anchors.fill: parent
        color: Theme.darkSquare
    }
    Rectangle {
        anchors.fill: parent
        color: Theme.lastMove
        opacity: root.lastMove ? 0.5 : 0
    }
    Rectangle {
        anchors.fill: parent
        color: Theme.picked
        opacity: root.picked ? 0.45 : 0
    }
    Rectangle {
        anchors.fill: parent
        color: "transparent"
        border.color: Theme.picked
        border.width: Math.max(3, root.cell * 0.06)
        visible: root.picked
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: root.cell * 0.04
        color: "transparent"
        border.color: Theme.hint
        border.width: Math.max(2, root.cell * 0.07)
        radius: root.cell * 0.08
        visible: root.hint
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: root.cell * 0.03
        color: Qt.rgba(Theme.highlight.r, Theme.highlight.g, Theme.highlight.b, 0.28)
        border.color: Theme.highlight
        border.width: Math.max(3, root.cell * 0.08)
        radius: root.cell * 0.06
        visible: root.highlight
    }
    Rectangle {
        objectName: "mustCaptureMark"
        anchors.fill: parent
        anchors.margins: root.cell * 0.02
        radius: width / 2
        color: "transparent"
        border.color: Theme.capture
        border.width: Math.max(3, root.cell * 0.08)
        visible: root.mustCapture && root.piece !== BoardModel.Empty
    }
    // A piece just taken stays, marked, until the capturing piece has gone its whole way.
    Image {
        id: ghost

        objectName: "ghost"
        anchors.fill: parent
        anchors.margins: root.cell * 0.07
        source: root.taken !== BoardModel.Empty ? root.pieceSource(root.taken) : ""
        sourceSize.width: width
        sourceSize.height: height
        opacity: 0
        visible: opacity > 0
        smooth: true
        Rectangle {
            anchors.fill: parent
            radius: width / 2
            color: Qt.rgba(Theme.critical.r, Theme.critical.g, Theme.critical.b, 0.35)
            border.color: Theme.critical
            border.width: Math.max(2, root.cell * 0.06)
        }
        SequentialAnimation {
            id: fade

            PauseAnimation {
                id: fadeDelay
            }
            NumberAnimation {
                target: ghost
                property: "opacity"
                to: 0
                duration: 220
            }
        }
    }
    Image {
        id: pieceImage

        readonly property point slidePoint: root.slideOffset()

        x: root.cell * 0.07 + slidePoint.x * root.cell + (root.dragging ? drag.activeTranslation.x : 0)
        y: root.cell * 0.07 + slidePoint.y * root.cell + (root.dragging ? drag.activeTranslation.y : 0)
        width: root.cell * 0.86
        height: root.cell * 0.86
        source: root.pieceSource(root.piece)
        sourceSize.width: width
        sourceSize.height: height
        visible: root.piece !== BoardModel.Empty
        smooth: true
        scale: root.dragging ? 1.08 : 1

        DragHandler {
            id: drag

            target: null
            enabled: root.draggable
            onActiveChanged: {
                if (active) {
                    root.dragging = true;
                    root.dragStarted(root.square);
                } else {
                    // The image still follows the pointer here: its centre is where it is dropped.
                    const centre = pieceImage.mapToItem(root.parent, pieceImage.width / 2, pieceImage.height / 2);
                    root.dragging = false;
                    root.dropped(root.square, centre.x, centre.y);
                }
            }
        }
    }
    // A piece the capture being entered is sure to take.
    Rectangle {
        objectName: "doomedMark"
        anchors.fill: parent
        anchors.margins: root.cell * 0.07
        radius: width / 2
        color: Qt.rgba(Theme.critical.r, Theme.critical.g, Theme.critical.b, 0.35)
        border.color: Theme.critical
        border.width: Math.max(2, root.cell * 0.06)
        visible: root.doomed && root.piece !== BoardModel.Empty
    }
    Text {
        anchors.left: parent.left
        anchors.top: parent.top
        anchors.leftMargin: root.cell * 0.04
        anchors.topMargin: root.cell * 0.01
        visible: root.numbered
        text: root.name
        color: Theme.coordinate
        style: Text.Outline
        styleColor: Theme.boardFrame
        font.pixelSize: Math.max(8, root.cell * 0.17)
        font.bold: true
        Accessible.ignored: true
    }
    Rectangle {
        anchors.centerIn: parent
        width: root.cell * 0.3
        height: width
        radius: width / 2
        color: Theme.target
        border.color: Theme.boardFrame
        border.width: 1
        opacity: 0.9
        visible: root.target && root.showTargets && root.piece === BoardModel.Empty
    }
    Rectangle {
        anchors.fill: parent
        anchors.margins: root.cell * 0.1
        radius: width / 2
        color: "transparent"
        border.color: Theme.picked
        border.width: Math.max(2, root.cell * 0.06)
        visible: root.waypoint
    }
    Rectangle {
        anchors.fill: parent
        color: "transparent"
        border.color: Theme.cursor
        border.width: Math.max(2, root.cell * 0.06)
        visible: root.cursor
    }
    TapHandler {
        onTapped: root.activated(root.square)
    }
    NumberAnimation {
        id: slide

        target: root
        property: "step"
        from: 0
        easing.type: Easing.InOutQuad
        onFinished: root.points = []
    }
}
