// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import Damas

// The board of a game or a lesson: its frame and coordinates as the variant writes them
// (letters and digits, or square numbers), the playable squares from the board model with the
// marks and arrows it carries, and keyboard play (arrow keys move a cursor over the squares,
// Enter or Space clicks the square under it). Clicks go to `input` (the page's controller);
// without one the board is a still diagram.
FocusScope {
    id: root

    required property BoardModel model
    property BoardInput input: null
    property bool flipped: false
    property bool animations: true
    property bool showTargets: true
    // A board editor's: every piece can be dragged, to another square or off the board.
    property bool editing: false
    property int cursorSquare: 0
    // The cursor shows once the keyboard is used, not for a click.
    property bool keyboardUsed: false
    // The board has had the keyboard focus before (see onActiveFocusChanged).
    property bool focusedBefore: false

    readonly property int size: model.boardSize
    readonly property bool letters: !model.numericNotation
    readonly property real frameRatio: letters ? 0.42 : 0.16
    readonly property real cell: Math.floor(Math.min(width, height) / (size + 2 * frameRatio))
    readonly property real frame: Math.round(cell * frameRatio)

    function visualColumn(column) {
        return flipped ? size - 1 - column : column;
    }
    function visualRow(rank) {
        return flipped ? rank : size - 1 - rank;
    }
    function squareAtPoint(x, y) {
        if (x < 0 || y < 0)
            return 0;
        const vc = Math.floor(x / cell);
        const vr = Math.floor(y / cell);
        if (vc >= size || vr >= size)
            return 0;
        const column = flipped ? size - 1 - vc : vc;
        const rank = flipped ? vr : size - 1 - vr;
        return model.squareAt(column, rank);
    }
    // Moves the cursor by whole visual cells, staying on playable squares.
    function moveCursor(dc, dr) {
        keyboardUsed = true;
        if (cursorSquare === 0) {
            cursorSquare = flipped ? 1 : model.squareAt(0, 0);
            return;
        }
        const vc = visualColumn(model.columnOf(cursorSquare));
        const vr = visualRow(model.rankOf(cursorSquare));
        const candidates = dr === 0 ? [[dc * 2, 0]] : [[-1, dr], [1, dr]];
        for (const c of candidates) {
            const s = squareAtPoint((vc + c[0] + 0.5) * cell, (vr + c[1] + 0.5) * cell);
            if (s > 0) {
                cursorSquare = s;
                return;
            }
        }
    }

    activeFocusOnTab: input !== null
    Accessible.role: Accessible.Table
    Accessible.name: qsTr("Board")
    Accessible.description: qsTr("Use the arrow keys to move over the squares and Enter to pick a piece or a square.")

    Keys.onLeftPressed: moveCursor(-1, 0)
    Keys.onRightPressed: moveCursor(1, 0)
    Keys.onUpPressed: moveCursor(0, -1)
    Keys.onDownPressed: moveCursor(0, 1)
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Return || event.key === Qt.Key_Enter || event.key === Qt.Key_Space) {
            keyboardUsed = true;
            if (cursorSquare > 0 && input)
                input.clickSquare(cursorSquare);
            event.accepted = true;
        }
    }
    onActiveFocusChanged: {
        if (!activeFocus)
            return;
        if (cursorSquare === 0)
            cursorSquare = flipped ? 1 : model.squareAt(0, 0);
        // The page gives the board its focus once, on opening; a click on a square does not
        // take focus. So focus that comes back later came by the keyboard (Tab): show where it is.
        if (focusedBefore)
            keyboardUsed = true;
        focusedBefore = true;
    }

    Rectangle {
        id: frameRect

        anchors.centerIn: parent
        width: root.cell * root.size + 2 * root.frame
        height: width
        color: Theme.boardFrame
        radius: Math.max(2, root.frame * 0.25)

        Rectangle {
            id: squares

            x: root.frame
            y: root.frame
            width: root.cell * root.size
            height: width
            color: Theme.lightSquare

            Repeater {
                model: root.model
                delegate: BoardSquare {
                    cell: root.cell
                    boardSize: root.size
                    flipped: root.flipped
                    animations: root.animations
                    showTargets: root.showTargets
                    numbered: !root.letters
                    arrivalSteps: root.model.arrivalSteps
                    cursor: root.cursorSquare === square && root.activeFocus && root.keyboardUsed
                    draggable: root.input !== null && piece !== BoardModel.Empty && (root.editing || root.input.movableSide >= 0 && whitePiece === (root.input.movableSide === 0))
                    onActivated: square => {
                        root.cursorSquare = square;
                        root.keyboardUsed = false;
                        if (root.input)
                            root.input.clickSquare(square);
                    }
                    onDragStarted: square => {
                        if (root.input && !root.editing && root.input.pickedSquare !== square)
                            root.input.clickSquare(square);
                    }
                    onDropped: (square, x, y) => {
                        const to = root.squareAtPoint(x, y);
                        if (root.input && to !== square && (to > 0 || root.editing))
                            root.input.dragPiece(square, to);
                    }
                }
            }
            BoardArrows {
                anchors.fill: parent
                arrows: root.model.arrows
                cell: root.cell
                boardSize: root.size
                flipped: root.flipped
            }
        }
        // Files a-h (or a-j) below the board and ranks 1-8 (or 1-10) beside it.
        Repeater {
            model: root.letters ? root.size : 0
            delegate: Text {
                required property int index
                x: root.frame + root.visualColumn(index) * root.cell
                y: root.frame + root.size * root.cell
                width: root.cell
                height: root.frame
                text: String.fromCharCode(97 + index)
                color: Theme.coordinate
                font.pixelSize: Math.max(9, root.frame * 0.6)
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
        Repeater {
            model: root.letters ? root.size : 0
            delegate: Text {
                required property int index
                x: 0
                y: root.frame + root.visualRow(index) * root.cell
                width: root.frame
                height: root.cell
                text: index + 1
                color: Theme.coordinate
                font.pixelSize: Math.max(9, root.frame * 0.6)
                horizontalAlignment: Text.AlignHCenter
                verticalAlignment: Text.AlignVCenter
            }
        }
    }
}
