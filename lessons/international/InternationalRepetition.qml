// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Threefold repetition (FMJD rules): the same position (pieces, squares and the side to move)
// for the third time is a draw; the three need not be consecutive; a capture or a man move wipes
// the slate clean. White has an extra king (two kings and a man against one king) and throws it
// away by shuffling. The referee: the starting position is there for the 3rd time after 9-3,
// ply 8 (result draw, reason repetition).
//
//    a b c d e f g h i j
// 10   .   .   B   .   .      black king on 3
//  3 w   .   .   .   .        white man on 36
//  1 W   .   .   W   .        white kings on 46 and 49
Lesson {
    lessonId: "international-repetition"
    rulesSection: "repetition"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("Repetition")
    summary: qsTr("The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK46,K49,36:BK3"
        showCounts: true
        text: qsTr("When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK46,K49,36:BK3"
        highlights: ["46", "49", "36", "3"]
        text: qsTr("The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.")
    }
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK46,K49,36:BK3"
        showCounts: true
        script: ["49-43", "3-9", "43-49", "9-3", "46-41", "3-9", "41-46", "9-3"]
        text: qsTr("White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.")
        notes: [
            //: 49-43 is a move: keep it as it is
            qsTr("49-43: the king steps aside. It achieves nothing."),
            //: 3-9 is a move: keep it as it is
            qsTr("3-9: Black shuffles too."),
            //: 49 is a square number: keep it as it is
            qsTr("The king goes back to 49."),
            //: 3 is a square number: keep it as it is
            qsTr("The black king goes back to 3: the starting position is on the board for the second time. The panel warns that a third time draws."),
            //: 46-41 is a move: keep it as it is
            qsTr("46-41: now White moves the other king. This position is new."),
            //: 9 is a square number: keep it as it is
            qsTr("Black answers with the same shuffle to 9."),
            //: 46 and 9 are square numbers: keep them as they are
            qsTr("The king returns to 46. This position, with the black king on 9, is here for the second time too."),
            qsTr("The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.")
        ]
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK46,K49,36:BK3"
        highlights: ["36"]
        text: qsTr("A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.")
    }
    // 36-31 is a man move: the repetitions start again, and so does international-25 (the
    // 16-move endgame count is not reset by it).
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK46,K49,36:BK3"
        setup: ["49-43", "3-9", "43-49", "9-3"]
        showCounts: true
        script: ["36-31", "3-9", "49-43"]
        text: qsTr("This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.")
        notes: [
            //: 36-31 is a move: keep it as it is
            qsTr("36-31: a man move. A man never moves back, so the two earlier visits no longer count. The 25-move count starts again too; the 16-move endgame count does not."),
            //: 9 is a square number: keep it as it is
            qsTr("The black king shuffles to 9 as before."),
            //: 31 is a square number: keep it as it is
            qsTr("The same king move as in the earlier shuffle, but with the man on 31 this position is new: it has occurred once.")
        ]
    }
    // After the setup, 49-43 would bring back the position B:WK43,K46,36:BK3 a third time;
    // 46-14 and 49-21 put a king where the black king takes it (over to 20 or 26).
    LessonStep {
        kind: LessonStep.Move
        fen: "B:WK46,K43,36:BK3"
        setup: ["3-9", "43-49", "9-3", "49-43", "3-9", "43-49", "9-3"]
        showCounts: true
        expected: ["36-31", "46-5", "46-10", "46-19", "46-23", "46-28", "46-32", "46-37", "46-41", "49-16", "49-27", "49-32", "49-35", "49-38", "49-40", "49-44"]
        //: 49-43 is a move: keep it as it is
        text: qsTr("The kings have been shuffling. The position you would get after 49-43 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time, and do not leave a king where the black king can take it.")
        //: 49-43, 14 and 21 are a move and square numbers: keep them as they are
        wrongText: qsTr("49-43 brings that position back for the third time: the game is drawn at once and the extra king is wasted. A king on 14 or 21 is no better: the black king jumps it. Any other move keeps the game going.")
        //: 36-31 is a move: keep it as it is
        successText: qsTr("Right, the game goes on. A man move such as 36-31 even wipes the slate clean, since no earlier position can come back after it.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK46,K49,36:BK3"
        showCounts: true
        text: qsTr("The referee checks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.")
    }
}
