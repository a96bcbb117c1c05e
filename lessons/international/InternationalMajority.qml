// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Which capture: the majority rule (FMJD art. 4.13): of all the captures on the board, the
// player must make the one that takes the most pieces, a king counting as one piece like a man;
// between captures that take as many, the choice is free, kings have no priority (art. 4.14).
// Promotion (art. 4.15): only a man that ends its move on the far row is crowned; one that
// passes it during a capture and jumps on stays a man.
Lesson {
    lessonId: "international-majority"
    rulesSection: "international-majority"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("The majority rule and promotion")
    summary: qsTr("You must take the most pieces, kings counting as men; and a man is crowned only if its move ends on the far row.")

    // The FMJD rule-book diagram of art. 4.13: 48x19 takes three men (43, 34, 24); the capture
    // of the two kings (42, 31) takes only two and is not allowed.
    //    a b c d e f g h i j
    //  6   .   .   .   b   .      24
    //  4   K   .   .   b   .      K31, 34
    //  2   .   K   b   .   .      K42, 43
    //  1 .   .   w   .   .        48
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W48:B24,K31,34,K42,43"
        arrows: ["48x39x30x19", "48x37x26"]
        //: 48x19, 42 and 31 are a capture and square numbers: keep them as they are
        text: qsTr("When several captures are possible, you must choose the one that takes the most pieces. A king counts as one piece, just like a man. Here the man on 48 could take the two kings on 42 and 31, but it can take three men instead: 48x19 is the only legal move.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W48:B24,K31,34,K42,43"
        expected: ["48x19"]
        //: 48 is a square number: keep it as it is
        text: qsTr("Play the capture the majority rule requires, with the man on 48.")
        //: 48x19 is a capture: keep it as it is
        wrongText: qsTr("Only 48x19 is legal here: it takes three men.")
        //: 48x19 is a capture: keep it as it is
        successText: qsTr("Right: 48x19 takes three men. The two kings stay, but three pieces are more than two.")
    }
    // 37x17 and 38x18 take two men each; 30x19 and 49x40 take one and are not allowed.
    LessonStep {
        kind: LessonStep.FindCaptures
        fen: "W:W38,30,49,37:B32,20,39,44,24,22"
        answers: ["37", "38"]
        text: qsTr("Click every white man that may capture under the majority rule, then confirm. Four of your men touch a black man, but only the captures that take the most pieces are allowed.")
    }
    // The FMJD rule-book diagram of art. 4.14: 26x8 (king on 21 and man on 12) and 26x28 (men
    // on 31 and 32) both take two; the choice is free.
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:W26:B12,K21,31,32"
        expected: ["26x8"]
        //: 26 is a square number: keep it as it is
        text: qsTr("When two captures take the same number of pieces, you may choose either: taking a king gives no priority. Both captures of the man on 26 take two pieces. Choose the better one.")
        //: 26x28, 26x8 and 21 are captures and a square: keep them as they are
        wrongText: qsTr("26x28 is legal, but it leaves Black its king. 26x8 takes the king on 21 as well, and your man will be crowned next move.")
        //: 26x8 is a capture: keep it as it is
        successText: qsTr("Right: 26x8 takes the king and a man, and your man stands one step from the far row.")
    }
    // The FMJD rule-book diagram of art. 4.15: 15x13 passes 4 on the far row and jumps on.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W15:B9,10"
        expected: ["15x13"]
        arrows: ["15x4x13"]
        //: 15, 10, 4, 9 and 13 are square numbers: keep them as they are
        text: qsTr("A man is crowned only when its move ends on the far row. Capture with the man on 15: it jumps 10 and reaches 4 on the far row, but must go on over 9 and ends on 13.")
        //: 15, 10 and 9 are square numbers: keep them as they are
        wrongText: qsTr("Capture with the man on 15: over 10, then over 9.")
        //: 4 and 13 are square numbers: keep them as they are
        successText: qsTr("The man passed 4 during the capture, but its move ended on 13: it stays a man.")
    }
    // 32x3 takes 28, 18 and 8 and ends on 3: crowned (the referee's FEN: WK3).
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W32,38:B27,28,18,19,8"
        expected: ["32x3"]
        //: 32 is a square number: keep it as it is
        text: qsTr("Now a capture that ends on the far row. Capture with the man on 32 and finish the move on the last row.")
        //: 32 and 3 are square numbers: keep them as they are
        wrongText: qsTr("Capture with the man on 32 and end the move on 3.")
        //: 3 is a square number: keep it as it is
        successText: qsTr("The capture ended on 3, on the far row, so your man is crowned.")
    }
}
