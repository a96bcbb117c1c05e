// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Damas
import Damas.Lessons
import DamasTest

/*
 * The links into the rules pages: a count's (i) on the counts panel asks the window for that
 * count's section (Main.showRules), and the Learn page's Rules button of a lesson asks for the
 * section the lesson teaches.
 */
Item {
    id: root

    width: 900
    height: 600

    GameController {
        id: game

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {}
    }
    Component {
        id: windowComponent

        // Stands in for Main.qml: it records what showRules() is asked.
        ApplicationWindow {
            property var asked: []
            readonly property alias panel: panel

            function showRules(variant, section, immediate) {
                asked = asked.concat([section]);
            }

            width: 400
            height: 500
            visible: true

            CounterPanel {
                id: panel

                anchors.fill: parent
                counters: game.counters
            }
        }
    }
    LearnPage {
        id: learn

        anchors.fill: parent
        variant: "russian"
    }
    SignalSpy {
        id: rulesSpy

        target: learn
        signalName: "rulesRequested"
    }

    TestCase {
        name: "RulesLinks"
        when: windowShown

        function test_countOpensItsSection() {
            const w = createTemporaryObject(windowComponent, root);
            compare(game.newGame("russian", GameController.White, 3, "W:WK30:BK12"), "");
            const row = findChild(w.panel, "counter_russian-balance");
            verify(row !== null);
            tryVerify(() => row.width > 0);
            mouseClick(row);
            compare(w.asked, ["russian-balance"]);
        }

        function test_lessonOpensItsSection() {
            const button = findChild(learn, "rulesButton_russian-crowning");
            verify(button !== null);
            tryVerify(() => button.visible && button.width > 0);
            mouseClick(button);
            compare(rulesSpy.count, 1);
            compare(rulesSpy.signalArguments[0][0], "russian");
            compare(rulesSpy.signalArguments[0][1], "russian-crowning");
        }
    }
}
