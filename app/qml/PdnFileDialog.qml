// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Qt.labs.platform as Platform
import Damas

// The file picker for PDN games: the desktop's own dialog where the platform offers one, else the
// Qt Widgets dialog (main.cpp runs a QApplication for it). Qt 6.4's QtQuick.Dialogs drawn
// fallback cannot save: its Save button stays disabled whatever name is typed. Pages load this
// only when it is first wanted, so the window shows at once. The chosen file is `file`.
Platform.FileDialog {
    property bool saving: false

    title: saving ? qsTr("Save the game as PDN") : qsTr("Open a PDN file")
    fileMode: saving ? Platform.FileDialog.SaveFile : Platform.FileDialog.OpenFile
    acceptLabel: saving ? qsTr("Save") : qsTr("Open")
    rejectLabel: qsTr("Cancel")
    defaultSuffix: "pdn"
    nameFilters: saving ? [qsTr("PDN files (*.pdn)")] : [qsTr("PDN files (*.pdn)"), qsTr("All files (*)")]

    // Opens in the folder of the last PDN file (else Documents, else home), never in whatever
    // folder the app was started from. The last file, when it is there, stays picked, as
    // desktop dialogs do.
    function show() {
        folder = Preferences.pdnFolder();
        open();
    }

    onAccepted: Preferences.rememberPdnFile(file)
}
