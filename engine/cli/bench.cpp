// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli bench [--threads N]
#include "bench.h"
#include "command.h"
#include "search.h"

#include <cstdio>

namespace damas::cli {

namespace {

int runBenchCommand(const std::vector<std::string> &argv)
{
    const Args args(argv, {"threads"});
    if (!args.ok())
        return fail("bench: " + args.error());
    if (!args.positional().empty())
        return fail("bench: usage: damas-cli bench [--threads N]");
    int threads = 1;
    if (const auto text = args.option("threads")) {
        const auto n = parseWholeNumber(*text, 1, Search::kMaxThreads);
        if (!n)
            return fail("bench: --threads must be a whole number from 1 to "
                + std::to_string(Search::kMaxThreads) + ", not " + quoteText(*text));
        threads = int(*n);
    }
    const BenchResult r = runBench(threads);
    std::printf("bench nodes %llu ms %lld nps %llu\n", static_cast<unsigned long long>(r.nodes),
        static_cast<long long>(r.ms), static_cast<unsigned long long>(r.nps));
    return 0;
}

const CommandRegistration reg {{"bench", "bench [--threads N]", runBenchCommand}};

} // namespace

} // namespace damas::cli
