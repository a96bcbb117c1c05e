// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The four International counts (FMJD rules, as the referee runs them, draw-rules.md); every
// one counts the moves of both sides (unit ply):
//   international-25           always: 25 moves per side; reset by a capture or a man move.
//   international-16           3 kings, 2 kings + man, or king + 2 men against a lone king:
//                              16 moves per side; nothing resets it, a capture inside it neither;
//                              it keeps running into the 5-move ending a capture leads to.
//   international-5-diagonal   the 16-move material with the lone king the only piece on the
//                              main diagonal 46-5: 5 moves per side.
//   international-5-endgame    2 kings, king + man, or 1 king against a lone king: 5 moves per side.
// When a capture leads from the 16 into the 5, whichever deadline comes first ends the game.
//
// The position of the first step (W = white king, B = black king):
//
//    a b c d e f g h i j
//  5   .   .   B   .   .      the lone king on 28, on the main diagonal
//  1 .   W   W   W   .        three white kings on 47, 48 and 49
Lesson {
    lessonId: "international-counts"
    rulesSection: "draws-international"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("The International counts")
    summary: qsTr("The four move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48,K49:BK28"
        showCounts: true
        counts: ["international-16", "international-5-diagonal", "international-25"]
        text: qsTr("The FMJD rules have four move counts. When one runs out, the game is drawn by itself. Limits are given in moves of each player, so 5 moves means 5 by White and 5 by Black, and the moves of both sides count. The panel beside the board shows every running count as moves left. Here three of them run at once.")
    }
    // Two kings each: only international-25 (no lone king, so no endgame count).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48:BK3,K5"
        showCounts: true
        counts: ["international-25"]
        text: qsTr("The longest count: when for 25 moves by each side only kings have moved, with no man moved and nothing captured, the game is drawn, and the result line says “Move limit: too long without captures”. Any man move or any capture starts it again. Here only kings are left, so nothing can start it again but a capture.")
    }
    // A king and a man each: 36-31 and 15-20 reset international-25 (referee: count 0 after each).
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK47,36:BK3,15"
        showCounts: true
        counts: ["international-25"]
        script: ["47-38", "3-25", "36-31", "25-14", "38-49", "15-20", "49-27"]
        text: qsTr("Both sides have a king and a man. Watch the 25-move count in the panel as each kind of move is played.")
        notes: [
            qsTr("A king move: the count goes on."),
            qsTr("Another king move: the count goes on."),
            //: 36-31 is a move: keep it as it is
            qsTr("36-31 is a man move: the count starts again from 25 moves."),
            qsTr("A king move: the count goes on."),
            qsTr("Another king move."),
            //: 15-20 is a move: keep it as it is
            qsTr("15-20: a black man move starts the count again just the same."),
            qsTr("A king move: the count ticks down again.")
        ]
    }
    // Three kings against a lone king off the main diagonal: international-16 (and -25).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48,K49:BK3"
        showCounts: true
        counts: ["international-16", "international-25"]
        text: qsTr("Three kings, or two kings and a man, or a king and two men against a lone king: the stronger side must win within 16 moves per side. Nothing starts this count again, not even a capture made during those 16 moves.")
    }
    // The lone king alone on the main diagonal: international-5-diagonal as well.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48,K49:BK28"
        showCounts: true
        counts: ["international-5-diagonal", "international-16"]
        highlights: ["46", "41", "37", "32", "28", "23", "19", "14", "10", "5"]
        //: 46 and 5 name the main diagonal by its end squares: keep them as they are
        text: qsTr("In that same ending, as soon as the lone king is the only piece on the main diagonal (46 to 5), the stronger side has just 5 moves per side left. A piece of the stronger side on the main diagonal keeps this count from starting. If the lone king steps off the diagonal, this count ends; if it comes back as the only piece there, a new 5-move count starts.")
    }
    // Two kings against one: international-5-endgame.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48:BK3"
        showCounts: true
        counts: ["international-5-endgame"]
        text: qsTr("Two kings, a king and a man, or a single king against a lone king: 5 moves per side, wherever the pieces stand. So two kings against one give only five moves, and they rarely win.")
    }
    // The referee: 28 plies of the 16-move count in the setup; 4x15 leads into the 5-move ending
    // (international-5-endgame 0/10) while international-16 stands at 30/32; after 15-4 it reaches
    // 32: draw, reason endgame.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK47,K48,K49:BK3"
        setup: ["47-29", "3-8", "29-20", "8-13", "48-39", "13-35", "39-28", "35-8", "20-47", "8-35", "47-38", "35-30", "28-46", "30-43", "38-42", "43-48", "42-15", "48-30", "46-37", "30-13", "37-42", "13-4", "42-47", "4-36", "49-21", "36-22", "21-32", "22-4"]
        showCounts: true
        counts: ["international-16", "international-25"]
        script: ["15-10", "4x15", "32-5", "15-4"]
        text: qsTr("Three kings against one, and 14 of the 16 moves per side have gone. Watch what a capture does: it leads into the 5-move ending, and both counts then run. Whichever deadline comes first ends the game.")
        notes: [
            qsTr("White gives up a king: the black king must take it."),
            qsTr("Two kings against one now: the 5-move count starts, but the 16-move count does not start again. It has only one move per side left."),
            qsTr("White's 16th move."),
            qsTr("Black's 16th move: the 16-move count has run out first. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.")
        ]
    }
    // Two kings against one with Black to move: 9 of the 10 plies of international-5-endgame
    // played in the setup (the black king steps onto 22); 39x6/39x11/39x17 on ply 10 win
    // (referee: white-wins), since the win is checked before any count.
    LessonStep {
        kind: LessonStep.Move
        fen: "B:WK46,K50:BK3"
        setup: ["3-25", "46-19", "25-3", "19-41", "3-9", "41-37", "9-18", "50-39", "18-22"]
        showCounts: true
        counts: ["international-5-endgame"]
        arrows: ["39x17"]
        expected: ["39x6", "39x11", "39x17"]
        //: 22 is a square number: keep it as it is
        text: qsTr("This is the last move of the 5-move count, and the black king has just stepped onto 22. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.")
        //: 39 is a square number: keep it as it is
        wrongText: qsTr("Capture the black king with the king on 39.")
        successText: qsTr("The last piece is gone on the last counted move: the game is won, not drawn.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48,K49:BK28"
        showCounts: true
        counts: ["international-5-diagonal", "international-16"]
        text: qsTr("What starts each count again? The 25-move count: a man move or a capture. The three endgame counts: nothing; they only end when their ending is over. For the weaker side this is the plan: head for the main diagonal and stay there, out of reach. Hover over a count in the panel to read its rule.")
    }
}
