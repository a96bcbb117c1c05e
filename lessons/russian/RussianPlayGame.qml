// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The end of the course: a short recap of what makes Russian draughts its own and where the
// draw counts are shown during a game, then a game with these rules.
Lesson {
    lessonId: "russian-play"
    rulesSection: "russian"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("Play a game with these rules")
    summary: qsTr("A short recap of the Russian rules, then a game against the computer.")

    LessonStep {
        kind: LessonStep.Read
        text: qsTr("What makes Russian draughts its own: men capture backwards as well as forwards, kings fly along open diagonals, and you may choose any capture, however small. A man that reaches the last row during a capture becomes a king at once and goes on capturing as a king.")
    }
    LessonStep {
        kind: LessonStep.Read
        text: qsTr("You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the four move counts running out. The result line says why the game ended.")
    }
    // A last capture before the game: the learner may choose, and the better choice takes two.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc3,e3:Bd4,f6"
        expected: ["c3:g7"]
        //: c3:g7 and e3:c5 are moves in Russian notation: keep them as they are
        text: qsTr("One last puzzle before your game. Both of your men can capture, and you may choose either capture. Find the one that takes two men.")
        wrongText: qsTr("That capture takes only one man. The man on c3 can jump d4 and then f6.")
        successText: qsTr("Right: c3:g7 takes both black men, written by its start and end only.")
    }
    // All four Russian counts run in this position.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,Kh2:BKh8"
        showCounts: true
        counts: ["russian-15-three-kings", "russian-5-main-road", "russian-balance", "russian-kings-only"]
        text: qsTr("During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.")
    }
    LessonStep {
        kind: LessonStep.StartGame
        text: qsTr("You know the rules of Russian draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.")
    }
}
