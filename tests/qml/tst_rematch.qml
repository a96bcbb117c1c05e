// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// The result card: a rematch with the colours swapped (same variant, opponent and level), the
// game saved as PDN, and Analyse only where the window has an analysis page.
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
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }
    SignalSpy {
        id: analyse

        target: page
        signalName: "analysisRequested"
    }

    TestCase {
        name: "Rematch"
        when: windowShown

        function test_rematchAgainstTheComputer() {
            opponent.moves = ["f6-e5"];
            compare(game.newGame("russian", GameController.White, 6, "W:W21,22,23:B10,11,12"), "");
            const rematch = findChild(page, "rematchButton");
            verify(!rematch.visible);
            compare(game.enterMove("c3-d4"), "");
            tryCompare(game, "ply", 2);
            game.resign();
            verify(game.over);
            tryCompare(rematch, "visible", true);
            verify(findChild(page, "saveGameButton").visible);
            mouseClick(rematch);
            verify(!game.over);
            compare(game.ply, 0);
            compare(game.variant, "russian");
            compare(game.level, 6);
            verify(!game.twoPlayers);
            compare(game.humanSide, GameController.Black);
            compare(game.fen, "W:W21,22,23:B10,11,12"); // from the same start
            // The computer now has White and moves first.
            opponent.moves = ["c3-d4"];
            tryCompare(game, "ply", 1);
            compare(findChild(page, "turnLabel").text, "Your move");
        }

        function test_rematchBetweenTwoPlayers() {
            compare(game.newGame("international", GameController.White, 3, "", true), "");
            game.resign();
            mouseClick(findChild(page, "rematchButton"));
            verify(game.twoPlayers);
            compare(game.humanSide, GameController.Black); // Player 1 takes Black
            const pdn = game.pdnText();
            verify(pdn.indexOf("[White \"Player 2\"]") >= 0, pdn);
            verify(pdn.indexOf("[Black \"Player 1\"]") >= 0, pdn);
        }

        // The result card sends the finished game to the analysis page (the window's
        // showGameAnalysis, as the Game menu does).
        function test_analyseTheFinishedGame() {
            compare(game.newGame("russian", GameController.White, 3, "", true), "");
            const button = findChild(page, "analyseButton");
            verify(!button.visible);
            game.resign();
            tryCompare(button, "visible", true);
            const before = analyse.count;
            mouseClick(button);
            compare(analyse.count, before + 1);
        }
    }
}
