// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The board, its numbered squares, the starting set-up (Black moves first) and how moves are
// written with '-' and 'x' (WCDF Rules of Draughts: 1.1 the board, 1.5 the numbering,
// 1.13 the first move; the '-' and 'x' of WCDF game scores).
//
//   8     1       2       3       4        Squares are numbered 1 to 32 from Black's side:
//   7 5       6       7       8            1-4 on Black's back row (row 8 in the diagrams,
//   6     9      10      11      12        which show White at the bottom), 29-32 on White's.
//   5 13     14      15      16            Black starts on 1-12, White on 21-32.
//   4    17      18      19      20
//   3 21     22      23      24
//   2    25      26      27      28
//   1 29     30      31      32
Lesson {
    lessonId: "american-board"
    rulesSection: "american-start"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("The board and the notation")
    summary: qsTr("The 32 numbered squares, how the game starts, and how a move is written.")

    LessonStep {
        kind: LessonStep.Read
        highlights: ["1", "4", "29", "32"]
        //: 1, 4, 29 and 32 are square numbers: keep them as they are
        text: qsTr("American checkers, also called English draughts, is played on the 32 dark squares of an 8×8 board. The squares are numbered 1 to 32, starting from Black's side: 1 to 4 along Black's back row, 29 to 32 along White's. In these lessons White is at the bottom of every diagram, so square 1 is at the top left and 32 at the bottom right.")
    }
    // The start position (empty fen): Black on 1-12, White on 21-32, Black to move.
    LessonStep {
        kind: LessonStep.Read
        highlights: ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"]
        //: 1-12 and 21-32 are ranges of square numbers: keep them as they are
        text: qsTr("This is how every game starts. Each side has twelve men: Black's stand on squares 1-12, White's on 21-32, and the two middle rows are empty. Unlike most other kinds of draughts, Black makes the first move.")
    }
    LessonStep {
        kind: LessonStep.Move
        arrows: ["11-15"]
        expected: ["11-15"]
        //: 11-15 is a move in American notation: keep it as it is
        text: qsTr("A move that captures nothing joins its two squares with a dash: 11-15 takes the black man on 11 one square forward to 15. You have Black here: play 11-15, the most popular first move.")
        //: 11-15, 11 and 15 are a move and squares: keep them as they are
        wrongText: qsTr("That move is legal, but this step asks for 11-15: the man on 11 goes one square forward, to 15.")
        //: 11-15 is a move: keep it as it is
        successText: qsTr("Well done. That move is written 11-15.")
    }
    //   22x15: the man on 22 jumps 18 and lands on 15.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W22:B18"
        arrows: ["22x15"]
        highlights: ["18"]
        //: 22x15, 22, 18 and 15 are a capture and squares in American notation: keep them as they are
        text: qsTr("A capture is written with an x instead: 22x15 means the white man on 22 jumps the black man on 18 and lands on 15.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W23:B19"
        expected: ["23x16"]
        //: 23, 19, 16 and 23x16 are squares and a capture: keep them as they are
        text: qsTr("Now capture the black man yourself: the man on 23 jumps 19 and lands on 16, written 23x16.")
        //: 19 and 16 are squares: keep them as they are
        wrongText: qsTr("Jump the black man on 19 and land on 16.")
        //: 23x16 is a capture: keep it as it is
        successText: qsTr("That capture is written 23x16.")
    }
    //   22x8 = 22 → 15 → 8, jumping 18 and 11.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W22:B18,11"
        arrows: ["22x15x8"]
        //: 22x8, 15, 18 and 11 are a move and squares in American notation: keep them as they are
        text: qsTr("A capture of several pieces is written by its start and its end only: this one jumps 18 and 11, lands on 15 on the way, and is written 22x8, without 15.")
    }
    // Two captures go from 30 to 14 and take different men: 30x21x14 takes 25 and 17,
    // 30x23x14 takes 26 and 18.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W30:B25,17,26,18"
        arrows: ["30x21x14", "30x23x14"]
        //: 30, 14, 21, 23 and the moves 30x21x14, 30x23x14 stay as they are
        text: qsTr("Only when two captures share the same start and end but take different pieces is the landing square in between written too. Here both go from 30 to 14: one by way of 21, taking 25 and 17, written 30x21x14; the other by way of 23, taking 26 and 18, written 30x23x14.")
    }
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:W30:B25,17,26,18"
        expected: ["30x23x14"]
        //: 30x23x14 is a capture written in full: keep it as it is
        text: qsTr("Play the capture written 30x23x14: over 26 to 23, then over 18 to 14.")
        //: 30x21x14, 25, 17 and 30x23x14 stay as they are
        wrongText: qsTr("That was 30x21x14, which takes 25 and 17. The step asks for 30x23x14, the way through 23.")
        //: 21 and 23 are squares: keep them as they are
        successText: qsTr("Right. Because the other capture also goes from 30 to 14, this one is written with 23, the square it passes through.")
    }
}
