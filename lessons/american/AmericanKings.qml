// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Kings (WCDF Rules of Draughts 1.17 and 1.21): one square diagonally, forward or backward, and
// captures over an adjacent piece to the empty square just behind, in any direction; no flying
// kings. Jumped pieces come off only when the whole move is over and none is jumped twice, as in
// the other variants.
Lesson {
    lessonId: "american-kings"
    rulesSection: "american-kings"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("Kings")
    summary: qsTr("A king moves and captures one square at a time, forward and backward.")

    //   The king on 18 has four squares: 14, 15, 22 and 23.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18:B3"
        arrows: ["18-14", "18-15", "18-22", "18-23"]
        //: 18, 14, 15, 22 and 23 are squares: keep them as they are
        text: qsTr("A crowned man is a king. A king moves one square diagonally, forward or backward: the king on 18 can go to 14, 15, 22 or 23. It never goes further in one move; in American checkers kings do not fly along the diagonals as they do in other kinds of draughts.")
    }
    //   15x8? 4x11. 15x24 is safe.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WK15:B19,11,4"
        expected: ["15x24"]
        text: qsTr("A king captures like a man, over an adjacent piece onto the empty square behind, but backward as well as forward. Your king on 15 can take either black man: choose the capture after which it is not taken straight back.")
        //: 15x8, 4, 4x11 and 15x24 are captures and squares: keep them as they are
        wrongText: qsTr("After 15x8 the black man on 4 jumps your king (4x11). Capture backward instead: 15x24.")
        //: 15x24 and 19 are a capture and a square: keep them as they are
        successText: qsTr("Right: 15x24 jumps 19 backward, and nothing can take your king on 24.")
    }
    //   22x13x6x15x22: round the four men and back to 22.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK22:B17,18,9,10"
        arrows: ["22x13x6x15x22"]
        highlights: ["18"]
        //: 22, 18 and 15 are squares: keep them as they are
        text: qsTr("Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This king jumps all four black men and comes back to 22; the man on 18, next to it, has already been jumped, so the capture ends there.")
    }
    //   22x31 takes 26 only; 22x13x6x15x22x31 takes all five.
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:WK22:B17,18,9,10,26"
        expected: ["22x13x6x15x22x31"]
        //: 22 and 31 are squares: keep them as they are
        text: qsTr("Two captures go from 22 to 31. Play the one that takes all five black men.")
        //: 22x31, 26 and 22x13x6x15x22x31 stay as they are
        wrongText: qsTr("That was 22x31, which takes only 26. The long one goes round the four men first: 22x13x6x15x22x31.")
        //: 22 and 31 are squares: keep them as they are
        successText: qsTr("All five men are gone. Because the short capture also goes from 22 to 31, this one is written with every square it lands on.")
    }
    //   10-7? 3x10: a man can jump a king.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WK10:B21,3"
        expected: ["10-6", "10-14", "10-15"]
        //: 10 is a square: keep it as it is
        text: qsTr("A king is strong, but a man can jump it like any other piece. Move your king on 10 without putting it where a black man can capture it.")
        //: 10-7, 3 and 3x10 are a move, a square and a capture: keep them as they are
        wrongText: qsTr("After 10-7 the black man on 3 jumps your king (3x10). Any other square is safe.")
        successText: qsTr("Right: your king is out of reach of both black men.")
    }
}
