// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

/*
 * The play page offers the endgame tables of its variant when they are missing, with their size
 * and time, and makes them from the keyboard: progress while they are made, then the panel goes.
 * Brazilian tables of up to 2 pieces are what the test makes (TablesController.generate(2)); the
 * offer itself is for 5 pieces. The folder is a temporary one. Once a game has ended the offer
 * goes, and comes back with the next game.
 */
Item {
    width: 1024
    height: 640

    GameController {
        id: game

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {}
    }
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }
    Component {
        id: pageComponent

        PlayPage {
            width: 1024
            height: 640
            controller: game
        }
    }
    SignalSpy {
        id: finished

        target: TablesController
        signalName: "finished"
    }

    TestCase {
        name: "TablesOffer"
        when: windowShown

        function cleanup() {
            Language.current = "en";
        }

        function test_offer() {
            TablesController.folder = TestSupport.newFolder();
            compare(game.newGame("brazilian", GameController.White, 3, ""), "");
            const offer = findChild(page, "tablesOffer");
            tryCompare(offer, "visible", true);
            const text = findChild(page, "tablesText");
            verify(text.text.indexOf("up to 5 pieces") > 0, text.text);
            verify(text.text.indexOf("303 MB") > 0, text.text);
            Language.current = "es";
            verify(text.text.indexOf("303 MB") > 0 && text.text.indexOf("piezas") > 0, text.text);
            Language.current = "pt_BR";
            verify(text.text.indexOf("peças") > 0, text.text);
            Language.current = "en";

            // Made from the keyboard: the button takes the focus by Tab and Space presses it.
            const button = findChild(page, "tablesButton");
            compare(button.text, "Make the tables");
            finished.clear();
            TablesController.generate(2);
            verify(TablesController.generating);
            compare(button.text, "Cancel");
            finished.wait(30000);
            compare(finished.signalArguments[0][0], true);
            compare(TablesController.pieces, 2);
            verify(offer.visible); // 3 to 5 pieces are still missing
            button.forceActiveFocus();
            keyClick(Qt.Key_Space);
            verify(TablesController.generating);
            compare(TablesController.generatingPieces, 5);
            keyClick(Qt.Key_Space); // Cancel
            verify(!TablesController.generating);
            verify(TablesController.pieces >= 2);
        }

        function test_goneAfterTheGame() {
            TablesController.folder = TestSupport.newFolder();
            compare(game.newGame("brazilian", GameController.White, 3, ""), "");
            const offer = findChild(page, "tablesOffer");
            tryCompare(offer, "visible", true);
            game.resign();
            verify(game.over);
            compare(offer.visible, false);
            verify(TablesController.offered); // still missing: only the page stops offering
            game.takeBack(); // the game goes on: the offer is back
            verify(!game.over);
            compare(offer.visible, true);
            game.resign();
            compare(offer.visible, false);
            game.rematch();
            compare(offer.visible, true);
        }
        // The whole offer shows in a small window in the longest language, the page opened on a
        // game already started (as the app opens it): its lines of text above the button.
        function test_wholeInASmallWindow() {
            TablesController.folder = TestSupport.newFolder();
            Language.current = "pt_BR";
            compare(game.newGame("american", GameController.White, 3, ""), "");
            const opened = createTemporaryObject(pageComponent, parent);
            waitForRendering(opened);
            const offer = findChild(opened, "tablesOffer");
            tryCompare(offer, "visible", true);
            waitForRendering(opened);
            const text = findChild(opened, "tablesText");
            const button = findChild(opened, "tablesButton");
            const textBottom = text.mapToItem(opened, 0, text.contentHeight).y;
            const buttonTop = button.mapToItem(opened, 0, 0).y;
            verify(text.lineCount >= 2, "lines: " + text.lineCount);
            verify(textBottom <= buttonTop, "text ends at " + textBottom + ", button at " + buttonTop);
            const offerBottom = offer.mapToItem(opened, 0, offer.height).y;
            verify(button.mapToItem(opened, 0, button.height).y <= offerBottom,
                   "button below the pane's bottom " + offerBottom);
        }
    }
}
