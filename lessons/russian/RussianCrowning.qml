// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Crowning in the middle of a capture, the rule that sets Russian draughts apart: a man that
// reaches the crowning row while capturing is a king at once and, if it can capture again, goes
// on capturing as a king in the same move. Then the warning that follows from it: an opponent's
// man one jump from your first row may run on as a king along the diagonals of its landing square.
Lesson {
    lessonId: "russian-crowning"
    rulesSection: "russian-crowning"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("Crowning in the middle of a capture")
    summary: qsTr("A man that reaches the crowning row while capturing becomes a king at once and goes on capturing as a king.")

    //     a b c d e f g h
    //   8   .   .   b   b     b6 jumps c7 and lands on d8, a king;
    //   7 b   b   .   .       from d8 it jumps g5 from a distance
    //   6   w   .   .   .     and lands on h4, in the same move
    //   5 .   .   .   b
    //   4   .   .   .   .
    //   3 .   w   w   w
    //   2   .   .   .   w
    //   1 .   .   .   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wb6,c3,e3,g3,h2:Bc7,g5,a7,f8,h8"
        highlights: ["d8"]
        arrows: ["b6:d8:h4"]
        //: b6, c7, d8, g5 and h4 are squares: keep them as they are
        text: qsTr("Here Russian draughts parts from the other variants in this program: a man that reaches the crowning row during a capture becomes a king on the spot. If it can capture again, it must, and now with a king's reach, in the same move. In the diagram, b6 jumps c7 and is crowned on d8; as a king it then jumps g5 from a distance and lands on h4.")
    }

    //     a b c d e f g h
    //   8   b   b   .   b     Black to move plays d8-c7;
    //   7 .   .   .   b       the man on b6 is crowned on d8
    //   6   w   .   b   .     and goes on over f6 and e3
    //   5 .   .   .   .
    //   4   .   .   .   .
    //   3 w   .   b   .
    //   2   .   .   .   w
    //   1 .   .   .   w
    LessonStep {
        kind: LessonStep.Watch
        fen: "B:Wb6,a3,h2,g1:Bb8,d8,h8,g7,f6,e3"
        script: ["d8-c7", "b6:c1"]
        text: qsTr("Watch a man that is crowned halfway through its capture and finishes the move as a king.")
        notes: [
            //: d8, c7 and b6 are squares: keep them as they are
            qsTr("Black plays d8-c7, a mistake: the white man on b6 can now jump c7, because d8 behind it is empty."),
            //: b6, c7, d8, f6, g5, e3 and c1 are squares: keep them as they are
            qsTr("b6 jumps c7 and lands on d8: a king at once. Still in the same move, the king jumps f6 from a distance and stops on g5, from where it can go on; it jumps e3 and lands on c1. Three men in one move.")
        ]
    }

    //     a b c d e f g h
    //   8   b   .   .   b     b4 jumps c5 and e7 and is crowned on f8;
    //   7 b   .   b   b       the king jumps g7, lands on h6, and from
    //   6   .   .   .   .     there jumps f4: b4:e3 or b4:d2.
    //   5 .   b   .   .       g3:e5 takes only f4.
    //   4   w   .   b   .
    //   3 .   .   .   w
    //   2   .   .   .   w
    //   1 w   w   .   .
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wb4,g3,h2,a1,c1:Bb8,h8,a7,e7,g7,c5,f4"
        expected: ["b4:e3", "b4:d2"]
        //: b4 is a square: keep it as it is
        text: qsTr("Your man on b4 can reach the crowning row by capturing. Play the capture that crowns it and goes on as a king in the same move.")
        //: b4, c5, e7, f8, g7 and f4 are squares: keep them as they are
        wrongText: qsTr("That capture takes one man only. The man on b4 can jump c5 and e7 and be crowned on f8; from there, as a king, it can take g7 and then f4.")
        //: f8, h6 and f4 are squares: keep them as they are
        successText: qsTr("Four men in one move: crowned on f8, your new king jumped g7, landed on h6 and took f4 from a distance.")
    }

    //     a b c d e f g h
    //   8   b   .   .   b     Two captures end on h4:
    //   7 b   b   .   .       d4:b6:d8:h4 takes c5, c7 and g5 and
    //   6   .   .   .   .     arrives as a king;
    //   5 .   b   b   b       d4:f6:h4 takes e5 and g5, still a man
    //   4   .   w   .   .
    //   3 w   .   .   .
    //   2   .   .   .   w
    //   1 .   w   w   .
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:Wd4,a3,h2,c1,e1:Bb8,h8,a7,c7,c5,e5,g5"
        expected: ["d4:b6:d8:h4"]
        //: d4 and h4 are squares: keep them as they are
        text: qsTr("The man on d4 has two captures, and both end on h4. Choose the one that gets there as a king.")
        //: e5, g5, h4, d8, c5 and c7 are squares: keep them as they are
        wrongText: qsTr("That way jumps e5 and g5 and stops on h4 as a man. The other way takes c5 and c7, is crowned on d8, and the king takes g5 on its way to h4.")
        //: d4:b6:d8:h4 is a move in Russian notation: keep it as it is
        successText: qsTr("Three men and a new king. Because both captures start and end on the same squares, this one is written with the squares in between: d4:b6:d8:h4.")
    }

    //     a b c d e f g h
    //   8   b   b   b   .     The black man on a3 is one jump from
    //   7 .   b   b   b       White's first row: if c1 were empty it
    //   6   .   .   .   .     would jump b2, be crowned on c1 and run
    //   5 .   .   .   .       on along c1-h6
    //   4   .   .   w   .
    //   3 b   .   .   w
    //   2   w   .   .   w
    //   1 w   w   w   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wf4,g3,b2,h2,a1,c1,e1:Bb8,d8,f8,c7,e7,g7,a3"
        highlights: ["a3", "c1"]
        arrows: ["c1-h6"]
        //: a3, b2, c1 and c1-h6 are squares and a diagonal: keep them as they are
        text: qsTr("The rule works for your opponent too. When one of their men is one jump from your first row, like the black man on a3, look beyond its landing square: from c1 a new king could run along c1-h6 and take more men before your turn comes.")
    }

    LessonStep {
        kind: LessonStep.Watch
        fen: "W:Wf4,g3,b2,h2,a1,c1,e1:Bb8,d8,f8,c7,e7,g7,a3"
        script: ["c1-d2", "a3:h6"]
        text: qsTr("Watch what happens when White moves without looking along that diagonal.")
        notes: [
            //: c1, d2 and b2 are squares: keep them as they are
            qsTr("White plays c1-d2 and leaves c1 empty behind the man on b2."),
            //: a3, b2, c1, c1-h6, d2, e3, f4 and h6 are squares and a diagonal: keep them as they are
            qsTr("a3 jumps b2 and is crowned on c1. As a king it goes on along c1-h6: it jumps d2, stops on e3, jumps f4 and lands on h6. Three white men are gone in one move.")
        ]
    }

    //     a b c d e f g h
    //   8   b   b   b   .     c1 is empty: Black threatens a3:c1 and
    //   7 .   .   b   b       a king's run over d2 and f4.
    //   6   .   .   .   .     Only b2-c3 leaves a3 nothing to jump.
    //   5 .   .   .   .
    //   4   .   .   w   .
    //   3 b   .   .   w
    //   2   w   w   .   w
    //   1 w   .   w   .
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wf4,g3,b2,d2,h2,a1,e1:Bb8,d8,f8,e7,g7,a3"
        highlights: ["a3"]
        expected: ["b2-c3"]
        //: c1, a3, b2, c1-h6, d2 and f4 are squares and a diagonal: keep them as they are
        text: qsTr("Here c1 is already empty. If Black were to move, a3 would jump b2, be crowned on c1 and run along c1-h6 over d2 and f4. Find the move that stops it.")
        //: b2 and c1 are squares: keep them as they are
        wrongText: qsTr("After that move the black man still jumps b2 and is crowned on c1, and the new king may go on capturing. Take away the man it would jump.")
        //: b2, c3 and a3 are squares: keep them as they are. "Forced captures" is the title of the next lesson: use its translated title
        successText: qsTr("Right: with b2 gone to c3, the man on a3 has nothing to jump, and no king can run along your diagonal. Your opponent's captures are forced too, so you can sometimes lead one of their men where you want it: the next lesson, Forced captures, teaches how to find these moves, up to a combination that ends in a crowning.")
    }
}
