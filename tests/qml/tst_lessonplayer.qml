// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Damas
import Damas.Lessons
import DamasTest

/*
 * The lesson player as a learner uses it: the Russian course loaded through the Learn page's
 * CourseModel, each step opened in a LessonPage and played by clicking the squares of its board
 * (or its buttons), offscreen. Steps are numbered from 0 here (the page says "Step 1 of n").
 *
 *   russian-board 2         Move c3-d4 from the start position
 *   russian-board 8         ChoosePath W:Wc3:Bb4,d4,b6,d6,d2: c3:a5:c7:e5:c3:e1, not c3:e1
 *   russian-men 1           Move W:Wd4,e3:Bb8,h8: e3-f4
 *   russian-men 5           PlayOut W:Wd4:Bf8, Crown within 4 moves
 *   russian-captures 1      Move W:We5:Bf4,d6,b8: e5:g3 (e5:c7 is refuted by b8:d6)
 *   russian-captures 4      FindCaptures W:Wc3,g3,e7,a5:Bd4,h4,d6,b6,c7: c3 and e7
 *   russian-captures 5      ChoosePath W:Wc3,g5,g3,b2:Bd4,f6,h8,a7: g5:e7 (c3:g7 loses to h8:f2)
 *   russian-forced-captures 1  Move with a line: c3-b4 a5:c3 b2:f6
 *   russian-captures 2      Move W:Wa3:Bb4,d6,f6,f4,h8: a3:e3, four men
 *   russian-counts 5        Watch W:WKc1,a5:BKh8,h6 with the counts panel
 *   russian-counts 8, 9     Watch: the main-road count, then the balance count, runs out
 *   russian-game-end 3      PlayOut W:We3,h2,Kc1:Bb6,a5,h4, Win within 5 moves
 */
