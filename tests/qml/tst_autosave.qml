// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// The game in progress is saved as it is played and comes back in a new session: the home page
// offers to continue it, and continuing sets up the same game.
Item {
    id: root

    width: 1000
    height: 700

    property string folder: TestSupport.newFolder()

    Component {
        id: session

        Item {
            property alias controller: controller
            anchors.fill: parent

            GameController {
                id: controller

                replyDelay: 0
                autosaveFolder: root.folder
                opponent: ScriptedOpponent {
                    moves: ["c3-d4"]
                }
            }
            HomePage {
                objectName: "home"
                anchors.fill: parent
                controller: controller
                onContinueRequested: controller.resumeSavedGame()
            }
        }
    }

    TestCase {
        name: "Autosave"
        when: windowShown

        // Each test saves into a folder of its own.
        function init() {
            root.folder = TestSupport.newFolder();
        }

        function test_resumeInANewSession() {
            const first = createTemporaryObject(session, root);
            verify(!first.controller.hasSavedGame);
            compare(first.controller.newGame("russian", GameController.Black, 6, ""), "");
            tryCompare(first.controller, "ply", 1); // the computer, White, opened with c3-d4
            const afterFirst = first.controller.fen;
            verify(TestSupport.exists(root.folder + "/game-in-progress.json"));
            const saved = TestSupport.readFile(root.folder + "/game-in-progress.json");
            verify(saved.indexOf("\"human\": \"black\"") > 0, saved);
            first.destroy();

            // A new session, as after closing the program or a crash.
            const second = createTemporaryObject(session, root);
            verify(second.controller.hasSavedGame);
            const home = findChild(second, "home");
            const button = findChild(home, "continueButton");
            verify(button.visible);
            verify(button.subtitle.indexOf("Russian draughts") === 0, button.subtitle);
            mouseClick(button);
            compare(second.controller.ply, 1);
            compare(second.controller.fen, afterFirst);
            compare(second.controller.humanSide, GameController.Black);
            compare(second.controller.level, 6);
            verify(second.controller.humanToMove);
        }

        // A draw offer is part of the game: it comes back with the saved game, "=" after its move.
        function test_aDrawOfferComesBack() {
            const first = createTemporaryObject(session, root);
            compare(first.controller.newGame("russian", GameController.White, 6, ""), "");
            first.controller.offerDraw();
            compare(first.controller.enterMove("c3-b4"), "");
            tryCompare(first.controller, "ply", 2);
            compare(first.controller.moveList.moveText(1), "c3-b4=");
            first.destroy();

            const second = createTemporaryObject(session, root);
            mouseClick(findChild(findChild(second, "home"), "continueButton"));
            compare(second.controller.ply, 2);
            compare(second.controller.moveList.moveText(1), "c3-b4=");
        }
    }
}
