// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Qt.labs.platform as Platform
import Damas

// The PDN file picker loads (its modules are installed, see scripts/setup-debian.sh), saves and
// opens with the right mode, labels and filters, and starts in the documents folder.
Item {
    PdnFileDialog {
        id: dialog
    }

    TestCase {
        name: "FileDialog"

        function test_openAndSaveModes() {
            dialog.saving = false;
            compare(dialog.fileMode, Platform.FileDialog.OpenFile);
            compare(dialog.acceptLabel, "Open");
            compare(dialog.nameFilters.length, 2);
            dialog.saving = true;
            compare(dialog.fileMode, Platform.FileDialog.SaveFile);
            compare(dialog.acceptLabel, "Save");
            compare(dialog.nameFilters, ["PDN files (*.pdn)"]);
            compare(dialog.defaultSuffix, "pdn");
        }

        function test_startsInDocuments() {
            const documents = Platform.StandardPaths.writableLocation(Platform.StandardPaths.DocumentsLocation);
            verify(documents.toString().length > 0);
            compare(dialog.folder, documents);
        }
    }
}
