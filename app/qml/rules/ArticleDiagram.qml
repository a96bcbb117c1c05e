// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// An example position of an article (PDN FEN, White at the bottom), its highlighted squares and
// arrows, a caption, and where it can be opened: on the play page against the computer, and in
// the lesson (id, 1-based step) it belongs to.
QtObject {
    readonly property string kind: "diagram"
    // Empty: the article's variant.
    property string variant
    property string fen
    property var highlights: []
    property var arrows: []
    property string caption
    property string lesson
    property int step: 1
}
