// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Captures with men: obligatory (WCDF Rules of Draughts 1.20), forward only, over an adjacent piece
// to the empty square just behind (1.18), and continued to the end of the sequence (1.19). Black
// captures down the board, White up.
Lesson {
    lessonId: "american-captures"
    rulesSection: "american-men-captures"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("Captures")
    summary: qsTr("Capturing is obligatory, men capture only forward, and a capture goes on to the end.")

    //   22 must take 18 (22x15); 24 may not move.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W22,24:B18,3"
        arrows: ["22x15"]
        highlights: ["18"]
        //: 22, 18, 15 and 24 are squares: keep them as they are
        text: qsTr("A man captures by jumping over an enemy piece right in front of it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on 22 has to take 18 and land on 15; the man on 24 may not move this turn.")
    }
    //   18x9 takes 14; the black man on 22, behind, cannot be taken by a man.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W18:B22,14,1"
        arrows: ["18x9"]
        highlights: ["22"]
        //: 18, 22, 14 and 18x9 are squares and a capture: keep them as they are
        text: qsTr("Men capture only forward, in the direction they move. The white man on 18 has a black man on each side: it may take 14 (18x9), but never the man on 22 behind it.")
    }
    //   Black's 17x26 is forced, and White takes back with 30x23.
    LessonStep {
        kind: LessonStep.Move
        fen: "B:W22,30:B17,3"
        expected: ["17x26"]
        //: 17 is a square: keep it as it is
        text: qsTr("You have Black now, and Black captures down the board. Your man on 17 can take a white man: capture, even though it will be taken back, because the capture is obligatory.")
        //: 22 is a square: keep it as it is
        wrongText: qsTr("Capturing is obligatory: the man on 17 must jump 22.")
        //: 30x23 is a capture: keep it as it is
        successText: qsTr("Right. White will now take your man with 30x23: that capture is obligatory too.")
    }
    //   30 → 23 → 14 → 7: three men in one move.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W30:B26,18,10,1"
        expected: ["30x7"]
        //: 30 is a square: keep it as it is
        text: qsTr("A capture must be completed: after each jump, if the man can jump again, it goes on. Capture with the man on 30 and keep jumping until nothing more can be taken.")
        //: 30 and 7 are squares: keep them as they are
        wrongText: qsTr("Keep jumping: the man on 30 takes three men and ends on 7.")
        //: 30x7, 26, 18 and 10 are a capture and squares: keep them as they are
        successText: qsTr("Well done: 30x7 takes 26, 18 and 10 in one move.")
    }
    //   19x12 and 22x15 capture; 24 cannot take 28 (backward); 27 cannot take 23 (18 is
    //   occupied); 31 cannot take 26 (22 is occupied).
    LessonStep {
        kind: LessonStep.FindCaptures
        fen: "W:W19,22,24,27,31:B16,18,23,26,28"
        answers: ["19", "22"]
        text: qsTr("Click every white man that can capture, then confirm your answer. Men capture only forward, and the square behind the black piece must be empty.")
    }
}
