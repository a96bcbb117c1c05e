// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

/*
 * What the rules force, shown on the board: the pieces that must capture are marked, a picked
 * capture's path is drawn and the pieces it takes are marked; once played, a taken piece stays
 * on the board, marked, until the capture has gone its way, and the computer's reply waits for
 * it.
 *
 * Russian from the start: 1. c3-d4 b6-c5 and White's d4 (18) must take c5 (14), landing on b6
 * (9); it is White's only capture, and Black answers a7:c5.
 */
Item {
    width: 1100
    height: 720

    GameController {
        id: game

        replyDelay: 0
        moveStepMs: 300
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
        name: "ForcedCapture"
        when: windowShown

        function square(n) {
            return findChild(findChild(page, "board"), "square_" + n);
        }
        function marked(n, mark) {
            return findChild(square(n), mark).visible;
        }

        function test_marksThePiecesThatMustCapture() {
            opponent.moves = ["b6-c5", "a7:c5"];
            game.moveStepMs = 0;
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            // No capture yet: nothing marked.
            for (let s = 21; s <= 32; ++s)
                verify(!square(s).mustCapture, "square " + s);
            compare(game.enterMove("c3-d4"), "");
            tryCompare(game, "ply", 2);
            verify(square(18).mustCapture);
            verify(marked(18, "mustCaptureMark"));
            for (let s = 1; s <= 32; ++s) {
                if (s !== 18)
                    verify(!square(s).mustCapture, "square " + s);
            }
            // Picked: the path is drawn and c5 marked as taken; the must-capture marks go.
            const board = findChild(page, "board");
            board.input.clickSquare(18);
            verify(!square(18).mustCapture);
            compare(game.board.arrows.length, 1);
            const path = game.board.arrows[0];
            compare(path.length, 2);
            compare(game.board.squareAt(path[0].column, path[0].rank), 18);
            compare(game.board.squareAt(path[1].column, path[1].rank), 9);
            verify(square(14).doomed);
            verify(marked(14, "doomedMark"));
            verify(!square(13).doomed);
            // Put back: the marks come back.
            board.input.clickSquare(18);
            verify(square(18).mustCapture);
            verify(!square(14).doomed);
            compare(game.board.arrows.length, 0);
        }

        function test_takenPieceStaysUntilTheCaptureHasGoneItsWay() {
            opponent.moves = ["b6-c5", "a7:c5"];
            game.moveStepMs = 300;
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            compare(game.enterMove("c3-d4"), "");
            tryCompare(game, "ply", 2, 2000);
            const board = findChild(page, "board");
            board.input.clickSquare(18);
            board.input.clickSquare(9);
            compare(game.ply, 3);
            // c5 is empty, but its piece is still shown, marked.
            compare(square(14).piece, BoardModel.Empty);
            verify(findChild(square(14), "ghost").visible);
            // The reply waits for the capture to be shown (one step of 300 ms).
            wait(150);
            compare(game.ply, 3);
            verify(findChild(square(14), "ghost").visible);
            tryCompare(game, "ply", 4, 2000);
            tryVerify(() => !findChild(square(14), "ghost").visible, 2000);
        }
    }
}
