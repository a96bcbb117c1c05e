// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Damas
import Damas.Lessons

// The whole window: Home -> Learn -> a lesson, and "Practise against the computer" from a
// lesson's position, which opens the play page on that position (its counts following the
// step's moves) and asks first when a game in progress would be replaced.
TestCase {
    id: test

    property var window: null

    function openLesson(id, step) {
        const learn = window.showLearn("russian", true);
        verify(learn !== null);
        const row = learn.course.rowOf(id);
        verify(row >= 0);
        const page = window.showLesson(learn.course.lessonAt(row), step, true);
        verify(page !== null);
        return page;
    }

    name: "Practise"
    when: windowShown

    function init() {
        const component = Qt.createComponent("qrc:/qt/qml/Damas/Main.qml");
        compare(component.status, Component.Ready, component.errorString());
        window = component.createObject(null, {
                "width": 1280,
                "height": 800
            });
        verify(window !== null);
    }
    function cleanup() {
        window.destroy();
        window = null;
    }

    function test_practiseWithoutGame() {
        const game = findChild(window, "game");
        game.computerPlays = false;
        // The Russian counts, step 9: a count already running after the step's setup moves.
        const page = openLesson("russian-counts", 8);
        const ctl = page.controller;
        verify(ctl.playedMoves.length > 0);
        verify(!game.active);
        mouseClick(findChild(page, "practiseButton"));
        tryVerify(() => findChild(window, "playPage") !== null);
        compare(game.variant, "russian");
        compare(game.fen, ctl.fen);
        // The same position, reached by the same moves: the counts are those of the step.
        compare(game.ply, ctl.playedMoves.length);
        const lessonRows = [];
        for (let i = 0; i < ctl.counters.rowCount(); ++i)
            lessonRows.push(ctl.counters.data(ctl.counters.index(i, 0), DrawCounterModel.RuleRole) + " " + ctl.counters.data(ctl.counters.index(i, 0), DrawCounterModel.CountRole));
        const gameRows = [];
        for (let i = 0; i < game.counters.rowCount(); ++i)
            gameRows.push(game.counters.data(game.counters.index(i, 0), DrawCounterModel.RuleRole) + " " + game.counters.data(game.counters.index(i, 0), DrawCounterModel.CountRole));
        compare(gameRows, lessonRows);
        compare(game.humanSide, ctl.sideToMove);
    }

    function test_practiseAsksBeforeReplacing() {
        const game = findChild(window, "game");
        game.computerPlays = false;
        compare(game.newGame("international", GameController.White, 3, ""), "");
        compare(game.setUpMove("32-28"), "");
        const before = game.fen;
        const page = openLesson("russian-crowning", 2);
        mouseClick(findChild(page, "practiseButton"));
        const dialog = findChild(window, "replaceDialog");
        tryVerify(() => dialog.opened);
        // No: the game in progress stays as it was, and the lesson stays open.
        dialog.reject();
        tryVerify(() => !dialog.visible);
        compare(game.variant, "international");
        compare(game.fen, before);
        verify(findChild(window, "playPage") === null);
        // Yes: the lesson's position replaces it.
        mouseClick(findChild(page, "practiseButton"));
        tryVerify(() => dialog.opened);
        dialog.accept();
        tryVerify(() => findChild(window, "playPage") !== null);
        compare(game.variant, "russian");
        compare(game.ply, 0);
        compare(game.fen, page.controller.fen);
    }
}
