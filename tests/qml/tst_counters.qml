// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

/*
 * The counters panel: a count appears, ticks down move by move, explains itself on focus, and
 * ends the game with the result sentence of draw-rules.md in the current language.
 *
 * Russian, a lone king each: White c1 (30), Black h6 (12), White to move. russian-balance runs
 * (both sides have a king, 2 pieces: 5 moves per side, 10 plies). White shuttles c1-a3, Black
 * tours h6-g7-f6-e5-f6-g7: no capture is ever possible on these squares and no position comes
 * three times, so the count runs out at ply 10 (see tst_gamecontroller.cpp).
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
        }
    }
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "Counters"
        when: windowShown

        readonly property var sentences: ({
                "en": "Move limit: too long without captures",
                "es": "Límite de jugadas: demasiado tiempo sin capturas",
                "pt_BR": "Limite de lances: tempo demais sem captura"
            })

        function cleanup() {
            Language.current = "en";
        }

        function counterRow() {
            return findChild(page, "counter_russian-balance");
        }

        function playTour() {
            opponent.moves = ["h6-g7", "g7-f6", "f6-e5", "e5-f6", "f6-g7"];
            compare(game.newGame("russian", GameController.White, 3, "W:WK30:BK12"), "");
            const white = ["c1-a3", "a3-c1", "c1-a3", "a3-c1", "c1-a3"];
            for (let i = 0; i < white.length; ++i) {
                compare(game.enterMove(white[i]), "");
                tryCompare(game, "ply", 2 * i + 2);
            }
        }

        function test_appearsAndTicks() {
            opponent.moves = ["h6-g7"];
            compare(game.newGame("russian", GameController.White, 3, "W:WK30:BK12"), "");
            const row = counterRow();
            verify(row !== null);
            compare(row.name, "Kings on both sides");
            compare(row.leftText, "Moves left: White 5, Black 5");
            compare(row.remaining, 1);
            compare(game.enterMove("c1-a3"), "");
            tryCompare(game, "ply", 2);
            compare(row.leftText, "Moves left: White 4, Black 4");
            compare(row.remaining, 0.8);
            // Focus explains the rule and what resets it.
            row.forceActiveFocus();
            verify(row.explaining);
            verify(row.explanation.indexOf("60 with 6 or 7") > 0, row.explanation);
            verify(row.explanation.indexOf("a plain man move does not") > 0, row.explanation);
        }

        function test_endsTheGame_data() {
            return [{ tag: "en", language: "en" }, { tag: "es", language: "es" }, { tag: "pt_BR", language: "pt_BR" }];
        }
        function test_endsTheGame(data) {
            Language.current = data.language;
            playTour();
            verify(game.over);
            compare(game.reason, "move-limit");
            const line = findChild(page, "resultLine");
            verify(line.visible);
            compare(line.text, sentences[data.language]);
        }

        function test_sentenceFollowsTheLanguage() {
            playTour();
            const line = findChild(page, "resultLine");
            compare(line.text, sentences["en"]);
            Language.current = "es";
            compare(line.text, sentences["es"]);
            Language.current = "pt_BR";
            compare(line.text, sentences["pt_BR"]);
        }
    }
}
