// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Men: one square diagonally forward onto an empty square (FMJD art. 3), never backward
// without a capture; White moves up the board toward 1-5, Black down toward 46-50; a man that
// ends its move on the far row becomes a king.
Lesson {
    lessonId: "international-men"
    rulesSection: "international-men-captures"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("How men move")
    summary: qsTr("Men step one square diagonally forward, never backward, and become kings on the far row.")

    //    a b c d e f g h i j
    //  6   .   .   .   .   .
    //  5 .   .   .   .   .        33 may go to 28 or 29
    //  4   .   .   w   .   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W33:B5"
        arrows: ["33-28", "33-29"]
        //: 33, 28 and 29 are square numbers: keep them as they are
        text: qsTr("A man moves one square diagonally forward, onto an empty square. White's men move up the board, toward squares 1 to 5; Black's move down, toward 46 to 50. The man on 33 may go to 28 or to 29.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W28:B5"
        highlights: ["32", "33"]
        //: 32 and 33 are square numbers: keep them as they are
        text: qsTr("A man never steps backward: the man on 28 may not go back to 32 or 33. Only when it captures may a man jump backward, as the next lesson shows.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W33,28:B5"
        expected: ["33-29"]
        //: 33 and 28 are square numbers: keep them as they are
        text: qsTr("Move the man on 33. One of its two squares is taken by your own man on 28, so only one move is left to it.")
        //: 33 and 29 are square numbers: keep them as they are
        wrongText: qsTr("That moved the man on 28. This step asks you to move the man on 33: it can only go to 29.")
        //: 33-29 is a move: keep it as it is
        successText: qsTr("Right: 33-29. A man cannot move onto an occupied square.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "B:W45:B18"
        expected: ["18-22", "18-23"]
        //: 18 is a square number: keep it as it is
        text: qsTr("Now you have Black, whose men move down the board, toward White's side. Move the man on 18 one square forward.")
        //: 18, 22 and 23 are square numbers: keep them as they are
        wrongText: qsTr("Move the black man on 18 one square down the board, to 22 or 23.")
        //: 18, 22 and 23 are square numbers: keep them as they are
        successText: qsTr("Right: Black's man on 18 goes to 22 or 23, toward White's side.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W7:B45"
        expected: ["7-1", "7-2"]
        //: 1 to 5 are square numbers: keep them as they are
        text: qsTr("A man that ends its move on the far row, squares 1 to 5 for White, becomes a king. Crown this man.")
        //: 7, 1 and 2 are square numbers: keep them as they are
        wrongText: qsTr("Move the man on 7 onto the far row: to 1 or to 2.")
        successText: qsTr("Your man is now a king. Kings have lessons of their own.")
    }
    // Race: White (21) crowns on its 4th move, before the black man (35) can do anything about it.
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:W21:B35"
        goal: LessonStep.Crown
        moveLimit: 4
        level: 10
        text: qsTr("A race: your man on 21 and the black man on 35 both run for the far row. Crown your man within four moves, without letting it be captured.")
    }
}
