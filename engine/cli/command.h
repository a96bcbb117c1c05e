// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "error.h"
#include "position.h"

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace damas::cli {

/*
 * One subcommand of damas-cli. Each lives in its own file and registers itself with a static
 * CommandRegistration, so adding a command touches no other command's code.
 * The handler gets the arguments after the command name and returns the exit status.
 * Errors: one line on stderr saying what and where, exit status 2 (cli.md).
 */
struct Command
{
    std::string name;
    std::string usage; // one line, e.g. "perft <variant> <depth> [--fen FEN]"
    std::function<int(const std::vector<std::string> &args)> run;
};

struct CommandRegistration
{
    explicit CommandRegistration(Command command);
};

const std::vector<Command> &commands();

// Prints "damas-cli: <message>" to stderr and returns the error exit status (2).
int fail(const std::string &message);

// The variant named on the command line; the error names it and lists the four.
Expected<Variant> variantArgument(const std::string &name);

// The variant named on the command line, and the position from --fen (or the start position).
// The error says what was wrong: an unknown variant, or where the FEN is malformed.
Expected<Position> positionFromArgs(
    const std::string &variant, const std::optional<std::string> &fen);

// A whole number in [low, high] written in decimal digits only (no sign, no blank), read
// without overflow whatever its length; nullopt for anything else.
std::optional<long long> parseWholeNumber(std::string_view text, long long low, long long high);

// Small argument reader shared by the commands: positional arguments and "--name value" options.
class Args
{
public:
    // `valueOptions` take a value ("--fen"), `flags` do not.
    Args(const std::vector<std::string> &args, std::vector<std::string> valueOptions,
        std::vector<std::string> flags = {});

    bool ok() const { return m_error.empty(); }
    const std::string &error() const { return m_error; }
    const std::vector<std::string> &positional() const { return m_positional; }
    std::optional<std::string> option(std::string_view name) const;
    bool flag(std::string_view name) const;
    // The option's value as a whole number in [low, high] (parseWholeNumber), `fallback` when
    // it is not given; nullopt when it is given and is not such a number.
    std::optional<long long> wholeNumber(
        std::string_view name, long long fallback, long long low, long long high) const;

private:
    std::vector<std::string> m_positional;
    std::vector<std::pair<std::string, std::string>> m_options;
    std::vector<std::string> m_flags;
    std::string m_error;
};

} // namespace damas::cli
