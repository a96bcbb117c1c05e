// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Endgame technique, three kings against one: take the main diagonal a1-h8 first (a king of
// yours on it keeps the 5-move main-road count from starting), then build Petrov's triangle and
// catch the lone king well within the 15-move count. Then the weaker side's plan (reach the
// main diagonal and hold it) and practical advice.
//
// Petrov's triangle (A. D. Petrov, 1827; abroad "Montero's method"), W = white king,
// B = black king:
//
//     a b c d e f g h
//   8   .   B   .   .     c3 holds the main diagonal a1-h8, e3 the double
//   7 .   .   .   .       diagonal g1-a7 and d6 the double diagonal h2-b8.
//   6   .   W   .   .     With White to move, the lone king is caught within
//   5 .   .   .   .       5 moves wherever it stands (engine: d8, h4, e1, a5).
//   4   .   .   .   .
//   3 .   W   W   .
//   2   .   .   .   .
//   1 .   .   .   .
Lesson {
    lessonId: "russian-technique"
    rulesSection: "draws-advice"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("Endgame technique")
    summary: qsTr("Three kings against one: take the main diagonal, build Petrov's triangle and catch the lone king before the count runs out; and how the lone king holds the draw.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kc1,Kh2:BKa5"
        showCounts: true
        counts: ["russian-15-three-kings"]
        highlights: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
        text: qsTr("Three kings against a lone king win only if the stronger side holds the main diagonal (a1-h8). With a king of yours on it, the 5-move count cannot start, and you have 15 moves: a good method needs far fewer.")
    }
    // Only the three moves onto a1-h8 keep the win (engine, depth 12: about +590); every other
    // move lets h2-e5 reach the diagonal (about 0), and c1-f4 or e1-g3 even lose a king.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKc1,Ke1,Kg1:BKh2"
        showCounts: true
        counts: ["russian-15-three-kings"]
        expected: ["c1-b2", "e1-c3", "g1-d4"]
        //: h2-e5 is a move: keep it as it is
        text: qsTr("None of your kings is on the main diagonal, and the black king threatens h2-e5 to settle there. Take the main diagonal first with one of your kings.")
        //: e5 and a1-h8 are a square and a diagonal: keep them as they are
        wrongText: qsTr("Now the black king gets onto the main diagonal at e5 (after some moves even by capturing a king), and you would have only 5 moves to win. Put a king on a1-h8 where it cannot be captured.")
        successText: qsTr("Good: the main diagonal is yours, so the 5-move count cannot start and you keep all 15 moves.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc3,Ke3,Kd6:BKd8"
        highlights: ["c3", "e3", "d6"]
        arrows: ["a1-h8", "g1-a7", "h2-b8"]
        //: c3, e3, d6, g1-a7 and h2-b8 are squares and diagonals: keep them as they are
        text: qsTr("The method is called Petrov's triangle. One king holds the main diagonal (c3), the others the two double diagonals that run from the double corners, g1-a7 (e3) and h2-b8 (d6). With the triangle built and White to move, the lone king has only a few edge squares left and is caught within five moves.")
    }
    // The engine's line (go --depth 20: score 30985, a win in 15 plies); the referee gives
    // white-wins after e1:a5, White's 8th move (the three-kings count stood at 6 of 15 before the
    // first sacrifice ended it).
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKa1,Kc1,Kh2:BKa5"
        showCounts: true
        counts: ["russian-15-three-kings"]
        script: ["c1-e3", "a5-b4", "h2-f4", "b4-e7", "a1-c3", "e7-d8", "f4-d6", "d8-h4", "d6-b4", "h4-d8", "e3-b6", "d8:a5", "c3-e1", "a5:c3", "e1:a5"]
        text: qsTr("The king on a1 already holds the main diagonal. Watch White build the triangle and catch the lone king, with the count in the panel.")
        notes: [
            //: c1-e3 and g1-a7 are a move and a diagonal: keep them as they are
            qsTr("c1-e3: a king takes the double diagonal g1-a7."),
            qsTr("The lone king looks for room."),
            //: h2-f4 and h2-b8 are a move and a diagonal: keep them as they are
            qsTr("h2-f4: a second king takes the other double diagonal, h2-b8."),
            qsTr("The lone king heads for the far side."),
            //: a1-c3 is a move: keep it as it is
            qsTr("a1-c3: the first king steps up, still on the main diagonal."),
            qsTr("The lone king runs to the edge."),
            //: f4-d6 is a move: keep it as it is
            qsTr("f4-d6: the triangle c3, e3, d6 stands. Only a few edge squares are left to the lone king."),
            qsTr("It goes to h4."),
            //: d6-b4 is a move: keep it as it is
            qsTr("d6-b4: the kings get ready to finish."),
            qsTr("Back to d8."),
            //: e3-b6 is a move: keep it as it is
            qsTr("e3-b6: a sacrifice. Capturing is compulsory."),
            qsTr("The lone king must take it and lands on a5. With two kings left, the three-kings count is over, and the count for kings on both sides starts again at 5 moves per side."),
            //: c3-e1 and b4 are a move and a square: keep them as they are
            qsTr("c3-e1: a second sacrifice. Now the king on b4 must be taken."),
            qsTr("Forced again, whether it lands on c3 or d2."),
            qsTr("The king on e1 captures the lone king: White wins with its 8th move, well within the 15.")
        ]
    }
    // The Watch position reflected across a1-h8: go --depth 20 gives 30985 (a forced win in 15
    // plies, White's 8th move) against the best defence.
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WKa1,Ka3,Kb8:BKe1"
        showCounts: true
        counts: ["russian-15-three-kings"]
        goal: LessonStep.Win
        moveLimit: 8
        level: 10
        //: a1, g1-a7 and h2-b8 are a square and diagonals: keep them as they are
        text: qsTr("Your turn, against the computer at full strength: the same position, reflected across the main diagonal. Keep a king on the main diagonal (a1), put the others on the double diagonals g1-a7 and h2-b8, and catch the lone king before your 15 moves run out.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKd4:BKb8,Kd8,Kf8"
        showCounts: true
        counts: ["russian-5-main-road", "russian-15-three-kings"]
        highlights: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
        text: qsTr("With the lone king, the same facts are your plan. Go to the main diagonal and stay on it, out of reach: while you are its only piece, the stronger side has just 5 moves. A king of theirs that steps onto it without cover can be captured.")
    }
    // The lone king reaches a1-h8 with a7-d4 (engine, depth 18: about 0; every other move
    // loses or leaves Black well ahead). go --depth 20 finds no forced win for Black (score 0).
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WKa7:BKb8,Kd8,Kf8"
        showCounts: true
        counts: ["russian-15-three-kings"]
        goal: LessonStep.HoldDraw
        level: 10
        text: qsTr("Now you have the lone king against three black kings. Reach the main diagonal, stay on it out of reach, and hold on until a count ends the game in a draw.")
    }
    // A king and a man each: a man move restarts russian-kings-only only (see RussianCounts).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,a5:BKh8,h6"
        showCounts: true
        counts: ["russian-balance", "russian-kings-only"]
        highlights: ["a5"]
        text: qsTr("Keep a safe man move in reserve, but know what it buys: in Russian draughts it starts the count of only kings moving again, while the count for kings on both sides keeps running. Only a capture or a promotion restarts that one.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kc1,Kh2:BKa5"
        showCounts: true
        counts: ["russian-15-three-kings"]
        text: qsTr("Practical advice: don't move kings aimlessly, since a move that changes nothing uses up the count, and a third repetition ends the game: make every move bring a piece closer to a capture or a new king. Know the number before simplifying: two kings against one give only 5 moves per side, so if you cannot see the win in that time, keep more pieces for now. And take the main diagonal first.")
    }
}
