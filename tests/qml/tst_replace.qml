// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Damas
import DamasTest

// Nothing replaces a game in progress without asking: Start on the new-game page and a new game
// from a pasted FEN ask first; "No" keeps the game as it was, "Yes" starts the new one. A game
// that is over is replaced without a question.
TestCase {
    id: test

    property var window: null

    // The clipboard, written the way a player's copy writes it.
    TextEdit {
        id: clipboardWriter
    }

    function copyToClipboard(text) {
        clipboardWriter.text = text;
        clipboardWriter.selectAll();
        clipboardWriter.copy();
    }
    function gameInProgress() {
        const game = findChild(window, "game");
        game.computerPlays = false;
        compare(game.newGame("international", GameController.White, 3, ""), "");
        compare(game.setUpMove("32-28"), "");
        return game;
    }

    name: "Replace"
    when: windowShown

    function init() {
        const component = Qt.createComponent("qrc:/qt/qml/Damas/Main.qml");
        compare(component.status, Component.Ready, component.errorString());
        window = component.createObject(null, {
                "width": 1024,
                "height": 640
            });
        verify(window !== null);
    }
    function cleanup() {
        window.destroy();
        window = null;
    }

    function test_startOnTheNewGamePageAsks() {
        const game = gameInProgress();
        const before = game.fen;
        mouseClick(findChild(window, "playButton"));
        tryVerify(() => findChild(window, "newGamePage") !== null);
        const page = findChild(window, "newGamePage");
        tryVerify(() => page.StackView.status === StackView.Active);
        const dialog = findChild(page, "replaceDialog");
        mouseClick(findChild(page, "startButton"));
        tryVerify(() => dialog.opened);
        dialog.reject();
        tryVerify(() => !dialog.visible);
        compare(game.fen, before);
        compare(game.ply, 1);
        verify(findChild(window, "playPage") === null);

        mouseClick(findChild(page, "startButton"));
        tryVerify(() => dialog.opened);
        dialog.accept();
        tryVerify(() => findChild(window, "playPage") !== null);
        compare(game.ply, 0);
    }

    function test_aBadFenIsRefusedBeforeAsking() {
        gameInProgress();
        mouseClick(findChild(window, "playButton"));
        tryVerify(() => findChild(window, "newGamePage") !== null);
        const page = findChild(window, "newGamePage");
        tryVerify(() => page.StackView.status === StackView.Active);
        page.start = 1;
        findChild(page, "fenField").text = "W:W99:B1";
        mouseClick(findChild(page, "startButton"));
        verify(!findChild(page, "replaceDialog").visible);
        verify(page.error.indexOf("cannot be read") >= 0, page.error);
    }

    function test_pastedFenAsks() {
        const game = gameInProgress();
        const before = game.fen;
        window.showPlay();
        tryVerify(() => findChild(window, "playPage") !== null);
        const page = findChild(window, "playPage");
        const dialog = findChild(page, "replaceDialog");
        copyToClipboard("W:W31,32:B1,2");
        findChild(page, "pasteFenItem").triggered();
        tryVerify(() => dialog.opened);
        dialog.reject();
        tryVerify(() => !dialog.visible);
        compare(game.fen, before);
        findChild(page, "pasteFenItem").triggered();
        tryVerify(() => dialog.opened);
        dialog.accept();
        tryCompare(game, "fen", "W:W31,32:B1,2");
        compare(game.ply, 0);
    }

    // A recent game whose moves cannot be replayed (here a hand-edited list: 2. d4-c5 where
    // d4xf6 must be taken) says why on the recent-games page, and the game on the board stays.
    function test_aRecentGameThatCannotBeOpenedSaysWhy() {
        const folder = TestSupport.newFolder();
        const entry = {
            id: "1", date: "2026-12-01T10:00:00", variant: "russian", human: "white",
            opponent: "computer", level: 3, title: "", line: "",
            pdn: '[GameType "25"]\n\n1. c3-d4 f6-e5 2. d4-c5 *\n'
        };
        verify(TestSupport.writeFile(folder + "/recent-games.json", JSON.stringify({format: 1, games: [entry]})));
        const game = findChild(window, "game");
        game.autosaveFolder = folder;
        gameInProgress();
        const before = game.fen;
        compare(game.recentGames.count, 1);
        mouseClick(findChild(window, "recentButton"));
        tryVerify(() => findChild(window, "recentGamesPage") !== null);
        const page = findChild(window, "recentGamesPage");
        tryVerify(() => page.StackView.status === StackView.Active);
        mouseClick(findChild(page, "recent_0"));
        const dialog = findChild(window, "replaceDialog");
        tryVerify(() => dialog.opened);
        dialog.accept();
        const problem = findChild(page, "openProblem");
        tryVerify(() => problem.visible);
        verify(problem.text.indexOf("This game of the list cannot be opened: ") === 0, problem.text);
        verify(problem.text.indexOf('2. "d4-c5" is not legal') > 0, problem.text);
        verify(problem.text.indexOf("The game on the board is unchanged.") > 0, problem.text);
        compare(game.fen, before);
        compare(game.ply, 1);
        compare(game.variant, "international");
        verify(findChild(window, "playPage") === null);
    }

    function test_aGameThatIsOverIsReplacedWithoutAsking() {
        const game = gameInProgress();
        game.resign();
        mouseClick(findChild(window, "playButton"));
        tryVerify(() => findChild(window, "newGamePage") !== null);
        const page = findChild(window, "newGamePage");
        tryVerify(() => page.StackView.status === StackView.Active);
        const dialog = findChild(page, "replaceDialog");
        let asked = false;
        dialog.aboutToShow.connect(() => asked = true);
        mouseClick(findChild(page, "startButton"));
        tryVerify(() => findChild(window, "playPage") !== null);
        verify(!asked);
        verify(!game.over);
    }
}
