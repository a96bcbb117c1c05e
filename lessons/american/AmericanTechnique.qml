// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Endgame technique within the 40-move count: two kings against one in the double corner
// (WCDF Rules of Draughts 1.4: the single corner on each player's near left, the double corner on the right)
// (squares 1 and 5, or 28 and 32). Engine (damas-cli go american --fen W:WK18,K19:BK1
// --depth 32): score 30979, a forced win in 21 plies, White's 11th move, well within the 40.
// Then the weaker side's plan: run for a double corner, where the win takes longest, and let
// the count end the game; and the practical advice played out: win inside a count that is almost
// spent, and simplify into a fresh count.
//
//   8     B1      .       .       .        The lone king on 1 shuttles between 1 and 5;
//   7 .5      .       .       .            White's kings drive it out of the corner and
//   4     .       W18     W19     .        trap it on the edge.
Lesson {
    lessonId: "american-technique"
    rulesSection: "draws-advice"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("Endgame technique")
    summary: qsTr("Two kings against one: drive the lone king out of the double corner and catch it well within the count; and how the lone king makes the win hardest.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K19:BK1"
        showCounts: true
        counts: ["american-40"]
        highlights: ["1", "5", "28", "32"]
        //: 1, 5, 28 and 32 are square numbers: keep them as they are
        text: qsTr("Two kings against one always win, but only with the right method. The lone king runs for a double corner: squares 1 and 5 on Black's side, 28 and 32 on White's, two corner squares side by side where it can shuttle back and forth. You have 40 moves, and a good method needs about a dozen.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K19:BK1"
        showCounts: true
        counts: ["american-40"]
        text: qsTr("The method: bring both kings close, take the squares next to the corner so that the lone king has to step out along the edge, then set a trap in which every move it has walks into one of your kings. Never let it slip past into the open board.")
    }
    // The engine's line: the referee gives white-wins after 5x14 (ply 21, White's 11th move).
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK18,K19:BK1"
        showCounts: true
        counts: ["american-40"]
        script: ["18-14", "1-6", "19-15", "6-1", "14-9", "1-5", "9-6", "5-1", "15-10", "1-5", "6-1", "5-9", "1-5", "9-13", "10-15", "13-17", "15-18", "17-13", "18-22", "13-9", "5x14"]
        text: qsTr("Watch White catch the lone king in the double corner, with the count in the panel.")
        notes: [
            qsTr("The first king comes closer."),
            qsTr("The lone king looks for room."),
            qsTr("The second king comes closer."),
            qsTr("Back into the corner."),
            qsTr("The first king comes closer."),
            qsTr("The lone king shuttles in the double corner."),
            qsTr("White takes a square next to the corner."),
            qsTr("The lone king shuttles in the double corner."),
            qsTr("The second king comes closer."),
            qsTr("The lone king shuttles in the double corner."),
            //: 1 is a square: keep it as it is
            qsTr("A king steps into the corner square 1 itself: the lone king can no longer go back there."),
            qsTr("It must leave the corner."),
            //: 5 is a square: keep it as it is
            qsTr("The king follows to 5, behind it."),
            qsTr("Down the edge."),
            qsTr("The second king comes back to cut the lone king off."),
            qsTr("The lone king runs on."),
            qsTr("The net closes."),
            qsTr("Back to the edge."),
            //: 13 and 17 are squares: keep them as they are
            qsTr("The trap is set: the lone king on 13 cannot go to 17 without being taken, and its other square is next to the king on 5."),
            qsTr("Its only other move walks into the king on 5."),
            //: 5x14 is a capture: keep it as it is
            qsTr("5x14: White wins with its 11th move, far within the 40.")
        ]
    }
    // The same position turned round (square s becomes 33 - s): go --depth 30 gives 30979, a
    // forced win in 21 plies (White's 11th move) against the best defence.
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WK14,K15:BK32"
        showCounts: true
        counts: ["american-40"]
        goal: LessonStep.Win
        moveLimit: 12
        level: 10
        //: 28 and 32 are squares: keep them as they are
        text: qsTr("Your turn, against the computer at full strength: the same ending in the other double corner, 28 and 32. Bring both kings close, drive the lone king out along the edge and catch it within 12 moves.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "B:WK22,K23:BK10"
        showCounts: true
        counts: ["american-40"]
        highlights: ["1", "5"]
        text: qsTr("With the lone king, the same facts are your plan. Head for a double corner at once and shuttle between its two squares: there the win takes longest, and a stronger side that does not know the method may run out of moves. In a single corner (square 4 or 29) there is only one square, and the lone king is caught far sooner.")
    }
    // The weaker side's plan, a true draw: 66 plies of king moves in the setup (no capture, no
    // position twice; the referee's american-40 count stands at 66 of 80 plies), so 7 moves each
    // are left when the lone king on 10 starts for the double corner. From here the win needs more
    // than 7 moves (go --depth 14 with the setup: no forced win), and the count ends the game.
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "B:WK8,K26:BK7"
        setup: ["7-2", "8-12", "2-6", "26-30", "6-9", "30-25", "9-5", "25-22", "5-9", "22-17", "9-5", "12-8", "5-9", "17-21", "9-5", "8-3", "5-9", "21-25", "9-5", "3-8", "5-1", "8-3", "1-6", "25-22", "6-1", "3-8", "1-5", "22-18", "5-9", "8-11", "9-5", "11-7", "5-1", "7-10", "1-5", "10-14", "5-1", "14-17", "1-5", "18-15", "5-9", "15-11", "9-5", "11-16", "5-1", "17-21", "1-5", "16-19", "5-1", "19-24", "1-5", "24-28", "5-1", "28-32", "1-5", "21-17", "5-1", "17-22", "1-5", "22-25", "5-9", "25-22", "9-14", "32-27", "14-10", "27-23"]
        showCounts: true
        counts: ["american-40"]
        highlights: ["1", "5"]
        goal: LessonStep.HoldDraw
        level: 10
        //: 1 and 5 are squares: keep them as they are
        text: qsTr("Now you have the lone king against two white kings, and only kings have moved for a long time: 33 moves each are gone and 7 are left. Run for the double corner (1 and 5), shuttle there out of reach, and let the count end the game as a draw.")
    }
    // Don't move kings for nothing: 54 plies of king moves in the setup (no capture, no position
    // twice) bring the Watch step's position with 27 moves each gone, 13 left; the win takes 11
    // (go --depth 32: 30979, 21 plies).
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WK24,K27:BK29"
        setup: ["27-23", "29-25", "23-18", "25-29", "24-20", "29-25", "20-16", "25-29", "16-19", "29-25", "18-14", "25-21", "14-9", "21-17", "19-24", "17-21", "24-28", "21-25", "28-24", "25-22", "24-27", "22-18", "27-32", "18-23", "9-13", "23-26", "32-28", "26-31", "13-17", "31-26", "17-21", "26-23", "21-17", "23-19", "17-21", "19-15", "21-17", "15-10", "17-22", "10-14", "22-26", "14-18", "28-24", "18-14", "24-20", "14-10", "26-22", "10-6", "22-18", "6-1", "20-16", "1-5", "16-19", "5-1"]
        showCounts: true
        counts: ["american-40"]
        goal: LessonStep.Win
        moveLimit: 13
        level: 10
        text: qsTr("Don't move kings for nothing. Only kings have moved for a long time: 27 moves each are gone and 13 are left, and this win needs about 11. Catch the lone king before the count runs out: every move must bring a king closer to the trap.")
    }
    // Know the number before simplifying: 70 plies of king moves in the setup leave 5 moves each;
    // three kings cannot beat two in 5 moves, but 18-22 forces 17x26 31x22 (the only moves), the
    // capture starts the count again and two kings against one win (go --depth 34 after 31x22:
    // -30970 for Black, a loss in 30 plies). go --depth 24 with the setup plays 18-22.
    //
    //   5 .       .       .       B16          B = black king, W = white king.
    //   4     B17     W18     .       .        18-22 puts the king on 22, next
    //   3 .       .       .       .            to 17: it must jump to 26, and
    //   2     .       .       .       .        31 jumps back to 22.
    //   1 W29     .       W31     .
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WK8,K25,K27:BK1,K10"
        setup: ["25-29", "1-6", "8-12", "6-2", "29-25", "2-7", "25-21", "10-15", "27-31", "15-18", "31-26", "18-15", "12-16", "15-18", "16-19", "7-11", "26-30", "11-7", "21-25", "7-11", "25-29", "18-22", "19-24", "11-8", "24-28", "22-17", "28-32", "8-11", "29-25", "11-8", "32-28", "17-13", "28-24", "8-12", "25-29", "12-16", "29-25", "13-17", "25-29", "17-14", "24-28", "14-17", "29-25", "16-19", "28-32", "19-16", "32-27", "16-20", "27-23", "17-21", "23-26", "20-24", "26-22", "24-19", "22-18", "19-24", "18-23", "21-17", "23-18", "24-19", "30-26", "17-13", "26-31", "19-16", "31-26", "13-17", "26-31", "16-19", "25-29", "19-16"]
        showCounts: true
        counts: ["american-40"]
        expected: ["18-22"]
        line: ["17x26", "31x22"]
        text: qsTr("Know the number before you simplify. Only kings have moved for 35 moves each: 5 are left, far too few for three kings to beat two. An exchange changes the numbers: two kings against one win in about 15 moves, and a capture starts the 40-move count again. Offer the exchange.")
        //: 18-22 is a move: keep it as it is
        wrongText: qsTr("That king move changes nothing, and with 5 moves left three kings cannot catch two. Give a king that Black must take, so that you can take back: 18-22.")
        successText: qsTr("Black had to capture and you took back: two kings against one, and the capture started the count again, so 40 moves are left for a win that needs about 15.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K19,24:BK1,K3"
        showCounts: true
        counts: ["american-40"]
        highlights: ["24"]
        //: 24 is a square: keep it as it is
        text: qsTr("One more piece of advice: while you are ahead, keep a man that can still move safely in reserve, like the one on 24. Its move starts the 40-move count again whenever the kings need more time. And a third repetition of a position ends the game too, so a king that only goes back and forth throws the win away.")
    }
}
