// SPDX-License-Identifier: GPL-3.0-or-later
#include "refereescript.h"

#include "fen.h"
#include "notation.h"

namespace RefereeScript {

using namespace damas;

std::string describe(const Game &game)
{
    std::string text;
    auto add = [&text](const std::string &token) {
        if (!text.empty())
            text += ' ';
        text += token;
    };
    for (const DrawCounter &c : game.counters()) {
        std::string token
            = std::string(c.id) + '=' + std::to_string(c.count) + '/' + std::to_string(c.limit);
        if (c.stronger)
            token += *c.stronger == Color::White ? "@white" : "@black";
        add(token);
    }
    if (game.repetitions() >= 2)
        add("rep=" + std::to_string(game.repetitions()));
    if (game.isOver()) {
        const char *who = game.result() == GameResult::WhiteWins ? "white"
            : game.result() == GameResult::BlackWins             ? "black"
                                                                 : "draw";
        add(std::string(who) + ':' + std::string(reasonName(game.reason())));
    }
    return text;
}

std::string run(Variant variant, const std::string &fen, const Script &script)
{
    auto game = Game::fromFen(variant, fen);
    if (!game)
        return "bad FEN " + fen + ": " + game.error().toString();
    for (std::size_t i = 0; i < script.size(); ++i) {
        const Step &step = script[i];
        if (i > 0) {
            const auto move = parseMove(game->position(), step.move);
            if (!move) {
                return "ply " + std::to_string(i) + ": " + move.error().message + " in "
                    + toFen(game->position());
            }
            if (!game->play(*move)) {
                return "ply " + std::to_string(i) + ": the referee refused " + step.move
                    + " (game over: " + std::string(resultName(game->result())) + ")";
            }
        }
        const std::string actual = describe(*game);
        if (actual != step.expect) {
            return "ply " + std::to_string(i) + " (" + (i ? step.move : "start") + ", "
                + toFen(game->position()) + ")\n   expected: " + step.expect
                + "\n   actual:   " + actual;
        }
    }
    return {};
}

Script tour(const std::vector<int> &first, const std::vector<int> &second, int plies,
    const std::function<std::string(int ply)> &expect)
{
    Script script {{"", expect(0)}};
    for (int ply = 1; ply <= plies; ++ply) {
        const std::vector<int> &cycle = (ply % 2 == 1) ? first : second;
        const int step = (ply - 1) / 2;
        const int from = cycle[step % cycle.size()];
        const int to = cycle[(step + 1) % cycle.size()];
        script.push_back({std::to_string(from) + '-' + std::to_string(to), expect(ply)});
    }
    return script;
}

Script operator+(Script script, const Script &more)
{
    script.insert(script.end(), more.begin() + 1, more.end());
    return script;
}

} // namespace RefereeScript
