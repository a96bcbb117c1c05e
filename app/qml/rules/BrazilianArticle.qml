// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Damas

// How to play Brazilian draughts (the official rules of the CBD), on the plan of the Russian
// article, citing the points of the numbered text the Brazilian federations publish, "Regras
// Oficiais do Jogo de Damas 64 casas e 100 casas" (undated), as the American article cites the
// WCDF's; docs/rules-checklist.md says where it was read and what it does not say.
Article {
    id: article

    readonly property var board: VariantCatalog.board("brazilian")

    articleId: "brazilian"
    variant: "brazilian"
    title: qsTr("How to play Brazilian draughts")
    shortTitle: qsTr("Brazilian draughts")

    ArticleSection {
        sectionId: "brazilian-intro"
        title: qsTr("International rules on a small board")
        ArticleText {
            text: qsTr("Brazilian draughts, under the official rules of the Brazilian Draughts Confederation (CBD), is international draughts on the %1×%1 board: men capture backward too, kings fly, and you must make the capture that takes the most pieces. The points cited below are those of the Regras Oficiais do Jogo de Damas, the numbered text of the rules that the Brazilian federations publish.")
            args: [article.board.size]
        }
        ArticleText {
            text: qsTr("Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.")
        }
    }
    ArticleSection {
        sectionId: "brazilian-start"
        title: qsTr("The start of the game")
        lesson: "brazilian-board"
        ArticleText {
            text: qsTr("The game is played on the %1 dark squares of the %2×%2 board (Regras Oficiais, point 2), named like a chessboard: columns a to %3 from White's left, rows 1 to %2 from White's side. The long dark diagonal, the main diagonal, starts at each player's left (point 3). Each side has %4 men on its first %5 rows. White, the light pieces, moves first (point 4).")
            args: [article.board.squares, article.board.size, article.board.lastColumn, article.board.men, article.board.rows]
        }
        ArticleDiagram {
            highlights: ["a1"]
            caption: qsTr("The start position; a1, the dark corner on White's left, begins the main diagonal.")
            lesson: "brazilian-board"
        }
    }
    ArticleSection {
        sectionId: "brazilian-men-captures"
        title: qsTr("Men and captures")
        lesson: "brazilian-captures"
        ArticleText {
            text: qsTr("A man moves one square diagonally forward (Regras Oficiais, point 5), and captures forward or backward (point 11), over an enemy piece next to it onto the empty square behind. Capturing is compulsory (point 9) and a capture is finished while the piece can jump again. It may cross the same empty square more than once (point 14), but the pieces jumped leave the board only when the move is over, so none is jumped twice (point 15).")
        }
        ArticleDiagram {
            fen: "W:Wa1:Bb2,d4,f6"
            arrows: ["a1xc3xe5xg7"]
            caption: qsTr("The man on a1 takes b2, d4 and f6 in one move, written a1xg7.")
            lesson: "brazilian-captures"
            step: 3
        }
    }
    ArticleSection {
        sectionId: "brazilian-majority"
        title: qsTr("The capture that takes the most")
        lesson: "brazilian-majority"
        ArticleText {
            text: qsTr("When several captures are possible, you must make the one that takes the most pieces (Regras Oficiais, point 12); a king counts as one piece, like a man (point 10). Only between captures that take the same number may you choose.")
        }
        ArticleDiagram {
            fen: "W:Wa3,e3,g3:Bb4,d4,f4,d6"
            arrows: ["g3xe5xc3xa5"]
            caption: qsTr("Three men can capture, but only g3 takes three pieces: g3xa5 is the move.")
            lesson: "brazilian-majority"
            step: 1
        }
    }
    ArticleSection {
        sectionId: "brazilian-kings"
        title: qsTr("Flying kings")
        lesson: "brazilian-kings"
        ArticleText {
            text: qsTr("A king moves any distance along a free diagonal, forward or backward (Regras Oficiais, point 8). It captures from afar: after the last piece it takes, it may stop on any free square behind it (point 17); before that, if one of the squares behind a piece lets it capture again, it must land on one that does.")
        }
        ArticleDiagram {
            fen: "W:WKd4:Bb8"
            arrows: ["d4-a1", "d4-h8", "d4-a7", "d4-g1"]
            caption: qsTr("From d4 the king reaches every square under the arrows.")
            lesson: "brazilian-kings"
            step: 1
        }
    }
    ArticleSection {
        sectionId: "brazilian-crowning"
        title: qsTr("Crowning only at the end of the move")
        lesson: "brazilian-majority"
        ArticleText {
            text: qsTr("A man is crowned when its move ends on the far row (Regras Oficiais, point 6). If a capture only passes over that row and goes on, the man stays a man (point 13).")
        }
        ArticleDiagram {
            fen: "W:Wd6:Be7,g7"
            arrows: ["d6xf8xh6"]
            caption: qsTr("The man on d6 jumps e7 to f8 and must go on over g7 to h6: it ends on h6 as a man.")
            lesson: "brazilian-majority"
            step: 5
        }
    }
    ArticleSection {
        sectionId: "brazilian-end"
        title: qsTr("How the game ends")
        lesson: "brazilian-game-end"
        ArticleText {
            text: qsTr("The aim is to capture or block all the opponent's pieces (Regras Oficiais, point 1): if it is your turn and you have no piece left or no legal move, you have lost. A draw can be proposed with Offer draw. The program also ends a game as a draw by itself: the same position for the third time; %1 moves by each side with no capture and no man moved, only kings (point 16); and %2 moves by each side in the short endings that the article Draws and endgames lists.")
            args: [VariantCatalog.drawLimit("brazilian-20"), VariantCatalog.drawLimit("brazilian-5")]
        }
    }
    ArticleSection {
        sectionId: "brazilian-notation"
        title: qsTr("Moves, with an x")
        lesson: "brazilian-board"
        ArticleText {
            text: qsTr("A move joins its two squares with a hyphen, as in c3-d4, and a capture with an x, as in c3xe5. A capture of several pieces writes only where it starts and ends, unless two captures share both squares.")
        }
    }
}
