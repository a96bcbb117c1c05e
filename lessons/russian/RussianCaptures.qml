// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Captures with men: obligatory, forward and backward over an adjacent piece to the empty
// square just behind, completed to the end, jumped pieces removed only when the move is over,
// and a free choice among the captures (no majority rule): look at what each one leaves.
Lesson {
    lessonId: "russian-captures"
    rulesSection: "russian-men-captures"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("Captures")
    summary: qsTr("Capturing is obligatory, men capture both ways, a capture goes on to the end, and you may choose any capture.")

    //     a b c d e f g h
    //   8   .   .   .   b
    //   5 .   .   .   .
    //   4   .   b   .   .      c3 must take d4 (c3:e5);
    //   3 .   w   .   w        g3 may not move
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3,g3:Bd4,h8"
        arrows: ["c3:e5"]
        highlights: ["d4"]
        //: c3, d4, e5 and g3 are squares: keep them as they are
        text: qsTr("A man captures by jumping over an enemy piece right next to it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on c3 has to take d4 and land on e5; the man on g3 may not move this turn.")
    }
    //     a b c d e f g h
    //   8   b   .   .   .
    //   6   .   b   .   .      e5:c7 forward, then b8 takes it;
    //   5 .   .   w   .        e5:g3 backward is safe
    //   4   .   .   b   .
    LessonStep {
        kind: LessonStep.Move
        fen: "W:We5:Bf4,d6,b8"
        expected: ["e5:g3"]
        text: qsTr("Men capture backward as well as forward. Your man on e5 can take either black man: choose the capture after which it is not taken straight back.")
        //: e5:c7, b8, b8:d6 and e5:g3 are captures and squares: keep them as they are
        wrongText: qsTr("After e5:c7 the black man on b8 jumps your man (b8:d6). Capture backward instead: e5:g3.")
        //: e5:g3 and f4 are a capture and a square: keep them as they are
        successText: qsTr("Right: e5:g3 jumps f4 backward, and nothing can take your man on g3.")
    }
    //     a b c d e f g h
    //   8   .   .   .   b
    //   6   .   b   b   .      a3 → c5 → e7 → g5 → e3:
    //   4   b   .   b   .      four men in one move
    //   3 w   .   .   .
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wa3:Bb4,d6,f6,f4,h8"
        expected: ["a3:e3"]
        //: a3 is a square: keep it as it is
        text: qsTr("A capture must be completed: after each jump, if the man can jump again, it goes on, forward or backward. Capture with the man on a3 and keep jumping until nothing more can be taken.")
        //: a3 and e3 are squares: keep them as they are
        wrongText: qsTr("Keep jumping: the man on a3 takes four men and ends on e3.")
        //: a3:e3, b4, d6, f6 and f4 are a capture and squares: keep them as they are
        successText: qsTr("Well done: a3:e3 takes b4, d6, f6 and f4, the last two jumps going backward.")
    }
    // c3:a5:c7:e5:c3 takes the four men and ends on c3, its starting square:
    // back on c3 it is next to d4 again, but d4 has already been jumped.
    //     a b c d e f g h
    //   6   b   b   .   .
    //   5 .   .   .   .
    //   4   b   b   .   .
    //   3 .   w   .   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3:Bb4,d4,b6,d6"
        arrows: ["c3:a5:c7:e5:c3"]
        highlights: ["d4"]
        //: c3, d4 and e5 are squares: keep them as they are
        text: qsTr("Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This man jumps all four black men and comes back to c3, next to d4 again with e5 empty; but d4 has already been jumped, so the capture ends there.")
    }
    //     a b c d e f g h
    //   7 .   b   w   .        e7 captures backward (d6);
    //   6   b   b   .   .      a5 cannot: c7 is occupied;
    //   5 w   .   .   .        g3 cannot: h4 is on the edge;
    //   4   .   b   .   b      c3 takes d4
    //   3 .   w   .   w
    LessonStep {
        kind: LessonStep.FindCaptures
        fen: "W:Wc3,g3,e7,a5:Bd4,h4,d6,b6,c7"
        answers: ["c3", "e7"]
        text: qsTr("Click every white man that can capture, then confirm your answer. Look in all four directions, and check that the square behind the black piece is empty.")
    }
    //     a b c d e f g h
    //   8   .   .   .   b
    //   7 b   .   .   .        c3:g7 takes two, then h8:f2 takes three;
    //   6   .   .   b   .      g5:e7 takes one and is safe
    //   5 .   .   .   w
    //   4   .   b   .   .
    //   3 .   w   .   w
    //   2   w   .   .   .
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:Wc3,g5,g3,b2:Bd4,f6,h8,a7"
        expected: ["g5:e7"]
        //: c3 and g5 are squares: keep them as they are
        text: qsTr("In Russian draughts you may choose any capture, even one that takes fewer pieces. Here c3 can take two men and g5 only one. Look at what each capture leaves on the board, then play the one that does not lose material.")
        //: c3:g7, h8, g7, g5, g3, h8:f2 and g5:e7 are captures and squares: keep them as they are
        wrongText: qsTr("c3:g7 takes two men, but then the man on h8 jumps g7, g5 and g3 in one move (h8:f2). The smaller capture, g5:e7, loses nothing.")
        //: g5:e7 is a capture: keep it as it is
        successText: qsTr("Right: g5:e7 takes only one man, but every white man is safe, and White is winning.")
    }
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:Wc3,g5,g3,b2:Bd4,f6,h8,a7"
        text: qsTr("Now see what the bigger capture would have led to.")
        script: ["c3:g7", "h8:f2"]
        notes: [
            //: c3, d4, f6 and g7 are squares: keep them as they are
            qsTr("The man on c3 takes d4 and f6 and ends on g7, right in front of the black man on h8."),
            //: h8, g7, g5, g3 and f2 are squares: keep them as they are
            qsTr("Black must capture too: h8 jumps g7, then g5, then g3, and lands on f2. Three men for two, and Black is now winning.")
        ]
    }
}
