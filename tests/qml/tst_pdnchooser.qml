// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// Opening a PDN file shows its games to choose from (players, event, result, length) and the
// games that could not be read with where and why; the chosen game replaces the one in progress
// only once the player says yes.
Item {
    width: 1024
    height: 640

    GameController {
        id: game

        replyDelay: 0
        computerPlays: false
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {}
    }
    PlayPage {
        id: page

        anchors.fill: parent
        controller: game
    }
    Component {
        id: newGamePage

        NewGamePage {
            anchors.fill: parent
            controller: game
        }
    }

    TestCase {
        name: "PdnChooser"
        when: windowShown

        // A test that stops half-way leaves no dialog open over the next one.
        function cleanup() {
            findChild(page, "pdnChooser").close();
            findChild(page, "replaceDialog").close();
        }

        function test_chooseAGame() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            compare(game.setUpMove("e3-f4"), "");
            const fen = game.fen;
            const file = TestSupport.newFolder() + "/club.pdn";
            TestSupport.writeFile(file, "[Event \"Club evening\"]\n[White \"Ana\"]\n[Black \"Bruno\"]\n[GameType \"25\"]\n" + "1. c3-d4 f6-e5 2. d4:f6 g7:e5 1-0\n\n" + "[Event \"Broken\"]\n[Empty]\n\n1. c3-d4 *\n\n" + "[White \"Carla\"]\n[Black \"Davi\"]\n[GameType \"25\"]\n1. c3-b4 *\n");
            page.choosePdnGame(TestSupport.fileUrl(file));
            const chooser = findChild(page, "pdnChooser");
            tryVerify(() => chooser.opened);
            tryVerify(() => !chooser.games.loading);
            compare(chooser.title, "Games in club.pdn");
            const list = findChild(chooser, "gameList");
            compare(list.count, 2);
            compare(findChild(chooser, "countLabel").text, "Games that can be opened: 2; games that cannot be read: 1 (listed below).");
            const unreadable = findChild(chooser, "unreadableList");
            verify(unreadable.visible);
            compare(unreadable.text, "Game 2, line 8, column 7: the value of tag Empty should be in double quotes.");
            // The list makes its delegates when it is next laid out, not when its model fills.
            tryVerify(() => list.itemAtIndex(0) !== null && list.itemAtIndex(1) !== null);
            const first = list.itemAtIndex(0);
            verify(first.Accessible.name.indexOf("1. Ana – Bruno") === 0, first.Accessible.name);
            verify(first.Accessible.name.indexOf("Club evening · result 1-0 · moves: 2") > 0, first.Accessible.name);
            const open = findChild(chooser, "openGameButton");
            verify(!open.enabled);

            // The third game of the file; the game in progress is replaced only after a yes.
            mouseClick(list.itemAtIndex(1));
            compare(list.currentIndex, 1);
            verify(open.enabled);
            mouseClick(open);
            const ask = findChild(page, "replaceDialog");
            tryVerify(() => ask.opened);
            ask.reject();
            tryVerify(() => !ask.visible);
            compare(game.fen, fen);

            page.choosePdnGame(TestSupport.fileUrl(file));
            tryVerify(() => chooser.opened && !chooser.games.loading);
            list.currentIndex = 1;
            mouseClick(open);
            tryVerify(() => ask.opened);
            ask.accept();
            tryCompare(game, "ply", 1);
            compare(game.moveList.moveText(1), "c3-b4");
        }

        // The new-game page's "game from a PDN file" is chosen the same way.
        function test_theNewGamePageChoosesAGameToo() {
            // The page's replace-the-game dialog lays itself out without a binding loop.
            failOnWarning(/ReplaceGameDialog: Binding loop/);
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            game.resign();
            const file = TestSupport.newFolder() + "/two.pdn";
            TestSupport.writeFile(file, "[White \"Ana\"]\n[Black \"Bruno\"]\n[GameType \"25\"]\n1. c3-d4 *\n\n" + "[White \"Carla\"]\n[Black \"Davi\"]\n[GameType \"25\"]\n1. e3-f4 f6-g5 *\n");
            const newGame = createTemporaryObject(newGamePage, page);
            let started = false;
            newGame.started.connect(() => started = true);
            newGame.start = 2;
            const chooser = findChild(newGame, "pdnChooser");
            chooser.show(TestSupport.fileUrl(file));
            tryVerify(() => chooser.opened && !chooser.games.loading);
            const list = findChild(chooser, "gameList");
            compare(list.count, 2);
            // A double click on a game opens it.
            tryVerify(() => list.itemAtIndex(1) !== null);
            mouseDoubleClickSequence(list.itemAtIndex(1));
            tryVerify(() => !chooser.visible);
            compare(newGame.pdnRow, 1);
            compare(newGame.pdnGameName, "two.pdn, game 2: Carla – Davi");
            mouseClick(findChild(newGame, "startButton"));
            verify(started);
            compare(game.ply, 2);
            compare(game.moveList.moveText(2), "f6-g5");
        }

        // A word that is not PDN ends the game where it stands: the chooser says so when the game
        // is picked, before it replaces anything; the moves before it are opened, and the
        // message says where the game stops.
        function test_aGameStopsAtAWordThatIsNotAMove() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            game.resign();
            const file = TestSupport.newFolder() + "/remark.pdn";
            TestSupport.writeFile(file, "[GameType \"25\"]\n1. c3-d4 f6-g5 2. Whiteresigned *\n");
            page.choosePdnGame(TestSupport.fileUrl(file));
            const chooser = findChild(page, "pdnChooser");
            tryVerify(() => chooser.opened && !chooser.games.loading);
            const list = findChild(chooser, "gameList");
            compare(list.count, 1);
            const problem = findChild(chooser, "pickedProblem");
            verify(!problem.visible);
            list.currentIndex = 0;
            const said = "line 2, column 19: 2. \"Whiteresigned\" cannot be read as a move ('Whiteresigned' is not a move, a move number, an annotation, a comment or a result). The moves before it are opened.";
            compare(problem.text, said);
            verify(problem.visible);
            verify(findChild(chooser, "openGameButton").enabled);
            mouseClick(findChild(chooser, "openGameButton"));
            tryVerify(() => !chooser.visible);
            compare(game.ply, 2);
            compare(findChild(page, "messageLabel").text, "remark.pdn, game 1: " + said);
        }

        // A game with a move that is not legal cannot be opened: the chooser says why, with the
        // game's number, line and column in the file and the move as numbered there, before
        // anything is replaced.
        function test_aGameWithAnIllegalMoveIsNotOpened() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            const fen = game.fen;
            const file = TestSupport.newFolder() + "/three.pdn";
            TestSupport.writeFile(file, "[GameType \"25\"]\n1. c3-d4 *\n\n" + "[GameType \"25\"]\n1. e3-f4 *\n\n" + "[GameType \"25\"]\n[White \"Ana\"]\n\n1. c3-d4 f6-g5\n2. g3-h4 b6-a7 *\n");
            page.choosePdnGame(TestSupport.fileUrl(file));
            const chooser = findChild(page, "pdnChooser");
            tryVerify(() => chooser.opened && !chooser.games.loading);
            const list = findChild(chooser, "gameList");
            compare(list.count, 3);
            list.currentIndex = 2;
            const problem = findChild(chooser, "pickedProblem");
            verify(problem.text.indexOf("line 11, column 10: 2… \"b6-a7\" is not legal") === 0, problem.text);
            const open = findChild(chooser, "openGameButton");
            verify(!open.enabled);
            list.currentIndex = 1;
            compare(problem.text, "");
            verify(open.enabled);
            chooser.close();
            compare(game.fen, fen);
        }

        // A file that does not say its variant, whose moves are American checkers, opened from a
        // Russian game: it is read as American, and the chooser says so first.
        function test_aFileWithoutItsVariant() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            game.resign();
            const file = TestSupport.newFolder() + "/checkers.pdn";
            TestSupport.writeFile(file, "[Event \"Club\"]\n1. 11-15 23-19 2. 8-11 22-17 *\n");
            page.choosePdnGame(TestSupport.fileUrl(file));
            const chooser = findChild(page, "pdnChooser");
            tryVerify(() => chooser.opened && !chooser.games.loading);
            findChild(chooser, "gameList").currentIndex = 0;
            compare(findChild(chooser, "pickedProblem").text, "The game does not say which draughts it is; its moves are those of American checkers.");
            mouseClick(findChild(chooser, "openGameButton"));
            tryVerify(() => !chooser.visible);
            compare(game.variant, "american");
            compare(game.ply, 4);
        }

        function test_aFileWithNoReadableGame() {
            const file = TestSupport.newFolder() + "/broken.pdn";
            TestSupport.writeFile(file, "[Empty]\n1. c3-d4 *\n");
            page.choosePdnGame(TestSupport.fileUrl(file));
            const chooser = findChild(page, "pdnChooser");
            tryVerify(() => chooser.opened && !chooser.games.loading);
            compare(findChild(chooser, "gameList").count, 0);
            compare(findChild(chooser, "fileError").text, "No game of broken.pdn can be read.");
            verify(findChild(chooser, "unreadableList").text.indexOf("Game 1, line 1, column 7") === 0);
            chooser.close();
        }
    }
}
