// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Forced captures and combinations: since the opponent must capture (WCDF Rules of Draughts 1.20),
// a man given away can pull one of their men where you want it: the two-for-one shot, and a
// give-away that opens the way to the king row.
Lesson {
    lessonId: "american-forced-captures"
    rulesSection: "american-men-captures"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("Forced captures")
    summary: qsTr("Your opponent must capture too: give a man to take two, or to open the way to the king row.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:W22,23,27,32:B14,15,1,4"
        highlights: ["14", "15"]
        text: qsTr("Capturing is obligatory for your opponent too. So you can give a man away on purpose: the capture that follows is forced, and it may leave the capturing man, or its neighbours, where you can jump them. A combination of this kind is called a shot.")
    }
    //   23-18! 14x23 (forced, the only capture) 27x11 takes 23 and 15.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W22,23,27,32:B14,15,1,4"
        expected: ["23-18"]
        line: ["14x23", "27x11"]
        //: 14 and 15 are squares: keep them as they are
        text: qsTr("Give one man to take two. Find the move that forces the black man on 14 to capture and lets you jump two men in reply.")
        //: 23-18 is a move: keep it as it is
        wrongText: qsTr("That move wins nothing. Put a man where 14 must take it: 23-18.")
        //: 27x11, 23 and 15 are a capture and squares: keep them as they are
        successText: qsTr("Two for one: after the forced 14x23, 27x11 takes 23 and 15.")
    }
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:W22,23,27,32:B14,15,1,4"
        text: qsTr("The same shot again, move by move.")
        script: ["23-18", "14x23", "27x11"]
        notes: [
            //: 23-18, 14 and 23 are a move and squares: keep them as they are
            qsTr("23-18 offers a man. Behind it 23 is now empty, so 14 can jump it."),
            //: 14x23, 15, 18, 22, 27 and 32 are a capture and squares: keep them as they are
            qsTr("14x23 is Black's only capture, so it is forced: 15 cannot jump 18, since 22 is taken. And it cannot go on, since 32, behind 27, is taken too."),
            //: 27, 23, 18, 15 and 11 are squares: keep them as they are
            qsTr("27 jumps 23, lands on 18, jumps 15 and ends on 11. White is a man ahead.")
        ]
    }
    //   11-7! 2x11 (forced) 9x2, crowned: the man on 2 was guarding the crowning square.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W9,11,13:B2,6,12"
        expected: ["11-7"]
        line: ["2x11", "9x2"]
        //: 9, 6 and 2 are squares: keep them as they are
        text: qsTr("Your man on 9 would crown by jumping 6, but 2 behind it is taken. Give a man to pull the black man away from 2, then crown with a capture.")
        //: 11-7, 2 and 9 are a move and squares: keep them as they are
        wrongText: qsTr("Not yet. Offer the man on 11 with 11-7: 2 must take it, and the way to 2 opens for 9.")
        //: 2x11 and 9x2 are captures: keep them as they are
        successText: qsTr("After the forced 2x11, 9x2 jumps 6 and crowns your man on 2.")
    }
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:W9,11,13:B2,6,12"
        text: qsTr("Watch the crowning combination again.")
        script: ["11-7", "2x11", "9x2"]
        notes: [
            //: 11-7 and 2 are a move and a square: keep them as they are
            qsTr("11-7 puts a man right in front of the black man on 2."),
            //: 2x11, 6x13 and 13 are captures and a square: keep them as they are
            qsTr("2x11 is forced: it is Black's only capture, since the man on 13 stops 6x13."),
            //: 9x2 is a capture: keep it as it is
            qsTr("9x2: the man jumps 6 and is crowned. White has a king, and the material is level again.")
        ]
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK2,13:B11,12"
        highlights: ["2"]
        text: qsTr("Before every move, ask two questions: which captures will my opponent be forced to make, and where will their men stand afterwards? The same questions warn you of your opponent's shots.")
    }
}
