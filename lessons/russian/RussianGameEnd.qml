// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// How a game ends: the side to move with no piece or no legal move has lost (capture the last
// pieces, block the last man, then win a short ending against the computer); a draw offered with
// "Offer a draw" on the play page, and how the computer answers it; and the draws the program
// applies by itself, taught in the next lessons.
Lesson {
    lessonId: "russian-game-end"
    rulesSection: "russian-end"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("How the game ends")
    summary: qsTr("Who wins, how a draw is offered, and the draws the program applies by itself.")

    //     a b c d e f g h
    //   6   b   .   .   .     Black to move: b6 cannot step to a5 or c5,
    //   5 w   w   .   .       and cannot jump c5 because d4 is taken
    //   4   .   w   .   .
    LessonStep {
        kind: LessonStep.Read
        fen: "B:Wa5,c5,d4:Bb6"
        highlights: ["b6"]
        //: b6 is a square: keep it as it is
        text: qsTr("A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on b6 can neither step nor capture, so White has won.")
    }

    //     a b c d e f g h
    //   6   .   .   b   .     a1:h8 (or a1:g7) takes both men;
    //   5 .   .   .   .       d2:b4 takes c3 only
    //   4   .   .   .   .
    //   3 .   b   .   .
    //   2   .   w   .   .
    //   1 W   .   .   w
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:Wd2,Ka1,g1:Bc3,f6"
        expected: ["a1:h8", "a1:g7"]
        text: qsTr("Black has two men left. Choose the capture that takes both: with no piece left, Black loses at once.")
        //: c3 and a1 are squares: keep them as they are
        wrongText: qsTr("That capture takes only c3, and the game goes on. The king on a1 can take both men in one move.")
        successText: qsTr("Black has no pieces left: White wins.")
    }

    //     a b c d e f g h
    //   4   .   .   .   b     h2-g3 blocks h4: it cannot step to g3,
    //   3 .   .   .   .       and cannot jump it because f2 is taken
    //   2   W   .   w   w
    //   1 .   .   .   .
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKb2,f2,h2:Bh4"
        expected: ["h2-g3"]
        //: h4 is a square: keep it as it is
        text: qsTr("Black's last man is on h4. Play the move that leaves it with no step and no capture.")
        //: h4, g3 and f2 are squares: keep them as they are
        wrongText: qsTr("After that move the man on h4 can still move. Its only square is g3: fill it with a man that cannot be jumped, because f2 behind it stays occupied.")
        successText: qsTr("Black has a man but no legal move: White wins.")
    }

    //     a b c d e f g h
    //   6   b   .   .   .     c1-a3 (or e3-d4): every black move then
    //   5 b   .   .   .       gives a man away
    //   4   .   .   .   b
    //   3 .   .   w   .
    //   2   .   .   .   w
    //   1 .   W   .   .
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:We3,h2,Kc1:Bb6,a5,h4"
        goal: LessonStep.Win
        moveLimit: 5
        text: qsTr("Now win against the computer within five moves: take every black man or leave Black without a move. Look for a king move after which any black move loses a man.")
    }

    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3,e3,g3:Bb6,d6,f6"
        //: "Offer a draw" is the name of a button on the play page: use the same words as the button
        text: qsTr("A game can also end in a draw by agreement. On the play page, \"Offer a draw\" sends your offer with your move, for your opponent's next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.")
    }

    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3,e3,g3:Bb6,d6,f6"
        text: qsTr("The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.")
    }

    //     a b c d e f g h
    //   8   .   .   .   B     kings on both sides, three pieces: the
    //   7 .   .   .   .       russian-balance count runs (5 moves
    //   ...                   per side), shown in the counts panel
    //   1 .   W   W   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1:BKh8"
        showCounts: true
        counts: ["russian-balance"]
        text: qsTr("Other draws need no offer: they come from the 2022 Russian rules, and the program applies them by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.")
    }
}
