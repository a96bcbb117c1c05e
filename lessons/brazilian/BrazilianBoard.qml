// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The board, its squares (named as in chess), the starting set-up and how moves are written with
// '-' and 'x' (CBD rules: the international rules played on the 8x8 board; Regras Oficiais
// points 2 the board, 3 the main diagonal at each player's left, 4 White first).
//
//     a b c d e f g h
//   8   .   .   .   .     Black starts on rows 6 to 8,
//   7 .   .   .   .       White on rows 1 to 3;
//   6   .   .   .   .     a1, the corner on White's left,
//   ...                   is a dark square.
//   1 .   .   .   .
Lesson {
    lessonId: "brazilian-board"
    rulesSection: "brazilian-start"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("The board and the notation")
    summary: qsTr("The 32 dark squares, how they are named, how the game starts, and how a move is written.")

    LessonStep {
        kind: LessonStep.Read
        highlights: ["a1", "h8"]
        //: a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are
        text: qsTr("Brazilian draughts is played on the 32 dark squares of an 8×8 board. The squares are named as in chess: a letter for the column, a to h from White's left, and a number for the row, 1 to 8 from White's side. The dark corner on White's left is a1; the opposite corner is h8. Every diagram here has White at the bottom.")
    }
    // The start position (empty fen): White on rows 1-3, Black on rows 6-8.
    LessonStep {
        kind: LessonStep.Read
        highlights: ["a1", "c1", "e1", "g1", "b2", "d2", "f2", "h2", "a3", "c3", "e3", "g3"]
        text: qsTr("This is how every game starts. Each side has twelve men: White's stand on rows 1 to 3, Black's on rows 6 to 8, and the two middle rows are empty. White always makes the first move.")
    }
    LessonStep {
        kind: LessonStep.Move
        arrows: ["c3-d4"]
        expected: ["c3-d4"]
        //: c3-d4 is a move in Brazilian notation: keep it as it is
        text: qsTr("A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.")
        //: c3-d4 and d4 are a move and a square: keep them as they are
        wrongText: qsTr("That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.")
        //: c3-d4 is a move: keep it as it is
        successText: qsTr("Well done. That move is written c3-d4.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc3:Bd4"
        arrows: ["c3xe5"]
        expected: ["c3xe5"]
        //: c3xe5, c3, d4 and e5 are a capture and squares: keep them as they are
        text: qsTr("A capture is written with an x: c3xe5 means the man on c3 jumps the black man on d4 and lands on e5. Play it.")
        //: d4 and e5 are squares: keep them as they are
        wrongText: qsTr("Jump the black man on d4 and land on e5.")
        //: c3xe5 is a capture: keep it as it is
        successText: qsTr("That capture is written c3xe5.")
    }
    //     a b c d e f g h
    //   6   .   .   .   .
    //   5 .   .   .   b        d2xh6 = d2 → f4 → h6,
    //   4   .   .   .   .      jumping e3 and g5
    //   3 .   .   b   .
    //   2   .   w   .   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wd2:Be3,g5"
        arrows: ["d2xf4xh6"]
        //: d2xh6 and f4 are a move and a square in Brazilian notation: keep them as they are
        text: qsTr("A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2xh6, without f4.")
    }
    // Two captures of three pieces each go from e1 to h2 (the king is taught later):
    // e1xa5xc7xh2 takes c3, b6, g3; e1xb4xd6xh2 takes c3, c5, g3.
    //     a b c d e f g h
    //   7 .   .   .   .
    //   6   b   .   .   .
    //   5 .   b   .   .
    //   4   .   .   .   .
    //   3 .   b   .   b
    //   2   .   .   b   .
    //   1 .   .   W   .
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:WKe1:Bg3,c3,c5,b6,f2"
        arrows: ["e1xa5xc7xh2", "e1xb4xd6xh2"]
        expected: ["e1xa5xc7xh2"]
        //: e1, h2 and the captures e1xa5xc7xh2, e1xb4xd6xh2 stay as they are
        text: qsTr("Only when two captures share the same start and end is every landing square written. The white king on e1 has two captures that both end on h2: e1xa5xc7xh2 and e1xb4xd6xh2. Play the one written e1xa5xc7xh2.")
        //: e1xb4xd6xh2 and e1xa5xc7xh2 are captures: keep them as they are
        wrongText: qsTr("That was e1xb4xd6xh2, which lands on b4 and d6. The step asks for e1xa5xc7xh2, landing on a5 and c7.")
        //: e1 and h2 are squares: keep them as they are
        successText: qsTr("Right. Because both captures go from e1 to h2, each one is written with every square it lands on.")
    }
}
