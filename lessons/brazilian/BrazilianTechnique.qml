// SPDX-License-Identifier: GPL-3.0-or-later
import Damas.Lessons

// Endgame technique within the counts: the practical advice of the draw text (don't move kings
// for nothing, know the number before simplifying, keep a man in reserve, take the main diagonal
// first), a win with three kings against one (engine: forced), and the weaker side's plan: head
// for the main diagonal and let the 5-move count run (engine: no forced win for the computer).
//
// The three-kings positions (W = white king, B = black king):
//
//     a b c d e f g h
//   8   B   .   .   .     W:WKc1,Ke1,Kg1:BKb8, White to move: a white king on the
//   7 .   .   .   .       main diagonal (b2, c3 or d4) keeps the 5-move count from
//   ...                   ever starting; the lone king can no longer claim it.
//   1 .   W   W   W
Lesson {
    lessonId: "brazilian-technique"
    rulesSection: "draws-advice"
    variant: "brazilian"
    //: Lesson title (Brazilian draughts course)
    title: qsTr("Endgame technique within the counts")
    summary: qsTr("How to win before a count runs out, and how the weaker side uses the counts to save the game.")

    // Six aimless plies: the 20-move count stands at 6 of 40.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,Kg1:BKb8"
        setup: ["c1-d2", "b8-a7", "d2-c1", "a7-b8", "e1-f2", "b8-a7"]
        showCounts: true
        counts: ["brazilian-20"]
        text: qsTr("When you are ahead, the count is your opponent's best defence: treat it as a clock. Do not move your kings for nothing. Here White has already spent three moves going back and forth, and a position that comes back a third time ends the game at once. Every move should bring a piece closer to a capture or a new king.")
    }
    // Two kings and a man against a king off the diagonal: only brazilian-20. Without the man,
    // two kings against one would have the 5-move count.
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKc1,Ke1,h2:BKf8"
        showCounts: true
        counts: ["brazilian-20"]
        text: qsTr("Know the number before you exchange. Here, with two kings and a man against a king off the main diagonal, only the 20-move count runs. Give up the man and it becomes two kings against one: only 5 moves per side. If you cannot see the win in that time, keep more pieces on the board for now.")
    }
    // The black king on d6 attacks the man on g3 (over e5, f4). Only g3-h4 and c1-f4 leave it no
    // capture (damas-cli: every other move allows d6 to take); d6 is off a1-h8, so only
    // brazilian-20 runs, and after the man is taken two kings against one would have brazilian-5.
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKc1,Ke1,g3:BKd6"
        showCounts: true
        counts: ["brazilian-20"]
        arrows: ["d6-h2"]
        expected: ["g3-h4", "c1-f4"]
        //: g3 is a square name: keep it as it is
        text: qsTr("The black king threatens your man on g3. If it takes the man, two kings against one leave only 5 moves per side. Keep the man: play a move after which the black king cannot take it.")
        wrongText: qsTr("After that move the black king can take your man, and two kings against one give only 5 moves per side. Move the man out of reach, or block the diagonal with a king.")
        successText: qsTr("The man is safe, and with it the 20-move count: two kings and a man against a king off the main diagonal are not a 5-move ending.")
    }
    // After four king moves the 20-move count stands at 4; h2-g3 starts it again (referee: 0).
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKc1,Ke1,h2:BKf8"
        setup: ["e1-d2", "f8-e7", "c1-b2", "e7-f8"]
        showCounts: true
        counts: ["brazilian-20"]
        expected: ["h2-g3"]
        //: h2 is a square name: keep it as it is
        text: qsTr("Keep a man in reserve: a man move starts the 20-move count again (it does not help in the 5-move endings). The kings have been moving; play the move that gives you back all 20 moves.")
        //: h2 is a square name: keep it as it is
        wrongText: qsTr("A king move only uses up the count. Move the man on h2: a man move starts the count again.")
        successText: qsTr("The panel shows the full 20 moves again. Spend man moves where they count.")
    }
    // c1-b2, e1-c3 and g1-d4 put a king on a1-h8 (referee: only brazilian-20 afterwards);
    // the engine's choice is e1-c3 (forced win in 10 moves, depth 20).
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKc1,Ke1,Kg1:BKb8"
        showCounts: true
        counts: ["brazilian-20"]
        highlights: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
        expected: ["c1-b2", "e1-c3", "g1-d4"]
        text: qsTr("Take the main diagonal first. The lone king wants to reach it, because alone there it would start the 5-move count. Put one of your kings on the main diagonal now: while it stays there, the count cannot start and you keep the full 20 moves.")
        wrongText: qsTr("That move leaves the main diagonal empty: the black king could go to e5 and start the 5-move count. Put a king on b2, c3 or d4.")
        successText: qsTr("Your king holds the main diagonal. Now you have time to trap the lone king.")
    }
    // Engine: g1-c5 d6xd2 (forced, the majority rule: two pieces) e1xa5, a win in 2 moves.
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WKc3,Ke1,Kg1:BKd6"
        goal: LessonStep.Win
        moveLimit: 3
        level: 10
        text: qsTr("The main diagonal is yours. Win within three moves: remember that the lone king must capture, and must take as many pieces as it can.")
    }
    // Don't move kings for nothing, played: 24 plies of king moves in the setup (no capture, no
    // position twice, only brazilian-20 running: a white king stays on a1-h8 or the black king is
    // off it) bring W:WKc3,Ke3,Kh2:BKf8 with 12 moves each gone and 8 left. Engine (depth 16, 4.4
    // million positions): a forced win in 7 moves, e.g. h2-g3 f8-e7 g3-f4 e7-h4 e3-c5 h4-d8 f4-d2
    // d8-c7 c5-b6 c7xa5 d2-e1 a5xd2 e1xa5.
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WKb8,Kf8,Kd2:BKg1"
        setup: ["b8-d6", "g1-f2", "d6-c7", "f2-g1", "f8-g7", "g1-f2", "c7-b8", "f2-c5", "g7-a1", "c5-g1", "b8-g3", "g1-b6", "g3-b8", "b6-f2", "a1-c3", "f2-c5", "c3-a5", "c5-e7", "d2-e3", "e7-d8", "a5-c3", "d8-e7", "b8-h2", "e7-f8"]
        goal: LessonStep.Win
        moveLimit: 7
        level: 10
        showCounts: true
        counts: ["brazilian-20"]
        text: qsTr("Now a real ending, and the kings have already wandered: 12 moves each are gone and only 8 of the 20 are left. Your king on c3 holds the main diagonal. Win within seven moves and waste none of them: close in on the lone king, then give a king so that its capture lands it where you can take it.")
    }
    // The weaker side's plan: c1-b2 puts the lone king alone on a1-h8 (referee: brazilian-5
    // starts); the engine sees no win for Black (depth 14, score about 0).
    LessonStep {
        kind: LessonStep.Move
        fen: "W:WKc1:BKb8,Kd8,Kh6"
        showCounts: true
        counts: ["brazilian-20"]
        expected: ["c1-b2"]
        text: qsTr("Now you are the weaker side: one king against three. Your plan is the same facts seen from the other side: go to the main diagonal, where you are alone, and the 5-move count starts.")
        wrongText: qsTr("That square is not on the main diagonal. From c1, only b2 is.")
        successText: qsTr("You are alone on the main diagonal: the 5-move count has started. Stay on it, out of reach.")
    }
    // HoldDraw: the lone king on a1, alone on the main diagonal; brazilian-5 runs (10 plies);
    // the engine finds no forced win for Black within it (score about 0 at depth 12).
    LessonStep {
        kind: LessonStep.PlayOut
        fen: "W:WKa1:BKb8,Kd8,Kf8"
        goal: LessonStep.HoldDraw
        level: 10
        showCounts: true
        text: qsTr("Hold the draw against the computer. Keep your king on the main diagonal, never stop where it can be captured, and let the 5-move count run out.")
    }
    LessonStep {
        kind: LessonStep.Read
        fen: "W:WKa1:BKb8,Kd8,Kf8"
        showCounts: true
        counts: ["brazilian-5", "brazilian-20"]
        text: qsTr("And if the lone king does step into a trap on the very last counted move, the capture still wins: the win is checked before any count.")
    }
}
