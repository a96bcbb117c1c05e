// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Forced captures and combinations: the opponent must capture too (FMJD art. 4), so a man
// offered on the right square decides where his piece lands, and a bigger capture follows.
// Each line below is the engine's (go, depth 7) and every reply is the opponent's only capture.
Lesson {
    lessonId: "international-forced-captures"
    rulesSection: "international-men-captures"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("Forced captures and combinations")
    summary: qsTr("Your opponent must capture too: give a man to decide where his piece lands, then take more back, even with a crowning.")

    //    a b c d e f g h i j
    // 10   .   .   .   .   b      5
    //  9 .   .   .   .   b        10
    //  8   .   .   .   b   .      14
    //  6   .   b   .   b   .      22, 24
    //  4   w   w   .   .   w      31, 32, 35
    //  3 .   .   w   .   .        38
    //  2   .   w   .   .   .      42
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W31,32,35,38,42:B5,10,14,22,24"
        //: 32-28, 22 and 33 are a move and square numbers: keep them as they are
        text: qsTr("Capturing is obligatory for your opponent as well. So when you offer a man, you choose where the capturing piece will land. If 32-28 is played here, the black man on 22 must take it and lands on 33, exactly where White wants it. A series of moves built on forced captures is called a combination, or a shot.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W31,32,35,38,42:B5,10,14,22,24"
        expected: ["32-28"]
        line: ["22x33", "38x9"]
        //: 32-28 is a move: keep it as it is
        text: qsTr("Play 32-28, let Black take, and then capture as many men as you can.")
        //: 32-28 is a move: keep it as it is
        wrongText: qsTr("That move is legal, but it wins nothing. Offer the man with 32-28.")
        //: 38x9, 33, 24 and 14 are a capture and square numbers: keep them as they are
        successText: qsTr("One man given, three taken: 38x9 jumps 33, 24 and 14.")
    }
    //    a b c d e f g h i j
    //  9 .   .   .   .   b        10
    //  8   b   .   .   b   .      11, 14
    //  6   .   .   b   .   .      23
    //  5 w   .   .   .   w        26, 30
    //  4   w   b   w   .   .      31, 32, 33
    //  2   .   .   w   .   .      43
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W31,26,30,33,43:B23,32,11,10,14"
        expected: ["31-27"]
        line: ["32x21", "26x6"]
        //: 32 and 27 are square numbers: keep them as they are
        text: qsTr("Another one. Put a man where the black man on 32 has to take it, and make its landing square the first step of your own capture.")
        //: 31-27 and 32x21 are a move and a capture: keep them as they are
        wrongText: qsTr("That wins nothing. Play 31-27: Black must answer 32x21, and the man on 21 can then be jumped.")
        //: 26x6, 21 and 11 are a capture and square numbers: keep them as they are
        successText: qsTr("Right: 26x6 takes 21 and 11. Two for one.")
    }
    //    a b c d e f g h i j
    //  9 .   .   .   b   .        9
    //  8   b   .   .   b   .      11, 14
    //  7 b   .   .   .   .        16
    //  6   .   .   .   w   w      24, 25
    //  5 .   .   b   w   w        28, 29, 30
    //  3 w   .   .   .   .        36
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W24,25,29,30,36:B9,11,14,16,28"
        highlights: ["4"]
        //: 4 is a square number: keep it as it is
        text: qsTr("The best combinations end on the far row. A capture that ends there crowns the man, so a forced capture can open the way to a new king. Look for the path to 4.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W24,25,29,30,36:B9,11,14,16,28"
        expected: ["29-23"]
        line: ["28x19", "24x4"]
        //: 28 is a square number: keep it as it is
        text: qsTr("Offer a man to the black man on 28, then capture all the way to the far row.")
        //: 29-23, 28x19 and 24x4 are moves: keep them as they are
        wrongText: qsTr("Play 29-23: after the forced 28x19, your man on 24 takes two and ends on the far row, 24x4.")
        //: 24x4, 19, 9 and 4 are a capture and square numbers: keep them as they are
        successText: qsTr("24x4 jumps 19 and 9 and ends on 4: a man given, two taken and a new king.")
    }
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:W24,25,29,30,36:B9,11,14,16,28"
        text: qsTr("Step through the combination once more and see why Black had no choice.")
        script: ["29-23", "28x19", "24x4"]
        notes: [
            //: 29-23 and 28 are a move and a square number: keep them as they are
            qsTr("29-23 puts a man next to the black man on 28, with 19 empty behind it."),
            //: 28x19 is a capture: keep it as it is
            qsTr("Black must capture, and 28x19 is the only capture on the board."),
            //: 24x4 and 13 are a capture and a square number: keep them as they are
            qsTr("Now 24x4: over 19 to 13, over 9 to 4. The move ends on the far row, so the man is crowned.")
        ]
    }
}
