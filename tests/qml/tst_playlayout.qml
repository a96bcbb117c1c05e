// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import QtTest
import Damas
import DamasTest

/*
 * The play page fits its window: at 1024x640 with four counts and the repetition line the move
 * field and every action stay inside the window; the tool bar's buttons keep their width when
 * the language changes; a count's explanation covers no other count; the side panel and its
 * text grow with the window. A player of Black sees Black at the bottom.
 *
 * Russian, three white kings c1 e1 g1 (30 31 32) against a black king on h8 (4), on the main
 * diagonal: four counts run (15 moves with three kings against one, 5 moves on the main
 * diagonal, kings on both sides, only kings moving). g1-h2 h8-g7 h2-g1 g7-h8 brings the start
 * position back: seen twice. No capture is possible on any of those squares.
 */
Item {
    width: 2560
    height: 1440

    // The page's window, resized by the tests.
    Item {
        id: window

        width: 1024
        height: 640
        PlayPage {
            id: page

            anchors.fill: parent
            controller: game
        }
    }

    GameController {
        id: game

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {
            id: opponent
        }
    }
    SignalSpy {
        id: rulesSpy

        target: page
        signalName: "rulesRequested"
    }

    TestCase {
        name: "PlayLayout"
        when: windowShown

        function init() {
            window.width = 1024;
            window.height = 640;
            Preferences.flipped = false;
            page.turned = false;
        }
        function cleanup() {
            Language.current = "en";
        }

        function fourCountsSeenTwice() {
            opponent.moves = ["h8-g7", "g7-h8"];
            compare(game.newGame("russian", GameController.White, 3, "W:WK30,K31,K32:BK4"), "");
            compare(game.enterMove("g1-h2"), "");
            tryCompare(game, "ply", 2);
            compare(game.enterMove("h2-g1"), "");
            tryCompare(game, "ply", 4);
            compare(game.counters.rowCount(), 4);
            compare(game.repetitions, 2);
        }
        function insideWindow(name) {
            const item = findChild(page, name);
            verify(item !== null, name);
            verify(item.visible, name);
            const r = item.mapToItem(window, 0, 0, item.width, item.height);
            verify(r.x >= 0 && r.y >= 0, name);
            verify(r.x + r.width <= window.width + 0.5, name + " right edge " + (r.x + r.width));
            verify(r.y + r.height <= window.height + 0.5, name + " bottom " + (r.y + r.height));
        }

        function test_everythingInsideTheWindow_data() {
            return [{ tag: "720x520", w: 720, h: 520 }, { tag: "1024x640", w: 1024, h: 640 }, { tag: "2560x1440", w: 2560, h: 1440 }];
        }
        function test_everythingInsideTheWindow(data) {
            window.width = data.w;
            window.height = data.h;
            fourCountsSeenTwice();
            waitForRendering(page);
            for (const name of ["moveField", "takeBackButton", "hintButton", "drawButton", "resignButton", "flipButton", "fileButton", "countsScroll"])
                insideWindow(name);
            // The counts scroll rather than push the rest out.
            const scroll = findChild(page, "countsScroll");
            verify(scroll.height >= page.font.pixelSize * 6, "counts area " + scroll.height);
        }

        // A new game's count fits its panel, and no frame shows a scroll bar beside it: one
        // layout pass cuts the panel for a moment as the game opens, and a bar shown then stayed
        // in sight for half a second as it faded out. In a low window the four counts are cut,
        // and then the bar is there.
        function test_countsBarOnlyWhileCut_data() {
            return ["american", "brazilian", "international", "russian"].map(v => ({tag: v, variant: v}));
        }
        function test_countsBarOnlyWhileCut(data) {
            const scroll = findChild(page, "countsScroll");
            const scrollBar = scroll.ScrollBar.vertical;
            const shown = [];
            const frame = () => shown.push(scrollBar.visible && scrollBar.contentItem.opacity > 0);
            const quickWindow = page.Window.window;
            quickWindow.frameSwapped.connect(frame);
            compare(game.newGame(data.variant, GameController.White, 3, ""), "");
            wait(700);
            quickWindow.frameSwapped.disconnect(frame);
            verify(shown.length > 0);
            compare(shown.filter(s => s).length, 0, "frames with the bar, of " + shown.length);
            window.width = 720;
            window.height = 520;
            fourCountsSeenTwice();
            waitForRendering(page);
            verify(scroll.contentHeight > scroll.height + 1, scroll.contentHeight + " in " + scroll.height);
            verify(scrollBar.visible);
            compare(scrollBar.policy, ScrollBar.AlwaysOn);
        }

        function test_growsWithTheWindow() {
            const small = page.font.pixelSize;
            const side = findChild(page, "moveField").width;
            window.width = 2560;
            window.height = 1440;
            verify(page.font.pixelSize >= small * 1.5, "text " + small + " -> " + page.font.pixelSize);
            tryVerify(() => findChild(page, "moveField").width >= side * 1.6, 1000, "the side panel grows");
        }

        function test_buttonsKeepTheirWidth() {
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            const names = ["homeButton", "newGameButton", "flipButton", "fileButton", "takeBackButton", "resignButton"];
            const widths = names.map(n => findChild(page, n).width);
            for (const language of ["es", "pt_BR"]) {
                Language.current = language;
                waitForRendering(page);
                for (let i = 0; i < names.length; ++i)
                    compare(findChild(page, names[i]).width, widths[i], names[i] + " in " + language);
            }
        }

        function test_explanationCoversNoOtherCount() {
            fourCountsSeenTwice();
            const panel = findChild(page, "counterPanel");
            const row = findChild(page, "counter_russian-5-main-road");
            verify(row !== null);
            row.forceActiveFocus();
            const tip = findChild(row, "counterTip");
            tryCompare(tip, "opened", true);
            const t = tip.contentItem.mapToItem(window, 0, 0, tip.width, tip.height);
            const p = panel.mapToItem(window, 0, 0, panel.width, panel.height);
            verify(t.x + t.width <= p.x, "tip " + JSON.stringify(t) + " panel " + JSON.stringify(p));
            verify(t.x >= 0);
        }

        function test_blackAtTheBottom() {
            compare(game.newGame("russian", GameController.Black, 3, ""), "");
            const board = findChild(page, "board");
            verify(board.flipped);
            // Square 1 (b8) holds a black man: the bottom row of a board seen from Black.
            const black = findChild(board, "square_1");
            const white = findChild(board, "square_32");
            verify(black.mapToItem(board, 0, 0).y > white.mapToItem(board, 0, 0).y);
            // Flip still turns it, and the next game for White comes the right way up, turned.
            mouseClick(findChild(page, "flipButton"));
            verify(!board.flipped);
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            verify(board.flipped);
            mouseClick(findChild(page, "flipButton"));
            verify(!board.flipped);
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            verify(!board.flipped);
        }

        function test_shortcuts() {
            opponent.moves = ["f6-g5"];
            compare(game.newGame("russian", GameController.White, 3, ""), "");
            const board = findChild(page, "board");
            board.forceActiveFocus();
            keySequence("Ctrl+R");
            verify(board.flipped);
            keySequence("Ctrl+R");
            verify(!board.flipped);
            compare(game.enterMove("c3-d4"), "");
            tryCompare(game, "ply", 2);
            board.forceActiveFocus();
            keySequence(StandardKey.Undo);
            compare(game.ply, 0);
            rulesSpy.clear();
            keySequence(StandardKey.HelpContents);
            compare(rulesSpy.count, 1);
            // The menu shows the keys beside its items.
            const menu = findChild(page, "gameMenu");
            menu.open();
            tryCompare(menu, "opened", true);
            const save = menu.itemAt(0);
            compare(save.objectName, "saveItem");
            const keys = findChild(save.contentItem, "keys");
            verify(keys.text.length > 0, "keys: '" + keys.text + "'");
            verify(keys.visible);
            compare(menu.itemAt(5).objectName, "analyseItem");
            compare(menu.itemAt(7).objectName, "rulesItem");
            compare(menu.itemAt(7).text, "Rules of Russian draughts");
            menu.close();
            compare(findChild(page, "flipButton").tip, "Flip board (Ctrl+R)");
        }
    }
}
