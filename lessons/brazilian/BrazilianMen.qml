// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Men: one square diagonally forward to a free square (Regras Oficiais point 5); they capture
// forwards and backwards (point 11); a man whose move ends on the far row is crowned (points 6
// and 13).
//
//     a b c d e f g h
//   6   .   .   .   .
//   5 .   .   .   .       e5 may capture forwards (over f6 to g7)
//   4   .   b   .   .     or backwards (over d4 to c3).
//   3 .   .   .   .
Lesson {
    lessonId: "brazilian-men"
    rulesSection: "brazilian-men-captures"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("How men move")
    summary: qsTr("Men step forward one square, capture forwards and backwards, and are crowned on the far row.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3:Bf6"
        arrows: ["c3-b4", "c3-d4"]
        //: b4 and d4 are square names: keep them as they are
        text: qsTr("A man moves one square diagonally forward, onto a free square: this one may go to b4 or to d4. White's men move up the board, Black's move down. A man never moves backwards when it is not capturing.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wa3,e3:Bd6"
        expected: ["e3-d4", "e3-f4"]
        //: e3 is a square name: keep it as it is
        text: qsTr("Move the man on e3 one square forward. It has two squares to choose from.")
        //: e3 is a square name: keep it as it is
        wrongText: qsTr("That moves the other man. This step asks you to move the man on e3.")
        successText: qsTr("Good: one square diagonally forward, onto a free square.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wd4:Bc5,e3"
        arrows: ["d4xb6", "d4xf2"]
        //: c5, e3, b6 and f2 are square names: keep them as they are
        text: qsTr("A man captures by jumping an enemy piece next to it onto the free square just behind. In Brazilian draughts men capture backwards as well as forwards: this man may take c5 and land on b6, or take e3 and land on f2.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:We5:Bd4,f6"
        expected: ["e5xc3"]
        //: d4 and c3 are square names: keep them as they are
        text: qsTr("Your man on e5 can capture in two directions. Capture backwards: jump the man on d4 and land on c3.")
        //: e5xg7 and e5xc3 are captures: keep them as they are
        wrongText: qsTr("That was the forward capture, e5xg7. This step asks for the backward one, e5xc3.")
        successText: qsTr("Right: a man may capture backwards, even though it only moves forwards.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc7:Bh8"
        arrows: ["c7-b8", "c7-d8"]
        highlights: ["b8", "d8", "f8", "h8"]
        text: qsTr("A man whose move ends on the far row (row 8 for White, row 1 for Black) is crowned: it becomes a king, shown by a crown. Kings are much stronger, as the next lessons show.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc7,a3:Bh6"
        expected: ["c7-b8", "c7-d8"]
        //: c7 is a square name: keep it as it is
        text: qsTr("Crown your man: move the man on c7 onto the last row.")
        wrongText: qsTr("That move does not crown. The man on c7 is one step from the last row.")
        successText: qsTr("Your man is now a king.")
    }
}
