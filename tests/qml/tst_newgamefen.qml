// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// The new-game page's FEN field: an example FEN of the chosen variant, an error that goes when
// the text changes, and a Start button that stays where it is.
Item {
    width: 1024
    height: 720

    GameController {
        id: game

        autosaveFolder: TestSupport.newFolder()
        computerPlays: false
    }
    NewGamePage {
        id: page

        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "NewGameFen"
        when: windowShown

        function test_exampleOfTheVariant_data() {
            return [{ tag: "american", fen: "B:W21-32:B1-12" }, { tag: "international", fen: "W:W31-50:B1-20" }, { tag: "russian", fen: "W:W21-32:B1-12" }];
        }
        function test_exampleOfTheVariant(data) {
            page.variant = data.tag;
            const field = findChild(page, "fenField");
            compare(field.placeholderText, "For example " + data.fen);
            // The example is a FEN the engine reads for that variant.
            compare(game.newGame(data.tag, GameController.White, 3, data.fen), "");
        }

        // A click on a variant's card chooses it: the card is marked and the example follows.
        function test_aClickOnACardChoosesTheVariant() {
            page.variant = "russian";
            const card = findChild(page, "variant_international");
            verify(!card.chosen);
            mouseClick(card);
            compare(page.variant, "international");
            verify(card.chosen);
            verify(!findChild(page, "variant_russian").chosen);
            compare(findChild(page, "fenField").placeholderText, "For example W:W31-50:B1-20");
        }

        function test_errorClearsAndStartStays() {
            page.variant = "russian";
            mouseClick(findChild(page, "startFen"));
            const field = findChild(page, "fenField");
            const start = findChild(page, "startButton");
            const error = findChild(page, "errorLabel");
            waitForRendering(page);
            const y = start.mapToItem(page, 0, 0).y;
            field.text = "W:W21-32:B1-1x";
            mouseClick(start);
            verify(page.error.length > 0);
            verify(error.text.indexOf("cannot be read") >= 0, error.text);
            waitForRendering(page);
            compare(start.mapToItem(page, 0, 0).y, y);
            field.text = "W:W21-32:B1-12";
            compare(page.error, "");
            compare(error.text, "");
            waitForRendering(page);
            compare(start.mapToItem(page, 0, 0).y, y);
        }
    }
}
