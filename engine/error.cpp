// SPDX-License-Identifier: GPL-3.0-or-later
#include "error.h"

namespace damas {

namespace {

void appendHex(std::string &out, const char *prefix, std::uint32_t value, int digits)
{
    static constexpr char kHex[] = "0123456789abcdef";
    out += prefix;
    for (int d = digits - 1; d >= 0; --d)
        out += kHex[(value >> (4 * d)) & 0xF];
}

} // namespace

std::size_t utf8SequenceAt(std::string_view s, std::size_t i, std::uint32_t &cp)
{
    const auto c = static_cast<unsigned char>(s[i]);
    std::size_t extra;
    if (c >= 0xC2 && c <= 0xDF) {
        extra = 1;
        cp = c & 0x1F;
    } else if (c >= 0xE0 && c <= 0xEF) {
        extra = 2;
        cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        extra = 3;
        cp = c & 0x07;
    } else {
        return 0;
    }
    if (i + extra >= s.size())
        return 0;
    for (std::size_t k = 1; k <= extra; ++k) {
        const auto d = static_cast<unsigned char>(s[i + k]);
        if ((d & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (d & 0x3F);
    }
    // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
    if ((extra == 2 && cp < 0x800) || (extra == 3 && (cp < 0x10000 || cp > 0x10FFFF))
        || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return extra + 1;
}

std::string printable(std::string_view text, std::size_t limit)
{
    std::string out;
    std::size_t characters = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        if (characters == limit) {
            out += "... (" + std::to_string(text.size()) + " bytes)";
            return out;
        }
        ++characters;
        const auto c = static_cast<unsigned char>(text[i]);
        if (c >= 0x80) {
            std::uint32_t cp = 0;
            const std::size_t n = utf8SequenceAt(text, i, cp);
            if (n == 0) {
                appendHex(out, "\\x", c, 2);
                ++i;
            } else {
                if (cp < 0xA0 || cp == 0x2028 || cp == 0x2029) // C1 controls, line separators
                    appendHex(out, "\\u", cp, 4);
                else
                    out.append(text.substr(i, n));
                i += n;
            }
            continue;
        }
        ++i;
        switch (c) {
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20 || c == 0x7F)
                appendHex(out, "\\x", c, 2);
            else
                out += char(c);
        }
    }
    return out;
}

std::string quoteText(std::string_view text, std::size_t limit)
{
    return "'" + printable(text, limit) + "'";
}

std::string Error::toString() const
{
    std::string s;
    if (line > 0) {
        s.append("line ");
        s.append(std::to_string(line));
    }
    if (column > 0) {
        s.append(s.empty() ? "column " : ", column ");
        s.append(std::to_string(column));
    }
    if (!s.empty())
        s.append(": ");
    s.append(message);
    return s;
}

} // namespace damas
