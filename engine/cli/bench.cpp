// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli bench
#include "bench.h"
#include "command.h"

#include <cstdio>

namespace damas::cli {

namespace {

int runBenchCommand(const std::vector<std::string> &argv)
{
    if (!argv.empty())
        return fail("bench: takes no arguments");
    const BenchResult r = runBench();
    std::printf("bench nodes %llu ms %lld nps %llu\n", static_cast<unsigned long long>(r.nodes),
        static_cast<long long>(r.ms), static_cast<unsigned long long>(r.nps));
    return 0;
}

const CommandRegistration reg {{"bench", "bench", runBenchCommand}};

} // namespace

} // namespace damas::cli
