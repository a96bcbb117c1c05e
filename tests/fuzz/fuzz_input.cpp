// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for what the engine reads from outside: FEN, PDN, written moves, a line of a
// training file. Any input must be refused with an error or read; what is read must write back
// and read again the same (FEN: the same position; PDN: the same number of legal moves; a
// training line: the same position, result and score). The first byte picks the variant.
// Run with scripts/fuzz-input (clang, ASan and UBSan); CTest replays its corpus
// (fuzz_input_corpus).
#include "evaltraining.h"
#include "fen.h"
#include "notation.h"
#include "pdn.h"
#include <string>
#include <string_view>
using namespace damas;
extern "C" int LLVMFuzzerTestOneInput(const unsigned char *data, unsigned long size)
{
    if (size < 1)
        return 0;
    const Variant variants[]
        = {Variant::American, Variant::Brazilian, Variant::International, Variant::Russian};
    const Variant v = variants[data[0] % 4];
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
    if (auto pos = parseFen(v, text)) {
        const std::string out = toFen(*pos);
        auto again = parseFen(v, out);
        if (!again || !(*again == *pos))
            __builtin_trap();
        for (const Move &m : legalMoves(*pos)) {
            (void)moveToString(*pos, m);
        }
    }
    (void)parseMove(Position::start(v), text);
    if (auto sample = parseTrainingLine(v, text)) {
        auto again = parseTrainingLine(v, trainingLine(*sample));
        if (!again || !(again->pos == sample->pos) || again->result != sample->result
            || again->hasScore != sample->hasScore || again->score != sample->score)
            __builtin_trap();
    }
    if (auto games = readPdn(text)) {
        for (const PdnGame &g : *games) {
            auto r = replayPdnGame(g, v);
            if (r) {
                const std::string w = writePdn(r->record);
                auto back = readPdn(w);
                if (!back || back->size() != 1)
                    __builtin_trap();
                auto r2 = replayPdnGame(back->front(), v);
                if (!r2 || r2->failure || r2->record.moves.size() != r->record.moves.size())
                    __builtin_trap();
            }
        }
    }
    return 0;
}
