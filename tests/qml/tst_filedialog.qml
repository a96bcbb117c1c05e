// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Qt.labs.platform as Platform
import Damas
import DamasTest

// The PDN file picker loads (its modules are installed, see scripts/setup-debian.sh), saves and
// opens with the right mode, labels and filters, and starts in the folder of the last PDN file.
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

        // It opens where the last PDN file was opened or saved, never in the folder the app was
        // started from.
        function test_startsWhereTheLastFileWas() {
            const folder = TestSupport.newFolder();
            Preferences.rememberPdnFile(TestSupport.fileUrl(folder + "/club.pdn"));
            dialog.saving = false;
            dialog.show();
            compare(dialog.folder, TestSupport.fileUrl(folder));
            dialog.close();
            compare(Preferences.pdnFolder(), TestSupport.fileUrl(folder));
        }
    }
}
