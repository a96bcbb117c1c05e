// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

/*
 * Two captures with one start and one end: American checkers, White man c3 (22) against Black
 * men b4 (17), d4 (18), b6 (9), d6 (10). c3xe5xc7 takes d4 and d6; c3xa5xc7 takes b4 and b6
 * (WCDF: men capture forward only, any capture may be chosen). The player clicks c3, then c7,
 * then a5 where the chosen path turns.
 */
Item {
    width: 1100
    height: 720

    GameController {
        id: game

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {
            autoReply: false
        }
    }
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "PathChoice"
        when: windowShown

        function square(n) {
            return findChild(page, "square_" + n);
        }

        function test_chooseByTheTurningSquare() {
            compare(game.newGame("american", GameController.White, 3, "W:W22:B9,10,17,18"), "");
            mouseClick(square(22));
            verify(square(6).target);
            mouseClick(square(6));
            compare(game.ply, 0);
            verify(game.choosingPath);
            verify(square(13).target);
            verify(square(15).target);
            const message = findChild(page, "messageLabel");
            verify(message.visible);
            verify(message.text.length > 0);
            mouseClick(square(13)); // by a5
            compare(game.ply, 1);
            compare(square(6).piece, BoardModel.WhiteMan);
            compare(square(17).piece, BoardModel.Empty);
            compare(square(9).piece, BoardModel.Empty);
            compare(square(18).piece, BoardModel.BlackMan);
            compare(square(10).piece, BoardModel.BlackMan);
            compare(game.moveList.moveText(1), "22x13x6");
        }
    }
}
