// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The end of the course: a short recap of what makes International draughts its own and where
// the draw counts are shown during a game, then a game with these rules.
Lesson {
    lessonId: "international-play"
    rulesSection: "international"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("Play a game with these rules")
    summary: qsTr("A short recap of the International rules, then a game against the computer.")

    LessonStep {
        kind: LessonStep.Read
        text: qsTr("What makes International draughts its own: a 10×10 board with 20 men a side, men that capture backwards as well as forwards, flying kings, and the majority rule: of all the captures on the board you must take the one that takes the most pieces. A man is crowned only if its move ends on the last row.")
    }
    LessonStep {
        kind: LessonStep.Read
        text: qsTr("You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the move counts running out. The result line says why the game ended.")
    }
    //    a b c d e f g h i j
    //  8   .   .   .   .   .
    //  7 .   .   .   .   .
    //  6   .   .   b   .   .      33x13 takes 28 and 18 (two men);
    //  5 .   .   b   .   .        39x30 would take 34 only: not allowed
    //  4   .   .   w   b   .
    //  3 .   .   .   w   .
    // 33x13 takes two men; the man on 39 could take 34 alone, which the majority rule forbids.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W33,39:B28,23,34,18"
        expected: ["33x13"]
        //: 33 and 39 are square numbers: keep them as they are
        text: qsTr("One last puzzle before your game. The men on 33 and 39 both touch a black man, but only one capture is allowed. Play it.")
        //: 33x13 is a capture: keep it as it is
        wrongText: qsTr("Only the capture that takes two men is legal: 33x13.")
        //: 33x13 is a capture in International notation: keep it as it is
        successText: qsTr("Right: 33x13 takes two men, so it is the only legal move. A capture of one would break the majority rule.")
    }
    // Three kings against a lone king alone on the main diagonal: the 16-move count, the 5-move
    // diagonal count and the 25-move count all run (referee).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48,K49:BK28"
        showCounts: true
        counts: ["international-16", "international-5-diagonal", "international-25"]
        text: qsTr("During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.")
    }
    LessonStep {
        kind: LessonStep.StartGame
        text: qsTr("You know the rules of International draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.")
    }
}
