// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Which capture (CBD rules, the majority rule: Regras Oficiais point 12, kings and men of one
// value, point 10): of all the captures on the board, only those that take the most pieces are
// allowed, kings counting the same as men (quantity, not quality); among captures that take
// equally many, the player chooses. Promotion (points 6 and 13): only a man whose move ends on
// the far row is crowned; one that passes it during a capture and goes on stays a man.
//
// The first two steps, W:Wa3,e3,g3:Bb4,d4,f4,d6:
//     a b c d e f g h
//   6   .   b   .   .     a3 and e3 can take one man each, but g3 takes
//   5 .   .   .   .       three: g3 → e5 → c3 → a5 (over f4, d4, b4).
//   4   b   b   b   .     Only g3 may capture.
//   3 w   w   w   .
Lesson {
    lessonId: "brazilian-majority"
    rulesSection: "brazilian-majority"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("The majority rule and promotion")
    summary: qsTr("You must take the most pieces, a king counting as one piece, and a man is crowned only where its move ends.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wa3,e3,g3:Bb4,d4,f4,d6"
        arrows: ["g3xe5xc3xa5"]
        text: qsTr("When there are several captures, you must play one that takes the most pieces. This is the majority rule. It does not matter which piece captures, or whether the capture is good for you: count the pieces each capture takes, and only the largest number is allowed.")
    }
    LessonStep {
        kind: LessonStep.FindCaptures
        fen: "W:Wa3,e3,g3:Bb4,d4,f4,d6"
        answers: ["g3"]
        text: qsTr("Three of your men can jump a black man. Which of them may capture under the majority rule? Click each one, then confirm your answer.")
    }
    // a3xc5 would take the king on b4 (one piece); g3xg7 takes the men on f4 and f6 (two).
    LessonStep {
        kind: LessonStep.FindCaptures
        fen: "W:Wa3,g3:BKb4,f4,f6"
        answers: ["g3"]
        //: b4 is a square name: keep it as it is
        text: qsTr("A king counts as one piece, the same as a man: what counts is how many pieces, not which. Here you could take the black king on b4, or two men. Which of your men may capture? Click them, then confirm your answer.")
    }
    // Both captures take one piece: free choice; c1xe3 takes the king on d2, g1xe3 the man on f2.
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:Wc1,g1:BKd2,f2,h4,b4"
        expected: ["c1xe3"]
        //: d2 and f2 are square names: keep them as they are
        text: qsTr("When several captures take the same number of pieces, you choose among them. Both of these take one piece: the king on d2 or the man on f2. Choose the better one.")
        //: d2 is a square name: keep it as it is
        wrongText: qsTr("That takes only a man. Both captures take one piece, so you were free to take the black king on d2 instead.")
        successText: qsTr("Right: the same number of pieces, so the choice was yours, and a king is worth more than a man.")
    }
    //     a b c d e f g h
    //   8   .   .   .   .
    //   7 .   .   b   b       d6 → f8 → h6: the man passes the last row
    //   6   .   w   .   .     on f8, goes on, and stays a man.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wd6:Be7,g7"
        arrows: ["d6xf8xh6"]
        expected: ["d6xh6"]
        //: f8 is a square name: keep it as it is
        text: qsTr("Promotion: a man that reaches the last row during a capture but must capture on from there is not crowned. Play the capture and watch the man pass through f8.")
        wrongText: qsTr("Capture both black men.")
        //: h6 and f8 are square names: keep them as they are
        successText: qsTr("The man ends on h6 and is still a man: it only passed through f8.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wd6,a3:Be7,a7"
        expected: ["d6xf8"]
        //: e7 is a square name: keep it as it is
        text: qsTr("Only a man whose move ends on the last row is crowned. Take the man on e7.")
        wrongText: qsTr("Capturing is obligatory: take the man on e7.")
        //: f8 is a square name: keep it as it is
        successText: qsTr("The capture ends on f8, so your man is crowned.")
    }
}
