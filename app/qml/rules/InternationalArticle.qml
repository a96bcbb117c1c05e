// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Damas

// How to play international draughts, on the plan of the Russian article, citing the articles
// of the official FMJD rules (Annex 1) it explains; docs/rules-checklist.md says where each
// number was confirmed.
Article {
    id: article

    readonly property var board: VariantCatalog.board("international")

    articleId: "international"
    variant: "international"
    title: qsTr("How to play international draughts")
    shortTitle: qsTr("International draughts")

    ArticleSection {
        sectionId: "international-intro"
        title: qsTr("The big board")
        ArticleText {
            text: qsTr("International draughts, under the official rules of the World Draughts Federation (FMJD), is played on a %1×%1 board. Men capture backward too, kings fly, and you must make the capture that takes the most pieces.")
            args: [article.board.size]
        }
        ArticleText {
            text: qsTr("Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.")
        }
    }
    ArticleSection {
        sectionId: "international-start"
        title: qsTr("The start of the game")
        lesson: "international-board"
        ArticleText {
            text: qsTr("The game is played on the %1 dark squares (FMJD article 2.2), with the long diagonal starting at each player's left (article 2.4). The squares are numbered 1 to %1 row by row from Black's side (article 2.6). Each side has %2 men on its first %3 rows: Black on 1 to %2, White on the rest. White moves first.")
            args: [article.board.squares, article.board.men, article.board.rows]
        }
        ArticleDiagram {
            highlights: ["46", "5"]
            caption: qsTr("The start position; 46 and 5 are the two ends of the long diagonal.")
            lesson: "international-board"
        }
    }
    ArticleSection {
        sectionId: "international-men-captures"
        title: qsTr("Men and captures")
        lesson: "international-captures"
        ArticleText {
            text: qsTr("A man moves one square diagonally forward. It captures forward and backward (article 4.1), and a capture is compulsory: a man next to an enemy piece with a free square behind it must jump it (article 4.2), and go on jumping while it can (article 4.5). The pieces jumped are lifted only when the move is over.")
        }
        ArticleDiagram {
            fen: "W:W32:B28,18,17,27"
            highlights: ["28"]
            arrows: ["32x23x12x21x32"]
            caption: qsTr("The man on 32 takes four men and comes back to 32. The men it jumps are lifted only once the move is over.")
            lesson: "international-captures"
            step: 4
        }
    }
    ArticleSection {
        sectionId: "international-majority"
        title: qsTr("The capture that takes the most")
        lesson: "international-majority"
        ArticleText {
            text: qsTr("When several captures are possible, you must make the one that takes the most pieces, a king counting as one piece like a man (article 4.13). Only between captures that take the same number may you choose (article 4.14).")
        }
        ArticleDiagram {
            fen: "W:W48:B24,K31,34,K42,43"
            arrows: ["48x39x30x19", "48x37x26"]
            caption: qsTr("48x19 takes three men; 48x26 would take two kings. The three men must be taken: the kind of piece does not matter, only the number.")
            lesson: "international-majority"
            step: 1
        }
    }
    ArticleSection {
        sectionId: "international-kings"
        title: qsTr("Flying kings")
        lesson: "international-kings"
        ArticleText {
            text: qsTr("A king moves any distance along a free diagonal (article 3.9). It captures from near or far, over an enemy piece with one or more empty squares behind it, and lands on the one it chooses (article 4.3), but if one of them lets it capture again, it must land there.")
        }
        ArticleDiagram {
            fen: "W:WK46:B5,23"
            highlights: ["23"]
            arrows: ["46x19", "46x14", "46x10"]
            caption: qsTr("The king on 46 jumps 23 from afar and may land on 19, 14 or 10.")
            lesson: "international-kings"
            step: 3
        }
    }
    ArticleSection {
        sectionId: "international-crowning"
        title: qsTr("Crowning only at the end of the move")
        lesson: "international-majority"
        ArticleText {
            text: qsTr("A man is crowned when its move ends on the far row (article 3.5). If a capture passes over that row and goes on, the man stays a man (article 4.15).")
        }
        ArticleDiagram {
            fen: "W:W15:B9,10"
            arrows: ["15x4x13"]
            caption: qsTr("The man on 15 jumps 10 to 4 on the far row, then must jump 9 and ends on 13, still a man.")
            lesson: "international-majority"
            step: 5
        }
    }
    ArticleSection {
        sectionId: "international-end"
        title: qsTr("How the game ends")
        lesson: "international-game-end"
        ArticleText {
            text: qsTr("If it is your turn and you have no piece left or no legal move, you have lost. A draw can be proposed with Offer draw. The program also ends a game as a draw by itself: the same position for the third time (article 6.1); %1 moves by each side with no capture and no man moved (article 6.2); %2 moves by each side when three pieces face a lone king (article 6.3); and %3 moves by each side in the shorter endings of articles 6.3 and 6.4, which Draws and endgames lists.")
            args: [VariantCatalog.drawLimit("international-25"), VariantCatalog.drawLimit("international-16"), VariantCatalog.drawLimit("international-5-endgame")]
        }
    }
    ArticleSection {
        sectionId: "international-notation"
        title: qsTr("Moves, with numbers")
        lesson: "international-board"
        ArticleText {
            text: qsTr("A move joins its two squares with a hyphen, as in 32-28, and a capture with an x, as in 28x19. A capture of several pieces writes only where it starts and ends, unless two captures share both squares.")
        }
    }
}
