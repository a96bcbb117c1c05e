// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

/*
 * Looking back at an earlier move shows that position's counts and repetitions, and going back
 * to the game shows the current ones again.
 *
 * Russian, three white kings c1 e1 g1 against a black king on h8 (see tst_playlayout.qml):
 * g1-h2 h8-g7 h2-g1 g7-h8 brings the start back, seen twice; each move ticks the counts.
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
        name: "ViewedPly"
        when: windowShown

        function test_countsOfTheViewedPosition() {
            opponent.moves = ["h8-g7", "g7-h8"];
            compare(game.newGame("russian", GameController.White, 3, "W:WK30,K31,K32:BK4"), "");
            compare(game.enterMove("g1-h2"), "");
            tryCompare(game, "ply", 2);
            compare(game.enterMove("h2-g1"), "");
            tryCompare(game, "ply", 4);
            const row = findChild(page, "counter_russian-kings-only");
            verify(row !== null);
            const live = row.leftText;
            compare(game.repetitions, 2);
            verify(game.counters.repetitionText.length > 0);

            game.viewedPly = 1;
            verify(game.viewingHistory);
            compare(game.repetitions, 1);
            compare(game.counters.repetitionText, "");
            const earlier = findChild(page, "counter_russian-kings-only");
            verify(earlier.leftText !== live, earlier.leftText);
            // One move by White: the count has one more move to run for Black than for White.
            compare(earlier.leftText, "Moves left: White 14, Black 15");

            game.showLive();
            compare(game.repetitions, 2);
            compare(findChild(page, "counter_russian-kings-only").leftText, live);
        }

        // The move list: clicking a move shows the position after it and marks that move;
        // clicking the last move goes back to the game.
        function test_clickingTheMoveList() {
            opponent.moves = ["h8-g7", "g7-h8"];
            compare(game.newGame("russian", GameController.White, 3, "W:WK30,K31,K32:BK4"), "");
            compare(game.enterMove("g1-h2"), "");
            tryCompare(game, "ply", 2);
            compare(game.enterMove("h2-g1"), "");
            tryCompare(game, "ply", 4);
            const first = findChild(page, "move_1");
            const last = findChild(page, "move_4");
            verify(first !== null && last !== null);
            tryCompare(last, "current", true);
            verify(!first.current);

            mouseClick(first);
            compare(game.viewedPly, 1);
            verify(game.viewingHistory);
            verify(first.current);
            verify(!last.current);

            mouseClick(last);
            verify(!game.viewingHistory);
            compare(game.ply, 4);
            verify(last.current);
            verify(!first.current);
        }
    }
}
