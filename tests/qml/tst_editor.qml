// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// The board editor: pieces put by clicks, moved and removed by drags and placed from the
// keyboard; a position the engine refuses shows its reason and cannot be played; an accepted
// one shows its FEN and starts a game from it.
Item {
    width: 1024
    height: 640

    GameController {
        id: game

        autosaveFolder: TestSupport.newFolder()
        computerPlays: false
    }
    EditorPage {
        id: page

        anchors.fill: parent
    }
    SignalSpy {
        id: practiseSpy

        target: page
        signalName: "practiseRequested"
    }
    SignalSpy {
        id: playSpy

        target: page
        signalName: "playRequested"
    }

    TestCase {
        name: "Editor"
        when: windowShown

        function square(n) {
            return findChild(page, "square_" + n);
        }
        function child(name) {
            return findChild(page, name);
        }
        function chooseTool(piece) {
            mouseClick(child("tool_" + piece));
            compare(page.editor.tool, piece);
        }

        function init() {
            page.load("russian", "");
            mouseClick(child("clearButton"));
            compare(page.editor.fen, "W:W:B");
            practiseSpy.clear();
            playSpy.clear();
        }

        function test_manOnItsCrowningRowIsRefused() {
            chooseTool(BoardModel.WhiteMan);
            mouseClick(square(2)); // d8
            chooseTool(BoardModel.BlackKing);
            mouseClick(square(30)); // c1
            compare(square(2).piece, BoardModel.WhiteMan);
            compare(square(30).piece, BoardModel.BlackKing);
            compare(page.editor.accepted, false);
            compare(child("problemLabel").text, "The white man on d8 stands on White's crowning row: it would be a king there. Make it a king or move it.");
            compare(child("playButton").enabled, false);
            compare(child("practiseButton").enabled, false);
            compare(child("fenField").visible, false);
            // Made a king, it may stand there: the FEN shows and the game can start.
            chooseTool(BoardModel.WhiteKing);
            mouseClick(square(2));
            compare(square(2).piece, BoardModel.WhiteKing);
            compare(page.editor.accepted, true);
            compare(child("problemLabel").visible, false);
            compare(child("fenField").visible, true);
            compare(child("fenField").text, "W:WK2:BK30");
            compare(child("playButton").enabled, true);
            // A black man on e1, Black's crowning row.
            chooseTool(BoardModel.BlackMan);
            mouseClick(square(31)); // e1
            compare(child("problemLabel").text, "The black man on e1 stands on Black's crowning row: it would be a king there. Make it a king or move it.");
            compare(child("playButton").enabled, false);
        }

        function test_clickAgainRemoves() {
            chooseTool(BoardModel.BlackMan);
            mouseClick(square(11));
            compare(square(11).piece, BoardModel.BlackMan);
            mouseClick(square(11));
            compare(square(11).piece, BoardModel.Empty);
            chooseTool(BoardModel.Empty); // the eraser
            mouseClick(square(11));
            compare(square(11).piece, BoardModel.Empty);
        }

        function test_dragMovesAndRemoves() {
            compare(page.editor.setFen("W:W22:B11"), "");
            const from = square(22); // c3
            const to = square(18); // d4
            mouseDrag(from, from.width / 2, from.height / 2, to.x - from.x, to.y - from.y);
            compare(square(22).piece, BoardModel.Empty);
            compare(square(18).piece, BoardModel.WhiteMan);
            compare(page.editor.fen, "W:W18:B11");
            // Off the board (to the left of it): the piece goes.
            const d4 = square(18);
            const board = child("board");
            const left = d4.mapFromItem(board, 2, board.height / 2);
            mouseDrag(d4, d4.width / 2, d4.height / 2, left.x - d4.width / 2, left.y - d4.height / 2);
            compare(square(18).piece, BoardModel.Empty);
            compare(page.editor.fen, "W:W:B11");
            compare(child("problemLabel").text, "White has no pieces: there is no game to play.");
        }

        function test_keyboardPlaces() {
            chooseTool(BoardModel.WhiteMan);
            const board = child("board");
            mouseClick(child("clearButton")); // the board gives up the focus
            board.cursorSquare = 0;
            board.forceActiveFocus(); // the cursor starts on a1
            verify(board.activeFocus);
            compare(board.cursorSquare, 29);
            keyClick(Qt.Key_Return);
            compare(square(29).piece, BoardModel.WhiteMan);
            keyClick(Qt.Key_Right); // c1
            keyClick(Qt.Key_Space);
            compare(square(30).piece, BoardModel.WhiteMan);
            keyClick(Qt.Key_Up); // b2
            keyClick(Qt.Key_Return);
            compare(square(25).piece, BoardModel.WhiteMan);
            compare(page.editor.fen, "W:W25,29,30:B");
        }

        function test_reasons_data() {
            return [{
                    "tag": "too many",
                    "variant": "international",
                    "fen": "W:W6-26:B1",
                    "text": "White has more than 20 pieces, the number each side starts with."
                }, {
                    "tag": "no black pieces",
                    "variant": "brazilian",
                    "fen": "W:W22:B",
                    "text": "Black has no pieces: there is no game to play."
                }, {
                    "tag": "blocked",
                    "variant": "russian",
                    "fen": "W:W29:B25,22",
                    "text": "The side to move has no legal move: the game would be lost already."
                }];
        }
        function test_reasons(data) {
            page.load(data.variant, data.fen);
            compare(page.editor.variant, data.variant);
            compare(child("problemLabel").text, data.text);
            compare(child("playButton").enabled, false);
        }

        function test_sideToMoveDecides() {
            page.load("russian", "W:W29:B25,22");
            compare(page.editor.accepted, false);
            mouseClick(child("blackToMove"));
            compare(page.editor.sideToMove, 1);
            compare(page.editor.accepted, true);
            compare(child("fenField").text, "B:W29:B22,25");
        }

        function test_unreadableFenSaysWhy() {
            page.load("russian", "W:W21-32:Bz");
            verify(child("problemLabel").text.length > 0);
            verify(page.fenError.length > 0);
        }

        function test_variantChangesTheBoard() {
            page.editor.variant = "international";
            compare(page.editor.board.boardSize, 10);
            compare(page.editor.fen, "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
        }

        function test_startsAGame() {
            page.load("brazilian", "B:WK22,27:B11,13");
            compare(page.editor.accepted, true);
            mouseClick(child("practiseButton"));
            compare(practiseSpy.count, 1);
            const args = practiseSpy.signalArguments[0];
            compare(args[0], "brazilian");
            compare(args[1], "B:WK22,27:B11,13");
            compare(args[2], 1);
            // Main.qml's practise() plays it against the computer with the side to move.
            compare(game.newGame(args[0], args[2], 3, args[1]), "");
            compare(game.fen, "B:WK22,27:B11,13");
            compare(game.humanSide, GameController.Black);
            mouseClick(child("playButton"));
            compare(playSpy.count, 1);
            compare(playSpy.signalArguments[0][1], "B:WK22,27:B11,13");
        }
    }
}
