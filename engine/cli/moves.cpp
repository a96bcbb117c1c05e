// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli moves <variant> [--fen FEN]
#include "command.h"
#include "fen.h"
#include "movegen.h"
#include "notation.h"

#include <algorithm>
#include <iostream>

namespace damas::cli {

namespace {

int runMoves(const std::vector<std::string> &argv)
{
    const Args args(argv, {"fen"});
    if (!args.ok())
        return fail("moves: " + args.error());
    if (args.positional().size() != 1)
        return fail("moves: usage: damas-cli moves <variant> [--fen FEN]");
    const auto pos = positionFromArgs(args.positional()[0], args.option("fen"));
    if (!pos)
        return fail("moves: " + pos.error().message);
    // In square order, so the list reads the same whatever order the generator found them in.
    std::vector<std::pair<std::vector<int>, std::string>> lines;
    for (const Move &m : legalMoves(*pos)) {
        lines.emplace_back(capturePaths(*pos, m).front(),
            moveToString(*pos, m) + '\t' + toFen(pos->after(m)) + '\n');
    }
    std::sort(lines.begin(), lines.end());
    std::string out;
    for (const auto &l : lines)
        out += l.second;
    std::cout << out;
    return 0;
}

const CommandRegistration reg {{"moves", "moves <variant> [--fen FEN]", runMoves}};

} // namespace

} // namespace damas::cli
