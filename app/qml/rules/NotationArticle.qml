// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Damas

// The notation of the four variants side by side: how squares are named, which way the
// numbering runs, the separators, and when a capture is written in full, with a diagram each.
// Every move written here is the engine's own writing of the diagram's capture.
//   8x8 numbers (American; every 8x8 FEN)      10x10 numbers (International, FMJD 2.6)
//        b8  d8  f8  h8                               b10 d10 ... j10
//   8 .  1 .  2 .  3 .  4                        10 .  1 .  2 ...  5
//   7 5  . 6  . 7  . 8  .                         9  6 .  7 . ... 10 .
//   ...                                           ...
//   1 29 . 30 . 31 . 32 .                         1 46 . 47 . ... 50 .
//     a1   c1   e1   g1                             a1   c1   ... i1
Article {
    id: article

    readonly property var american: VariantCatalog.board("american")
    readonly property var international: VariantCatalog.board("international")
    readonly property var russian: VariantCatalog.board("russian")

    articleId: "notation"
    title: qsTr("Notation: how the four variants write a move")
    shortTitle: qsTr("Notation")

    ArticleSection {
        sectionId: "notation-intro"
        title: qsTr("Two ways of naming a square")
        ArticleText {
            text: qsTr("Every move is written with the squares it goes through, but the variants do not name their squares the same way. This page sets the four side by side. Each diagram is an example position, White at the bottom, with one capture drawn on it and written in that variant's notation.")
        }
        ArticleText {
            bullet: true
            text: qsTr("Numbers: American checkers numbers the dark squares from 1 to %1 on its %2×%2 board, and International draughts from 1 to %3 on its %4×%4 board.")
            args: [article.american.squares, article.american.size, article.international.squares, article.international.size]
        }
        ArticleText {
            bullet: true
            text: qsTr("Letters and digits: Brazilian and Russian draughts name each square by its column, a to %1 from White's left, and its row, 1 to %2 from White's side, as in chess. a1 is the dark corner on White's left.")
            args: [article.russian.lastColumn, article.russian.size]
        }
    }
    ArticleSection {
        sectionId: "notation-numbering"
        title: qsTr("Which way the numbers run")
        ArticleText {
            text: qsTr("The numbers run row by row from Black's side, left to right as White sees the board: square 1 is the first dark square of the top row, and square %1 (or %2 on the big board) the last one of White's back row. So White's men start on the high numbers and walk towards the low ones, and Black's the other way round. The letters, by contrast, are read from White's side: row 1 is White's back row.")
            args: [article.american.squares, article.international.squares]
        }
    }
    ArticleSection {
        sectionId: "notation-separators"
        title: qsTr("Hyphen, x or colon")
        ArticleText {
            bullet: true
            text: qsTr("A plain move, one that takes nothing, joins its two squares with a hyphen in every variant: 11-15, 32-28, c3-d4.")
        }
        ArticleText {
            bullet: true
            text: qsTr("A capture puts an x between its squares in American, International and Brazilian notation (22x15, 28x19, c3xe5), and a colon in Russian notation (c3:e5).")
        }
    }
    ArticleSection {
        sectionId: "notation-full"
        title: qsTr("When a capture is written in full")
        ArticleText {
            text: qsTr("A capture of several pieces is written with where it starts and where it ends only, in all four variants. The squares in between are added only when two legal captures share the same start and end but take different pieces: then the squares where the piece lands tell them apart.")
        }
        ArticleDiagram {
            variant: "russian"
            fen: "W:WKc5:Bg7,d6,d4,d2"
            arrows: ["c5:f8:h6:c1", "c5:e3:c1"]
            caption: qsTr("Russian draughts: the king on c5 can reach c1 by two captures that take different men, so each is written in full: c5:f8:h6:c1 or c5:e3:c1.")
        }
    }
    ArticleSection {
        sectionId: "notation-american"
        title: qsTr("American checkers")
        ArticleText {
            text: qsTr("Squares 1 to %1 (WCDF rules, article 1.5), a hyphen for a move and an x for a capture. Black moves first, from squares 1 to %2.")
            args: [article.american.squares, article.american.men]
        }
        ArticleDiagram {
            variant: "american"
            fen: "W:W22:B18,11"
            arrows: ["22x15x8"]
            caption: qsTr("The man on 22 jumps 18 and 11 and stops on 8: written 22x8.")
        }
    }
    ArticleSection {
        sectionId: "notation-international"
        title: qsTr("International draughts")
        ArticleText {
            text: qsTr("Squares 1 to %1 (FMJD rules, article 2.6), a hyphen for a move and an x for a capture. White moves first, from squares %2 to %1.")
            args: [article.international.squares, article.international.squares - article.international.men + 1]
        }
        ArticleDiagram {
            variant: "international"
            fen: "W:W32:B28,18"
            arrows: ["32x23x12"]
            caption: qsTr("The man on 32 jumps 28 and 18 and stops on 12: written 32x12.")
        }
    }
    ArticleSection {
        sectionId: "notation-brazilian"
        title: qsTr("Brazilian draughts")
        ArticleText {
            text: qsTr("Squares a1 to %1%2, a hyphen for a move and an x for a capture: the board of Russian draughts with the separators of International draughts.")
            args: [article.russian.lastColumn, article.russian.size]
        }
        ArticleDiagram {
            variant: "brazilian"
            fen: "W:Wc3:Bd4,f6"
            arrows: ["c3xe5xg7"]
            caption: qsTr("The man on c3 jumps d4 and f6 and stops on g7: written c3xg7.")
        }
    }
    ArticleSection {
        sectionId: "notation-russian"
        title: qsTr("Russian draughts")
        ArticleText {
            text: qsTr("Squares a1 to %1%2, a hyphen for a move and a colon for a capture.")
            args: [article.russian.lastColumn, article.russian.size]
        }
        ArticleDiagram {
            variant: "russian"
            fen: "W:Wd2:Be3,g5"
            arrows: ["d2:f4:h6"]
            caption: qsTr("The man on d2 jumps e3 and g5 and stops on h6: written d2:h6, without f4.")
        }
    }
}
