// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The two Brazilian move counts (CBD rules), as the referee runs them (draw-rules.md; the
// 20-move rule is Regras Oficiais point 16, and that text has no 5-move endings):
//   brazilian-20  always: 20 moves per side (40 plies) with no capture and no man move; a capture
//                 or a man move starts it again.
//   brazilian-5   5 moves per side (10 plies) in (a) the endings 2 kings v 2 kings, 2 kings v 1
//                 king, 2 kings v king + man, 1 king v 1 king, 1 king v king + man (either colour),
//                 and (b) 3 kings, 2 kings + man or king + 2 men against a lone king that is the
//                 only piece on the main diagonal a1-h8. Nothing starts it again: one count for
//                 the whole stretch, through captures and man moves.
// Off the diagonal, or with a piece of the stronger side on it, case (b) does not hold and only
// the 20-move count runs (the position of the draw text: a white king on a1 keeps the full 20).
//
//     a b c d e f g h
//   8   .   .   .   B     Three white kings, none on the main diagonal, against a lone
//   7 .   .   .   .       black king on h8: both counts run. With the king on a1 instead
//   ...                   of g1, only the 20-move count runs.
//   1 .   W   W   W
Lesson {
    lessonId: "brazilian-counts"
    rulesSection: "draws-brazilian"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("The Brazilian counts")
    summary: qsTr("The two move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1:BKh8"
        showCounts: true
        counts: ["brazilian-20", "brazilian-5"]
        text: qsTr("The CBD rules have two move counts. Both may run at once, and whichever runs out first draws the game by itself. Limits are given in moves of each player: 5 moves means 5 by White and 5 by Black. The panel beside the board shows every running count as moves left. Here, two kings against one, both run.")
    }
    // Two kings and a man against a king and a man: none of the 5-move endings, only brazilian-20.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,h2:BKf8,a7"
        showCounts: true
        counts: ["brazilian-20"]
        text: qsTr("The first count is always there: after 20 moves per side in which only kings have moved, with no capture and no man moved, the game is drawn: “Move limit: too long without captures”. A man move or a capture starts it again from zero.")
    }
    // Referee: c1-d2 1, f8-e7 2, h2-g3 0, e7-f8 1, d2-c1 2, a7-b6 0 (of 40 plies).
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKc1,Ke1,h2:BKf8,a7"
        showCounts: true
        counts: ["brazilian-20"]
        script: ["c1-d2", "f8-e7", "h2-g3", "e7-f8", "d2-c1", "a7-b6"]
        text: qsTr("Watch the 20-move count in the panel: king moves use it up, a man move of either side gives it back in full.")
        notes: [
            qsTr("A king move: one move used."),
            qsTr("The black king moves: the count goes on."),
            //: h2-g3 is a move: keep it as it is
            qsTr("h2-g3 is a man move: the count starts again."),
            qsTr("A king move: the count runs again."),
            qsTr("Another king move."),
            //: a7-b6 is a move: keep it as it is
            qsTr("a7-b6: a black man move starts it again too.")
        ]
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1:BKh8,Kf8"
        showCounts: true
        counts: ["brazilian-5", "brazilian-20"]
        text: qsTr("The second count is much shorter: 5 moves per side, in these small endings: two kings against two kings, two kings against one king, two kings against a king and a man, one king against one king, and one king against a king and a man, whichever side has them. Here, two kings against two.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKd2:BKh8,a3"
        showCounts: true
        counts: ["brazilian-5", "brazilian-20"]
        text: qsTr("Here, one king against a king and a man: the same 5 moves per side. Two kings against one king also gives only 5 moves each, so know it before you exchange down to it.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1:BKh8"
        showCounts: true
        counts: ["brazilian-5", "brazilian-20"]
        text: qsTr("Even a lone king against a lone king is one of these endings: 5 moves per side, then the game is drawn.")
    }
    // Referee: brazilian-5 1, 2 (man move), 3 (capture), 4; brazilian-20 starts again at the man
    // move and at the capture.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKc1,Ke1:BKh8,h4"
        showCounts: true
        counts: ["brazilian-5", "brazilian-20"]
        script: ["c1-d2", "h4-g3", "e1xh4", "h8-g7"]
        text: qsTr("In the 5-move endings, nothing starts the count again: not a man move, not a capture that leads to another of these endings. Watch both counts.")
        notes: [
            qsTr("A king move: both counts run."),
            //: h4-g3 is a move: keep it as it is
            qsTr("h4-g3, a man move: the 20-move count starts again, but the 5-move count goes on."),
            //: e1xh4 is a capture: keep it as it is
            qsTr("e1xh4 takes the man: two kings against one, still a 5-move ending, and the same count goes on."),
            qsTr("Four of the ten moves are gone.")
        ]
    }
    // Three kings, none on a1-h8, v a lone king on h8: brazilian-5 (case b) and brazilian-20.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,Kg1:BKh8"
        showCounts: true
        counts: ["brazilian-5", "brazilian-20"]
        highlights: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
        //: a1-h8 names the main diagonal by its two end squares: keep it as it is
        text: qsTr("Three kings, two kings and a man, or a king and two men against a lone king: here the 5-move count starts only when the lone king stands on the main diagonal (a1-h8) and is the only piece there. The lone king on h8 holds it, so the count runs: 5 moves per side. If the lone king leaves the diagonal, this count ends; if it comes back, a new one starts from zero.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,e3,g3:BKh8"
        showCounts: true
        counts: ["brazilian-5", "brazilian-20"]
        text: qsTr("The same with a king and two men against the lone king on the main diagonal: 5 moves per side. The men's moves do not start it again.")
    }
    // Two kings and a man, none on a1-h8: brazilian-5; the same with the man on b2 (on the
    // diagonal): only brazilian-20.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,g3:BKh8"
        showCounts: true
        counts: ["brazilian-5", "brazilian-20"]
        text: qsTr("And with two kings and a man against the lone king alone on the main diagonal: 5 moves per side as well.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,b2:BKh8"
        showCounts: true
        counts: ["brazilian-20"]
        highlights: ["b2"]
        //: b2 is a square name: keep it as it is
        text: qsTr("With that man on b2 instead, on the main diagonal, the lone king is no longer the only piece there: the 5-move count does not apply, only the 20-move count.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,Kg1:BKb8"
        showCounts: true
        counts: ["brazilian-20"]
        //: b8 is a square name: keep it as it is
        text: qsTr("Off the main diagonal it is different: with the lone king on b8, only the 20-move count applies to these endings.")
    }
    // The draw text's position: a white king already on the main diagonal (a1) keeps the 5-move
    // count from starting (referee: only brazilian-20).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kc1,Ke1:BKh8"
        showCounts: true
        counts: ["brazilian-20"]
        highlights: ["a1", "h8"]
        //: a1 is a square name: keep it as it is
        text: qsTr("A piece of the stronger side on the main diagonal keeps the 5-move count from starting, because the lone king is then not alone there. With White's king on a1, as long as it stays on the diagonal, White keeps the full 20 moves per side.")
    }
    // Two kings against one (brazilian-5, 10 plies), 6 plies played in the setup; the referee ends
    // the game after h8-g7 (ply 10): draw, reason endgame.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKc1,Ke1:BKh8"
        setup: ["c1-d2", "h8-g7", "e1-f2", "g7-h8", "d2-e3", "h8-g7"]
        showCounts: true
        counts: ["brazilian-5"]
        script: ["f2-g1", "g7-h8", "e3-d2", "h8-g7"]
        text: qsTr("Two kings against one: 5 moves each, and 3 each have gone. Watch the count run out.")
        notes: [
            qsTr("White's 4th move: White has one left, Black two."),
            qsTr("Black's 4th move: one each."),
            qsTr("White's 5th move: only Black's last move remains."),
            qsTr("Black's 5th move: the count is over. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.")
        ]
    }
    // Black to move at the start of the count, so White's 5th move is the 10th and last counted
    // ply; the black king has just gone to c3. e1xb4 / e1xa5 wins (referee: white-wins, no pieces).
    LessonStep {
        kind: LessonStep.Move
        fen: "B:WKc1,Ke1:BKh8"
        setup: ["h8-g7", "c1-d2", "g7-h8", "d2-e3", "h8-g7", "e3-f4", "g7-h8", "f4-g3", "h8-c3"]
        showCounts: true
        counts: ["brazilian-5", "brazilian-20"]
        expected: ["e1xb4", "e1xa5"]
        //: c3 is a square name: keep it as it is
        text: qsTr("This is the last move of the 5-move count, and the black king has just stepped onto c3. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.")
        //: e1 is a square name: keep it as it is
        wrongText: qsTr("Capture the black king with the king on e1.")
        successText: qsTr("The last piece is gone on the last counted move: the game is won, not drawn.")
    }
}
