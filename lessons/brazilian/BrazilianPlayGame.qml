// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The end of the course: a short recap of what makes Brazilian draughts its own (CBD rules: the
// international rules on an 8x8 board) and where the draw counts are shown during a game, then a
// game with these rules.
Lesson {
    lessonId: "brazilian-play"
    rulesSection: "brazilian"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("Play a game with these rules")
    summary: qsTr("A short recap of the Brazilian rules, then a game against the computer.")

    LessonStep {
        kind: LessonStep.Read
        text: qsTr("What makes Brazilian draughts its own: men capture backwards as well as forwards, kings fly along open diagonals, and you must always take the capture that takes the most pieces, kings counting the same as men. A man is crowned only if its move ends on the last row.")
    }
    LessonStep {
        kind: LessonStep.Read
        text: qsTr("You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the two move counts running out. The result line says why the game ended.")
    }
    // c3xg7 takes d4 and f6; e3xc5 would take only d4, so the majority rule forbids it:
    // only the man on c3 may capture.
    //     a b c d e f g h
    //   6   .   .   b   .
    //   4   .   b   .   .
    //   3 .   w   w   .
    LessonStep {
        kind: LessonStep.FindCaptures
        fen: "W:Wc3,e3:Bd4,f6"
        answers: ["c3"]
        text: qsTr("One last puzzle before your game. Both of your men can jump the man on d4. Click every man that is allowed to capture here, then confirm your answer.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc3,e3:Bd4,f6"
        expected: ["c3xg7"]
        //: c3xg7 is a capture in Brazilian notation: keep it as it is
        text: qsTr("Now play the capture: the one that takes the most pieces, written by its start and end.")
        wrongText: qsTr("That capture takes only one man. The man on c3 can jump d4 and then f6, and the majority rule makes you take both.")
        //: c3xg7 is a capture: keep it as it is
        successText: qsTr("Right: c3xg7 takes both black men. The capture from e3 took only one, so it was not allowed.")
    }
    // Two kings against one: both Brazilian counts run (20 moves per side, and the 5-move ending).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1:BKh8"
        showCounts: true
        counts: ["brazilian-20", "brazilian-5"]
        text: qsTr("During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.")
    }
    LessonStep {
        kind: LessonStep.StartGame
        text: qsTr("You know the rules of Brazilian draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.")
    }
}
