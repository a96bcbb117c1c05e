// SPDX-License-Identifier: GPL-3.0-or-later
// parseWholeNumber (command.h), apart from main.cpp so that the Hub line code, its test and its
// fuzz target link it without the command line's entry point.
#include "command.h"

#include <algorithm>
#include <charconv>

namespace damas::cli {

std::optional<long long> parseWholeNumber(std::string_view text, long long low, long long high)
{
    if (text.empty()
        || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    long long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || value < low || value > high)
        return std::nullopt;
    return value;
}

} // namespace damas::cli
