// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Men: one square diagonally forward onto an empty square, never backward (WCDF Rules of Draughts
// 1.15); Black moves toward 29-32, White toward 1-4; a man that reaches the far row is crowned.
Lesson {
    lessonId: "american-men"
    rulesSection: "american-men-captures"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("How men move")
    summary: qsTr("Men move one square diagonally forward, never backward, and are crowned on the far row.")

    //   22 may go to 17 or 18; it never goes back to 25 or 26.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W22:B3"
        arrows: ["22-17", "22-18"]
        //: 22, 17, 18, 1-4 and 29-32 are square numbers: keep them as they are
        text: qsTr("A man moves one square diagonally forward, onto an empty square. White's men move up the board, toward squares 1-4; Black's move down, toward 29-32. The white man on 22 can go to 17 or to 18, and nowhere else.")
    }
    //   22-18? 15x22. 22-17 is safe: no black man can jump it.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W22:B9,15"
        expected: ["22-17"]
        //: 22 is a square: keep it as it is
        text: qsTr("Move your man on 22 to a square where no black man can jump it.")
        //: 22-18, 15 and 15x22 are a move, a square and a capture: keep them as they are
        wrongText: qsTr("After 22-18 the black man on 15 jumps it at once (15x22). Go to 17 instead.")
        //: 17, 9 and 15 are squares: keep them as they are
        successText: qsTr("Right: on 17 your man has no black man right in front of it with an empty square behind, so it is safe.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W6,22:B12,27"
        highlights: ["1", "2", "3", "4"]
        //: 1-4, 6, 29-32 and 27 are square numbers: keep them as they are
        text: qsTr("A man never moves backward. When it reaches the far row (squares 1-4 for White, 29-32 for Black) it is crowned and becomes a king, which the next lessons teach. Here the white man on 6 is one step from crowning, and so is the black man on 27.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W6,22:B12,27"
        expected: ["6-1", "6-2"]
        //: 6 is a square: keep it as it is
        text: qsTr("Crown your man on 6.")
        //: 6, 1 and 2 are squares: keep them as they are
        wrongText: qsTr("That move does not crown. The man on 6 can step to 1 or 2, on the far row.")
        successText: qsTr("Crowned: your man is now a king. In a real game a second piece is put on top of it.")
    }
    // The black men on 4 and 12 are too far away to stop the man on 21 (engine: crowned in 5).
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:W21:B4,12"
        goal: LessonStep.Crown
        moveLimit: 5
        level: 10
        //: 21 is a square: keep it as it is
        text: qsTr("Take your man on 21 all the way to the far row against the computer, within five moves, without letting it be captured.")
    }
    LessonStep {
        kind: LessonStep.Watch
        text: qsTr("Watch the first moves of a game. Black moves first.")
        script: ["11-15", "23-19", "8-11", "22-17"]
        notes: [
            //: 11-15 is a move: keep it as it is
            qsTr("11-15: Black takes a central square."),
            //: 23-19 is a move: keep it as it is
            qsTr("23-19: White answers in the centre too; the men on 15 and 19 face each other, and neither can jump the other, since the squares behind them are occupied."),
            //: 8-11 is a move: keep it as it is
            qsTr("8-11: Black brings up a man behind the one on 15."),
            //: 22-17 is a move: keep it as it is
            qsTr("22-17: White develops on the other side. Every man has moved forward; none can come back.")
        ]
    }
}
