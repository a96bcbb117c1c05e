// SPDX-License-Identifier: GPL-3.0-or-later
pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Damas

// The window: one game controller for the whole session, and the pages on a stack (Home, New
// game, Play, Rules). The command line (Startup) may open another page first, as for
// --screenshot.
ApplicationWindow {
    id: window

    readonly property string learnPageUrl: "qrc:/qt/qml/Damas/Lessons/LearnPage.qml"
    readonly property string lessonPageUrl: "qrc:/qt/qml/Damas/Lessons/LessonPage.qml"

    // The Learn page (Damas.Lessons, pushed by URL: the lessons are a module of their own).
    function showLearn(variant, immediate) {
        const page = stack.push(learnPageUrl, variant ? {
                "variant": variant
            } : {}, immediate ? StackView.Immediate : StackView.PushTransition);
        page.backRequested.connect(() => stack.pop());
        page.rulesRequested.connect((v, section) => window.showRules(v, section));
        page.lessonRequested.connect((lesson, step) => window.showLesson(lesson, step, false));
        return page;
    }
    function showLesson(lesson, step, immediate) {
        const page = stack.push(lessonPageUrl, {
                "lesson": lesson,
                "startStep": step
            }, immediate ? StackView.Immediate : StackView.PushTransition);
        page.backRequested.connect(() => stack.pop());
        page.lessonFinished.connect(() => stack.pop());
        page.practiseRequested.connect((variant, fen, moves, side) => window.practise(variant, fen, moves, side));
        page.rulesRequested.connect((v, section) => window.showRules(v, section));
        page.startGameRequested.connect(variant => stack.push(newGamePage, {
                    "variant": variant
                }));
        return page;
    }
    // A lesson by id, from its course on the Learn page (Back returns there); `step` from 1.
    function openLesson(lessonId, step, immediate) {
        const variant = lessonId.split("-")[0];
        const learn = showLearn(variant, immediate);
        const row = learn.course.rowOf(lessonId);
        if (row < 0) {
            console.warn("damas: no lesson", lessonId, "in the", variant, "course");
            return null;
        }
        return showLesson(learn.course.lessonAt(row), Math.max(0, step - 1), immediate);
    }
    // The rules page at a section (a count's rule id, a lesson's section, an article id), or at
    // the How to play of `variant`.
    function showRules(variant, section, immediate) {
        const page = stack.push(rulesPage, {
                "variant": variant ? variant : Preferences.variant,
                "section": section ? section : ""
            }, immediate ? StackView.Immediate : StackView.PushTransition);
        return page;
    }
    // A lesson's position on the play page, against the computer; a game in progress is not
    // replaced without asking.
    function practise(variant, fen, moves, side) {
        replaceDialog.ask(qsTr("Practising this position starts a new game."), () => startPractice({
                    "variant": variant,
                    "fen": fen,
                    "moves": moves,
                    "side": side
                }));
    }
    function startPractice(p) {
        let error = game.newGame(p.variant, p.side, Preferences.level, p.fen);
        for (const move of p.moves) {
            if (error.length === 0)
                error = game.setUpMove(move);
        }
        if (error.length > 0)
            console.warn("damas:", error);
        stack.push(playPage);
    }
    // The board editor, on `variant` (the preferred one when empty) at `fen` (its start when
    // empty).
    function showEditor(variant, fen, immediate) {
        const page = stack.push(editorPage, {}, immediate ? StackView.Immediate : StackView.PushTransition);
        page.load(variant ? variant : Preferences.variant, fen ? fen : "");
        return page;
    }
    // The analysis of the first game of a PDN text.
    function showAnalysis(pdnText, immediate) {
        const page = stack.push(analysisPage, {}, immediate ? StackView.Immediate : StackView.PushTransition);
        const error = page.analysis.loadPdn(pdnText, Preferences.variant);
        if (error.length > 0)
            console.warn("damas:", error);
        return page;
    }
    // The analysis of the game on the play page.
    function showGameAnalysis(immediate) {
        const page = stack.push(analysisPage, {}, immediate ? StackView.Immediate : StackView.PushTransition);
        page.analysis.loadGame(game);
        return page;
    }
    // "Analyse a game" on the home page: a PDN file, then one of its games.
    function chooseGameToAnalyse() {
        if (!analysisFileDialog.item) {
            analysisFileDialog.active = true; // it opens once loaded
            return;
        }
        // The Loader's item is a PdnFileDialog, which the linter cannot know.
        // qmllint disable
        analysisFileDialog.item.show();
        // qmllint enable
    }
    function showPlay() {
        if (stack.currentItem && stack.currentItem.objectName === "playPage")
            return;
        stack.push(playPage);
    }
    // Follows the command line: the page, the variant and the position to open.
    function openStartPage() {
        const lessons = Startup.page === "learn" || Startup.page === "lesson";
        // The new-game page opens on the choice of the command line (screenshots keep their
        // preferences in a scratch file).
        if (Startup.twoPlayers && Startup.screenshot)
            Preferences.twoPlayers = true;
        const editor = Startup.page === "editor";
        const wantsGame = !lessons && !editor && (Startup.page === "play" || Startup.page === "analysis" || Startup.variant.length > 0 || Startup.fen.length > 0 || Startup.pdn.length > 0);
        if (wantsGame) {
            const variant = Startup.variant.length > 0 ? Startup.variant : Preferences.variant;
            let error = "";
            if (Startup.pdn.length > 0)
                error = game.openPdn(Startup.pdnUrl, Startup.variant, Startup.side, Startup.level);
            else
                error = game.newGame(variant, Startup.side, Startup.level, Startup.fen, Startup.twoPlayers);
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
        else if (Startup.page === "learn")
            showLearn(Startup.variant, true);
        else if (Startup.page === "lesson") {
            const lesson = openLesson(Startup.lesson, Startup.step, true);
            if (lesson && Startup.moves.length > 0) {
                lessonMoves.page = lesson;
                lessonMoves.moves = Startup.moves.slice();
                lessonMoves.start();
                return; // the page is ready once the moves are played
            }
        } else if (Startup.page === "about")
            stack.currentItem.openAbout();
        else if (Startup.page === "recent")
            stack.push(recentGamesPage, {}, StackView.Immediate);
        else if (Startup.page === "rules")
            showRules(Startup.variant, Startup.section, true);
        else if (editor)
            showEditor(Startup.variant, Startup.fen, true);
        else if (Startup.page === "analysis") {
            // The picture waits for the whole game to be analysed.
            const analysis = showGameAnalysis(true).analysis;
            if (Startup.screenshot && analysis.analysing) {
                analysis.progressChanged.connect(() => {
                        if (!analysis.analysing)
                            Startup.pageReady();
                    });
                return;
            }
        }
        Startup.pageReady();
    }

    width: Startup.windowWidth
    height: Startup.windowHeight
    minimumWidth: 720
    minimumHeight: 520
    visible: true
    // The window system adds the application's name ("Russian draughts — Damas"), as Qt does
    // for every window of an application with a display name.
    title: game.active && stack.depth > 1 ? game.variantName : "Damas"
    color: Theme.window
    // One look for every control (Fusion draws them from this palette): the theme's colours,
    // light or dark.
    palette.window: Theme.window
    palette.windowText: Theme.text
    palette.base: Theme.field
    palette.alternateBase: Theme.panel
    palette.text: Theme.text
    palette.button: Theme.button
    palette.buttonText: Theme.text
    palette.brightText: Theme.accentText
    palette.highlight: Theme.accentFill
    palette.highlightedText: Theme.accentText
    palette.toolTipBase: Theme.panel
    palette.toolTipText: Theme.text
    palette.placeholderText: Theme.mutedText
    palette.mid: Theme.panelBorder
    palette.dark: Theme.panelBorder
    palette.light: Theme.panel
    palette.link: Theme.accent

    // A control that cannot be used now is drawn fainter. Setting a colour for every group (as
    // palette.buttonText above does) also sets the disabled group's, so these are set after
    // the others, and again when the theme changes: as bindings they came out in either order,
    // and disabled buttons looked enabled.
    function applyDisabledColours() {
        palette.disabled.buttonText = Theme.disabledText;
        palette.disabled.windowText = Theme.disabledText;
        palette.disabled.text = Theme.disabledText;
    }

    Connections {
        target: Theme

        function onDarkChanged() {
            // Qt 6.4's linter takes Qt.callLater for a property that may not be a method.
            // qmllint disable type
            Qt.callLater(window.applyDisabledColours);
            // qmllint enable type
        }
    }

    GameController {
        id: game

        objectName: "game"
        autosaveFolder: Startup.autosaveFolder
        moveStepMs: Preferences.animations ? Theme.moveStepMs : 0
        moveTime: Startup.moveTime > 0 ? Startup.moveTime : Preferences.moveTime
        // In screenshot mode the computer stays out of the picture.
        computerPlays: !Startup.screenshot
    }

    StackView {
        id: stack

        anchors.fill: parent
        initialItem: homePage
    }

    Component {
        id: homePage

        HomePage {
            controller: game
            onPlayRequested: stack.push(newGamePage)
            onContinueRequested: {
                if (game.resumeSavedGame())
                    window.showPlay();
            }
            onRulesRequested: window.showRules("", "", false)
            onLearnRequested: window.showLearn("", false)
            onRecentRequested: stack.push(recentGamesPage)
            onEditorRequested: window.showEditor("", "", false)
            onAnalysisRequested: window.chooseGameToAnalyse()
        }
    }
    Component {
        id: recentGamesPage

        RecentGamesPage {
            id: recentPage

            objectName: "recentGamesPage"
            controller: game
            onBackRequested: stack.pop()
            onOpenRequested: row => replaceDialog.ask(qsTr("Opening this game replaces the game on the board."), () => {
                    recentPage.openProblem = game.openRecentGame(row);
                    if (recentPage.openProblem.length === 0)
                        window.showPlay();
                })
        }
    }
    Component {
        id: newGamePage

        NewGamePage {
            objectName: "newGamePage"
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
            onFullScreenRequested: window.visibility = window.visibility === Window.FullScreen ? Window.Windowed : Window.FullScreen
            onRulesRequested: window.showRules(game.variant, "", false)
            // The Game menu's item and the result card's Analyse: the game on the board.
            onAnalysisRequested: window.showGameAnalysis(false)
        }
    }
    Component {
        id: editorPage

        EditorPage {
            onBackRequested: stack.pop()
            onPlayRequested: (variant, fen) => stack.push(newGamePage, {
                    "variant": variant,
                    "start": 1,
                    "fenText": fen
                })
            onPractiseRequested: (variant, fen, side) => window.practise(variant, fen, [], side)
        }
    }
    Component {
        id: analysisPage

        AnalysisPage {
            onBackRequested: stack.pop()
        }
    }
    Component {
        id: rulesPage

        RulesPage {
            onBackRequested: stack.pop()
            onPractiseRequested: (variant, fen, side) => window.practise(variant, fen, [], side)
            onLessonRequested: (lesson, step) => window.openLesson(lesson, step, false)
        }
    }

    // --page lesson --moves "...": the learner's moves (or "forward" through a sequence), each
    // played once the step takes it (a scripted reply comes first).
    Timer {
        id: lessonMoves

        property var page: null
        property var moves: []

        interval: 60
        repeat: true
        onTriggered: {
            const c = page.controller;
            if (moves.length === 0) {
                stop();
                Startup.pageReady();
                return;
            }
            if (moves[0] !== "forward" && c.movableSide < 0)
                return;
            const move = moves.shift();
            if (move === "forward")
                c.watchForward();
            else
                c.enterMove(move);
        }
    }
    // The file and the game for "Analyse a game" (the dialog loads on first use, as on the play
    // page).
    // qmllint disable
    Loader {
        id: analysisFileDialog

        active: false
        source: "PdnFileDialog.qml"
        onLoaded: item.show()
    }
    Connections {
        target: analysisFileDialog.item
        function onAccepted() {
            analysisChooser.show(analysisFileDialog.item.file);
        }
    }
    // qmllint enable
    PdnGameChooser {
        id: analysisChooser

        variant: Preferences.variant
        onChosen: row => {
            const page = stack.push(analysisPage);
            page.analysis.loadPdnGame(analysisChooser.games, row, Preferences.variant);
        }
    }
    ReplaceGameDialog {
        id: replaceDialog

        controller: game
    }

    Component.onCompleted: {
        applyDisabledColours();
        openStartPage();
    }
}
