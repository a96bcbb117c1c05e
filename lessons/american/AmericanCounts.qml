// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// The one American count (WCDF Rules of Draughts 1.32.2, the 40-move rule), as the referee runs it
// (shared/spec/draw-rules.md):
//   american-40   always running: 40 moves per side (80 plies) in which no man is moved and no
//                 piece is captured; reset by a man move or a capture. No shorter endgame count.
// Then the count ticking down to a draw (a 72-ply king walk in the setup, with no position
// repeated and no capture possible, then the last 8 plies), and a win on the last counted move.
Lesson {
    lessonId: "american-counts"
    rulesSection: "draws-american"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("The 40-move rule")
    summary: qsTr("The move count that ends a game in a draw by itself: what it counts, what starts it again, and why it is the only one.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K19:BK1,K3"
        showCounts: true
        counts: ["american-40"]
        text: qsTr("American checkers has one move count. When 40 moves of each player have gone by with no man moved and no piece captured, the game is drawn by itself. Limits are given in moves of each player, so 40 moves means 40 by White and 40 by Black. The panel beside the board shows the count as moves left for each side.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K23,28:BK1,K8"
        showCounts: true
        counts: ["american-40"]
        highlights: ["28"]
        text: qsTr("The count starts again from the beginning after any man move or any capture, by either side. In practice it runs only while nothing but kings move. A man move is an advance toward the king row, so it can never be undone, and neither can a capture. The move that crowns a man is a man move too, so it also starts the count again.")
    }
    // Referee: 1, 2, then 0 after 28-24 (man move), 1, then 0 after 14x5 (capture), 1.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK18,K23,28:BK1,K8"
        showCounts: true
        counts: ["american-40"]
        script: ["18-14", "1-5", "28-24", "5-9", "14x5", "8-11"]
        text: qsTr("Watch what each kind of move does to the count in the panel.")
        notes: [
            qsTr("A king move: the count goes on."),
            qsTr("Another king move: the count goes on."),
            //: 28-24 is a move: keep it as it is
            qsTr("28-24 is a man move: the count starts again, 40 moves for each side."),
            //: 9 and 14 are squares: keep them as they are
            qsTr("A king move, and a blunder: the black king on 9 stands right in front of the white king on 14."),
            //: 14x5 is a capture: keep it as it is
            qsTr("14x5 is a capture: the count starts again."),
            qsTr("A king move: the count goes on.")
        ]
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K19:BK1"
        showCounts: true
        counts: ["american-40"]
        text: qsTr("There is no shorter count for endgames: two kings against one, or three against one, still have the full 40 moves per side. Forty moves are plenty for the basic wins, as the next lesson shows, but not for moving kings aimlessly.")
    }
    // The 72 plies of the setup are a king walk with no position repeated and no capture; the
    // referee ends the game after 14-18, ply 80: draw, reason move-limit.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK18,K19:BK1,K3"
        setup: ["19-15", "1-5", "18-14", "3-8", "14-17", "8-4", "15-10", "4-8", "10-7", "8-3", "7-10", "5-1", "17-14", "1-5", "10-6", "5-1", "6-2", "3-8", "2-7", "8-4", "7-2", "1-5", "14-17", "4-8", "17-14", "8-11", "14-18", "5-9", "18-22", "9-13", "22-25", "11-8", "25-30", "13-17", "2-7", "17-22", "7-10", "8-12", "10-15", "12-8", "15-19", "8-12", "19-23", "12-8", "23-27", "8-3", "27-24", "22-17", "24-20", "17-22", "20-16", "22-17", "16-12", "17-13", "30-25", "13-9", "25-30", "9-14", "30-25", "14-10", "12-16", "3-7", "25-30", "10-15", "30-25", "15-18", "25-29", "18-15", "16-12", "15-10", "12-8", "10-15"]
        showCounts: true
        counts: ["american-40"]
        script: ["29-25", "7-10", "25-29", "10-14", "29-25", "15-19", "8-12", "14-18"]
        text: qsTr("Two kings each, and only kings have moved for a long time: 36 moves each have gone, and 4 each are left. Watch the count run out.")
        notes: [
            qsTr("White's 37th move: White has 3 moves left, Black 4."),
            qsTr("Black's 37th move: 3 each."),
            qsTr("White's 38th move: White has 2 left, Black 3."),
            qsTr("Black's 38th move: 2 each."),
            qsTr("White's 39th move: White has 1 left, Black 2."),
            qsTr("Black's 39th move: one each."),
            qsTr("White's 40th move: only Black's last move remains."),
            qsTr("Black's 40th move: the count is over. The game is drawn: “Move limit: too long without captures”.")
        ]
    }
    // 79 plies of king moves in the setup (no repetition, no capture); the black king has just
    // stepped to 23. 19x26 is White's 40th move: it takes the last piece, and the referee gives
    // white-wins, since the win is checked before any count.
    LessonStep {
        kind: LessonStep.Move
        fen: "B:WK18,K19:BK5"
        setup: ["5-1", "19-16", "1-5", "16-20", "5-1", "18-23", "1-5", "23-19", "5-1", "19-15", "1-6", "15-11", "6-2", "11-16", "2-7", "16-19", "7-2", "20-16", "2-7", "19-23", "7-3", "23-26", "3-8", "26-22", "8-3", "16-19", "3-8", "22-17", "8-4", "19-23", "4-8", "17-21", "8-4", "21-25", "4-8", "25-29", "8-11", "23-26", "11-8", "26-22", "8-11", "29-25", "11-8", "22-17", "8-3", "25-29", "3-8", "17-21", "8-4", "29-25", "4-8", "25-22", "8-4", "22-26", "4-8", "26-31", "8-11", "21-25", "11-16", "31-27", "16-11", "27-23", "11-15", "23-27", "15-19", "27-31", "19-23", "25-30", "23-18", "31-27", "18-22", "27-23", "22-26", "23-19", "26-31", "30-25", "31-27", "25-30", "27-23"]
        showCounts: true
        counts: ["american-40"]
        expected: ["19x26"]
        //: 23 is a square name: keep it as it is
        text: qsTr("This is White's 40th move with only kings moving: the last one the count allows. The black king has just stepped to 23. Capture it: the win is checked before the count, so taking the last piece on the last counted move wins.")
        //: 19 and 23 are squares: keep them as they are
        wrongText: qsTr("Capture the black king: the king on 19 can jump 23.")
        successText: qsTr("The last piece is gone on the last counted move: the game is won, not drawn.")
    }
    // 79 plies of king moves in the setup (the man on 29 never moves; no repetition, no capture):
    // any king move now is ply 80 and the referee draws (move-limit); 29-25 resets the count to 0
    // and is safe (no black capture follows).
    LessonStep {
        kind: LessonStep.Move
        fen: "B:WK18,K19,29:BK5,K3"
        setup: ["5-1", "18-15", "3-7", "19-24", "7-3", "15-10", "1-5", "24-19", "5-9", "19-24", "9-13", "24-27", "13-17", "10-15", "17-14", "27-23", "3-7", "23-26", "14-17", "15-19", "17-13", "19-23", "7-3", "26-31", "13-17", "23-19", "17-14", "19-16", "3-7", "31-27", "14-18", "27-31", "7-3", "16-12", "18-23", "12-16", "3-7", "16-12", "7-2", "12-16", "23-18", "16-11", "18-14", "31-26", "14-9", "26-31", "9-13", "11-15", "13-17", "31-26", "17-21", "26-31", "2-6", "31-27", "6-2", "15-11", "21-17", "27-31", "17-22", "11-16", "2-7", "31-27", "7-3", "16-12", "22-17", "27-32", "17-13", "32-28", "13-9", "12-16", "9-5", "28-24", "5-1", "16-19", "1-5", "19-15", "5-9", "24-28", "3-7"]
        showCounts: true
        counts: ["american-40"]
        highlights: ["29"]
        expected: ["29-25"]
        //: 29 is a square: keep it as it is
        text: qsTr("Only kings have moved for a long time: Black has made 40 such moves, and this is White's 40th. A king move now would end the game in a draw at once. Your man on 29 has been waiting in reserve: use it.")
        //: 29-25 is a move: keep it as it is
        wrongText: qsTr("That king move would be the 40th for each side with only kings moving, and the game would be drawn. Move the man instead: 29-25 starts the count again.")
        successText: qsTr("The man move starts the count again: 40 more moves for each side to play for a win.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K19,24:BK1,K3"
        showCounts: true
        counts: ["american-40"]
        highlights: ["24"]
        text: qsTr("So when you are ahead, treat the count as a clock: every king move that achieves nothing uses it up. A man that can still move safely is worth keeping in reserve, because its move starts the count again.")
    }
}