Item {
    id: root

    width: 1280
    height: 800

    LearnPage {
        id: learn

        visible: false
        variant: "russian"
    }
    Component {
        id: pageComponent

        LessonPage {
            width: root.width
            height: root.height
        }
    }
    // The Learn page on a 2560x1440 screen.
    Component {
        id: largeLearnComponent

        LearnPage {
            width: 2560
            height: 1440
            variant: "russian"
        }
    }
    // A small window's page.
    Component {
        id: smallPageComponent

        LessonPage {
            width: 1024
            height: 640
        }
    }
    Component {
        id: scriptedComponent

        ScriptedOpponent {
        }
    }
    // The play page's controller, as an independent referee for the counts.
    Component {
        id: refereeComponent

        GameController {
            replyDelay: 0
            autosaveFolder: TestSupport.newFolder()
            opponent: ScriptedOpponent {
                autoReply: false
            }
        }
    }

    SignalSpy {
        id: spy
    }

    TestCase {
        id: test

        name: "LessonPlayer"
        when: windowShown

        property LessonPage page: null
        property LessonController ctl: null

        function lesson(id) {
            const row = learn.course.rowOf(id);
            verify(row >= 0, "no lesson " + id);
            return learn.course.lessonAt(row);
        }
        // Opens a lesson at a step, as the Learn page does.
        function open(id, step, props, component) {
            const properties = Object.assign({
                lesson: lesson(id),
                startStep: step
            }, props || {});
            page = createTemporaryObject(component || pageComponent, root, properties);
            verify(page !== null);
            // Clicks go where the learner sees the buttons: after the layout has settled.
            waitForRendering(page);
            ctl = page.controller;
            compare(ctl.stepIndex, step);
            compare(findChild(page, "stepText").text, ctl.step.text);
            return page;
        }
        function progress() {
            return LessonProgress.stepState(page.lesson.lessonId, ctl.stepIndex);
        }
        // "c3" -> its square number on the lesson's board.
        function sq(name) {
            const n = ctl.board.squareAt(name.charCodeAt(0) - 97, parseInt(name.substring(1)) - 1);
            verify(n > 0, "no square " + name);
            return n;
        }
        function square(name) {
            const item = findChild(page, "square_" + sq(name));
            verify(item !== null, "no square item " + name);
            compare(item.name, name);
            return item;
        }
        function click(name) {
            mouseClick(square(name));
        }
        function pieceAt(name) {
            return square(name).piece;
        }
        function item(objectName) {
            const found = findChild(page, objectName);
            verify(found !== null, "no " + objectName);
            return found;
        }
        function feedbackLabel() {
            return item("feedback").text;
        }
        // The rows the counts panel shows, by rule id, with what they say.
        function panelRows() {
            const rows = [];
            const walk = node => {
                if (node.objectName && node.objectName.indexOf("counter_") === 0 && node.visible)
                    rows.push({
                        rule: node.rule,
                        leftText: node.leftText
                    });
                for (let i = 0; i < node.children.length; ++i)
                    walk(node.children[i]);
            };
            walk(item("lessonCounters"));
            rows.sort((a, b) => a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
            return rows;
        }
        function modelRows(model) {
            const rows = [];
            for (let i = 0; i < model.rowCount(); ++i) {
                const at = model.index(i, 0);
                rows.push({
                    rule: model.data(at, DrawCounterModel.RuleRole),
                    count: model.data(at, DrawCounterModel.CountRole),
                    limit: model.data(at, DrawCounterModel.LimitRole),
                    whiteLeft: model.data(at, DrawCounterModel.WhiteLeftRole),
                    blackLeft: model.data(at, DrawCounterModel.BlackLeftRole),
                    leftText: model.data(at, DrawCounterModel.LeftTextRole)
                });
            }
            rows.sort((a, b) => a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0);
            return rows;
        }
        function counter(rule) {
            const rows = modelRows(ctl.counters);
            for (const r of rows)
                if (r.rule === rule)
                    return r;
            return null;
        }

        function init() {
            for (let row = 0; row < learn.course.rowCount(); ++row)
                LessonProgress.resetLesson(learn.course.lessonAt(row).lessonId);
        }
        function cleanup() {
            Language.current = "en";
            page = null;
            ctl = null;
        }

        function test_course() {
            verify(learn.course.available);
            compare(learn.course.lessonAt(0).lessonId, "russian-board");
            verify(learn.course.rowCount() >= 10);
            compare(lesson("russian-board").steps[2].kind, LessonStep.Move);
        }

        // (a) The right move: solved, the step's success text, progress recorded.
        function test_moveRight() {
            open("russian-board", 2);
            compare(ctl.step.kind, LessonStep.Move);
            compare(ctl.state, LessonController.Waiting);
            compare(progress(), LessonProgress.NotDone);
            verify(!item("retryButton").enabled);
            click("c3");
            compare(ctl.pickedSquare, sq("c3"));
            verify(square("d4").target);
            verify(square("b4").target);
            click("d4");
            compare(ctl.state, LessonController.Solved);
            compare(ctl.feedback, ctl.step.successText);
            compare(feedbackLabel(), "Well done. That move is written c3-d4.");
            verify(!ctl.feedbackIsProblem);
            compare(pieceAt("d4"), BoardModel.WhiteMan);
            compare(pieceAt("c3"), BoardModel.Empty);
            compare(ctl.playedMoves, ["c3-d4"]);
            compare(progress(), LessonProgress.Solved);
            compare(ctl.stepProgress, LessonProgress.Solved);
            // Solved: no more moves, no "Show me"; "Try again" and "Next" are there.
            compare(ctl.movableSide, -1);
            verify(!item("showMeButton").enabled);
            verify(item("retryButton").enabled);
            verify(item("nextButton").highlighted);
            mouseClick(item("nextButton"));
            compare(ctl.stepIndex, 3);
            compare(LessonProgress.resumeStep("russian-board"), 3);
        }

        // A move may be typed as on the play page; the field is there only in steps that take
        // a move.
        function test_moveTyped() {
            open("russian-board", 2);
            const field = item("lessonMoveField");
            verify(field.visible);
            verify(field.enabled);
            field.forceActiveFocus();
            field.text = "c3-d4";
            keyClick(Qt.Key_Return);
            compare(ctl.state, LessonController.Solved);
            compare(feedbackLabel(), "Well done. That move is written c3-d4.");
            compare(field.text, "");
            verify(!field.enabled);
            open("russian-board", 0);
            verify(ctl.step.kind !== LessonStep.Move);
            verify(!item("lessonMoveField").visible);
        }

        // Dragging a piece plays the move as clicking does; a capture dragged only to its first
        // landing is refused with the play page's reason, and finished by clicks.
        function test_drag() {
            open("russian-board", 2);
            const from = square("c3");
            const to = square("d4");
            mouseDrag(from, from.width / 2, from.height / 2, to.x - from.x, to.y - from.y);
            compare(ctl.state, LessonController.Solved);
            compare(ctl.playedMoves, ["c3-d4"]);
            compare(progress(), LessonProgress.Solved);

            open("russian-captures", 2);
            const a3 = square("a3");
            const c5 = square("c5");
            mouseDrag(a3, a3.width / 2, a3.height / 2, c5.x - a3.x, c5.y - a3.y);
            compare(ctl.playedMoves, []);
            compare(feedbackLabel(), "The capture is not finished: keep jumping.");
            compare(ctl.pickedSquare, sq("a3"));
            click("e7");
            click("g5");
            compare(ctl.playedMoves, []);
            click("e3");
            compare(ctl.playedMoves, ["a3:e3"]);
            compare(ctl.state, LessonController.Solved);
            compare(feedbackLabel(), ctl.step.successText);
            for (const name of ["b4", "d6", "f6", "f4"])
                compare(pieceAt(name), BoardModel.Empty, name);
        }

        // On a large screen the Learn page's text grows as the lesson page's does (1.6 times at
        // 2560x1440), rather than staying 14-pixel print across the whole width.
        function test_learnPageLarge() {
            const large = createTemporaryObject(largeLearnComponent, root);
            waitForRendering(large);
            compare(large.font.pixelSize, 22);
            const card = findChild(large, "lesson_russian-board");
            verify(card !== null);
            compare(findChild(card, "lessonTitle").font.pixelSize, 27);
            // The page of the usual window keeps its sizes.
            compare(learn.font.pixelSize, 14);
        }

        // The Learn page goes on where the learner left off.
        function test_learnPageResume() {
            compare(learn.course.doneCount, 0);
            open("russian-board", 2);
            click("c3");
            click("d4");
            mouseClick(item("nextButton"));
            compare(ctl.stepIndex, 3);
            compare(LessonProgress.resumeStep("russian-board"), 3);
            compare(LessonProgress.lastLesson("russian"), "russian-board");
            const row = learn.course.rowOf("russian-board");
            compare(learn.course.resumeRow, row);
            const done = LessonProgress.doneCount("russian-board");
            verify(done >= 2, done);
            compare(learn.course.data(learn.course.index(row, 0), CourseModel.DoneCountRole), done);
            compare(learn.course.doneCount, done);
            spy.target = learn;
            spy.signalName = "lessonRequested";
            spy.clear();
            learn.openRow(row);
            compare(spy.count, 1);
            compare(spy.signalArguments[0][0], lesson("russian-board"));
            compare(spy.signalArguments[0][1], 3);
        }

        // A Move step with a line: the opponent's forced reply is played for it, then the
        // learner's capture completes the step.
        function test_moveLine() {
            open("russian-forced-captures", 1);
            ctl.replyDelay = 50;
            click("c3");
            click("b4");
            compare(ctl.state, LessonController.Replying);
            tryCompare(ctl, "state", LessonController.Waiting, 3000);
            compare(ctl.playedMoves, ["c3-b4", "a5:c3"]);
            compare(pieceAt("c3"), BoardModel.BlackMan);
            compare(progress(), LessonProgress.NotDone);
            click("b2");
            click("f6");
            compare(ctl.state, LessonController.Solved);
            compare(feedbackLabel(), ctl.step.successText);
            compare(pieceAt("c3"), BoardModel.Empty);
            compare(pieceAt("e5"), BoardModel.Empty);
            compare(pieceAt("f6"), BoardModel.WhiteMan);
            compare(progress(), LessonProgress.Solved);
        }

        // (b) A legal move that is not the answer: the step's wrong text, then the position is
        // back at the step's start.
        function test_moveWrong() {
            open("russian-board", 2);
            click("a3");
            click("b4");
            compare(ctl.feedback, ctl.step.wrongText);
            verify(ctl.feedbackIsProblem);
            compare(pieceAt("b4"), BoardModel.WhiteMan); // played, to be taken back
            compare(ctl.movableSide, -1);
            click("c3"); // no move while the answer is on its way
            compare(ctl.pickedSquare, 0);
            verify(!item("showMeButton").enabled);
            tryCompare(ctl, "state", LessonController.Waiting, 10000);
            compare(pieceAt("a3"), BoardModel.WhiteMan);
            compare(pieceAt("b4"), BoardModel.Empty);
            compare(ctl.playedMoves, []);
            compare(feedbackLabel(), "That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.");
            compare(progress(), LessonProgress.NotDone);
            // The learner may try again at once.
            click("c3");
            click("d4");
            compare(ctl.state, LessonController.Solved);
            compare(progress(), LessonProgress.Solved);
        }

        // (b) A wrong capture that the opponent punishes: the reply is shown, then both moves
        // are taken back.
        function test_wrongRefuted() {
            open("russian-captures", 1);
            click("e5");
            click("c7");
            compare(ctl.feedback, ctl.step.wrongText);
            tryCompare(ctl, "feedback", ctl.step.wrongText + " See the reply b8:d6: it takes material. Try again.", 10000);
            compare(pieceAt("c7"), BoardModel.Empty);
            compare(pieceAt("b8"), BoardModel.Empty);
            compare(pieceAt("d6"), BoardModel.BlackMan);
            compare(ctl.playedMoves, ["e5:c7", "b8:d6"]);
            tryCompare(ctl, "state", LessonController.Waiting, 10000);
            compare(ctl.playedMoves, []);
            compare(pieceAt("e5"), BoardModel.WhiteMan);
            compare(pieceAt("d6"), BoardModel.BlackMan);
            compare(pieceAt("b8"), BoardModel.BlackMan);
            compare(pieceAt("f4"), BoardModel.BlackMan);
            verify(feedbackLabel().indexOf("b8:d6") >= 0, feedbackLabel());
            compare(progress(), LessonProgress.NotDone);
            click("e5");
            click("g3");
            compare(ctl.state, LessonController.Solved);
            compare(feedbackLabel(), ctl.step.successText);
        }

        // (c) Illegal attempts: the play page's reasons, nothing played.
        function test_illegal() {
            open("russian-captures", 5);
            click("b2"); // c3 and g5 can capture: b2 may not move
            compare(feedbackLabel(), "Capture is obligatory.");
            verify(ctl.feedbackIsProblem);
            click("a3"); // the move b2-a3 it meant
            compare(feedbackLabel(), "Capture is obligatory.");
            compare(ctl.playedMoves, []);
            compare(ctl.state, LessonController.Waiting);
            compare(pieceAt("b2"), BoardModel.WhiteMan);
            click("c3"); // a piece that can capture: the line clears
            compare(ctl.pickedSquare, sq("c3"));
            compare(feedbackLabel(), "");
            compare(progress(), LessonProgress.NotDone);
            // A typed move that is not legal: the same reason as on the board.
            const field = item("lessonMoveField");
            verify(field.visible && field.enabled);
            field.forceActiveFocus();
            field.text = "b2-a3";
            keyClick(Qt.Key_Return);
            compare(feedbackLabel(), "Capture is obligatory.");
            compare(field.text, "b2-a3"); // kept, to be corrected
            compare(ctl.playedMoves, []);

            open("russian-men", 1);
            click("e3");
            click("d2"); // backward
            compare(feedbackLabel(), "Men move forward only.");
            click("d4"); // its own man stands there: the d4 man is picked instead
            compare(ctl.pickedSquare, sq("d4"));
            compare(ctl.playedMoves, []);
            compare(ctl.state, LessonController.Waiting);
            compare(progress(), LessonProgress.NotDone);
        }

        // (d) A choice of paths: the long capture, picked by its turning square or clicked in
        // full.
        function test_choosePath_data() {
            return [{
                    tag: "by the turning square",
                    clicks: ["c3", "e1", "a5"]
                }, {
                    tag: "full path",
                    clicks: ["c3", "a5", "c7", "e5", "e1"]
                }];
        }
        function test_choosePath(data) {
            open("russian-board", 8);
            compare(ctl.step.kind, LessonStep.ChoosePath);
            for (let i = 0; i < data.clicks.length - 1; ++i) {
                click(data.clicks[i]);
                compare(ctl.playedMoves, []);
                compare(ctl.state, LessonController.Waiting);
            }
            click(data.clicks[data.clicks.length - 1]);
            compare(ctl.state, LessonController.Solved);
            compare(ctl.playedMoves, ["c3:a5:c7:e5:c3:e1"]);
            compare(feedbackLabel(), ctl.step.successText);
            for (const name of ["b4", "d4", "b6", "d6", "d2", "c3"])
                compare(pieceAt(name), BoardModel.Empty, name);
            compare(pieceAt("e1"), BoardModel.WhiteMan);
            compare(progress(), LessonProgress.Solved);
        }

        // (d) The short capture c3:e1 ends on the same square: the learner plays it by clicking
        // the end square again, and is told it is not the one.
        function test_choosePathShort() {
            open("russian-board", 8);
            click("c3");
            click("e1");
            compare(ctl.playedMoves, []);
            verify(square("a5").target);
            click("e1"); // the end again: the capture that lands only there
            compare(ctl.playedMoves.length, 1);
            compare(ctl.playedMoves[0], "c3:e1");
            compare(ctl.feedback, ctl.step.wrongText);
            compare(pieceAt("d2"), BoardModel.Empty);
            compare(pieceAt("b4"), BoardModel.BlackMan);
            tryCompare(ctl, "state", LessonController.Waiting, 10000);
            compare(ctl.playedMoves, []);
            compare(pieceAt("c3"), BoardModel.WhiteMan);
            compare(pieceAt("d2"), BoardModel.BlackMan);
            compare(progress(), LessonProgress.NotDone);
        }

        // (d) The bigger capture loses: refuted, then the right one.
        function test_choosePathRefuted() {
            open("russian-captures", 5);
            click("c3");
            click("g7");
            tryCompare(ctl, "feedback", ctl.step.wrongText + " See the reply h8:f2: it takes material. Try again.", 10000);
            compare(pieceAt("f2"), BoardModel.BlackMan);
            tryCompare(ctl, "state", LessonController.Waiting, 10000);
            compare(ctl.playedMoves, []);
            compare(pieceAt("c3"), BoardModel.WhiteMan);
            compare(pieceAt("g5"), BoardModel.WhiteMan);
            click("g5");
            click("e7");
            compare(ctl.state, LessonController.Solved);
            compare(feedbackLabel(), "Right: g5:e7 takes only one man, but every white man is safe, and White is winning.");
            compare(progress(), LessonProgress.Solved);
        }

        // (e) Finding every piece that can capture, one by one.
        function test_findCaptures() {
            open("russian-captures", 4);
            compare(ctl.step.kind, LessonStep.FindCaptures);
            compare(ctl.captureCount, 2);
            const done = item("foundAllButton");
            verify(done.visible);
            verify(done.enabled);
            click("c3");
            compare(feedbackLabel(), "Yes, the piece on c3 can capture: 1 of 2 found.");
            compare(ctl.foundCount, 1);
            verify(square("c3").highlight);
            compare(done.text, "I have found them all (1 so far)");
            click("c3"); // found already: nothing changes
            compare(ctl.foundCount, 1);
            click("a5"); // c7 behind b6 is taken
            compare(feedbackLabel(), "The piece on a5 has no capture here.");
            verify(ctl.feedbackIsProblem);
            click("g3"); // h4 is on the edge
            compare(feedbackLabel(), "The piece on g3 has no capture here.");
            compare(ctl.foundCount, 1);
            compare(ctl.state, LessonController.Waiting);
            click("e7");
            compare(feedbackLabel(), "Right: you found all 2 pieces that can capture.");
            compare(ctl.state, LessonController.Solved);
            compare(progress(), LessonProgress.Solved);
            verify(!done.enabled);
            compare(ctl.playedMoves, []); // nothing was moved
        }

        // (e) "I have found them all" too early: the missed ones are shown, the step is seen.
        function test_findCapturesEarly() {
            open("russian-captures", 4);
            click("e7");
            mouseClick(item("foundAllButton"));
            compare(feedbackLabel(), "1 piece that can capture was missed: it is marked in blue.");
            compare(ctl.state, LessonController.Solved);
            verify(square("c3").hint);
            verify(!square("e7").hint);
            verify(square("e7").highlight);
            compare(progress(), LessonProgress.Seen);
            mouseClick(item("retryButton"));
            compare(ctl.state, LessonController.Waiting);
            compare(ctl.foundCount, 0);
            verify(!square("c3").hint);
            click("c3");
            click("e7");
            compare(progress(), LessonProgress.Solved);
        }

        // (f) A Watch step with the counts panel: the panel shows the referee's counts for the
        // script's line, as the play page's referee counts them, move after move and back.
        function test_countsPanel() {
            open("russian-counts", 5);
            compare(ctl.step.kind, LessonStep.Watch);
            verify(ctl.step.showCounts);
            const panel = item("lessonCounters");
            verify(panel.visible);
            const referee = createTemporaryObject(refereeComponent, root);
            compare(referee.newGame("russian", GameController.White, 3, ctl.step.fen), "");
            const rules = ctl.step.counts.slice().sort();
            compare(rules, ["russian-balance", "russian-kings-only"]);
            const check = when => {
                const lesson = modelRows(ctl.counters);
                const played = modelRows(referee.counters);
                compare(lesson, played, when);
                compare(panelRows(), lesson.map(r => ({
                                rule: r.rule,
                                leftText: r.leftText
                            })), when);
            };
            check("start");
            compare(panelRows().map(r => r.rule), rules);
            compare(counter("russian-balance").limit, 60);
            compare(counter("russian-kings-only").limit, 30);
            compare(counter("russian-balance").leftText, "Moves left: White 30, Black 30");

            const forward = item("watchForwardButton");
            const script = ctl.step.script;
            const history = [modelRows(ctl.counters)];
            for (let i = 0; i < script.length; ++i) {
                const before = counter("russian-balance");
                const kingsBefore = counter("russian-kings-only");
                mouseClick(forward);
                compare(ctl.watchIndex, i + 1);
                compare(item("noteText").text, script[i] + ". " + ctl.step.notes[i]);
                compare(referee.setUpMove(script[i]), "");
                check(script[i]);
                history.push(modelRows(ctl.counters));
                const balance = counter("russian-balance");
                const kings = counter("russian-kings-only");
                if (script[i] === "c7-d8") {
                    // The crowning starts both counts again.
                    compare(balance.count, 0);
                    compare(kings.count, 0);
                } else {
                    // Every other move ticks the balance count down by one move of a side.
                    compare(balance.count, before.count + 1, script[i]);
                    compare(balance.whiteLeft + balance.blackLeft, before.whiteLeft + before.blackLeft - 1, script[i]);
                    // A man move starts only the kings-only count again.
                    const manMove = script[i] === "a5-b6" || script[i] === "b6-c7";
                    compare(kings.count, manMove ? 0 : kingsBefore.count + 1, script[i]);
                }
            }
            compare(counter("russian-balance").leftText, "Moves left: White 30, Black 30");
            compare(progress(), LessonProgress.Solved);
            verify(!forward.enabled);
            // Back through the script: the counts as they were.
            for (let i = script.length - 1; i >= 0; --i) {
                mouseClick(item("watchBackButton"));
                compare(ctl.watchIndex, i);
                compare(modelRows(ctl.counters), history[i], "back to " + i);
            }
            compare(ctl.playedMoves, []);
        }

        // (f) A count that runs out in a Watch step: its moves left tick down, move by move as
        // the referee counts them, to the draw.
        function test_countRunsOut_data() {
            return [{
                    tag: "main road, the stronger side's moves",
                    step: 8,
                    rule: "russian-5-main-road",
                    first: "Moves left for White, the stronger side: 3",
                    left: [3, 2, 2, 1, 1],
                    reason: "endgame"
                }, {
                    tag: "kings on both sides, every move",
                    step: 9,
                    rule: "russian-balance",
                    first: "Moves left: White 2, Black 2",
                    left: [4, 3, 2, 1],
                    reason: "move-limit"
                }];
        }
        function test_countRunsOut(data) {
            open("russian-counts", data.step);
            compare(ctl.step.kind, LessonStep.Watch);
            verify(item("lessonCounters").visible);
            verify(ctl.step.counts.indexOf(data.rule) >= 0);
            const referee = createTemporaryObject(refereeComponent, root);
            compare(referee.newGame("russian", GameController.White, 3, ctl.step.fen), "");
            for (const m of ctl.step.setup)
                compare(referee.setUpMove(m), "");
            compare(ctl.playedMoves, ctl.step.setup);
            compare(modelRows(ctl.counters), modelRows(referee.counters));
            compare(counter(data.rule).leftText, data.first);
            const movesLeft = r => r.whiteLeft + (r.rule === "russian-balance" ? r.blackLeft : 0);
            const left = [];
            const script = ctl.step.script;
            for (let i = 0; i < script.length; ++i) {
                const row = counter(data.rule);
                verify(row !== null, "the count runs before " + script[i]);
                left.push(movesLeft(row));
                compare(panelRows().filter(r => r.rule === data.rule)[0].leftText, row.leftText);
                mouseClick(item("watchForwardButton"));
                compare(referee.setUpMove(script[i]), "");
                compare(modelRows(ctl.counters), modelRows(referee.counters), script[i]);
            }
            compare(left, data.left);
            // The last move of the script ends the game, as the note says.
            verify(referee.over);
            compare(referee.reason, data.reason);
            verify(item("noteText").text.indexOf(referee.resultLine) >= 0, item("noteText").text + " / " + referee.resultLine);
            compare(progress(), LessonProgress.Solved);
        }

        // A step without showCounts has no panel.
        function test_noCountsPanel() {
            open("russian-board", 2);
            verify(!item("lessonCounters").visible);
        }

        // (g) "Show me" plays the answer: seen, not solved; solving it after still counts.
        function test_showMe() {
            open("russian-board", 2);
            verify(item("showMeButton").enabled);
            mouseClick(item("showMeButton"));
            compare(ctl.state, LessonController.Showing);
            compare(ctl.movableSide, -1);
            tryCompare(ctl, "state", LessonController.Solved, 5000);
            compare(ctl.playedMoves, ["c3-d4"]);
            compare(pieceAt("d4"), BoardModel.WhiteMan);
            compare(feedbackLabel(), "That is the answer. Try it yourself with \"Try again\", or go on.");
            compare(progress(), LessonProgress.Seen);
            verify(!item("showMeButton").enabled);
            mouseClick(item("retryButton"));
            compare(ctl.state, LessonController.Waiting);
            compare(ctl.playedMoves, []);
            compare(pieceAt("c3"), BoardModel.WhiteMan);
            compare(progress(), LessonProgress.Seen);
            click("c3");
            click("d4");
            compare(progress(), LessonProgress.Solved);
            // Solved stays solved when the answer is shown again.
            mouseClick(item("retryButton"));
            mouseClick(item("showMeButton"));
            tryCompare(ctl, "state", LessonController.Solved, 5000);
            compare(progress(), LessonProgress.Solved);
        }

        // (g) "Show me" in a line plays every move of it, the opponent's too.
        function test_showMeLine() {
            open("russian-forced-captures", 1);
            ctl.replyDelay = 50;
            mouseClick(item("showMeButton"));
            tryCompare(ctl, "state", LessonController.Solved, 5000);
            compare(ctl.playedMoves, ["c3-b4", "a5:c3", "b2:f6"]);
            compare(progress(), LessonProgress.Seen);
        }

        // (h) A play-out against a scripted computer: the man is crowned within the limit.
        function test_playOutCrown() {
            const opponent = createTemporaryObject(scriptedComponent, root, {
                moves: ["f8-g7", "g7-h6", "h6-g5"]
            });
            open("russian-men", 5, {
                opponent: opponent
            });
            compare(ctl.step.kind, LessonStep.PlayOut);
            compare(ctl.step.goal, LessonStep.Crown);
            compare(ctl.opponent, opponent);
            const goal = item("goalText");
            verify(goal.visible);
            compare(goal.text, "Goal: crown a man within 4 moves. 4 moves left.");
            const path = [["d4", "c5"], ["c5", "b6"], ["b6", "a7"], ["a7", "b8"]];
            for (let i = 0; i < path.length; ++i) {
                compare(ctl.movesLeft, 4 - i);
                click(path[i][0]);
                click(path[i][1]);
                if (i + 1 < path.length) {
                    tryCompare(ctl, "state", LessonController.Waiting, 5000);
                    compare(ctl.playedMoves.length, 2 * i + 2);
                    compare(ctl.playedMoves[2 * i + 1], opponent.moves[i]);
                }
            }
            compare(ctl.state, LessonController.Solved);
            compare(pieceAt("b8"), BoardModel.WhiteKing);
            compare(feedbackLabel(), "Your man is crowned: goal reached.");
            compare(ctl.movesLeft, 0);
            compare(opponent.thinkCount, 3); // no reply after the goal
            compare(progress(), LessonProgress.Solved);
        }

        // (h) A play-out lost: the step failed, "Try again" starts it over.
        function test_playOutLost() {
            const opponent = createTemporaryObject(scriptedComponent, root, {
                moves: ["f8-e7", "e7:g5"]
            });
            open("russian-men", 5, {
                opponent: opponent
            });
            click("d4");
            click("e5");
            tryCompare(ctl, "state", LessonController.Waiting, 5000);
            click("e5");
            click("f6");
            tryCompare(ctl, "state", LessonController.Failed, 5000);
            compare(feedbackLabel(), "The computer won. Try again.");
            verify(ctl.feedbackIsProblem);
            compare(progress(), LessonProgress.NotDone);
            verify(item("retryButton").enabled);
            mouseClick(item("retryButton"));
            compare(ctl.state, LessonController.Waiting);
            compare(pieceAt("d4"), BoardModel.WhiteMan);
            compare(pieceAt("f8"), BoardModel.BlackMan);
            compare(ctl.movesLeft, 4);
        }

        // (h) A play-out against the real engine, the learner's moves shown by the engine too:
        // the goal is reached, and the step is seen, not solved.
        function test_playOutEngine() {
            open("russian-game-end", 3);
            compare(ctl.step.goal, LessonStep.Win);
            ctl.moveTime = 300;
            let shown = 0;
            while (ctl.state === LessonController.Waiting && shown < 10) {
                verify(ctl.canShowMe);
                ctl.showMe();
                ++shown;
                compare(ctl.state, LessonController.Thinking);
                compare(feedbackLabel(), "The computer is thinking…");
                tryVerify(() => ctl.state !== LessonController.Thinking, 30000, "the computer answers");
            }
            compare(ctl.state, LessonController.Solved, ctl.feedback);
            compare(feedbackLabel(), "You won: goal reached.");
            verify(shown <= 5, shown);
            compare(ctl.movesLeft, 5 - shown);
            compare(progress(), LessonProgress.Seen);
        }

        // (j2) The window resized after the counts have come and gone and the language changed:
        // the counts of a watched step appear and end as its moves are played, the next step
        // brings other counts, the learner switches to English, and the page is laid out again
        // for a larger window, a smaller one and back. Qt 6.4's layouts crashed on the first
        // resize while the counts' rows sat straight in the panel's layout.
        function test_resizeAfterTheCountsChange() {
            Language.current = "pt_BR";
            root.width = 1024;
            root.height = 640;
            open("russian-counts", 8);
            compare(ctl.step.kind, LessonStep.Watch);
            for (let i = 0; i < ctl.step.script.length; ++i) {
                mouseClick(item("watchForwardButton"));
                waitForRendering(page);
            }
            mouseClick(item("nextButton"));
            compare(ctl.stepIndex, 9);
            Language.current = "en";
            const sizes = [[1280, 800], [1024, 640], [1280, 800]];
            for (const [w, h] of sizes) {
                root.width = w;
                root.height = h;
                waitForRendering(page);
                compare(page.width, w);
                const column = findChild(page, "counterRows");
                const rows = Array.from(column.children).filter(c => c.objectName.startsWith("counter_"));
                verify(rows.length > 0);
                verify(column.width > 0 && column.mapToItem(page, 0, 0).x + column.width <= w, column.width);
                for (const row of rows)
                    compare(row.width, column.width);
            }
        }

        // (j) A low window: in Portuguese at 1024x640, with four counts in the panel, the text of
        // a watched step runs past its pane. Its scroll bar is in sight, and the note of each
        // move, written below the text, is scrolled into view as the move is played.
        function test_lowWindowText() {
            Language.current = "pt_BR";
            open("russian-counts", 8, {}, smallPageComponent);
            compare(ctl.step.kind, LessonStep.Watch);
            const scroll = item("textScroll");
            verify(scroll.contentHeight > scroll.availableHeight, scroll.contentHeight + " in " + scroll.availableHeight);
            compare(scroll.ScrollBar.vertical.policy, ScrollBar.AlwaysOn);
            const note = item("noteText");
            const inView = () => {
                const top = note.mapToItem(scroll, 0, 0).y;
                return note.visible && top >= 0 && top + note.height <= scroll.availableHeight + 1;
            };
            for (let i = 0; i < ctl.step.script.length; ++i) {
                mouseClick(item("watchForwardButton"));
                tryVerify(inView, 2000, "the note of move " + (i + 1) + " is out of view");
            }
            // The next step starts at the top of its text.
            mouseClick(item("nextButton"));
            compare(scroll.contentItem.contentY, 0);
        }

        // (i) A language switch in the middle of a step: the step's texts and the feedback follow.
        function test_languageSwitch() {
            open("russian-board", 2);
            const text = item("stepText");
            compare(text.text, "A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.");
            click("c3");
            click("d4");
            compare(feedbackLabel(), "Well done. That move is written c3-d4.");
            Language.current = "es";
            compare(text.text, "Una jugada que no captura nada une sus dos casillas con un guion: c3-d4 lleva el peón de c3 una casilla hacia delante, a d4. Juega c3-d4.");
            compare(feedbackLabel(), "Muy bien. Esa jugada se escribe c3-d4.");
            compare(ctl.state, LessonController.Solved); // the step goes on where it was
            compare(ctl.playedMoves, ["c3-d4"]);
            Language.current = "en";
            compare(text.text, "A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.");
            compare(feedbackLabel(), "Well done. That move is written c3-d4.");

            // The play page's refusal follows too.
            open("russian-captures", 5);
            click("b2");
            compare(feedbackLabel(), "Capture is obligatory.");
            Language.current = "es";
            compare(feedbackLabel(), "La captura es obligatoria.");
            Language.current = "en";
            compare(feedbackLabel(), "Capture is obligatory.");
        }
    }
}
