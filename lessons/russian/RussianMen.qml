// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Men: a plain move goes one square diagonally forward, never backward, and only to an
// empty square. White's forward is up the board, Black's is down.
Lesson {
    lessonId: "russian-men"
    rulesSection: "russian-men-captures"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("Men: moving forward")
    summary: qsTr("A man steps one square diagonally forward to an empty square, and never moves backward.")

    //     a b c d e f g h
    //   6   .   .   b   .      f6 goes down: e5 or g5
    //   5 .   .   .   .
    //   4   .   .   .   .
    //   3 .   w   .   .        c3 goes up: b4 or d4
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3:Bf6"
        arrows: ["c3-b4", "c3-d4", "f6-e5", "f6-g5"]
        //: c3 and f6 are squares: keep them as they are
        text: qsTr("A man moves one square diagonally forward, to an empty square. Forward for White is up the board, toward row 8; forward for Black is down, toward row 1. So the man on c3 may go to b4 or d4, and the man on f6 to e5 or g5.")
    }
    //     a b c d e f g h
    //   4   .   w   .   .      d4 is taken by White's own man:
    //   3 .   .   w   .        e3 can only go to f4
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wd4,e3:Bb8,h8"
        highlights: ["e3"]
        expected: ["e3-f4"]
        //: e3 is a square: keep it as it is
        text: qsTr("A man can only step onto an empty square. Move the man on e3: one of its two forward squares is already taken.")
        //: e3, d4 and f4 are squares: keep them as they are
        wrongText: qsTr("This step is about the man on e3. Your own man stands on d4, so f4 is the only square it can reach.")
        //: e3-f4 is a move: keep it as it is
        successText: qsTr("Right: e3-f4, the one forward square that was free.")
    }
    //     a b c d e f g h
    //   5 .   .   w   .        e5 touches f4, but f4 is behind it;
    //   4   .   .   .   .      only g3 can step there
    //   3 .   .   .   w
    LessonStep {
        kind: LessonStep.Move
        fen: "W:We5,g3:Bb8,h6"
        highlights: ["f4"]
        expected: ["g3-f4"]
        //: f4 is a square: keep it as it is
        text: qsTr("Put one of your men on f4.")
        //: f4, g3 and e5 are squares: keep them as they are
        wrongText: qsTr("That does not reach f4. Only the man on g3 can: the man on e5 is next to f4 too, but f4 is behind it, and a man never moves backward.")
        //: g3-f4 and e5 are a move and a square: keep them as they are
        successText: qsTr("Yes, g3-f4. The man on e5 could not go back to f4: plain moves only go forward.")
    }
    //     a b c d e f g h
    //   6   .   b   .   b      Black to move: h6 stands on the edge,
    //   5 .   .   .   .        so it has only one square, g5
    //   3 .   w   .   .
    LessonStep {
        kind: LessonStep.Move
        fen: "B:Wc3:Bd6,h6"
        expected: ["h6-g5"]
        //: h6 is a square: keep it as it is
        text: qsTr("This time you play Black, whose men move down the board. Move the man on h6.")
        //: h6 and g5 are squares: keep them as they are
        wrongText: qsTr("Move the man on h6. It stands on the edge of the board, so it has just one square forward: g5.")
        //: h6-g5 is a move: keep it as it is
        successText: qsTr("Right: h6-g5. A man on the edge has only one forward square.")
    }
    // From the start position: each side brings its men forward one step at a time.
    LessonStep {
        kind: LessonStep.Watch
        text: qsTr("Watch the first moves of a game. Each man steps one square forward, and the men behind fill the squares left empty.")
        script: ["c3-d4", "b6-a5", "b2-c3", "f6-g5", "a1-b2", "g7-f6"]
        notes: [
            //: c3 and d4 are squares: keep them as they are
            qsTr("White opens: the man on c3 steps forward to d4."),
            //: b6 and a5 are squares: keep them as they are
            qsTr("Black's men go down the board: b6 to a5, on the edge."),
            //: b2 and c3 are squares: keep them as they are
            qsTr("The man on b2 steps up into c3, the square just left empty."),
            //: f6 and g5 are squares: keep them as they are
            qsTr("Black steps f6 to g5."),
            //: a1, b2 and c3 are squares: keep them as they are
            qsTr("Now a1 can follow to b2: the men come up one behind the other."),
            //: g7 and f6 are squares: keep them as they are
            qsTr("Black does the same, g7 to f6. No man ever stepped backward.")
        ]
    }
    //     a b c d e f g h
    //   8   .   .   b   .      d4 needs four steps to reach row 8;
    //   7 .   .   .   .        the black man on f8 guards the right side
    //   5 .   .   .   .
    //   4   .   w   .   .
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:Wd4:Bf8"
        goal: LessonStep.Crown
        moveLimit: 4
        //: f8 and row 8 are a square and a row: keep them as they are
        text: qsTr("A man that reaches the far row, row 8 for White, becomes a king. Get there within 4 moves against the computer. The black man on f8 will try to stop you: keep out of its way.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:We5:Bd4"
        arrows: ["e5:c3"]
        highlights: ["d4"]
        //: e5, d4 and c3 are squares: keep them as they are
        text: qsTr("Remember: a plain move always goes forward. Captures are different: here the man on e5 may jump the black man on d4 backward and land on c3. The next lesson is about captures.")
    }
}
