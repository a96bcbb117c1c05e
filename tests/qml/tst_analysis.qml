// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// Analysing a game: stepping through it (buttons, arrow keys, a click on a move), the engine's
// evaluation and best line of each position, the move that threw the draw away marked, and a
// window that keeps drawing while the engine searches.
Item {
    id: root

    width: 1024
    height: 640

    // Russian, White king c1 against Black king h8: a draw, until White steps onto the long
    // diagonal (c1-b2) and the king on h8 takes it (h8:a1): White has no piece left.
    readonly property string blunder: '[GameType "25"]\n[SetUp "1"]\n[FEN "W:WK30:BK4"]\n\n1. c1-b2 h8:a1 *\n'
    // Twelve moves from the start, to keep the engine busy while the window is used.
    // The analysis of a page being destroyed: a var property becomes null with its object.
    property var leftAnalysis: null
    readonly property string opening: '[GameType "25"]\n\n1. c3-d4 f6-e5 2. d4xf6 g7xe5 3. b2-c3 h6-g5 4. c3-d4 e5xc3 5. d2xb4 d6-e5 6. a1-b2 e7-d6 *\n'

    GameController {
        id: game

        autosaveFolder: TestSupport.newFolder()
        computerPlays: false
    }
    AnalysisPage {
        id: page

        anchors.fill: parent
    }
    Component {
        id: pageComponent

        AnalysisPage {
        }
    }

    TestCase {
        name: "Analysis"
        when: windowShown

        function child(name) {
            return findChild(page, name);
        }
        function cleanup() {
            Language.current = "en";
            root.width = 1024;
            root.height = 640;
        }

        function test_marksTheBlunder() {
            page.analysis.moveTime = 100;
            compare(page.analysis.loadPdn(root.blunder, ""), "");
            compare(page.analysis.count, 3);
            compare(page.analysis.variant, "russian");
            tryCompare(page.analysis, "analysing", false, 20000);
            compare(page.analysis.evaluated, 3);
            compare(page.analysis.markCount, 1);
            // The last position shows first: the game is over.
            compare(page.analysis.current, 2);
            compare(child("evaluationLabel").text, "Evaluation: Black has won");
            compare(child("markLabel").visible, false);
            // Back one move, by the button: after c1-b2 Black wins at once, and the move is marked.
            mouseClick(child("previousButton"));
            compare(page.analysis.current, 1);
            compare(child("moveLabel").text, "After 1. c1-b2");
            compare(child("evaluationLabel").text, "Evaluation: Black wins with the next move");
            compare(child("lineLabel").text, "Best line: h8:a1");
            compare(child("markLabel").text, "Mistake: the draw is lost");
            compare(page.analysis.currentRow.mark, 1);
            // The start: about equal, and the engine's line does not step onto the diagonal.
            keyClick(Qt.Key_Left);
            compare(page.analysis.current, 0);
            compare(child("moveLabel").text, "Start position");
            compare(child("markLabel").visible, false);
            verify(child("evaluationLabel").text.indexOf("about equal") >= 0, child("evaluationLabel").text);
            verify(child("lineLabel").text.indexOf("c1-b2") < 0, child("lineLabel").text);
            keyClick(Qt.Key_End);
            compare(page.analysis.current, 2);
            keyClick(Qt.Key_Home);
            compare(page.analysis.current, 0);
        }

        function test_stepsWhileAnalysingAndKeepsDrawing() {
            page.analysis.moveTime = 400;
            compare(page.analysis.loadPdn(root.opening, ""), "");
            compare(page.analysis.count, 13);
            verify(page.analysis.analysing);
            // Clicking a move in the list shows it at once, whatever the engine is doing.
            const list = child("moveList");
            list.positionViewAtIndex(3, ListView.Beginning);
            waitForRendering(list);
            const row = list.itemAtIndex(3);
            verify(row !== null);
            mouseClick(row);
            compare(page.analysis.current, 3);
            compare(child("moveLabel").text, "After 2. d4:f6");
            // The board shows that position: after 2. d4:f6 the white man stands on f6 (11).
            compare(findChild(page, "square_11").piece, BoardModel.WhiteMan);
            mouseClick(child("nextButton"));
            compare(page.analysis.current, 4);
            // The window keeps drawing while the engine searches: frames come while it works
            // (how long they take is measured by --measure-frames, docs/performance.md, not
            // here: a timed test fails on a slow or loaded machine).
            for (let frame = 0; frame < 5; ++frame) {
                page.rotation = (frame % 2) * 0.01;
                verify(waitForRendering(page, 5000), "frame " + frame + " was not drawn");
            }
            verify(page.analysis.analysing);
            page.rotation = 0;
            page.analysis.stop();
            compare(page.analysis.analysing, false);
        }

        // Leaving the page (destroying it) stops the engine and ends its thread, in the middle
        // of a search that would otherwise go on for hours.
        function test_leavingStopsTheSearch() {
            const threadsBefore = TestSupport.threadCount();
            const other = createTemporaryObject(pageComponent, root, {
                    "width": 800,
                    "height": 600
                });
            other.analysis.moveTime = 3600 * 1000;
            compare(other.analysis.loadPdn(root.opening, ""), "");
            verify(other.analysis.analysing);
            root.leftAnalysis = other.analysis;
            if (threadsBefore > 0)
                verify(TestSupport.threadCount() > threadsBefore, "the engine has a thread of its own");
            other.destroy();
            // The destruction waits for the engine's thread, which ends only once the search has
            // stopped: a search that went on would hold the test until its time-out. The bound is
            // a guard against that hang, not a claim on speed.
            tryVerify(() => root.leftAnalysis === null, 60000, "the analysis was not destroyed");
            if (threadsBefore > 0)
                verify(TestSupport.threadCount() <= threadsBefore, TestSupport.threadCount() + " threads, " + threadsBefore + " before");
        }

        // The play page's "Analyse this game": the game on its board, move for move.
        function test_theGameOnTheBoard() {
            compare(game.newGame("international", GameController.White, 3, ""), "");
            for (const move of ["32-28", "17-21", "37-32"])
                compare(game.setUpMove(move), "");
            page.analysis.moveTime = 50;
            page.analysis.loadGame(game);
            compare(page.analysis.variant, "international");
            compare(page.analysis.count, 4);
            compare(page.analysis.current, 3);
            compare(child("moveLabel").text, "After 2. 37-32");
            tryCompare(page.analysis, "analysing", false, 20000);
            compare(page.analysis.evaluated, 4);
            verify(child("evaluationLabel").text.indexOf("Evaluation: ") === 0);
            page.analysis.stop();
        }

        // A game that starts with Black to move is numbered as its score sheet is: 1… then 2.
        function test_numbersWhenBlackStarts() {
            compare(page.analysis.loadPdn('[GameType "25"]\n[SetUp "1"]\n[FEN "B:Wa1,c1,e1,g1:Ba7,c7,e7"]\n\n1... a7-b6 2. c1-d2 b6-a5 *\n', ""), "");
            page.analysis.current = 1;
            compare(child("moveLabel").text, "After 1… a7-b6");
            page.analysis.current = 2;
            compare(child("moveLabel").text, "After 2. c1-d2");
            page.analysis.current = 3;
            compare(child("moveLabel").text, "After 2… b6-a5");
            page.analysis.stop();
        }

        // A game with no moves yet: the graph says what it will show, instead of one lone bar
        // across it; with moves the bars show and the sentence goes.
        function test_aGameWithoutMovesHasAnEmptyGraph() {
            compare(game.newGame("international", GameController.White, 3, ""), "");
            page.analysis.moveTime = 50;
            page.analysis.loadGame(game);
            compare(page.analysis.count, 1);
            const empty = child("graphEmptyLabel");
            verify(empty.visible);
            verify(!empty.truncated, empty.text);
            Language.current = "pt_BR";
            verify(empty.text.indexOf("lance") >= 0, empty.text);
            verify(!empty.truncated, empty.text);
            tryCompare(page.analysis, "analysing", false, 20000);
            compare(game.setUpMove("32-28"), "");
            page.analysis.loadGame(game);
            compare(page.analysis.count, 2);
            verify(!empty.visible);
            tryCompare(page.analysis, "analysing", false, 20000);
        }

        // A game where nothing changes hands: "so far" while the engine works, not once it is
        // done. In Portuguese, on a 800x600 window, an evaluation longer than its row ("as
        // brancas estão cerca de duas pedras à frente") takes a second line instead of being cut.
        function test_noMarkAndWholeEvaluations() {
            Language.current = "pt_BR";
            root.width = 800;
            root.height = 600;
            page.analysis.moveTime = 100;
            compare(page.analysis.loadPdn('[GameType "25"]\n[SetUp "1"]\n[FEN "W:Wa1,c1,e1,g1:Ba7,c7,e7"]\n\n1. c1-d2 a7-b6 2. d2-c3 b6-a5 *\n', ""), "");
            verify(page.analysis.analysing);
            compare(child("marksLabel").text, "Até agora nenhum lance mudou o resultado.");
            tryCompare(page.analysis, "analysing", false, 20000);
            compare(page.analysis.markCount, 0);
            compare(child("marksLabel").text, "Nenhum lance mudou o resultado.");
            const list = child("moveList");
            waitForRendering(list);
            let wrapped = 0;
            for (let i = 0; i < page.analysis.count; ++i) {
                list.positionViewAtIndex(i, ListView.Contain);
                const row = list.itemAtIndex(i);
                verify(row !== null, "row " + i);
                const label = findChild(row, "rowEvaluation");
                verify(!label.truncated, "row " + i + ": " + label.text);
                if (label.implicitWidth > label.width) {
                    ++wrapped;
                    verify(label.lineCount > 1, label.text);
                    verify(row.height >= label.y + label.height, "row " + i + " is lower than its text");
                }
            }
            // Which words the search's scores come to depends on how deep it got in 100 ms: the
            // longest words of the four-men-to-three position are put in a row to see it wrap.
            if (wrapped === 0) {
                list.positionViewAtIndex(0, ListView.Contain);
                const row = list.itemAtIndex(0);
                const label = findChild(row, "rowEvaluation");
                label.text = "as brancas estão cerca de duas pedras à frente";
                waitForRendering(list);
                verify(label.implicitWidth > label.width, "the row is wider than the longest words");
                verify(!label.truncated);
                verify(label.lineCount > 1, label.text);
                verify(row.height >= label.y + label.height, "row 0 is lower than its text");
            }
            root.width = 1024;
            root.height = 640;
        }

        // American, White to move: 23-18 gives a man, 14x23 is forced, and 27x11 takes two (the
        // shot of tst_shots). Played, the move says so; missed (22-17, and Black takes 14x21),
        // it says what was there. In both games the engine's best move is 23-18.
        function test_shotsPlayedAndMissed_data() {
            const head = '[GameType "21"]\n[SetUp "1"]\n[FEN "W:W22,23,27,32:B14,15,1,4"]\n\n';
            return [{tag: "played", pdn: head + "1. 23-18 14x23 2. 27x11 *\n", state: 1, played: 1, missed: 0,
                     text: "Shot: 23-18 14x23 27x11. It takes one piece more than it gives."},
                    {tag: "missed", pdn: head + "1. 22-17 14x21 *\n", state: 2, played: 0, missed: 1,
                     text: "Shot missed: 23-18 14x23 27x11 takes one piece more than it gives."}];
        }
        function test_shotsPlayedAndMissed(data) {
            page.analysis.moveTime = 100;
            compare(page.analysis.loadPdn(data.pdn, ""), "");
            tryCompare(page.analysis, "analysing", false, 20000);
            compare(page.analysis.shotsPlayed, data.played);
            compare(page.analysis.shotsMissed, data.missed);
            compare(child("shotsLabel").text, "Shots: %1 played, %2 missed.".arg(data.played).arg(data.missed));
            page.analysis.current = 1;
            compare(page.analysis.currentRow.shot, data.state);
            compare(child("shotLabel").text, data.text);
            verify(child("shotLabel").visible);
            // Missed, it threw the win away too (4 against 3 men, or 3 against 4): both are said.
            compare(child("markLabel").visible, data.tag === "missed");
            const mark = page.analysis.currentRow.markText;
            // The list's row of the move says the mark first, else the shot.
            const list = child("moveList");
            list.positionViewAtIndex(1, ListView.Contain);
            waitForRendering(list);
            compare(findChild(list.itemAtIndex(1), "rowEvaluation").text, mark.length > 0 ? mark : data.text);
            // The other positions have none.
            page.analysis.current = 0;
            compare(page.analysis.currentRow.shot, 0);
            verify(!child("shotLabel").visible);
        }

        function test_badTextSaysWhy() {
            verify(page.analysis.loadPdn("[GameType \"25\"]\n1. c3-d4 {unclosed", "").length > 0);
            verify(child("errorLabel").visible);
        }
    }
}
