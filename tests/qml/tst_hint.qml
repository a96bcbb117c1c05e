// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

/*
 * A hint names the move, the line the computer expects after it, and what it is worth in words:
 * the score (hundredths of a man, for the player; a man is worth 100 in Russian, eval.cpp) read
 * against the thresholds of GameController::verdict(), and a win the search has seen in moves.
 * Russian from the start: 1. c3-d4 f6-e5 2. d4:f6 g7:e5 is a legal line.
 */
Item {
    width: 1100
    height: 720

    GameController {
        id: game

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {
            id: opponent

            hintMove: "c3-d4"
            hintLine: ["f6-e5", "d4:f6", "g7:e5"]
        }
    }
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "Hint"
        when: windowShown

        function cleanup() {
            Language.current = "en";
        }

        function test_words_data() {
            // 31000 is the engine's win score less the plies to the end (eval.h).
            return [
                { tag: "equal", score: 20, words: "about equal" },
                { tag: "edge", score: 40, words: "a slight edge for you" },
                { tag: "man up", score: 110, words: "wins a man" },
                { tag: "man down", score: -95, words: "loses a man" },
                { tag: "two men", score: 210, words: "wins two men" },
                { tag: "winning", score: 400, words: "a winning advantage" },
                { tag: "win in 7", score: 31000 - 13, words: "a win in 7 moves" },
                { tag: "loss in 4", score: -(31000 - 8), words: "the computer wins in 4 moves" },
                { tag: "win now", score: 31000 - 1, words: "a win with this move" }
            ];
        }
        function test_words(data) {
            opponent.hintScore = data.score;
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            mouseClick(findChild(page, "hintButton"));
            const message = findChild(page, "messageLabel");
            tryCompare(message, "text", "Hint: c3-d4 (" + data.words + "). Expected: f6-e5 d4:f6 g7:e5");
        }

        function test_translated() {
            opponent.hintScore = 31000 - 13;
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            mouseClick(findChild(page, "hintButton"));
            const message = findChild(page, "messageLabel");
            tryVerify(() => message.text.indexOf("a win in 7 moves") > 0);
            Language.current = "es";
            verify(message.text.indexOf("7 jugadas") > 0, message.text);
            Language.current = "pt_BR";
            verify(message.text.indexOf("7 lances") > 0, message.text);
        }
    }
}
