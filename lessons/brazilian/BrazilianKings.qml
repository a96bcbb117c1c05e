// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Flying kings (CBD rules; Regras Oficiais points 8 and 17): a king moves any distance along a
// free diagonal, captures a piece from a distance and lands on any free square beyond it, unless
// one of those squares lets the capture go on: then it must land on such a square.
//
// The last two steps, W:WKa1:Bc3,d6:
//     a b c d e f g h
//   8   .   .   .   .
//   7 .   .   .   .       After jumping c3 the king could stop on d4, e5,
//   6   .   b   .   .     f6, g7 or h8, but only from e5 can it jump d6:
//   5 .   .   .   .       so it must land on e5 and go on to c7 or b8.
//   4   .   .   .   .
//   3 .   b   .   .
//   2   .   .   .   .
//   1 W   .   .   .
Lesson {
    lessonId: "brazilian-kings"
    rulesSection: "brazilian-kings"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("Flying kings")
    summary: qsTr("A king moves and captures along whole diagonals, and where it lands matters.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKd4:Bb8"
        arrows: ["d4-a1", "d4-h8", "d4-a7", "d4-g1"]
        text: qsTr("A king moves along a diagonal, forwards or backwards, as many free squares as it likes: it flies. This king on d4 can reach any square on the four arrows in one move.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKc1,g1:Bb8,h6"
        arrows: ["c1-g5"]
        expected: ["c1-g5"]
        //: c1 and g5 are square names: keep them as they are
        text: qsTr("Fly your king from c1 to g5 in a single move.")
        //: c1-g5 is a move: keep it as it is
        wrongText: qsTr("That is a legal move, but the step asks for c1-g5: the king on c1 crosses the whole diagonal.")
        successText: qsTr("Four squares in one move: that is a flying king.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1:Bd4"
        arrows: ["a1xe5", "a1xf6", "a1xg7", "a1xh8"]
        //: d4 is a square name: keep it as it is
        text: qsTr("A king also captures from a distance: it may jump a piece far down the diagonal, as long as the squares before it are free and there is at least one free square behind it. It may then stop on any free square beyond. Here the king can take d4 and land on e5, f6, g7 or h8.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKb2:Bf6,a7"
        expected: ["b2xg7", "b2xh8"]
        //: f6 is a square name: keep it as it is
        text: qsTr("Capture the black man on f6 with your king, from where it stands.")
        wrongText: qsTr("Jump the man on f6 along the long diagonal.")
        successText: qsTr("Both landing squares were allowed, because the capture could not go on from either.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1:Bc3,d6"
        arrows: ["a1xe5xc7"]
        highlights: ["e5"]
        //: c3, d6 and e5 are square names: keep them as they are
        text: qsTr("The free choice of landing square has one limit: if landing on one of the squares lets the king capture again, it must land on such a square and go on. After taking c3 this king could stop anywhere from d4 to h8, but only from e5 can it jump d6, so it must land on e5.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKa1:Bc3,d6"
        expected: ["a1xc7", "a1xb8"]
        text: qsTr("Capture both black men with your king in one move.")
        //: e5 and d6 are square names: keep them as they are
        wrongText: qsTr("Land on e5 after the first jump, then take d6.")
        //: c7 and b8 are square names: keep them as they are
        successText: qsTr("Right. After the last piece, the king was free again to stop on c7 or on b8.")
    }
}
