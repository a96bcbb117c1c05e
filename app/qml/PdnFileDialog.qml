// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Dialogs

// The file picker for PDN games. Pages load it only when it is first wanted: the dialogs
// module takes a noticeable time to load, and the window should show at once.
FileDialog {
    property bool saving: false

    title: saving ? qsTr("Save the game as PDN") : qsTr("Open a PDN file")
    fileMode: saving ? FileDialog.SaveFile : FileDialog.OpenFile
    defaultSuffix: "pdn"
    nameFilters: saving ? [qsTr("PDN files (*.pdn)")] : [qsTr("PDN files (*.pdn)"), qsTr("All files (*)")]
}
