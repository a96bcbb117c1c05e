// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Damas

// The interface language, switched at once (also in the middle of a lesson) and kept for the
// next run.
ComboBox {
    id: root

    objectName: "languageBox"
    model: Language.available
    textRole: "name"
    valueRole: "code"
    currentIndex: Language.currentIndex
    Accessible.name: qsTr("Language")
    onActivated: {
        Language.current = currentValue;
        if (!Startup.quiet)
            Preferences.language = currentValue;
    }
}
