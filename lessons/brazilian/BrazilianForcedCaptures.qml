// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Forced captures and combinations: since capturing is obligatory (and the opponent must take the
// most pieces), a man given away decides the opponent's reply; every reply below is the only
// legal move (damas-cli moves), and the engine plays each first move as its best.
//
//     a b c d e f g h
//   8   .   .   .   .
//   7 .   b   b   .       e5-d6 c7xe5, and d4 jumps e5 and e7,
//   6   .   .   .   b     ending its move on d8: crowned.
//   5 .   w   w   .       (c3 keeps the black man from going on
//   4   .   w   .   .     over d4 to c3.)
//   3 .   w   .   .
Lesson {
    lessonId: "brazilian-forced-captures"
    rulesSection: "brazilian-men-captures"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("Forced captures and combinations")
    summary: qsTr("Give a piece, force the reply, take more: the shots that obligatory capture makes possible.")

    LessonStep {
        kind: LessonStep.Read
        fen: "W:Wc3,b2,f2,a1,c1,g1:Bf8,h8,c7,h6,a5,e5"
        arrows: ["c3-b4", "a5xc3", "b2xd4xf6"]
        text: qsTr("Capturing is obligatory for your opponent too. So when you put a man where it must be taken, you know exactly where the capturing piece will land. If it lands in front of one of your men, you take back more than you gave. Such a planned sequence is a combination, or shot.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc3,b2,f2,a1,c1,g1:Bf8,h8,c7,h6,a5,e5"
        expected: ["c3-b4"]
        line: ["a5xc3", "b2xf6"]
        //: a5 and b2 are square names: keep them as they are
        text: qsTr("Play the shot: give a man to the black man on a5 so that it lands where your man on b2 can take two.")
        //: a5 is a square name: keep it as it is
        wrongText: qsTr("That move forces nothing. If the man on a5 had to capture, where would it land?")
        //: a5, c3, b2, e5 and f6 are squares: keep them as they are
        successText: qsTr("a5 had to capture and landed on c3; b2 then took c3 and e5 and ended on f6. Two for one.")
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wf4,e3,b2,d2,f2,h2,a1,e1:Bb8,d8,h8,d6,f6,h6,a5,h4"
        expected: ["f4-g5"]
        line: ["h6xf4", "e3xc5"]
        //: e3 is a square name: keep it as it is
        text: qsTr("Find the man to give so that the black piece that takes it lands in front of your man on e3. Then take three.")
        wrongText: qsTr("That move forces nothing. Which man can you put where a black man must take it and land on f4?")
        //: h6, f4, e3, f6, d6 and c5 are squares: keep them as they are
        successText: qsTr("h6 had to take and landed on f4; e3 then took f4, f6 and d6 and ended on c5. Three for one.")
    }
    LessonStep {
        kind: LessonStep.Watch
        fen: "W:We5,a3,b2,f2,h2,a1,c1,e1,g1:Bb8,d8,f8,h8,a7,c7,g7,a5,g5"
        script: ["e5-d6", "c7xe5", "a3-b4", "a5xc3", "b2xh4"]
        text: qsTr("Sometimes it takes two sacrifices. Watch White give two men, one after the other, to set up a capture of three.")
        notes: [
            //: e5-d6 is a move: keep it as it is
            qsTr("e5-d6 gives the first man."),
            //: c7 and e5 are square names: keep them as they are
            qsTr("Black must take it: the man from c7 lands on e5."),
            //: a3-b4 is a move: keep it as it is
            qsTr("a3-b4 gives the second man."),
            //: a5 and c3 are square names: keep them as they are
            qsTr("Black must take again: the man from a5 lands on c3."),
            //: b2, c3, e5 and g5 are square names: keep them as they are
            qsTr("Now b2 jumps c3, e5 and g5. Two men given, three taken.")
        ]
    }
    LessonStep {
        kind: LessonStep.Move
        fen: "W:Wc3,c5,d4,e5:Bc7,e7,a7,h6"
        expected: ["e5-d6"]
        line: ["c7xe5", "d4xd8"]
        //: d4 is a square name: keep it as it is
        text: qsTr("A combination can also open the road to the crowning row. Give a man so that a black man lands in front of your man on d4, then capture all the way to row 8.")
        //: c7 is a square name: keep it as it is
        wrongText: qsTr("That move forces nothing. Where would the black man on c7 land if it had to capture?")
        //: c7, e5, d4, e7 and d8 are squares: keep them as they are
        successText: qsTr("c7 had to take and landed on e5; d4 then took e5 and e7 and ended its move on d8, so it was crowned. Black is lost.")
    }
}
