// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Damas
import Damas.Lessons
import DamasTest

/*
 * The pages' scroll bars: in sight while the window hides part of a page, and not at all while
 * the page fits. A page is laid out first with no height, as a page being opened is; a bar
 * shown then would flash and fade out as the page opens.
 */
Item {
    id: root

    width: 1920
    height: 1440

    GameController {
        id: game

        autosaveFolder: TestSupport.newFolder()
        computerPlays: false
    }
    Component {
        id: homeComponent

        HomePage {
            controller: game
        }
    }
    Component {
        id: newGameComponent

        NewGamePage {
            controller: game
        }
    }
    Component {
        id: editorComponent

        EditorPage {
        }
    }
    Component {
        id: learnComponent

        LearnPage {
        }
    }

    TestCase {
        name: "ScrollBars"
        when: windowShown

        function bar(page, name) {
            const view = findChild(page, name);
            verify(view, name);
            return view.ScrollBar.vertical;
        }

        // Every policy the bar takes while the page opens, from no height to a window of w x h.
        function policiesOnOpening(component, name, w, h) {
            const page = createTemporaryObject(component, root, {width: w, height: 0});
            verify(page);
            const scrollBar = bar(page, name);
            const seen = [scrollBar.policy];
            scrollBar.policyChanged.connect(() => seen.push(scrollBar.policy));
            waitForRendering(page);
            page.height = h;
            waitForRendering(page);
            wait(50);
            return {seen: seen, bar: scrollBar};
        }

        // A window in which each page fits (at a width of 1920 a course of twelve lessons needs
        // some 1300 pixels of height).
        function test_noBarWhileThePageFits_data() {
            return [{tag: "home", component: homeComponent, name: "homeScroll", height: 1080},
                    {tag: "new game", component: newGameComponent, name: "newGameScroll", height: 1080},
                    {tag: "editor", component: editorComponent, name: "editorScroll", height: 1080},
                    {tag: "learn", component: learnComponent, name: "lessonList", height: 1440}];
        }
        function test_noBarWhileThePageFits(data) {
            const opened = policiesOnOpening(data.component, data.name, 1920, data.height);
            compare(opened.seen.filter(p => p === ScrollBar.AlwaysOn).length, 0,
                    "the bar was shown while the page opened: " + opened.seen);
            compare(opened.bar.size, 1);
        }

        // The home page's six cards do not fit in a low window: the bar shows that more follows.
        function test_barWhileThePageIsCut() {
            const opened = policiesOnOpening(homeComponent, "homeScroll", 1024, 640);
            verify(opened.bar.size < 1, opened.bar.size);
            compare(opened.bar.policy, ScrollBar.AlwaysOn);
        }
    }
}
