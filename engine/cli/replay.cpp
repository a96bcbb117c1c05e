// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli replay <file.pdn> [--variant V]
#include "command.h"
#include "pdn.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace damas::cli {

namespace {

/*
 * Replays every game of the file (../shared/spec/cli.md, replay). Per game whose replay stops,
 * one line naming the first move that failed: "game N ply P illegal TEXT" when no legal move
 * fits its squares, "game N ply P unreadable TEXT" when the text names no move of the board,
 * several, or is not a move at all. Per game that cannot be read at all (its tags or move text
 * break the grammar, its FEN or GameType is refused), "game N line L column C unreadable: WHY",
 * and reading goes on at the next game. Both count as unreadable in the summary. The output is
 * built first and printed whole, so that a game with no variant to play it in, an error, leaves
 * nothing half-printed.
 */
int runReplay(const std::vector<std::string> &argv)
{
    const Args args(argv, {"variant"});
    if (!args.ok())
        return fail("replay: " + args.error());
    if (args.positional().size() != 1)
        return fail("replay: usage: damas-cli replay <file.pdn> [--variant V]");
    const std::string &path = args.positional()[0];

    std::optional<Variant> fallback;
    if (const auto name = args.option("variant")) {
        const auto variant = variantArgument(*name);
        if (!variant)
            return fail("replay: " + variant.error().message);
        fallback = *variant;
    }

    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return fail("replay: " + quoteText(path) + " is a folder, not a PDN file");
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return fail("replay: cannot open " + quoteText(path) + ": " + std::strerror(errno));
    std::string text;
    char chunk[1 << 16];
    while (file.read(chunk, sizeof chunk) || file.gcount() > 0)
        text.append(chunk, static_cast<std::size_t>(file.gcount()));
    if (file.bad())
        return fail("replay: cannot read " + quoteText(path));

    // Games are replayed as they are read: only one is in memory at a time.
    std::string out;
    long long plies = 0;
    int illegal = 0;
    int unreadable = 0;
    int games = 0;
    std::optional<std::string> fatal;
    auto unreadableGame = [&](int number, int line, int column, const std::string &why) {
        ++unreadable;
        out += "game " + std::to_string(number) + " line " + std::to_string(line) + " column "
            + std::to_string(column) + " unreadable: " + printable(why, std::string_view::npos)
            + '\n';
    };
    readPdnGames(
        text,
        [&](PdnGame &&game) {
            games = game.number;
            if (!fallback && !game.tag("GameType")) {
                fatal = "game " + std::to_string(game.number) + ": "
                    + pdnGameVariant(game).error().toString() + " (give it with --variant)";
                return false;
            }
            const auto replayed = replayPdnGame(game, fallback);
            if (!replayed) {
                const Error &e = replayed.error();
                unreadableGame(game.number, e.line, e.column, e.message);
                return true;
            }
            plies += static_cast<long long>(replayed->record.moves.size());
            if (const auto &f = replayed->failure) {
                const bool isIllegal = f->kind == MoveReadError::Illegal;
                ++(isIllegal ? illegal : unreadable);
                out += "game " + std::to_string(game.number) + " ply " + std::to_string(f->ply)
                    + (isIllegal ? " illegal " : " unreadable ") + printable(f->text) + '\n';
            }
            return true;
        },
        [&](PdnUnreadable &&bad) {
            if (bad.game == 0) {
                fatal = Error {bad.message, bad.line, bad.column}.toString();
                return;
            }
            games = bad.game;
            unreadableGame(bad.game, bad.line, bad.column, bad.message);
        });
    if (fatal)
        return fail("replay: " + quoteText(path) + ": " + *fatal);

    out += "games " + std::to_string(games) + " plies " + std::to_string(plies) + " illegal "
        + std::to_string(illegal) + " unreadable " + std::to_string(unreadable) + '\n';
    std::cout << out;
    std::cout.flush();
    return illegal == 0 && unreadable == 0 ? 0 : 1;
}

const CommandRegistration reg {{"replay", "replay <file.pdn> [--variant V]", runReplay}};

} // namespace

} // namespace damas::cli
