// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Endgame technique within the 40-move count: two kings against one in the double corner
// (WCDF Rules of Draughts 1.4: the single corner on each player's near left, the double corner on the right)
// (squares 1 and 5, or 28 and 32). Engine (damas-cli go american --fen W:WK18,K19:BK1
// --depth 32): score 30979, a forced win in 21 plies, White's 11th move, well within the 40.
// Then the weaker side's plan: run for a double corner, where the win takes longest.
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
    // Black to move heads for 1 and 5 (10-6 or 10-14 and on); go --depth 16 (the check's depth,
    // 2 x moveLimit) finds no forced win for White (about +200).
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "B:WK22,K23:BK10"
        showCounts: true
        counts: ["american-40"]
        goal: LessonStep.HoldDraw
        moveLimit: 8
        level: 10
        //: 1 and 5 are squares: keep them as they are
        text: qsTr("Now you have the lone king against two white kings. Reach the double corner (1 and 5) and hold out for 8 moves without being caught.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K19,24:BK1,K3"
        showCounts: true
        counts: ["american-40"]
        highlights: ["24"]
        text: qsTr("Practical advice: don't move kings aimlessly, since a move that changes nothing uses up the count, and a third repetition ends the game: make every move bring a piece closer to a capture or a new king. Know the method before you simplify: two kings against one is a win in about a dozen moves, but only if you can play it. And keep a man that can still move safely in reserve: its move starts the 40-move count again.")
    }
}
