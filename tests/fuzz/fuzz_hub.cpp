// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the Hub protocol's text (engine/cli/hubformat.h), as `damas-cli hub` reads
// what a GUI sends (pos, set-param, go, level) and as `match` reads another engine's replies
// (done move=..., info pv=...). The first byte picks the variant; the rest is lines. Every line
// splits into pairs that write back and split again the same; a position read writes back
// letter for letter; a move read is legal and writes back to itself.
#include "fuzzcheck.h"
#include "game.h"
#include "hubformat.h"
#include "movegen.h"

#include <cstdint>
#include <sstream>
#include <string>

using namespace damas;
using namespace damas::cli;

namespace {

void checkRoundTrip(const std::string &command, const std::vector<HubPair> &pairs)
{
    // A line without a command is ignored by both sides; its pairs need not write back.
    if (command.empty())
        return;
    std::string line = command;
    for (const HubPair &p : pairs) {
        // The protocol has no escape for a quote or a line break inside a value.
        if (p.value.find_first_of("\"\n") != std::string::npos)
            return;
        line += ' ' + p.name + '=' + hubQuoted(p.value);
    }
    std::string again;
    std::vector<HubPair> pairsAgain;
    FUZZ_CHECK(parseHubLine(line, again, pairsAgain));
    FUZZ_CHECK(again == command);
    FUZZ_CHECK(pairsAgain.size() == pairs.size());
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        FUZZ_CHECK(pairsAgain[i].name == pairs[i].name);
        FUZZ_CHECK(pairsAgain[i].value == pairs[i].value);
    }
}

// A move as the Hub side reads it: legal, and written back it reads as itself.
std::optional<Move> readMove(const Position &pos, const std::string &text)
{
    const auto m = readHubMove(pos, text);
    if (!m)
        return std::nullopt;
    bool legal = false;
    for (const Move &candidate : legalMoves(pos))
        legal = legal || candidate == *m;
    FUZZ_CHECK(legal);
    const auto back = readHubMove(pos, hubMove(pos, *m));
    FUZZ_CHECK(back && *back == *m);
    return *m;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const Variant variants[]
        = {Variant::American, Variant::Brazilian, Variant::International, Variant::Russian};
    Variant variant = variants[data[0] % 4];
    Position position = Position::start(variant);
    std::istringstream in(std::string(reinterpret_cast<const char *>(data + 1), size - 1));
    std::string line;
    while (std::getline(in, line)) {
        std::string command;
        std::vector<HubPair> pairs;
        if (!parseHubLine(line, command, pairs))
            continue;
        for (const HubPair &p : pairs)
            FUZZ_CHECK(!p.name.empty());
        checkRoundTrip(command, pairs);
        for (const HubPair &p : pairs) {
            if (command == "set-param" && p.name == "value") {
                if (const auto v = variantFromName(p.value))
                    variant = *v;
            } else if (command == "pos" && p.name == "pos") {
                const auto pos = readHubPosition(variant, p.value);
                if (!pos)
                    continue;
                FUZZ_CHECK(hubPosition(*pos) == p.value);
                position = *pos;
            } else if ((command == "pos" && p.name == "moves")
                || (command == "info" && p.name == "pv")) {
                // As `hub` plays a pos line's moves, and as a pv is read move after move.
                Game game(position);
                std::istringstream words(p.value);
                std::string word;
                while (words >> word && !game.isOver()) {
                    const auto m = readMove(game.position(), word);
                    if (!m)
                        break;
                    FUZZ_CHECK(game.play(*m));
                }
            } else if (command == "done" && (p.name == "move" || p.name == "ponder")) {
                (void)readMove(position, p.value);
            }
        }
    }
    return 0;
}
