// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The board, its squares and how moves are written with '-' and ':'.
//
//     a b c d e f g h
//   8   .   .   .   .     Black starts on rows 6 to 8,
//   7 .   .   .   .       White on rows 1 to 3;
//   6   .   .   .   .     a1, the corner on White's left,
//   ...                   is a dark square.
//   1 .   .   .   .
Lesson {
    lessonId: "russian-board"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("The board and the notation")
    summary: qsTr("The 32 dark squares, how they are named, and how a move is written.")

    LessonStep {
        kind: LessonStep.Read
        highlights: ["a1", "h8"]
        //: a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are
        text: qsTr("Russian draughts is played on the 32 dark squares of an 8×8 board. Each square has a name: a letter for its column, a to h from White's left, and a number for its row, 1 to 8 from White's side. The dark corner on White's left is a1; the opposite corner is h8.")
    }
    LessonStep {
        kind: LessonStep.Read
        highlights: ["a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3"]
        text: qsTr("Each side has twelve men. White's stand on rows 1 to 3, Black's on rows 6 to 8, and White moves first.")
    }
    LessonStep {
        kind: LessonStep.Move
        arrows: ["c3-d4"]
        expected: ["c3-d4"]
        //: c3-d4 is a move in Russian notation: keep it as it is
        text: qsTr("A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.")
        wrongText: qsTr("That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.")
        successText: qsTr("Well done. That move is written c3-d4.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wd4:Bc3"
        arrows: ["d4:b2"]
        highlights: ["c3"]
        //: d4:b2 is a capture in Russian notation: keep it as it is
        text: qsTr("A capture is written with a colon instead: d4:b2 means the man on d4 jumps the black man on c3 and lands on b2.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc3:Bd4"
        expected: ["c3:e5"]
        text: qsTr("Now capture the black man yourself: the man on c3 jumps d4 and lands on e5, written c3:e5.")
        wrongText: qsTr("Jump the black man on d4 and land on e5.")
        successText: qsTr("That capture is written c3:e5.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wd2:Be3,g5"
        arrows: ["d2:f4:h6"]
        //: d2:h6 and f4 are a move and a square in Russian notation: keep them as they are
        text: qsTr("A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2:h6, without f4. The squares in between are written only when two captures share the same start and end but take different pieces.")
    }
}
