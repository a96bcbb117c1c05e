// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The board, its squares, the starting set-up and how moves are written with '-' and ':'.
//
//     a b c d e f g h
//   8   .   .   .   .     Black starts on rows 6 to 8,
//   7 .   .   .   .       White on rows 1 to 3;
//   6   .   .   .   .     a1, the corner on White's left,
//   ...                   is a dark square.
//   1 .   .   .   .
Lesson {
    lessonId: "russian-board"
    rulesSection: "russian-start"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("The board and the notation")
    summary: qsTr("The 32 dark squares, how they are named, how the game starts, and how a move is written.")

    LessonStep {
        kind: LessonStep.Read
        highlights: ["a1", "h8"]
        //: a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are
        text: qsTr("Russian draughts is played on the 32 dark squares of an 8×8 board. Each square has a name: a letter for its column, a to h from White's left, and a number for its row, 1 to 8 from White's side. The dark corner on White's left is a1; the opposite corner is h8. Every diagram in these lessons is an example position, with White at the bottom.")
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
        //: c3-d4 is a move in Russian notation: keep it as it is
        text: qsTr("A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.")
        //: c3-d4 and d4 are a move and a square: keep them as they are
        wrongText: qsTr("That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.")
        //: c3-d4 is a move: keep it as it is
        successText: qsTr("Well done. That move is written c3-d4.")
    }
    //     a b c d e f g h
    //   4   .   w   .   .
    //   3 .   b   .   .      d4:b2 jumps c3
    //   2   .   .   .   .
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
        //: c3:e5, c3, d4 and e5 are a capture and squares: keep them as they are
        text: qsTr("Now capture the black man yourself: the man on c3 jumps d4 and lands on e5, written c3:e5.")
        //: d4 and e5 are squares: keep them as they are
        wrongText: qsTr("Jump the black man on d4 and land on e5.")
        //: c3:e5 is a capture: keep it as it is
        successText: qsTr("That capture is written c3:e5.")
    }
    //     a b c d e f g h
    //   6   .   .   .   .
    //   5 .   .   .   b        d2:h6 = d2 → f4 → h6,
    //   4   .   .   .   .      jumping e3 and g5
    //   3 .   .   b   .
    //   2   .   w   .   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wd2:Be3,g5"
        arrows: ["d2:f4:h6"]
        //: d2:h6 and f4 are a move and a square in Russian notation: keep them as they are
        text: qsTr("A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2:h6, without f4.")
    }
    //     a b c d e f g h
    //   8   .   .   .   b
    //   5 .   .   .   .
    //   4   b   b   .   .      c3:a5, c3:e5 and e3:a3
    //   3 .   w   w   .        (e3 → c5 → a3)
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc3,e3:Bb4,d4,h8"
        expected: ["e3:a3"]
        //: e3:a3, c5, d4, b4 and a3 are a capture and squares: keep them as they are
        text: qsTr("Three captures are possible here. Play the one written e3:a3: the man on e3 jumps d4, lands on c5, then jumps b4 and ends on a3.")
        //: e3:a3, e3 and a3 are a capture and squares: keep them as they are
        wrongText: qsTr("That capture is legal too, but it is not e3:a3. Look for the one that starts on e3 and ends on a3.")
        //: e3:a3 and c5 are a capture and a square: keep them as they are
        successText: qsTr("Right: two men taken, and only the start and the end are written, e3:a3, not c5.")
    }
    // Two captures go from c3 to e1 and take different men: c3:e1 takes d2
    // only; c3:a5:c7:e5:c3:e1 goes round b4, b6, d6, d4 back to c3, then takes d2.
    //     a b c d e f g h
    //   7 .   .   .   .
    //   6   b   b   .   .
    //   5 .   .   .   .
    //   4   b   b   .   .
    //   3 .   w   .   .
    //   2   .   b   .   .
    //   1 .   .   .   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3:Bb4,d4,b6,d6,d2"
        arrows: ["c3:e1", "c3:a5:c7:e5:c3:e1"]
        //: c3, e1, d2 and the moves c3:e1, c3:a5:c7:e5:c3:e1 stay as they are
        text: qsTr("Only when two captures share the same start and end but take different pieces is the whole path written. Here both go from c3 to e1: one takes d2 alone and is written c3:e1; the other first goes round the four men and back to c3, and is written c3:a5:c7:e5:c3:e1.")
    }
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:Wc3:Bb4,d4,b6,d6,d2"
        expected: ["c3:a5:c7:e5:c3:e1"]
        //: c3:a5:c7:e5:c3:e1 is a capture written in full: keep it as it is
        text: qsTr("Play the capture written c3:a5:c7:e5:c3:e1: round the four men, back to c3, then over d2 to e1.")
        //: c3:e1, d2 and c3:a5:c7:e5:c3:e1 stay as they are
        wrongText: qsTr("That was c3:e1, which takes only d2. The step asks for the long one, c3:a5:c7:e5:c3:e1, which takes all five men.")
        //: c3 and e1 are squares: keep them as they are
        successText: qsTr("All five men are gone. Because the short capture also goes from c3 to e1, this one is written with every square it lands on.")
    }
}
