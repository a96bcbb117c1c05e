// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Damas
import DamasTest

// The About box, opened from the home page: the version being built, the licence, the four
// rule books with their editions, in the language chosen.
Item {
    width: 1000
    height: 700

    GameController {
        id: game

        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {}
    }
    HomePage {
        id: page

        anchors.fill: parent
        controller: game
    }

    TestCase {
        name: "About"
        when: windowShown

        function cleanup() {
            const dialog = findChild(page, "aboutDialog");
            if (dialog.visible)
                dialog.close();
            Language.current = "en";
        }

        function openFromHome() {
            const dialog = findChild(page, "aboutDialog");
            verify(!dialog.visible);
            mouseClick(findChild(page, "aboutButton"));
            tryVerify(() => dialog.opened);
            return dialog;
        }

        function test_versionLicenceAndBooks() {
            const dialog = openFromHome();
            verify(About.version.match(/^\d+\.\d+\.\d+$/), About.version);
            compare(findChild(dialog, "aboutVersion").text, "Version " + About.version);
            verify(findChild(dialog, "aboutLicence").text.indexOf("GPL-3.0-or-later") >= 0);
            const books = findChild(dialog, "ruleBooks");
            compare(books.count, 4);
            // Each book with its edition, in the order of the variants (docs/rules-checklist.md,
            // "The rule books").
            const editions = [["WCDF", "revised in 2008"], ["CBD", "“Regras Oficiais do Jogo de Damas 64 casas e 100 casas”: undated"],
                              ["FMJD", "Annex 1, version of May 2011"],
                              ["Draughts Federation of Russia", "edition of 2022"]];
            for (let i = 0; i < editions.length; ++i) {
                for (const part of editions[i])
                    verify(books.model[i].indexOf(part) >= 0, books.model[i] + ": " + part);
            }
        }

        // The box is centred in the window, in every language, from a small window to a large
        // one, and stays centred when the window is resized while it is open.
        function test_centred() {
            const win = page.Window.window;
            const width = win.width, height = win.height;
            for (const language of ["en", "es", "pt_BR"]) {
                Language.current = language;
                const dialog = openFromHome();
                for (const size of [[1024, 640], [1920, 1080], [2560, 1440]]) {
                    win.width = size[0];
                    win.height = size[1];
                    const overlay = dialog.parent;
                    const where = language + " " + size + ": ";
                    tryVerify(() => overlay.width === size[0] && overlay.height === size[1], 5000, where + "window");
                    tryVerify(() => Math.abs(dialog.x + dialog.width / 2 - overlay.width / 2) <= 1, 5000, where + "horizontal centre at " + (dialog.x + dialog.width / 2));
                    verify(dialog.height > 0 && dialog.height <= overlay.height, where + dialog.height);
                    tryVerify(() => Math.abs(dialog.y + dialog.height / 2 - overlay.height / 2) <= 1, 5000, where + "vertical centre at " + (dialog.y + dialog.height / 2));
                }
                dialog.close();
                tryVerify(() => !dialog.visible);
            }
            win.width = width;
            win.height = height;
        }

        // The text's scroll bar: never seen while the box shows all of its text (it used to flash
        // and fade out as the box opened), and in sight while the window hides part of it.
        function test_barOnlyWhenTheTextIsCut() {
            const win = page.Window.window;
            const width = win.width, height = win.height;
            for (const language of ["en", "es", "pt_BR"]) {
                Language.current = language;
                for (const size of [[1024, 640], [1920, 1080], [1024, 400]]) {
                    win.width = size[0];
                    win.height = size[1];
                    const dialog = findChild(page, "aboutDialog");
                    tryVerify(() => dialog.parent.width === size[0] && dialog.parent.height === size[1]);
                    const scrollBar = findChild(dialog, "aboutScroll").ScrollBar.vertical;
                    // Fusion's bar shows by its handle's opacity, and not at all while it is off.
                    const shown = () => scrollBar.visible ? scrollBar.contentItem.opacity : 0;
                    let seen = shown();
                    const watch = () => seen = Math.max(seen, shown());
                    scrollBar.contentItem.opacityChanged.connect(watch);
                    scrollBar.visibleChanged.connect(watch);
                    openFromHome();
                    wait(600); // longer than a Fusion bar takes to fade out
                    scrollBar.contentItem.opacityChanged.disconnect(watch);
                    scrollBar.visibleChanged.disconnect(watch);
                    const where = language + " " + size + ": ";
                    if (scrollBar.size < 1) {
                        compare(scrollBar.policy, ScrollBar.AlwaysOn, where + "policy");
                        verify(size[1] < 640, where + "the text does not fit a small window");
                    } else {
                        compare(seen, 0, where + "the bar was seen while the whole text shows");
                    }
                    dialog.close();
                    tryVerify(() => !dialog.visible);
                }
            }
            win.width = width;
            win.height = height;
        }

        function test_translated() {
            Language.current = "es";
            let dialog = openFromHome();
            compare(dialog.title, "Acerca de Damas");
            compare(findChild(dialog, "aboutVersion").text, "Versión " + About.version);
            const books = findChild(dialog, "ruleBooks").model;
            verify(books[0].indexOf("revisión de 2008") >= 0, books[0]);
            verify(books[3].indexOf("Federación de Damas de Rusia, edición de 2022") >= 0, books[3]);
            verify(books[1].indexOf("«Regras Oficiais do Jogo de Damas 64 casas e 100 casas»: sin fecha") >= 0, books[1]);
            dialog.close();
            Language.current = "pt_BR";
            tryVerify(() => !dialog.visible);
            dialog = openFromHome();
            compare(dialog.title, "Sobre o Damas");
            compare(findChild(dialog, "aboutVersion").text, "Versão " + About.version);
            verify(findChild(dialog, "ruleBooks").model[1].indexOf("“Regras Oficiais do Jogo de Damas 64 casas e 100 casas”: sem data") >= 0);
        }
    }
}
