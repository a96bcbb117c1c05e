// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// How a game ends (CBD rules; the aim, Regras Oficiais point 1): the side to move with no piece
// or no legal move has lost (capture the last pieces, block the last man, then win a short
// ending against the computer); a draw offered with "Offer a draw" on the play page, and how the
// computer answers it; and the draws the program applies by itself, taught in the next lessons.
Lesson {
    lessonId: "brazilian-game-end"
    rulesSection: "brazilian-end"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
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
        //: b6 is a square name: keep it as it is
        text: qsTr("The side that must move and cannot has lost: either it has no piece left, or none of its pieces can move or capture. Here it is Black's turn, and the man on b6 is stuck: both squares in front are taken and it cannot jump. White has won.")
    }
    //     a b c d e f g h
    //   6   .   .   b   .     a1xh8 or a1xg7 takes both men; the majority
    //   3 .   b   .   .       rule forbids d2xb4, which takes only c3
    //   2   .   w   .   .
    //   1 W   .   .   w
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wd2,Ka1,g1:Bc3,f6"
        expected: ["a1xh8", "a1xg7"]
        text: qsTr("Black has two men left. Take them both in one move, and Black has no piece left.")
        //: a1 is a square name: keep it as it is
        wrongText: qsTr("The king on a1 takes both men in one move.")
        successText: qsTr("Black has no pieces left: White wins.")
    }
    //     a b c d e f g h
    //   4   .   .   .   b     h2-g3 blocks h4: it cannot step to g3,
    //   3 .   .   .   .       and cannot jump it because f2 is taken
    //   2   W   .   w   w
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKb2,f2,h2:Bh4"
        expected: ["h2-g3"]
        //: h4 is a square name: keep it as it is
        text: qsTr("Black's last man is on h4. Play the move that leaves it with no step and no capture.")
        //: h4, g3 and f2 are square names: keep them as they are
        wrongText: qsTr("After that move the man on h4 can still move. Its only square is g3: put a man there that cannot be jumped, because f2 behind it is taken.")
        successText: qsTr("Black still has a man, but no legal move: White wins.")
    }
    // Engine (depth 20): c1-a3 wins in 4 moves, e.g. c1-a3 b6-c5 a3xd6 a5-b4 d6xa3 h4-g3 h2xf4.
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:We3,h2,Kc1:Bb6,a5,h4"
        goal: LessonStep.Win
        moveLimit: 5
        text: qsTr("Now win against the computer within five moves: take every black man or leave Black without a move. Look for a king move after which every black move gives a man away.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3,e3,g3:Bb6,d6,f6"
        //: "Offer a draw" is the name of the button on the play page
        text: qsTr("A game can also end in a draw by agreement. On the play page, \"Offer a draw\" sends your offer with your move, for your opponent's next turn only. It cannot be taken back: your opponent accepts it, or declines it simply by moving.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3,e3,g3:Bb6,d6,f6"
        text: qsTr("The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, it declines and says so.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1:BKh8"
        showCounts: true
        counts: ["brazilian-20", "brazilian-5"]
        text: qsTr("Other draws need no offer: the program applies the CBD rules by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.")
    }
}
