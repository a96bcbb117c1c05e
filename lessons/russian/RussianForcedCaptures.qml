// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Forced captures: the opponent must capture too, so a man given away leads one of theirs to the
// square you choose. Sacrifices that open a capture of two or three men, a double sacrifice, a
// combination that ends in a crowning, one that crowns in the middle of the capture, and last the
// same weapon turned against you. In every line the opponent's reply is its only legal move.
Lesson {
    lessonId: "russian-forced-captures"
    rulesSection: "russian-combination"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("Forced captures")
    summary: qsTr("Your opponent must capture too: give a man to lead theirs where you want it.")

    //     a b c d e f g h
    //   8   .   .   .   b     h4-g5 h6:f4, and the man on g3 jumps
    //   7 b   .   b   b       f4, d6 and b6: g3:a5
    //   6   b   b   .   b
    //   5 .   .   .   .
    //   4   .   w   .   w
    //   3 .   .   .   w
    //   2   w   .   .   w
    //   1 w   w   .   w
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:Wd4,h4,g3,b2,h2,a1,c1,g1:Bh8,a7,e7,g7,b6,d6,h6"
        script: ["h4-g5", "h6:f4", "g3:a5"]
        text: qsTr("Captures are obligatory for your opponent as well. When you offer a man, their capture is forced, so you decide where their man lands. Watch White use it.")
        notes: [
            //: h4-g5 is a move: keep it as it is
            qsTr("White offers a man: h4-g5."),
            //: h6, g5 and f4 are squares: keep them as they are
            qsTr("Black has no other move: h6 must jump g5, and it lands on f4."),
            //: g3, f4, d6, b6 and a5 are squares: keep them as they are
            qsTr("Right where White wanted it: g3 jumps f4, d6 and b6 and lands on a5. Three men for one.")
        ]
    }

    //     a b c d e f g h
    //   8   .   .   b   b     c3-b4 a5:c3, and b2 jumps c3 and e5
    //   7 .   b   .   .
    //   6   .   .   .   b
    //   5 b   .   b   .
    //   4   .   .   .   .
    //   3 .   w   .   .
    //   2   w   .   w   .
    //   1 w   w   .   w
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc3,b2,f2,a1,c1,g1:Bf8,h8,c7,h6,a5,e5"
        expected: ["c3-b4"]
        line: ["a5:c3", "b2:f6"]
        //: a5 and b2 are squares: keep them as they are
        text: qsTr("Give a man to the black man on a5 so that its capture leaves it right in front of your man on b2. Then capture two.")
        //: a5 and b2 are squares: keep them as they are
        wrongText: qsTr("That move forces nothing. If the man on a5 had to capture, where would it land, and what could your man on b2 jump from there?")
        //: a5, b4, c3, b2 and e5 are squares: keep them as they are
        successText: qsTr("a5 had to take on b4 and landed on c3; b2 then jumped c3 and e5. Two men for one.")
    }

    //     a b c d e f g h
    //   8   b   b   .   b     f4-g5 h6:f4, and e3 jumps f4, f6 and d6
    //   7 .   .   .   .
    //   6   .   b   b   b
    //   5 b   .   .   .
    //   4   .   .   w   b
    //   3 .   .   w   .
    //   2   w   w   w   w
    //   1 w   .   w   .
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wf4,e3,b2,d2,f2,h2,a1,e1:Bb8,d8,h8,d6,f6,h6,a5,h4"
        expected: ["f4-g5"]
        line: ["h6:f4", "e3:c5"]
        text: qsTr("Find the sacrifice that opens a capture of three men.")
        //: e3 is a square: keep it as it is
        wrongText: qsTr("That move forces nothing. Which of your men can you put where a black man must take it, so that the taker lands in front of your man on e3?")
        //: h6, g5, f4, e3, f6 and d6 are squares: keep them as they are
        successText: qsTr("h6 had to take on g5 and landed on f4; e3 then took f4, f6 and d6. Three for one.")
    }

    //     a b c d e f g h
    //   8   b   b   b   b     e5-d6 c7:e5, a3-b4 a5:c3,
    //   7 b   b   .   b       and b2 jumps c3, e5 and g5
    //   6   .   .   .   .
    //   5 b   .   w   b
    //   4   .   .   .   .
    //   3 w   .   .   .
    //   2   w   .   w   w
    //   1 w   w   w   w
    LessonStep {
        kind: LessonStep.Move
        fen: "W:We5,a3,b2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,g7,a5,g5"
        expected: ["e5-d6"]
        line: ["c7:e5", "a3-b4", "a5:c3", "b2:h4"]
        //: b2 is a square: keep it as it is
        text: qsTr("Sometimes one sacrifice is not enough. Give two men, one after the other, so that your man on b2 can jump three.")
        //: e5 is a square: keep it as it is
        wrongText: qsTr("That move forces nothing. Start with the man on e5: where would the black man that takes it land?")
        //: c7, d6, e5, a5, b4, c3, b2 and g5 are squares: keep them as they are
        successText: qsTr("c7 took on d6 and landed on e5, a5 took on b4 and landed on c3, and b2 jumped c3, e5 and g5. Two men given, three taken.")
    }

    //     a b c d e f g h
    //   8   b   .   b   b     g3-f4 g5:e3, and f2 jumps e3, c5 and c7
    //   7 .   b   .   b       to be crowned on d8
    //   6   .   .   .   .
    //   5 .   b   .   b
    //   4   .   .   .   .
    //   3 .   .   .   w
    //   2   .   .   w   w
    //   1 w   w   w   w
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wg3,f2,h2,a1,c1,e1,g1:Bb8,f8,h8,c7,g7,c5,g5"
        expected: ["g3-f4"]
        line: ["g5:e3", "f2:d8"]
        text: qsTr("A forced capture can also open the road to the crowning row. Give a man, then capture all the way to row 8.")
        //: f2 is a square: keep it as it is
        wrongText: qsTr("That move forces nothing. Which black man could you make land right in front of your man on f2?")
        //: g5, f4, e3, f2, c5, c7 and d8 are squares: keep them as they are
        successText: qsTr("g5 had to take on f4 and landed on e3; f2 then jumped e3, c5 and c7 and was crowned on d8. Three men and a king for one man.")
    }

    //     a b c d e f g h
    //   8   .   .   .   b     c3-b4 a3:c5, and d4 jumps c5 and c7, is
    //   7 b   b   b   .       crowned on d8 and, as a king, takes e7
    //   6   .   .   .   .     and g5: d4:h4
    //   5 .   .   .   b
    //   4   .   w   .   .
    //   3 b   w   w   .
    //   2   w   .   .   .
    //   1 w   w   .   w
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wd4,c3,e3,b2,a1,c1,g1:Bh8,a7,c7,e7,g5,a3"
        expected: ["c3-b4"]
        line: ["a3:c5", "d4:h4"]
        //: a3 and d4 are squares: keep them as they are
        text: qsTr("Now add the Russian rule. Give a man so that the black man on a3 must land in front of your man on d4. Your man then reaches the crowning row in the middle of its capture and goes on as a king.")
        //: a3 is a square: keep it as it is
        wrongText: qsTr("That move forces nothing. If the black man on a3 had to capture, where would it land?")
        //: a3, b4, c5, d4, c7, d8, e7 and g5 are squares: keep them as they are
        successText: qsTr("a3 had to take on b4 and landed on c5. d4 jumped c5 and c7, was crowned on d8 and, as a king, took e7 and g5: four men, and Black has two left.")
    }

    //     a b c d e f g h
    //   8   b   .   b   b     after g3-h4, Black plays f6-g5: h4:f6
    //   7 .   b   .   b       is forced, and g7 jumps f6 and d4
    //   6   .   .   b   .
    //   5 .   .   .   .
    //   4   .   w   .   .
    //   3 w   .   .   w
    //   2   .   .   w   .
    //   1 w   w   .   .
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:Wd4,a3,g3,f2,a1,c1:Bb8,f8,h8,c7,g7,f6"
        script: ["g3-h4", "f6-g5", "h4:f6", "g7:c3"]
        text: qsTr("The same weapon works against you. Before each move, ask which man your opponent could offer you, and where your forced capture would take your man.")
        notes: [
            //: g3-h4 is a move: keep it as it is
            qsTr("White plays g3-h4 without asking what Black can force."),
            //: f6-g5 is a move: keep it as it is
            qsTr("Black offers a man: f6-g5."),
            //: h4, g5 and f6 are squares: keep them as they are
            qsTr("White has no choice: h4 must jump g5, and it lands on f6."),
            //: g7, f6, d4 and c3 are squares: keep them as they are
            qsTr("g7 jumps f6 and d4 and lands on c3. Two men for one, this time against White.")
        ]
    }
}
