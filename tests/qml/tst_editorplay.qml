// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// "Play from this position" opens the new-game page with the editor's FEN filled in: Start
// begins the game there.
Item {
    width: 1024
    height: 640

    GameController {
        id: game

        autosaveFolder: TestSupport.newFolder()
        computerPlays: false
    }
    NewGamePage {
        id: page

        anchors.fill: parent
        controller: game
        variant: "russian"
        start: 1
        fenText: "B:WK22,27:B11,13"
    }
    SignalSpy {
        id: startedSpy

        target: page
        signalName: "started"
    }

    TestCase {
        name: "EditorPlay"
        when: windowShown

        function test_startFromTheEditorsFen() {
            compare(findChild(page, "fenField").text, "B:WK22,27:B11,13");
            mouseClick(findChild(page, "startButton"));
            tryCompare(startedSpy, "count", 1);
            compare(game.variant, "russian");
            compare(game.fen, "B:WK22,27:B11,13");
        }
    }
}
