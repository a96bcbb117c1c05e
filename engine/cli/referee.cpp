// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli referee <variant> [--fen FEN] [MOVE ...]
#include "command.h"
#include "fen.h"
#include "game.h"
#include "notation.h"

#include <iostream>

namespace damas::cli {

namespace {

// One JSON line, fields in the order of cli.md. Every string written here (moves, FENs, ids,
// names) is plain ASCII without quotes or backslashes, so nothing needs escaping.
std::string refereeLine(const Game &game, const std::string *move)
{
    auto quoted = [](std::string_view s) { return '"' + std::string(s) + '"'; };
    std::string line = "{\"ply\": " + std::to_string(game.ply());
    line += ", \"move\": " + (move ? quoted(*move) : std::string("null"));
    line += ", \"fen\": " + quoted(toFen(game.position()));
    line += ", \"repetitions\": " + std::to_string(game.repetitions());
    line += ", \"counters\": [";
    bool first = true;
    for (const DrawCounter &c : game.counters()) {
        line += first ? "" : ", ";
        first = false;
        line += "{\"rule\": " + quoted(c.id);
        line += ", \"reason\": " + quoted(reasonName(c.reason));
        line += ", \"count\": " + std::to_string(c.count);
        line += ", \"limit\": " + std::to_string(c.limit);
        line += ", \"unit\": " + quoted(unitName(c.unit));
        line += ", \"stronger\": ";
        line += c.stronger ? quoted(*c.stronger == Color::White ? "white" : "black") : "null";
        line += '}';
    }
    line += "], \"result\": " + quoted(resultName(game.result()));
    line += ", \"reason\": ";
    line += game.reason() == ResultReason::None ? "null" : quoted(reasonName(game.reason()));
    line += "}\n";
    return line;
}

int runReferee(const std::vector<std::string> &argv)
{
    const Args args(argv, {"fen"});
    if (!args.ok())
        return fail("referee: " + args.error());
    if (args.positional().empty())
        return fail("referee: usage: damas-cli referee <variant> [--fen FEN] [MOVE ...]");
    const auto start = positionFromArgs(args.positional()[0], args.option("fen"));
    if (!start)
        return fail("referee: " + start.error().message);

    Game game(*start);
    std::cout << refereeLine(game, nullptr);
    for (std::size_t i = 1; i < args.positional().size(); ++i) {
        const std::string &text = args.positional()[i];
        const std::string where = "referee: ply " + std::to_string(game.ply() + 1) + ": ";
        if (game.isOver()) {
            return fail(where + "move '" + text + "' comes after the end of the game ("
                + std::string(resultName(game.result())) + ", "
                + std::string(reasonName(game.reason())) + ")");
        }
        const auto move = parseMove(game.position(), text);
        if (!move)
            return fail(where + move.error().message);
        const std::string written = moveToString(game.position(), *move);
        if (!game.play(*move))
            return fail(where + "move '" + text + "' is not legal");
        std::cout << refereeLine(game, &written);
    }
    return 0;
}

const CommandRegistration reg {{"referee", "referee <variant> [--fen FEN] [MOVE ...]", runReferee}};

} // namespace

} // namespace damas::cli
