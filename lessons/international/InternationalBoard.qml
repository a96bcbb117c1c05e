// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The board, its 50 numbered squares, the starting set-up and how moves are written with '-'
// and 'x' (FMJD rules, art. 2: 2.3 the long diagonal, 2.6 the numbering). Square 1 is the top-left dark
// square as White sees the board (Black's side), 5 the top right, 46 White's bottom-left
// corner (a1), 50 the bottom right:
//
//        1     2     3     4     5
//     6     7     8     9    10
//       11    12    13    14    15
//    16    17    18    19    20
//       21    22    23    24    25
//    26    27    28    29    30
//       31    32    33    34    35
//    36    37    38    39    40
//       41    42    43    44    45
//    46    47    48    49    50
Lesson {
    lessonId: "international-board"
    rulesSection: "international-start"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("The board and the notation")
    summary: qsTr("The 50 dark squares, how they are numbered, how the game starts, and how a move is written.")

    LessonStep {
        kind: LessonStep.Read
        highlights: ["1", "5", "46", "50"]
        //: 1, 5, 6, 46 and 50 are square numbers: keep them as they are
        text: qsTr("International draughts is played on the 50 dark squares of a 10×10 board. The squares are numbered from 1 to 50, row by row, starting from Black's side: 1 to 5 are on the far row as White sees the board, 6 begins the next row, and 46 to 50 are on White's own back row. The dark corner on White's left is 46. Every diagram in these lessons is an example position, with White at the bottom.")
    }
    // The start position (empty fen): Black on 1-20, White on 31-50, rows 21-30 empty.
    LessonStep {
        kind: LessonStep.Read
        highlights: ["31", "32", "33", "34", "35", "36", "37", "38", "39", "40", "41", "42", "43", "44", "45", "46", "47", "48", "49", "50"]
        //: 1-20, 31-50 and 21-30 are ranges of square numbers: keep them as they are
        text: qsTr("This is how every game starts. Each side has twenty men: Black's stand on squares 1 to 20, White's on 31 to 50, and the two middle rows (21 to 30) are empty. White always makes the first move.")
    }
    LessonStep {
        kind: LessonStep.Move
        arrows: ["32-28"]
        expected: ["32-28"]
        //: 32-28 is a move in International notation: keep it as it is
        text: qsTr("A move that captures nothing joins its two squares with a dash: 32-28 takes the man on 32 one square forward to 28. Play 32-28.")
        //: 32-28 and 28 are a move and a square: keep them as they are
        wrongText: qsTr("That move is legal, but this step asks for 32-28: the man on 32 goes one square forward, to 28.")
        //: 32-28 is a move: keep it as it is
        successText: qsTr("Well done. That move is written 32-28.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W28:B23,5"
        arrows: ["28x19"]
        highlights: ["23"]
        //: 28x19, 28, 23 and 19 are a capture and squares: keep them as they are
        text: qsTr("A capture is written with an x instead: 28x19 means the man on 28 jumps the black man on 23 and lands on 19.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W32:B28,5"
        expected: ["32x23"]
        //: 32x23, 32, 28 and 23 are a capture and squares: keep them as they are
        text: qsTr("Now capture the black man yourself: the man on 32 jumps 28 and lands on 23, written 32x23.")
        //: 28 and 23 are squares: keep them as they are
        wrongText: qsTr("Jump the black man on 28 and land on 23.")
        //: 32x23 is a capture: keep it as it is
        successText: qsTr("That capture is written 32x23.")
    }
    // 37x17: 37 jumps 32 to 28, then 22 to 17.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W37:B32,22,5"
        arrows: ["37x28x17"]
        //: 37x17, 28, 32 and 22 are a capture and squares: keep them as they are
        text: qsTr("A capture of several pieces is written by its start and its end only: this one jumps 32 and 22, lands on 28 on the way, and is written 37x17, without 28.")
    }
    // Two captures of one man each: 34x23 (over 29) and 37x28 (over 32).
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:W34,37:B29,32,21,5"
        expected: ["37x28"]
        //: 37x28, 34x23, 37 and 28 are captures and squares: keep them as they are
        text: qsTr("Two captures are possible here, each of one man. Play the one written 37x28.")
        //: 34x23 and 37x28 are captures: keep them as they are
        wrongText: qsTr("That was 34x23. The step asks for 37x28: the man on 37 jumps 32 and lands on 28.")
        //: 37x28 is a capture: keep it as it is
        successText: qsTr("Right: 37x28, from 37 over 32 to 28.")
    }
    // Two king captures from 22 to 15 take different men: 22x13x24x15 takes 18, 19 and 20;
    // 22x36x47x15 takes 31, 41 and 20 (damas-cli moves prints both in full).
    //    a b c d e f g h i j
    //  7 .   b   b   b   b        (17, 18, 19, 20)
    //  6   .   W   .   .   .      white king on 22
    //  4   b   .   .   .   .      31
    //  2   b   .   .   .   .      41
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK22:B17,18,19,20,31,41"
        arrows: ["22x13x24x15", "22x36x47x15"]
        //: 22, 15 and the captures 22x13x24x15, 22x36x47x15 stay as they are
        text: qsTr("Only when two captures share the same start and end but take different pieces is the path written too, square by square where it turns. Here a white king (you will meet kings soon) can go from 22 to 15 in two ways: over 18, 19 and 20, written 22x13x24x15; or over 31, 41 and 20, written 22x36x47x15.")
    }
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:WK22:B17,18,19,20,31,41"
        expected: ["22x36x47x15"]
        //: 22x36x47x15 is a capture written in full: keep it as it is
        text: qsTr("Play the capture written 22x36x47x15: down to 36, across to 47, then all the way up to 15.")
        //: 22x13x24x15 and 22x36x47x15 stay as they are
        wrongText: qsTr("That was 22x13x24x15, which takes 18, 19 and 20. The step asks for 22x36x47x15, which takes 31, 41 and 20.")
        //: 22 and 15 are squares: keep them as they are
        successText: qsTr("Right. Both captures go from 22 to 15 and take three men, so each is written with the squares where it turns.")
    }
}
