// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Small text helpers of the PDN code (pdn.cpp reads, pdnreplay.cpp replays, pdnwriter.cpp
// writes). Internal to the engine: not part of its interface.

#include <algorithm>
#include <string_view>
#include <vector>

namespace damas::pdntext {

inline bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}
inline bool isAsciiLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
inline bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

inline bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return std::equal(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
        return lower(x) == lower(y);
    });
}

inline std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && isSpace(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back()))
        s.remove_suffix(1);
    return s;
}

// The words of a text: its runs of characters between white space.
inline std::vector<std::string_view> wordsOf(std::string_view text)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        const std::size_t begin = i;
        while (i < text.size() && !isSpace(text[i]))
            ++i;
        if (i > begin)
            out.push_back(text.substr(begin, i - begin));
    }
    return out;
}

// The tags that replayPdnGame() works out from the game itself, and writePdn() writes from it:
// a record keeps every other tag as read.
inline bool isDerivedTag(std::string_view name)
{
    for (std::string_view t : {"GameType", "FEN", "SetUp", "Result"}) {
        if (equalsIgnoringCase(name, t))
            return true;
    }
    return false;
}

} // namespace damas::pdntext
