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
 * Replays every game of the file. Per game whose replay stops, one line naming the first move
 * that failed: "game N ply P illegal TEXT" when no legal move fits its squares, "game N ply P
 * unreadable TEXT" when the text names no move of the board or several (then the summary counts
 * it as unreadable). The output is built first and printed whole, so an error in a later game
 * (no variant, a bad FEN) leaves nothing half-printed.
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
        fallback = variantFromName(*name);
        if (!fallback)
            return fail("replay: unknown variant '" + *name
                + "' (american, brazilian, international or russian)");
    }

    std::error_code ec;
    if (std::filesystem::is_directory(path, ec))
        return fail("replay: '" + path + "' is a folder, not a PDN file");
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return fail("replay: cannot open '" + path + "': " + std::strerror(errno));
    std::string text;
    char chunk[1 << 16];
    while (file.read(chunk, sizeof chunk) || file.gcount() > 0)
        text.append(chunk, static_cast<std::size_t>(file.gcount()));
    if (file.bad())
        return fail("replay: cannot read '" + path + "'");

    // Games are replayed as they are read: only one is in memory at a time.
    std::string out;
    long long plies = 0;
    int illegal = 0;
    int unreadable = 0;
    int number = 0;
    std::optional<std::string> gameError;
    const auto read = readPdn(text, [&](PdnGame &&game) {
        ++number;
        const auto replayed = replayPdnGame(game, fallback);
        if (!replayed) {
            gameError = "game " + std::to_string(number) + ": " + replayed.error().toString();
            if (!fallback && !game.tag("GameType"))
                *gameError += " (give it with --variant)";
            return false;
        }
        plies += static_cast<long long>(replayed->record.moves.size());
        if (const auto &f = replayed->failure) {
            const bool isIllegal = f->kind == MoveReadError::Illegal;
            ++(isIllegal ? illegal : unreadable);
            out += "game " + std::to_string(number) + " ply " + std::to_string(f->ply)
                + (isIllegal ? " illegal " : " unreadable ") + f->text + '\n';
        }
        return true;
    });
    if (gameError)
        return fail("replay: " + path + ": " + *gameError);
    if (!read)
        return fail("replay: " + path + ": " + read.error().toString());

    out += "games " + std::to_string(*read) + " plies " + std::to_string(plies) + " illegal "
        + std::to_string(illegal) + " unreadable " + std::to_string(unreadable) + '\n';
    std::cout << out;
    std::cout.flush();
    return illegal == 0 && unreadable == 0 ? 0 : 1;
}

const CommandRegistration reg {{"replay", "replay <file.pdn> [--variant V]", runReplay}};

} // namespace

} // namespace damas::cli
