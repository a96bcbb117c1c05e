// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// Take back: the player's move and the computer's reply come off the board and the list.
Item {
    width: 1100
    height: 720

    GameController {
        id: game

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {
            moves: ["f6-e5"]
        }
    }
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "TakeBack"
        when: windowShown

        function test_takeBack() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            const button = findChild(page, "takeBackButton");
            verify(!button.enabled);
            const start = game.fen;
            compare(game.enterMove("c3-d4"), "");
            tryCompare(game, "ply", 2);
            verify(button.enabled);
            mouseClick(button);
            compare(game.ply, 0);
            compare(game.fen, start);
            compare(findChild(page, "square_22").piece, BoardModel.WhiteMan);
            compare(findChild(page, "square_11").piece, BoardModel.BlackMan);
            compare(game.moveList.rowCount(), 0);
            verify(!button.enabled);
        }
    }
}
