// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The end of the course: a short recap of what makes American checkers its own and where the
// 40-move count is shown during a game, then a game with these rules.
Lesson {
    lessonId: "american-play"
    rulesSection: "american"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("Play a game with these rules")
    summary: qsTr("A short recap of the American rules, then a game against the computer.")

    LessonStep {
        kind: LessonStep.Read
        text: qsTr("What makes American checkers its own: Black moves first, men move and capture only forward, kings move and capture one square at a time, forward and backward, and you may choose any capture, however small. A man that reaches the last row is crowned, and its move ends there, even in the middle of a capture.")
    }
    LessonStep {
        kind: LessonStep.Read
        text: qsTr("You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or 40 moves per side with no man moved and nothing captured. The result line says why the game ended.")
    }
    //   22x8 jumps 18 and 11 (two men); 28x19 takes 24 only.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W22,28:B18,11,24"
        expected: ["22x8"]
        //: 22x8 and 28x19 are moves in American notation: keep them as they are
        text: qsTr("One last puzzle before your game. Both of your men can capture, and you may choose either capture. Find the one that takes two men.")
        //: 22 is a square number: keep it as it is
        wrongText: qsTr("That capture takes only one man. The man on 22 can jump 18 and then 11.")
        //: 22x8 is a move: keep it as it is
        successText: qsTr("Right: 22x8 takes both men, written by its start and end only.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K19:BK1"
        showCounts: true
        counts: ["american-40"]
        text: qsTr("During a game, the Draw counts panel beside the board shows the 40-move count, with the moves left and a bar that shrinks as the end nears. Hover over it to read its rule and what starts it again. Below the count, the panel warns when a position has occurred twice.")
    }
    LessonStep {
        kind: LessonStep.StartGame
        text: qsTr("You know the rules of American checkers now. Start a game against the computer with these rules, and keep an eye on the count when the endgame comes.")
    }
}
