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
//   7 .   .   .   .       (the engine sees a large advantage). The kings on
//   6   .   .   .   .     a1, g1 and b8 can shuffle on corner squares that
//   5 .   .   .   .       cannot be captured: b8-a7, a1-b2, g1-h2.
//   4   .   .   .   .
//   3 .   w   .   .
//   2   .   .   .   .
//   1 W   .   .   W
Lesson {
    lessonId: "russian-repetition"
    rulesSection: "repetition"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("Repetition")
    summary: qsTr("The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kg1,c3:BKb8"
        showCounts: true
        text: qsTr("When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kg1,c3:BKb8"
        highlights: ["a1", "g1", "c3", "b8"]
        text: qsTr("The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.")
    }
    // The starting position occurs at plies 0, 4 and 8, by two different routes (the g1 king,
    // then the a1 king): the referee's result after a7-b8 is a draw by repetition.
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKa1,Kg1,c3:BKb8"
        showCounts: true
        script: ["g1-h2", "b8-a7", "h2-g1", "a7-b8", "a1-b2", "b8-a7", "b2-a1", "a7-b8"]
        text: qsTr("White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.")
        notes: [
            //: g1-h2 is a move: keep it as it is
            qsTr("g1-h2: the king steps aside. It achieves nothing."),
            //: b8-a7 is a move: keep it as it is
            qsTr("b8-a7: Black shuffles too."),
            qsTr("The king goes back to g1."),
            qsTr("The black king goes back to b8: the starting position is on the board for the second time. The panel warns that a third time draws."),
            //: a1-b2 is a move: keep it as it is
            qsTr("a1-b2: now White moves the other king. This position is new."),
            qsTr("Black answers with the same shuffle to a7."),
            qsTr("The king returns to a1. This position, with the black king on a7, is here for the second time too."),
            qsTr("The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.")
        ]
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kg1,c3:BKb8"
        highlights: ["c3"]
        text: qsTr("A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.")
    }
    // After the setup the starting position has occurred twice. c3-b4 is a man move: from then on
    // every position counts from one again (the referee shows one occurrence after g1-h2).
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKa1,Kg1,c3:BKb8"
        setup: ["g1-h2", "b8-a7", "h2-g1", "a7-b8"]
        showCounts: true
        script: ["c3-b4", "b8-a7", "g1-h2"]
        text: qsTr("This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.")
        notes: [
            //: c3-b4 is a move: keep it as it is
            qsTr("c3-b4: a man move. A man never moves back, so the two earlier visits no longer count. The count of only kings moving starts again too."),
            qsTr("The black king shuffles to a7 as before."),
            qsTr("The same king move as in the earlier shuffle, but with the man on b4 this position is new: it has occurred once.")
        ]
    }
    // Starts with Black to move, so that after the setup the position after g1-h2 (the fen's
    // position) has occurred twice: g1-h2 would be its third time, and the referee draws.
    // Every other White move keeps a clear advantage (engine, depth 14).
    LessonStep {
        kind: LessonStep.Move
        fen: "B:WKa1,Kh2,c3:BKb8"
        setup: ["b8-a7", "h2-g1", "a7-b8", "g1-h2", "b8-a7", "h2-g1", "a7-b8"]
        showCounts: true
        expected: ["c3-b4", "c3-d4", "a1-b2", "g1-a7", "g1-b6", "g1-c5", "g1-d4", "g1-e3", "g1-f2"]
        //: g1-h2 is a move: keep it as it is
        text: qsTr("The kings have been shuffling. The position you would get after g1-h2 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time.")
        //: g1-h2 is a move: keep it as it is
        wrongText: qsTr("g1-h2 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.")
        //: c3-b4 is a move: keep it as it is
        successText: qsTr("Right, the game goes on. A man move such as c3-b4 even wipes the slate clean, since no earlier position can come back after it.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1,Kg1,c3:BKb8"
        showCounts: true
        text: qsTr("The referee checks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.")
    }
}
