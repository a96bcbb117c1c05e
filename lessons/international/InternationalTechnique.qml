// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Endgame technique, three kings against one (international-16): the stronger side wins if it
// holds the main diagonal 46-5 (a king of its own there keeps the 5-move diagonal count from
// starting); the lone king draws if it holds the diagonal itself. Every position is small and
// every goal short, so the engine confirms it well within the 16-move count:
//   Watch   W:WK37,K3,K13:BK36   go --depth 10: 30993, the win in 7 plies (referee: white-wins).
//   PlayOut W:WK19,K45,K33:BK15  go --depth 10: 30993 (33-47 15-4 19-10 4x15 45-29 15x33 47x15).
//   PlayOut W:WK23,K45,K43:BK16  13 plies (the longest win of kkk-k is 15): tables + search.
//   PlayOut B:WK47,K48,K49:BK28  go --depth 12: -9 for Black, no forced win for White; the
//                                endgame tables: a draw.
Lesson {
    lessonId: "international-technique"
    rulesSection: "draws-advice"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("Endgame technique")
    summary: qsTr("Three kings against one: take the main diagonal and catch the lone king within the 16 moves; and how the lone king holds the draw.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48,K49:BK3"
        showCounts: true
        counts: ["international-16"]
        highlights: ["46", "41", "37", "32", "28", "23", "19", "14", "10", "5"]
        //: 46-5 names the main diagonal by its end squares: keep it as it is
        text: qsTr("Three kings against a lone king win only if the stronger side holds the main diagonal (46-5). With a king of yours on it, the 5-move count cannot start, and you have 16 moves: a good method needs far fewer. If the lone king holds the diagonal instead, the game is a draw.")
    }
    // Black threatens 3-14 (over 9), onto the main diagonal; 47-41, 48-37 and 49-32 take it
    // first, on squares the black king cannot attack.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WK47,K48,K49:BK3"
        showCounts: true
        counts: ["international-16"]
        expected: ["47-41", "48-37", "49-32"]
        //: 3-14 is a move: keep it as it is
        text: qsTr("None of your kings is on the main diagonal, and the black king threatens 3-14 to settle there. Take the main diagonal first with one of your kings.")
        //: 46-5 names the main diagonal: keep it as it is
        wrongText: qsTr("That lets the black king head for the main diagonal, where as the only piece it would leave you just 5 moves per side. Put a king on the main diagonal (46-5), on a square where it cannot be captured.")
        successText: qsTr("Good: the main diagonal is yours, so the 5-move count cannot start and you keep all 16 moves.")
    }
    //    a b c d e f g h i j
    // 10   .   .   W   .   .      kings on 3 and 13, and on 37 on the main diagonal;
    //  8   .   .   W   .   .      the lone king on 36, at the edge
    //  3 B   W   .   .   .
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WK37,K3,K13:BK36"
        showCounts: true
        counts: ["international-16"]
        script: ["3-9", "36-47", "37-41", "47x36", "9-4", "36x9", "4x13"]
        text: qsTr("The method: keep the main diagonal, drive the lone king to the edge, then give up kings so that its forced captures lead it onto a square where it is taken. Watch White finish, with the count in the panel.")
        notes: [
            //: 3-9 is a move: keep it as it is
            qsTr("3-9: a king takes up its post. The lone king has only a few squares left, and none of them is safe."),
            //: 47 is a square number: keep it as it is
            qsTr("The lone king runs down to 47, on the edge: on every other square it would be taken at once."),
            //: 37-41 is a move: keep it as it is
            qsTr("37-41: a sacrifice. Capturing is compulsory."),
            qsTr("The lone king must take it. With two kings left, the 5-move count starts; the 16-move count keeps running too."),
            //: 9-4, 9 and 13 are a move and square numbers: keep them as they are
            qsTr("9-4: a second sacrifice. With 9 empty, the king on 13 stands on the black king's diagonal with a free square behind it."),
            //: 13, 9 and 4 are square numbers: keep them as they are
            qsTr("Forced again: the lone king takes the king on 13 and must stop on 9, right next to the king on 4."),
            //: 4x13 is a capture: keep it as it is
            qsTr("4x13: the last white king captures the lone king. White wins on its 4th move, well within the 16.")
        ]
    }
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WK19,K45,K33:BK15"
        showCounts: true
        counts: ["international-16"]
        goal: LessonStep.Win
        moveLimit: 4
        level: 10
        //: 19 is a square number: keep it as it is
        text: qsTr("Your turn, against the computer at full strength. Your king on 19 holds the main diagonal and the lone king is at the edge. Win within four moves: look for the sacrifices that force it where you want it.")
    }
    // Near the longest win: damas-cli egtb generate international --material kkk-k finds no win
    // of three kings against one longer than 15 plies (White's 8th move; W:WK1,K8,K23:BK35 is
    // one). This position takes 13 plies (egtb probe), 7 moves; go --depth 13: 30987, 3.7
    // million nodes. The lesson test proves it with the tables (at most 7 moves against the best
    // defence) and the search (a forced win under the counts).
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WK23,K45,K43:BK16"
        showCounts: true
        counts: ["international-16"]
        highlights: ["23"]
        goal: LessonStep.Win
        moveLimit: 7
        level: 10
        //: 23 is a square number: keep it as it is
        text: qsTr("How long can it take? The endgame tables show that when three kings can beat one, they need at most 8 moves: half of the 16-move count, as long as none is wasted. This one needs 7. Your king on 23 holds the main diagonal; look for the sacrifices that force the lone king to capture where you can take it, and win within 7 moves.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "B:WK47,K48,K49:BK28"
        showCounts: true
        counts: ["international-5-diagonal", "international-16"]
        highlights: ["46", "41", "37", "32", "28", "23", "19", "14", "10", "5"]
        text: qsTr("With the lone king, the same facts are your plan. Go to the main diagonal and stay on it, out of reach: while you are its only piece, the stronger side has just 5 moves per side. A king of theirs that steps onto it without cover can be captured.")
    }
    // The endgame tables: a draw even with no count running (egtb probe: draw), so the lone
    // king on the main diagonal holds for ever, not only until the count ends the game.
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "B:WK47,K48,K49:BK28"
        showCounts: true
        counts: ["international-5-diagonal", "international-16"]
        goal: LessonStep.HoldDraw
        level: 10
        text: qsTr("Now you have the lone king against three white kings, and it stands on the main diagonal. Stay on it, out of reach, and hold on until the count ends the game in a draw.")
    }
    // A man in reserve: 48 plies of king moves in the setup (international-25 at 48 of 50); any
    // king move lets Black's reply end the count (referee: draw, move-limit); 36-31 resets it.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WK47,K48,36:BK3,K5"
        setup: ["48-30", "5-28", "47-15", "28-50", "30-25", "3-26", "25-43", "26-48", "43-16", "48-30", "16-27", "30-8", "15-10", "8-17", "10-32", "17-33", "32-23", "33-24", "27-9", "24-47", "23-45", "50-39", "45-40", "39-17", "40-35", "47-42", "35-13", "17-39", "13-2", "42-38", "2-35", "38-32", "35-2", "39-25", "9-4", "32-37", "2-13", "37-14", "13-35", "25-34", "35-8", "34-29", "4-15", "29-47", "8-12", "14-37", "12-40", "37-41"]
        showCounts: true
        counts: ["international-25"]
        expected: ["36-31"]
        highlights: ["36"]
        text: qsTr("Two kings and a man against two kings: only the 25-move count runs, and after all these king moves it has one move per side left. Keep the game going with the man you kept in reserve.")
        //: 36 is a square number: keep it as it is
        wrongText: qsTr("After a king move, Black's reply uses up the 25 moves and the game is drawn. A move of your man on 36 starts the count again.")
        //: 36-31 is a move: keep it as it is
        successText: qsTr("36-31 is a man move: the 25-move count starts again from the beginning, and you have time to play for the win.")
    }
    // Know the number before simplifying: 46 must take 37 and may land on 32, 28, 23, 19, 14,
    // 10 or 5; on 14 the black king takes it (3x20, 3x25: two kings against one, the 5-move
    // count); anywhere else three kings stay against one (referee: international-16 starts).
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:WK46,K47,K50:B37,K3"
        showCounts: true
        expected: ["46x5", "46x10", "46x19", "46x23", "46x28", "46x32"]
        //: 46, 37 and 14 are square numbers: keep them as they are
        text: qsTr("Know the number before simplifying. Your king on 46 must take the man on 37, and it may stop on any free square behind it. Three kings against one give you 16 moves per side; two kings against one, only 5. Choose a square where the black king cannot take your king.")
        //: 14, 3x20 and 3x25 are a square and captures: keep them as they are
        wrongText: qsTr("On 14 your king is taken (3x20 or 3x25), and two kings against one leave you only 5 moves per side. Stop on another square of the main diagonal.")
        successText: qsTr("Right: three kings against one, with your king still on the main diagonal, and the full 16 moves per side to win.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48,K49:BK3"
        showCounts: true
        counts: ["international-16"]
        text: qsTr("Practical advice: don't move kings aimlessly, since a move that changes nothing uses up the count, and a third repetition ends the game. Every move should bring a piece closer to a capture or a new king. Know the number before simplifying: two kings against one give only 5 moves per side, so if you cannot see the win in that time, keep more pieces for now. Keep a man in reserve that can still move safely: its move starts the 25-move count again, though not the endgame counts. And take the main diagonal first.")
    }
}
