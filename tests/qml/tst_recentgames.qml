// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas
import DamasTest

// Recent games: a finished game is listed (variant, opponent, result and why) and reopens on
// the board as it ended; a damaged list is set aside and says so.
Item {
    id: root

    width: 1024
    height: 640

    GameController {
        id: game

        replyDelay: 0
        autosaveFolder: TestSupport.newFolder()
        opponent: ScriptedOpponent {
            id: opponent
        }
    }
    RecentGamesPage {
        id: page

        anchors.fill: parent
        controller: game
        onOpenRequested: row => root.opened = game.openRecentGame(row)
    }
    property string opened: "none"

    TestCase {
        name: "RecentGames"
        when: windowShown

        // An entry of the list as an older version kept it: no result, its words lost.
        function entry(id, variant, human, gameType, moves) {
            return {
                "id": id,
                "date": "2026-11-20T10:00:00Z",
                "variant": variant,
                "level": 2,
                "human": human,
                "title": "",
                "line": "",
                "pdn": "[GameType \"" + gameType + "\"]\n\n" + moves + " *\n"
            };
        }
        // A new folder whose recent-games list holds `games`.
        function listFolder(games) {
            const folder = TestSupport.newFolder();
            verify(TestSupport.writeFile(folder + "/recent-games.json", JSON.stringify({
                "format": 1,
                "games": games
            })));
            return folder;
        }

        function test_aFinishedGameIsListedAndReopens() {
            game.autosaveFolder = TestSupport.newFolder();
            compare(findChild(page, "noGames").visible, true);
            opponent.moves = ["f6-e5"];
            compare(game.newGame("russian", GameController.White, 4, ""), "");
            compare(game.enterMove("c3-d4"), "");
            tryCompare(game, "ply", 2);
            game.resign();
            compare(game.recentGames.count, 1);
            const row = findChild(page, "recent_0");
            verify(row !== null);
            compare(row.variantName, "Russian draughts");
            compare(row.title, "The computer wins");
            compare(row.line, "You resigned.");
            compare(row.opponent, "You played White against level 4");
            compare(row.details, "You played White against level 4 · moves played: 1 · You resigned.");
            verify(!findChild(page, "noGames").visible);
            // Finished again after a take-back: still one entry.
            game.takeBack();
            game.resign();
            compare(game.recentGames.count, 1);

            compare(game.newGame("international", GameController.White, 3, "", true), "");
            compare(game.recentGames.count, 1);
            // Keyboard: the list has the focus; Down then Enter opens the row.
            findChild(page, "recentList").forceActiveFocus();
            findChild(page, "recentList").currentIndex = 0;
            keyClick(Qt.Key_Return);
            compare(root.opened, "");
            compare(game.variant, "russian");
            verify(game.over);
            compare(game.ply, 2);
            compare(game.reason, "resignation");
            compare(game.resultLine, "You resigned.");
            compare(game.moveList.moveText(1), "c3-d4");
            verify(!game.twoPlayers);
            compare(game.level, 4);
        }

        function test_anEntryWithoutWordsShowsNoEmptyPart() {
            // An entry as an older version kept it (no result), its words lost: the row shows
            // the variant and the opponent, with no dangling separator.
            game.autosaveFolder = listFolder([entry("old-1", "american", "black", 21, "1. 11-15")]);
            tryCompare(game.recentGames, "count", 1);
            const row = findChild(page, "recent_0");
            verify(row !== null);
            compare(row.heading, "American checkers");
            compare(row.details, "You played Black against level 2");
            compare(row.Accessible.description, "You played Black against level 2");
        }

        // A click on a row opens that row's game (here the second of two).
        function test_aClickOpensTheRowsGame() {
            game.autosaveFolder = listFolder([entry("a", "american", "white", 21, "1. 11-15"), entry("b", "russian", "white", 25, "1. c3-d4 f6-g5")]);
            tryCompare(game.recentGames, "count", 2);
            root.opened = "none";
            const row = findChild(page, "recent_1");
            verify(row !== null);
            mouseClick(row);
            compare(root.opened, "");
            compare(game.variant, "russian");
            compare(game.ply, 2);
            compare(game.moveList.moveText(2), "f6-g5");
        }

        function test_aDamagedListIsSetAside() {
            const folder = TestSupport.newFolder();
            verify(TestSupport.writeFile(folder + "/recent-games.json", "{\"format\": 1, \"games\": [ oops"));
            game.autosaveFolder = folder;
            const problem = findChild(page, "recentProblem");
            tryCompare(problem, "visible", true);
            verify(problem.text.indexOf("could not be read whole: line 1, column 26: a value cannot be read here") > 0, problem.text);
            verify(problem.text.indexOf("The damaged file was kept as recent-games.json.unreadable-") > 0, problem.text);
            verify(!TestSupport.exists(folder + "/recent-games.json"));
            compare(game.recentGames.count, 0);
            // Shown in the language chosen after it was read.
            Language.current = "es";
            verify(problem.text.indexOf("No se pudo leer entera la lista de partidas recientes") === 0, problem.text);
            Language.current = "en";
            verify(problem.text.indexOf("could not be read whole") > 0, problem.text);
            // The next finished game starts a new list.
            compare(game.newGame("russian", GameController.White, 3, "", true), "");
            game.resign();
            compare(game.recentGames.count, 1);
            verify(TestSupport.exists(folder + "/recent-games.json"));
        }
    }
}
