// SPDX-License-Identifier: GPL-3.0-or-later
// damas-cli: the engine on the command line (spec: ../shared/spec/cli.md).
#include "command.h"
#include "fen.h"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <iostream>

namespace damas::cli {

namespace {
std::vector<Command> &registry()
{
    static std::vector<Command> r;
    return r;
}
} // namespace

CommandRegistration::CommandRegistration(Command command)
{
    registry().push_back(std::move(command));
}

const std::vector<Command> &commands()
{
    return registry();
}

int fail(const std::string &message)
{
    std::cout.flush();
    std::cerr << "damas-cli: " << printable(message, std::string_view::npos) << std::endl;
    return 2;
}

Expected<Variant> variantArgument(const std::string &name)
{
    if (const auto v = variantFromName(name))
        return *v;
    return Error {
        "unknown variant " + quoteText(name) + " (american, brazilian, international or russian)"};
}

Expected<Position> positionFromArgs(
    const std::string &variant, const std::optional<std::string> &fen)
{
    const auto v = variantArgument(variant);
    if (!v)
        return v.error();
    if (!fen)
        return Position::start(*v);
    auto pos = parseGameFen(*v, *fen);
    if (!pos)
        return Error {"bad FEN " + quoteText(*fen) + ": " + pos.error().toString()};
    return pos;
}

Args::Args(const std::vector<std::string> &args, std::vector<std::string> valueOptions,
    std::vector<std::string> flags)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i];
        if (a.size() > 2 && a.rfind("--", 0) == 0) {
            std::string name = a.substr(2);
            std::string value;
            bool inlineValue = false;
            if (auto eq = name.find('='); eq != std::string::npos) {
                value = name.substr(eq + 1);
                name = name.substr(0, eq);
                inlineValue = true;
            }
            if (std::find(flags.begin(), flags.end(), name) != flags.end() && !inlineValue) {
                m_flags.push_back(name);
            } else if (std::find(valueOptions.begin(), valueOptions.end(), name)
                != valueOptions.end()) {
                if (!inlineValue) {
                    if (i + 1 >= args.size()) {
                        m_error = "option --" + name + " needs a value";
                        return;
                    }
                    value = args[++i];
                }
                m_options.emplace_back(name, value);
            } else {
                m_error = "unknown option " + a;
                return;
            }
        } else {
            m_positional.push_back(a);
        }
    }
}

std::optional<std::string> Args::option(std::string_view name) const
{
    for (auto it = m_options.rbegin(); it != m_options.rend(); ++it) {
        if (it->first == name)
            return it->second;
    }
    return std::nullopt;
}

bool Args::flag(std::string_view name) const
{
    return std::find(m_flags.begin(), m_flags.end(), name) != m_flags.end();
}

std::optional<long long> Args::wholeNumber(
    std::string_view name, long long fallback, long long low, long long high) const
{
    const auto text = option(name);
    return text ? parseWholeNumber(*text, low, high) : std::optional<long long>(fallback);
}

} // namespace damas::cli

int main(int argc, char **argv)
{
    using namespace damas::cli;
    std::ios::sync_with_stdio(false);
    std::vector<std::string> args(argv + 1, argv + argc);
    auto usage = [](std::FILE *f) {
        std::fprintf(f, "usage: damas-cli <command> [arguments]\ncommands:\n");
        auto list = commands();
        std::sort(list.begin(), list.end(),
            [](const Command &a, const Command &b) { return a.name < b.name; });
        for (const Command &c : list)
            std::fprintf(f, "  %s\n", c.usage.c_str());
    };
    if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        usage(args.empty() ? stderr : stdout);
        return args.empty() ? 2 : 0;
    }
    for (const Command &c : commands()) {
        if (c.name == args[0])
            return c.run(std::vector<std::string>(args.begin() + 1, args.end()));
    }
    return fail("unknown command " + damas::quoteText(args[0]) + " (damas-cli --help lists them)");
}
