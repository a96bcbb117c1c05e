// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtQuick.Controls
import Damas

// The window: one game controller for the whole session, and the pages on a stack (Home, New
// game, Play, Rules). The command line (Startup) may open another page first, as for
// --screenshot.
ApplicationWindow {
    id: window

    function showPlay() {
        if (stack.currentItem && stack.currentItem.objectName === "playPage")
            return;
        stack.push(playPage);
    }
    // Follows the command line: the page, the variant and the position to open.
    function openStartPage() {
        const wantsGame = Startup.page === "play" || Startup.variant.length > 0 || Startup.fen.length > 0 || Startup.pdn.length > 0;
        if (wantsGame) {
            const variant = Startup.variant.length > 0 ? Startup.variant : Preferences.variant;
            let error = "";
            if (Startup.pdn.length > 0)
                error = game.openPdn(Startup.pdnUrl, Startup.variant, Startup.side, Startup.level);
            else
                error = game.newGame(variant, Startup.side, Startup.level, Startup.fen);
            for (const move of Startup.moves) {
                if (error.length === 0)
                    error = game.setUpMove(move);
            }
            if (error.length > 0)
                console.warn("damas:", error);
            if (Startup.pick > 0)
                game.clickSquare(Startup.pick);
        }
        if (Startup.page === "play")
            stack.push(playPage, {}, StackView.Immediate);
        else if (Startup.page === "new")
            stack.push(newGamePage, {}, StackView.Immediate);
        else if (Startup.page === "rules")
            stack.push(rulesPage, {
                    "variant": Startup.variant.length > 0 ? Startup.variant : Preferences.variant
                }, StackView.Immediate);
        Startup.pageReady();
    }

    width: Startup.windowWidth
    height: Startup.windowHeight
    minimumWidth: 720
    minimumHeight: 520
    visible: true
    title: game.active && stack.depth > 1 ? qsTr("Damas — %1").arg(game.variantName) : "Damas"
    color: Theme.window

    GameController {
        id: game

        autosaveFolder: Startup.autosaveFolder
        moveTime: Startup.moveTime > 0 ? Startup.moveTime : Preferences.moveTime
        // In screenshot mode the computer stays out of the picture.
        computerPlays: !Startup.screenshot
    }

    StackView {
        id: stack

        anchors.fill: parent
        initialItem: homePage
    }

    // The pages reach the window's controller and stack by id.
    // qmllint disable unqualified
    Component {
        id: homePage

        HomePage {
            controller: game
            onPlayRequested: stack.push(newGamePage)
            onContinueRequested: {
                if (game.resumeSavedGame())
                    window.showPlay();
            }
            onRulesRequested: stack.push(rulesPage)
        }
    }
    Component {
        id: newGamePage

        NewGamePage {
            controller: game
            onBackRequested: stack.pop()
            onStarted: stack.replace(playPage)
        }
    }
    Component {
        id: playPage

        PlayPage {
            objectName: "playPage"
            controller: game
            onHomeRequested: stack.pop(null)
            onNewGameRequested: stack.push(newGamePage)
        }
    }
    Component {
        id: rulesPage

        RulesPage {
            onBackRequested: stack.pop()
        }
    }

    // qmllint enable unqualified
    Component.onCompleted: openStartPage()
}
