// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Captures with men (FMJD art. 4): obligatory, forward and backward (4.2), several in a
// row until nothing more can be taken (4.5), jumped pieces removed only when the move is over
// and never jumped twice (4.8, the "Turkish strike").
Lesson {
    lessonId: "international-captures"
    rulesSection: "international-men-captures"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("Captures")
    summary: qsTr("Capturing is obligatory, men capture both ways, a capture goes on to the end, and jumped pieces come off only when it is over.")

    //    a b c d e f g h i j
    //  5 .   .   b   .   .        32 must take 28 (32x23);
    //  4   .   w   .   .   .      39 may not move
    //  3 .   .   .   w   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W32,39:B28,5"
        arrows: ["32x23"]
        highlights: ["28"]
        //: 32, 28, 23 and 39 are square numbers: keep them as they are
        text: qsTr("A man captures by jumping over an enemy piece right next to it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on 32 has to take 28 and land on 23; the man on 39 may not move this turn.")
    }
    //    a b c d e f g h i j
    //  9 b   .   .   .   .        6
    //  8   b   .   .   .   .      11
    //  6   .   b   .   .   .      22
    //  5 .   .   w   .   .        28
    //  4   .   .   b   .   .      33
    // 28x17 forward is answered by 11x22; 28x39 backward is safe (FMJD art. 4.2).
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W28:B22,33,11,6"
        expected: ["28x39"]
        //: 28 is a square number: keep it as it is
        text: qsTr("Men capture backward as well as forward. Your man on 28 can take either black man: choose the capture after which it is not taken straight back.")
        //: 28x17, 11, 11x22 and 28x39 are captures and squares: keep them as they are
        wrongText: qsTr("After 28x17 the black man on 11 jumps your man (11x22). Capture backward instead: 28x39.")
        //: 28x39 and 33 are a capture and a square: keep them as they are
        successText: qsTr("Right: 28x39 jumps 33 backward, and nothing can take your man on 39.")
    }
    // The FMJD rule-book diagram of art. 4.5: 47x49 takes all eight, forward and backward.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W47:B13,14,22,24,31,34,K41,44"
        expected: ["47x49"]
        //: 47 is a square number: keep it as it is
        text: qsTr("A capture must be completed: after each jump, if the man can jump again, it goes on, forward or backward. Capture with the man on 47 and keep jumping until nothing more can be taken. A king is captured just like a man.")
        //: 47 and 49 are squares: keep them as they are
        wrongText: qsTr("Keep jumping: the man on 47 takes every black piece and ends on 49.")
        //: 47x49 is a capture: keep it as it is
        successText: qsTr("Well done: 47x49 takes all eight pieces, the king among them, in one move.")
    }
    // 32x32: round 28, 18, 17 and 27 and back to 32, next to 28 again, which cannot be jumped twice.
    //    a b c d e f g h i j
    //  7 .   b   b   .   .        17, 18
    //  5 .   b   b   .   .        27, 28
    //  4   .   w   .   .   .      32
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W32:B28,18,17,27"
        arrows: ["32x23x12x21x32"]
        highlights: ["28"]
        //: 32, 28 and 23 are square numbers: keep them as they are
        text: qsTr("Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This man jumps all four black men and comes back to 32, next to 28 again with 23 empty; but 28 has already been jumped, so the capture ends there. A jumped piece stays on the board until the end of the move and still blocks the way: players call this the Turkish strike.")
    }
    //    a b c d e f g h i j
    //  5 .   b   .   b   .        32x21, 34x23 and 48x39 are the captures;
    //  4   b   w   w   .   .      36 and 45 are blocked
    //  3 w   .   .   .   b
    //  2   .   .   b   .   w
    //  1 .   .   w   .   .
    LessonStep {
        kind: LessonStep.FindCaptures
        fen: "W:W32,34,45,36,48:B27,29,40,31,43,3"
        answers: ["32", "34", "48"]
        text: qsTr("Click every white man that can capture, then confirm your answer. Look in all four directions, and check that the square behind the black piece is empty.")
    }
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:W28:B22,33,11,6"
        text: qsTr("Now see what the forward capture would have led to.")
        script: ["28x17", "11x22"]
        notes: [
            //: 28, 22 and 17 are square numbers: keep them as they are
            qsTr("The man on 28 takes 22 and lands on 17, right in front of the black man on 11."),
            //: 11, 17, 22 and 6 are square numbers: keep them as they are
            qsTr("Black must capture too: 11 jumps 17 and lands on 22. Your man could not take 11 first, because 6 behind it was occupied.")
        ]
    }
}
