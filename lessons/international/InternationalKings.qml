// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Flying kings (FMJD art. 3.9 and 4.3): a king moves any distance along a free diagonal,
// captures a piece at any distance on its diagonal when the squares between are empty and the
// square behind is free, and may land on any free square behind it; but where a landing square
// lets the capture go on, it must land there (art. 4.6). The main diagonal runs 46-5.
Lesson {
    lessonId: "international-kings"
    rulesSection: "international-kings"
    variant: "international"
    //: Lesson title (International draughts course)
    title: qsTr("Flying kings")
    summary: qsTr("A king moves and captures at any distance along a diagonal; where it may land after a capture, and where it must land to go on.")

    // The FMJD rule-book diagram of art. 3.9: a king on 28 has 17 moves.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK28:B3"
        arrows: ["28-6", "28-5", "28-46", "28-50"]
        //: 28 is a square number: keep it as it is
        text: qsTr("A king is a flying king: it moves forward or backward, any number of squares along a diagonal, as long as the squares are empty. From 28 this king can reach 17 squares in one move.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WK46:B3"
        expected: ["46-5"]
        highlights: ["46", "41", "37", "32", "28", "23", "19", "14", "10", "5"]
        //: 46 and 5 are square numbers: keep them as they are
        text: qsTr("The longest diagonal, from 46 to 5, is called the main diagonal. Send your king from one end of it to the other in a single move.")
        //: 5 is a square number: keep it as it is
        wrongText: qsTr("That move is legal, but this step asks for the far end of the main diagonal: square 5.")
        //: 46-5 is a move: keep it as it is
        successText: qsTr("Right: 46-5, nine squares in one move.")
    }
    // The FMJD rule-book diagram of art. 4.3 (with a second black man on 5): 46x19, 46x14, 46x10.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WK46:B5,23"
        arrows: ["46x19", "46x14", "46x10"]
        highlights: ["23"]
        //: 46, 23, 19, 14 and 10 are square numbers: keep them as they are
        text: qsTr("A king also captures from a distance: it can jump an enemy piece anywhere on its diagonal, if every square between them is empty and there is a free square behind. It may then land on any free square behind the piece: here 19, 14 or 10.")
    }
    //    a b c d e f g h i j
    //  5 .   .   .   .   .
    //  4   .   b   .   b   .      32 and 29; the king must land on 23,
    //  1 W   .   .   .   .        where it can go on over 29
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WK46:B32,29"
        expected: ["46x34", "46x40", "46x45"]
        arrows: ["46x23"]
        //: 32, 28, 23, 19, 14, 10, 5 and 29 are square numbers: keep them as they are
        text: qsTr("But if one landing square lets the king go on capturing, it must land there. After jumping 32 your king could stop on 28, 23, 19, 14, 10 or 5, but only from 23 can it take 29 as well. Capture both men.")
        //: 23 and 29 are square numbers: keep them as they are
        wrongText: qsTr("The king must stop on 23 after the first jump, then take 29 as well.")
        //: 23 and 29 are square numbers: keep them as they are
        successText: qsTr("Right: the king had to land on 23 and then take 29. After the second jump it could choose any free square behind 29.")
    }
    // The FMJD rule-book diagram of art. 4.6: 1x15 takes all ten.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WK1:B7,9,17,19,20,30,31,33,43,44"
        expected: ["1x15"]
        //: 1 is a square number: keep it as it is
        text: qsTr("Choosing the right landing squares one after another gives long captures. Take every black man with the king on 1.")
        //: 15 is a square number: keep it as it is
        wrongText: qsTr("Look for the landing square after each jump from which the king can go on. All ten men can be taken, ending on 15.")
        //: 1x15 is a capture: keep it as it is
        successText: qsTr("Ten men in one move: 1x15, from the rule book of the world federation.")
    }
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WK50:B16,26"
        goal: LessonStep.CaptureAll
        moveLimit: 5
        level: 10
        text: qsTr("A king is worth far more than a man. Capture both black men within five moves, without letting them reach your back row.")
    }
}
