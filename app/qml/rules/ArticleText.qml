// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick

// A paragraph (or, with `bullet`, an item of a list). `text` holds %1, %2, ... where `args`
// go in, in order: the numbers and materials read from the engine (VariantCatalog), never typed
// into the text.
QtObject {
    readonly property string kind: "text"
    property string text
    property var args: []
    property bool bullet: false
    readonly property string shown: {
        let t = text;
        for (const a of args)
            t = t.arg(a);
        return t;
    }
}
