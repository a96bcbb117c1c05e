// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli perft <variant> <depth> [--fen FEN]
#include "command.h"
#include "movegen.h"

#include <chrono>
#include <cstdio>
#include <string>

namespace damas::cli {

namespace {

int runPerft(const std::vector<std::string> &argv)
{
    const Args args(argv, {"fen"});
    if (!args.ok())
        return fail("perft: " + args.error());
    if (args.positional().size() != 2)
        return fail("perft: usage: damas-cli perft <variant> <depth> [--fen FEN]");
    const auto pos = positionFromArgs(args.positional()[0], args.option("fen"));
    if (!pos)
        return fail("perft: " + pos.error().message);
    const auto parsed = parseWholeNumber(args.positional()[1], 1, 30);
    if (!parsed)
        return fail("perft: depth must be a whole number from 1 to 30, not "
            + quoteText(args.positional()[1]));
    const int depth = int(*parsed);
    for (int d = 1; d <= depth; ++d) {
        const auto t0 = std::chrono::steady_clock::now();
        const std::uint64_t nodes = perft(*pos, d);
        const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(
            std::chrono::steady_clock::now() - t0)
                            .count();
        std::printf("depth %d nodes %llu ms %lld\n", d, static_cast<unsigned long long>(nodes),
            static_cast<long long>(ms));
        std::fflush(stdout);
    }
    return 0;
}

const CommandRegistration reg {{"perft", "perft <variant> <depth> [--fen FEN]", runPerft}};

} // namespace

} // namespace damas::cli
