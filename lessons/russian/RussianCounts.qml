// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The four Russian move counts (2022 rules), as the referee runs them (draw-rules.md):
//   russian-15-three-kings  3+ kings (with any other pieces) v a lone king: the stronger side's
//                           15th move; only its moves count; nothing resets it.
//   russian-5-main-road     exactly 3 pieces, none on a1-h8, v a lone king on a1-h8: the
//                           stronger side's 5th move; nothing resets it.
//   russian-balance         kings on both sides, at most 7 pieces: 5 moves per side with 2-3
//                           pieces, 30 with 4-5, 60 with 6-7; reset by a capture or a promotion,
//                           not by a plain man move.
//   russian-kings-only      4 to 7 pieces: 15 moves per side with 4-5 pieces, 25 with 6-7;
//                           reset by a capture or a man move.
// Then how a count runs out (both result lines), a win on the last counted move, and the three
// parts of the rules that are not applied.
//
// The position of the first step (W = white king, B = black king), where all four run:
//
//     a b c d e f g h
//   8   .   .   .   B     Three white kings, none on the main diagonal,
//   7 .   .   .   .       against a lone black king standing on it.
//   6   .   .   .   .
//   5 .   .   .   .
//   4   .   .   .   .
//   3 .   .   .   .
//   2   .   .   .   W
//   1 .   W   W   .
Lesson {
    lessonId: "russian-counts"
    rulesSection: "draws-russian"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("The Russian counts")
    summary: qsTr("The four move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,Kh2:BKh8"
        showCounts: true
        counts: ["russian-15-three-kings", "russian-5-main-road", "russian-balance", "russian-kings-only"]
        text: qsTr("Russian rules have four move counts. When one runs out, the game is drawn by itself. Limits are given in moves of each player, so 5 moves means 5 by White and 5 by Black; the two endgame counts count only the stronger side's moves. The panel beside the board shows every running count as moves left. Here all four run at once.")
    }
    // 3 kings and a man against a lone king: russian-15-three-kings (15), and with 5 pieces
    // russian-balance (60 plies) and russian-kings-only (30 plies).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kc1,Ke1,g3:BKf8"
        showCounts: true
        counts: ["russian-15-three-kings"]
        highlights: ["f8"]
        text: qsTr("Three kings or more against a lone king, with or without other pieces beside them: the stronger side must capture the lone king by its 15th move, counted from the moment this ending began. Only the stronger side's moves count, and nothing starts the count again.")
    }
    // 2 kings and a man, none on a1-h8, against a lone king on h8: russian-5-main-road
    // (no three-kings count: only two kings).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,g3:BKh8"
        showCounts: true
        counts: ["russian-5-main-road"]
        highlights: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
        //: a1-h8 names the main diagonal by its two end squares: keep it as it is
        text: qsTr("Three pieces of any kind, none of them on the main diagonal (a1-h8), against a lone king standing on it: the stronger side has until its 5th move to capture it. This count ends if the lone king leaves the diagonal or another piece comes onto it.")
    }
    // Two kings against one, 3 pieces: russian-balance, 10 plies.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1:BKh8"
        showCounts: true
        counts: ["russian-balance"]
        text: qsTr("When both sides have a king and at most 7 pieces are left, a count runs: 5 moves per side with 2 or 3 pieces on the board, 30 with 4 or 5, 60 with 6 or 7. Only a capture or a promotion starts it again; a plain man move does not. Here, two kings against one, each side has 5 moves.")
    }
    // Four kings: russian-kings-only 30 plies (15 per side), russian-balance 60 plies.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1:BKh8,Kf8"
        showCounts: true
        counts: ["russian-kings-only", "russian-balance"]
        text: qsTr("When only kings move, with no man moved and nothing captured, another count runs: 15 moves per side with 4 or 5 pieces on the board, 25 with 6 or 7. It does not apply with 2 or 3 pieces. Any man move or capture starts it again. With these four kings, both counts run.")
    }
    // 4 pieces, a king each: a5-b6 and b6-c7 reset russian-kings-only only; the crowning
    // c7-d8 resets both (referee: balance 0/60, kings-only 0/30 after it).
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKc1,a5:BKh8,h6"
        showCounts: true
        counts: ["russian-balance", "russian-kings-only"]
        script: ["c1-d2", "h8-f6", "a5-b6", "f6-h8", "b6-c7", "h8-g7", "c7-d8"]
        text: qsTr("Both sides have a king and a man. Watch what each kind of move does to the two counts in the panel.")
        notes: [
            qsTr("A king move: both counts go on."),
            qsTr("Another king move: both counts go on."),
            //: a5-b6 is a move: keep it as it is
            qsTr("a5-b6 is a man move: the count of only kings moving starts again, but the count for kings on both sides keeps running."),
            qsTr("A king move: both counts go on."),
            qsTr("Another man move: again only the count of only kings moving starts again."),
            qsTr("A king move: both counts go on."),
            //: c7-d8 is a move: keep it as it is
            qsTr("c7-d8 crowns the man. A promotion starts both counts again.")
        ]
    }
    // Eight pieces: no count runs (the referee lists none).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,a3,c3,e3:BKh8,b6,f6,h6"
        showCounts: true
        text: qsTr("With 8 pieces or more on the board, neither of the last two counts (kings on both sides, only kings moving) applies, and the endgame counts need a lone king: here no count runs. The number of pieces changes only by a capture, and a capture starts both of those counts again, so their limit never changes while they run.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,Kh2:BKh8"
        showCounts: true
        counts: ["russian-15-three-kings", "russian-5-main-road", "russian-balance", "russian-kings-only"]
        text: qsTr("What starts each count again? The two endgame counts: nothing; they only end when their ending is over. Kings on both sides: a capture or a promotion. Only kings moving: a capture or any man move. Hover over a count in the panel to read its rule.")
    }
    // The main-road count, 2 of the stronger side's 5 moves already played in the setup; the
    // referee ends the game after f2-e1 (White's 5th move): draw, reason endgame.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKc1,Ke1,Kh2:BKh8"
        setup: ["c1-a3", "h8-g7", "h2-g1", "g7-h8"]
        showCounts: true
        counts: ["russian-5-main-road", "russian-15-three-kings"]
        script: ["e1-f2", "h8-g7", "a3-c1", "g7-h8", "f2-e1"]
        text: qsTr("White has already made 2 of its 5 moves against the lone king on the main diagonal. A white king that stepped onto the diagonal now would be captured, so White cannot stop the count. Watch it run out.")
        notes: [
            qsTr("White's 3rd move: two left."),
            qsTr("The black king stays on the main diagonal; its own moves do not count."),
            qsTr("White's 4th move: one left."),
            qsTr("Back to the corner, still on the diagonal."),
            qsTr("White's 5th move, and the lone king is still there. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.")
        ]
    }
    // Two kings against one (balance, 10 plies), 6 plies played in the setup; the referee ends
    // the game after h8-g7 (ply 10): draw, reason move-limit.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKc1,Ke1:BKh8"
        setup: ["c1-d2", "h8-g7", "e1-f2", "g7-h8", "d2-e3", "h8-g7"]
        showCounts: true
        counts: ["russian-balance"]
        script: ["f2-g1", "g7-h8", "e3-d2", "h8-g7"]
        text: qsTr("Two kings against one: each side has 5 moves, and 3 each have gone. Both sides' moves count here.")
        notes: [
            qsTr("White's 4th move: White has one left, Black two."),
            qsTr("Black's 4th move: one each."),
            qsTr("White's 5th move: only Black's last move remains."),
            qsTr("Black's 5th move: the count is over. The game is drawn: “Move limit: too long without captures”.")
        ]
    }
    // The main-road count stands at 4 of 5 after the setup; Black's last setup move put its king
    // on d4, on the g1-a7 diagonal. Each capture from g1 is White's 5th move and wins: the
    // referee gives white-wins (no pieces), since the win is checked before any count.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKc1,Ke1,Kh2:BKh8"
        setup: ["c1-d2", "h8-g7", "e1-f2", "g7-h8", "d2-e1", "h8-g7", "f2-g1", "g7-d4"]
        showCounts: true
        counts: ["russian-5-main-road", "russian-15-three-kings"]
        arrows: ["g1:c5"]
        expected: ["g1:c5", "g1:b6", "g1:a7"]
        //: d4 is a square name: keep it as it is
        text: qsTr("This is White's 5th and last move against the lone king on the main diagonal, and the king has just stepped onto d4. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.")
        wrongText: qsTr("Capture the black king: jump it from g1 along the diagonal toward a7.")
        successText: qsTr("The last piece is gone on the last counted move: the game is won, not drawn.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,g3:BKh8"
        showCounts: true
        counts: ["russian-5-main-road"]
        text: qsTr("Three parts of the Russian rules need an arbiter or a clock, so they are not applied here: article 6.1.8.7 (an arbiter declares a position clearly drawn), article 6.1.10.4 (it depends on the time control), and the arbiter's exception to the main diagonal rule when a winning chance arises (part of 6.1.8.5).")
    }
}
