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
    // As wide as its longest name, in the page's font: the current name alone left
    // "Português" cut short where a page's font grows with the window.
    implicitContentWidthPolicy: ComboBox.WidestText
    // Fusion's box keeps its height for the default font; a page's larger font needs more.
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset, Math.ceil(metrics.height) + topPadding + bottomPadding + 4)

    FontMetrics {
        id: metrics

        font: root.font
    }
    Accessible.name: qsTr("Language")
    onActivated: {
        Language.current = currentValue;
        if (!Startup.quiet)
            Preferences.language = currentValue;
    }
}
