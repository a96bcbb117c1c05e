// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Threefold repetition: the same pieces on the same squares with the same side to move, for the
// third time since the last capture or man move, is a draw, applied by the referee at once
// (the program's rule for all four variants; see shared/spec/draw-rules.md). The three need not
// be in a row; a capture or a man move wipes the slate clean; a repetition needs both sides to
// come back, so the side that is ahead decides whether it happens.
//
// Most steps (W = white king, w = white man, B = black king), White to move: White has an extra
// king and a man, enough to win (engine: about +360). The kings on 29, 32 and 1 can shuffle on
// edge squares that cannot be captured: 32-28, 29-25, 1-5.
//
//   8     B1      .       .       .
//   3 .       w22     .       .
//   1 W29     .       .       W32
Lesson {
    lessonId: "american-repetition"
    rulesSection: "repetition"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("Repetition")
    summary: qsTr("The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK29,K32,22:BK1"
        showCounts: true
        text: qsTr("When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK29,K32,22:BK1"
        highlights: ["29", "32", "22", "1"]
        text: qsTr("The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.")
    }
    // The starting position occurs at plies 0, 4 and 8, by two different routes (the king on 32,
    // then the king on 29): the referee's result after 5-1 is a draw by repetition.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK29,K32,22:BK1"
        showCounts: true
        script: ["32-28", "1-5", "28-32", "5-1", "29-25", "1-5", "25-29", "5-1"]
        text: qsTr("White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.")
        notes: [
            //: 32-28 is a move: keep it as it is
            qsTr("32-28: the king steps aside. It achieves nothing."),
            //: 1-5 is a move: keep it as it is
            qsTr("1-5: Black shuffles too."),
            qsTr("The king goes back to 32."),
            qsTr("The black king goes back to 1: the starting position is on the board for the second time. The panel warns that a third time draws."),
            //: 29-25 is a move: keep it as it is
            qsTr("29-25: now White moves the other king. This position is new."),
            qsTr("Black answers with the same shuffle to 5."),
            qsTr("The king returns to 29. This position, with the black king on 5, is here for the second time too."),
            qsTr("The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.")
        ]
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK29,K32,22:BK1"
        highlights: ["22"]
        text: qsTr("A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.")
    }
    // After the setup the starting position has occurred twice. 22-18 is a man move: from then on
    // every position counts from one again.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK29,K32,22:BK1"
        setup: ["32-28", "1-5", "28-32", "5-1"]
        showCounts: true
        script: ["22-18", "1-5", "32-28"]
        text: qsTr("This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.")
        notes: [
            //: 22-18 is a move: keep it as it is
            qsTr("22-18: a man move. A man never moves back, so the two earlier visits no longer count. The 40-move count starts again too."),
            qsTr("The black king shuffles to 5 as before."),
            qsTr("The same king move as in the earlier shuffle, but with the man on 18 this position is new: it has occurred once.")
        ]
    }
    // Starts with Black to move, so that after the setup the position after 32-28 (the fen's
    // position) has occurred twice: 32-28 would be its third time, and the referee draws.
    // Every other White move keeps a clear advantage (engine, depth 8: about +360).
    LessonStep {
        kind: LessonStep.Move
        fen: "B:WK29,K28,22:BK1"
        setup: ["1-5", "28-32", "5-1", "32-28", "1-5", "28-32", "5-1"]
        showCounts: true
        expected: ["22-17", "22-18", "29-25", "32-27"]
        //: 32-28 is a move: keep it as it is
        text: qsTr("The kings have been shuffling. The position you would get after 32-28 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time.")
        //: 32-28 is a move: keep it as it is
        wrongText: qsTr("32-28 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.")
        //: 22-18 is a move: keep it as it is
        successText: qsTr("Right, the game goes on. A man move such as 22-18 even wipes the slate clean, since no earlier position can come back after it.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK29,K32,22:BK1"
        showCounts: true
        text: qsTr("The referee checks for a repetition after every move, before the move count: a third occurrence draws even when the count still has moves left. The panel tells you when the position on the board has occurred twice.")
    }
}
