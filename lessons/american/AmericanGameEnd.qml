// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// How a game ends (WCDF Rules of Draughts 1.30 and 1.32): the side to move with no piece or no
// legal move has lost; a draw by agreement, offered with "Offer a draw" on the play page; and the
// draws the program applies by itself, taught in the next lessons.
Lesson {
    lessonId: "american-game-end"
    rulesSection: "american-end"
    variant: "american"
    //: Lesson title (American checkers course)
    title: qsTr("How the game ends")
    summary: qsTr("Who wins, how a draw is offered, and the draws the program applies by itself.")

    //   Black to move: 5 can neither step to 9 nor jump it (14 is taken).
    LessonStep {
        kind: LessonStep.Read
        fen: "B:W9,14:B5"
        highlights: ["5"]
        //: 5 is a square: keep it as it is
        text: qsTr("A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on 5 can neither step nor capture, so White has won.")
    }
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:W22,23:B18,11"
        expected: ["22x8"]
        text: qsTr("Black has two men left. Choose the capture that takes both: with no piece left, Black loses at once.")
        //: 18 and 22 are squares: keep them as they are
        wrongText: qsTr("That capture takes only 18, and the game goes on. The man on 22 can take both men in one move.")
        successText: qsTr("Black has no pieces left: White wins.")
    }
    //   28-24 blocks 20: it cannot step to 24, nor jump it, since 27 is taken.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:W27,28,K1:B20"
        expected: ["28-24"]
        //: 20 is a square: keep it as it is
        text: qsTr("Black's last man is on 20. Play the move that leaves it with no step and no capture.")
        //: 20, 24 and 27 are squares: keep them as they are
        wrongText: qsTr("After that move the man on 20 can still move. Its only square is 24: fill it with a man that cannot be jumped, because 27 behind it stays occupied.")
        successText: qsTr("Black has a man but no legal move: White wins.")
    }
    // Engine: 15-18 12-16 18-23 16-19 23x16 20-24 28x19, a win with White's 4th move.
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WK15,28:B12,20"
        goal: LessonStep.Win
        moveLimit: 5
        text: qsTr("Now win against the computer within five moves: take every black man or leave Black without a move. The black men stand on the right-hand edge and can only come down the board; put your king where they will have to walk into it.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W22,23,24:B9,10,11"
        //: "Offer a draw" is the name of a button on the play page: use the same words as the button
        text: qsTr("A game can also end in a draw by agreement. On the play page, \"Offer a draw\" sends your offer with your move, for your opponent's next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:W22,23,24:B9,10,11"
        text: qsTr("The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK18,K19:BK1"
        showCounts: true
        counts: ["american-40"]
        text: qsTr("Other draws need no offer, and the program applies them by itself: when a position appears for the third time, or when 40 moves per side go by with no man moved and nothing captured, the game ends at once and the result line says why. The panel beside the board shows the count; the next lessons teach repetition and the count.")
    }
}
