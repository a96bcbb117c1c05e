// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Captures (CBD rules): obligatory (Regras Oficiais point 9), for men and kings, forward and
// backward (11); several in a row in one move, which may cross an empty square again (14); the
// captured pieces leave the board only when the move is over, and none may be jumped twice (15).
//
// The loop of the fifth step, W:We1,a3:Bd2,d4,f2,f4:
//     a b c d e f g h
//   4   .   b   b   .      e1 → c3 → e5 → g3 → e1, over d2, d4, f4, f2:
//   3 w   .   .   .        the man ends where it started, and cannot
//   2   .   b   b   .      jump d2 a second time.
//   1 .   .   w   .
Lesson {
    lessonId: "brazilian-captures"
    rulesSection: "brazilian-men-captures"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("Captures")
    summary: qsTr("Capturing is obligatory, several pieces can be taken in one move, and they leave the board only at the end.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3,h2:Bd4,e7"
        arrows: ["c3xe5"]
        text: qsTr("Capturing is obligatory: when one of your pieces can capture, you must capture, even if you would rather make another move. Here White has no choice but c3xe5.")
    }
    // c3xe5 and e3xc5 both take the man on d4; g3 cannot take h4 (no square behind it).
    LessonStep {
        kind: LessonStep.FindCaptures
        fen: "W:Wa3,c3,e3,g3:Bd4,h4"
        answers: ["c3", "e3"]
        //: h4 is a square name: keep it as it is
        text: qsTr("Which of your men can capture? Click each of them, then confirm your answer. Remember that a piece on the edge of the board, like the man on h4, cannot be jumped: there is no square behind it.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wa1:Bb2,d4,f6"
        arrows: ["a1xc3xe5xg7"]
        expected: ["a1xg7"]
        //: a1 is a square name: keep it as it is
        text: qsTr("After a jump, if the capturing piece can jump again, it must go on, in the same move. Take all three black men with the man on a1.")
        wrongText: qsTr("Keep jumping: a capture goes on as long as there is a piece to take.")
        //: a1xg7 is a capture: keep it as it is
        successText: qsTr("Three men in one move, written a1xg7.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:We1,a3:Bd2,d4,f2,f4"
        highlights: ["d2", "d4", "f2", "f4"]
        text: qsTr("The pieces you jump stay on the board until the whole capture is over; only then are they taken off. Meanwhile no piece may be jumped twice, and a piece already jumped still blocks the way.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:We1,a3:Bd2,d4,f2,f4"
        arrows: ["e1xc3xe5xg3xe1"]
        expected: ["e1xe1"]
        //: e1 is a square name: keep it as it is
        text: qsTr("Your man on e1 can jump all four black men and come back to where it started. Play the capture.")
        wrongText: qsTr("Follow the arrow: over d2, d4, f4 and f2, back to e1.")
        //: e1, d2 and e1xe1 stay as they are
        successText: qsTr("It ends on e1, the square it left, and it may not jump d2 a second time. A capture that ends where it started is written e1xe1.")
    }
}
