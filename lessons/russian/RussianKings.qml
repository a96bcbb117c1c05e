// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Kings: a man reaching the crowning row (White row 8, Black row 1) becomes a king; a flying
// king moves any distance along a free diagonal and captures from a distance, landing on any
// free square beyond, but it must land where the capture can go on if there is such a square.
// Jumped pieces stay until the move ends and still block the king (the "Turkish strike").
Lesson {
    lessonId: "russian-kings"
    rulesSection: "russian-kings"
    variant: "russian"
    //: Lesson title (Russian draughts course)
    title: qsTr("Flying kings")
    summary: qsTr("Crowning, the long moves and long captures of a king, where it must land, and the Turkish strike.")

    //     a b c d e f g h
    //   8   .   .   .   .      White crowns on row 8,
    //   7 .   w   .   .        Black on row 1
    //   2   .   .   b   .
    //   1 .   .   .   .
    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc7:Bf2"
        highlights: ["b8", "d8", "f8", "h8", "a1", "c1", "e1", "g1"]
        arrows: ["c7-d8", "f2-e1"]
        text: qsTr("A man that reaches the far row is crowned: it becomes a king. White's men crown on row 8, Black's on row 1. The man on c7 is one step away, and so is Black's man on f2.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc7,g3:Bh6"
        expected: ["c7-b8", "c7-d8"]
        //: c7 is a square: keep it as it is
        text: qsTr("Crown your man on c7.")
        //: c7, b8 and d8 are squares: keep them as they are
        wrongText: qsTr("That man is far from row 8. Step the man on c7 forward to b8 or d8.")
        successText: qsTr("Your man is now a king.")
    }
    //     a b c d e f g h
    //   8   .   .   .   .
    //   7 b   .   .   .        the king on d4 reaches every square
    //   6   .   .   .   b      of its four diagonals up to the edge,
    //   4   .   W   .   .      or up to a7, which stops it after b6
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKd4:Ba7,h6"
        arrows: ["d4-h8", "d4-a1", "d4-b6", "d4-g1"]
        //: d4, b6 and a7 are squares: keep them as they are
        text: qsTr("A king flies: it moves any distance along a free diagonal, forward or backward. From d4 this king can reach any square the arrows cover. It cannot pass over a piece without capturing it, so the black man on a7 stops it at b6.")
    }
    //     a b c d e f g h
    //   7 W   .   .   .        a7-g1 in one move: the man on h2
    //   2   .   .   .   b      can no longer move
    //   1 .   .   .   .
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKa7:Bh2"
        expected: ["a7-g1"]
        //: h2 and g1 are squares: keep them as they are
        text: qsTr("The black man on h2 is about to crown on g1. Stop it: your king can cross the whole board in one move.")
        //: g1 and a7-g1 are a square and a move: keep them as they are
        wrongText: qsTr("Now Black steps onto g1 and crowns. Go all the way to g1 yourself: a7-g1 in one move.")
        //: a7-g1 is a move: keep it as it is
        successText: qsTr("a7-g1! The black man has no square left, and a side that cannot move loses the game.")
    }
    //     a b c d e f g h
    //   8   .   .   .   b
    //   7 .   .   .   b        the king takes d4 from a1 and may land
    //   4   .   b   .   .      on e5 or f6; on f6, g7 would take it
    //   1 W   .   .   .
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKa1:Bd4,g7,h8"
        expected: ["a1:e5"]
        //: d4 is a square: keep it as it is
        text: qsTr("A king captures from a distance: it jumps an enemy piece anywhere along its diagonal, provided the square just behind is free, and lands on any free square beyond. Take d4, and choose a landing square where your king is safe.")
        //: f6, g7, g7:e5 and e5 are squares and a capture: keep them as they are
        wrongText: qsTr("On f6 your king stands next to g7, with e5 empty behind it: g7 takes it (g7:e5). Land on e5 instead.")
        //: a1:e5 is a capture: keep it as it is
        successText: qsTr("Right: a1:e5. The king could stop on e5 or f6, and e5 is out of reach.")
    }
    //     a b c d e f g h
    //   8   .   b   .   .      from a1 over c3 the king must stop on e5,
    //   7 .   .   .   .        the only square from which it can go on (over d6);
    //   6   .   b   .   .      then it may land on c7 or b8, and d8 takes it on c7
    //   3 .   b   .   .
    //   1 W   .   .   .
    LessonStep {
        kind: LessonStep.ChoosePath
        fen: "W:WKa1:Bc3,d6,d8"
        highlights: ["e5"]
        expected: ["a1:b8"]
        //: c3, e5 and d6 are squares: keep them as they are
        text: qsTr("A king may land on any free square beyond the piece it takes, but if one of them lets the capture go on, it must stop on one that does. Take c3: only from e5 can the king go on to take d6. Then choose where to land after d6.")
        //: c7, d8, d8:b6 and b8 are squares and a capture: keep them as they are
        wrongText: qsTr("On c7 the king stands right next to d8, which takes it (d8:b6). Land on b8 instead, where it is safe.")
        //: e5 and d6 are squares: keep them as they are
        successText: qsTr("Right. The king had to stop on e5 to take d6; after that it could choose between c7 and b8.")
    }
    //     a b c d e f g h
    //   8   b   .   .   .      e1 takes f2 (landing h4), e7 (d8) and c7 (b6);
    //   7 .   b   b   .        on b6 it cannot take e3, since f2 behind it is
    //   5 b   .   .   .        still on the board; then a5 takes the king
    //   3 .   .   b   .
    //   2   .   .   b   .
    //   1 .   .   W   .
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:WKe1:Bf2,b8,c7,a5,e3,e7"
        text: qsTr("Jumped pieces stay on the board until the move ends, so they still block the way. Watch a king caught by this rule: the trap is called the Turkish strike.")
        script: ["e1:b6", "a5:c7"]
        notes: [
            //: f2, h4, e7, d8, c7, b6 and e3 are squares: keep them as they are
            qsTr("The king takes f2 and must stop on h4 to go on; then it takes e7, landing on d8, and c7, landing on b6. It cannot take e3: the square behind it, f2, still holds the first man it jumped, so the move ends there."),
            //: a5 and c7 are squares: keep them as they are
            qsTr("Now the jumped men are removed, and Black's man on a5 jumps the king, landing on the empty c7.")
        ]
    }
    //     a b c d e f g h
    //   6   b   .   .   .      the black man runs for row 1;
    //   1 .   .   W   .        get the king in front of it
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WKe1:Bb6"
        goal: LessonStep.CaptureAll
        moveLimit: 4
        //: b6 is a square: keep it as it is
        text: qsTr("Your king against a lone man. Capture the black man on b6 within 4 moves, before it reaches row 1. Use the king's long reach to get in front of it.")
    }
}
