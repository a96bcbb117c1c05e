// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Damas

// How to play American checkers, on the plan of the Russian article, citing the articles of the
// WCDF Rules of Draughts (Checkers), revised in 2008, that it explains; docs/rules-checklist.md
// says where each number was confirmed.
Article {
    id: article

    readonly property var board: VariantCatalog.board("american")

    articleId: "american"
    variant: "american"
    title: qsTr("How to play American checkers")
    shortTitle: qsTr("American checkers")

    ArticleSection {
        sectionId: "american-intro"
        title: qsTr("A short-range game")
        ArticleText {
            text: qsTr("American checkers, played under the rules of the World Checkers/Draughts Federation (WCDF), is the quietest of the four variants here: men capture forward only and kings move one square at a time, so every tempo counts. You may choose any capture when there are several.")
        }
        ArticleText {
            text: qsTr("Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.")
        }
    }
    ArticleSection {
        sectionId: "american-start"
        title: qsTr("The start of the game")
        lesson: "american-board"
        ArticleText {
            text: qsTr("The game is played on the %1 dark squares of the %2×%2 board, numbered 1 to %1 from Black's side (WCDF article 1.5). Each side has %3 men on its first %4 rows: Black on squares 1 to %3, White on the rest. Black moves first (article 1.13).")
            args: [article.board.squares, article.board.size, article.board.men, article.board.rows]
        }
        ArticleDiagram {
            variant: "american"
            highlights: ["1", "32"]
            caption: qsTr("The start position: Black on 1 to 12 at the top, White on 21 to 32 at the bottom.")
            lesson: "american-board"
        }
    }
    ArticleSection {
        sectionId: "american-men-captures"
        title: qsTr("Men and captures")
        lesson: "american-captures"
        ArticleText {
            text: qsTr("A man moves one square diagonally forward to an empty square (article 1.15), and captures forward only: it jumps an enemy piece next to it onto the empty square just behind (article 1.18). Capturing is compulsory. A capture has to be finished while the piece can jump again, but when several captures are possible you may choose any of them (articles 1.19 and 1.20).")
        }
        ArticleDiagram {
            variant: "american"
            fen: "W:W22,24:B18,3"
            highlights: ["18"]
            arrows: ["22x15"]
            caption: qsTr("The man on 22 must jump 18 and land on 15.")
            lesson: "american-captures"
            step: 1
        }
    }
    ArticleSection {
        sectionId: "american-kings"
        title: qsTr("Kings")
        lesson: "american-kings"
        ArticleText {
            text: qsTr("A man that reaches the far row is crowned king (article 1.16). A king moves one square in any diagonal direction, forward or backward (article 1.17), and captures the same way, over an adjacent piece to the square just behind (article 1.21).")
        }
        ArticleDiagram {
            variant: "american"
            fen: "W:WK22:B17,18,9,10"
            highlights: ["18"]
            arrows: ["22x13x6x15x22"]
            caption: qsTr("A king's round trip: from 22 it jumps 17, 9, 10 and 18 and comes back to 22.")
            lesson: "american-kings"
            step: 3
        }
    }
    ArticleSection {
        sectionId: "american-crowning"
        title: qsTr("Crowning ends the move")
        lesson: "american-crowning"
        ArticleText {
            text: qsTr("A man that reaches the far row during a capture is crowned there, and the move ends: it may capture again as a king only on its next turn (articles 1.16 and 1.19).")
        }
        ArticleDiagram {
            variant: "american"
            fen: "W:W11,30:B7,6,12"
            highlights: ["6"]
            arrows: ["11x2"]
            caption: qsTr("The man on 11 jumps 7 and is crowned on 2; the man on 6 is safe for now, because the move ends there.")
            lesson: "american-crowning"
            step: 4
        }
    }
    ArticleSection {
        sectionId: "american-end"
        title: qsTr("How the game ends")
        lesson: "american-game-end"
        ArticleText {
            text: qsTr("If it is your turn and you have no piece left or no legal move, you have lost (article 1.30). A draw can be proposed with Offer draw. The program also ends a game as a draw by itself in two cases: the same position for the third time (article 1.32.1), and %1 moves by each side with no capture and no man moved (article 1.32.2). There is no shorter limit for endings.")
            args: [VariantCatalog.drawLimit("american-40")]
        }
    }
    ArticleSection {
        sectionId: "american-notation"
        title: qsTr("Moves, with numbers")
        lesson: "american-board"
        ArticleText {
            text: qsTr("A move joins its two squares with a hyphen, as in 11-15, and a capture with an x, as in 22x15. A capture of several pieces writes only where it starts and ends, unless two captures share both squares.")
        }
    }
}
