// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// An illegal attempt and the short line that says why. Russian: c3 (22) must take d4 (18).
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
        name: "Illegal"
        when: windowShown

        function square(n) {
            return findChild(page, "square_" + n);
        }

        function test_captureIsObligatory() {
            compare(game.newGame("russian", GameController.White, 3, "W:W22,29:B18"), "");
            const message = findChild(page, "messageLabel");
            compare(message.text, ""); // its line is kept, empty
            mouseClick(square(29)); // a1 cannot move: c3 must capture
            verify(message.visible);
            compare(message.text, "Capture is obligatory.");
            compare(game.ply, 0);
            mouseClick(square(22));
            compare(message.text, ""); // picking a piece that can move clears it
            mouseClick(square(26)); // c3 to d2: backward
            compare(message.text, "Men move forward only.");
            mouseClick(square(15)); // the capture c3:e5
            compare(game.ply, 1);
            compare(square(18).piece, BoardModel.Empty);
        }
    }
}
