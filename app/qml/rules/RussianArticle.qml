// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Damas

// How to play Russian draughts (the 2022 rules of the Russian federation), in the order of the
// source text: the start, men and captures, flying kings, crowning in the middle of a capture,
// a combination that ends in a crowning, how the game ends, the notation.
Article {
    id: article

    readonly property var board: VariantCatalog.board("russian")

    articleId: "russian"
    variant: "russian"
    title: qsTr("How to play Russian draughts")
    shortTitle: qsTr("Russian draughts")

    ArticleSection {
        sectionId: "russian-intro"
        title: qsTr("Two rules give it its character")
        ArticleText {
            text: qsTr("Russian draughts is played like its cousins, with two differences that shape every game. You may make any capture on the board, even a small one when a bigger one is there. And a man that reaches the crowning row in the middle of a capture becomes a king on the spot, and goes on capturing as a king if it can.")
        }
        ArticleText {
            text: qsTr("Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.")
        }
    }
    ArticleSection {
        sectionId: "russian-start"
        title: qsTr("The start of the game")
        lesson: "russian-board"
        ArticleText {
            text: qsTr("The game is played on the %1 dark squares of the %2×%2 board. Each square has a letter and a number: the columns run from a to %3 starting at White's left, and the rows from 1 to %2 starting at White's side, so the corner on White's left is a1.")
            args: [article.board.squares, article.board.size, article.board.lastColumn]
        }
        ArticleText {
            text: qsTr("Each side has %1 men: White fills rows 1 to %2, Black rows %3 to %4. White moves first.")
            args: [article.board.men, article.board.rows, article.board.size - article.board.rows + 1, article.board.size]
        }
        ArticleDiagram {
            highlights: ["a1", "h8"]
            caption: qsTr("The start position. a1 is the dark corner on White's left; h8 is the one on Black's left.")
            lesson: "russian-board"
        }
    }
    ArticleSection {
        sectionId: "russian-men-captures"
        title: qsTr("Men and captures")
        lesson: "russian-captures"
        ArticleText {
            text: qsTr("A man moves one square diagonally forward, never back, and only to an empty square. It captures more freely: forward or backward, it jumps over an enemy piece next to it onto the empty square just behind.")
        }
        ArticleDiagram {
            fen: "W:Wd4:Bc3"
            arrows: ["d4:b2"]
            caption: qsTr("A man captures backward too: the white man on d4 jumps the black man on c3 and lands on b2.")
            lesson: "russian-captures"
            step: 1
        }
        ArticleText {
            text: qsTr("A capture has to be finished: as long as the piece can jump again, it goes on. The pieces it jumps stay on the board until the move is over, so none can be jumped twice and each one still blocks the way. When several captures are possible, you may choose any of them, so look at what each one leaves behind.")
        }
        ArticleDiagram {
            fen: "W:Wc3:Bb4,d4,b6,d6"
            highlights: ["d4"]
            arrows: ["c3:a5:c7:e5:c3"]
            caption: qsTr("A round trip: the man on c3 takes b4, b6, d6 and d4 and comes back to c3. The man on d4 is taken last; until then it stands in the way.")
            lesson: "russian-captures"
            step: 4
        }
    }
    ArticleSection {
        sectionId: "russian-kings"
        title: qsTr("Flying kings")
        lesson: "russian-kings"
        ArticleText {
            text: qsTr("A man that reaches the crowning row becomes a king: White's on row %1, Black's on row 1. A king moves any distance along a free diagonal, in any direction.")
            args: [article.board.size]
        }
        ArticleDiagram {
            fen: "W:WKd4:Ba7,h6"
            arrows: ["d4-h8", "d4-a1", "d4-b6", "d4-g1"]
            caption: qsTr("From d4 the king can reach any square under the arrows; the man on a7 stops it at b6.")
            lesson: "russian-kings"
            step: 3
        }
        ArticleText {
            text: qsTr("From any distance a king can jump an enemy piece that has a free square behind it, and land on any free square beyond. But if one of those squares lets it capture again, it must stop on one that does.")
        }
        ArticleDiagram {
            fen: "W:WKa1:Bc3,d6,d8"
            highlights: ["e5"]
            arrows: ["a1:e5:c7"]
            caption: qsTr("After jumping c3 the king could land on d4, e5, f6, g7 or h8, but only e5 lets it go on, over d6: it must land there.")
            lesson: "russian-kings"
            step: 6
        }
    }
    ArticleSection {
        sectionId: "russian-crowning"
        title: qsTr("Crowning in the middle of a capture")
        lesson: "russian-crowning"
        ArticleText {
            text: qsTr("This is where Russian draughts parts from the other variants here. A man that reaches the crowning row while capturing becomes a king at that very moment. If it can capture again, it must, with a king's reach, in the same move.")
        }
        ArticleDiagram {
            fen: "W:Wb6,c3,e3,g3,h2:Bc7,g5,a7,f8,h8"
            highlights: ["d8"]
            arrows: ["b6:d8:h4"]
            caption: qsTr("The man on b6 takes c7 and lands on d8, a king at once; as a king it flies on over g5 to h4, all in one move.")
            lesson: "russian-crowning"
            step: 1
        }
        ArticleText {
            text: qsTr("So when an enemy man is one jump away from your back row, look also along the diagonals that leave its landing square: a king can run along them before your turn comes.")
        }
        ArticleDiagram {
            fen: "W:Wf4,g3,b2,h2,a1,c1,e1:Bb8,d8,f8,c7,e7,g7,a3"
            highlights: ["a3", "c1"]
            arrows: ["c1-h6"]
            caption: qsTr("The black man on a3 is one jump from c1. If White left c1 empty, it would jump b2, be crowned on c1 and run on along c1-h6.")
            lesson: "russian-crowning"
            step: 5
        }
    }
    ArticleSection {
        sectionId: "russian-combination"
        title: qsTr("A combination that ends in a crowning")
        lesson: "russian-forced-captures"
        ArticleText {
            text: qsTr("Your opponent's captures are compulsory too, so you can sometimes lead one of their men, or your own piece, exactly where you want it. The lesson on forced captures teaches how to look for these moves.")
        }
        ArticleDiagram {
            fen: "W:Wd4,c3,e3,b2,a1,c1,g1:Bh8,a7,c7,e7,g5,a3"
            highlights: ["b4"]
            arrows: ["c3-b4", "d4:b6:d8:f6:h4"]
            caption: qsTr("White plays c3-b4 and Black must take, a3:c5. The man on d4 then jumps c5 and c7, is crowned on d8 and, as a king, takes e7 and g5: d4:h4.")
            lesson: "russian-forced-captures"
            step: 6
        }
    }
    ArticleSection {
        sectionId: "russian-end"
        title: qsTr("How the game ends")
        lesson: "russian-counts"
        ArticleText {
            text: qsTr("If it is your turn and you have no piece left or no legal move, you have lost. A draw can be proposed with Offer draw. The other draws come from the Russian rules of 2022, and the program applies them by itself:")
        }
        ArticleText {
            bullet: true
            text: qsTr("Repetition. The same pieces on the same squares, with the same side to move, for the third time.")
        }
        ArticleText {
            bullet: true
            text: qsTr("Three kings or more against a lone king. With or without other pieces beside them, the stronger side must take the lone king by its %1th move at the latest, counted from the start of that ending.")
            args: [VariantCatalog.drawLimit("russian-15-three-kings")]
        }
        ArticleText {
            bullet: true
            text: qsTr("Three pieces against a lone king on the main diagonal. If none of the three stands on that diagonal, from a1 to h8, the stronger side has until its %1th move to take it.")
            args: [VariantCatalog.drawLimit("russian-5-main-road")]
        }
        ArticleText {
            bullet: true
            text: qsTr("Kings on both sides, with no capture and no crowning: %1 moves by each side with %2 or %3 pieces on the board, %4 with %5 or %6, %7 with %8 or %9. Man moves do not start this count again.")
            args: {
                const b = VariantCatalog.drawLimits("russian-balance");
                return [b[0].moves, b[0].minPieces, b[0].maxPieces, b[1].moves, b[1].minPieces, b[1].maxPieces, b[2].moves, b[2].minPieces, b[2].maxPieces];
            }
        }
        ArticleText {
            bullet: true
            text: qsTr("Only kings moving. No man moved and nothing taken for %1 moves by each side with %2 or %3 pieces, or %4 with %5 or %6.")
            args: {
                const b = VariantCatalog.drawLimits("russian-kings-only");
                return [b[0].moves, b[0].minPieces, b[0].maxPieces, b[1].moves, b[1].minPieces, b[1].maxPieces];
            }
        }
        ArticleText {
            text: qsTr("Neither of the last two counts applies with %1 pieces or more on the board. A win on the last counted move comes before the draw.")
            args: {
                const b = VariantCatalog.drawLimits("russian-balance");
                return [b[b.length - 1].maxPieces + 1];
            }
        }
        ArticleDiagram {
            fen: "W:WKc1,Ke1,g3:BKh8"
            highlights: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
            caption: qsTr("Three white pieces, none on the main diagonal, against the black king on h8: the main-diagonal count runs, in White's moves only.")
            lesson: "russian-counts"
            step: 3
        }
        ArticleText {
            text: qsTr("Three parts of the rules need an arbiter or depend on the clock, and the program does not apply them: article 6.1.8.7, under which an arbiter declares a position clearly drawn; article 6.1.10.4, which depends on the time control; and the exception to the main-diagonal rule for when a chance to win arises (part of article 6.1.8.5). The article Draws and endgames explains every count in detail.")
        }
    }
    ArticleSection {
        sectionId: "russian-notation"
        title: qsTr("Moves, with a colon")
        lesson: "russian-board"
        ArticleText {
            text: qsTr("A plain move, one that takes nothing, joins its two squares with a hyphen, as in c3-d4. A capture uses a colon instead, as in d4:b2. A capture of several pieces writes only where it starts and where it ends, so d2:h6 does not name f4; the squares in between are written only when two legal captures share their start and end but take different pieces. The Notation page compares this with the other variants.")
        }
        ArticleDiagram {
            fen: "W:Wd2:Be3,g5"
            arrows: ["d2:f4:h6"]
            caption: qsTr("The man on d2 takes e3 and g5, landing on f4 and then h6. It is written d2:h6.")
            lesson: "russian-board"
        }
        ArticleText {
            text: qsTr("In the Russian lessons you will crown a man and go on capturing yourself, and then you can start a game under these rules.")
        }
    }
}
