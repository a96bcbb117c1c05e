// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// An article of the rules pages, read from top to bottom: a title, then its sections. Texts are
// qsTr() (translated in translations/damas_*.ts); every count, limit and bracket in them comes
// from the engine's rule data through the placeholders of an ArticleText. Each diagram is an
// example position, White at the bottom.
//   Article {
//       articleId: "russian"
//       variant: "russian"
//       title: qsTr("How to play Russian draughts")
//       ArticleSection { sectionId: "russian-start"; title: qsTr("..."); ArticleText { ... } }
//   }
QtObject {
    // The article's id; its sections' ids are unique across all articles.
    property string articleId
    // The variant of its diagrams and of "play from here".
    property string variant
    property string title
    // The short name in the list of articles.
    property string shortTitle
    default property list<ArticleSection> sections
}
