// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Which capture: a free choice among the captures (no majority rule: WCDF Rules of Draughts 1.20),
// but a capture once begun is completed. Crowning: a man that reaches the far row is crowned and
// its move ends there, even in the middle of a capture; it may capture as a king only on the next
// move (1.16, 1.19).
Lesson {
    lessonId: "american-crowning"
    rulesSection: "american-crowning"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("Which capture, and crowning")
    summary: qsTr("You may choose any capture, however small; a man crowned during a capture stops there.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:W16,22,25:B4,11,18"
        arrows: ["16x7", "22x8"]
        //: 22 and 16 are squares: keep them as they are
        text: qsTr("When you have several captures, you may choose any of them, even one that takes fewer pieces: American checkers has no rule that you must take the most. Only two things are fixed: you must capture, and the capture you choose must be completed. Here 22 can take two men and 16 only one.")
    }
    //   22x8? 4x20 takes two back; 16x7 wins a man and the man on 7 will crown.
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:W16,22,25:B4,11,18"
        expected: ["16x7"]
        text: qsTr("Look at what each capture leaves on the board, then play the one that does not give material back.")
        //: 22x8, 4, 8, 16, 4x20 and 16x7 are captures and squares: keep them as they are
        wrongText: qsTr("22x8 takes two men, but then the man on 4 jumps 8 and 16 in one move (4x20): two for two. The smaller capture, 16x7, loses nothing.")
        //: 16x7 and 7 are a capture and a square: keep them as they are
        successText: qsTr("Right: 16x7 takes only one man, but every white man is safe, and the man on 7 is about to be crowned.")
    }
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:W16,22,25:B4,11,18"
        text: qsTr("Now see what the bigger capture would have led to.")
        script: ["22x8", "4x20"]
        notes: [
            //: 22, 18, 11 and 8 are squares: keep them as they are
            qsTr("The man on 22 takes 18 and 11 and ends on 8, right in front of the black man on 4."),
            //: 4, 8, 11, 16 and 20 are squares: keep them as they are
            qsTr("Black must capture too: 4 jumps 8, lands on 11, jumps 16 and ends on 20. Two men each, and White's advantage is gone.")
        ]
    }
    //   11x2 crowns on 2; the new king may not go on over 6 in the same move.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W11,30:B7,6,12"
        arrows: ["11x2"]
        highlights: ["6"]
        //: 11, 7, 2 and 6 are squares: keep them as they are
        text: qsTr("A man that reaches the far row is crowned, and its move ends there, even in the middle of a capture. Here 11 jumps 7 and lands on 2, a king. A king on 2 could jump 6, but the move is over: the new king may capture only on its next turn.")
    }
    //   18x2 (by 9): crowned on 2; 7 stays on the board.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W18:B14,6,7,4"
        expected: ["18x2"]
        //: 18 is a square: keep it as it is
        text: qsTr("Your man on 18 can capture its way to the far row. Play the capture.")
        //: 18, 14, 9, 6 and 2 are squares: keep them as they are
        wrongText: qsTr("Jump 14 to 9, then 6 to 2.")
        //: 2 and 7 are squares: keep them as they are
        successText: qsTr("Crowned on 2, and the move ends there: your new king does not take 7 now, though it could on its next move if 7 is still there and 11 is empty.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK2:B4,7"
        highlights: ["2"]
        text: qsTr("This is where American checkers differs from Russian draughts, where a man crowned during a capture goes on at once as a king. In American checkers the crowning always ends the move, whether the man got there by a step or by a capture.")
    }
}
