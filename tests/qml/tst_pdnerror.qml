// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// Opening a bad PDN file: the message names the line, column and what is wrong, and the game
// in progress is left exactly as it was. A good file opens.
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
        name: "PdnError"
        when: windowShown

        function test_badFileLeavesTheGame() {
            opponent.moves = ["f6-e5"];
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            compare(game.enterMove("c3-d4"), "");
            tryCompare(game, "ply", 2);
            const fen = game.fen;
            const folder = TestSupport.newFolder();

            // Move 3 (c3-b4) is illegal: c3 is empty, and d4 must take e5 anyway.
            const illegal = folder + "/illegal.pdn";
            TestSupport.writeFile(illegal, "[GameType \"25\"]\n\n1. c3-d4 f6-e5 2. c3-b4 *\n");
            let error = game.openPdn(TestSupport.fileUrl(illegal), "russian", 0, 3);
            verify(error.indexOf("illegal.pdn") === 0, error);
            verify(error.indexOf("line 3, column 19") > 0, error);
            verify(error.indexOf("c3-b4") > 0, error);
            verify(error.indexOf("(there is no piece on its start square)") > 0, error);
            compare(game.fen, fen);

            // The rule a move breaks is said in the player's language, not the engine's English.
            TestSupport.writeFile(illegal, "[GameType \"25\"]\n\n1. c3-d4 f6-e5 2. a3-b4 *\n");
            Language.current = "es";
            error = game.openPdn(TestSupport.fileUrl(illegal), "russian", 0, 3);
            verify(error.indexOf("(la captura es obligatoria)") > 0, error);
            Language.current = "pt_BR";
            error = game.openPdn(TestSupport.fileUrl(illegal), "russian", 0, 3);
            verify(error.indexOf("(a captura é obrigatória)") > 0, error);
            Language.current = "en";
            compare(game.fen, fen);
            compare(game.ply, 2);
            compare(game.moveList.moveText(2), "f6-e5");

            // An unclosed comment: a reading error, with its place.
            const broken = folder + "/broken.pdn";
            TestSupport.writeFile(broken, "[Event \"x\"]\n1. c3-d4 {never closed\n");
            error = game.openPdn(TestSupport.fileUrl(broken), "russian", 0, 3);
            verify(error.indexOf("line 2") > 0, error);
            verify(error.indexOf("this comment is never closed") > 0, error);
            Language.current = "es";
            error = game.openPdn(TestSupport.fileUrl(broken), "russian", 0, 3);
            verify(error.indexOf("este comentario nunca se cierra") > 0, error);
            Language.current = "pt_BR";
            error = game.openPdn(TestSupport.fileUrl(broken), "russian", 0, 3);
            verify(error.indexOf("este comentário nunca é fechado") > 0, error);
            Language.current = "en";
            compare(game.fen, fen);

            const missing = game.openPdn(TestSupport.fileUrl(folder + "/none.pdn"), "russian", 0, 3);
            verify(missing.length > 0);
            compare(game.ply, 2);

            // The error dialog shows the message.
            const dialog = findChild(page, "openError");
            dialog.show(error);
            tryCompare(dialog, "opened", true);
            dialog.close();

            // A good file replaces the game and plays on from its last move.
            const good = folder + "/good.pdn";
            TestSupport.writeFile(good, "[GameType \"25\"]\n1. c3-d4 f6-e5 2. d4:f6 g7:e5 *\n");
            compare(game.openPdn(TestSupport.fileUrl(good), "russian", 0, 3), "");
            compare(game.ply, 4);
            compare(game.moveList.moveText(3), "d4:f6");
        }

        function test_saveThenOpen() {
            opponent.moves = ["19-23"];
            compare(game.newGame("international", GameController.White, 3, ""), "");
            compare(game.enterMove("32-28"), "");
            tryCompare(game, "ply", 2);
            const file = TestSupport.newFolder() + "/saved.pdn";
            compare(game.savePdn(TestSupport.fileUrl(file)), "");
            const text = TestSupport.readFile(file);
            verify(text.indexOf("[GameType \"20,W,10,10,N2,0\"]") >= 0, text);
            verify(text.indexOf("1. 32-28") >= 0, text);
            compare(game.newGame("international", GameController.White, 3, ""), "");
            compare(game.openPdn(TestSupport.fileUrl(file), "", 0, 3), "");
            compare(game.ply, 2);
            compare(game.moveList.moveText(1), "32-28");
        }
    }
}
