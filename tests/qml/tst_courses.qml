// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import Damas.Lessons
import DamasTest

/*
 * Every course the program has, played on the lesson page as a learner plays it: in each
 * variant, every Move step solved by clicking its expected move (and its line) on the board, and
 * every Watch step that shows the counts stepped through to its end, the panel's counts equal to
 * those of an independent referee (the play page's GameController playing the same moves) after
 * every move. Tests of one variant are skipped while it has no course.
 */
Item {
    id: root

    width: 1280
    height: 800

    CourseModel {
        id: course
    }
    Component {
        id: pageComponent

        LessonPage {
            width: root.width
            height: root.height
        }
    }
    Component {
        id: refereeComponent

        GameController {
            replyDelay: 0
            computerPlays: false
            autosaveFolder: TestSupport.newFolder()
        }
    }

    TestCase {
        id: test

        property var page: null

        function open(lesson, step) {
            page = createTemporaryObject(pageComponent, root, {
                    "lesson": lesson,
                    "startStep": step
                });
            verify(page !== null);
            waitForRendering(page);
            compare(page.controller.stepIndex, step);
            return page.controller;
        }
        function rows(model) {
            const out = [];
            for (let i = 0; i < model.rowCount(); ++i) {
                const at = model.index(i, 0);
                out.push([model.data(at, DrawCounterModel.RuleRole), model.data(at, DrawCounterModel.CountRole), model.data(at, DrawCounterModel.LimitRole), model.data(at, DrawCounterModel.LeftTextRole)].join(" "));
            }
            return out;
        }
        // Clicks a move's squares on the board: its start, then every landing (the end last).
        function clickMove(ctl, text) {
            const board = findChild(page, "lessonBoard");
            const squares = text.split(/[-x:]/);
            const size = ctl.board.boardSize;
            const cell = Math.floor(Math.min(board.width, board.height) / (size + 2 * board.frameRatio));
            const frame = Math.round(cell * board.frameRatio);
            const x0 = (board.width - (cell * size + 2 * frame)) / 2 + frame;
            const y0 = (board.height - (cell * size + 2 * frame)) / 2 + frame;
            for (const name of squares) {
                let square = 0;
                for (let s = 1; s <= ctl.board.rowCount(); ++s)
                    if (ctl.board.squareName(s) === name)
                        square = s;
                verify(square > 0, "no square " + name);
                const c = ctl.board.columnOf(square);
                const r = size - 1 - ctl.board.rankOf(square);
                mouseClick(board, x0 + (c + 0.5) * cell, y0 + (r + 0.5) * cell);
            }
        }

        name: "Courses"
        when: windowShown

        function init_data() {
            return [{
                    tag: "american",
                    variant: "american"
                }, {
                    tag: "brazilian",
                    variant: "brazilian"
                }, {
                    tag: "international",
                    variant: "international"
                }, {
                    tag: "russian",
                    variant: "russian"
                }];
        }
        function init() {
            page = null;
        }

        function test_moveSteps_data() {
            return init_data();
        }
        function test_moveSteps(data) {
            course.variant = data.variant;
            if (!course.available)
                skip("no " + data.variant + " course yet");
            let solved = 0;
            for (let row = 0; row < course.rowCount(); ++row) {
                const lesson = course.lessonAt(row);
                for (let i = 0; i < lesson.steps.length; ++i) {
                    const step = lesson.steps[i];
                    if (step.kind !== LessonStep.Move || step.expected.length !== 1)
                        continue;
                    const ctl = open(lesson, i);
                    const line = [step.expected[0]].concat(step.line);
                    for (let k = 0; k < line.length; k += 2) {
                        tryVerify(() => ctl.movableSide >= 0, 5000, lesson.lessonId + " " + (i + 1) + ": the learner's turn");
                        clickMove(ctl, line[k]);
                    }
                    tryCompare(ctl, "state", LessonController.Solved, 5000, lesson.lessonId + " step " + (i + 1));
                    compare(findChild(page, "feedback").text, step.successText.length > 0 ? step.successText : "Well done!");
                    page.destroy();
                    ++solved;
                }
            }
            verify(solved > 0, "no move step solved in " + data.variant);
        }

        function test_countSteps_data() {
            return init_data();
        }
        function test_countSteps(data) {
            course.variant = data.variant;
            if (!course.available)
                skip("no " + data.variant + " course yet");
            let watched = 0;
            for (let row = 0; row < course.rowCount(); ++row) {
                const lesson = course.lessonAt(row);
                for (let i = 0; i < lesson.steps.length; ++i) {
                    const step = lesson.steps[i];
                    if (step.kind !== LessonStep.Watch || !step.showCounts)
                        continue;
                    const ctl = open(lesson, i);
                    verify(findChild(page, "lessonCounters").visible);
                    const referee = createTemporaryObject(refereeComponent, root);
                    compare(referee.newGame(data.variant, GameController.White, 3, step.fen), "");
                    for (const m of step.setup)
                        compare(referee.setUpMove(m), "");
                    compare(rows(ctl.counters), rows(referee.counters), lesson.lessonId + " " + (i + 1) + " start");
                    for (const m of step.script) {
                        mouseClick(findChild(page, "watchForwardButton"));
                        compare(referee.setUpMove(m), "");
                        compare(rows(ctl.counters), rows(referee.counters), lesson.lessonId + " " + (i + 1) + " " + m);
                        compare(ctl.counters.repetitions, referee.counters.repetitions);
                    }
                    compare(ctl.watchIndex, step.script.length);
                    page.destroy();
                    ++watched;
                }
            }
            verify(watched > 0, "no counts step in " + data.variant);
        }
    }
}
