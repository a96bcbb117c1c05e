// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Damas

// Draws and endgames: the counts that end a game by themselves, in the order of the source
// text. Each count is a section of its own, with the rule id as its id (the play page's (i)
// opens it), and every number and material comes from the referee's rule data.
Article {
    articleId: "draws"
    title: qsTr("Draws and endgames: the counts that end a game by themselves")
    shortTitle: qsTr("Draws and endgames")

    ArticleSection {
        sectionId: "draws-automatic"
        title: qsTr("Draws nobody has to claim")
        ArticleText {
            text: qsTr("A game here can end in a draw without anyone offering one. A federation may apply some of its draw rules only when a player claims them. Here the limits below apply by themselves: the moment a count runs out, the game is over, and the result line says why: “%1”, “%2” or “%3”.")
            args: {
                Language.current;
                return [VariantCatalog.drawSentence("repetition"), VariantCatalog.drawSentence("move-limit"), VariantCatalog.drawSentence("endgame")];
            }
        }
    }
    ArticleSection {
        sectionId: "draws-units"
        title: qsTr("Counted in each player's moves")
        ArticleText {
            text: qsTr("Every count below is in moves of each player: five moves mean five by White and five by Black. The two Russian limits that name the stronger side count that side's moves only.")
        }
    }
    ArticleSection {
        sectionId: "repetition"
        title: qsTr("Threefold repetition")
        lesson: "russian-repetition"
        ArticleText {
            text: qsTr("In all four variants, the same pieces on the same squares, with the same side to move, for the third time, is a draw. The three times need not come one after another. A capture or a man move wipes the slate clean, because after either of them no earlier position can come back.")
        }
        ArticleDiagram {
            variant: "russian"
            fen: "W:WKa1,Kg1,c3:BKb8"
            highlights: ["a1", "g1", "c3", "b8"]
            caption: qsTr("White is a king up and throws the advantage away by moving its kings back and forth. A repetition needs both sides back on the same squares, so the side ahead has a say in it.")
            lesson: "russian-repetition"
            step: 2
        }
    }
    ArticleSection {
        sectionId: "draws-american"
        title: qsTr("American checkers")
        lesson: "american-counts"
        ArticleText {
            text: qsTr("The rule is article 1.32.2 of the WCDF Rules of Draughts.")
        }
    }
    ArticleSection {
        sectionId: "american-40"
        level: 2
        title: qsTr("The %1-move rule").arg(VariantCatalog.drawLimit("american-40"))
        lesson: "american-counts"
        ArticleText {
            text: qsTr("The game is drawn when, over their own previous %1 moves, neither player has advanced a man towards the crowning row and no piece has left the board. In practice that is %1 moves by each side in which only kings move. A man move or a capture starts the count again. There is no shorter limit for endings.")
            args: [VariantCatalog.drawLimit("american-40")]
        }
    }
    ArticleSection {
        sectionId: "draws-brazilian"
        title: qsTr("Brazilian draughts")
        lesson: "brazilian-counts"
        ArticleText {
            text: qsTr("The limits are taken from the official rules of the CBD. The %1-move rule is point 16 of the Regras Oficiais do Jogo de Damas, the numbered text of those rules that the Brazilian federations publish; the %2-move endings are not in that text.")
            args: [VariantCatalog.drawLimit("brazilian-20"), VariantCatalog.drawLimit("brazilian-5")]
        }
    }
    ArticleSection {
        sectionId: "brazilian-20"
        level: 2
        title: qsTr("The %1-move rule").arg(VariantCatalog.drawLimit("brazilian-20"))
        lesson: "brazilian-counts"
        ArticleText {
            text: qsTr("%1 moves by each side with kings only, no capture and no man moved. A man move or a capture starts this count again.")
            args: [VariantCatalog.drawLimit("brazilian-20")]
        }
    }
    ArticleSection {
        sectionId: "brazilian-5"
        level: 2
        title: qsTr("The %1-move endings").arg(VariantCatalog.drawLimit("brazilian-5"))
        lesson: "brazilian-counts"
        ArticleText {
            text: qsTr("%1 moves by each side in these endings: %2.")
            args: {
                Language.current;
                return [VariantCatalog.drawLimit("brazilian-5"), VariantCatalog.drawMaterials("brazilian-5", 0, 5)];
            }
        }
        ArticleText {
            text: qsTr("%1 moves by each side when %2 face a lone king on the main diagonal, as long as it is the only piece on it. Off the diagonal, only the %3-move count applies.")
            args: {
                Language.current;
                return [VariantCatalog.drawLimit("brazilian-5"), VariantCatalog.drawSides("brazilian-5", 5, 3), VariantCatalog.drawLimit("brazilian-20")];
            }
        }
        ArticleText {
            text: qsTr("In the %1-move endings a man move or a capture starts nothing again: there is a single count for the whole stretch of those positions.")
            args: [VariantCatalog.drawLimit("brazilian-5")]
        }
    }
    ArticleSection {
        sectionId: "draws-international"
        title: qsTr("International draughts")
        lesson: "international-counts"
        ArticleText {
            text: qsTr("The limits are articles 6.2, 6.3 and 6.4 of the official FMJD rules for international draughts.")
        }
    }
    ArticleSection {
        sectionId: "international-25"
        level: 2
        title: qsTr("The %1-move rule").arg(VariantCatalog.drawLimit("international-25"))
        lesson: "international-counts"
        ArticleText {
            text: qsTr("%1 moves by each side with kings only, no man moved and no capture. A man move or a capture starts this count again.")
            args: [VariantCatalog.drawLimit("international-25")]
        }
    }
    ArticleSection {
        sectionId: "international-16"
        level: 2
        title: qsTr("The %1-move ending").arg(VariantCatalog.drawLimit("international-16"))
        lesson: "international-counts"
        ArticleText {
            text: qsTr("%1 moves by each side with %2 against a lone king. A piece taken during those %1 moves does not start them again.")
            args: {
                Language.current;
                return [VariantCatalog.drawLimit("international-16"), VariantCatalog.drawSides("international-16")];
            }
        }
    }
    ArticleSection {
        sectionId: "international-5-diagonal"
        level: 2
        title: qsTr("%1 moves on the main diagonal").arg(VariantCatalog.drawLimit("international-5-diagonal"))
        lesson: "international-counts"
        ArticleText {
            text: qsTr("%1 moves by each side as soon as the lone king of that ending is the only piece on the main diagonal.")
            args: [VariantCatalog.drawLimit("international-5-diagonal")]
        }
    }
    ArticleSection {
        sectionId: "international-5-endgame"
        level: 2
        title: qsTr("The %1-move ending").arg(VariantCatalog.drawLimit("international-5-endgame"))
        lesson: "international-counts"
        ArticleText {
            text: qsTr("%1 moves by each side with %2 against a lone king. If a capture leads here from the %3-move ending, whichever deadline comes first applies.")
            args: {
                Language.current;
                return [VariantCatalog.drawLimit("international-5-endgame"), VariantCatalog.drawSides("international-5-endgame"), VariantCatalog.drawLimit("international-16")];
            }
        }
    }
    ArticleSection {
        sectionId: "draws-russian"
        title: qsTr("Russian draughts")
        lesson: "russian-counts"
        ArticleText {
            text: qsTr("The limits are taken from the Russian rules of 2022.")
        }
    }
    ArticleSection {
        sectionId: "russian-15-three-kings"
        level: 2
        title: qsTr("Three kings against one")
        lesson: "russian-counts"
        ArticleText {
            text: qsTr("With %1 against a lone king, the game is drawn if the stronger side has not taken it by its %2th move since the start of that ending.")
            args: {
                Language.current;
                return [VariantCatalog.drawSides("russian-15-three-kings"), VariantCatalog.drawLimit("russian-15-three-kings")];
            }
        }
    }
    ArticleSection {
        sectionId: "russian-5-main-road"
        level: 2
        title: qsTr("The main diagonal")
        lesson: "russian-counts"
        ArticleText {
            text: qsTr("With %1, none of them on the main diagonal, against a lone king standing on it: the same, by the stronger side's %2th move.")
            args: {
                Language.current;
                return [VariantCatalog.drawSides("russian-5-main-road"), VariantCatalog.drawLimit("russian-5-main-road")];
            }
        }
    }
    ArticleSection {
        sectionId: "russian-balance"
        level: 2
        title: qsTr("Kings on both sides")
        lesson: "russian-counts"
        ArticleText {
            text: qsTr("Both sides have kings, and nothing is captured or crowned: %1 moves by each side with %2 or %3 pieces on the board, %4 with %5 or %6, %7 with %8 or %9. Man moves do not start this count again.")
            args: {
                const b = VariantCatalog.drawLimits("russian-balance");
                return [b[0].moves, b[0].minPieces, b[0].maxPieces, b[1].moves, b[1].minPieces, b[1].maxPieces, b[2].moves, b[2].minPieces, b[2].maxPieces];
            }
        }
    }
    ArticleSection {
        sectionId: "russian-kings-only"
        level: 2
        title: qsTr("Only kings moving")
        lesson: "russian-counts"
        ArticleText {
            text: qsTr("Only kings have moved, no man and nothing captured: %1 moves by each side with %2 or %3 pieces, %4 with %5 or %6. This count does not apply with fewer than %7 pieces, nor with %8 or more.")
            args: {
                const b = VariantCatalog.drawLimits("russian-kings-only");
                return [b[0].moves, b[0].minPieces, b[0].maxPieces, b[1].moves, b[1].minPieces, b[1].maxPieces, b[0].minPieces, b[1].maxPieces + 1];
            }
        }
    }
    ArticleSection {
        sectionId: "draws-advice"
        title: qsTr("What this means on the board")
        lesson: "russian-technique"
        ArticleText {
            text: qsTr("If you are ahead, the count is your opponent's best defence, so treat it like a clock.")
        }
        ArticleText {
            bullet: true
            text: qsTr("Do not shuffle your kings. A king move that changes nothing uses up the count, and the third appearance of a position ends the game on the spot. Every move should bring a piece closer to a capture or to a new king.")
        }
        ArticleText {
            bullet: true
            text: qsTr("Know the number before simplifying. Two kings against one give you %1 moves by each side in Brazilian, International and Russian draughts. If you cannot see the win in that time, keep more pieces for now.")
            args: [VariantCatalog.drawLimit("brazilian-5")]
        }
        ArticleText {
            bullet: true
            text: qsTr("Spend man moves where they count. A man move starts the kings-only counts again in American, Brazilian and International draughts, so it pays to keep in reserve a man that can still move safely. It does not start the endgame counts again. In Russian draughts it starts the kings-only count again, but the count with no capture and no crowning keeps running.")
        }
        ArticleText {
            bullet: true
            text: qsTr("Take the main diagonal first. The main-diagonal counts of Brazilian, International and Russian draughts need the lone king to hold it, so a king of yours already standing there keeps them from starting.")
        }
        ArticleDiagram {
            variant: "brazilian"
            fen: "W:WKa1,Kc1,Ke1:BKh8"
            highlights: ["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]
            caption: qsTr("Brazilian draughts: three white kings against the black king on h8. The white king on a1 shares the main diagonal with it, so the lone king is not alone there.")
            lesson: "brazilian-counts"
        }
        ArticleText {
            text: qsTr("As long as that king stays on the diagonal, White keeps the whole %1 moves by each side.")
            args: [VariantCatalog.drawLimit("brazilian-20")]
        }
    }
    ArticleSection {
        sectionId: "draws-behind"
        title: qsTr("If you are behind")
        lesson: "russian-technique"
        ArticleText {
            text: qsTr("If you are behind, all of this is your plan. In Brazilian, International and Russian draughts, make for the main diagonal, keep out of reach and let the count run. And if you find the win at the last moment, it stands: the win is checked before any count, so taking the last piece on the last counted move beats the draw.")
        }
    }
    ArticleSection {
        sectionId: "draws-not-applied"
        title: qsTr("What is not applied")
        ArticleText {
            text: qsTr("Three parts of the Russian rules depend on an arbiter or on the clock, and the program does not apply them: an arbiter's judgement that a position is clearly drawn (6.1.8.7), a decision that depends on the time control (6.1.10.4), and the arbiter's exception to the main-diagonal count when a chance to win arises (part of 6.1.8.5).")
        }
    }
    ArticleSection {
        sectionId: "draws-practice"
        title: qsTr("Try it")
        ArticleText {
            text: qsTr("The lessons of each variant have steps on repetition and the move counts. To get a feel for the counts, play the computer on the play page and, when the game reaches an ending with kings, count the moves you have left.")
        }
    }
}
