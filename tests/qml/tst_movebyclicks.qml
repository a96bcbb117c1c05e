// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// A move made with two clicks on the board, the computer's scripted reply, and the move list.
Item {
    id: root

    width: 1100
    height: 720

    GameController {
        id: game

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {
            id: opponent
        }
    }
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "MoveByClicks"
        when: windowShown

        function square(n) {
            return findChild(page, "square_" + n);
        }

        function init() {
            opponent.autoReply = false;
        }

        function test_clickThenClick() {
            opponent.autoReply = true;
            opponent.moves = ["f6-e5"];
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            verify(square(22) !== null);
            compare(square(22).piece, BoardModel.WhiteMan);
            mouseClick(square(22)); // c3
            compare(game.pickedSquare, 22);
            verify(square(18).target); // d4 offered
            verify(square(17).target); // b4 offered
            mouseClick(square(18));
            compare(game.ply, 1);
            compare(square(18).piece, BoardModel.WhiteMan);
            compare(square(22).piece, BoardModel.Empty);
            tryCompare(game, "ply", 2);
            compare(square(15).piece, BoardModel.BlackMan); // the reply f6-e5
            compare(game.moveList.moveText(1), "c3-d4");
            compare(game.moveList.moveText(2), "f6-e5");
            compare(findChild(page, "turnLabel").text, "Your move");
        }

        function test_drag() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            const from = square(23); // e3
            const to = square(19); // f4, one square up and to the right
            mouseDrag(from, from.width / 2, from.height / 2, to.x - from.x, to.y - from.y);
            compare(game.ply, 1);
            compare(square(19).piece, BoardModel.WhiteMan);
            compare(square(23).piece, BoardModel.Empty);
        }

        function test_dragRefused() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            const from = square(23); // e3, dropped on g5, two squares up the diagonal
            const to = square(16);
            mouseDrag(from, from.width / 2, from.height / 2, to.x - from.x, to.y - from.y);
            compare(game.ply, 0);
            compare(findChild(page, "messageLabel").text, "A man moves one square at a time.");
            compare(square(23).piece, BoardModel.WhiteMan);
        }

        function test_keyboard() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            const board = findChild(page, "board");
            board.forceActiveFocus();
            board.cursorSquare = 22;
            keyClick(Qt.Key_Return); // pick c3
            compare(game.pickedSquare, 22);
            keyClick(Qt.Key_Up); // to b4 (up and to the left first)
            compare(board.cursorSquare, 17);
            keyClick(Qt.Key_Space);
            compare(game.ply, 1);
            compare(square(17).piece, BoardModel.WhiteMan);
            verify(square(17).Accessible.name.indexOf("b4") === 0);
        }

        // Every control of the page can be reached with Tab.
        function test_everyControlByKeyboard() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            findChild(page, "board").forceActiveFocus();
            const reached = {};
            for (let i = 0; i < 30; ++i) {
                keyClick(Qt.Key_Tab);
                let item = page.Window.activeFocusItem;
                while (item && item.objectName.length === 0)
                    item = item.parent;
                if (item)
                    reached[item.objectName] = true;
            }
            for (const name of ["homeButton", "newGameButton", "flipButton", "fileButton", "board", "moveField", "hintButton", "drawButton", "resignButton"])
                verify(reached[name], name + " is not reachable with Tab: " + Object.keys(reached));
        }

        function test_typedMove() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            const field = findChild(page, "moveField");
            field.forceActiveFocus();
            field.text = "e3-f4";
            keyClick(Qt.Key_Return);
            compare(game.ply, 1);
            compare(field.text, "");
        }
    }
}
