// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Damas

// The whole window: "Home" in the middle of a game, and the home page offers to continue it at
// once; continuing brings back the same game, not a new one. A finished game is offered to look
// at.
TestCase {
    id: test

    property var window: null

    name: "Resume"
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

    function test_backToTheGameFromHome() {
        const game = findChild(window, "game");
        game.computerPlays = false;
        compare(game.newGame("russian", GameController.White, 5, ""), "");
        compare(game.setUpMove("c3-d4"), "");
        compare(game.setUpMove("f6-e5"), "");
        const fen = game.fen;
        window.showPlay();
        tryVerify(() => findChild(window, "playPage") !== null);
        const page = findChild(window, "playPage");
        tryVerify(() => page.StackView.status === StackView.Active);
        mouseClick(findChild(page, "homeButton"));
        tryVerify(() => findChild(window, "playPage") === null);

        const button = findChild(window, "continueButton");
        tryVerify(() => button.visible);
        compare(button.title, "Continue the game");
        compare(button.subtitle, "Russian draughts: you play White, moves played: 1");
        mouseClick(button);
        tryVerify(() => findChild(window, "playPage") !== null);
        compare(game.ply, 2);
        compare(game.fen, fen);
        compare(game.level, 5);
    }

    function test_aFinishedGameIsOfferedToLookAt() {
        const game = findChild(window, "game");
        game.computerPlays = false;
        compare(game.newGame("russian", GameController.White, 2, ""), "");
        compare(game.setUpMove("c3-d4"), "");
        game.resign();
        verify(game.over);
        const button = findChild(window, "continueButton");
        tryVerify(() => button.visible);
        compare(button.title, "Look at the finished game");
        verify(!button.highlighted);
        verify(findChild(window, "playButton").highlighted);
        mouseClick(button);
        tryVerify(() => findChild(window, "playPage") !== null);
        verify(game.over);
        compare(game.reason, "resignation");
    }
}
