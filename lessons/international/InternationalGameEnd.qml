// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// How a game ends (FMJD rules): the side to move with no piece or no legal move loses;
// a draw by agreement (here: an offer sent with a move, for the next turn only); and the draws
// the program applies by itself (repetition and the counts, the next two lessons).
Lesson {
    lessonId: "international-game-end"
    rulesSection: "international-end"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("How the game ends")
    summary: qsTr("Who wins, how a draw is offered, and the draws the program applies by itself.")

    //    a b c d e f g h i j
    //  3 b   .   .   .   .        36: its only square, 41, is taken,
    //  2   w   .   .   .   .      and 47 behind it is occupied
    //  1 .   w   .   .   .
    LessonStep {
        kind: LessonStep.Read
        fen: "B:W41,47:B36"
        highlights: ["36"]
        //: 36 is a square number: keep it as it is
        text: qsTr("A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on 36 can neither step nor capture, so White has won.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WK47:B38,29"
        expected: ["47x15", "47x20", "47x24"]
        text: qsTr("Black has two men left, one behind the other on your king's diagonal. Take them both: with no piece left, Black loses at once.")
        wrongText: qsTr("Take both men in one move with your king.")
        successText: qsTr("Black has no pieces left: White wins.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W46,47:B36"
        expected: ["46-41"]
        //: 36 is a square number: keep it as it is
        text: qsTr("Black's last man is on 36. Play the move that leaves it with no step and no capture.")
        //: 36, 41 and 47 are square numbers: keep them as they are
        wrongText: qsTr("After that move the man on 36 can still move or capture. Its only square is 41: fill it with a man that cannot be jumped, because 47 behind it stays occupied.")
        successText: qsTr("Black has a man but no legal move: White wins.")
    }
    // go --depth 12: 30995, a win in 5 plies (50x11 1-6 11-28 6-11 28x6).
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WK50,36:B1,17"
        goal: LessonStep.Win
        moveLimit: 3
        level: 10
        text: qsTr("Now win against the computer within three moves: take every black man or leave Black without a move.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W31,32,33:B18,19,20"
        text: qsTr("A game can also end in a draw by agreement. On the play page, \"Offer a draw\" sends your offer with your move, for your opponent's next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W31,32,33:B18,19,20"
        text: qsTr("The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.")
    }
    // Two kings against one: international-5-endgame and international-25 run (referee).
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK47,K48:BK5"
        showCounts: true
        counts: ["international-5-endgame", "international-25"]
        text: qsTr("Other draws need no offer: they come from the FMJD rules, and the program applies them by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.")
    }
}
