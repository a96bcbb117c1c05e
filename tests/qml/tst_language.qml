// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// The language switch on the home page changes every text at once, and is kept.
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
        name: "Language"
        when: windowShown

        function cleanup() {
            Language.current = "en";
        }

        function choose(index) {
            const box = findChild(page, "languageBox");
            box.currentIndex = index;
            box.activated(index);
        }

        function test_switchLive() {
            const play = findChild(page, "playButton");
            compare(play.title, "Play");
            choose(1);
            compare(Language.current, "es");
            compare(Preferences.language, "es");
            compare(play.title, "Jugar");
            compare(findChild(page, "rulesButton").title, "Reglas");
            choose(2);
            compare(Language.current, "pt_BR");
            compare(play.title, "Jogar");
            choose(0);
            compare(play.title, "Play");
            compare(Preferences.language, "en");
        }
    }
}
