// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// Offer a draw: it goes with the player's next move; the computer declines and says so, or
// accepts and the game ends as a draw.
Item {
    width: 1100
    height: 720

    GameController {
        id: game

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {
            id: opponent

            moves: ["f6-e5", "g7:e5"]
        }
    }
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "DrawOffer"
        when: windowShown

        function test_declinedThenAccepted() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            const button = findChild(page, "drawButton");
            const message = findChild(page, "messageLabel");
            verify(button.enabled);
            mouseClick(button);
            verify(game.drawOfferArmed);
            compare(message.text, "Your draw offer goes with your next move.");
            compare(game.enterMove("c3-d4"), "");
            tryCompare(game, "ply", 2);
            compare(opponent.drawOffers, 1);
            compare(message.text, "The computer declines your draw offer: it thinks it is better.");
            verify(!game.over);
            // The offer is written "=" after the move that carried it, in the list and the file.
            compare(game.moveList.moveText(1), "c3-d4=");
            compare(game.moveList.moveText(2), "f6-e5");
            const folder = TestSupport.newFolder();
            compare(game.savePdn(TestSupport.fileUrl(folder + "/offer.pdn")), "");
            const text = TestSupport.readFile(folder + "/offer.pdn");
            verify(text.indexOf("1. c3-d4 {=} 1... f6-e5") >= 0, text);
            // Read back, the offer is still there.
            compare(game.openPdn(TestSupport.fileUrl(folder + "/offer.pdn"), "russian", GameController.White, 3), "");
            compare(game.ply, 2);
            compare(game.moveList.moveText(1), "c3-d4=");

            opponent.acceptDraw = true;
            mouseClick(button);
            compare(game.enterMove("d4:f6"), ""); // d4 must take e5
            tryCompare(game, "over", true);
            compare(opponent.drawOffers, 2);
            compare(game.result, "draw");
            compare(findChild(page, "resultTitle").text, "Draw");
            verify(findChild(page, "resultLine").text.indexOf("Draw agreed") === 0);
        }
    }
}
