// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// Two players on one computer: both sides move by click, nobody thinks, and the referee ends
// the game with the same counts and sentences as against the computer; resignation, draw
// offers, take-back, the turning board, the autosave and the PDN tags know both players.
Item {
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
    GameController {
        id: computerGame

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {
            id: computer
        }
    }
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "TwoPlayers"
        when: windowShown

        function square(n) {
            return findChild(page, "square_" + n);
        }
        function cleanup() {
            Preferences.turnBoard = false;
            Language.current = "en";
        }

        function test_bothSidesMoveByClick() {
            opponent.moves = ["f6-e5"];
            compare(game.newGame("russian", GameController.White, 3, "", true), "");
            verify(game.twoPlayers);
            compare(findChild(page, "turnLabel").text, "White to move");
            mouseClick(square(22)); // c3
            mouseClick(square(18)); // d4
            compare(game.ply, 1);
            wait(50);
            compare(game.ply, 1); // nobody answers
            verify(!game.thinking);
            compare(opponent.thinkCount, 0);
            compare(findChild(page, "turnLabel").text, "Black to move");
            compare(game.movableSide, 1);
            verify(!findChild(page, "hintButton").enabled);
            mouseClick(square(11)); // f6
            mouseClick(square(15)); // e5
            compare(game.ply, 2);
            compare(game.moveList.moveText(2), "f6-e5");
            compare(square(15).piece, BoardModel.BlackMan);
            compare(game.movableSide, 0);
            compare(opponent.thinkCount, 0);
            // Take back: one move, whoever made it.
            mouseClick(findChild(page, "takeBackButton"));
            compare(game.ply, 1);
            compare(game.sideToMove, 1);
        }

        function test_aCountEndsTheGameAsAgainstTheComputer_data() {
            return [{ tag: "en", language: "en" }, { tag: "es", language: "es" }, { tag: "pt_BR", language: "pt_BR" }];
        }
        function test_aCountEndsTheGameAsAgainstTheComputer(data) {
            Language.current = data.language;
            const white = ["c1-a3", "a3-c1", "c1-a3", "a3-c1", "c1-a3"];
            const black = ["h6-g7", "g7-f6", "f6-e5", "e5-f6", "f6-g7"];
            computer.moves = black;
            compare(computerGame.newGame("russian", GameController.White, 3, "W:WK30:BK12"), "");
            for (let i = 0; i < white.length; ++i) {
                compare(computerGame.enterMove(white[i]), "");
                tryCompare(computerGame, "ply", 2 * i + 2);
            }
            verify(computerGame.over);

            compare(game.newGame("russian", GameController.White, 3, "W:WK30:BK12", true), "");
            for (let i = 0; i < white.length; ++i) {
                compare(game.enterMove(white[i]), "");
                if (i < white.length - 1 || !game.over)
                    compare(game.enterMove(black[i]), "");
            }
            verify(game.over);
            compare(game.reason, "move-limit");
            compare(game.reason, computerGame.reason);
            compare(game.ply, computerGame.ply);
            const line = findChild(page, "resultLine");
            verify(line.visible);
            compare(line.text, computerGame.resultLine);
            compare(game.resultTitle, computerGame.resultTitle); // a draw is a draw
            compare(opponent.thinkCount, 0);
        }

        function test_resignSaysWhichSide() {
            compare(game.newGame("russian", GameController.White, 3, "", true), "");
            compare(game.enterMove("c3-d4"), "");
            game.resign(); // Black is to move
            verify(game.over);
            compare(game.resultTitle, "White wins");
            compare(game.resultLine, "Black resigned.");
            verify(game.canTakeBack);
            game.takeBack();
            verify(!game.over);
            compare(game.ply, 1);
        }

        function test_drawOfferAnsweredOnScreen() {
            compare(game.newGame("russian", GameController.White, 3, "", true), "");
            compare(game.enterMove("c3-d4"), "");
            const button = findChild(page, "drawButton");
            verify(button.enabled);
            mouseClick(button);
            const dialog = findChild(page, "drawDialog");
            tryCompare(dialog, "opened", true);
            compare(dialog.title, "Black offers a draw");
            dialog.reject();
            verify(!game.over);
            compare(findChild(page, "messageLabel").text, "White declines the draw offer.");
            // Black offered before moving: the "=" of the file goes after Black's next move, the
            // move that carries the offer, not after White's last one.
            verify(game.pdnText().indexOf("c3-d4=") < 0, game.pdnText());
            compare(game.enterMove("f6-e5"), "");
            verify(game.pdnText().indexOf("1. c3-d4 f6-e5 {=} ") > 0, game.pdnText());
            compare(game.enterMove("d4:f6"), "");
            verify(game.pdnText().indexOf("d4:f6 {=}") < 0, game.pdnText());
            compare(game.enterMove("g7:e5"), "");
            mouseClick(button);
            tryCompare(dialog, "opened", true);
            dialog.accept();
            verify(game.over);
            compare(game.resultTitle, "Draw");
            compare(game.resultLine, "Draw agreed between the players.");
            compare(opponent.drawOffers, 0);
        }

        function test_theBoardTurnsForTheSideToMove() {
            const board = findChild(page, "board");
            compare(game.newGame("russian", GameController.White, 3, "", true), "");
            verify(!board.flipped);
            compare(game.enterMove("c3-d4"), "");
            verify(!board.flipped); // not asked to turn: Player 1's side stays below
            Preferences.turnBoard = true;
            verify(board.flipped);
            compare(game.enterMove("f6-e5"), "");
            verify(!board.flipped);
        }

        function test_theAutosaveKeepsTheMode() {
            const folder = TestSupport.newFolder();
            game.autosaveFolder = folder;
            compare(game.newGame("brazilian", GameController.White, 3, "", true), "");
            compare(game.enterMove("c3-d4"), "");
            const text = TestSupport.readFile(folder + "/game-in-progress.json");
            verify(text.indexOf("\"opponent\": \"player\"") > 0, text);
            const later = Qt.createQmlObject("import Damas; GameController { }", page);
            later.autosaveFolder = folder;
            tryCompare(later, "hasSavedGame", true);
            compare(later.savedGameSummary, "Brazilian draughts: two players, moves played: 1");
            verify(later.resumeSavedGame());
            verify(later.twoPlayers);
            compare(later.ply, 1);
            verify(!later.thinking);
            compare(later.movableSide, 1);
            later.destroy();
        }

        function test_pdnNamesThePlayers() {
            compare(game.newGame("russian", GameController.White, 3, "", true), "");
            let pdn = game.pdnText();
            verify(pdn.indexOf("[White \"Player 1\"]") >= 0, pdn);
            verify(pdn.indexOf("[Black \"Player 2\"]") >= 0, pdn);
            verify(pdn.indexOf("[Event \"Game between two players\"]") >= 0, pdn);
            compare(game.newGame("russian", GameController.Black, 7, ""), "");
            pdn = game.pdnText();
            verify(pdn.indexOf("[White \"Computer, level 7\"]") >= 0, pdn);
            verify(pdn.indexOf("[Black \"Player\"]") >= 0, pdn);
        }
    }
}
