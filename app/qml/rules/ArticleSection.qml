// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// A section of an article: a heading with an id that links reach (the play page's counts, the
// lessons, docs/rules-checklist.md), then its paragraphs and diagrams in order. Level 2 is a
// subsection.
QtObject {
    property string sectionId
    property string title
    property int level: 1
    // The lesson that teaches this section (its id), for the "lesson" link under the heading.
    property string lesson
    default property list<QtObject> blocks
}
