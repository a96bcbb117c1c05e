// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Threefold repetition: the same pieces on the same squares with the same side to move, for the
// third time since the last capture or man move, is a draw, applied by the referee at once.
// The three need not be in a row; a capture or a man move wipes the slate clean; a repetition
// needs both sides to come back, so the side that is ahead decides whether it happens.
//
// The position of most steps (W = white king, w = white man, B = black king), White to move:
//
//     a b c d e f g h
//   8   B   .   .   .     White has an extra king and a man: enough to win
//   7 .   .   .   .       (engine, depth 16: c3-b4 and a clear advantage).
//   6   .   .   .   .     Only brazilian-20 runs: two kings and a man
//   5 .   .   .   .       against a king off the main diagonal is not one
//   4   .   .   .   .     of the 5-move endings.
//   3 .   w   .   .
//   2   .   .   .   .
//   1 W   .   .   W
Lesson {
    lessonId: "brazilian-repetition"
    rulesSection: "repetition"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("Repetition")
    summary: qsTr("The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kg1,c3:BKb8"
        showCounts: true
        highlights: ["a1", "g1", "c3", "b8"]
        text: qsTr("If the same position appears for the third time, the game is drawn at once; nobody has to claim it. The same position means the same pieces, men and kings of each colour, on the same squares, with the same side to move. The three times need not follow one another.")
    }
    // The starting position occurs at plies 0, 4 and 8, by two different routes: the referee's
    // result after a7-b8 is a draw by repetition.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKa1,Kg1,c3:BKb8"
        showCounts: true
        script: ["g1-h2", "b8-a7", "h2-g1", "a7-b8", "a1-b2", "b8-a7", "b2-a1", "a7-b8"]
        text: qsTr("White has an extra king and should win. Watch White throw it away: its kings go back and forth, and the black king does the same. Follow the repetitions in the panel.")
        notes: [
            //: g1-h2 is a move: keep it as it is
            qsTr("g1-h2: a king move that achieves nothing."),
            //: b8-a7 is a move: keep it as it is
            qsTr("b8-a7: Black shuffles too."),
            qsTr("The king returns to g1."),
            qsTr("The black king returns to b8: the starting position is here for the second time, and the panel warns that a third time draws."),
            //: a1-b2 is a move: keep it as it is
            qsTr("a1-b2: White moves the other king. This position is new."),
            qsTr("Black shuffles to a7 again."),
            qsTr("The king returns to a1: this position, with the black king on a7, is here for the second time."),
            qsTr("The starting position is here for the third time, though not right after the second. The game is over: “The same position appeared three times”. White's extra king is wasted.")
        ]
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kg1,c3:BKb8"
        highlights: ["c3"]
        text: qsTr("A repetition needs both sides to come back to the same squares, so the side that is ahead always has a say: White could have moved its man, or sent a king to a new square, at any moment. When you are ahead, vary your moves; when you are behind, a repetition may save you.")
    }
    // After the setup the starting position has occurred twice. c3-b4 is a man move: from then on
    // every position counts from one again (the referee shows one occurrence after g1-h2).
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKa1,Kg1,c3:BKb8"
        setup: ["g1-h2", "b8-a7", "h2-g1", "a7-b8"]
        showCounts: true
        script: ["c3-b4", "b8-a7", "g1-h2"]
        text: qsTr("This position is on the board for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can come back, so the counting starts again.")
        notes: [
            //: c3-b4 is a move: keep it as it is
            qsTr("c3-b4: a man move. A man never goes back, so the earlier positions can never return. The 20-move count starts again too."),
            qsTr("The black king shuffles to a7 as before."),
            qsTr("The same king move as before, but with the man on b4 the position is new: it has occurred once.")
        ]
    }
    // Starts with Black to move, so that after the setup the position after g1-h2 (the fen's
    // position) has occurred twice: g1-h2 would be its third time, and the referee draws.
    LessonStep {
        kind: LessonStep.Move
        fen: "B:WKa1,Kh2,c3:BKb8"
        setup: ["b8-a7", "h2-g1", "a7-b8", "g1-h2", "b8-a7", "h2-g1", "a7-b8"]
        showCounts: true
        expected: ["c3-b4", "c3-d4", "a1-b2", "g1-a7", "g1-b6", "g1-c5", "g1-d4", "g1-e3", "g1-f2"]
        //: g1-h2 is a move: keep it as it is
        text: qsTr("The kings have been shuffling, and the position after g1-h2 has already been on the board twice. Keep your winning chances: play any move that does not bring it back a third time.")
        //: g1-h2 is a move: keep it as it is
        wrongText: qsTr("g1-h2 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.")
        //: c3-b4 is a move: keep it as it is
        successText: qsTr("Right, the game goes on. A man move such as c3-b4 even wipes the slate clean.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kg1,c3:BKb8"
        showCounts: true
        text: qsTr("The referee looks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.")
    }
}
